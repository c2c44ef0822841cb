"""Start-up benchmark: the one-file executable's size, and its time from launch to the first frame of
the table, side by side with running from source (`python main.py`). Figures, never pass/fail.

What is measured, honestly: the wall time from spawning the process until the screenshot of
`--smoke-test --seconds 0 --screenshot PATH` is complete on disk. With --seconds 0 the smoke test
draws one frame and saves it, so this is launch → first frame drawn → PNG written (the PNG save,
~30 ms, is included: an upper bound on launch-to-first-frame). For the executable it includes the
one-file unpacking into a temporary folder, which happens on every launch. Also shown: the bare
start (`--help`: unpack + interpreter, no pygame) and launch → exit.

    python -m tools.bench_startup               # builds dist/CardTable first if it is missing
    python -m tools.bench_startup --runs 9 --exe path/to/CardTable --rebuild
    python -m tools.bench_startup --runs 2 --no-build   # the source alone when dist/ holds no executable
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tools.build_exe import build, executable_path

ROOT = Path(__file__).resolve().parent.parent

PNG_END = b"IEND\xaeB`\x82"
TARGET_SECONDS = 2.0


def headless_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "CARDTABLE_HOME")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env


def png_complete(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            handle.seek(-len(PNG_END), os.SEEK_END)
            return handle.read() == PNG_END
    except OSError:
        return False


def time_first_frame(command: list[str], cwd: Path, scratch: Path) -> tuple[float, float]:
    """(launch → screenshot complete, launch → exit) in seconds for one run."""
    shot = scratch / f"frame-{time.monotonic_ns()}.png"
    start = time.perf_counter()
    process = subprocess.Popen([*command, "--smoke-test", "--seconds", "0", "--screenshot", str(shot)],
                               cwd=cwd, env=headless_env(), stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE)
    first_frame = None
    while process.poll() is None:
        if first_frame is None and png_complete(shot):
            first_frame = time.perf_counter() - start
        time.sleep(0.002)
    exited = time.perf_counter() - start
    error = process.stderr.read().decode(errors="replace") if process.stderr else ""
    if process.returncode != 0:
        raise RuntimeError(f"{command[0]} exited {process.returncode}: {error.strip()[-500:]}")
    if first_frame is None:
        if not png_complete(shot):
            raise RuntimeError(f"{command[0]} wrote no screenshot")
        first_frame = exited
    return first_frame, exited


def time_bare_start(command: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run([*command, "--help"], cwd=cwd, env=headless_env(), stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def summary(values: list[float]) -> str:
    return f"median {statistics.median(values):5.2f} s  (min {min(values):.2f}, max {max(values):.2f})"


def bench(label: str, command: list[str], cwd: Path, runs: int, scratch: Path) -> float:
    bare = [time_bare_start(command, cwd) for _ in range(runs)]
    frames, exits = zip(*(time_first_frame(command, cwd, scratch) for _ in range(runs)))
    print(f"{label}")
    print(f"  bare start (--help)        {summary(bare)}")
    print(f"  launch -> first frame      {summary(list(frames))}")
    print(f"  launch -> exit             {summary(list(exits))}")
    return statistics.median(frames)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exe", type=Path, default=None, help="executable to time (default dist/)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--rebuild", action="store_true", help="build dist/ again first")
    parser.add_argument("--no-build", action="store_true",
                        help="never build: without an executable, time the source alone")
    args = parser.parse_args(argv)

    exe = args.exe or executable_path(ROOT / "dist")
    if args.no_build and not exe.is_file():
        print(f"executable                   none in {exe.parent} (--no-build): the source alone")
        with tempfile.TemporaryDirectory() as scratch_dir:
            bench("source (python main.py)", [sys.executable, str(ROOT / "main.py")], ROOT, args.runs,
                  Path(scratch_dir))
        return 0
    if args.rebuild or not exe.is_file():
        start = time.perf_counter()
        exe = build(ROOT / "dist", ROOT / "build", quiet=True)
        print(f"build                        {time.perf_counter() - start:5.1f} s")
    print(f"executable                   {exe}")
    print(f"executable size              {exe.stat().st_size / 2**20:5.1f} MiB")
    print(f"runs each                    {args.runs}")
    with tempfile.TemporaryDirectory() as scratch_dir:
        scratch = Path(scratch_dir)
        frozen = bench("executable (one-file)", [str(exe)], scratch, args.runs, scratch)
        source = bench("source (python main.py)", [sys.executable, str(ROOT / "main.py")], ROOT,
                       args.runs, scratch)
    print(f"first frame: executable {frozen:.2f} s vs source {source:.2f} s "
          f"({frozen - source:+.2f} s); target <= {TARGET_SECONDS:.0f} s: "
          f"{'met' if frozen <= TARGET_SECONDS else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
