"""One footer for every game (the key help line at the bottom of the table), built from the keys the
game's table really has (ui/layouts/footer.py), and every key it names does what it says: each key
is posted as a pygame KEYDOWN to a headless table and its effect checked: the game's keys press
the buttons the footer names them for, H asks for the Hint in every game (suits are clicked),
Space hurries the animation, Esc opens the menu, F11 switches to full screen."""
from __future__ import annotations

import importlib

import pygame
import pytest

from game import registry
from tests.ui.conftest import DT, open_table, run_until, solo_match
from tests.ui.footer_checks import does_something, footer_keys, post_key, press_spy
from ui import keyfocus
from ui.layouts.footer import footer_line
from ui.widgets import Button

@pytest.fixture(autouse=True)
def quick_hints(monkeypatch):
    import functools

    from game import hints

    monkeypatch.setattr(hints, "advise", functools.partial(hints.advise, max_playouts=24))


GAMES = [(game_id, registry.load(game_id).usual_table()) for game_id in registry.available_games()]


def keys_of(game_id: str):
    return importlib.import_module(f"ui.layouts.{game_id}.table").KEYS


def my_turn(app, game_id: str, players: int):
    match = solo_match(game_id, players)
    table = open_table(app, match)
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.input_ready, 3000)
    return table


def play_until(app, table, predicate, limit: int = 200) -> bool:
    """The human plays its first legal move until `predicate()` holds on its turn."""
    for _ in range(limit):
        if not run_until(app, lambda: (bool(table.legal) and not table.anim.busy) or table.match.deal_over, 3000):
            return False
        app.step(DT)
        if table.match.deal_over:
            return False
        if predicate():
            return True
        table.submit([table.legal[0]])
    return False


@pytest.mark.parametrize("game_id,players", GAMES)
def test_the_footer_is_one_wording_built_from_the_keys_that_work_now_and_fits(app, game_id, players):
    table = my_turn(app, game_id, players)
    if not table.layout.footer_shown(table.view, table.context()):   # a game may show it in some phases only
        assert play_until(app, table, lambda: table.layout.footer_shown(table.view, table.context()))
    for lang in ("ja", "en"):
        app.set_language(lang)
        app.step(DT)
        game_keys, table_keys = footer_keys(table)
        line = footer_line(app.tr, game_keys, table_keys)
        print(f"{game_id} {lang}: {line}")
        assert table.layout.footer_drawn == line          # drawn whole, never cut
        for key in (*game_keys, *table_keys):
            assert key.label in line and app.tr(f"ui.keys.{key.does}") in line
        drawn = {b.name for b in table.layout.layout_buttons() if b.enabled}
        for key in keys_of(game_id):                       # a key for a button not up (or greyed) is not named
            if key.presses and not drawn & set(key.presses):
                assert key not in game_keys


@pytest.mark.slow
@pytest.mark.parametrize("game_id,players", GAMES)
def test_every_key_the_footer_names_does_something_in_every_phase(app, monkeypatch, game_id, players):
    """At the player's first decision of each phase of a deal (and while others play), every key the
    footer names is pressed and does what it says; then the deal goes on with a legal move."""
    table = my_turn(app, game_id, players)
    seen: set = set()
    for _ in range(300):
        if not run_until(app, lambda: (bool(table.legal) and not table.anim.busy and table.input_ready)
                         or table.match.deal_over, 3000) or table.match.deal_over:
            break
        app.step(DT)
        phase = (getattr(table.view, "phase", None), tuple(sorted({a.kind for a in table.legal})))
        if phase not in seen:
            seen.add(phase)
            checked: set = set()
            for hint in (False, True):   # as the turn comes, then with the Hint's move preselected
                if hint:
                    post_key(app, pygame.K_h)
                    run_until(app, lambda: table.hint_worker is None, 3000)
                game_keys, table_keys = footer_keys(table)
                for key in (*game_keys, *table_keys):
                    if not table.legal or table.anim.busy:
                        break
                    if (key.label, key.does) in checked or (hint and key.does in ("menu", "fullscreen", "hint")):
                        continue
                    checked.add((key.label, key.does))
                    did = does_something(app, table, key, monkeypatch)
                    print(f"{game_id} {phase}: {key.label} {key.does} -> {did}")
                    assert did, (game_id, phase, key.label, key.does)
                    if not hint:
                        table.layout.reset()
                        app.step(DT)
        if table.legal and not table.match.deal_over:
            table.submit([table.legal[0]])
    assert seen, "the player had decisions"
    print(f"{game_id}: footers checked in {len(seen)} kinds of decision")


@pytest.mark.parametrize("game_id,players", GAMES)
def test_each_game_key_presses_the_buttons_it_names(app, monkeypatch, game_id, players):
    table = my_turn(app, game_id, players)
    layout = table.layout
    pressed = press_spy(layout, monkeypatch)
    checked = 0
    for key in keys_of(game_id):
        for button in key.presses:
            for code in key.codes:
                pressed.clear()
                layout.buttons = [Button(button, button, pygame.Rect(0, 0, 10, 10))]
                if hasattr(layout, "dialog_buttons"):
                    layout.dialog_buttons = []
                post_key(app, code)
                assert pressed == [button], (game_id, key.label, button, pygame.key.name(code))
                checked += 1
    assert checked, "every game has keys that press buttons"
    print(f"{game_id}: {checked} key presses checked")


def test_H_is_the_hint_even_in_napoleons_bidding(app):
    table = my_turn(app, "napoleon", 5)
    assert table.view.phase == "bid"
    suit_before = table.layout.bid_suit
    post_key(app, pygame.K_h)
    assert table.hint_worker is not None or table.match.hints_used == 1
    hinted = table.layout.hint.value[0] if table.layout.hint is not None and table.layout.hint.kind == "bid" else None
    assert table.layout.bid_suit in (suit_before, hinted)   # H names no suit (the Hint's bid may set its own)


def test_the_keys_without_buttons_do_what_the_footer_says(app):
    """Bao Huang's 1–9 choose that many cards of a stack; in Democracy ← → move the focus over the
    cards and Space picks the one it is on."""
    table = my_turn(app, "baohuang", 5)
    assert play_until(app, table, lambda: table.view.phase == "play" and any(a.kind == "play" for a in table.legal))
    table.layout.last_stack = table.layout.stacks[0].key
    post_key(app, pygame.K_1)
    assert len(table.layout.selected) == 1
    post_key(app, pygame.K_c)
    assert table.layout.selected == []
    table = my_turn(app, "democracy", 4)
    assert play_until(app, table, lambda: table.view.phase == "play")
    table.layout.selected = None
    post_key(app, pygame.K_HOME)
    post_key(app, pygame.K_RIGHT)
    focused = table.focus.current(*keyfocus.targets(table))
    post_key(app, pygame.K_SPACE)
    assert table.layout.selected == focused.payload


@pytest.mark.parametrize("game_id,players", GAMES)
def test_the_table_keys_in_every_footer_work_in_every_game(app, game_id, players):
    table = my_turn(app, game_id, players)
    post_key(app, pygame.K_h)                                   # H: the Hint
    assert table.hint_worker is not None or table.match.hints_used == 1
    post_key(app, pygame.K_ESCAPE)                              # Esc: the menu
    assert table.menu_open
    post_key(app, pygame.K_ESCAPE)
    assert not table.menu_open
    fullscreen = app.settings.fullscreen
    post_key(app, pygame.K_F11)                                 # F11: full screen
    assert app.settings.fullscreen != fullscreen
    post_key(app, pygame.K_F11)
    table.anim.then(hold=5.0)                                   # Space: hurry the animation
    app.step(DT)
    assert table.anim.busy
    post_key(app, pygame.K_SPACE)
    assert not table.anim.busy
