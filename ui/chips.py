"""Chip tokens drawn in code (a clay chip with an edge pattern), cached per size, and a helper
drawing a small stack with its count."""
from __future__ import annotations

import math

import pygame

_cache: dict[tuple, pygame.Surface] = {}


def token(radius: int, color=(178, 36, 40)) -> pygame.Surface:
    key = (radius, color)
    surf = _cache.get(key)
    if surf is None:
        s = 4
        R = radius * s
        big = pygame.Surface((2 * R + 2 * s, 2 * R + 2 * s), pygame.SRCALPHA)
        c = (R + s, R + s)
        pygame.draw.circle(big, (20, 10, 10, 120), (c[0] + s, c[1] + s), R)
        pygame.draw.circle(big, color, c, R)
        for i in range(8):
            a = i * math.pi / 4
            x, y = c[0] + math.cos(a) * R * 0.82, c[1] + math.sin(a) * R * 0.82
            pygame.draw.circle(big, (245, 238, 220), (x, y), R * 0.14)
        pygame.draw.circle(big, (245, 238, 220), c, int(R * 0.6), max(1, s))
        pygame.draw.circle(big, tuple(max(0, v - 30) for v in color), c, int(R * 0.52))
        surf = pygame.transform.smoothscale(big, (big.get_width() // s, big.get_height() // s))
        _cache[key] = surf
    return surf


def draw_stack(surface: pygame.Surface, pos, count: int, text, radius: int = 11,
               color=(178, 36, 40), label: bool = True, max_shown: int = 5) -> pygame.Rect:
    """`count` chips as a short stack at `pos` (left, centre-y) followed by "×count"."""
    img = token(radius, color)
    x, y = pos
    shown = min(count, max_shown)
    step = int(radius * 0.9)
    for i in range(shown):
        surface.blit(img, (x + i * step, y - radius))
    right = x + img.get_width() + max(0, shown - 1) * step
    if label:
        r = text.blit(surface, f"×{count}", (right + 4, y), 16, (244, 234, 208), bold=True, anchor="midleft")
        right = r.right
    return pygame.Rect(x, y - radius, right - x, radius * 2)


def stack_rect(pos, count: int, text, radius: int = 11, max_shown: int = 5) -> pygame.Rect:
    """Where `draw_stack` (with its label) draws `count` chips at `pos`, without drawing."""
    x, y = pos
    right = x + token(radius).get_width() + max(0, min(count, max_shown) - 1) * int(radius * 0.9)
    right += 4 + text.font(16, True).size(f"×{count}")[0]
    return pygame.Rect(x, y - radius, right - x, radius * 2)
