"""Screenshots of the application-level screens: the title and a table in windows of
960×540, 1920×1080 and 1000×1000 (the whole window, letterbox included), the settings, the saved
games list, the replay viewer and the statistics, in Japanese and English.
Usage: .venv/bin/python -m tools.screens_app OUT_DIR [--lang ja|en]"""
from __future__ import annotations

import sys
from pathlib import Path

from tools import screenshot_kit as kit  # first: the headless set-up

import pygame

from game.match import Match
from game.seats import Seat


def save_window(app, out: Path, name: str) -> None:
    app.step(kit.DT, [])
    app.stage.present()
    path = out / f"{name}.png"
    pygame.image.save(app.window, str(path))
    print(path)


def shoot_windows(out: Path, lang: str) -> None:
    from ui.scenes.table import TableScene
    from ui.scenes.title import TitleScene

    app = kit.new_app(lang)
    for size in ((960, 540), (1920, 1080), (1000, 1000)):
        app.resize_window(size)
        app.switch(TitleScene(app))
        kit.frames(app, 3)
        save_window(app, out, f"window_title_{size[0]}x{size[1]}_{lang}")
        match = Match("daifugo13", {"deals": 1}, [Seat(f"P{i + 1}", k, "normal") for i, k in
                                                  enumerate(["human", "ai", "ai", "ai"])], 3)
        table = TableScene(app, match, ai_delay=0.05)
        app.switch(table)
        kit.until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
        save_window(app, out, f"window_table_{size[0]}x{size[1]}_{lang}")
    app.resize_window((1280, 720))


def shoot(out: Path, lang: str, args) -> None:
    shoot_windows(out, lang)
    for extra in EXTRA_SHOTS:
        extra(out, lang)


def finished(seed: int, deals: int = 2, human: bool = True, stop_after: int | None = None) -> Match:
    import random

    kinds = ["human" if human else "ai", "ai", "ai", "ai"]
    match = Match("daifugo13", {"deals": deals}, [Seat(n, k, "easy") for n, k in zip(("Aiko", "Ben", "Chika", "Dan"), kinds)], seed)
    rng = random.Random(seed)
    while not match.over and (stop_after is None or len(match.steps) < stop_after):
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.to_act()[0]
        match.play(seat, rng.choice(match.legal(seat)))
    return match


def shoot_screens(out: Path, lang: str) -> None:
    """Settings, saved games, replay viewer and statistics (with some history on disk)."""
    from ui import saves, stats
    from ui.scenes.replay_viewer import ReplayViewerScene
    from ui.scenes.saved_games import SavedGamesScene
    from ui.scenes.settings import SettingsScene
    from ui.scenes.stats import StatsScene

    app = kit.new_app(lang)
    app.switch(SettingsScene(app))
    kit.save(app, out, f"settings_{lang}")
    app.switch(StatsScene(app))
    kit.save(app, out, f"stats_empty_{lang}")
    replay_path = None
    if not any(saves.replays_dir().glob("*.json")) if saves.replays_dir().is_dir() else True:
        for seed in (1, 2, 3):
            match = finished(seed)
            replay_path = saves.replays_dir() / f"daifugo13-2026010{seed}-120000.json"
            saves.write_atomic(saves.document(match), replay_path)
            stats.record_match(match)
        running = Match("napoleon", {}, [Seat(n, k, "normal") for n, k in
                                         zip(("Aiko", "Ben", "Chika", "Dan", "Eri"), ["human"] + ["ai"] * 4)], 9)
        saves.autosave(running)
        aside = saves.current_path().with_name("current.json.unfinished-20260102-093000")
        saves.write_atomic(saves.document(finished(8, human=True, stop_after=40)), aside)
        saves.current_path().with_name("current.json.corrupt-20260103-101500").write_text("{", encoding="utf-8")
    app.switch(StatsScene(app))
    kit.save(app, out, f"stats_{lang}")
    from ui.scenes.title import TitleScene

    title = TitleScene(app)
    app.switch(title)
    kit.save(app, out, f"title_with_continue_{lang}")
    title.on_button("new")
    kit.save(app, out, f"title_new_game_asks_{lang}")
    app.switch(SavedGamesScene(app))
    kit.save(app, out, f"saved_games_{lang}")
    path = sorted(saves.replays_dir().glob("*.json"))[0]
    viewer = ReplayViewerScene(app, path)
    app.switch(viewer)
    for _ in range(9):
        viewer.on_button("forward")
        kit.frames(app, 40)
    kit.save(app, out, f"replay_viewer_{lang}")
    viewer.on_button("viewer")
    viewer.on_button("next_deal")
    kit.frames(app, 200)
    kit.save(app, out, f"replay_viewer_seat_{lang}")


def shoot_continue(out: Path, lang: str) -> None:
    """A deal's end with the Continue button, in two games whose Hint sits in different corners."""
    from ui.scenes.table import TableScene

    app = kit.new_app(lang)
    for game_id, players, options in (("daifugo13", 4, {"deals": 2}), ("napoleon", 5, {"deals": 2})):
        match = Match(game_id, options, [Seat(f"CPU {i + 1}", "ai", "easy") for i in range(players)], 6)
        table = TableScene(app, match, ai_delay=0.0)
        app.switch(table)
        kit.until(app, lambda: match.deal_over and not table.anim.busy, 20000)
        kit.save(app, out, f"continue_{game_id}_{lang}")


def shoot_results(out: Path, lang: str) -> None:
    """The final results with Watch replay (the finished match is filed under replays/)."""
    from ui.scenes.results import ResultsScene

    app = kit.new_app(lang)
    match = finished(11, deals=1)
    app.keeper.save(match)
    app.switch(ResultsScene(app, match))
    kit.save(app, out, f"results_watch_replay_{lang}")


EXTRA_SHOTS: list = [shoot_screens, shoot_continue, shoot_results]

if __name__ == "__main__":
    sys.exit(kit.run(kit.parser(__doc__), sys.argv[1:], shoot))
