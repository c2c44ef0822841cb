"""Saved games and the replay viewer: the list shows the running save, unfinished and
damaged saves kept aside and finished replays; an unfinished one opens at its table and becomes
the running save; a replay is watched step by step (forward, back, trick, deal, viewpoint) on the
game's own layout; a resumed match does not replay its deal's opening."""
from __future__ import annotations

import random

import pytest

from game.match import Match
from game.seats import Seat
from tests.ui.conftest import click_gui, gui_button, step
from tests.ui.saved_matches import file_replay, played
from ui import saves
from ui.scenes.replay_viewer import ReplayViewerScene
from ui.scenes.saved_games import SavedGamesScene, list_saves




def test_the_list_shows_every_kind_of_save(app):
    saves.autosave(played(actions=10))                    # the running one
    file_replay(played(seed=5))                           # a finished match in replays/
    aside = saves.current_path().with_name("current.json.unfinished-20260101-000000")
    saves.write_atomic(saves.document(played(seed=6, actions=7)), aside)
    saves.current_path().with_name("current.json.corrupt-20260101-000000").write_text("{", encoding="utf-8")
    kinds = sorted(e.kind for e in list_saves())
    assert kinds == ["current", "damaged", "finished", "unfinished"]
    app.switch(SavedGamesScene(app))
    step(app, 2)
    opens = [name for name in app.scene.buttons.values() if name.startswith("open:")]
    assert len(opens) == 3   # a damaged one cannot be opened
    damaged = next(i for i, e in enumerate(app.scene.shown) if e.kind == "damaged")
    click_gui(app, gui_button(app, f"delete:{damaged}"))
    assert app.scene.confirm == damaged and len(list_saves()) == 4   # asks once more
    click_gui(app, gui_button(app, f"delete:{damaged}"))
    assert sorted(e.kind for e in list_saves()) == ["current", "finished", "unfinished"]


def test_an_unfinished_save_opens_at_its_table_and_becomes_the_running_one(app):
    from ui.scenes.table import TableScene

    running = played(actions=10)
    saves.autosave(running)
    aside = saves.current_path().with_name("current.json.unfinished-20260101-000000")
    other = played(seed=6, actions=7)
    saves.write_atomic(saves.document(other), aside)
    app.switch(SavedGamesScene(app))
    step(app, 2)
    index = next(i for i, e in enumerate(app.scene.shown) if e.kind == "unfinished")
    click_gui(app, gui_button(app, f"open:{index}"))
    assert isinstance(app.scene, TableScene)
    assert len(app.scene.match.steps) == 7 and app.scene.match.seed == 6
    assert not aside.exists()
    kinds = sorted(e.kind for e in list_saves())
    assert kinds == ["current", "unfinished"]   # the one that was running is kept aside


def test_a_resumed_table_shows_the_position_without_the_opening(app):
    from ui.scenes.table import TableScene

    match = played(actions=12)
    saves.autosave(match)
    resumed = saves.read(saves.current_path())
    table = TableScene(app, resumed, ai_delay=30.0)
    app.switch(table)
    assert not table.anim.busy   # no deal animation from the start
    step(app)
    assert table.view == resumed.view(table.viewer)
    log = getattr(table.layout, "log", None)
    assert log is not None and len(log) > 0   # the deal's log so far is back


def test_replay_viewer_steps_tricks_deals_and_viewpoints(app):
    match = played(seed=7, deals=2, human=False)
    path = file_replay(match)
    viewer = ReplayViewerScene(app, path)
    app.switch(viewer)
    step(app, 2)
    assert viewer.pos == 0
    viewer.on_button("forward")
    assert viewer.pos == 1
    step(app, 60)
    viewer.on_button("next_trick")
    assert viewer.marks[viewer.pos - 1].trick_end
    trick_pos = viewer.pos
    viewer.on_button("back_step")
    assert viewer.pos == trick_pos - 1
    assert viewer.view == viewer.match.view(None)
    viewer.on_button("next_deal")
    assert viewer.positions[viewer.index][1] and viewer.match.deal_index == 1
    viewer.on_button("prev_deal")
    assert viewer.match.deal_index == 0
    viewer.on_button("viewer")
    assert viewer.viewer == 0 and viewer.view.seat == 0
    for _ in range(len(viewer.positions)):
        viewer.on_button("forward")
        step(app)
    assert viewer.pos == len(viewer.steps) and viewer.match.over
    step(app, 3)


def test_new_game_while_a_match_is_unfinished_asks_first(app):
    from ui.scenes.setup import SetupScene
    from ui.scenes.table import TableScene
    from ui.scenes.title import TitleScene

    saves.autosave(played(actions=10))
    app.switch(TitleScene(app))
    step(app, 2)
    click_gui(app, gui_button(app, "new"))
    assert isinstance(app.scene, TitleScene) and app.scene.asking
    assert set(app.scene.buttons.values()) == {"continue", "new_anyway", "cancel"}
    click_gui(app, gui_button(app, "cancel"))
    assert not app.scene.asking
    click_gui(app, gui_button(app, "new"))
    click_gui(app, gui_button(app, "continue"))
    assert isinstance(app.scene, TableScene) and len(app.scene.match.steps) == 10
    app.switch(TitleScene(app))
    step(app, 2)
    click_gui(app, gui_button(app, "new"))
    click_gui(app, gui_button(app, "new_anyway"))
    assert isinstance(app.scene, SetupScene)


@pytest.mark.slow
def test_every_game_replays_in_the_viewer(app):
    from game import registry
    for game_id in registry.available_games():
        rules = registry.load(game_id)
        match = Match(game_id, {}, [Seat(f"P{i + 1}", "ai", "random") for i in range(rules.min_players)], 3)
        rng = random.Random(3)
        while not match.over:   # only a finished match can be watched
            if match.deal_over:
                match.next_deal()
                continue
            seat = match.to_act()[0]
            match.play(seat, rng.choice(match.legal(seat)))
        path = file_replay(match, f"{game_id}-20260101-000000.json")
        viewer = ReplayViewerScene(app, path)
        app.switch(viewer)
        step(app, 2)
        for name in ("forward", "forward", "next_trick", "back_step", "viewer", "next_deal", "prev_trick",
                     "prev_deal", "viewer"):
            viewer.on_button(name)
            step(app, 20)
        assert viewer.view == viewer.match.view(viewer.viewer) or viewer.anim.busy, game_id


# ---- an unfinished match is never watched (every hand would show) ------------------------------------
def unfinished_in_replays(name: str, claims_finished: bool):
    """A match stopped mid-deal, copied into replays/; its heading may claim it is finished."""
    doc = saves.document(played(seed=8, actions=9))
    doc["finished"] = claims_finished
    path = saves.replays_dir() / name
    saves.write_atomic(doc, path)
    return path


def test_the_viewer_refuses_an_unfinished_match_whatever_its_file_says(app):
    import pytest

    from game import replay
    from game.errors import NotFinished

    tried = 0
    for claims in (False, True):
        path = unfinished_in_replays(f"daifugo13-claims-{claims}.json", claims)
        with pytest.raises(NotFinished):
            replay.load_finished(path)
        with pytest.raises(NotFinished):
            ReplayViewerScene(app, path)
        tried += 2
    assert replay.load_finished(file_replay(played(seed=5))).over   # a finished one still opens
    print(f"unfinished match in replays/: refused by the loader and the viewer ({tried} tries)")


def test_saved_games_never_watches_an_unfinished_match(app):
    from ui.scenes.table import TableScene

    lying = unfinished_in_replays("daifugo13-20260102-000000.json", claims_finished=True)
    honest = unfinished_in_replays("daifugo13-20260101-000000.json", claims_finished=False)
    app.switch(SavedGamesScene(app))
    step(app, 2)
    kinds = {e.path.name: e.kind for e in app.scene.shown}
    assert kinds == {lying.name: "finished", honest.name: "unfinished"}   # the list reads headings only
    row = next(i for i, e in enumerate(app.scene.shown) if e.path == lying)
    click_gui(app, gui_button(app, f"open:{row}"))
    assert isinstance(app.scene, SavedGamesScene), "the viewer opened an unfinished match"
    assert app.scene.problem == app.tr("ui.replay.not_finished", name=lying.name)
    assert "保存したゲーム" in app.scene.problem and lying.exists()
    step(app, 2)
    assert app.scene.shown[row].kind == "unfinished"   # its row now offers Continue
    assert gui_button(app, f"open:{row}").text == app.tr("ui.saved.open")
    row = next(i for i, e in enumerate(app.scene.shown) if e.path == honest)
    click_gui(app, gui_button(app, f"open:{row}"))   # "Continue": at its table, as the running save
    assert isinstance(app.scene, TableScene) and len(app.scene.match.steps) == 9
    print("Saved games: an unfinished match claiming to be finished is refused with the message;"
          " one that says it is unfinished is continued at its table")
