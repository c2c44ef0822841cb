"""One voice outside lessons: every sentence the prompt line or a refusal toast states as a fact
of the position ("only X can be played", "nothing you hold beats…", "you lead: play any card",
"play exactly n cards, as many as the last play", "your bid must beat…") is checked against the
seat's legal actions over thousands of random positions in every game, in Japanese and English.
The table's own layout words the prompt and the refusals; the test records which sentences it
chose (the string keys) and checks each one's claim against the legal actions and the view.
The shared sentences (ui.forced.reason.*) are checked here; what a game's own sentences state, and
which wrong selection of its hand or panel to try, is asked of the game's knowledge module
(tests/<game>/<game>_table_knowledge.py, tests/ui/table_knowledge.py). A game without one is
checked on the shared sentences only, and the output says so."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game import registry
from game.actions import Action
from game.i18n import Translator
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import open_table
from tests.ui.table_knowledge import card_plays, knowledge_file, knowledge_of
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


def only(legal: list[Action]) -> bool:
    return len(legal) == 1


# The facts every game's prompt may state; a game's knowledge module adds its own (and may restate
# the pass, whose truth depends on whether the seat leads).
SHARED_FACTS = {
    "ui.forced.reason.cards": lambda view, legal: only(legal) and bool(legal[0].cards),
    "ui.forced.reason.other": lambda view, legal: only(legal),
    "ui.forced.reason.pass": lambda view, legal: not card_plays(legal),
}


def not_checked(game: str, knowledge) -> str:
    """What this test could not check for the game, in words for its output."""
    where = knowledge_file(game)
    if knowledge is None:
        return f" ({game}: no {where}, so only the shared facts were checked and no refusal)"
    missing = []
    if not hasattr(knowledge, "FACTS"):
        missing.append("no FACTS, so only the shared facts were checked")
    if not hasattr(knowledge, "wrong_selection"):
        missing.append("no wrong_selection, so no refusal was checked")
    elif not hasattr(knowledge, "refusal_holds"):
        missing.append("no refusal_holds, so the refusals' words were checked for placeholders only")
    return f" ({where} offers {'; '.join(missing)})" if missing else ""


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
    knowledge = knowledge_of(game)
    facts = {**SHARED_FACTS, **getattr(knowledge, "FACTS", {})}
    wrong_selection = getattr(knowledge, "wrong_selection", None)
    refusal_holds = getattr(knowledge, "refusal_holds", lambda key, picked, view, legal: True)
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
                if key in facts:
                    checked[key] += 1
                    if not facts[key](view, legal):
                        false.append((seed, len(match.steps), key, text, legal[:4]))
            layout.reset()
            said.keys = []
            refused = wrong_selection(layout, view, legal, rng) if wrong_selection else None
            if refused and refused[0] is not None:
                exc, picked = refused
                refusals[exc.key] += 1
                assert "{" not in said.error(exc)
                if not refusal_holds(exc.key, picked, view, legal):
                    false.append((seed, len(match.steps), exc.key, said.error(exc), picked))
    print(f"{game} {lang}: {seen} positions, {sum(checked.values())} fact sentences checked {dict(checked)};"
          f" {sum(refusals.values())} refusals {dict(refusals)}" + not_checked(game, knowledge))
    assert not false, false[:5]
    assert seen >= POSITIONS and sum(checked.values()) + sum(refusals.values()) >= 100
