"""The clock every AI time budget reads (Hard's search, the coach, the review): the real one
(`time.perf_counter`) unless a test installs a controlled one with `use`, so that a budget buys
the same work, and so the same answer, however busy the machine is. `StepClock` is that
controlled clock: each reading advances the reading thread's own time by a fixed step."""
from __future__ import annotations

import threading
import time
from contextlib import contextmanager
from typing import Callable, Iterator

_clock: Callable[[], float] = time.perf_counter


def now() -> float:
    """Seconds on the budgets' clock (only differences mean anything)."""
    return _clock()


def use(clock: Callable[[], float]) -> Callable[[], float]:
    """Make `clock` the budgets' clock; returns the one it replaces (to put back)."""
    global _clock
    previous, _clock = _clock, clock
    return previous


@contextmanager
def using(clock: Callable[[], float]) -> Iterator[Callable[[], float]]:
    """`clock` as the budgets' clock inside the `with` block, the previous one put back after."""
    previous = use(clock)
    try:
        yield clock
    finally:
        use(previous)


class StepClock:
    """A controlled clock: every reading in a thread adds `step` seconds to that thread's time, so
    a budget of B seconds lasts B / step readings in each thread (the search reads the clock about
    once a playout) whatever the load and whatever the other threads do."""

    def __init__(self, step: float = 0.001) -> None:
        self.step = step
        self._local = threading.local()

    def __call__(self) -> float:
        self._local.t = getattr(self._local, "t", 0.0) + self.step
        return self._local.t
