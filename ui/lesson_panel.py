"""The lesson's drawing over the table: the step panel (the step's words, where its buttons go,
and where it stands so that it covers neither the learner's hand nor the ringed zone) and the
ring, a pulsing outline around the zone a step talks about. The buttons themselves are the
lesson table's pygame-gui buttons, placed in the rectangles `button_rects` gives."""
from __future__ import annotations

import math

import pygame

from ui.layouts.common import CREAM, DIM, GOLD

PANEL_W = 660
NARROW_W = 300          # the panel in a side column, when a wide one would cover the hand or the zone
TEXT_SIZE = 19
LINE_H = 27
PAD = 16
BUTTON_H = 40
MARGIN = 8
RING_PERIOD_S = 1.2


def wrap_words(text, words: str, width: int = PANEL_W) -> list[str]:
    """The step's words as the lines of a panel `width` wide."""
    return text.wrap(words, TEXT_SIZE, width - 2 * PAD) or [""]


COUNTER_H = 22         # a narrow panel's own row for "Step n / N" (a wide one has it between its buttons)


def panel_height(lines: list[str], width: int = PANEL_W) -> int:
    counter = COUNTER_H if width < PANEL_W else 0
    return PAD + len(lines) * LINE_H + 10 + counter + BUTTON_H + PAD


def _candidates(size: tuple[int, int], height: int, prefer_top: bool, width: int,
                zone: pygame.Rect | None) -> list[pygame.Rect]:
    w, h = size
    ys = [MARGIN, h - height - MARGIN] if prefer_top else [h - height - MARGIN, MARGIN]
    ys.append((h - height) // 2)
    if zone is not None:   # just below or above the ringed zone
        ys += [zone.bottom + MARGIN, zone.top - height - MARGIN]
    ys = [y for y in ys if MARGIN <= y <= h - height - MARGIN]
    xs = [(w - width) // 2, MARGIN, w - width - MARGIN]
    return [pygame.Rect(x, y, width, height) for y in ys for x in xs]


def clear_place(size: tuple[int, int], height: int, must_clear: list[pygame.Rect],
                rather_clear: list[pygame.Rect] = (), prefer_top: bool = True, width: int = PANEL_W,
                zone: pygame.Rect | None = None) -> pygame.Rect | None:
    """The first place for a panel `width` wide that covers none of `must_clear` (the hand, the
    ringed zone) nor `rather_clear` (the prompt, buttons), else the first that covers none of
    `must_clear`; None when every place covers some of it. Places: top or bottom (`prefer_top`
    first), the middle, just below or above `zone`; each centred or at a side."""
    places = _candidates(size, height, prefer_top, width, zone)
    for keep in (list(must_clear) + list(rather_clear), list(must_clear)):
        for rect in places:
            if not any(rect.colliderect(r) for r in keep):
                return rect
    return None


def place_panel(size: tuple[int, int], height: int, must_clear: list[pygame.Rect],
                rather_clear: list[pygame.Rect] = (), prefer_top: bool = True) -> pygame.Rect:
    """`clear_place` for the wide panel, else the place that covers least of `must_clear`."""
    found = clear_place(size, height, must_clear, rather_clear, prefer_top)
    if found is not None:
        return found
    places = _candidates(size, height, prefer_top, PANEL_W, None)

    def covered(rect: pygame.Rect) -> int:
        return sum(rect.clip(r).w * rect.clip(r).h for r in must_clear)

    return min(places, key=covered)


def button_rects(panel: pygame.Rect, count: int, width: int = 220) -> list[pygame.Rect]:
    """`count` buttons along the panel's foot, right-aligned (the last is the rightmost); narrower
    in a narrow panel so they fit beside the rule link."""
    width = min(width, (panel.w - 2 * PAD - 10) // (count + 1) if panel.w < PANEL_W else width)
    y = panel.bottom - PAD - BUTTON_H
    x = panel.right - PAD - count * width - (count - 1) * 10
    return [pygame.Rect(x + i * (width + 10), y, width, BUTTON_H) for i in range(count)]


def link_rect(panel: pygame.Rect, width: int = 170) -> pygame.Rect:
    """The rule link, at the panel's foot on the left."""
    if panel.w < PANEL_W:
        width = min(width, (panel.w - 2 * PAD - 10) // 2)
    return pygame.Rect(panel.x + PAD, panel.bottom - PAD - BUTTON_H, width, BUTTON_H)


def draw_panel(surface: pygame.Surface, text, rect: pygame.Rect, lines: list[str], counter: str = "") -> None:
    """The panel's back, its words and its step counter (the buttons are drawn by pygame-gui)."""
    back = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(back, (10, 26, 18, 238), back.get_rect(), border_radius=14)
    pygame.draw.rect(back, (*GOLD, 255), back.get_rect(), 2, border_radius=14)
    surface.blit(back, rect)
    y = rect.y + PAD
    for line in lines:
        text.blit(surface, line, (rect.x + PAD, y), TEXT_SIZE, CREAM)
        y += LINE_H
    if counter and rect.w >= PANEL_W:   # at the foot, between the rule link (left) and Next (right)
        text.blit(surface, counter, (rect.centerx, rect.bottom - PAD - BUTTON_H // 2), 15, DIM, anchor="center")
    elif counter:                       # a narrow panel: its own row above the buttons, at the right
        text.blit(surface, counter, (rect.right - PAD, rect.bottom - PAD - BUTTON_H - 6), 15, DIM,
                  anchor="bottomright")


def pulse(clock: float) -> float:
    """0..1, the ring's pulse at `clock` seconds."""
    return (math.sin(clock * 2 * math.pi / RING_PERIOD_S) + 1) / 2


RING_REACH = 8 + 6 + 4   # how far the ring's line lies outside its zone at the pulse's widest


def ring_zone(zone: pygame.Rect, crossed: list[pygame.Rect]) -> pygame.Rect:
    """`zone` grown over every rectangle in `crossed` (prompt lines, raised cards) its ring's line
    would otherwise run through, so that the ring goes round them."""
    grown = pygame.Rect(zone)
    for _ in range(4):   # growing over one may bring the line to another
        through = [r for r in crossed if runs_through(grown, r)]
        if not through:
            break
        grown = grown.unionall(through)
    return grown


def runs_through(zone: pygame.Rect, rect: pygame.Rect) -> bool:
    """Whether the ring round `zone` (its line 8 to RING_REACH px outside it) crosses `rect`: it
    meets the ring's outer edge without lying wholly inside the line."""
    return rect.colliderect(zone.inflate(2 * RING_REACH, 2 * RING_REACH)) and not zone.inflate(12, 12).contains(rect)


def draw_ring(surface: pygame.Surface, zone: pygame.Rect, clock: float) -> pygame.Rect:
    """A pulsing gold outline around `zone` (kept inside the window); returns its rectangle."""
    amount = pulse(clock)
    grow = 8 + int(6 * amount)
    rect = zone.inflate(2 * grow, 2 * grow).clip(surface.get_rect().inflate(-2, -2))
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    alpha = 150 + int(105 * amount)
    pygame.draw.rect(layer, (*GOLD, alpha), layer.get_rect(), 4, border_radius=16)
    pygame.draw.rect(layer, (255, 250, 220, alpha // 3), layer.get_rect().inflate(-8, -8), 2, border_radius=12)
    surface.blit(layer, rect)
    return rect
