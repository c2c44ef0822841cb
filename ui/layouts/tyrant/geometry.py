"""Where everything of a Tyrant table sits on a 1280×720 window: opponents across the top (in
clockwise order, left to right), the lead deck and lead row at the left, the plaza columns in the
middle, the viewer's played cards and the log at the right, the viewer's hand and panel at the
bottom; the keep chooser and the stock viewer in the hand's band, under the lead row and plaza. Pure geometry from (players, viewer); no drawing."""
from __future__ import annotations

import pygame

from ui.layouts.standard_geometry import StandardGeometry

SUITS = ("S", "H", "D", "C")
HAND = (84, 120)
MID = (58, 82)
PLAZA = (50, 70)
SMALL = (34, 48)
TINY = (24, 34)
SPENT_RADIUS = 9      # the spent chips' tokens
W, H = 1280, 720
HINT_BUTTON = pygame.Rect(W - 128, 148, 116, 38)   # right, in the gap under the opponents' row
BUTTONS_AREA = pygame.Rect(994, 520, 276, 196)     # the viewer's action buttons, bottom right
# the keep-7 / return-6 chooser and the stock viewer: docked in the band of the viewer's hand (empty
# while choosing), below the lead row and the plaza, which stay in sight (the lead suit is chosen for)
KEEP_BOX = pygame.Rect(318, 504, 668, 192)
KEEP_CARD = (74, 106)
KEEP_LIFT = 8         # a chosen card rises this much
SUIT_GAP = 14         # extra room between suits in the chooser's fan


class Geometry(StandardGeometry):
    HAND, HAND_GAP, HAND_TOP, BACKS, BACKS_AT = HAND, 10, 30, TINY, (12, 44)   # the fan ends above the key footer

    def __init__(self, players: int, viewer: int | None) -> None:
        super().__init__(players, viewer)
        n = len(self.opponents)
        width = 404 if n == 3 else 520
        gap = (W - 20 - n * width) // max(1, n - 1) if n > 1 else 0
        self.panels: dict[int, pygame.Rect] = {}
        for i, seat in enumerate(self.opponents):
            self.panels[seat] = pygame.Rect(10 + i * (width + gap), 8, width, 120)
        self.panels[self.bottom] = pygame.Rect(10, 516, 300, 196)
        self.lead_area = pygame.Rect(14, 236, 330, 266)
        self.plaza_area = pygame.Rect(356, 236, 584, 266)
        self.right_area = pygame.Rect(952, 236, 318, 266)
        self.own_played = pygame.Rect(962, 268, 298, 96)
        self.log_area = pygame.Rect(962, 380, 298, 118)   # its rule clears the "face down" tags above
        self.hand_area = pygame.Rect(322, 546, 660, 170)
        self.buttons_area = BUTTONS_AREA
        self.keep_box = KEEP_BOX
        self.prompt_pos = (652, 521)   # ends above where a selected hand card rises to
        self.toast_band = pygame.Rect(356, 236, 584, 262)    # the plaza's foot
        self.boxed_toast_band = pygame.Rect(322, 130, 660, 102)   # under the opponents, above the lead row

    # ---- seats ---------------------------------------------------------------------------------
    def played_zone(self, seat: int) -> pygame.Rect:
        if seat == self.bottom:
            return self.own_played
        panel = self.panels[seat]
        return pygame.Rect(panel.x, panel.bottom + 6, panel.w, 96)

    def played_slots(self, seat: int, count: int) -> list[pygame.Rect]:
        zone = self.played_zone(seat)
        w, h = MID
        step = w + 8
        total = count * step - 8
        centre = zone.centerx + (44 if seat == self.bottom else 0)  # room for badges on the left
        x0 = centre - total // 2
        if seat != self.bottom:
            x0 = min(x0, HINT_BUTTON.x - 12 - total)   # the rightmost seat's cards clear the Hint button
        return [pygame.Rect(x0 + i * step, zone.y + 6, w, h) for i in range(count)]

    def stock_anchor(self, seat: int) -> pygame.Rect:
        if seat == self.bottom:
            panel = self.panels[seat]
            return pygame.Rect(panel.x + 236, panel.y + 96, *SMALL)
        panel = self.panels[seat]
        return pygame.Rect(panel.x + 112, panel.y + 44, *TINY)

    def ace_rect(self, seat: int) -> pygame.Rect:
        panel = self.panels[seat]
        if seat == self.bottom:
            return pygame.Rect(panel.x + 14, panel.y + 96, *SMALL)
        return pygame.Rect(panel.x + 190, panel.y + 40, *SMALL)

    def trick_rect(self, seat: int, index: int) -> pygame.Rect:
        ace = self.ace_rect(seat)
        step = 18
        return pygame.Rect(ace.right + 8 + index * step, ace.y, *SMALL)

    def chips_pos(self, seat: int) -> tuple[int, int]:
        panel = self.panels[seat]
        if seat == self.bottom:
            return (panel.x + 24, panel.y + 66)
        return (panel.right - 160, panel.y + 22)

    def marker_rect(self, seat: int) -> pygame.Rect:
        """The round marker at the top right of the seat's panel; in the viewer's panel, below where
        its turn tab (on the panel's top edge, taller with larger type) reaches."""
        panel = self.panels[seat]
        return pygame.Rect(panel.right - 36, panel.y + (22 if seat == self.bottom else 8), 26, 36)

    # ---- centre ----------------------------------------------------------------------------------
    def lead_deck_rect(self) -> pygame.Rect:
        return pygame.Rect(self.lead_area.x + 14, self.lead_area.y + 46, *MID)

    def lead_slot(self, index: int) -> pygame.Rect:
        """Lead row slot `index` (0 nearest the deck, 2 the farthest: the current lead card)."""
        deck = self.lead_deck_rect()
        return pygame.Rect(deck.right + 26 + index * (MID[0] + 16), deck.y, *MID)

    def lead_slot_for(self, index: int, row_len: int) -> pygame.Rect:
        """The slot of lead_row[index] with the current lead card always at the farthest slot."""
        return self.lead_slot(index + (3 - row_len))

    def winner_label_pos(self) -> tuple[int, int]:
        """The centre of the trick winner's label: the top of the plaza, right of its title and
        above the columns' headers, clear of every seat's played cards and of the buttons."""
        return (self.plaza_area.centerx + 40, self.plaza_area.y + 20)

    def spent_chips_pos(self) -> tuple[int, int]:
        """Where the spent chips' stack starts (left, centre-y); its "×n" counter follows it."""
        return (self.lead_area.x + 16, self.lead_area.bottom - 18)

    def chips_discard_pos(self) -> tuple[int, int]:
        """Spent chips fly onto the stack's first chip (16 px above: see the layout's chip points),
        never onto its counter."""
        x, y = self.spent_chips_pos()
        return (x + SPENT_RADIUS, y - 16)

    def column_rect(self, suit: str) -> pygame.Rect:
        i = SUITS.index(suit)
        width = self.plaza_area.w // 4
        return pygame.Rect(self.plaza_area.x + i * width, self.plaza_area.y, width, self.plaza_area.h)

    def pile_rect(self, suit: str, index: int) -> pygame.Rect:
        col = self.column_rect(suit)
        return pygame.Rect(col.centerx - PLAZA[1] // 2, col.y + 72 + index * 14, PLAZA[1], PLAZA[0])

    def vertical_rect(self, suit: str, index: int, piles: int) -> pygame.Rect:
        col = self.column_rect(suit)
        top = col.y + 72 + ((piles - 1) * 14 + PLAZA[0] + 8 if piles else 0)
        step = 22 if piles < 2 else 17
        return pygame.Rect(col.centerx - PLAZA[0] // 2, top + index * step, *PLAZA)


    def chooser_rects(self, suits: list[str]) -> list[pygame.Rect]:
        """The chooser's cards (and the stock viewer's), one per entry of `suits` (the sorted
        cards' suits): a fan across the keep box, overlapping when needed, with a gap between
        suits so each suit's count reads at a glance."""
        count = len(suits)
        if not count:
            return []
        w, h = KEEP_CARD
        gaps = sum(1 for a, b in zip(suits, suits[1:]) if a != b)
        room = self.keep_box.w - 24 - w - gaps * SUIT_GAP
        step = min(w + 8, room // max(1, count - 1))
        total = w + step * (count - 1) + gaps * SUIT_GAP
        x = self.keep_box.centerx - total // 2
        top = self.keep_box.y + 46
        out = []
        for i, suit in enumerate(suits):
            if i and suit != suits[i - 1]:
                x += SUIT_GAP
            out.append(pygame.Rect(x, top, w, h))
            x += step
        return out
