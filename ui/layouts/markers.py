"""Markers that move across the table on the label layer, drawn by each game (a chip, the Emperor
card's crown, the Guard's badge): a point gliding from place to place, growing in flight if asked."""
from __future__ import annotations

from ui.tween import Tween, ease_out


class Marker:
    """A point (x, y) on the label layer that glides with `ease`, `grow` times larger halfway (back
    to its size on landing); a subclass draws what stands there (`draw(surface, text)`)."""

    def __init__(self, pos, ease=ease_out, grow: float = 0.0) -> None:
        self.x, self.y = pos
        self.ease, self.grow = ease, grow
        self.scale = 1.0

    def move_to(self, pos, duration: float, delay: float = 0.0) -> Tween:
        x0, y0 = self.x, self.y

        def set_(t: float) -> None:
            self.x = x0 + (pos[0] - x0) * t
            self.y = y0 + (pos[1] - y0) * t
            if self.grow:
                self.scale = 1.0 + self.grow * (1 - abs(2 * t - 1))

        return Tween(duration, set_, self.ease, delay)
