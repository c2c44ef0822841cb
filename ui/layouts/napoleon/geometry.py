"""Where everything of a Napoleon table sits on a 1280×720 window: the viewer at the bottom and the
other four seats round the table in playing order (clockwise: left, top-left, top-right, right),
the contract panel (deal, dealer, bid, trump, named card, discards, direction) top left, the match
totals top right, the trick centre with one place per seat, the log and the last trick beside the
side seats, the hand, the prompt and the buttons at the bottom, and the boxes of the bidding panel,
the adjutant picker and the deal results. Pure geometry from the viewer; no drawing."""
from __future__ import annotations

import pygame

from ui.layouts.standard_geometry import StandardGeometry

W, H = 1280, 720
HAND = (84, 120)
TRICK = (70, 98)
SMALL = (34, 48)
TINY = (24, 34)
PICK = (44, 62)
PLAYERS = 5


class Geometry(StandardGeometry):
    HAND, BACKS = HAND, TINY   # the deal flies to where the fan lies

    def __init__(self, viewer: int | None) -> None:
        super().__init__(PLAYERS, viewer)
        panels = (pygame.Rect(10, 514, 270, 198),     # the viewer
                  pygame.Rect(10, 252, 270, 150),     # to the left
                  pygame.Rect(292, 8, 340, 128),      # top left
                  pygame.Rect(648, 8, 340, 128),      # top right
                  pygame.Rect(1000, 252, 270, 150))   # to the right
        centres = ((640, 420), (488, 326), (566, 212), (714, 212), (792, 326))   # the viewer's tag ends above row 503
        self.panels = {seat: panels[i] for i, seat in enumerate(self.order)}
        self._trick_centres = {seat: centres[i] for i, seat in enumerate(self.order)}
        self.info_area = pygame.Rect(10, 8, 270, 236)
        self.totals_area = pygame.Rect(1000, 8, 270, 236)
        self.log_area = pygame.Rect(10, 410, 270, 92)   # ends above the viewer's turn tab
        self.last_trick_area = pygame.Rect(1000, 410, 270, 92)
        self.centre = pygame.Rect(292, 146, 696, 362)
        self.hand_area = pygame.Rect(292, 540, 696, 176)
        self.buttons_area = pygame.Rect(1000, 514, 270, 198)
        self.prompt_pos = (640, 538)
        self.toast_band = self.centre.inflate(0, -6)    # the trick's foot: the viewer's slot, empty while deciding
        self.keys_pos = (640, 700)
        self.bid_box = pygame.Rect(392, 170, 496, 300)
        self.pick_box = pygame.Rect(292, 146, 696, 362)
        self.result_box = pygame.Rect(150, 96, 980, 410)

    # ---- seats -----------------------------------------------------------------------------------
    def trick_rect(self, seat: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, *TRICK)
        rect.center = self._trick_centres[seat]
        return rect

    def honours_origin(self, seat: int) -> tuple[int, int]:
        """Top-left of the row of honours a seat has taken."""
        panel = self.panels[seat]
        if seat == self.bottom:
            return (panel.x + 12, panel.y + 100)
        return (panel.x + 12, panel.bottom - 42)

    def honours_step(self, seat: int, count: int) -> int:
        room = self.panels[seat].w - 24 - TINY[0]
        return max(6, min(16, room // max(1, count - 1)))

    def pile_rect(self, seat: int) -> pygame.Rect:
        """Where a won trick flies to: the seat's row of honours."""
        x, y = self.honours_origin(seat)
        return pygame.Rect(x, y, *TINY)

    # ---- centre and info ----------------------------------------------------------------------------
    def widow_rects(self, count: int = 3) -> list[pygame.Rect]:
        cx, cy = self.centre.centerx, 316
        return [pygame.Rect(cx - 58 + i * 40, cy - SMALL[1] // 2, *SMALL) for i in range(count)]

    def discard_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.info_area.x + 112 + index * 30, self.info_area.y + 164, *TINY)

    def named_rect(self) -> pygame.Rect:
        return pygame.Rect(self.info_area.x + 112, self.info_area.y + 116, *TINY)

    def pick_rects(self) -> list[tuple[pygame.Rect, int, int]]:
        """(rect, row, column) of the adjutant picker: four suits by rows, A K Q J 10 … 2 by
        columns, the joker in a 14th column of the first row."""
        box = self.pick_box
        step_x, step_y = 48, 70
        x0 = box.centerx - (14 * step_x - 4) // 2
        out = []
        for row in range(4):
            for col in range(13):
                out.append((pygame.Rect(x0 + col * step_x, box.y + 44 + row * step_y, *PICK), row, col))
        out.append((pygame.Rect(x0 + 13 * step_x, box.y + 44, *PICK), 0, 13))
        return out
