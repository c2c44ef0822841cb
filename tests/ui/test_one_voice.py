"""One voice outside lessons: every sentence the prompt line or a refusal toast states as a fact
of the position ("only X can be played", "nothing you hold beats…", "you lead: play any card",
"play exactly n cards, as many as the last play", "your bid must beat…") is checked against the
seat's legal actions over thousands of random positions in every game, in Japanese and English.
The table's own layout words the prompt and the refusals; the test records which sentences it
chose (the string keys) and checks each one's claim against the legal actions and the view."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game import registry
from game.actions import Action
from game.cards import JOKER
from game.i18n import Translator
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import open_table
from ui.layouts.base import DrawContext

POSITIONS = 1000   # random positions of the player's per game and language, in as many deals as it takes


class Said(Translator):
    """The app's translator, noting every key it words."""

    def __init__(self, lang: str) -> None:
        super().__init__(lang)
        self.keys: list[str] = []

    def __call__(self, key: str, **params) -> str:
        self.keys.append(key)
        return super().__call__(key, **params)

    def error(self, exc: Exception) -> str:
        self.keys.append(getattr(exc, "key", ""))
        return super().error(exc)


def plays(legal: list[Action]) -> list[Action]:
    return [a for a in legal if a.kind in ("play", "sandstorm") and a.cards]


def leading(game: str, view) -> bool:
    """Nothing on the table to follow or beat."""
    return {"baohuang": lambda: view.last_play is None, "daifugo13": lambda: not view.pub.table,
            "napoleon": lambda: not view.current, "tyrant": lambda: False,
            "democracy": lambda: False}[game]()


def claim_holds(key: str, game: str, view, legal: list[Action]) -> bool:
    """Whether the fact a prompt sentence states is true of `legal` and `view` (True for a sentence
    that states none)."""
    only = len(legal) == 1
    if key == "ui.forced.reason.cards":
        return only and bool(legal[0].cards)
    if key == "ui.forced.reason.other":
        return only
    if key in ("ui.forced.reason.pass", "baohuang.table.prompt.cannot_beat", "baohuang.table.forced.cannot_beat",
               "ui.daifugo13.prompt.cannot_beat"):
        return not plays(legal) and not leading(game, view)
    if key in ("baohuang.table.prompt.lead", "ui.daifugo13.prompt.lead"):
        return leading(game, view) and bool(plays(legal))
    if key == "ui.napoleon.prompt.lead":       # "play any card"
        return leading(game, view) and {a.cards[0] for a in plays(legal)} == set(view.hand)
    if key in ("baohuang.table.prompt.follow", "ui.daifugo13.prompt.follow"):
        return not leading(game, view) and bool(plays(legal))
    if key == "napoleon.prompt.follow":
        return not leading(game, view)
    if key == "napoleon.prompt.joker_called":
        return only and legal[0].cards[0].suit == JOKER
    if key == "ui.tyrant.prompt.must_pass":
        return only and legal[0].kind == "pass" and not view.hand
    if key in ("ui.tyrant.prompt.must_play_passed", "ui.tyrant.prompt.must_play_no_chips"):
        return "pass" not in {a.kind for a in legal} and bool(plays(legal))
    if key == "ui.napoleon.forced_no_bid":
        return only and legal[0].kind == "pass" and view.phase == "bid"
    if key == "ui.tyrant.prompt.play":         # "choose 1-3 cards and play, or pass"
        return "pass" in {a.kind for a in legal} and bool(plays(legal))
    if key == "ui.daifugo13.prompt.stuck":
        return "draw" in {a.kind for a in legal} and not plays(legal)
    return True


FACTS = {"ui.forced.reason.cards", "ui.forced.reason.other", "ui.forced.reason.pass",
         "baohuang.table.prompt.cannot_beat", "baohuang.table.forced.cannot_beat", "ui.daifugo13.prompt.cannot_beat",
         "baohuang.table.prompt.lead", "ui.daifugo13.prompt.lead", "ui.napoleon.prompt.lead",
         "baohuang.table.prompt.follow", "ui.daifugo13.prompt.follow", "napoleon.prompt.follow",
         "napoleon.prompt.joker_called", "ui.tyrant.prompt.must_pass", "ui.tyrant.prompt.must_play_passed",
         "ui.tyrant.prompt.must_play_no_chips", "ui.daifugo13.prompt.stuck", "ui.tyrant.prompt.play",
         "ui.napoleon.forced_no_bid"}


def refusal_of(game: str, layout, view, legal: list[Action], rng: random.Random):
    """A wrong selection a person might make (random cards of the hand, or a bid in Napoleon's
    panel) and the layout's refusal of it, with what was selected; None when there is none."""
    ctx = DrawContext(view.seat, [], {}, (0, 0), legal, False, None)
    hand = list(getattr(view, "hand", None) or ())
    if game == "napoleon":
        if view.phase == "bid" and view.high_bid is not None:
            layout.bid_suit, layout.bid_count = rng.choice("CDHS"), rng.randint(12, 20)
            return layout.refusal(view, ctx), (layout.bid_suit, layout.bid_count)
        if view.phase == "play" and hand:
            layout.selected = rng.choice(hand)
            return layout.refusal(view, ctx), layout.selected
        return None
    if not hand or game == "democracy":
        return None
    picked = rng.sample(hand, min(len(hand), rng.randint(1, 4)))
    if game == "baohuang":
        from ui.layouts.baohuang.hand import refusal
        return refusal(picked, view, legal), picked
    if game == "daifugo13":
        from ui.layouts.daifugo13.selection import refusal
        return refusal(picked, view, legal), picked
    if game != "tyrant":
        return None     # a game whose selection rules this test does not know: its output says so
    from ui.layouts.tyrant.selection import refusal
    if view.phase != "play":
        return None
    return refusal(picked[:3], view, legal, picked[0]), picked[:3]


def refusal_holds(game: str, exc, picked, view, legal: list[Action]) -> bool:
    """Whether a refusal's words are true of the position: a count "as many as the last play" only
    when there is a last play of another size, "must beat B" only for a bid that does not beat B, a
    lead's words only when leading, "you must follow" only when the hand holds the led suit."""
    key = exc.key
    if game == "baohuang":
        last = view.last_play[1] if view.last_play else None
        if key == "baohuang.table.reason.count":
            return last is not None and len(picked) != len(last)
        if key in ("baohuang.table.reason.weaker", "baohuang.err.bad_play"):
            return last is not None
        if key == "baohuang.err.bad_lead":
            return last is None
    if game == "napoleon":
        from engines.napoleon.cards import bid_key
        if key == "napoleon.err.bid_not_higher":
            suit, count = picked
            return bid_key(count, suit) <= bid_key(*view.high_bid)
        if key == "napoleon.err.must_follow":
            lead = view.current[0][1]
            suit = view.trump if lead.suit == JOKER else lead.suit
            return picked.suit != suit and any(c.suit == suit for c in view.hand)
    if game == "tyrant" and key == "tyrant.err.must_follow":
        return not any(c.suit == view.lead_suit for c in picked) and any(c.suit == view.lead_suit for c in view.hand)
    return True


def positions(game: str, seed: int):
    """Random deals (every seat choosing at random), each position where seat 0 decides."""
    rng = random.Random(f"one-voice/{game}/{seed}")
    seats = [Seat("You", "human")] + [Seat(f"CPU {i}", "ai", "random") for i in range(1, registry.load(game).usual_table())]
    match = Match(game, {}, seats, seed)
    while not match.deal_over:
        acting = match.to_act()
        if 0 in acting:
            yield match, rng
        seat = rng.choice(acting)
        match.play(seat, rng.choice(match.legal(seat)))


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game", registry.available_games())
def test_every_fact_the_prompt_and_the_refusals_state_is_true(app, game, lang):
    said = Said(lang)
    app.tr = said
    seats = [Seat("You", "human")] + [Seat(f"CPU {i}", "ai", "random") for i in range(1, registry.load(game).usual_table())]
    table = open_table(app, Match(game, {}, seats, 1))
    layout = table.layout
    checked, refusals, false, seen = Counter(), Counter(), [], 0
    seed = 0
    while seen < POSITIONS:
        seed += 1
        for match, rng in positions(game, seed - 1):
            seen += 1
            view, legal = match.view(0), match.legal(0)
            table.match, table.view = match, view
            layout.reset()
            ctx = DrawContext(0, [s.name for s in match.seats], {}, (0, 0), legal, False, None)
            said.keys = []
            text = layout.prompt(view, ctx)
            assert "{" not in text, text
            for key in said.keys:
                if key in FACTS:
                    checked[key] += 1
                    if not claim_holds(key, game, view, legal):
                        false.append((seed, len(match.steps), key, text, legal[:4]))
            layout.reset()
            said.keys = []
            refused = refusal_of(game, layout, view, legal, rng)
            if refused and refused[0] is not None:
                exc, picked = refused
                refusals[exc.key] += 1
                assert "{" not in said.error(exc)
                if not refusal_holds(game, exc, picked, view, legal):
                    false.append((seed, len(match.steps), exc.key, said.error(exc), picked))
    print(f"{game} {lang}: {seen} positions, {sum(checked.values())} fact sentences checked {dict(checked)};"
          f" {sum(refusals.values())} refusals {dict(refusals)}"
          + ("" if refusals else " (refusals not checked: refusal_of knows no selection rules of this game)"))
    assert not false, false[:5]
    assert seen >= POSITIONS and sum(checked.values()) + sum(refusals.values()) >= 100


def test_a_stronger_suit_is_never_told_it_must_beat_the_standing_bid(app):
    """♠ outranks ♣ (N16): a ♠ bid of the standing count is not refused with "must beat ♣…", even
    where the table allows only one move (a lesson's asked move); a ♣ bid of that count is."""
    seats = [Seat("You", "human")] + [Seat(f"CPU {i}", "ai", "random") for i in range(1, 5)]
    match = Match("napoleon", {}, seats, 3)
    table = open_table(app, match)
    first = match.to_act()[0]
    floor = match.state.options["min_bid"]
    match.play(first, Action("bid", value=f"C{floor}"))
    seat = match.to_act()[0]
    view = match.view(seat)
    layout = table.layout
    for legal in (match.legal(seat), [Action("pass")]):
        ctx = DrawContext(seat, [], {}, (0, 0), legal, False, None)
        layout.bid_suit, layout.bid_count = "S", floor
        refused = layout.refusal(view, ctx)
        assert refused is None or refused.key != "napoleon.err.bid_not_higher", app.tr.error(refused)
        layout.bid_suit = "C"
        assert layout.refusal(view, ctx).key == "napoleon.err.bid_not_higher"


def test_a_wrong_lead_is_not_told_about_the_last_play():
    """Bao Huang: a lead that is not one rank is refused in the lead's words, never "as many cards
    as the last play" (there is none)."""
    from game.errors import IllegalAction

    seats = [Seat("You", "human")] + [Seat(f"CPU {i}", "ai", "random") for i in range(1, 5)]
    match = Match("baohuang", {}, seats, 5)
    while match.state.last_play is not None or not any(a.kind == "play" for a in match.legal(match.to_act()[0])):
        seat = match.to_act()[0]
        match.play(seat, match.legal(seat)[0])
    seat = match.to_act()[0]
    hand = match.state.hands[seat]
    mixed = next((a, b) for a in hand for b in hand if a.rank != b.rank and a.suit != JOKER and b.suit != JOKER)
    with pytest.raises(IllegalAction) as refused:
        match.rules.apply(match.state, seat, Action("play", mixed))
    assert refused.value.key == "baohuang.err.bad_lead"
    assert "last play" not in Translator("en").error(refused.value)
