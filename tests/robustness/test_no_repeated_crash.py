"""The app's own state files made hostile, and crashes that must not repeat: statistics files
(totals of 10^400, NULs in level names, unknown games and levels, wrong types, FIFOs, links to
/dev/zero, folders) are set aside with a message on the Statistics screen and the next opening is
clean; saves/current.lock in every odd shape (FIFO, link to /dev/zero, deep nesting, a pid of
10^400, garbage, a folder) is stale and taken over at once, never a hang or a crash; a save whose
seat name or game id holds a NUL or a lone surrogate is refused at launch; and a match that
crashed while it was being opened is never saved again by the crash handler, so the next launch
is clean. Prints what it tried."""
from __future__ import annotations

import json
import os
import signal
import time

import pytest

from game import files
from game.match import Match
from game.seats import Seat
from tests.robustness import make_corpus
from tests.robustness.file_shapes import assert_short_line, clear, put, snapshot
from tests.ui.conftest import app, step  # noqa: F401 (fixture)
from ui import saves, stats

pytestmark = pytest.mark.usefixtures("user_home")


class TookTooLong(Exception):
    pass


def within(seconds: int, body):
    """body(), failing (not hanging) when it takes longer than `seconds`."""
    def alarm(signum, frame):
        raise TookTooLong(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        return body()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def a_save(game_id="tyrant", name="You") -> Match:
    match = Match(game_id, {}, [Seat(name, "human"), Seat("CPU 1", "ai", "easy"), Seat("CPU 2", "ai", "easy")], 3)
    seat = match.to_act()[0]
    match.play(seat, match.legal(seat)[0])
    return match


# ---- statistics ----------------------------------------------------------------------------------------
def test_hostile_statistics_files_are_set_aside_and_the_screen_says_so(app, tmp_path, capsys):
    from ui.scenes.stats import StatsScene

    paths = list(make_corpus.stats_corpus(tmp_path / "stats").values())
    paths += list(make_corpus.special_files(tmp_path / "special").values())
    set_aside = 0
    for path in paths:
        target = stats.stats_path()
        put(path, target)
        before = snapshot(target)
        app.switch(StatsScene(app))
        step(app, 1)
        loaded = app.scene.stats
        if "_good_" in path.name:
            assert not loaded.problem and loaded.games, path.name
            app.scene.rows()
            clear(target)
            continue
        assert loaded.problem and loaded.set_aside_to is not None, path.name
        assert snapshot(loaded.set_aside_to) == before and not os.path.lexists(target), path.name
        assert_short_line(stats.problem_message(app.tr, loaded), path.name)
        set_aside += 1
        app.switch(StatsScene(app))   # the next opening
        step(app, 1)
        assert not app.scene.stats.problem, f"{path.name}: the next opening is not clean"
        clear(loaded.set_aside_to)
    with capsys.disabled():
        print(f"\nhostile statistics: {len(paths)} files through stats.load and the Statistics screen, "
              f"{set_aside} set aside, 0 crashes")


def test_a_total_of_ten_to_the_400_never_reaches_the_screen():
    stats.stats_path().write_text(json.dumps({"version": 1, "games": {"tyrant": {"normal": {
        "played": 1, "won": 0, "total": 10 ** 400, "best": 1}}}}), encoding="utf-8")
    loaded = stats.load()
    assert "out of range" in loaded.problem and loaded.set_aside_to.name.startswith("stats.json.bad-")


def test_statistics_of_every_game_and_level_still_load_and_add_up():
    good = make_corpus.stats_corpus(stats.stats_path().parent / "corpus")["stats_good_every_game.json"]
    loaded = stats.parse(good.read_text(encoding="utf-8"))
    assert sorted(loaded.games) == sorted(make_corpus.GAMES)
    total = loaded.total_for("tyrant")
    assert (total.played, total.won, total.total) == (10, 5, -35)


# ---- the lock file ---------------------------------------------------------------------------------------
def test_every_odd_lock_file_is_stale_and_taken_over_at_once(tmp_path, capsys):
    lock = saves.current_path().with_name(saves.LOCK)
    shapes = dict(make_corpus.lock_corpus(tmp_path / "lock"))
    shapes.update(make_corpus.special_files(tmp_path / "special"))
    old = time.time() - 60
    os.utime(shapes["bad_empty_file"], (old, old))   # an empty lock a minute old: stale too
    for name, shape in shapes.items():
        put(shape, lock)
        if name == "bad_empty_file":
            os.utime(lock, (old, old))
        keeper = saves.Keeper()
        path = within(60, lambda: keeper.save(a_save()))   # a lock that blocks (a FIFO) would hang here
        assert path == saves.current_path(), name
        assert files.read_json_object(lock)["pid"] == os.getpid(), name
        keeper.lock.release()
        assert not os.path.lexists(lock), name
        for leftover in lock.parent.glob(f"{saves.LOCK}.stale-*"):
            clear(leftover)
        clear(saves.current_path())
    with capsys.disabled():
        print(f"\nhostile locks: {len(shapes)} shapes of saves/current.lock, each stale and taken over, "
              f"0 hangs, 0 crashes")


def test_an_empty_lock_just_made_is_left_to_the_instance_making_it():
    lock = saves.current_path().with_name(saves.LOCK)
    lock.parent.mkdir(parents=True)
    lock.write_bytes(b"")
    assert saves.Keeper().save(a_save()) != saves.current_path()


def same_but_when(doc: dict, other: dict) -> bool:
    return {k: v for k, v in doc.items() if k != "ui"} == {k: v for k, v in other.items() if k != "ui"}


# ---- undrawable text and crashes that must not repeat ------------------------------------------------------
@pytest.mark.parametrize("name, code", [("A\x00B", "U+0000"), ("\ud800", "U+D800"), ("\x1b[2J", "U+001B"),
                                        ("x\u0085", "U+0085")])
def test_a_seat_name_that_cannot_be_drawn_is_refused_at_launch(app, name, code):
    from ui.scenes.title import TitleScene

    doc = saves.document(a_save())
    doc["seats"][0]["name"] = name
    saves.current_path().parent.mkdir(parents=True, exist_ok=True)
    saves.current_path().write_text(json.dumps(doc), encoding="utf-8")   # escaped: valid JSON
    app.switch(TitleScene(app))
    step(app, 2)
    problem = app.scene.problem
    assert problem is not None and problem.reason == "bad_text" and app.scene.saved is None
    assert problem.detail == code
    assert problem.moved_to.name.startswith("current.json.corrupt-")
    assert TitleScene(app).problem is None and TitleScene(app).saved is None   # the next launch


@pytest.mark.parametrize("where", ["table", "title"])
def test_a_match_that_crashes_while_opening_is_set_aside_not_saved_again(app, where, monkeypatch, capsys):
    from ui.app import CRASHED, run_guarded
    from ui.scenes.table import TableScene
    from ui.scenes.title import TitleScene

    saves.autosave(a_save())
    saved = files.read_json(saves.current_path())
    app.switch(TitleScene(app))
    step(app, 1)
    if where == "table":
        app.scene.on_button("continue")
        assert isinstance(app.scene, TableScene)

    def broken(*args, **kwargs):
        raise RuntimeError("cannot draw this match")

    with monkeypatch.context() as patched:
        patched.setattr(type(app.scene), "draw", broken)
        assert run_guarded(app, lambda: app.run(1.0)) == CRASHED
    assert not saves.current_path().exists(), "the match that crashed is not saved again"
    kept = list(saves.current_path().parent.glob("current.json.corrupt-*"))
    assert len(kept) == 1 and same_but_when(files.read_json(kept[0]), saved)   # the table saved it on opening
    err = capsys.readouterr().err
    assert str(kept[0]) in err and "保存し直していません" in err
    next_title = TitleScene(app)
    assert next_title.saved is None and next_title.problem is None   # the next launch is clean


def test_a_match_played_on_after_opening_is_still_saved_by_the_crash_handler(app, monkeypatch):
    from ui.app import CRASHED, run_guarded
    from ui.scenes.table import TableScene
    from ui.scenes.title import TitleScene

    saves.autosave(a_save())
    app.switch(TitleScene(app))
    app.scene.on_button("continue")
    table = app.scene
    table.match.play(table.match.to_act()[0], table.match.legal(table.match.to_act()[0])[0])
    monkeypatch.setattr(TableScene, "draw", lambda *a: (_ for _ in ()).throw(RuntimeError("later")))
    assert run_guarded(app, lambda: app.run(1.0)) == CRASHED
    doc = files.read_json(saves.current_path())
    assert len(doc["actions"]) == len(table.match.steps) == 2
