"""One footer for every game (the key help line at the bottom of the table), built from the keys the
game's table really has (ui/layouts/footer.py), and every key it names does what it says: each key
is posted as a pygame KEYDOWN to a headless table and its effect checked: the game's keys press
the buttons the footer names them for, H asks for the Hint in every game (suits are clicked),
Space hurries the animation, Esc opens the menu, F11 switches to full screen."""
from __future__ import annotations

import importlib

import pygame
import pytest

from tests.ui.conftest import DT, open_table, run_until, solo_match
from ui.layouts.footer import TABLE_KEYS, footer_line
from ui.widgets import Button

@pytest.fixture(autouse=True)
def quick_hints(monkeypatch):
    import functools

    from game import hints

    monkeypatch.setattr(hints, "advise", functools.partial(hints.advise, max_playouts=24))


GAMES = [("tyrant", 4), ("napoleon", 5), ("daifugo13", 4), ("baohuang", 5), ("democracy", 4)]


def keys_of(game_id: str):
    return importlib.import_module(f"ui.layouts.{game_id}.table").KEYS


def post_key(app, code: int) -> None:
    """The key pressed the way pygame delivers it: posted to the event queue, read by the frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    app.step(DT)


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


def press_spy(layout, monkeypatch) -> list[str]:
    """The names of the buttons the layout presses from now on (recorded, not pressed: the test's
    buttons stand in for the real ones)."""
    pressed: list[str] = []
    monkeypatch.setattr(layout, "press" if hasattr(layout, "press") else "_press",
                        lambda button, view, ctx: pressed.append(button))
    return pressed


@pytest.mark.parametrize("game_id,players", GAMES)
def test_the_footer_is_one_wording_built_from_the_games_keys_and_fits(app, game_id, players):
    table = my_turn(app, game_id, players)
    if game_id == "baohuang":    # shown while playing cards
        assert play_until(app, table, lambda: table.view.phase == "play")
    for lang in ("ja", "en"):
        app.set_language(lang)
        app.step(DT)
        line = footer_line(app.tr, keys_of(game_id))
        print(f"{game_id} {lang}: {line}")
        assert table.layout.footer_drawn == line          # drawn whole, never cut
        for key in (*keys_of(game_id), *TABLE_KEYS):
            assert key.label in line and app.tr(f"ui.keys.{key.does}") in line


@pytest.mark.parametrize("game_id,players", GAMES)
def test_each_game_key_in_the_footer_presses_the_buttons_it_names(app, monkeypatch, game_id, players):
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
    assert table.layout.bid_suit == suit_before          # H names no suit


def test_the_keys_without_buttons_do_what_the_footer_says(app):
    """Bao Huang's 1–9 choose that many cards of a stack; Democracy's ← → pick a card."""
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
    post_key(app, pygame.K_RIGHT)
    first = table.layout.selected
    assert first is not None
    post_key(app, pygame.K_LEFT)
    assert table.layout.selected is not None


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
