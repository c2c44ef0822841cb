"""The table's log, drawn one way at every table: the newest whole entries that fit in its area,
oldest at the top, each wrapped inside the area (a continued row indented), the newest in cream
and the older ones dimmed; an entry is never cut off, the oldest ones leave first."""
from __future__ import annotations

import pygame

from ui.layouts.common import CREAM, DIM, MIN_TEXT

ROW = 19       # one log row's height at 1280×720 (larger type: taller rows)
INDENT = 10    # how far a wrapped entry's continued rows stand in


def draw_log(surface: pygame.Surface, text, area: pygame.Rect, entries: list[str], pad: int = 8) -> None:
    """Draw `entries` (oldest first, already in the current language) inside `area`, `pad` pixels
    in from its left and top edges."""
    pitch = text.pitch(MIN_TEXT, ROW)
    ink = text.font(MIN_TEXT).get_height()
    room = max(0, (area.h - pad - ink) // pitch + 1)   # rows whose glyphs end inside the area
    width = area.w - 2 * pad - INDENT
    rows: list[tuple[str, int, tuple]] = []
    for n, entry in enumerate(reversed(entries)):
        parts = text.wrap(entry, MIN_TEXT, width) or [""]
        if len(rows) + len(parts) > room:
            break
        color = CREAM if n == 0 else DIM
        rows[:0] = [(part, INDENT if i else 0, color) for i, part in enumerate(parts)]
    for i, (row, indent, color) in enumerate(rows):
        text.blit(surface, row, (area.x + pad + indent, area.y + pad + i * pitch), MIN_TEXT, color)
