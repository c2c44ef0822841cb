"""Any window size: the 1280×720 canvas is scaled into windows of every size and
aspect with letterbox margins, clicks posted at window coordinates land on the card drawn there,
F11 toggles fullscreen, and the size and fullscreen state are remembered in the settings."""
from __future__ import annotations

import pygame
import pytest

from game.match import Match
from game.seats import Seat
from tests.ui.conftest import DT, open_table, run_until, step, window_click
from ui.app import SIZE


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080), (3840, 2160), (1000, 1000)])
def test_a_click_at_window_coordinates_selects_the_card_drawn_there(app, size):
    app.resize_window(size)
    match = Match("daifugo13", {"deals": 1}, [Seat(f"P{i + 1}", k, "normal") for i, k in
                                              enumerate(["human", "ai", "ai", "ai"])], 3)
    table = open_table(app, match)
    tall = size[1] * 16 > size[0] * 9   # a window taller than 16:9 gives the table a taller canvas
    assert app.window.get_size() == size and (app.screen.get_size() == SIZE) != tall
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
    step(app)
    rect, card = table.layout.hit_cards[len(table.layout.hit_cards) // 2]
    window_click(app, table.stretch.map_point(rect.center) if tall else rect.center)
    assert table.layout.selected == [card]
    # the canvas fills the window at its aspect; the spare margin is letterbox, nothing cropped
    box = app.stage.rect
    assert app.window.get_rect().contains(box)
    assert box.width == size[0] or box.height == size[1]
    canvas = app.screen.get_size()
    assert abs(box.width / box.height - canvas[0] / canvas[1]) < 0.01


def test_a_click_in_the_letterbox_lands_on_nothing(app):
    app.resize_window((1000, 1000))
    assert app.stage.rect.y > 100
    x, y = app.stage.to_logical((500, 20))
    assert not app.screen.get_rect().collidepoint(x, y)


def test_size_and_fullscreen_are_remembered(app, user_home):
    from ui import settings

    app.save_settings = True
    app.resize_window((1500, 900))
    assert settings.load().settings.window_size == [1500, 900]
    app.step(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)])
    assert app.settings.fullscreen and settings.load().settings.fullscreen
    app.step(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)])
    loaded = settings.load().settings
    assert not loaded.fullscreen and loaded.window_size == [1500, 900]
    desktop = pygame.display.get_desktop_sizes()[0]   # back to the remembered size, within the desktop
    assert app.window.get_size() == (min(1500, desktop[0]), min(900, desktop[1]))


def test_gui_buttons_hover_and_click_at_a_scaled_size(app):
    from ui.scenes.title import TitleScene
    from tests.ui.conftest import gui_button

    app.resize_window((1920, 1080))
    app.switch(TitleScene(app))
    step(app)
    rules = gui_button(app, "rules")
    window_click(app, rules.rect.center)
    from ui.scenes.rules import RulesScene

    assert isinstance(app.scene, RulesScene)
