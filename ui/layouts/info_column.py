"""An info panel's lines, as every table lists the deal's state at its side (the deal of the match,
the direction of play, the dealer, the target): each line fitted to the panel's width (its type
shrunk, then ellipsised), or a state in force as a pill, written under the one before, the gap
after it the line's own."""
from __future__ import annotations

import pygame

from ui.layouts.common import CREAM, blit_fit
from ui.layouts.pills import pill


class InfoColumn:
    """Lines down a panel from (`x`, `y`), `width` px wide; `y` is where the next line goes."""

    def __init__(self, surface: pygame.Surface, text, x: int, y: int, width: int) -> None:
        self.surface, self.text = surface, text
        self.x, self.y, self.width = x, y, width

    def line(self, label: str, size: int, color=CREAM, pitch: int = 24, bold: bool = False,
             indent: int = 0) -> pygame.Rect | None:
        """`label` on the next line (`indent` px in; an empty label leaves the line blank), the line
        after it `pitch` px lower. Returns where the label was drawn."""
        rect = None
        if label:
            rect = blit_fit(self.surface, self.text, label, (self.x + indent, self.y), size, self.width - indent,
                            color, bold=bold)
        self.y += pitch
        return rect

    def pill(self, label: str, bg, fg, size: int = 15, pitch: int | None = None, **style) -> pygame.Rect:
        """`label` as a pill (ui/layouts/pills.py) on the next line, the line after it `pitch` px
        lower (None: 8 px under the pill)."""
        rect = pill(self.surface, self.text, label, (self.x, self.y), bg, fg, size, **style)
        self.y = rect.bottom + 8 if pitch is None else self.y + pitch
        return rect
