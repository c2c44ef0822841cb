"""Modal means modal: under the table's pause menu nothing hovers or selects; Esc on
the hand-over curtain opens the menu over the curtain without showing a hand, and nothing lifts
the curtain while that menu is open."""
from __future__ import annotations

import pygame

from game.match import Match
from game.seats import Seat
from tests.ui.conftest import DT, click, click_gui, gui_button, open_table, record_faces, run_until, step
from ui.scenes.curtain import CurtainScene


def d13(kinds, seed=3) -> Match:
    return Match("daifugo13", {"deals": 1}, [Seat(f"P{i + 1}", k, "normal") for i, k in enumerate(kinds)], seed)


def key(app, k) -> None:
    app.step(DT, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def test_nothing_under_the_pause_menu_hovers_or_selects(app):
    table = open_table(app, d13(["human", "ai", "ai", "ai"]))
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
    step(app)
    rect, card = table.layout.hit_cards[0]
    pygame.mouse.set_pos(rect.center)
    assert table.context().mouse == rect.center
    key(app, pygame.K_ESCAPE)
    assert table.menu_open
    assert table.context().mouse == table.OFF_CANVAS   # no hover highlight under the menu
    click(app, rect.center)
    assert table.layout.selected == []
    click_gui(app, gui_button(app, "resume"))
    assert not table.menu_open
    step(app)
    click(app, rect.center)
    assert table.layout.selected == [card]


def test_esc_on_the_curtain_opens_the_menu_without_showing_a_hand(app):
    table = open_table(app, d13(["human", "human", "ai", "ai"]))
    assert run_until(app, lambda: isinstance(app.scene, CurtainScene), 3000)
    curtain = app.scene
    curtain.age = 1.0
    faces = record_faces(app)
    key(app, pygame.K_ESCAPE)
    assert curtain.menu_open and app.scene is curtain
    key(app, pygame.K_RETURN)
    click(app, (640, 650))
    step(app, 3)
    assert app.scene is curtain and table.viewer is None   # still covered
    assert [c for c in faces if c is not None] == []
    click_gui(app, gui_button(app, "resume"))
    assert not curtain.menu_open
    key(app, pygame.K_RETURN)
    assert app.scene is table and table.viewer is not None


def test_a_click_on_a_button_never_reaches_the_card_under_it(app):
    import pygame_gui

    table = open_table(app, d13(["human", "ai", "ai", "ai"]))
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
    step(app)
    rect, card = table.layout.hit_cards[0]
    table.add(pygame_gui.elements.UIButton(pygame.Rect(rect.x, rect.y, rect.w, 40), "x", app.manager), "over")
    step(app)
    click(app, (rect.centerx, rect.y + 20))
    assert table.layout.selected == []
