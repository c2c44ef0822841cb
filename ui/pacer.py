"""The frame loop's clock: `FramePacer.tick()` sleeps until the next frame is due and returns the
time since the previous frame. Frames are due at fixed instants (start + n × period), so a frame
that wakes late (the sleep's granularity, or the wait to win back the interpreter lock from an AI
worker thread) is made up by a shorter sleep before the next: 60 frames a second on average, where
a sleep of one whole period after each frame (pygame's Clock.tick) loses the lateness every frame."""
from __future__ import annotations

import time


class FramePacer:
    def __init__(self, fps: float, clock=time.perf_counter, sleep=time.sleep) -> None:
        self.period = 1.0 / fps
        self._clock, self._sleep = clock, sleep
        self._last = self._due = clock()

    def tick(self) -> float:
        """Wait for the next frame; the seconds since the last tick returned."""
        self._due += self.period
        now = self._clock()
        if self._due > now:
            self._sleep(self._due - now)
        elif now - self._due > self.period:
            self._due = now               # far behind (a long frame): start afresh, never race to catch up
        now = self._clock()
        elapsed, self._last = now - self._last, now
        return elapsed
