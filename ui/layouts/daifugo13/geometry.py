"""Where everything of a 13th-Floor Daifugo table sits on the 1280×720 window: the other 2–5 seats
across the top in clockwise order (left to right), the draw pile and dead pile at the left, the
field in the middle, the table's state (direction, order, revolution, Eleven Back) and the log at
the right, the viewer's hand, prompt and buttons at the bottom. Pure geometry; no drawing."""
from __future__ import annotations

import pygame

from ui.layouts.common import panel_row, play_slots
from ui.layouts.standard_geometry import StandardGeometry

W, H = 1280, 720
HAND = (80, 112)
FIELD = (74, 104)
SMALL = (30, 42)
TINY = (20, 28)
HINT_COLUMN_X = W - 126   # the table's Hint button, and Continue under it (Layout.hint_button_rect)


class Geometry(StandardGeometry):
    HAND, HAND_TOP, HAND_MARGIN, BACKS, BACKS_AT = HAND, 30, 20, SMALL, (14, 40)

    def __init__(self, players: int, viewer: int | None) -> None:
        super().__init__(players, viewer)
        # four or five opponents: the row ends left of the Hint and Continue buttons' column
        row_w = W if len(self.opponents) < 4 else HINT_COLUMN_X - 10
        self.panels = panel_row(self.opponents, 104, max_width=330, window_w=row_w)
        self.own_panel = pygame.Rect(14, 470, 952, 40)
        self.panels[self.bottom] = self.own_panel
        self.piles_area = pygame.Rect(14, 124, 200, 334)   # ends above the viewer's line's glow
        self.field_area = pygame.Rect(226, 124, 724, 334)
        self.info_area = pygame.Rect(962, 124, 304, 334)
        self.hand_area = pygame.Rect(14, 548, 952, 166)
        self.buttons_area = pygame.Rect(980, 470, 286, 244)
        self.prompt_pos = (490, 516)
        self.toast_band = self.field_area.inflate(0, -8)     # the field's foot

    # ---- piles ---------------------------------------------------------------------------------
    def pile_rect(self) -> pygame.Rect:
        return pygame.Rect(self.piles_area.x + 24, self.piles_area.y + 44, *FIELD)

    def dead_rect(self) -> pygame.Rect:
        return pygame.Rect(self.piles_area.x + 24, self.piles_area.y + 204, *FIELD)

    def dead_label_y(self) -> int:
        """The dead pile's title sits above its cards; the draw pile's part of the area ends there."""
        return self.dead_rect().y - 34

    def pile_zone(self) -> pygame.Rect:
        """The draw pile with its title and count (the upper part of the piles area)."""
        area = self.piles_area
        return pygame.Rect(area.x, area.y, area.w, self.dead_label_y() - 4 - area.y)

    def dead_zone(self) -> pygame.Rect:
        """The dead pile with its title and count (the lower part of the piles area)."""
        area = self.piles_area
        top = self.dead_label_y() - 4
        return pygame.Rect(area.x, top, area.w, area.bottom - top)

    # ---- the field -----------------------------------------------------------------------------
    def field_slots(self, count: int, centre=None) -> list[pygame.Rect]:
        """The top play, centred in the field (a wide stairs wraps to a second row)."""
        return play_slots(centre or self.field_centre(), count, FIELD)

    def field_centre(self) -> tuple[int, int]:
        return (self.field_area.centerx, self.field_area.centery + 34)

    def under_slots(self, depth: int, count: int) -> list[pygame.Rect]:
        """An older play (depth 1 = just below the top) peeks out above and left of the top play."""
        cx, cy = self.field_centre()
        return self.field_slots(count, (cx - 30 * depth, cy - 26 * depth))

    # ---- seats ---------------------------------------------------------------------------------
    def seat_point(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom:
            return (self.hand_area.centerx, self.hand_area.y + 10)
        panel = self.panels[seat]
        return (panel.centerx, panel.bottom + 18)

    def reveal_rect(self, seat: int) -> pygame.Rect:
        """Where a seat's D02 leader-draw card is shown: one slot per seat in a row across the
        field, in seat order starting from the viewer."""
        order = [self.bottom] + self.opponents
        slots = self.field_slots(self.players, (self.field_area.centerx, self.field_area.bottom - 96))
        step = min(110, (self.field_area.w - 40) // self.players)
        x0 = self.field_area.centerx - (step * (self.players - 1)) // 2 - FIELD[0] // 2
        rect = slots[0].copy()
        rect.x = x0 + order.index(seat) * step
        return rect

    def banner_rect(self) -> pygame.Rect:
        """Effect banners sit at the top of the field, above every play on it (never over cards)."""
        rect = pygame.Rect(0, 0, 560, 92)   # the field's own label stays readable at its left
        rect.midtop = (self.field_area.centerx, self.field_area.y + 4)
        return rect

    def dialog_rect(self) -> pygame.Rect:
        return pygame.Rect(self.field_area.x + 22, self.field_area.y + 26, self.field_area.w - 44, 304)
