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
import importlib.util
import os
import subprocess
import sys
import time
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
STRENGTH = ["--seed", "final", "--quiet"]

Benchmark = tuple[str, str, list[str], list[str]]   # name, script, the full run's and the quick run's arguments
SHARED = [
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
    ("pace", "bench_pace.py", [], ["--games", "{first_game}", "--speeds", "normal"]),
    ("saves", "bench_saves.py", [], ["--matches", "1"]),
    ("startup", "bench_startup.py", [], ["--runs", "2", "--no-build"]),
    ("online", "bench_online.py", [], ["--tables", "10", "--seconds", "5"]),
]


def quick_args(script: Path) -> list[str]:
    """A game's benchmark's own small sample: its module's `QUICK_ARGS` list."""
    spec = importlib.util.spec_from_file_location(f"tools.{script.stem}", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return [str(a) for a in module.QUICK_ARGS] if hasattr(module, "QUICK_ARGS") else []


def game_benchmarks(games: list[str]) -> tuple[list[Benchmark], list[str]]:
    """Each registered game's own benchmarks (tools/bench_<game>.py, tools/bench_<game>_<part>.py),
    in menu order; and the games that have none (said when the run starts, never skipped in silence)."""
    found, missing = [], []
    for game_id in games:
        scripts = sorted(TOOLS.glob(f"bench_{game_id}.py")) + sorted(TOOLS.glob(f"bench_{game_id}_*.py"))
        if not scripts:
            missing.append(game_id)
        for script in scripts:
            found.append((script.stem.removeprefix("bench_").replace("_", "-"), script.name, [], quick_args(script)))
    return found, missing


def benchmarks() -> tuple[list[Benchmark], list[str]]:
    """Every benchmark the run knows, the games' own first, and the games without one of their own."""
    from game import registry

    games = registry.available_games()
    own, missing = game_benchmarks(games)
    shared = [(name, script, full, [a.format(first_game=games[0]) for a in quick])
              for name, script, full, quick in SHARED]
    return own + shared, missing


def chosen(filters: list[str], known: list[Benchmark]) -> list[Benchmark]:
    return [b for b in known if not filters or any(f in b[0] or f in b[1] for f in filters)]


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
    known, missing = benchmarks()
    for game_id in missing:
        print(f"### {game_id}: no tools/bench_{game_id}.py of its own; only the shared benchmarks measure it")
    for name, script, full, quick in chosen(args.only, known):
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
