"""tools/bench.py is the one benchmark entry: it runs every product benchmark script under tools/
(never the research tools), each with full and quick arguments its own command line accepts, and
runs only the named ones when given words."""
from __future__ import annotations

import argparse
import importlib
import inspect
import sys
from pathlib import Path

import pytest

from tools import bench

TOOLS = Path(bench.__file__).resolve().parent


def test_every_benchmark_script_is_run_by_the_entry_and_no_research_tool_is():
    run = {script for _, script, _, _ in bench.BENCHMARKS}
    present = {p.name for p in TOOLS.glob("bench_*.py")} - {"bench_suite.py"}   # it times the test suite itself
    print(f"bench.py runs {len(run)} of the {len(present)} bench_*.py scripts")
    assert run == present
    assert not any("research" in script for script in run)


class Parsed(Exception):
    """Raised once a benchmark's command line is parsed, before it measures anything."""


@pytest.mark.parametrize("name,script,full,quick", bench.BENCHMARKS, ids=[b[0] for b in bench.BENCHMARKS])
def test_each_benchmarks_full_and_quick_arguments_are_accepted(name, script, full, quick, monkeypatch,
                                                              tmp_path):
    for key, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"),
                       ("CARDTABLE_HOME", str(tmp_path))):      # the screenshot kit's set-up, undone after
        monkeypatch.setenv(key, value)
    module = importlib.import_module(f"tools.{script[:-3]}")
    takes_argv = bool(inspect.signature(module.main).parameters)
    if "argparse" not in inspect.getsource(module):      # a bare number (seconds, games, frames)
        assert all(float(a) > 0 for a in (*full, *quick))
        return
    parse = argparse.ArgumentParser.parse_args

    def parse_then_stop(parser, args=None, namespace=None):
        parse(parser, args, namespace)
        raise Parsed

    monkeypatch.setattr(argparse.ArgumentParser, "parse_args", parse_then_stop)
    for argv in (full, quick):
        monkeypatch.setattr(sys, "argv", [script, *argv])
        with pytest.raises(Parsed):
            module.main(argv) if takes_argv else module.main()
    print(f"{script}: full {full or '(defaults)'} and quick {quick} parse")


def test_words_choose_only_the_matching_benchmarks():
    names = [b[0] for b in bench.chosen(["strength"])]
    assert names == ["strength-normal-easy", "strength-easy-random", "strength-hard-normal"]
    assert [b[0] for b in bench.chosen([])] == [b[0] for b in bench.BENCHMARKS]
