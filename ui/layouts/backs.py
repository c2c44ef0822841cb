"""Face-down cards as every table draws them: a pile (a few backs stacked, each a step off the one
under it), a row of backs standing for a hand nobody on screen may see (with its count after it,
"×12"), and the outlined place of a card or pile that is not there."""
from __future__ import annotations

import pygame

from ui.drawn import record
from ui.layouts.common import DIM, MIN_TEXT

EMPTY = (60, 90, 70)   # the outline of an empty place on the felt


def empty_place(surface: pygame.Surface, rect: pygame.Rect, edge: int = 1, radius: int = 4) -> None:
    """The place of a card or pile that is not there: its outline, `edge` px wide."""
    pygame.draw.rect(surface, EMPTY, rect, edge, border_radius=radius)


def draw_pile(art, surface: pygame.Surface, rect: pygame.Rect, count: int, most: int = 4,
              step: tuple[int, int] = (-2, -2), edge: int = 2, radius: int = 6) -> None:
    """`count` cards face down at `rect`: at most `most` backs, each `step` px off the one under it;
    none: the place outlined (`empty_place`, `edge` px wide; 0: nothing drawn)."""
    if count > 0:
        shown = min(count, most)
        for i in range(shown):
            art.blit(surface, None, rect.move(i * step[0], i * step[1]), face_up=False, shadow=i == 0)
        record("pile", rect.union(rect.move((shown - 1) * step[0], (shown - 1) * step[1])))
    elif edge:
        empty_place(surface, rect, edge, radius)


def draw_back_row(art, surface: pygame.Surface, rect: pygame.Rect, count: int, most: int, step: int) -> int:
    """A hand's `count` cards as backs from `rect` rightwards, `step` px apart (at most `most`);
    returns the right end of the last back drawn (of the first place when there is none)."""
    shown = min(max(count, 0), most)
    for i in range(shown):
        art.blit(surface, None, rect.move(i * step, 0), face_up=False, shadow=i == 0)
    return rect.right + max(shown - 1, 0) * step


def counted_back_row(art, text, surface: pygame.Surface, rect: pygame.Rect, count: int, most: int, step: int,
                     dy: int) -> tuple[int, int]:
    """`draw_back_row`, and "×count" after the backs, `dy` px below their top; returns where the
    count starts and where it ends (larger type makes it wider)."""
    x = draw_back_row(art, surface, rect, count, most, step) + 9
    return x, text.blit(surface, f"×{count}", (x, rect.y + dy), MIN_TEXT, DIM).right
