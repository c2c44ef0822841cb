"""Saves and robustness, headless, in a private CARDTABLE_HOME (conftest's user_home): the table
autosaves after a human's action; the title continues the match with the same view (the curtain
first in pass-and-play); a damaged save is set aside intact with its reason on screen in both
languages; an AI that raises or chooses an illegal move never stops the game; a finished match
becomes a replay; the last-resort handler saves, logs and exits non-zero; Strong AI in setup."""
from __future__ import annotations

import json
import random

import pytest

from game import replay
from game.actions import Action
from game.players import RandomPlayer
from tests.ui.conftest import click_gui, gui_button, run_until, step, tyrant_match
from ui import saves
from ui.crashlog import log_path
from ui.scenes.curtain import CurtainScene
from ui.scenes.results import ResultsScene
from ui.scenes.table import TableScene
from ui.scenes.title import TitleScene


def open_table(app, match):
    table = TableScene(app, match, ai_delay=0.0)
    app.switch(table)
    return table


def human_ready(table):
    return bool(table.legal) and not table.anim.busy and table.worker is None


def blitted_text(app, frames=2):
    """Every string the text renderer draws during a few frames."""
    drawn: list[str] = []
    original = app.text.blit

    def spy(surface, text, *args, **kwargs):
        drawn.append(text)
        return original(surface, text, *args, **kwargs)

    app.text.blit = spy
    try:
        step(app, frames)
    finally:
        app.text.blit = original
    return drawn


def play_randomly(match, actions: int, rng: random.Random) -> None:
    for _ in range(actions):
        if match.deal_over:
            return
        seat = match.to_act()[0]
        match.play(seat, rng.choice(match.legal(seat)))


# ---- autosave and resume ---------------------------------------------------------------------------
def test_autosave_after_a_human_action(app, user_home):
    table = open_table(app, tyrant_match(["human", "ai", "ai", "ai"]))
    assert run_until(app, lambda: human_ready(table))
    assert table.submit([table.legal[0]])
    doc = json.loads((user_home / "saves" / "current.json").read_text(encoding="utf-8"))
    steps = [s.to_json() for s in table.match.steps]
    assert doc["actions"] == steps and any(s["seat"] == 0 for s in steps)
    assert doc["ui"]["deal"] == 0 and doc["finished"] is False
    assert [s.to_json() for s in replay.load(user_home / "saves" / "current.json").steps] == steps
    assert not list((user_home / "saves").glob("*.tmp"))


def test_a_new_match_keeps_the_other_unfinished_one(app, user_home):
    """Starting a new game never overwrites an unfinished match: it moves to saves/current.json.unfinished-*."""
    first = open_table(app, tyrant_match(["human", "ai", "ai", "ai"], seed=1))
    assert run_until(app, lambda: human_ready(first))
    assert first.submit([first.legal[0]])
    before = (user_home / "saves" / "current.json").read_text(encoding="utf-8")
    second = open_table(app, tyrant_match(["human", "ai", "ai", "ai"], seed=2))
    assert run_until(app, lambda: human_ready(second))
    assert second.submit([second.legal[0]])
    kept = list((user_home / "saves").glob("current.json.unfinished-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == before
    assert json.loads((user_home / "saves" / "current.json").read_text(encoding="utf-8"))["seed"] == 2


def test_resuming_the_same_match_sets_nothing_aside(user_home):
    match = tyrant_match(["human", "ai", "ai", "ai"], seed=3)
    play_randomly(match, 20, random.Random(0))
    saves.Keeper().save(match)
    resumed = replay.load(user_home / "saves" / "current.json")
    play_randomly(resumed, 5, random.Random(1))
    saves.Keeper().save(resumed)
    assert not list((user_home / "saves").glob("current.json.unfinished-*"))


def test_resume_from_the_title_restores_the_same_view(app):
    table = open_table(app, tyrant_match(["human", "ai", "ai", "ai"], seed=8))
    for _ in range(3):  # the keep-7 choice, then plays
        assert run_until(app, lambda: human_ready(table), 3000)
        assert table.submit([table.legal[0]])
    assert run_until(app, lambda: human_ready(table), 3000)
    before_view, before_steps = table.match.view(0), len(table.match.steps)
    app.switch(TitleScene(app))
    step(app, 2)
    assert app.tr("ui.title.continue") in {e.text for e in app.scene.elements if hasattr(e, "text")}
    click_gui(app, gui_button(app, "continue"))
    resumed = app.scene
    assert isinstance(resumed, TableScene) and resumed is not table
    assert len(resumed.match.steps) == before_steps
    assert resumed.viewer == 0 and resumed.view == before_view
    assert run_until(app, lambda: human_ready(resumed), 600)
    assert resumed.legal == table.match.legal(0)


def test_resume_in_pass_and_play_shows_the_curtain_first(app):
    match = tyrant_match(["human", "ai", "human"], seed=3)
    play_randomly(match, 12, random.Random(1))
    saves.autosave(match)
    acting = [s for s in match.to_act() if match.seats[s].is_human]
    assert acting, "seed chosen so that a human is to act"
    app.switch(TitleScene(app))
    step(app, 2)
    click_gui(app, gui_button(app, "continue"))
    assert run_until(app, lambda: isinstance(app.scene, CurtainScene), 600)  # no opening to watch: at once
    table = app.stack[-1]
    assert isinstance(table, TableScene) and table.viewer is None
    assert app.scene.name == match.seats[acting[0]].name


def test_resume_at_the_start_of_a_later_deal(app, user_home):
    from game.match import Match
    from game.seats import Seat

    match = Match("napoleon", {"deals": 2}, [Seat(f"A{i}", "ai", "random") for i in range(5)], 4)
    rng = random.Random(2)
    while not match.deal_over:
        play_randomly(match, 1, rng)
    match.next_deal()
    saves.autosave(match)  # saved when deal 2 starts: no action of it yet
    resumed = saves.probe()
    assert resumed.deal_index == 1 and not resumed.deal_over
    assert resumed.view(None) == match.view(None)


# ---- damaged saves -------------------------------------------------------------------------------------
def write_save(user_home, text: str):
    path = user_home / "saves" / "current.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_corrupt_save_is_explained_and_set_aside_intact(app, user_home):
    write_save(user_home, "{not json")
    title = TitleScene(app)
    app.switch(title)
    assert "continue" not in app.scene.buttons.values()
    assert title.problem is not None and title.problem.reason == "not_json"
    kept = list((user_home / "saves").glob("current.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{not json"
    assert not (user_home / "saves" / "current.json").exists()
    assert title.problem.moved_to == kept[0]
    drawn = " ".join(blitted_text(app))
    assert "保存されていたゲームを再開できませんでした" in drawn and "JSONとして読めません" in drawn
    app.set_language("en")
    drawn = " ".join(blitted_text(app))
    assert "could not be continued" in drawn and "not valid JSON" in drawn
    # a second damaged save the same second is kept too: nothing is overwritten
    write_save(user_home, "[]")
    assert saves.probe().reason == "not_save"
    kept = sorted((user_home / "saves").glob("current.json.corrupt-*"))
    assert sorted(p.read_text(encoding="utf-8") for p in kept) == ["[]", "{not json"]
    assert "set aside (not_json)" in log_path().read_text(encoding="utf-8")


@pytest.mark.parametrize("damage, reason", [
    (lambda doc: doc.update(version=99), "version"),
    (lambda doc: doc["actions"].insert(0, {"deal": 0, "seat": 1, "action": {"kind": "play", "cards": ["SA"]}}),
     "no_replay"),
    (lambda doc: doc["actions"][0]["action"].update(cards=["ZZ"]), "no_replay"),
    (lambda doc: doc.update(version=True), "version"),                       # true is not 1
    (lambda doc: doc["actions"][0]["action"].update(value="x" * 2_000_000), "no_replay"),
    (lambda doc: doc["actions"][0]["action"].update(value=10 ** 300), "no_replay"),
    (lambda doc: doc["actions"][1].update(seat=True), "no_replay"),
])
def test_a_save_that_does_not_replay_is_refused_with_its_reason(app, user_home, damage, reason):
    match = tyrant_match(["human", "ai", "ai"], seed=2)
    play_randomly(match, 5, random.Random(3))
    doc = saves.document(match)
    damage(doc)
    text = json.dumps(doc)
    write_save(user_home, text)
    title = TitleScene(app)
    app.switch(title)
    assert title.saved is None and title.problem.reason == reason
    assert title.problem.detail in title.problem.message(app.tr)
    assert [p.read_text(encoding="utf-8") for p in (user_home / "saves").glob("current.json.corrupt-*")] == [text]


def test_a_save_with_junk_on_an_action_is_set_aside_and_saving_goes_on(user_home):
    """A value on a move that takes none (kept before in every later autosave) is refused in one
    line; the file is set aside whole, and a new match saves and resumes as usual."""
    match = tyrant_match(["human", "ai", "ai"], seed=4)
    play_randomly(match, 5, random.Random(5))
    doc = saves.document(match)
    doc["actions"][2]["action"]["value"] = "x" * 2_000_000
    write_save(user_home, json.dumps(doc))
    problem = saves.probe()
    assert problem.reason == "no_replay" and "takes no value" in problem.detail
    assert "\n" not in problem.detail and len(problem.detail) < 300
    assert problem.moved_to is not None and problem.moved_to.stat().st_size > 2_000_000
    assert saves.probe() is None                     # nothing left in the way
    fresh = tyrant_match(["human", "ai", "ai"], seed=6)
    play_randomly(fresh, 4, random.Random(6))
    saves.autosave(fresh)
    resumed = saves.probe()
    assert [s.to_json() for s in resumed.steps] == [s.to_json() for s in fresh.steps]


# ---- AI errors ---------------------------------------------------------------------------------------
def play_frames_with_human(app, table, frames: int) -> None:
    for _ in range(frames):
        app.step(1 / 30, [])
        if human_ready(table):
            table.submit([table.legal[0]])
        if table.match.deal_over:
            return


@pytest.mark.slow
def test_an_ai_that_raises_is_replaced_by_a_legal_move_and_logged(app, monkeypatch):
    def broken(self, view, legal, rng):
        raise RuntimeError("boom in choose")

    monkeypatch.setattr(RandomPlayer, "choose", broken)
    shown: list[str] = []
    original_show = app.toasts.show
    monkeypatch.setattr(app.toasts, "show", lambda text, *a, **k: (shown.append(text), original_show(text, *a, **k)))
    table = open_table(app, tyrant_match(["human", "ai", "ai", "ai"], seed=6))
    play_frames_with_human(app, table, 900)
    ai_steps = [s for s in table.match.steps if s.seat != 0]
    assert len(ai_steps) >= 6 and app.scene is table
    log = log_path().read_text(encoding="utf-8")
    assert "RuntimeError: boom in choose" in log and "random legal action was played instead" in log
    assert log.count("RuntimeError: boom in choose") == len(ai_steps)
    assert shown.count(app.tr("ui.ai.error_fallback", name="P2")) == sum(1 for s in ai_steps if s.seat == 1)


def test_an_illegal_ai_choice_is_handled_the_same_way(app, monkeypatch):
    monkeypatch.setattr(RandomPlayer, "choose", lambda self, view, legal, rng: Action("bogus"))
    table = open_table(app, tyrant_match(["human", "ai", "ai"], seed=4))
    play_frames_with_human(app, table, 600)
    assert sum(1 for s in table.match.steps if s.seat != 0) >= 4
    assert all(s.action.kind != "bogus" for s in table.match.steps)
    assert "illegal AI action" in log_path().read_text(encoding="utf-8")


# ---- the end of a match, and the last resort ------------------------------------------------------------
def test_a_finished_match_becomes_a_replay(app, user_home):
    match = tyrant_match(["ai", "ai", "ai"], seed=5)
    rng = random.Random(5)
    while True:  # play to the last action, then let the table finish it
        seat = match.to_act()[0]
        action = rng.choice(match.legal(seat))
        probe = replay.from_json(replay.to_json(match), check_result=False)
        probe.play(seat, action)
        if probe.deal_over:
            break
        match.play(seat, action)
    open_table(app, match)
    assert (user_home / "saves" / "current.json").exists()
    assert run_until(app, lambda: isinstance(app.scene, ResultsScene), 900)
    files = list((user_home / "replays").glob("tyrant-*.json"))
    assert len(files) == 1 and not (user_home / "saves" / "current.json").exists()
    again = replay.load(files[0])
    assert again.over and again.totals() == match.totals()
    app.switch(TitleScene(app))
    assert "continue" not in app.scene.buttons.values()


def test_an_uncaught_error_saves_logs_and_exits_nonzero(app, user_home, monkeypatch, capsys):
    from ui.app import CRASHED, run_guarded

    table = open_table(app, tyrant_match(["human", "ai", "ai"], seed=7))
    assert run_until(app, lambda: human_ready(table))
    table.submit([table.legal[0]])
    (user_home / "saves" / "current.json").unlink()

    def broken(self, dt):
        raise ZeroDivisionError("frame went wrong")

    monkeypatch.setattr(TableScene, "update", broken)
    assert run_guarded(app, lambda: app.run(2.0)) == CRASHED
    doc = json.loads((user_home / "saves" / "current.json").read_text(encoding="utf-8"))
    assert len(doc["actions"]) == len(table.match.steps) > 0
    log = log_path().read_text(encoding="utf-8")
    assert "uncaught exception in the main loop" in log and "ZeroDivisionError: frame went wrong" in log
    err = capsys.readouterr().err
    assert "予期しないエラー" in err and "続きから" in err and str(log_path()) in err


# ---- Strong AI ---------------------------------------------------------------------------------------------
def test_setup_offers_easy_normal_and_hard_ai(app):
    from game.search import SearchPlayer
    from ui.scenes.setup import SetupScene

    app.switch(SetupScene(app))
    step(app, 2)
    names = set(app.scene.buttons.values())
    assert {"level:1:easy", "level:1:normal", "level:1:hard"} <= names and "level:1:random" not in names
    click_gui(app, gui_button(app, "level:1:hard"))
    click_gui(app, gui_button(app, "start"))
    table = app.scene
    assert isinstance(table, TableScene) and table.match.seats[1].level == "hard"
    assert isinstance(table.match._ai[1], SearchPlayer)
    table.ai_delay_override = 0.0
    assert run_until(app, lambda: any(s.seat == 1 for s in table.match.steps), 3000)


def test_save_problem_strings_exist_in_both_languages():
    from game import i18n

    for reason in ("unreadable", "not_json", "bad_text", "not_save", "version", "no_replay"):
        for lang in ("ja", "en"):
            assert i18n.has(f"ui.saves.reason.{reason}", lang)
    ja = i18n.text("ui.saves.reason.version", "ja", detail="99")
    assert "99" in ja and ja != i18n.text("ui.saves.reason.version", "en", detail="99")
