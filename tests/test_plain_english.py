"""English that agrees with its numbers and its subject: a count of 1 takes the singular ("1 card",
"1 tribe point") wherever a string counts something that can be one, and a seat named "You" (the
setup's default name) takes the verb that goes with it ("You take the trick", not "You takes").
Japanese has neither agreement; its strings are the same with any count or name."""
from __future__ import annotations

import re
import string

from game.i18n import table, text

NOUNS = ("cards|points|chips|tricks|honours|piles|times|moves|fields|deals|steps|tribe points|suits|days|"
         "rounds|passes|votes|games|seconds|minutes")
NEVER_ONE = {   # counts that cannot be 1 (a bid has 12 honours or more; a match has 3 players or more...)
    "napoleon.event.bid", "ui.napoleon.bid_count", "ui.setup.n_players", "ui.tyrant.keep_full",
    "ui.tyrant.prompt.keep", "ui.tyrant.prompt.keep_no_lead", "ui.daifugo13.lead_streak",
    "daifugo13.err.stairs_shape",   # stairs are 3 steps long or more
    "napoleon.event.deal",          # "{dealer} deals": a verb, not a count
}
SEAT_VERBS = re.compile(r"\{(name|seat|dealer|winner|who)\}:? (is|has|was|does|goes|[a-z]+[^s' ]s)\b")
NEVER_YOU = ("prompt.thinking",   # names that are never the player's: a computer thinking (every game's
             "ui.replay.not_finished")   # "<game>…prompt.thinking"), a saved file's name


def fields(template: str) -> list[str]:
    return [f[1] for f in string.Formatter().parse(template) if f[1]]


def shown_strings() -> dict[str, str]:
    """English strings the table shows (rules text and lessons are prose with no counted fields)."""
    return {k: v for k, v in table("en").items()
            if not k.endswith((".one", ".you")) and ".rules." not in k and ".lesson." not in k}


def test_a_count_of_one_reads_in_the_singular():
    wrong = []
    for key, template in shown_strings().items():
        if key in NEVER_ONE:
            continue
        for m in re.finditer(r"\{(\w+)\} (%s)\b" % NOUNS, template):
            params = {name: (1 if name == m.group(1) else "x") for name in fields(template)}
            out = text(key, "en", **params)
            if re.search(r"\b1 (%s)\b" % NOUNS, out):
                wrong.append((key, out))
    assert wrong == []
    assert text("ui.democracy.target", "en", n=1) == "Target: 1 tribe point"
    assert text("ui.democracy.log.take", "en", name="Ann", n=1) == "Taken by Ann: 1 card"
    assert text("ui.democracy.target", "ja", n=1) == text("ui.democracy.target", "ja", n=2).replace("2", "1")


def test_you_take_the_trick_and_others_take_it():
    you = text("ui.setup.default_human", "en")
    wrong = []
    for key, template in shown_strings().items():
        if key.endswith(NEVER_YOU) or key.endswith(".named") or not SEAT_VERBS.search(template):   # .named: a computer seat
            continue
        params = {name: "x" for name in fields(template)}
        params[SEAT_VERBS.search(template).group(1)] = you
        out = text(key, "en", **params)
        if re.search(r"\bYou (is|has|was|does|goes|[a-z]+[^s' ]s)\b", out):
            wrong.append((key, out))
    assert wrong == []
    assert text("ui.democracy.verdict.takes", "en", name=you, card="♠A") == "You take the trick with ♠A"
    assert text("ui.democracy.verdict.takes", "en", name="Ann", card="♠A") == "Ann takes the trick with ♠A"
    assert text("baohuang.table.prompt.throne_other", "en", name=you) == "You hold the Emperor card and decide"
    assert text("ui.tyrant.log.face_up", "en", name=you, card="♥9") == "You show ♥9 face up"
    ja_you = text("ui.setup.default_human", "ja")
    assert text("ui.democracy.verdict.takes", "ja", name=ja_you, card="♠A").startswith(ja_you)
