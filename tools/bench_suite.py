"""The test suite's own benchmark: runs pytest once (with `--durations=0`, so every test's setup,
call and teardown are timed by pytest itself) and prints the slowest tests, the slowest files and
the totals: tests passed, failed, skipped, deselected, the wall time and the time inside tests.
Figures, never pass/fail: it exits with pytest's own code.

    python -m tools.bench_suite                              # the whole suite
    python -m tools.bench_suite -m "not slow and not build"   # the quick set
    python -m tools.bench_suite tests/ui/test_coach.py tests/ui/test_review_screen.py --top 5

Every argument it does not know is handed to pytest as it is.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# pytest's lines under "slowest durations": "12.34s call     tests/x.py::test_y[a]"
DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)s\s+(setup|call|teardown)\s+(\S.*?)\s*$")
# its closing line: "3 failed, 1,464 passed, 2 skipped, 4 deselected in 1234.56s (0:20:34)" (between
# "=" rules without -q)
COUNT = re.compile(r"(\d[\d,]*) (passed|failed|skipped|deselected|errors?|xfailed|xpassed|warnings?)")
CLOSING = re.compile(r"^=*\s*\d[\d,]* (?:passed|failed|skipped|deselected|errors?|xfailed|xpassed|no tests ran)"
                     r".* in (\d+(?:\.\d+)?)s\b")


@dataclass
class SuiteRun:
    """What one pytest run reported: seconds per test id (setup + call + teardown), counts by
    outcome, and pytest's own wall time."""

    seconds: dict[str, float] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)
    wall_s: float | None = None

    def slowest_tests(self, n: int) -> list[tuple[str, float]]:
        return sorted(self.seconds.items(), key=lambda item: (-item[1], item[0]))[:n]

    def slowest_files(self, n: int) -> list[tuple[str, float, int]]:
        by_file: dict[str, list[float]] = defaultdict(list)
        for test_id, seconds in self.seconds.items():
            by_file[test_id.split("::")[0]].append(seconds)
        rows = [(path, sum(times), len(times)) for path, times in by_file.items()]
        return sorted(rows, key=lambda row: (-row[1], row[0]))[:n]


def parse(output: str) -> SuiteRun:
    """Read pytest's report: the durations section and the closing summary line."""
    run = SuiteRun()
    for line in output.splitlines():
        found = DURATION.match(line)
        if found:
            seconds, _, test_id = found.groups()
            run.seconds[test_id] = run.seconds.get(test_id, 0.0) + float(seconds)
            continue
        closing = CLOSING.match(line.strip())
        if closing:
            run.wall_s = float(closing.group(1))
            for number, outcome in COUNT.findall(line):
                outcome = {"error": "errors", "warning": "warnings"}.get(outcome, outcome)
                run.counts[outcome] = int(number.replace(",", ""))
    return run


def report(run: SuiteRun, top: int, measured_s: float) -> list[str]:
    lines = [f"{top} slowest tests (setup + call + teardown):"]
    lines += [f"  {seconds:8.2f} s  {test_id}" for test_id, seconds in run.slowest_tests(top)]
    lines.append(f"{top} slowest files:")
    lines += [f"  {seconds:8.2f} s  {count:4d} tests  {path}" for path, seconds, count in run.slowest_files(top)]
    counts = ", ".join(f"{n} {outcome}" for outcome, n in sorted(run.counts.items())) or "no tests reported"
    inside = sum(run.seconds.values())
    wall = f"{run.wall_s:.1f} s by pytest" if run.wall_s is not None else "pytest printed no time"
    lines.append(f"totals: {counts}; wall {wall} ({measured_s:.1f} s with start-up); "
                 f"{inside:.1f} s inside {len(run.seconds)} timed tests")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     epilog="Other arguments (paths, -m, -k) go to pytest as they are.")
    parser.add_argument("--top", type=int, default=10, help="how many tests and files to list (10)")
    args, pytest_args = parser.parse_known_args(argv)
    env = dict(os.environ)
    for name, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"), ("PYGAME_HIDE_SUPPORT_PROMPT", "1")):
        env.setdefault(name, value)
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--durations=0",
               "--durations-min=0", *pytest_args]
    print("running: " + " ".join(command[1:]), flush=True)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    measured = time.perf_counter() - start
    run = parse(done.stdout)
    if done.returncode not in (0, 5):   # a failure: show pytest's own account of it first
        print(done.stdout[-6000:] + done.stderr[-2000:])
    print("\n".join(report(run, args.top, measured)))
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
