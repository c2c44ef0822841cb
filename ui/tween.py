"""Tweens and timelines. A Tween drives a setter from 0 to 1 over a duration with an easing; a
Timeline runs steps one after another (the tweens of a step together). Nothing here blocks: the
frame loop calls `update(dt)` and keeps handling input while animations run. With reduced motion
every tween lands at once (no flights) while the holds stay, so each move is still on show."""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Callable


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


@dataclass
class Tween:
    """Calls `setter(eased progress)` each update for `duration` seconds after `delay`."""

    duration: float
    setter: Callable[[float], None]
    ease: Callable[[float], float] = ease_out
    delay: float = 0.0
    elapsed: float = 0.0
    started: bool = False

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def update(self, dt: float) -> None:
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            return
        self.started = True
        progress = 1.0 if self.duration <= 0 else min(1.0, t / self.duration)
        self.setter(self.ease(progress))

    def finish(self) -> None:
        self.elapsed = self.delay + self.duration
        self.setter(self.ease(1.0))


@dataclass
class Step:
    """Tweens that run together; `on_start` runs when the step begins (creates sprites etc.),
    `on_end` when all its tweens are done. `hold` keeps the step going at least that long (scaled
    with the animation speed; `math.inf`: until `release`), `min_hold` at least that many seconds
    whatever the speed (a moment everyone must be able to read)."""

    make: Callable[[], list[Tween]] | None = None
    on_end: Callable[[], None] | None = None
    hold: float = 0.0
    min_hold: float = 0.0
    tweens: list[Tween] = field(default_factory=list)
    elapsed: float = 0.0
    begun: bool = False

    def begin(self) -> None:
        self.begun = True
        if self.make is not None:
            self.tweens = list(self.make() or [])

    @property
    def done(self) -> bool:
        return self.begun and self.elapsed >= self.hold and all(t.done for t in self.tweens)


class Timeline:
    def __init__(self) -> None:
        self.steps: deque[Step] = deque()
        self.scale = 1.0  # animation speed setting: durations are multiplied by this
        self.reduced = False   # reduced motion: every tween lands at once (no flights); holds stay

    @property
    def busy(self) -> bool:
        return bool(self.steps)

    def add(self, step: Step) -> None:
        self.steps.append(step)

    def then(self, make=None, hold: float = 0.0, on_end=None) -> None:
        self.add(Step(make, on_end, hold))

    def update(self, dt: float) -> None:
        """Advance by dt; steps that finish hand over to the next one within the same frame."""
        remaining = dt
        while self.steps:
            step = self.steps[0]
            if not step.begun:
                step.begin()
                for tween in step.tweens:
                    tween.duration *= 0.0 if self.reduced else self.scale
                    tween.delay *= 0.0 if self.reduced else self.scale
                step.hold = max(step.hold * self.scale, step.min_hold)
            step.elapsed += remaining
            for tween in step.tweens:
                tween.update(remaining)
            remaining = 0.0
            if not step.done:
                break
            self.steps.popleft()
            if step.on_end is not None:
                step.on_end()

    def finish_all(self) -> None:
        """Jump to the end of every step (used when skipping animations)."""
        while self.steps:
            step = self.steps.popleft()
            if not step.begun:
                step.begin()
            for tween in step.tweens:
                tween.finish()
            if step.on_end is not None:
                step.on_end()
