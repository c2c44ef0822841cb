"""Toasts: short messages (an illegal move's reason, a settings problem) shown in a banner at the
top of the window (at a table: just above the hand, stacked upwards) for a few seconds, above
everything else."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

COLORS = {"error": (150, 38, 32), "warn": (140, 100, 20), "info": (30, 70, 110)}


@dataclass
class Toast:
    text: str
    remaining: float
    kind: str


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
        line where it fits, ending at `bottom`: the band between the played cards and the hand,
        so a toast never covers either. `rects` keeps where they were drawn."""
        width = surface.get_width()
        items = self.items[-1:] if bottom is not None else self.items
        wrap_w = 1100 if bottom is not None else 760
        wrapped = [text.wrap(t.text, 20, wrap_w) for t in items]
        if bottom is not None:
            top = max(8, bottom - sum(26 + 30 * len(lines) for lines in wrapped) + 8)
        y = top
        self.rects = []
        for t, lines in zip(items, wrapped):
            h = 18 + 30 * len(lines)
            w = min(wrap_w + 60, max(text.font(20).size(line)[0] for line in lines) + 48)
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
                text.blit(surface, line, (rect.centerx, rect.y + 9 + 30 * i), 20, (255, 248, 232),
                          anchor="midtop")
            y += h + 8
