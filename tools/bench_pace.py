"""Pace benchmark: one all-computer deal of each game through the real table scene, headless, on a
simulated clock (frames of 1/60 s handed to `App.step`, never slept), at each speed setting (AI
speed and animation speed set alike), and where the deal's time goes:
- animation: frames while the table's animation runs (dealing, cards flying, tricks held on show);
- pauses: frames while an AI seat's deliberate pause runs (AI_DELAY × the layout's `ai_pace`, or
  a searching seat's budget), the AI thinking meanwhile;
- thinking: the AI's real computing time beyond its pause (the worker is joined when it starts,
  its real time measured, and only what the pause does not cover is counted);
- other: every other frame (the table waiting on nothing in particular);
and the total, the deal's length as a person at that setting would sit through it (up to the
moment the deal is over, before the results pause). Prints figures; never pass/fail.

    SDL_VIDEODRIVER=dummy python -m tools.bench_pace [--games tyrant,napoleon] [--speeds normal]
                                                      [--level normal] [--seed 3]
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-pace-"))

SPEEDS = ("slow", "normal", "fast")
DT = 1 / 60
LIMIT_S = 3600.0   # simulated seconds after which a deal is abandoned (reported as such)


@dataclass
class Pace:
    """Seconds of one deal by where they went, and how many AI decisions it took."""

    animation: float = 0.0
    pauses: float = 0.0
    thinking: float = 0.0
    other: float = 0.0
    decisions: int = 0
    finished: bool = True
    by_events: Counter = field(default_factory=Counter)   # animation seconds by the events animated

    @property
    def total(self) -> float:
        return self.animation + self.pauses + self.thinking + self.other


def match_for(game_id: str, level: str, seed: str):
    from game import registry
    from game.match import Match
    from game.seats import Seat

    rules = registry.load(game_id)
    seats = [Seat(f"CPU {i + 1}", "ai", level) for i in range(rules.usual_table())]
    return Match(game_id, rules.one_deal_options(), seats, seed)


def one_deal(app, game_id: str, level: str, seed: str) -> Pace:
    """Play one all-computer deal on the table scene at the app's settings, frame by frame."""
    from ui.scenes.table import TableScene

    match = match_for(game_id, level, seed)
    table = TableScene(app, match)
    app.switch(table)
    pace, seen = Pace(), None
    animating = ["deal"]
    animate = table.layout.animate

    def noting(events, before, after, anim):
        animating[0] = "+".join(sorted({e.kind for e in events})) or "(none)"
        return animate(events, before, after, anim)

    table.layout.animate = noting
    while not (match.deal_over and not table.anim.busy):
        if pace.total > LIMIT_S:
            pace.finished = False
            break
        if table.anim.busy:
            pace.animation += DT
            pace.by_events[animating[0]] += DT
        elif table.worker is not None and table.ai_wait > 0:
            pace.pauses += DT
        else:
            pace.other += DT
        app.step(DT, [])
        worker = table.worker
        if worker is not None and worker is not seen:
            seen, started = worker, time.perf_counter()
            worker.thread.join()
            pace.thinking += max(0.0, time.perf_counter() - started - max(table.ai_wait, 0.0))
            pace.decisions += 1
    return pace


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    from game import registry

    p.add_argument("--games", default=",".join(registry.available_games()))
    p.add_argument("--speeds", default=",".join(SPEEDS))
    p.add_argument("--level", default="normal", help="AI level of every seat (the setup's default: normal)")
    p.add_argument("--seed", default="3")
    p.add_argument("--detail", action="store_true", help="also the animation time by the events animated")
    args = p.parse_args(argv)

    from ui.app import App, open_window
    from ui.settings import Settings

    app = App(open_window(), Settings(lang="en"), save_settings=False)
    print(f"one all-computer deal per game, level {args.level}, seed {args.seed}; seconds on a simulated clock")
    print(f"{'game':10} {'speed':7} {'animation':>9} {'pauses':>7} {'thinking':>8} {'other':>6} {'total':>7} "
          f"{'AI turns':>8} {'s/turn':>6}")
    for game_id in args.games.split(","):
        for speed in args.speeds.split(","):
            app.settings.ai_speed = app.settings.anim_speed = speed
            pace = one_deal(app, game_id, args.level, args.seed)
            per_turn = pace.total / pace.decisions if pace.decisions else 0.0
            note = "" if pace.finished else "  (stopped: over the time limit)"
            print(f"{game_id:10} {speed:7} {pace.animation:9.1f} {pace.pauses:7.1f} {pace.thinking:8.1f} "
                  f"{pace.other:6.1f} {pace.total:7.1f} {pace.decisions:8d} {per_turn:6.2f}{note}", flush=True)
            if args.detail:
                top = ", ".join(f"{kinds} {seconds:.1f}" for kinds, seconds in pace.by_events.most_common(6))
                print(f"{'':18} animation by events: {top}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
