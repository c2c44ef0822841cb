"""Every game from the deal to its results with the keyboard alone (issue 40): a whole deal of each
game played at a headless table by KEYDOWN events only, posted to pygame's queue and read by the
frame like a person's keys, in Japanese and in English; the test never submits an action itself.
At each decision the player either asks the Hint and presses Enter (the Hint preselects its whole
move), or makes a move of its own: ←/→ (and Home) bring the focus to a card, a place or a choice
button, Space (or ↑) picks it, Tab brings the focus to a button and Enter presses it. Every move is
one of the seat's legal moves, found on the table as drawn. A game's own gestures (a stack's count
by a number key, a second Space that plays the chosen card…) are asked of its knowledge module
(tests/<game>/<game>_table_knowledge.py, tests/ui/table_knowledge.py); a game without one is played
by the shared gestures and the Hint, and the output says so."""
from __future__ import annotations

import random

import pygame
import pytest

from game import registry
from tests.ui.conftest import open_table, run_until, solo_match
from tests.ui.key_moves import by_hint, focus_button, focus_choice, key, press_enter
from tests.ui.table_knowledge import knowledge_file, knowledge_of

pytestmark = pytest.mark.usefixtures("quick_hints")

GAMES = [(game_id, registry.load(game_id).usual_table()) for game_id in registry.available_games()]


def own_move(app, table, rng: random.Random, knowledge) -> bool:
    """A move the player picks among the legal ones, made with the focus keys: the game's own
    gestures first, then a card by the focus, Space and its button, or a button by Tab and Enter.
    False: none of the simple kinds here (the Hint makes it instead)."""
    legal = list(table.legal)
    layout = table.layout
    one_card_kinds = getattr(knowledge, "ONE_CARD_KINDS", ("play",))
    singles = [a for a in legal if len(a.cards) == 1 and a.kind in one_card_kinds]
    bare = [a for a in legal if not a.cards and a.kind in {b.payload for b in layout.focus_buttons()}]
    by_the_game = getattr(knowledge, "own_move_by_keys", None)
    made = by_the_game(app, table, rng) if by_the_game else None
    if made is not None:
        return made
    if singles and (not bare or rng.random() < 0.8):
        action = rng.choice(singles)
        card = action.cards[0]
        if not focus_choice(app, table, lambda payload: payload == card):
            return False
        key(app, rng.choice((pygame.K_SPACE, pygame.K_UP)))
        chosen = getattr(knowledge, "card_chosen_by_keys", None)
        made = chosen(app, table, action) if chosen else None
        if made is not None:
            return made
        return focus_button(app, table, action.kind) and press_enter(app)
    if bare:
        return focus_button(app, table, rng.choice(bare).kind) and press_enter(app)
    return False


def not_tried(game_id: str, knowledge) -> str:
    """What this test did not try for the game, in words for its output."""
    if knowledge is None:
        return (f" ({game_id}: no {knowledge_file(game_id)}, so only the shared gestures were tried: a card by the "
                f"focus, Space and its button, a button by Tab and Enter, else the Hint)")
    return ""


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game_id,players", GAMES)
def test_a_whole_deal_by_keys_alone(app, game_id, players, lang):
    app.set_language(lang)
    table = open_table(app, solo_match(game_id, players, seed=11))
    rng = random.Random(f"{game_id}/{lang}")
    knowledge = knowledge_of(game_id)
    by_keys_alone = getattr(knowledge, "decision_without_the_hint", lambda app, table: None)
    decisions = hinted = own = 0
    stuck = 0
    while not table.match.deal_over and decisions < 400:
        assert run_until(app, lambda: (bool(table.legal) and not table.anim.busy and table.input_ready)
                         or table.match.deal_over, 6000), "the table never came back to the player"
        if table.match.deal_over:
            break
        before = len(table.match.steps)
        phase = getattr(table.view, "phase", None)
        made = by_keys_alone(app, table)
        if made is None and (rng.random() < 0.3 or stuck):
            made = by_hint(app, table)
            hinted += 1
        elif made is None:
            made = own_move(app, table, rng, knowledge)
            own += made
            if not made:
                made = by_hint(app, table)
                hinted += 1
        run_until(app, lambda: len(table.match.steps) > before or table.match.deal_over, 200)
        if len(table.match.steps) == before:
            stuck += 1
            assert stuck < 4, f"{game_id} {phase}: no key made a move ({table.legal[:4]})"
            continue
        stuck = 0
        decisions += 1
    assert table.match.deal_over, f"{game_id}: the deal did not end by keys ({decisions} decisions)"
    assert decisions and hinted and own, (decisions, hinted, own)
    print(f"{game_id} {lang}: {decisions} decisions by keys, {hinted} times H then Enter, {own} moves chosen with "
          f"the focus" + not_tried(game_id, knowledge))
