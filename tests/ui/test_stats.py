"""Statistics: a finished match is recorded per game and opponents' level (played,
won, average, best), the title opens the statistics screen, and a damaged stats file is reported,
kept aside and the statistics restart."""
from __future__ import annotations

from game import registry
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import gui_button, click_gui, open_table, step
from tests.ui.saved_matches import finished_match
from ui import stats


def test_a_finished_match_is_counted_by_level():
    match = finished_match()
    recorded = stats.record_match(match)
    rec = recorded.games["daifugo13"]["easy"]
    assert rec.played == 1 and rec.won == (0 in match.winners())
    assert rec.total == rec.best == match.totals()[0]
    again = stats.record_match(finished_match(seed=3))
    rec = again.games["daifugo13"]["easy"]
    assert rec.played == 2 and rec.average == rec.total / 2
    second = finished_match(seed=3).totals()[0]
    assert rec.best == min(match.totals()[0], second)   # 13th-Floor Daifugo counts penalty points
    assert stats.load().games["daifugo13"]["easy"].played == 2


def test_the_hints_and_undos_of_a_match_are_counted_once_per_match(user_home):
    match = finished_match()
    match.hints_used, match.undos_used = 1, 2
    stats.record_match(match)
    rec = stats.record_match(finished_match(seed=3)).games["daifugo13"]["easy"]
    assert (rec.played, rec.hints, rec.undos) == (2, 1, 2)
    assert stats.load().total_for("daifugo13").undos == 2


def test_a_stats_file_without_hints_and_undos_loads_them_as_none_and_refuses_bad_ones(user_home):
    import json

    record = {"played": 1, "won": 0, "total": 5, "best": 5}
    loaded = stats.parse(json.dumps({"version": 1, "games": {"tyrant": {"easy": record}}}))
    assert (loaded.games["tyrant"]["easy"].hints, loaded.games["tyrant"]["easy"].undos) == (0, 0)
    for bad in (-1, "2", True, 10 ** 15):
        text = json.dumps({"version": 1, "games": {"tyrant": {"easy": {**record, "undos": bad}}}})
        try:
            stats.parse(text)
        except ValueError as exc:
            print(f"undos {bad!r}: refused ({exc})")
        else:
            raise AssertionError(f"undos {bad!r} was accepted")


def test_a_damaged_stats_file_is_kept_aside_and_restarted(user_home):
    stats.stats_path().write_text("{ not json", encoding="utf-8")
    loaded = stats.load()
    assert loaded.problem and loaded.set_aside_to is not None and loaded.set_aside_to.exists()
    assert loaded.games == {}
    assert not stats.stats_path().exists()
    recorded = stats.record_match(finished_match())
    assert recorded.games["daifugo13"]["easy"].played == 1


def test_the_table_records_the_finished_match_and_the_title_shows_it(app):
    from ui.scenes.results import ResultsScene
    from ui.scenes.stats import StatsScene
    from ui.scenes.title import TitleScene

    match = Match("daifugo13", {"deals": 1}, [Seat(f"C{i}", "ai", "easy") for i in range(3)] + [Seat("Me", "human")], 5)
    match.seats[3] = Seat("Me", "human")
    table = open_table(app, match)
    import random

    rng = random.Random(1)
    for _ in range(4000):
        if isinstance(app.scene, ResultsScene) and app.scene.on_next is None:
            break
        if isinstance(app.scene, ResultsScene):
            click_gui(app, gui_button(app, "next"))
            continue
        if table.legal and not table.anim.busy:
            table.submit([rng.choice(table.legal)])
        step(app)
    assert isinstance(app.scene, ResultsScene) and match.over
    assert stats.load().games["daifugo13"]["easy"].played == 1
    app.switch(TitleScene(app))
    step(app)
    click_gui(app, gui_button(app, "stats"))
    assert isinstance(app.scene, StatsScene)
    step(app)
    assert app.scene.rows()[0][1].played == 1


def test_many_rows_scroll(app):
    import pygame

    from ui.scenes.stats import StatsScene

    recorded = stats.Stats()
    for game_id in registry.available_games():
        for level in ("easy", "normal", "hard", "mixed", "humans"):
            recorded.record(game_id, level).played = 1
    stats.save(recorded)
    app.switch(StatsScene(app))
    step(app)
    app.step(1 / 30, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)])
    assert app.scene.scroll == 2


def test_final_results_offer_the_replay(app):
    from ui.scenes.replay_viewer import ReplayViewerScene
    from ui.scenes.results import ResultsScene

    match = finished_match()
    path = app.keeper.save(match)    # a finished match is filed under replays/
    assert path is not None and path.parent.name == "replays"
    app.switch(ResultsScene(app, match))
    step(app)
    click_gui(app, gui_button(app, "replay"))
    assert isinstance(app.scene, ReplayViewerScene) and app.scene.path == path
    app.scene.on_button("leave")
    assert isinstance(app.scene, ResultsScene)
