"""Bao Huang's marks, drawn on the table and on the animations' tokens alike: the Emperor's crown,
the Guard's shield, and their colours."""
from __future__ import annotations

import pygame

GOLD_FILL = (236, 198, 106)
GUARD_BLUE = (70, 120, 200)
REBEL_RED = (160, 36, 40)


def draw_crown(surface, center, size: int, color=GOLD_FILL) -> pygame.Rect:
    """A small crown (three points on a band) centred at `center`, `size` px wide."""
    cx, cy = center
    w, h = size, int(size * 0.7)
    x0, y0 = cx - w // 2, cy - h // 2
    points = [(x0, y0 + h), (x0, y0 + h * 0.3), (x0 + w * 0.25, y0 + h * 0.6), (x0 + w * 0.5, y0),
              (x0 + w * 0.75, y0 + h * 0.6), (x0 + w, y0 + h * 0.3), (x0 + w, y0 + h)]
    pygame.draw.polygon(surface, color, points)
    pygame.draw.polygon(surface, (90, 60, 10), points, 1)
    for px in (x0, x0 + w * 0.5, x0 + w):
        pygame.draw.circle(surface, (255, 240, 190), (int(px), int(y0 + (0 if px == x0 + w * 0.5 else h * 0.3))), 2)
    return pygame.Rect(x0, y0, w, h)


def draw_shield(surface, center, size: int, color=GUARD_BLUE) -> pygame.Rect:
    """The Guard's shield mark."""
    cx, cy = center
    w, h = size, int(size * 1.15)
    x0, y0 = cx - w // 2, cy - h // 2
    points = [(x0, y0), (x0 + w, y0), (x0 + w, y0 + h * 0.55), (cx, y0 + h), (x0, y0 + h * 0.55)]
    pygame.draw.polygon(surface, color, points)
    pygame.draw.polygon(surface, (230, 240, 255), points, 2)
    return pygame.Rect(x0, y0, w, h)
