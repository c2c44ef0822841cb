"""Every game from the deal to its results with the keyboard alone (issue 40): a whole deal of each
game played at a headless table by KEYDOWN events only, posted to pygame's queue and read by the
frame like a person's keys, in Japanese and in English; the test never submits an action itself.
At each decision the player either asks the Hint and presses Enter (the Hint preselects its whole
move), or makes a move of its own: ←/→ (and Home) bring the focus to a card, a place or a choice
button, Space (or ↑) picks it, 1–9 set a Bao Huang stack's count, Tab brings the focus to a button
and Enter presses it. Every move is one of the seat's legal moves, found on the table as drawn."""
from __future__ import annotations

import functools
import random

import pygame
import pytest

from game import registry
from tests.ui.conftest import DT, open_table, run_until, solo_match
from ui import keyfocus

GAMES = [(game_id, registry.load(game_id).usual_table()) for game_id in registry.available_games()]


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch):
    from game import hints

    monkeypatch.setattr(hints, "advise", functools.partial(hints.advise, max_playouts=16))


def key(app, code: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    app.step(DT)


def focused(table):
    choices, buttons = keyfocus.targets(table)
    return table.focus.current(choices, buttons)


def focus_choice(app, table, wanted) -> bool:
    """←/→ from Home until the focus rests on a choice that `wanted(payload)` accepts."""
    choices, _ = keyfocus.targets(table)
    key(app, pygame.K_HOME)
    for _ in range(len(choices) + 1):
        now = focused(table)
        if now is not None and not table.focus.on_button and wanted(now.payload):
            return True
        key(app, pygame.K_RIGHT)
    return False


def focus_button(app, table, name: str) -> bool:
    """Tab until the focus rests on the button `name`."""
    _, buttons = keyfocus.targets(table)
    for _ in range(len(buttons) + 1):
        key(app, pygame.K_TAB)
        now = focused(table)
        if table.focus.on_button and now is not None and now.payload == name:
            return True
    return False


def by_hint(app, table) -> bool:
    """H, the Hint's move shown, then Enter."""
    key(app, pygame.K_h)
    if not run_until(app, lambda: table.hint_worker is None, 3000) or table.layout.hint is None:
        return False
    key(app, pygame.K_RETURN)
    return True


def own_move(app, table, rng: random.Random) -> bool:
    """A move the player picks among the legal ones, made with the focus keys. False: none of the
    simple kinds here (the Hint makes it instead)."""
    legal = list(table.legal)
    layout, game = table.layout, table.match.game_id
    singles = [a for a in legal if len(a.cards) == 1 and a.kind in ("play", "name", "give", "discard", "to_plaza")]
    bare = [a for a in legal if not a.cards and a.kind in {b.payload for b in layout.focus_buttons()}]
    if game == "baohuang" and table.view.phase == "play":
        plays = [a for a in legal if a.kind == "play"]
        if not plays:
            return False
        action = rng.choice(plays)
        for rank in sorted({c.rank for c in action.cards}):
            n = sum(1 for c in action.cards if c.rank == rank)
            if not focus_choice(app, table, lambda card, rank=rank: getattr(card, "rank", None) == rank):
                return False
            key(app, getattr(pygame, f"K_{n}"))
        return focus_button(app, table, "play") and press_enter(app)
    chips = [a for a in legal if a.kind == "chips"]
    if chips and rng.random() < 0.7:                   # Tyrant: a place with ←/→ and Space, the count with +
        place, count = rng.choice(chips).value.rsplit(":", 1)
        if not focus_choice(app, table, lambda payload: payload == place):
            return False
        key(app, pygame.K_SPACE)
        for _ in range(int(count) - 1):
            key(app, pygame.K_PLUS)
        assert (layout.chip_place, layout.chip_count) == (place, int(count))
        return press_enter(app)
    if singles and (not bare or rng.random() < 0.8):
        action = rng.choice(singles)
        card = action.cards[0]
        if not focus_choice(app, table, lambda payload: payload == card):
            return False
        key(app, rng.choice((pygame.K_SPACE, pygame.K_UP)))
        if game in ("napoleon", "democracy") and action.kind == "play":
            key(app, pygame.K_SPACE)        # a second press on the chosen card plays it
            return True
        if action.kind == "to_plaza":
            return True
        if game == "napoleon" and action.kind == "discard":
            return True                     # three are discarded with the button once chosen (see below)
        return focus_button(app, table, action.kind) and press_enter(app)
    if bare:
        return focus_button(app, table, rng.choice(bare).kind) and press_enter(app)
    return False


def press_enter(app) -> bool:
    key(app, pygame.K_RETURN)
    return True


def napoleon_discard(app, table) -> bool:
    """Napoleon's three discards: three cards picked with the focus, then the Discard button."""
    for card in list(table.view.hand)[:3]:
        if not focus_choice(app, table, lambda payload, card=card: payload == card):
            return False
        key(app, pygame.K_SPACE)
    return focus_button(app, table, "discard") and press_enter(app)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game_id,players", GAMES)
def test_a_whole_deal_by_keys_alone(app, game_id, players, lang):
    app.set_language(lang)
    table = open_table(app, solo_match(game_id, players, seed=11))
    rng = random.Random(f"{game_id}/{lang}")
    decisions = hinted = own = 0
    stuck = 0
    while not table.match.deal_over and decisions < 400:
        assert run_until(app, lambda: (bool(table.legal) and not table.anim.busy and table.input_ready)
                         or table.match.deal_over, 6000), "the table never came back to the player"
        if table.match.deal_over:
            break
        before = len(table.match.steps)
        phase = getattr(table.view, "phase", None)
        if game_id == "napoleon" and phase == "discard":
            made = napoleon_discard(app, table)
        elif rng.random() < 0.3 or stuck:
            made = by_hint(app, table)
            hinted += 1
        else:
            made = own_move(app, table, rng)
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
          f"the focus")


def hint_line(app, table) -> str:
    return table.hint_toast if table.hint_toast in app.toasts.texts else ""


def test_napoleon_bid_adjutant_and_discard_by_keys_and_the_hint(app):
    """Napoleon's bid by the focus (a suit with ←/→ and Space, the count with ↑), the adjutant
    named by H then Enter (it marked a card and Enter did nothing), the discard's Hint saying
    which card of three it is, and its line gone once that card is discarded."""
    from game.seats import Seat
    from game.match import Match

    app.set_language("en")
    table = open_table(app, Match("napoleon", {"deals": 1}, [Seat("P1", "human")] +
                                  [Seat(f"P{i}", "ai", "normal") for i in range(2, 6)], 5))
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.view.phase == "bid", 3000)
    app.step(DT)
    assert focus_choice(app, table, lambda payload: payload == "suit:S")
    key(app, pygame.K_SPACE)
    assert table.layout.bid_suit == "S"
    for _ in range(12):
        key(app, pygame.K_UP)
    assert table.layout.bid_count == 20
    key(app, pygame.K_RETURN)
    assert table.match.view(0).bids[-1] == (0, "S20")
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.view.phase == "name", 3000)
    app.step(DT)
    key(app, pygame.K_h)
    assert run_until(app, lambda: table.hint_worker is None and table.layout.hint is not None, 3000)
    named = table.layout.hint.cards[0]
    assert table.layout.picked == named                      # the Hint's card is picked: Enter names it
    key(app, pygame.K_RETURN)
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.view.phase == "discard", 600)
    assert table.view.named == named
    app.step(DT)
    key(app, pygame.K_h)
    assert run_until(app, lambda: table.hint_worker is None and table.layout.hint is not None, 3000)
    line = hint_line(app, table)
    card = table.layout.card_label(table.layout.hint.cards[0])
    assert f"discard {card} as card 1 of 3" in line, line
    key(app, pygame.K_RETURN)
    assert run_until(app, lambda: len(table.match.view(0).discards) == 1 and not table.anim.busy, 300)
    app.step(DT)
    assert line not in app.toasts.texts                      # the Hint's line goes with its decision
    print(line)


def test_tyrant_play_hint_then_enter_plays_it(app):
    """Tyrant's play Hint chose its cards (and the face-up one of three) so Enter plays it; before,
    it only marked them and Enter did nothing. The keep's Hint line goes once the keep is made."""
    table = open_table(app, solo_match("tyrant", 4, seed=11))
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.input_ready, 3000)
    played = 0
    for _ in range(60):
        assert run_until(app, lambda: (bool(table.legal) and not table.anim.busy and table.input_ready)
                         or table.match.deal_over, 3000)
        if table.match.deal_over:
            break
        key(app, pygame.K_h)
        assert run_until(app, lambda: table.hint_worker is None and table.layout.hint is not None, 3000)
        hint, before = table.layout.hint, len(table.match.steps)
        if hint.kind == "play":
            assert table.layout.selected == list(hint.cards)
            if len(hint.cards) == 3:
                assert table.layout.face_up == hint.cards[hint.value]
        line = hint_line(app, table)
        key(app, pygame.K_RETURN)
        assert run_until(app, lambda: len(table.match.steps) > before, 100)
        if hint.kind == "keep":   # the keep's Hint line lay over the plaza for the tricks after (issue 40)
            assert run_until(app, lambda: not table.anim.busy, 600)
            assert line and line not in app.toasts.texts
        if hint.kind == "play":
            assert table.match.steps[before].action == hint
            played += 1
            break
    assert played
