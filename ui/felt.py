"""The felt table background: green baize with a fine fibre texture, soft light in the middle
and a darker vignette at the edges, plus a wooden rail. Drawn once per size, then cached."""
from __future__ import annotations

import random

import pygame

BASE = (30, 92, 58)
_cache: dict[tuple[int, int], pygame.Surface] = {}


def _noise_tile(size: int, rng: random.Random) -> pygame.Surface:
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    for y in range(size):
        for x in range(size):
            v = rng.randint(-1, 1) + rng.randint(-1, 1)
            if v > 0:
                tile.set_at((x, y), (255, 255, 255, 5 * v))
            elif v < 0:
                tile.set_at((x, y), (0, 0, 0, -7 * v))
    for _ in range(size * 2):  # short fibres
        x, y = rng.randrange(size), rng.randrange(size)
        dx, dy = rng.choice(((1, 0), (0, 1), (1, 1), (1, -1)))
        length = rng.randint(2, 4)
        shade = (255, 255, 255, 10) if rng.random() < 0.5 else (0, 0, 0, 14)
        pygame.draw.line(tile, shade, (x, y), ((x + dx * length) % size, (y + dy * length) % size))
    return tile


def _radial(size: tuple[int, int]) -> pygame.Surface:
    """Light centre, dark edges: computed on a small grid and smoothly scaled up."""
    gw, gh = 64, 36
    small = pygame.Surface((gw, gh), pygame.SRCALPHA)
    for y in range(gh):
        for x in range(gw):
            dx = (x + 0.5) / gw - 0.5
            dy = (y + 0.5) / gh - 0.5
            d = (dx * dx * 1.0 + dy * dy * 1.3) ** 0.5 / 0.62
            if d < 0.45:
                small.set_at((x, y), (255, 255, 230, int(26 * (1 - d / 0.45))))
            else:
                a = min(1.0, (d - 0.45) / 0.55)
                small.set_at((x, y), (0, 0, 0, int(150 * a * a)))
    return pygame.transform.smoothscale(small, size)


def felt(size: tuple[int, int]) -> pygame.Surface:
    cached = _cache.get(size)
    if cached is not None:
        return cached
    w, h = size
    surf = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
    surf.fill(BASE)
    tile = _noise_tile(96, random.Random(7))
    for y in range(0, h, 96):
        for x in range(0, w, 96):
            surf.blit(tile, (x, y))
    surf.blit(_radial(size), (0, 0))
    _cache[size] = surf
    return surf
