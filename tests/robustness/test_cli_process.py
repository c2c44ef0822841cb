"""The real command line in a process (few, fast runs; the full corpus goes through main.main
in-process in test_hostile_files.py): a FIFO returns at once, JSON nested thousands deep and a
replay with a seat of thousands of digits give one line on stderr, a non-zero exit, no traceback."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORPUS = Path(__file__).resolve().parent / "corpus"


def run_main(*argv: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *argv], capture_output=True,
                          text=True, timeout=60, env=env, cwd=ROOT)


def test_hostile_inputs_in_a_real_process(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for argv in (("--load-replay", str(fifo)),
                 ("--load-replay", str(CORPUS / "bad_deep_array.json")),
                 ("--load-replay", str(CORPUS / "bad_huge_int_seat.json")),
                 ("--headless", "--players", "0")):
        done = run_main(*argv)
        lines = done.stderr.strip().splitlines()
        assert done.returncode != 0 and "Traceback" not in done.stderr, (argv, done.stderr)
        assert len(lines) == 1 and lines[0].startswith("error: "), (argv, done.stderr)
