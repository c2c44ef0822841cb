"""Frame pacing while Hard thinks, per game: a table of Hard AI seats runs in the app's own frame
loop (`App.step` paced by the app's `FramePacer`, 60 frames a second; dummy video driver), the AI
thinking in the table's worker thread as it does for a player, and the interval from one frame to
the next is measured over the frames in which a worker was thinking. The frame loop shares the interpreter with the worker, so this is where
a search that hogs the GIL shows: a late frame, never a slow draw. With --coach, a solo table
instead (seat 0 a person playing random legal moves, the Coach on, Normal opponents), measured over
the frames in which the Coach was weighing a decision. Prints figures; never pass/fail.

    SDL_VIDEODRIVER=dummy python -m tools.bench_thinking [--seconds 8] [--games democracy,napoleon]
                                                   [--clock pygame] [--coach]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time

from tools import screenshot_kit as kit  # first: the headless set-up

from game import registry
from tools.bench_strength import usual_players

FRAME_S = 1 / 60


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def frame_clock(kind: str):
    """The frame loop's wait: the app's `FramePacer`, or pygame's Clock.tick (what it used before)."""
    from ui.app import FPS
    from ui.pacer import FramePacer

    if kind == "pygame":
        import pygame

        clock = pygame.time.Clock()
        return lambda: clock.tick(FPS) / 1000.0
    return FramePacer(FPS).tick


def measure(app, game: str, seconds: float, seed: str, clock: str = "pacer") -> dict:
    """Frame intervals of an all-Hard table of `game` over `seconds`, split by whether an AI
    worker was thinking during the frame."""
    from game.match import Match
    from game.seats import Seat
    from ui.scenes.table import TableScene

    def new_table(n: int) -> TableScene:
        seats = [Seat(f"CPU {i + 1}", "ai", "hard") for i in range(usual_players(game))]
        table = TableScene(app, Match(game, {}, seats, f"{seed}/{n}"), ai_delay=0.0)
        app.switch(table)
        return table

    matches = 0
    table = new_table(matches)
    tick = frame_clock(clock)
    thinking: list[float] = []
    other: list[float] = []
    decisions = 0
    last_worker = None
    end = time.perf_counter() + seconds
    dt = tick()
    while time.perf_counter() < end:
        worker = table.worker
        app.step(min(dt, 0.1), [])
        if app.scene is not table:
            matches += 1
            table = new_table(matches)
        if worker is not None and worker is not last_worker:
            decisions += 1
            last_worker = worker
        dt = tick()
        (thinking if worker is not None and not worker.done else other).append(dt)
    return {"game": game, "thinking": thinking, "other": other, "decisions": decisions, "seconds": seconds}


def measure_coach(app, game: str, seconds: float, seed: str, clock: str = "pacer") -> dict:
    """Frame intervals of a solo table of `game` (seat 0 plays random legal moves, the Coach on)
    over `seconds`, split by whether the Coach was weighing a decision during the frame."""
    import random

    from game.match import Match
    from game.seats import Seat
    from ui.scenes.table import TableScene

    def new_table(n: int) -> TableScene:
        seats = [Seat("You", "human")] + [Seat(f"CPU {i}", "ai", "normal") for i in range(1, usual_players(game))]
        table = TableScene(app, Match(game, {}, seats, f"{seed}/{n}"), ai_delay=0.0)
        app.switch(table)
        return table

    app.settings.coach = True
    rng = random.Random(seed)
    matches, decisions, thinking, other = 0, 0, [], []
    table = new_table(matches)
    tick = frame_clock(clock)
    end = time.perf_counter() + seconds
    dt = tick()
    while time.perf_counter() < end:
        if table.legal and not table.anim.busy and table.submit([rng.choice(table.legal)]):
            decisions += 1
        worker = table.coach.worker
        app.step(min(dt, 0.1), [])
        if app.scene is not table:
            matches += 1
            table = new_table(matches)
        dt = tick()
        (thinking if worker is not None and not worker.done else other).append(dt)
    return {"game": game, "thinking": thinking, "other": other, "decisions": decisions, "seconds": seconds,
            "who": "the Coach"}


def report(r: dict) -> str:
    ms = 1000.0
    t = r["thinking"]
    if not t:
        return f"{r['game']:<10} no frame while a worker thought"
    who = r.get("who", "Hard")
    late = sum(1 for x in t if x > 2 * FRAME_S)
    return (f"{r['game']:<10} {len(t)} frames while {who} thought ({r['decisions']} decisions): "
            f"interval p50 {statistics.median(t) * ms:.1f} ms, p95 {pct(t, 95) * ms:.1f} ms, "
            f"max {max(t) * ms:.0f} ms; {late} frames over {2 * FRAME_S * ms:.0f} ms; "
            f"{len(t) / sum(t):.0f} frames/s while thinking" + beside(r["other"]) * ("who" in r))


def beside(other: list[float]) -> str:
    """The other frames' p95 and slowest, to set the thinking frames against (the Coach's mode)."""
    if not other:
        return ""
    return f" (other frames: p95 {pct(other, 95) * 1000:.1f} ms, max {max(other) * 1000:.0f} ms)"


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=8.0, help="per game")
    p.add_argument("--games", default=",".join(registry.available_games()))
    p.add_argument("--seed", default="frames")
    p.add_argument("--clock", choices=("pacer", "pygame"), default="pacer",
                   help="the frame wait: the app's FramePacer, or pygame's Clock.tick")
    p.add_argument("--coach", action="store_true", help="a solo table with the Coach on, measured while it weighs")
    args = p.parse_args(argv)
    from ui.app import open_window

    open_window()
    app = kit.new_app("en", anim_speed="normal")
    print(f"target: a frame every {FRAME_S * 1000:.1f} ms (60 frames/s) while the "
          f"{'Coach' if args.coach else 'AI'} thinks")
    run = measure_coach if args.coach else measure
    for game in args.games.split(","):
        print(report(run(app, game, args.seconds, args.seed, args.clock)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
