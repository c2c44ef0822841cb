"""Toasts: short messages (an illegal move's reason, a settings problem) shown in a banner at the
top of the window (at a table: the newest one, in the band the table's layout keeps for it, clear
of the prompt, the buttons and the hand) for a few seconds, above everything else."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

COLORS = {"error": (150, 38, 32), "warn": (140, 100, 20), "info": (30, 70, 110), "coach": (74, 48, 104),
          "lesson": (30, 70, 110)}
SIZE = 20              # a toast's text size
TABLE_MIN_SIZE = 16    # the smallest a table's toast shrinks to so as to stay on one line


@dataclass
class Toast:
    text: str
    remaining: float
    kind: str
    layouts: dict = field(default_factory=dict, repr=False)   # (width, at a table) -> layout

    def layout(self, text, wrap_w: int, at_table: bool, room: int = 720) -> tuple[int, list[str], int]:
        """Its text size, wrapped lines and widest line's width for this wrapping width (and, at
        a table, `room` pixels of height), measured once rather than on every frame it shows."""
        key = (wrap_w, at_table, room)
        if key not in self.layouts:
            size = table_size(text, self.text, wrap_w, room) if at_table else SIZE
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

    def drop(self, kind: str) -> None:
        """Take down every toast of `kind` (words no longer true: a lesson's step has moved on)."""
        self.items = [t for t in self.items if t.kind != kind]

    def update(self, dt: float) -> None:
        for t in self.items:
            t.remaining -= dt
        self.items = [t for t in self.items if t.remaining > 0]

    @property
    def texts(self) -> list[str]:
        return [t.text for t in self.items]

    def draw(self, surface: pygame.Surface, text, top: int = 14, bottom: int | None = None,
             area: pygame.Rect | None = None, avoid=()) -> None:
        """Stacked from `top` down; or, at a table, only the newest one, on one line (a size
        smaller, down to `TABLE_MIN_SIZE`, when it would wrap at full size): inside `area`, the
        band the table keeps for it (centred, as low as it can be without touching any of
        `avoid`: the buttons, the prompt, the hand, the panels drawn this frame), or across the
        window ending at `bottom`. `rects` keeps where they were drawn."""
        if bottom is None and area is None:
            self.rects = []
            y = top
            for t in self.items:
                size, lines, widest = t.layout(text, 760, False)
                rect = pygame.Rect(0, y, min(820, widest + 48), 18 + (size + 10) * len(lines))
                rect.centerx = surface.get_width() // 2
                self.rects.append(rect)
                self._draw_one(surface, text, t, rect, lines, size)
                y = rect.bottom + 8
            return
        if area is None:
            area = pygame.Rect(60, 8, surface.get_width() - 120, bottom - 8)
        self.rects = []
        for t in self.items[-1:]:
            size, lines, widest = t.layout(text, area.w - 60, True, area.h)
            rect = pygame.Rect(0, 0, min(area.w, widest + 48), 18 + (size + 10) * len(lines))
            rect.centerx = area.centerx
            self.rects.append(free_place(rect, area, avoid))
            self._draw_one(surface, text, t, rect, lines, size)

    @staticmethod
    def _draw_one(surface, text, toast: Toast, rect: pygame.Rect, lines: list[str], size: int) -> None:
        step = size + 10
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        alpha = int(235 * min(1.0, toast.remaining / 0.4))
        pygame.draw.rect(panel, (*COLORS.get(toast.kind, COLORS["error"]), alpha), panel.get_rect(),
                         border_radius=10)
        pygame.draw.rect(panel, (255, 230, 170, alpha), panel.get_rect(), 2, border_radius=10)
        surface.blit(panel, rect)
        for i, line in enumerate(lines):
            text.blit(surface, line, (rect.centerx, rect.y + 9 + step * i), size, (255, 248, 232),
                      anchor="midtop")


def free_place(rect: pygame.Rect, area: pygame.Rect, avoid) -> pygame.Rect:
    """`rect` moved as low in `area` as it can lie without touching any of `avoid` (it climbs over
    each one it would cover); at the bottom of `area` when no such place is left."""
    rect.bottom = area.bottom
    for _ in range(len(avoid) + 1):
        hit = [r for r in avoid if r.colliderect(rect)]
        if not hit:
            return rect
        rect.bottom = min(r.top for r in hit) - 4
        if rect.top < area.top:
            break
    rect.bottom = area.bottom
    return rect


def table_size(text, message: str, width: int, room: int = 720) -> int:
    """The text size for a toast at a table: the full size, or the largest smaller one down to
    `TABLE_MIN_SIZE` that puts `message` on one line within `width` (a hint's reason with its
    chances in English runs long); when none does, the largest whose lines fit in `room` pixels
    of height, or else the smallest (fewest lines), so a toast in a narrow band stays low."""
    sizes = range(SIZE, TABLE_MIN_SIZE - 1, -1)
    for size in sizes:
        if text.font(size).size(message)[0] <= width:
            return size
    for size in sizes:
        if 18 + (size + 10) * len(text.wrap(message, size, width)) <= room:
            return size
    return TABLE_MIN_SIZE
