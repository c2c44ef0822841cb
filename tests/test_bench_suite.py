"""`python -m tools.bench_suite` runs pytest and prints the slowest tests, the slowest files and the
totals, read from pytest's own report: run here on a small suite written for the purpose (two
passing tests, one failing, one skipped), its exit code is pytest's and every figure it prints
names the tests that ran (never which is slower: that is the machine's business)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tools.bench_suite import parse

ROOT = Path(__file__).resolve().parent.parent
SMALL_SUITE = '''
import pytest

def test_sums():
    assert sum(range(1000)) == 499500

@pytest.mark.parametrize("n", [3, 4])
def test_squares(n):
    assert n * n in (9, 16) and n != 4

def test_skipped():
    pytest.skip("not here")
'''


def test_the_suite_benchmark_lists_the_tests_and_the_totals_of_a_real_run(tmp_path):
    suite = tmp_path / "test_small.py"
    suite.write_text(SMALL_SUITE, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([sys.executable, "-m", "tools.bench_suite", str(suite), "--top", "3"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    print(done.stdout[-1500:])
    assert done.returncode == 1, "pytest's own exit code: one test failed"
    lines = done.stdout.splitlines()
    tests_at = lines.index("3 slowest tests (setup + call + teardown):")
    listed = [line.split("  ")[-1].split("::")[-1] for line in lines[tests_at + 1:tests_at + 4]]
    assert len(listed) == 3 and set(listed) <= {"test_sums", "test_squares[3]", "test_squares[4]", "test_skipped"}
    files_at = lines.index("3 slowest files:")
    assert lines[files_at + 1].endswith("test_small.py") and " 4 tests " in lines[files_at + 1]
    totals = next(line for line in lines if line.startswith("totals: "))
    assert "1 failed, 2 passed, 1 skipped" in totals and "inside 4 timed tests" in totals


def test_the_report_is_read_from_pytests_durations_and_closing_line():
    run = parse("============ slowest durations ============\n"
                "2.50s call     tests/a.py::test_x[1]\n"
                "0.50s setup    tests/a.py::test_x[1]\n"
                "1.00s call     tests/b.py::test_y\n"
                "1 failed, 1,463 passed, 2 skipped, 4 deselected in 1234.56s (0:20:34)\n")
    assert parse("===== 3 passed in 2.00s =====").counts == {"passed": 3}
    assert run.seconds == {"tests/a.py::test_x[1]": 3.0, "tests/b.py::test_y": 1.0}
    assert run.counts == {"failed": 1, "passed": 1463, "skipped": 2, "deselected": 4} and run.wall_s == 1234.56
    assert run.slowest_files(1) == [("tests/a.py", 3.0, 1)]
