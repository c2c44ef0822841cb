"""Where everything of a Bao Huang table sits on the 1280×720 window: the four other seats across
the top in playing order as seen from the viewer (play goes to the right, counter-clockwise:
the viewer's right neighbour at the right end), the table's state at the left, the centre with
the play to beat in the middle, the log at the right, and the viewer's panel, prompt, grouped
hand and buttons at the bottom. Pure geometry; no drawing."""
from __future__ import annotations

import pygame

from ui.layouts.common import panel_row, play_slots
from ui.layouts.standard_geometry import StandardGeometry

W, H = 1280, 720
HAND = (70, 98)        # a hand stack's card
FIELD = (70, 98)       # a card in the centre
SMALL = (24, 34)       # an opponent's card backs
THICK = 3              # px per extra card a stack shows as thickness (at most STACK_DEPTH)
STACK_DEPTH = 2


class Geometry(StandardGeometry):
    HAND, HAND_TOP, BACKS, BACKS_AT = HAND, 36, SMALL, (12, 40)

    def __init__(self, players: int, viewer: int | None) -> None:
        super().__init__(players, viewer)
        # left to right: the seat before the viewer … the viewer's right neighbour (who plays next)
        self.opponents = [(self.bottom + i) % players for i in range(players - 1, 0, -1)]
        self.panels = panel_row(self.opponents, 108, window_w=W)
        self.own_panel = pygame.Rect(10, 468, 980, 40)
        self.panels[self.bottom] = self.own_panel
        self.info_area = pygame.Rect(14, 128, 232, 328)   # ends above the viewer's line's glow
        self.field_area = pygame.Rect(256, 128, 702, 328)
        self.log_area = pygame.Rect(968, 128, 298, 328)
        self.hand_area = pygame.Rect(10, 538, 980, 180)
        self.buttons_area = pygame.Rect(1000, 468, 266, 196)
        self.prompt_pos = (self.hand_area.centerx, 512)
        self.toast_band = self.field_area.inflate(0, -8)     # the field's foot
        self.keys_pos = (self.hand_area.centerx, 697)

    # ---- the hand ------------------------------------------------------------------------------
    def stack_rects(self, count: int) -> list[pygame.Rect]:
        """One card place per stack, in a row centred in the hand area (room left for the lift
        above and the count badge below)."""
        if count <= 0:
            return []
        w, h = HAND
        room = self.hand_area.w - 30 - w - THICK * STACK_DEPTH
        step = min(w + 16, room // max(1, count - 1)) if count > 1 else 0
        total = w + step * (count - 1)
        x0 = self.hand_area.centerx - total // 2
        y = self.hand_area.y + 36
        return [pygame.Rect(x0 + i * step, y, w, h) for i in range(count)]

    # ---- the centre ----------------------------------------------------------------------------
    def field_centre(self) -> tuple[int, int]:
        return (self.field_area.centerx + 40, self.field_area.centery + 24)

    def field_slots(self, count: int, centre=None) -> list[pygame.Rect]:
        """A play centred in the field (more than 10 cards wrap to a second row)."""
        return play_slots(centre or self.field_centre(), count, FIELD)

    def under_slots(self, depth: int, count: int) -> list[pygame.Rect]:
        """An older play of the round (depth 1 = just under the top one) peeks out above left."""
        cx, cy = self.field_centre()
        return self.field_slots(count, (cx - 34 * depth, cy - 24 * depth))

    def banner_rect(self) -> pygame.Rect:
        """The rebellion / reveal banner: the top of the centre, above the played cards, never
        over the hand."""
        rect = pygame.Rect(0, 0, 560, 84)
        rect.midtop = (self.field_area.centerx, self.field_area.y + 6)
        return rect

    # ---- seats ---------------------------------------------------------------------------------
    def seat_point(self, seat: int) -> tuple[int, int]:
        """Where a remark about a seat pops up (under its panel; above the viewer's own)."""
        if seat == self.bottom:
            return (self.own_panel.x + 180, self.own_panel.y - 16)
        panel = self.panels[seat]
        return (panel.centerx, panel.bottom + 18)

    def crown_point(self, seat: int) -> tuple[int, int]:
        """Where a seat's crown / Emperor-card marker sits (left of the name)."""
        panel = self.panels[seat]
        return (panel.x + 22, panel.y + 20)
