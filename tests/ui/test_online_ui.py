"""The app's own online screens, headless, driven by clicks and keys on what is drawn: Title →
Play online → Host opens a table on 127.0.0.1, a bot friend joins with the code shown, the host
starts and plays at the table through the keyboard; and Join: the address, code and name typed
into the form, the table of a server with a bot host opens in the app. Undo is not offered."""
from __future__ import annotations

import asyncio
import threading
import time

import pygame
import pytest

from game.online.bot import Bot
from game.online.server import ServerThread
from tests.ui.conftest import click_gui, gui_button, step


@pytest.fixture
def local_only(monkeypatch):
    from ui.scenes.online import OnlineScene

    monkeypatch.setattr(OnlineScene, "bind_address", "127.0.0.1")
    monkeypatch.setattr(OnlineScene, "port", 0)


def wait_until(app, predicate, seconds: float = 60.0) -> bool:
    """Frames until `predicate` holds, for at most `seconds` (the other side answers in real time)."""
    deadline = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() > deadline:
            return False
        step(app)
        time.sleep(0.005)
    return True


def bot_in_thread(bot: Bot, seconds: float = 120) -> threading.Thread:
    thread = threading.Thread(target=lambda: asyncio.run(bot.run(time.monotonic() + seconds)), daemon=True)
    thread.start()
    return thread


def codes_of(*bots: Bot, seconds: float = 20) -> None:
    """Wait (in real time: the bots are on real sockets) until each hosting bot has its table's code."""
    deadline = time.monotonic() + seconds
    while not all(bot.code for bot in bots) and time.monotonic() < deadline:
        time.sleep(0.05)


def join_form(app):
    """Title → Play online → Join, by clicks; the form's scene."""
    from ui.scenes.title import TitleScene

    app.switch(TitleScene(app))
    step(app, 2)
    click_gui(app, gui_button(app, "online"))
    click_gui(app, gui_button(app, "join"))
    return app.scene


def type_into(app, entry, text: str) -> None:
    click_gui(app, entry)
    entry.set_text("")
    step(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text[:1]])
    for ch in text[1:]:
        step(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text=ch)])


def test_host_a_table_a_friend_joins_and_the_host_plays_by_keyboard(app, local_only):
    from ui.scenes.online_lobby import OnlineLobbyScene
    from ui.scenes.online_table import OnlineTableScene
    from ui.scenes.title import TitleScene

    app.switch(TitleScene(app))
    step(app, 2)
    click_gui(app, gui_button(app, "online"))
    click_gui(app, gui_button(app, "host"))
    click_gui(app, gui_button(app, "game:napoleon"))
    for seat in (2, 3, 4):
        click_gui(app, gui_button(app, f"kind:{seat}:ai:normal"))
    click_gui(app, gui_button(app, "open"))
    assert isinstance(app.scene, OnlineLobbyScene)
    assert wait_until(app, lambda: app.scene.joined is not None)
    lobby = app.scene
    assert not gui_button(app, "start").is_enabled          # seat 2 still waits for the friend
    friend = Bot(lobby.link.url, "Friend", code=lobby.joined["code"], seed=9, start_when_full=False)
    bot_in_thread(friend)
    assert wait_until(app, lambda: lobby.seats and all(s["joined"] for s in lobby.seats))
    step(app, 2)
    assert gui_button(app, "start").is_enabled
    click_gui(app, gui_button(app, "start"))
    assert wait_until(app, lambda: isinstance(app.scene, OnlineTableScene))
    table = app.scene
    assert "undo" not in table.buttons.values() and "hint" in table.buttons.values()
    assert wait_until(app, lambda: bool(table.legal)), "the host's turn comes"
    before = table.remote.last["n"]
    assert any(a.kind == "pass" for a in table.legal)
    assert wait_until(app, lambda: not table.anim.busy and table.input_ready and bool(table.legal))
    step(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p", scancode=0)])
    assert wait_until(app, lambda: table.remote.last["n"] > before), "the pass reached the host and came back"
    assert app.match_in_progress() is None   # nothing of an online match is saved on this computer
    table.on_button("title")


def test_join_a_table_by_typing_its_address_and_code(app, tmp_path):
    from ui.scenes.online_table import OnlineTableScene

    server = ServerThread("127.0.0.1", 0, tmp_path / "tables")
    try:
        host = Bot(f"ws://127.0.0.1:{server.port}", "Host", seed=1,
                   create={"type": "create", "game": "baohuang", "options": {"deals": 1},
                           "seats": [{"kind": "human"}, {"kind": "human"}] + [{"kind": "ai", "level": "normal"}] * 3})
        bot_in_thread(host)
        codes_of(host)
        scene = join_form(app)
        type_into(app, scene.entries["address"], f"127.0.0.1:{server.port}")
        type_into(app, scene.entries["code"], host.code.lower())
        type_into(app, scene.entries["name"], "Hanako")
        click_gui(app, gui_button(app, "connect"))
        assert wait_until(app, lambda: isinstance(app.scene, OnlineTableScene))
        table = app.scene
        assert table.remote.me == 1 and table.names()[1] == "Hanako"
        assert table.view.seat == 1 and table.view.hand, "the table draws this seat's own view"
        step(app, 30)
        table.on_button("title")
    finally:
        server.stop()


def test_the_host_lets_the_computer_play_for_a_friend_who_left(app, local_only):
    from ui.scenes.online_table import OnlineTableScene
    from ui.scenes.title import TitleScene

    app.switch(TitleScene(app))
    step(app, 2)
    click_gui(app, gui_button(app, "online"))
    click_gui(app, gui_button(app, "host"))
    click_gui(app, gui_button(app, "game:napoleon"))
    for seat in (2, 3, 4):
        click_gui(app, gui_button(app, f"kind:{seat}:ai:normal"))
    click_gui(app, gui_button(app, "open"))
    lobby = app.scene
    assert wait_until(app, lambda: lobby.joined is not None)
    friend = Bot(lobby.link.url, "Friend", code=lobby.joined["code"], seed=9, start_when_full=False)
    gone = bot_in_thread(friend, seconds=1.5)          # joins, then its laptop's lid closes
    assert wait_until(app, lambda: lobby.seats and all(s["joined"] for s in lobby.seats))
    gone.join(10)
    assert wait_until(app, lambda: not lobby.seats[1]["connected"])
    step(app, 2)
    click_gui(app, gui_button(app, "start"))
    assert wait_until(app, lambda: isinstance(app.scene, OnlineTableScene))
    table = app.scene
    assert wait_until(app, lambda: "stand_in:1" in table.buttons.values())
    click_gui(app, gui_button(app, "stand_in:1"))
    assert wait_until(app, lambda: table.seat_info[1]["stand_in"] == "normal")
    step(app, 2)
    assert "stand_in:1" not in table.buttons.values()
    table.on_button("title")


def test_host_a_table_on_a_serve_server_with_the_deals_and_rule_options_chosen(app, tmp_path):
    from ui.scenes.online_lobby import OnlineLobbyScene
    from ui.scenes.title import TitleScene

    server = ServerThread("127.0.0.1", 0, tmp_path / "tables")
    try:
        app.switch(TitleScene(app))
        step(app, 2)
        click_gui(app, gui_button(app, "online"))
        click_gui(app, gui_button(app, "host"))
        click_gui(app, gui_button(app, "game:baohuang"))
        click_gui(app, gui_button(app, "deals:3"))
        click_gui(app, gui_button(app, "options"))          # every rule option, on the usual Options screen
        click_gui(app, gui_button(app, "set:sixes_last:1"))
        click_gui(app, gui_button(app, "done"))
        assert app.scene.deals == 3 and app.scene.options["sixes_last"] is True   # back on the Host form, kept
        type_into(app, app.scene.entries["server"], f"127.0.0.1:{server.port}")
        click_gui(app, gui_button(app, "open"))
        lobby = app.scene
        assert isinstance(lobby, OnlineLobbyScene) and lobby.server is None   # nothing serves on this computer
        assert wait_until(app, lambda: lobby.joined is not None)
        table = server.lobby.tables[lobby.joined["table"]]
        assert table.options["deals"] == 3 and table.options["sixes_last"] is True and table.seats[0].name == app.tr("ui.online.you")
        lobby.on_button("back")
    finally:
        server.stop()


def test_a_relaunched_app_goes_back_to_its_seat(app, tmp_path):
    """The seat's token is kept on disk: after the app lost its connection and started again,
    "Back to my table" resumes the same seat of the running match."""
    from ui.scenes.online import OnlineScene
    from ui.scenes.online_table import OnlineTableScene

    server = ServerThread("127.0.0.1", 0, tmp_path / "tables")
    try:
        host = Bot(f"ws://127.0.0.1:{server.port}", "Host", seed=1,
                   create={"type": "create", "game": "napoleon", "options": {"deals": 1},
                           "seats": [{"kind": "human"}, {"kind": "human"}] + [{"kind": "ai", "level": "normal"}] * 3})
        bot_in_thread(host)
        codes_of(host)
        app.switch(OnlineScene(app, "join"))
        step(app, 2)
        type_into(app, app.scene.entries["address"], f"127.0.0.1:{server.port}")
        type_into(app, app.scene.entries["code"], host.code)
        type_into(app, app.scene.entries["name"], "Taro")
        click_gui(app, gui_button(app, "connect"))
        assert wait_until(app, lambda: isinstance(app.scene, OnlineTableScene))
        first = app.scene
        first.link.close()                         # the app is gone; its seat stays reserved
        app.switch(OnlineScene(app))               # ... and started again
        step(app, 2)
        click_gui(app, gui_button(app, "rejoin"))
        assert wait_until(app, lambda: isinstance(app.scene, OnlineTableScene) and app.scene is not first)
        again = app.scene
        assert again.remote.me == 1 and again.names()[1] == "Taro"
        assert again.remote.last["n"] >= first.remote.last["n"]
        again.on_button("title")
    finally:
        server.stop()


@pytest.mark.slow
def test_a_finished_online_match_is_kept_counted_and_watched_from_its_results(app, local_only, monkeypatch):
    """The host sends the finished match whole: the app files it under replays/ with this player's
    seat, counts it in the statistics for that seat only, and "Watch replay" on the results opens
    it in the replay viewer (whose Review weighs this player's decisions); Back returns to the
    table, still connected, for "Play again"."""
    import functools

    from game import hints, replay
    from ui import saves, stats
    from ui.scenes.online_table import OnlineTableScene
    from ui.scenes.replay_viewer import ReplayViewerScene
    from ui.scenes.title import TitleScene

    monkeypatch.setattr(hints, "advise", functools.partial(hints.advise, max_playouts=16))
    app.keeper.enabled = True
    app.switch(TitleScene(app))
    step(app, 2)
    click_gui(app, gui_button(app, "online"))
    click_gui(app, gui_button(app, "host"))
    click_gui(app, gui_button(app, "game:napoleon"))
    click_gui(app, gui_button(app, "deals:1"))
    for seat in (1, 2, 3, 4):
        click_gui(app, gui_button(app, f"kind:{seat}:ai:normal"))
    click_gui(app, gui_button(app, "open"))
    lobby = app.scene
    assert wait_until(app, lambda: lobby.joined is not None and lobby.seats)
    step(app, 2)
    click_gui(app, gui_button(app, "start"))
    assert wait_until(app, lambda: isinstance(app.scene, OnlineTableScene))
    table = app.scene
    while not (table.remote.over and table.results_open):   # the host's seat: H, then Enter, each turn
        assert wait_until(app, lambda: (table.legal and table.input_ready and not table.anim.busy)
                          or (table.remote.over and table.results_open), 120)
        if table.legal:
            n = table.remote.last["n"]
            step(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)])
            assert wait_until(app, lambda: table.hint_worker is None and table.layout.hint is not None, 60)
            step(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
            assert wait_until(app, lambda: table.remote.last["n"] > n or table.remote.over, 60)
    assert wait_until(app, lambda: "online_replay" in table.buttons.values(), 30), "Watch replay is offered"
    kept = list(saves.replays_dir().glob("napoleon-*.json"))
    assert len(kept) == 1 and replay.load(kept[0]).player_seat == table.remote.me == 0
    record = stats.load().total_for("napoleon")
    assert record.played == 1, "counted once, for this player's seat only"
    click_gui(app, gui_button(app, "online_replay"))
    viewer = app.scene
    assert isinstance(viewer, ReplayViewerScene) and viewer.reviewed_seat() == 0
    step(app, 2)
    click_gui(app, gui_button(app, "leave"))
    assert app.scene is table and "online_next" in table.buttons.values()
    table.on_button("title")


def test_join_a_table_the_server_lists_without_its_code(app, tmp_path):
    """Join → the address typed → Find tables → the listed table clicked → a name → Join: the seat
    is taken with no code typed. A table its host did not list is not offered."""
    from ui.scenes.online_table import OnlineTableScene

    server = ServerThread("127.0.0.1", 0, tmp_path / "tables")
    try:
        seats = [{"kind": "human"}, {"kind": "human"}] + [{"kind": "ai", "level": "normal"}] * 3
        host = Bot(f"ws://127.0.0.1:{server.port}", "Hanako", seed=1,
                   create={"type": "create", "game": "baohuang", "options": {"deals": 1}, "seats": seats, "listed": True})
        private = Bot(f"ws://127.0.0.1:{server.port}", "Taro", seed=2,
                      create={"type": "create", "game": "napoleon", "options": {"deals": 1}, "seats": seats})
        bot_in_thread(host)
        bot_in_thread(private)
        codes_of(host, private)
        scene = join_form(app)
        type_into(app, scene.entries["address"], f"127.0.0.1:{server.port}")
        click_gui(app, gui_button(app, "find"))
        assert wait_until(app, lambda: scene.found is not None and scene.finding is None, 20)
        step(app, 2)
        offered = [name for name in scene.buttons.values() if name.startswith("table:")]
        assert offered == [f"table:{host.table}"], "only the listed table is offered"
        click_gui(app, gui_button(app, f"table:{host.table}"))
        type_into(app, scene.entries["name"], "Jiro")
        click_gui(app, gui_button(app, "connect"))
        assert wait_until(app, lambda: isinstance(app.scene, OnlineTableScene))
        table = app.scene
        assert table.remote.me == 1 and table.names()[1] == "Jiro"
        table.on_button("title")
    finally:
        server.stop()
