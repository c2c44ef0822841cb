"""ui/pacer.py: the frame loop keeps 60 frames a second on average even when every wake-up is late
(the sleep's granularity, or winning the interpreter lock back from an AI worker), and after a
long frame it starts afresh instead of rushing frames to catch up."""
from __future__ import annotations

import sys

from ui.pacer import FramePacer


class FakeTime:
    """A clock whose sleeps overshoot by `late` seconds; `work` is spent between ticks."""

    def __init__(self, late: float) -> None:
        self.now = 100.0
        self.late = late

    def clock(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds + self.late


def test_late_wakeups_are_made_up_by_the_next_sleep():
    t = FakeTime(late=0.002)
    pacer = FramePacer(60, clock=t.clock, sleep=t.sleep)
    intervals = []
    for _ in range(600):
        t.now += 0.004                     # the frame's own work
        intervals.append(pacer.tick())
    assert abs(sum(intervals) / len(intervals) - 1 / 60) < 0.0002
    assert max(intervals) < 1 / 60 + 0.0025


def test_a_long_frame_restarts_the_schedule_without_a_rush():
    t = FakeTime(late=0.0)
    pacer = FramePacer(60, clock=t.clock, sleep=t.sleep)
    pacer.tick()
    t.now += 0.5                           # a frame that took half a second
    assert pacer.tick() >= 0.5
    following = [pacer.tick() for _ in range(5)]
    assert all(abs(x - 1 / 60) < 1e-9 for x in following)


def test_the_app_hands_the_interpreter_lock_back_quickly(app):
    from ui.app import GIL_SWITCH_S

    assert sys.getswitchinterval() == GIL_SWITCH_S <= 0.001
