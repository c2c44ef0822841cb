"""Toasts: short messages (an illegal move's reason, a settings problem) shown in a banner at the
top of the window (at a table: just above the hand, stacked upwards) for a few seconds, above
everything else."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

COLORS = {"error": (150, 38, 32), "warn": (140, 100, 20), "info": (30, 70, 110)}
SIZE = 20              # a toast's text size
TABLE_MIN_SIZE = 16    # the smallest a table's toast shrinks to so as to stay on one line


@dataclass
class Toast:
    text: str
    remaining: float
    kind: str
    layouts: dict = field(default_factory=dict, repr=False)   # (width, at a table) -> layout

    def layout(self, text, wrap_w: int, at_table: bool) -> tuple[int, list[str], int]:
        """Its text size, wrapped lines and widest line's width for this wrapping width, measured
        once rather than on every frame it shows."""
        key = (wrap_w, at_table)
        if key not in self.layouts:
            size = table_size(text, self.text, wrap_w) if at_table else SIZE
            lines = text.wrap(self.text, size, wrap_w)
            self.layouts[key] = (size, lines, max((text.font(size).size(line)[0] for line in lines), default=0))
        return self.layouts[key]


class Toasts:
    def __init__(self) -> None:
        self.items: list[Toast] = []
        self.rects: list[pygame.Rect] = []

    def show(self, text: str, seconds: float = 3.5, kind: str = "error") -> None:
        self.items = [t for t in self.items if t.text != text][-2:]
        self.items.append(Toast(text, seconds, kind))

    def update(self, dt: float) -> None:
        for t in self.items:
            t.remaining -= dt
        self.items = [t for t in self.items if t.remaining > 0]

    @property
    def texts(self) -> list[str]:
        return [t.text for t in self.items]

    def draw(self, surface: pygame.Surface, text, top: int = 14, bottom: int | None = None) -> None:
        """Stacked from `top` down; or, at a table (`bottom` given), only the newest one, on one
        line (a size smaller, down to `TABLE_MIN_SIZE`, when it would wrap at full size), ending
        at `bottom`: the band between the played cards and the hand, so a toast never covers
        either. `rects` keeps where they were drawn."""
        width = surface.get_width()
        items = self.items[-1:] if bottom is not None else self.items
        wrap_w = width - 120 if bottom is not None else 760
        laid_out = [t.layout(text, wrap_w, bottom is not None) for t in items]
        if bottom is not None:
            top = max(8, bottom - sum(18 + (size + 10) * len(lines) + 8 for size, lines, _ in laid_out) + 8)
        y = top
        self.rects = []
        for t, (size, lines, widest) in zip(items, laid_out):
            step = size + 10
            h = 18 + step * len(lines)
            w = min(wrap_w + 60, widest + 48)
            rect = pygame.Rect(0, y, w, h)
            rect.centerx = width // 2
            self.rects.append(rect)
            panel = pygame.Surface(rect.size, pygame.SRCALPHA)
            alpha = int(235 * min(1.0, t.remaining / 0.4))
            pygame.draw.rect(panel, (*COLORS.get(t.kind, COLORS["error"]), alpha), panel.get_rect(),
                             border_radius=10)
            pygame.draw.rect(panel, (255, 230, 170, alpha), panel.get_rect(), 2, border_radius=10)
            surface.blit(panel, rect)
            for i, line in enumerate(lines):
                text.blit(surface, line, (rect.centerx, rect.y + 9 + step * i), size, (255, 248, 232),
                          anchor="midtop")
            y += h + 8


def table_size(text, message: str, width: int) -> int:
    """The text size for a toast at a table: the full size, or the largest smaller one down to
    `TABLE_MIN_SIZE` that puts `message` on one line within `width` (a hint's reason with its
    chances in English runs long); the full size, wrapped, when none does."""
    for size in range(SIZE, TABLE_MIN_SIZE - 1, -1):
        if text.font(size).size(message)[0] <= width:
            return size
    return SIZE
