"""What the app keeps of matches played (`--show records`): the statistics empty and then with
some history on disk, the title's Continue and what New game asks then, the saved games list, the
replay viewer (a seat's and the spectator's view), a deal's end with the Continue button at each
game's table, and the final results with Watch replay."""
from __future__ import annotations

import random
from pathlib import Path

from game import registry
from game.match import Match
from game.seats import Seat
from tools.deal_loop import played_to_end
from tools.screenshot_kit import frames, new_app, save, until

NAMES = ("Aiko", "Ben", "Chika", "Dan", "Eri", "Fumi", "Gen", "Hana")


def finished(game_id: str, seed: int, deals: int = 2, human: bool = True, stop_after: int | None = None) -> Match:
    """A match of the game at its usual table (two deals where it counts deals), played at random
    to its end or `stop_after` steps."""
    rules = registry.load(game_id)
    options = {**rules.one_deal_options(), **({"deals": deals} if "deals" in rules.one_deal_options() else {})}
    kinds = ["human" if human else "ai"] + ["ai"] * (rules.usual_table() - 1)
    match = Match(game_id, options, [Seat(n, k, "easy") for n, k in zip(NAMES, kinds)], seed)
    return played_to_end(match, random.Random(seed), stop_after)


def shoot_history(out: Path, lang: str, games: list[str]) -> None:
    """Statistics, Continue, saved games and replay viewer (with some history written first)."""
    from ui import saves, stats
    from ui.scenes.replay_viewer import ReplayViewerScene
    from ui.scenes.saved_games import SavedGamesScene
    from ui.scenes.stats import StatsScene
    from ui.scenes.title import TitleScene

    app = new_app(lang)
    app.switch(StatsScene(app))
    save(app, out, f"stats_empty_{lang}")
    if not (saves.replays_dir().is_dir() and any(saves.replays_dir().glob("*.json"))):
        for n, seed in enumerate((1, 2, 3)):
            game_id = games[n % len(games)]
            match = finished(game_id, seed)
            saves.write_atomic(saves.document(match), saves.replays_dir() / f"{game_id}-2026010{seed}-120000.json")
            stats.record_match(match)
        rules = registry.load(games[-1])
        running = Match(games[-1], {}, [Seat(n, k, "normal") for n, k in
                                        zip(NAMES, ["human"] + ["ai"] * (rules.usual_table() - 1))], 9)
        saves.autosave(running)
        aside = saves.current_path().with_name("current.json.unfinished-20260102-093000")
        saves.write_atomic(saves.document(finished(games[0], 8, stop_after=40)), aside)
        saves.current_path().with_name("current.json.corrupt-20260103-101500").write_text("{", encoding="utf-8")
    app.switch(StatsScene(app))
    save(app, out, f"stats_{lang}")
    title = TitleScene(app)
    app.switch(title)
    save(app, out, f"title_with_continue_{lang}")
    title.on_button("new")
    save(app, out, f"title_new_game_asks_{lang}")
    app.switch(SavedGamesScene(app))
    save(app, out, f"saved_games_{lang}")
    viewer = ReplayViewerScene(app, sorted(saves.replays_dir().glob("*.json"))[0])
    app.switch(viewer)
    for _ in range(9):
        viewer.on_button("forward")
        frames(app, 40)
    save(app, out, f"replay_viewer_{lang}")
    viewer.on_button("viewer")
    viewer.on_button("next_deal")
    frames(app, 200)
    save(app, out, f"replay_viewer_seat_{lang}")


def shoot_continue(out: Path, lang: str, games: list[str]) -> None:
    """A deal's end with the Continue button, at each game's table (their Hints sit apart)."""
    from ui.scenes.table import TableScene

    app = new_app(lang)
    for game_id in games:
        rules = registry.load(game_id)
        options = {"deals": 2} if "deals" in rules.one_deal_options() else {}
        match = Match(game_id, options, [Seat(f"CPU {i + 1}", "ai", "easy") for i in range(rules.usual_table())], 6)
        table = TableScene(app, match, ai_delay=0.0)
        app.switch(table)
        until(app, lambda: match.deal_over and not table.anim.busy, 20000)
        save(app, out, f"continue_{game_id}_{lang}")


def shoot_results(out: Path, lang: str, games: list[str]) -> None:
    """The final results with Watch replay (the finished match is filed under replays/)."""
    from ui.scenes.results import ResultsScene

    app = new_app(lang)
    match = finished(games[0], 11, deals=1)
    app.keeper.save(match)
    app.switch(ResultsScene(app, match))
    save(app, out, f"results_watch_replay_{lang}")


def shoot(out: Path, lang: str, games: list[str]) -> None:
    shoot_history(out, lang, games)
    shoot_continue(out, lang, games)
    shoot_results(out, lang, games)
