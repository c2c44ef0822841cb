"""The parts of the Bao Huang table a lesson step may ring (`Layout.lesson_zones`), as rectangles
of the 1280×720 canvas, from the same geometry the table draws with: the hand, the Emperor card
in it, the info panel, the centre, the log, the buttons, the viewer's own panel, the opponents'
row, and the panels of the Emperor, the revealed Guard and the first rebel."""
from __future__ import annotations

import pygame

from ui.layouts.baohuang.geometry import STACK_DEPTH, THICK, Geometry
from ui.layouts.baohuang.hand import stacks_of


def emperor_card_rect(g: Geometry, hand) -> pygame.Rect | None:
    """The hand's stack holding the Emperor card, with the thickness it is drawn with."""
    stacks = stacks_of(hand)
    for stack, rect in zip(stacks, g.stack_rects(len(stacks))):
        if stack.emperor:
            depth = THICK * STACK_DEPTH
            return rect.union(rect.move(depth, -depth))
    return None


def lesson_zones(g: Geometry, view) -> dict[str, pygame.Rect]:
    zones = {
        "hand": g.hand_area.copy(),
        "info": g.info_area.copy(),
        "centre": g.field_area.copy(),
        "log": g.log_area.copy(),
        "buttons": g.buttons_area.copy(),
        "me": g.own_panel.copy(),
        "opponents": g.panels[g.opponents[0]].unionall([g.panels[s] for s in g.opponents[1:]]),
    }
    card = emperor_card_rect(g, view.hand) if view.seat is not None else None
    if card is not None:
        zones["emperor_card"] = card
    seats = {"emperor": view.emperor, "guard": view.guard if view.guard != view.emperor else None,
             "rebel": view.rebels[0] if view.rebels else None}
    for name, seat in seats.items():
        if seat is not None:
            zones[name] = g.panels[seat].copy()
    return zones
