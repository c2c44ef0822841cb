"""After a match: "Play again" deals the same game, rule options and seats anew and goes straight to
the table; "New game" opens the setup filled in as the match was set up; the setup screen also
remembers the last match started (in this run and, through the settings file, the next), so a player
who plays Bao Huang on Hard finds it there next time; a remembered setup that no longer makes a match
is ignored."""
from __future__ import annotations

from game.match import Match
from game.seats import Seat
from tests.ui.conftest import click_gui, gui_button, step
from tests.ui.saved_matches import finished_match


def test_play_again_deals_the_same_setup_anew(app):
    from ui.scenes.results import ResultsScene
    from ui.scenes.table import TableScene

    match = finished_match()
    app.switch(ResultsScene(app, match))
    step(app)
    click_gui(app, gui_button(app, "again"))
    assert isinstance(app.scene, TableScene)
    again = app.scene.match
    assert again.game_id == match.game_id and again.options == match.options
    assert [(s.name, s.kind, s.level) for s in again.seats] == [(s.name, s.kind, s.level) for s in match.seats]
    assert again.seed != match.seed and not again.steps
    assert app.last_setup.game_id == match.game_id


def test_new_game_opens_the_setup_as_the_match_was_set_up(app):
    from ui.scenes.results import ResultsScene
    from ui.scenes.setup import SetupScene

    match = finished_match()
    app.switch(ResultsScene(app, match))
    step(app)
    click_gui(app, gui_button(app, "new"))
    setup = app.scene
    assert isinstance(setup, SetupScene)
    assert setup.game_id == "daifugo13" and setup.players == 4 and setup.options == match.options
    assert [(s.name, s.kind, s.level) for s in setup.seats()] == [(s.name, s.kind, s.level) for s in match.seats]


def test_the_setup_screen_remembers_the_last_match_started(app):
    from ui.scenes.setup import SetupScene
    from ui.scenes.table import TableScene

    fresh = SetupScene(app)
    assert fresh.game_id == "tyrant"                      # nothing started yet: the defaults
    app.switch(fresh)
    step(app)
    click_gui(app, gui_button(app, "game:baohuang"))
    click_gui(app, gui_button(app, "level:2:hard"))
    click_gui(app, gui_button(app, "start"))
    assert isinstance(app.scene, TableScene)
    again = SetupScene(app)
    assert again.game_id == "baohuang" and again.players == 5 and again.levels[2] == "hard"
    assert [s.kind for s in again.seats()] == [s.kind for s in app.scene.match.seats]


def test_a_setup_with_a_level_no_longer_offered_falls_back_to_the_default(app):
    from ui.scenes.setup import SetupScene, TableSetup

    like = TableSetup("napoleon", {}, [Seat("You", "human")] + [Seat(f"C{i}", "ai", "random") for i in range(4)])
    setup = SetupScene(app, like=like)
    assert setup.game_id == "napoleon" and setup.levels[1:5] == ["normal"] * 4
    assert isinstance(like.new_match(seed=3), Match)


def test_the_last_setup_is_kept_in_the_settings_file_for_the_next_run(app):
    from ui import settings
    from ui.scenes.setup import SetupScene

    app.save_settings = True
    setup = SetupScene(app)
    app.switch(setup)
    step(app)
    click_gui(app, gui_button(app, "game:democracy"))
    click_gui(app, gui_button(app, "start"))
    stored = settings.load().settings.last_setup
    assert stored["game"] == "democracy" and len(stored["seats"]) == 4
    app.last_setup = None                                  # a new run: only the file remembers
    app.settings = settings.load().settings
    assert SetupScene(app).game_id == "democracy"


def test_an_odd_remembered_setup_is_ignored():
    from ui.scenes.setup import TableSetup

    seats = [{"name": "You", "kind": "human"}] + [{"name": f"C{i}", "kind": "ai", "level": "hard"} for i in range(3)]
    assert TableSetup.from_json({"game": "tyrant", "options": {}, "seats": seats}) is not None
    for odd in (None, [], {"game": "chess", "seats": seats}, {"game": "tyrant", "seats": seats[:1]},
                {"game": "tyrant", "options": {"no_such_option": 1}, "seats": seats},
                {"game": "tyrant", "seats": [{"name": 5}] * 4}, {"game": ["tyrant"], "seats": seats},
                {"game": "tyrant", "options": "x", "seats": seats}):
        assert TableSetup.from_json(odd) is None, odd


def test_remembered_default_names_follow_the_language_and_typed_names_stay(app):
    from ui.scenes.setup import SetupScene, TableSetup

    like = TableSetup("tyrant", {}, [Seat("You", "human"), Seat("CPU 1", "ai", "easy"), Seat("Hana", "ai", "hard")])
    app.set_language("ja")
    setup = SetupScene(app, like=like)
    app.switch(setup)
    step(app)
    names = [s.name for s in setup.seats()]
    assert names[0] == setup.default_name(0, "human") != "You"          # あなた
    assert names[1] == setup.default_name(1, "ai") and names[2] == "Hana"
