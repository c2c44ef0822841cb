"""The benchmark command: runs every product benchmark under tools/ one after another and prints
their figures: the engines' speed and Normal's decision time per game, the levels' strength on
duplicate deals (Normal vs Easy, Easy vs random, Hard vs Normal), Hard's decision time and playouts
a second, frames while Hard thinks, the table's frame time and window scaling, autosaves and start-up.
Figures, never pass/fail. docs/benchmarks.md holds the current figures and the command behind each.

    python -m tools.bench              # the full run (an hour or more on two cores)
    python -m tools.bench --quick      # every benchmark on a small sample: a few minutes
    python -m tools.bench tyrant ui    # only the benchmarks whose name contains one of these words

The research tools (tools/research/) are not run: they measured questions already answered; nor is
tools/bench_suite.py, which times the test suite (`python -m tools.bench_suite`).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
STRENGTH = ["--seed", "final", "--quiet"]

# (name, script, arguments of the full run, arguments of the quick run)
BENCHMARKS = [
    ("tyrant-engine", "bench_tyrant_engine.py", [], ["1"]),
    ("tyrant-ai", "bench_tyrant_ai.py", [], ["40"]),
    ("napoleon", "bench_napoleon.py", [], ["--deals", "40", "--seconds", "1", "--matches", "8"]),
    ("daifugo13", "bench_daifugo13.py", [], ["--deals", "100", "--versus", "80"]),
    ("baohuang", "bench_baohuang.py", [], ["--deals", "40", "--versus", "40"]),
    ("democracy", "bench_democracy.py", [], ["--deals", "40", "--seconds", "1", "--matches", "6"]),
    ("strength-normal-easy", "bench_strength.py",
     ["--tested", "normal", "--baseline", "easy", "--deals", "300", *STRENGTH],
     ["--tested", "normal", "--baseline", "easy", "--deals", "10", *STRENGTH]),
    ("strength-easy-random", "bench_strength.py",
     ["--tested", "easy", "--baseline", "random", "--deals", "300", *STRENGTH],
     ["--tested", "easy", "--baseline", "random", "--deals", "10", *STRENGTH]),
    ("strength-hard-normal", "bench_strength.py",
     ["--tested", "hard", "--baseline", "normal", "--playouts", "100", "--deals", "20", *STRENGTH],
     ["--tested", "hard", "--baseline", "normal", "--playouts", "20", "--deals", "1", *STRENGTH]),
    ("search", "bench_search.py", ["--deals", "2"], ["--deals", "1", "--playouts", "40"]),
    ("thinking", "bench_thinking.py", [], ["--seconds", "3"]),
    ("coach", "bench_coach.py", [], ["--deals", "1", "--budget", "5", "--latency", "3", "--seconds", "3"]),
    ("ui", "bench_ui.py", [], ["--frames", "300"]),
    ("window", "bench_window.py", [], ["10"]),
    ("pace", "bench_pace.py", [], ["--games", "democracy", "--speeds", "normal"]),
    ("saves", "bench_saves.py", [], ["--matches", "1"]),
    ("startup", "bench_startup.py", [], ["--runs", "2", "--no-build"]),
    ("online", "bench_online.py", [], ["--tables", "10", "--seconds", "5"]),
]


def chosen(filters: list[str]) -> list[tuple[str, str, list[str], list[str]]]:
    return [b for b in BENCHMARKS if not filters or any(f in b[0] or f in b[1] for f in filters)]


def environment() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    return env


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small samples: a few minutes in all")
    parser.add_argument("only", nargs="*", help="words: run only the benchmarks whose name holds one")
    args = parser.parse_args(argv)
    env = environment()
    status = 0
    started = time.perf_counter()
    for name, script, full, quick in chosen(args.only):
        command = [sys.executable, "-m", f"tools.{script[:-3]}", *(quick if args.quick else full)]
        print(f"\n### {name}: {' '.join(['python', *command[1:]])}", flush=True)
        start = time.perf_counter()
        code = subprocess.call(command, cwd=TOOLS.parent, env=env)
        print(f"### {name}: exit {code}, {time.perf_counter() - start:.1f} s", flush=True)
        status = status or code
    print(f"\n### all: {time.perf_counter() - started:.0f} s", flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
