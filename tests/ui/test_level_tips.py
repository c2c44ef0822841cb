"""The setup's level buttons (Easy, Normal, Hard) explain themselves when the pointer rests on them,
in both languages, and the tooltip wraps Japanese without the dashes pygame-gui would insert."""
from __future__ import annotations

import pygame
import pytest

from tests.ui.conftest import gui_button, step


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_offered_level_has_a_tip_in_the_language(app, lang):
    from ui.scenes.setup import SetupScene, offered_levels

    app.set_language(lang)
    app.switch(SetupScene(app))
    for level in offered_levels("tyrant"):
        button = gui_button(app, f"level:1:{level}")
        tip = button.tool_tip_text
        assert tip and tip == app.tr(f"ui.level.{level}.tip") and tip != f"ui.level.{level}.tip"
        assert app.tr(f"ui.level.{level}") in tip


def test_resting_on_hard_shows_its_tip_on_screen_without_split_dashes(app, monkeypatch):
    from ui.scenes.setup import SetupScene

    app.set_language("ja")
    app.switch(SetupScene(app))
    button = gui_button(app, "level:1:hard")
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: button.rect.center)
    step(app, 60)                                   # past pygame-gui's hover delay
    tip = button.tool_tip
    assert tip is not None and tip.text_block is not None
    assert not tip.text_block.allow_split_dashes
    screen = app.manager.get_root_container().get_rect()
    assert screen.contains(tip.rect)
    assert not tip.rect.colliderect(button.rect)
    assert tip.rect.height <= 4 * 40                # a few wide lines, not a column of fragments
