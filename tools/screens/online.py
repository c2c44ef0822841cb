"""Playing online (`--show online`), for each game asked for: the title's Play online, the Join and
Host forms, the waiting room with a friend (a bot client) joined, the table of a match of the game
at its usual table hosted on this computer, the results panel between deals with "Next deal", the
match's end with "Watch replay" and that replay. The table is served on 127.0.0.1 only."""
from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

from game import registry
from tools import screenshot_kit as kit


def until_real(app, predicate, seconds: float = 60.0) -> bool:
    deadline = time.monotonic() + seconds
    while not predicate() and time.monotonic() < deadline:
        kit.frames(app, 1)
        time.sleep(0.005)
    return predicate()


def shoot(out: Path, lang: str, games: list[str]) -> None:
    for game_id in games:
        shoot_game(out / game_id, lang, game_id)


def shoot_game(out: Path, lang: str, game_id: str) -> None:
    from game.online.bot import Bot
    from ui.scenes.online import OnlineScene
    from ui.scenes.online_table import OnlineTableScene
    from ui.scenes.title import TitleScene

    OnlineScene.bind_address, OnlineScene.port = "127.0.0.1", 0
    out.mkdir(parents=True, exist_ok=True)
    rules = registry.load(game_id)
    players = rules.usual_table()
    app = kit.new_app(lang)
    app.switch(TitleScene(app))
    kit.save(app, out, f"online_title_{lang}")
    scene = OnlineScene(app)
    app.switch(scene)
    kit.save(app, out, f"online_menu_{lang}")
    scene.on_button("join")
    kit.save(app, out, f"online_join_{lang}")
    scene.on_button("back")
    scene.on_button("host")
    scene.on_button(f"game:{game_id}")
    scene.on_button(f"players:{players}")
    if "deals" in rules.one_deal_options():
        scene.on_button("deals:2")
    for seat in range(2, players):
        scene.on_button(f"kind:{seat}:ai:normal")
    kit.save(app, out, f"online_host_{lang}")
    scene.on_button("open")
    lobby = app.scene
    until_real(app, lambda: lobby.joined is not None)
    friend = Bot(lobby.link.url, "Hanako" if lang == "en" else "花子", code=lobby.joined["code"], seed=3,
                 start_when_full=False, matches=2)
    threading.Thread(target=lambda: asyncio.run(friend.run(time.monotonic() + 300)), daemon=True).start()
    until_real(app, lambda: lobby.seats and all(s["joined"] for s in lobby.seats))
    kit.frames(app, 2)
    kit.save(app, out, f"online_lobby_{lang}")
    lobby.on_button("start")
    until_real(app, lambda: isinstance(app.scene, OnlineTableScene))
    table = app.scene
    until_real(app, lambda: bool(table.legal) and not table.anim.busy)
    kit.save(app, out, f"online_table_{lang}")
    play_deal(app, table)
    kit.save(app, out, f"online_results_{lang}")
    table.on_button("online_next")
    until_real(app, lambda: not table.results_open)
    play_deal(app, table)
    until_real(app, lambda: "online_replay" in table.buttons.values(), 30)
    kit.frames(app, 3)
    kit.save(app, out, f"online_match_over_{lang}")
    table.on_button("online_replay")
    kit.frames(app, 3)
    kit.save(app, out, f"online_replay_{lang}")
    app.scene.on_button("leave")
    table.on_button("title")


def play_deal(app, table) -> None:
    """The screenshot's own player makes the first legal move each time, to the deal's results."""
    while not table.results_open and until_real(app, lambda: table.results_open or (bool(table.legal) and not table.anim.busy), 120):
        if table.legal and not table.results_open:
            table.submit([table.legal[0]])
    kit.frames(app, 3)

