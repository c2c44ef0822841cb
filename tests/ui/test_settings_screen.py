"""The settings screen's rows beyond language and animation: computer speed
up to Instant, volume and mute, window or fullscreen, and the four-colour deck (♦ blue, ♣ green);
each choice is stored at once and read back on the next start."""
from __future__ import annotations

from tests.ui.conftest import gui_button, step, window_click
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


def face_colours(art, card) -> set:
    surface = art.face(card, (84, 120))
    return {tuple(surface.get_at((x, y)))[:3] for x in range(0, 84, 2) for y in range(0, 120, 2)}


def near(colours: set, target, tolerance: int = 24) -> bool:
    return any(all(abs(a - b) <= tolerance for a, b in zip(c, target)) for c in colours)


def test_the_four_colour_deck_is_a_setting_the_cards_follow_at_once(app):
    from game.cards import Card
    from ui.cards import FOUR_COLOURS, RED

    app.save_settings = True
    app.switch(SettingsScene(app))
    step(app)
    diamond, club = Card("D", 9), Card("C", 9)
    assert near(face_colours(app.cards, diamond), RED) and not near(face_colours(app.cards, diamond), FOUR_COLOURS["D"])
    window_click(app, gui_button(app, "card_colours:four").rect.center)
    assert settings.load().settings.card_colours == "four" and app.cards.four_colours
    assert near(face_colours(app.cards, diamond), FOUR_COLOURS["D"]) and not near(face_colours(app.cards, diamond), RED)
    assert near(face_colours(app.cards, club), FOUR_COLOURS["C"])
    assert len({app.cards.felt_colour(s) for s in "SHDC"}) == 4        # symbols on the felt differ too
    window_click(app, gui_button(app, "card_colours:two").rect.center)
    assert settings.load().settings.card_colours == "two" and not app.cards.four_colours
    assert near(face_colours(app.cards, diamond), RED)


def test_an_odd_deck_colour_falls_back_to_two_quietly(user_home):
    settings.settings_path().write_text('{"lang": "ja", "card_colours": "rainbow"}', encoding="utf-8")
    outcome = settings.load()
    assert outcome.set_aside_to is None and outcome.settings.card_colours == "two"
    settings.settings_path().write_text('{"lang": "ja", "card_colours": "four"}', encoding="utf-8")
    assert settings.load().settings.card_colours == "four"


def test_forced_moves_setting_is_remembered(app):
    app.save_settings = True
    app.switch(SettingsScene(app))
    step(app)
    assert not app.settings.auto_forced                   # your moves are yours unless you say otherwise
    window_click(app, gui_button(app, "auto_forced:on").rect.center)
    assert app.settings.auto_forced and settings.load().settings.auto_forced
    window_click(app, gui_button(app, "auto_forced:off").rect.center)
    assert not app.settings.auto_forced and not settings.load().settings.auto_forced
    window_click(app, gui_button(app, "auto_forced:on").rect.center)
    assert settings.load().settings.auto_forced


def test_forced_moves_default_is_off_unless_a_saved_file_holds_a_choice(user_home):
    """Files written before the choice was marked stored the old default ("on") for everyone: that
    is no choice, the new default applies; an unmarked "off" was chosen, and a marked choice stays."""
    cases = {'{"lang": "ja"}': False,
             '{"lang": "ja", "auto_forced": true}': False,
             '{"lang": "ja", "auto_forced": false}': False,
             '{"lang": "ja", "auto_forced": true, "auto_forced_chosen": true}': True,
             '{"lang": "ja", "auto_forced": "yes"}': False}
    for text, expected in cases.items():
        settings.settings_path().write_text(text, encoding="utf-8")
        outcome = settings.load()
        print(f"{text} -> auto_forced {outcome.settings.auto_forced}")
        assert outcome.set_aside_to is None and outcome.settings.auto_forced is expected
    settings.save(settings.Settings(auto_forced=True, auto_forced_chosen=True))
    assert settings.load().settings.auto_forced
    settings.save(settings.Settings())
    assert not settings.load().settings.auto_forced


def test_every_settings_label_fits_in_both_languages(app):
    import warnings

    for lang in ("ja", "en"):
        app.set_language(lang)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            app.switch(SettingsScene(app))
            step(app)
        assert not [w for w in caught if "too small" in str(w.message)], lang
