"""What every table's geometry has, whatever the game: the seats in playing order from the viewer
(at the bottom) on, the viewer's hand fanned along `hand_area`, and where each seat's hand is for
the animations (the middle of the viewer's fan, the small backs in another seat's panel). A game's
Geometry sets its zones (`hand_area`, `panels` and its own) and the sizes below."""
from __future__ import annotations

import pygame

from ui.layouts.common import fan_rects, seat_order


class StandardGeometry:
    HAND: tuple[int, int] = (84, 120)    # a card of the viewer's hand
    HAND_GAP = 8                         # between the hand's cards while they fit side by side
    HAND_TOP = 24                        # the hand's cards below the top of `hand_area`
    HAND_MARGIN = 0                      # kept free in the hand's row when it overlaps
    BACKS: tuple[int, int] = (22, 31)    # another seat's small card backs
    BACKS_AT = (12, 36)                  # where they start in its panel
    hand_area: pygame.Rect
    panels: dict[int, pygame.Rect]

    def __init__(self, players: int, viewer: int | None) -> None:
        self.players = players
        self.bottom = viewer if viewer is not None else 0
        self.order = seat_order(players, viewer)   # playing order from the viewer
        self.opponents = self.order[1:]

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """The viewer's `count` cards side by side along the hand's area (overlapping when many)."""
        return fan_rects(self.hand_area, count, self.HAND, self.HAND_GAP, self.HAND_TOP, self.HAND_MARGIN)

    def hand_anchor(self, seat: int) -> pygame.Rect:
        """Where a seat's hand is: the middle of the viewer's fan, the small backs of the others."""
        if seat == self.bottom:
            return pygame.Rect(self.hand_area.centerx - self.HAND[0] // 2, self.hand_area.y + self.HAND_TOP, *self.HAND)
        panel = self.panels[seat]
        return pygame.Rect(panel.x + self.BACKS_AT[0], panel.y + self.BACKS_AT[1], *self.BACKS)
