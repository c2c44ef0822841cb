"""The parts of a Tyrant table a lesson step rings (engines/tyrant/lesson.py): screen rectangles on
the 1280×720 canvas, computed from the table's own `Geometry` for the viewer at the bottom.

Zones: "hand" (the viewer's hand), "keep" (the keep / return chooser), "stock", "chips" (the
viewer's chips), "fame" (the viewer's ace and trick piles with their caption), "marker" (the round
marker, wherever it lies), "played" (the viewer's played cards), "lead_row" (the lead deck and the
face-up lead cards), "lead_card" (the current lead card), "plaza", "plaza:S|H|D|C" (one column),
"seat:<s>" (an opponent's panel and played cards)."""
from __future__ import annotations

import pygame

from ui.chips import stack_rect
from ui.layouts.tyrant.geometry import SUITS, Geometry

LABEL = 22          # the line of text drawn under a card or a pile ("Lead: ♦", "Fame · 2 tricks")
OWN_CHIP_RADIUS = 11
RING_MARGIN = 6     # room between a zone's edge and what it rings


def _around(rect: pygame.Rect, below: int = 0) -> pygame.Rect:
    """`rect` with a margin, stretched down over a label of height `below`."""
    out = rect.inflate(2 * RING_MARGIN, 2 * RING_MARGIN)
    out.h += below
    return out


def hand_zone(g: Geometry, count: int) -> pygame.Rect:
    rects = g.hand_rects(max(1, count))
    return _around(rects[0].unionall(rects[1:]))


def fame_zone(g: Geometry, seat: int, piles: int) -> pygame.Rect:
    ace = g.ace_rect(seat)
    last = g.trick_rect(seat, piles - 1) if piles else ace
    return _around(ace.union(last), LABEL)


def lead_row_zone(g: Geometry) -> pygame.Rect:
    deck = g.lead_deck_rect()
    return _around(deck.union(g.lead_slot(2)), LABEL)


def lesson_zones(g: Geometry, view, text) -> dict[str, pygame.Rect]:
    """Every zone for `view` (the learner's view) on geometry `g`."""
    me = g.bottom
    hand = view.hand if view.hand is not None else ()
    zones = {
        "hand": hand_zone(g, len(hand)),
        "keep": g.keep_box.copy(),
        "stock": _around(g.stock_anchor(me), LABEL),
        "chips": _around(stack_rect(g.chips_pos(me), view.chips[me], text, OWN_CHIP_RADIUS)),
        "fame": fame_zone(g, me, len(view.trick_piles[me])),
        "marker": _around(g.marker_rect(view.marker)),
        "played": g.right_area.copy(),
        "lead_row": lead_row_zone(g),
        "lead_card": _around(g.lead_slot(2), LABEL),
        "plaza": g.plaza_area.copy(),
    }
    for suit in SUITS:
        zones["plaza:" + suit] = g.column_rect(suit)
    for seat in g.opponents:
        zones[f"seat:{seat}"] = g.panels[seat].union(g.played_zone(seat))
    return zones
