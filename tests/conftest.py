"""Fixtures shared by every test folder: a private user-data folder (`CARDTABLE_HOME`) per test,
so no test reads or writes the real settings, saves or statistics; every AI time budget on a
controlled clock, so no answer depends on how busy the machine is."""
from __future__ import annotations

import zlib
from collections import defaultdict

import pytest

from game import clock, registry


def pytest_collection_modifyitems(config, items):
    """The quick set (`-m "not slow and not build"`) runs a test that is parametrized over the games
    for one game (its first case of that game): each such test is marked slow for the others, which
    the whole suite runs. Which game is the test's own (its name hashed), so the quick set as a
    whole still plays every game."""
    games = set(registry.available_games())
    by_test: dict[str, list] = defaultdict(list)
    for item in items:
        spec = getattr(item, "callspec", None)
        game = next((v for v in spec.params.values() if isinstance(v, str) and v in games), None) if spec else None
        if game is not None:
            by_test[item.nodeid.split("[")[0]].append((game, item))
    for test, cases in by_test.items():
        quick = [(game, item) for game, item in cases if not item.get_closest_marker("slow")]
        if not quick:
            continue
        offered = sorted({game for game, _ in quick})
        chosen = offered[zlib.crc32(test.encode()) % len(offered)]
        kept = next(item for game, item in quick if game == chosen)
        for _, item in quick:
            if item is not kept:
                item.add_marker(pytest.mark.slow)


@pytest.fixture
def user_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    return home


IDLE_STEP = 0.0025   # the controlled clock's seconds a reading: about what an idle two-core machine plays


@pytest.fixture(autouse=True)
def budgets_on_a_controlled_clock():
    """Every test's AI budgets (the Hint, Hard, the coach, the review, at the table too) on the
    controlled clock: a Hint chosen under load is the Hint chosen on an idle machine, so a test
    that plays on from it reaches the same positions every run."""
    with clock.using(clock.StepClock(step=IDLE_STEP)):
        yield


@pytest.fixture
def controlled_clock():
    """The AI's time budgets (Hard's search, the Hint, the coach, the review) on a controlled clock
    (game/clock.py StepClock): a budget buys the same work however loaded the machine is, so the
    answers a test checks are the same every run (a test may set the clock's `step`: a coarser one
    buys less work for the same budget). How fast the real thing is: tools/bench_*."""
    with clock.using(clock.StepClock(step=IDLE_STEP)) as controlled:
        yield controlled
