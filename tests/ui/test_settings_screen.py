"""The settings screen's new rows (issue 11.1, 11.8, 11.9): computer speed up to Instant, volume
and mute, window or fullscreen; each choice is stored at once and read back on the next start."""
from __future__ import annotations

from tests.ui.conftest import gui_button, step
from tests.ui.test_window import window_click
from ui import settings
from ui.scenes.settings import SettingsScene


def test_choices_are_remembered(app):
    app.save_settings = True
    app.switch(SettingsScene(app))
    step(app)
    for name in ("ai_speed:instant", "volume:0.5", "mute", "fullscreen:on"):
        window_click(app, gui_button(app, name).rect.center)   # fullscreen changes the window
    loaded = settings.load().settings
    assert loaded.ai_speed == "instant" and loaded.volume == 0.5 and loaded.muted and loaded.fullscreen
    assert app.sound.volume == 0.0   # muted
    window_click(app, gui_button(app, "fullscreen:off").rect.center)
    window_click(app, gui_button(app, "volume:1.0").rect.center)
    loaded = settings.load().settings
    assert not loaded.fullscreen and not loaded.muted and loaded.volume == 1.0


def test_odd_window_and_sound_values_fall_back_quietly(user_home):
    settings.settings_path().write_text('{"lang": "en", "window_size": [5, "x"], "volume": 7, "muted": "yes"}',
                                        encoding="utf-8")
    outcome = settings.load()
    assert outcome.set_aside_to is None and outcome.settings.lang == "en"
    assert outcome.settings.window_size is None and outcome.settings.volume == 0.75 and not outcome.settings.muted
