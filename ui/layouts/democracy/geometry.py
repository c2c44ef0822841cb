"""Where everything of a Democracy table sits on a 1280×720 window, for 2–6 players: the viewer's
panel bottom left, the other seats round the table clockwise (left side, across the top, right
side), the deal panel (deal, Day, trick, dealer, target) top left and the log top right, the voting
pool (the face-down stack and the turned card with the trump) in the middle, each seat's chosen
card on an ellipse round the pool, the hand, the prompt and the buttons at the bottom, and the
decision dialog and the end-of-deal box. Pure geometry from the viewer; no drawing."""
from __future__ import annotations

import math

import pygame

from ui.layouts.standard_geometry import StandardGeometry

W, H = 1280, 720
HAND = (84, 120)
PLAY = (70, 98)
TINY = (22, 31)
SMALL = (34, 48)


class Geometry(StandardGeometry):
    HAND, BACKS = HAND, TINY

    def __init__(self, players: int, viewer: int | None) -> None:
        super().__init__(players, viewer)
        self.info_area = pygame.Rect(10, 8, 250, 196)
        self.log_area = pygame.Rect(1020, 52, 250, 154)   # under the table's hint button
        self.centre = pygame.Rect(270, 124, 740, 390)
        self.hand_area = pygame.Rect(270, 540, 740, 176)
        self.buttons_area = pygame.Rect(1020, 520, 250, 192)
        self.prompt_pos = (640, 510)   # its top: larger type grows it down, toward the hand's lifted cards
        self.toast_band = self.centre.inflate(0, -8)    # the foot: the viewer's slot, empty while choosing
        self.keys_pos = (640, 718)
        self.dialog_box = pygame.Rect(380, 200, 520, 250)     # the Suit Sweep declaration
        self.ghost_box = pygame.Rect(360, 406, 560, 148)      # under the pool: the turned joker stays seen
        self.result_box = pygame.Rect(150, 120, 980, 390)
        self.panels = self._panels()
        self._places = self._choice_places()

    # ---- seats -----------------------------------------------------------------------------------
    def _panels(self) -> dict[int, pygame.Rect]:
        order = self.order
        panels = {order[0]: pygame.Rect(10, 520, 250, 192)}
        others = order[1:]
        n = len(others)
        if n <= 2:
            spots = ["top"] * n
        else:
            spots = ["left"] + ["top"] * (n - 2) + ["right"]
        tops = [s for s, where in zip(others, spots) if where == "top"]
        width = min(250, (self.centre.w - 10 * (len(tops) - 1)) // max(1, len(tops)))
        left = self.centre.centerx - (len(tops) * width + (len(tops) - 1) * 10) // 2
        for seat, where in zip(others, spots):
            if where == "left":
                panels[seat] = pygame.Rect(10, 234, 250, 142)
            elif where == "right":
                panels[seat] = pygame.Rect(1020, 234, 250, 142)
            else:
                i = tops.index(seat)
                panels[seat] = pygame.Rect(left + i * (width + 10), 8, width, 110)
        return panels

    def _choice_places(self) -> dict[int, pygame.Rect]:
        """Each seat's chosen card on an ellipse round the pool: the viewer's at the bottom, the
        others clockwise, so a card lies between its seat and the pool."""
        cx, cy = self.centre.centerx, self.centre.centery + 4
        rx, ry = 300, 122
        out = {}
        for i, seat in enumerate(self.order):
            angle = math.pi / 2 + 2 * math.pi * i / self.players
            rect = pygame.Rect(0, 0, *PLAY)
            rect.center = (round(cx + rx * math.cos(angle)), round(cy + ry * math.sin(angle)) - 20)   # the viewer's tag ends above the prompt, at any type size
            out[seat] = rect
        return out

    def choice_rect(self, seat: int) -> pygame.Rect:
        return self._places[seat].copy()

    def pile_rect(self, seat: int) -> pygame.Rect:
        """The seat's captured pile (face down) in its panel."""
        panel = self.panels[seat]
        return pygame.Rect(panel.x + 12, panel.bottom - TINY[1] - 10, *TINY)

    def captured_area(self, seat: int) -> pygame.Rect:
        """The row of the seat's panel with its captured pile and the points per suit."""
        panel, pile = self.panels[seat], self.pile_rect(seat)
        return pygame.Rect(pile.x, pile.y - 4, panel.right - 12 - pile.x, pile.h + 4)

    def last_trick_area(self, seat: int) -> pygame.Rect:
        """In the viewer's panel: the last revealed trick (a line naming who took it, then the cards)."""
        panel = self.panels[seat]
        return pygame.Rect(panel.x + 12, panel.y + 66, panel.w - 24, 22 + SMALL[1])

    def result_rect(self, players: int) -> pygame.Rect:
        """The end-of-deal box: a row per seat under the heading."""
        box = self.result_box.copy()
        box.h = min(box.h, 84 + 52 * players)
        return box

    # ---- the pool --------------------------------------------------------------------------------
    def pool_rect(self) -> pygame.Rect:
        """The face-down voting pool."""
        rect = pygame.Rect(0, 0, *PLAY)
        rect.center = (self.centre.centerx - 48, self.centre.centery - 2)
        return rect

    def turned_rect(self) -> pygame.Rect:
        """The pool card turned up for this trick (its suit is trump)."""
        rect = pygame.Rect(0, 0, *PLAY)
        rect.center = (self.centre.centerx + 48, self.centre.centery - 2)
        return rect

    def discard_rect(self) -> pygame.Rect:
        """Where discarded cards go (tied tricks, a turned joker under Ghost): off the table, top."""
        rect = pygame.Rect(0, 0, *TINY)
        rect.center = (self.centre.centerx, self.centre.y - 40)
        return rect
