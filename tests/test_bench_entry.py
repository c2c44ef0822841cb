"""tools/bench.py is the one benchmark entry: it runs every product benchmark script under tools/
(never the research tools), each with full and quick arguments its own command line accepts, and
runs only the named ones when given words. A game's own benchmarks are found by their file name
(tools/bench_<game>.py, tools/bench_<game>_<part>.py), never listed."""
from __future__ import annotations

import argparse
import importlib
import inspect
import sys
from pathlib import Path

import pytest

from game import registry
from tools import bench

TOOLS = Path(bench.__file__).resolve().parent
KNOWN, MISSING = bench.benchmarks()


def test_every_benchmark_script_is_run_by_the_entry_and_no_research_tool_is():
    run = {script for _, script, _, _ in KNOWN}
    present = {p.name for p in TOOLS.glob("bench_*.py")} - {"bench_suite.py"}   # it times the test suite itself
    print(f"bench.py runs {len(run)} of the {len(present)} bench_*.py scripts")
    assert run == present
    assert not any("research" in script for script in run)


class Parsed(Exception):
    """Raised once a benchmark's command line is parsed, before it measures anything."""


@pytest.mark.parametrize("name,script,full,quick", KNOWN, ids=[b[0] for b in KNOWN])
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
    names = [b[0] for b in bench.chosen(["strength"], KNOWN)]
    assert names == ["strength-normal-easy", "strength-easy-random", "strength-hard-normal"]
    assert [b[0] for b in bench.chosen([], KNOWN)] == [b[0] for b in KNOWN]


def test_a_games_own_benchmark_is_found_by_its_name_with_its_own_quick_sample(tmp_path, monkeypatch):
    for game_id in registry.available_games():
        own = [b for b in KNOWN if b[1] == f"bench_{game_id}.py" or b[1].startswith(f"bench_{game_id}_")]
        print(f"{game_id}: {[b[0] for b in own] or 'none of its own'}")
        assert all(b[3] for b in own), f"{game_id}: a benchmark without QUICK_ARGS runs its full sample in --quick"
        assert bool(own) == (game_id not in MISSING)
    (tmp_path / "bench_sevens.py").write_text('QUICK_ARGS = ["--deals", "5"]\n')
    monkeypatch.setattr(bench, "TOOLS", tmp_path)
    found, missing = bench.game_benchmarks(["sevens", "chess"])
    assert found == [("sevens", "bench_sevens.py", [], ["--deals", "5"])] and missing == ["chess"]
