"""Table benchmark: time from process start to the first drawn frame (title and table), and the
table's frame time (p50/p95/max) at 1280×720 while animations run, its usual number of computer
seats playing (--game: the flagship, Tyrant, unless another is named). With --level normal the AI thinks in its worker thread while frames are measured.
Prints figures; never pass/fail.

    SDL_VIDEODRIVER=dummy python -m tools.bench_ui [--frames 1500] [--seed 3] [--game G] [--level normal] [--size 900x1000]

--size shows the table in a window of that size (a tall one spreads and enlarges the table: ui/stretch.py).
"""
from __future__ import annotations

import time

START = time.perf_counter()

import argparse  # noqa: E402
import os  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
from pathlib import Path  # noqa: E402

from game import registry  # noqa: E402

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-bench-"))


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--frames", type=int, default=1500)
    p.add_argument("--seed", default="3")
    p.add_argument("--game", default=registry.first_game(), choices=list(registry.GAME_MODULES),
                   help="the game at the table (default: the first, the flagship); its usual table size")
    p.add_argument("--level", default="random", help="AI level of the seats (random, normal)")
    p.add_argument("--size", default="1280x720", help="the window's size, WxH")
    args = p.parse_args(argv)

    import pygame

    from game.match import Match
    from game.seats import Seat
    from ui.app import App, open_window
    from ui.scenes.table import TableScene
    from ui.scenes.title import TitleScene
    from ui.settings import Settings

    screen = open_window()
    app = App(screen, Settings(lang="ja", anim_speed="normal"), save_settings=False)
    app.resize_window(tuple(int(v) for v in args.size.lower().split("x")))
    app.switch(TitleScene(app))
    app.step(1 / 60, [])
    app.show()
    first_title = time.perf_counter() - START

    rules = registry.load(args.game)
    seats = [Seat(f"CPU {i + 1}", "ai", args.level) for i in range(rules.usual_table())]
    t0 = time.perf_counter()
    match = Match(args.game, rules.one_deal_options(), seats, args.seed)
    table = TableScene(app, match, ai_delay=0.0)
    app.switch(table)
    app.step(1 / 60, [])
    app.show()
    first_table = time.perf_counter() - t0

    animating: list[float] = []
    idle: list[float] = []
    draw_only: list[float] = []
    deals = 0
    for _ in range(args.frames):
        busy = table.anim.busy
        t = time.perf_counter()
        app.step(1 / 60, [])
        app.show()
        elapsed = time.perf_counter() - t
        (animating if busy else idle).append(elapsed)
        d = time.perf_counter()
        table.draw(app.screen)
        draw_only.append(time.perf_counter() - d)
        if app.scene is not table:  # the match ended: start another one
            deals += 1
            match = Match(args.game, rules.one_deal_options(), seats, f"{args.seed}/{deals}")
            table = TableScene(app, match, ai_delay=0.0)
            app.switch(table)
        if table.worker is not None and args.level == "random":
            table.worker.thread.join()  # keep AI thinking out of the frame figures

    ms = 1000.0
    print(f"start to first drawn frame (title, incl. imports): {first_title * ms:.0f} ms")
    print(f"new {args.game} table to first drawn frame:".ljust(50) + f"{first_table * ms:.0f} ms")
    print(f"frames measured: {len(animating)} with animations running, {len(idle)} idle; "
          f"{len(table.match.steps) + deals * 0} actions in the last match, {deals} match(es) finished")
    if animating:
        print(f"frame time with animations  p50 {statistics.median(animating) * ms:.2f} ms   "
              f"p95 {pct(animating, 95) * ms:.2f} ms   max {max(animating) * ms:.2f} ms")
    if idle:
        print(f"frame time idle             p50 {statistics.median(idle) * ms:.2f} ms   "
              f"p95 {pct(idle, 95) * ms:.2f} ms")
    print(f"table draw alone            p50 {statistics.median(draw_only) * ms:.2f} ms   "
          f"p95 {pct(draw_only, 95) * ms:.2f} ms   (target p95 <= 8 ms at 1280x720; canvas {app.screen.get_width()}x{app.screen.get_height()})")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
