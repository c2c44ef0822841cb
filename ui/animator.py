"""The table's animation state: a timeline of steps, the sprites they move (cards in flight,
labels), which zones of the displayed view are hidden because sprites stand in for them, and the
moment the displayed view catches up with the match (`commit`)."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from ui.sprites import CardSprite, LabelSprite
from ui.tween import Step, Timeline


class Animator:
    def __init__(self) -> None:
        self.timeline = Timeline()
        self.cards: list[CardSprite] = []
        self.labels: list[LabelSprite] = []
        self.suppressed: dict[str, int] = {}   # zone -> how many of its cards sprites stand in for
        self.flying_cards: set = set()           # known cards sprites carry away from their zone
        self.on_event: Callable | None = None    # the table's sound for an event (ui/sound.py)
        self.announced = 0                       # events announced so far (see `announce`)

    @property
    def busy(self) -> bool:
        return self.timeline.busy

    def set_scale(self, scale: float, reduced: bool = False) -> None:
        """The animation speed (durations × `scale`); `reduced` motion places every card at once,
        keeping the holds (a play still stays on show as long)."""
        self.timeline.scale = scale
        self.timeline.reduced = reduced

    def card(self, card, rect: pygame.Rect, face_up: bool, horizontal: bool = False) -> CardSprite:
        sprite = CardSprite(card, rect.x, rect.y, rect.w, rect.h, face_up, horizontal, z=len(self.cards))
        self.cards.append(sprite)
        return sprite

    def label(self, text: str, pos, **kw) -> LabelSprite:
        sprite = LabelSprite(text, pos[0], pos[1], **kw)
        self.labels.append(sprite)
        return sprite

    def suppress(self, zone: str, count: int = 10 ** 6) -> None:
        self.suppressed[zone] = self.suppressed.get(zone, 0) + count

    def then(self, make: Callable | None = None, hold: float = 0.0, on_end: Callable | None = None,
             min_hold: float = 0.0) -> None:
        self.timeline.add(Step(make, on_end, hold, min_hold=min_hold))

    @property
    def waiting(self) -> bool:
        """The step on screen is held until the players continue (`hold` of `math.inf`)."""
        steps = self.timeline.steps
        return bool(steps) and steps[0].begun and math.isinf(steps[0].hold)

    def release(self) -> None:
        """End the hold of the step on screen (the players continue); the steps after it still play."""
        if self.timeline.steps:
            step = self.timeline.steps[0]
            step.hold = min(step.hold, step.elapsed)

    def announce(self, event) -> None:
        """Mark the moment in the timeline where `event` happens (its sound plays then)."""
        self.announced += 1
        hook = self.on_event
        if hook is not None:
            self.then(lambda: hook(event) or [])

    def commit(self, on_commit: Callable[[], None]) -> None:
        """Queue the end of an action's animation: the new view replaces the sprites."""

        def done() -> None:
            self.cards.clear()
            self.labels.clear()
            self.suppressed.clear()
            self.flying_cards.clear()
            on_commit()

        self.then(on_end=done)

    def update(self, dt: float) -> None:
        self.timeline.update(dt)

    def skip(self) -> None:
        self.timeline.finish_all()

    def draw(self, surface: pygame.Surface, art, text) -> None:
        for sprite in self.cards:
            sprite.draw(surface, art)
        for label in self.labels:
            label.draw(surface, text)
