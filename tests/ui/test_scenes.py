"""Scene flow: title → setup → table by real clicks, live language switching, the settings file
(saved, and a corrupt one set aside with defaults used), the no-display message."""
from __future__ import annotations

import json

import pygame

from tests.ui.conftest import click_gui, gui_button, step
from ui.scenes.setup import SetupScene
from ui.scenes.table import TableScene
from ui.scenes.title import TitleScene


def test_title_setup_table_by_clicks(app):
    app.switch(TitleScene(app))
    step(app, 2)
    click_gui(app, gui_button(app, "new"))
    assert isinstance(app.scene, SetupScene)
    click_gui(app, gui_button(app, "players:3"))
    assert app.scene.players == 3
    click_gui(app, gui_button(app, "kind:1:human"))
    assert app.scene.kinds[1] == "human"
    click_gui(app, gui_button(app, "start"))
    assert isinstance(app.scene, TableScene)
    match = app.scene.match
    assert match.players == 3
    assert [s.is_human for s in match.seats] == [True, True, False]


def test_language_switches_live(app):
    app.switch(TitleScene(app))
    step(app, 2)
    texts = lambda: {e.text for e in app.scene.elements if hasattr(e, "text")}  # noqa: E731
    assert "新しいゲーム" in texts()
    app.set_language("en")
    step(app, 2)
    assert "New game" in texts()
    assert app.tr("ui.title.rules") == "Rules"
    assert app.manager.get_locale() == "en"


def test_setup_language_buttons_keep_typed_names(app):
    app.switch(SetupScene(app))
    step(app, 2)
    app.scene.entries[1].set_text("Hanako")
    click_gui(app, gui_button(app, "lang:en"))
    assert app.settings.lang == "en"
    assert app.scene.names[1] == "Hanako"
    assert app.scene.names[0] == "You"


def test_settings_saved_and_loaded(app, user_home):
    from ui import settings as settings_mod
    from ui.scenes.settings import SettingsScene

    app.save_settings = True
    app.switch(SettingsScene(app))
    step(app, 2)
    click_gui(app, gui_button(app, "anim_speed:slow"))
    data = json.loads((user_home / "settings.json").read_text(encoding="utf-8"))
    assert data["anim_speed"] == "slow"
    assert settings_mod.load().settings.anim_speed == "slow"


def test_corrupt_settings_file_is_set_aside_with_a_message(user_home, capsys):
    import main

    (user_home / "settings.json").write_text("{not json", encoding="utf-8")
    code = main.main(["--smoke-test", "--seconds", "0.3"])
    assert code == 0
    err = capsys.readouterr().err
    assert "settings.json.corrupt-" in err
    kept = list(user_home.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{not json"


def test_no_display_gives_one_clear_line(monkeypatch, capsys):
    import main
    import ui.app

    def no_window():
        raise pygame.error("x11 not available")

    monkeypatch.setattr(ui.app, "open_window", no_window)
    code = main.main([])
    err = capsys.readouterr().err.strip()
    assert code == 1
    assert err.startswith("No display available: x11 not available")
    assert "SDL_VIDEODRIVER=dummy" in err and "Traceback" not in err


def test_smoke_test_saves_a_screenshot(tmp_path):
    import main

    shot = tmp_path / "smoke.png"
    assert main.main(["--smoke-test", "--screenshot", str(shot), "--seconds", "1"]) == 0
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)


def test_rules_screen_shows_tyrant_rules(app):
    from ui.scenes.rules import RulesScene, rules_keys

    app.switch(RulesScene(app, "tyrant"))
    step(app, 2)
    assert rules_keys("tyrant", "ja")
    box = [e for e in app.scene.elements if type(e).__name__ == "UITextBox"][0]
    assert app.tr(rules_keys("tyrant", "ja")[0]) in box.html_text



def test_offscreen_fallback_counts_as_no_display(monkeypatch, capsys):
    import main

    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setattr(pygame.display, "init", lambda: None)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    assert main.main([]) == 1
    err = capsys.readouterr().err
    assert err.startswith("No display available:") and "offscreen" in err
