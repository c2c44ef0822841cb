"""The benchmark command: runs every benchmark script under tools/ (engines, AI, table, start-up,
executable) one after another and prints their figures. Figures, never pass/fail.

    python tools/bench.py            # everything that is present
    python tools/bench.py tyrant ui  # only the scripts whose name contains one of these words
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
ORDER = ["bench_tyrant_engine.py", "bench_tyrant_ai.py", "bench_napoleon.py", "bench_daifugo13.py",
         "bench_ui.py", "bench_startup.py"]


def scripts(filters: list[str]) -> list[Path]:
    found = sorted(TOOLS.glob("bench_*.py"), key=lambda p: (ORDER.index(p.name) if p.name in ORDER else 99, p.name))
    return [p for p in found if not filters or any(f in p.stem for f in filters)]


def main(argv: list[str]) -> int:
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    env["PYTHONPATH"] = str(TOOLS.parent) + os.pathsep + env.get("PYTHONPATH", "")
    status = 0
    for script in scripts(argv):
        print(f"\n### {script.name}", flush=True)
        start = time.perf_counter()
        code = subprocess.call([sys.executable, str(script)], cwd=TOOLS.parent, env=env)
        print(f"### {script.name}: exit {code}, {time.perf_counter() - start:.1f} s", flush=True)
        status = status or code
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
