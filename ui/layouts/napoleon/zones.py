"""The parts of a Napoleon table a guided lesson can ring (`Layout.lesson_zones`): canvas rectangles
taken from the same `Geometry` the table draws with, only for what is on screen in the view's
phase — the hand, the widow and the bid pills while no panel covers them, the bidding panel and
the adjutant picker on the viewer's turn, the contract panel, the named card and the discards, the
trick places, the last trick, each seat's panel ("seat:<n>"; the viewer's is also "my_seat"), the
totals, the log and the end-of-deal results."""
from __future__ import annotations

import pygame

from ui.layouts.napoleon.geometry import Geometry


def union(rects: list[pygame.Rect]) -> pygame.Rect:
    return rects[0].unionall(rects[1:])


def lesson_zones(g: Geometry, view, hand_count: int) -> dict[str, pygame.Rect]:
    """Zone name -> rectangle for `view`, seen from the geometry's bottom seat; `hand_count` is
    the number of cards in the viewer's fan."""
    zones = {"contract": g.info_area.copy(), "totals": g.totals_area.copy(), "log": g.log_area.copy(),
             "last_trick": g.last_trick_area.copy(), "my_seat": g.panels[g.bottom].copy(),
             "discards": union([g.discard_rect(i) for i in range(3)])}
    zones.update({f"seat:{seat}": g.panels[seat].copy() for seat in g.order})
    named = g.named_rect()
    zones["named"] = named.union(pygame.Rect(named.right, named.y, g.info_area.right - 8 - named.right, named.h))
    if view.seat is not None and hand_count:
        zones["hand"] = union(g.hand_rects(hand_count))
    zones.update(_centre_zones(g, view))
    return zones


def _centre_zones(g: Geometry, view) -> dict[str, pygame.Rect]:
    """The middle of the table: the results at the end; the bidding panel or the adjutant picker
    on the viewer's turn (they cover the widow and the bids); else the widow, the bids, the trick."""
    if view.phase == "over":
        return {"results": g.result_box.copy()}
    places = union([g.trick_rect(seat) for seat in g.order]).inflate(12, 12)
    deciding = view.seat is not None and view.seat in view.to_act
    if deciding and view.phase == "bid":
        return {"bid_panel": g.bid_box.copy()}
    if deciding and view.phase == "name":
        return {"picker": g.pick_box.copy()}
    zones = {"trick": places}
    if view.phase in ("bid", "name") and view.widow_size:
        zones["widow"] = union(g.widow_rects(view.widow_size)).inflate(12, 12)
    if view.phase == "bid":
        zones["bids"] = places
    return zones
