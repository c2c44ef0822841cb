"""Card art drawn in code and cached per size: faces (corner indices, pip layouts, court cards
with double-ended portraits, aces with a large ornate pip, jokers), backs, shadows and suit
symbols. Shapes are drawn supersampled and smoothly scaled, so edges stay clean at every size."""
from __future__ import annotations

import pygame

from game.resources import asset_path

RED = (196, 30, 42)
BLACK = (28, 28, 34)
PAPER = (253, 251, 244)
EDGE = (120, 116, 104)
SS = 4  # supersampling factor for shapes

# pip centres (x, y) in a unit box for ranks 2..10; y > 0.5 pips are drawn upside down
PIPS = {
    2: [(0.5, 0.0), (0.5, 1.0)],
    3: [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    10: [(0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3),
         (0.5, 5 / 6), (0, 1), (1, 1)],
}
COURT_LETTER = {1: "A", 11: "J", 12: "Q", 13: "K"}
COURT_ROBE = {11: ((46, 86, 160), (226, 180, 60)), 12: ((170, 40, 60), (46, 86, 160)),
              13: ((150, 34, 40), (226, 180, 60))}


# the four-colour deck (a setting): spades black, hearts red, diamonds blue, clubs green
FOUR_COLOURS = {"S": BLACK, "H": RED, "D": (22, 86, 196), "C": (22, 128, 58)}
# suit symbols drawn on the felt's dark panels: light versions of the same colours
ON_FELT = {"S": (250, 248, 240), "H": (236, 90, 90), "D": (236, 90, 90), "C": (250, 248, 240)}
ON_FELT_FOUR = {"S": (250, 248, 240), "H": (236, 90, 90), "D": (120, 172, 255), "C": (120, 214, 140)}


def text_suit_colours(four_colours: bool) -> dict[str, tuple[int, int, int]] | None:
    """The colours of suit symbols inside text on the dark felt with the four-colour deck (♠
    keeps the text's own colour there: black would not show); None with two colours."""
    if not four_colours:
        return None
    return {"♥": ON_FELT_FOUR["H"], "♦": ON_FELT_FOUR["D"], "♣": ON_FELT_FOUR["C"]}


def suit_color(suit: str, four_colours: bool = False) -> tuple[int, int, int]:
    if four_colours:
        return FOUR_COLOURS.get(suit, BLACK)
    return RED if suit in ("H", "D") else BLACK


def rank_text(rank: int) -> str:
    return COURT_LETTER.get(rank, str(rank))


def _draw_suit(surf: pygame.Surface, suit: str, rect: pygame.Rect, color) -> None:
    """A suit shape filling `rect` (drawn directly; callers supersample)."""
    x, y, w, h = rect

    def p(u, v):
        return (x + u * w, y + v * h)

    def circle(u, v, r):
        pygame.draw.circle(surf, color, p(u, v), r * w)

    if suit == "H":
        circle(0.285, 0.31, 0.25)
        circle(0.715, 0.31, 0.25)
        pygame.draw.polygon(surf, color, [p(0.05, 0.40), p(0.5, 0.97), p(0.95, 0.40), p(0.5, 0.25)])
    elif suit == "D":
        pygame.draw.polygon(surf, color, [p(0.5, 0.0), p(0.9, 0.5), p(0.5, 1.0), p(0.1, 0.5)])
    elif suit == "S":
        circle(0.285, 0.6, 0.235)       # an upside-down heart (lobes tangent to the sides) on a stem
        circle(0.715, 0.6, 0.235)
        pygame.draw.polygon(surf, color, [p(0.5, 0.0), p(0.06, 0.5), p(0.5, 0.74), p(0.94, 0.5)])
        pygame.draw.polygon(surf, color, [p(0.5, 0.6), p(0.27, 1.0), p(0.73, 1.0)])
    elif suit == "C":
        circle(0.5, 0.26, 0.22)
        circle(0.26, 0.58, 0.22)
        circle(0.74, 0.58, 0.22)
        pygame.draw.polygon(surf, color, [p(0.5, 0.45), p(0.32, 1.0), p(0.68, 1.0)])
    else:  # joker star
        import math

        pts = []
        for i in range(10):
            r = 0.5 if i % 2 == 0 else 0.22
            a = -math.pi / 2 + i * math.pi / 5
            pts.append(p(0.5 + r * math.cos(a), 0.52 + r * math.sin(a)))
        pygame.draw.polygon(surf, color, pts)


class CardArt:
    """Cached card surfaces. Sizes are (width, height) in pixels."""

    def __init__(self, four_colours: bool = False, large: bool = False) -> None:
        self._cache: dict[tuple, pygame.Surface] = {}
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self.four_colours = four_colours
        self.large = large     # the larger cards-and-text setting: bigger corner indices

    def set_large(self, on: bool) -> None:
        """Switch the larger corner indices on or off (faces are drawn again)."""
        if on != self.large:
            self.large = on
            self._cache.clear()

    def index_ratio(self, width: int) -> float:
        """The corner index's height as a share of the card's: larger on a small card, and with
        the larger cards-and-text setting."""
        if width < 64:
            return 0.3 if self.large else 0.25
        return 0.22 if self.large else 0.17

    def set_four_colours(self, on: bool) -> None:
        """Switch between the two-colour and the four-colour deck (faces are drawn again)."""
        if on != self.four_colours:
            self.four_colours = on
            self._cache.clear()

    def felt_colour(self, suit: str) -> tuple[int, int, int]:
        """A suit's colour for a symbol on the felt's dark panels, in the deck's colours."""
        return (ON_FELT_FOUR if self.four_colours else ON_FELT)[suit]

    # ---- fonts and symbols --------------------------------------------------------------------
    def _font(self, size: int, bold: bool = True) -> pygame.font.Font:
        key = (size, bold)
        if key not in self._fonts:
            name = "NotoSansJP-Bold.otf" if bold else "NotoSansJP-Regular.otf"
            self._fonts[key] = pygame.font.Font(str(asset_path("fonts", name)), size)
        return self._fonts[key]

    def suit(self, suit: str, height: int, color=None) -> pygame.Surface:
        """A smooth suit symbol `height` pixels tall (width ≈ 0.9 × height)."""
        color = tuple(color or suit_color(suit, self.four_colours))
        key = ("suit", suit, height, color)
        surf = self._cache.get(key)
        if surf is None:
            w = max(2, int(height * 0.9))
            big = pygame.Surface((w * SS, height * SS), pygame.SRCALPHA)
            _draw_suit(big, suit, big.get_rect(), color)
            surf = pygame.transform.smoothscale(big, (w, height))
            self._cache[key] = surf
        return surf

    # ---- public surfaces ----------------------------------------------------------------------
    def face(self, card, size: tuple[int, int], horizontal: bool = False) -> pygame.Surface:
        suit, rank = card[0], card[1]
        key = ("face", suit, rank, size, horizontal)
        surf = self._cache.get(key)
        if surf is None:
            if horizontal:
                surf = pygame.transform.rotate(self.face(card, size), 90)
            else:
                surf = self._draw_face(suit, rank, size)
            self._cache[key] = surf
        return surf

    def back(self, size: tuple[int, int], horizontal: bool = False) -> pygame.Surface:
        key = ("back", size, horizontal)
        surf = self._cache.get(key)
        if surf is None:
            surf = pygame.transform.rotate(self.back(size), 90) if horizontal else self._draw_back(size)
            self._cache[key] = surf
        return surf

    def shadow(self, size: tuple[int, int], horizontal: bool = False) -> pygame.Surface:
        w, h = (size[1], size[0]) if horizontal else size
        key = ("shadow", w, h)
        surf = self._cache.get(key)
        if surf is None:
            pad = 6
            small = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
            for i in range(pad, 0, -1):
                a = int(60 * (1 - i / (pad + 1)))
                pygame.draw.rect(small, (0, 0, 0, a), pygame.Rect(pad - i, pad - i, w + 2 * i, h + 2 * i),
                                 border_radius=int(w * 0.08) + i)
            surf = small
            self._cache[key] = surf
        return surf

    def blit(self, target: pygame.Surface, card, rect: pygame.Rect | tuple, face_up: bool = True,
             horizontal: bool = False, shadow: bool = True) -> None:
        """Draw a card (or a back when `card` is None or face down) into `rect` (w, h vertical)."""
        rect = pygame.Rect(rect)
        size = (rect.w, rect.h) if not horizontal else (rect.h, rect.w)
        if shadow:
            target.blit(self.shadow(size, horizontal), (rect.x - 4, rect.y - 3))
        if card is None or not face_up:
            target.blit(self.back(size, horizontal), rect.topleft)
        else:
            target.blit(self.face(card, size, horizontal), rect.topleft)

    # ---- drawing ------------------------------------------------------------------------------
    def _blank(self, size: tuple[int, int], fill) -> pygame.Surface:
        w, h = size
        big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
        radius = max(4, int(w * 0.16))
        pygame.draw.rect(big, EDGE, big.get_rect(), border_radius=radius)
        pygame.draw.rect(big, fill, big.get_rect().inflate(-3, -3), border_radius=radius - 1)
        return pygame.transform.smoothscale(big, size)

    def _draw_back(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = self._blank(size, PAPER)
        inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 9), -max(4, w // 9))
        big = pygame.Surface((inner.w * SS, inner.h * SS), pygame.SRCALPHA)
        r = big.get_rect()
        pygame.draw.rect(big, (128, 24, 36), r, border_radius=int(w * 0.08) * SS)
        step = max(6, w // 6) * SS
        light = (160, 48, 58)
        for i in range(-r.h, r.w + r.h, step):
            pygame.draw.line(big, light, (i, 0), (i + r.h, r.h), SS)
            pygame.draw.line(big, light, (i, r.h), (i + r.h, 0), SS)
        pygame.draw.rect(big, (226, 190, 110), r.inflate(-3 * SS, -3 * SS), SS,
                         border_radius=int(w * 0.06) * SS)
        oval = pygame.Rect(0, 0, r.w * 0.55, r.h * 0.36)
        oval.center = r.center
        pygame.draw.ellipse(big, (110, 18, 30), oval)
        pygame.draw.ellipse(big, (226, 190, 110), oval, SS * 2)
        gem = self._gem(oval.h * 0.55)
        big.blit(gem, gem.get_rect(center=oval.center))
        surf.blit(pygame.transform.smoothscale(big, inner.size), inner)
        return surf

    def _gem(self, height: float) -> pygame.Surface:
        h = max(4, int(height))
        g = pygame.Surface((h, h), pygame.SRCALPHA)
        pts = [(h / 2, 0), (h, h / 2), (h / 2, h), (0, h / 2)]
        pygame.draw.polygon(g, (226, 190, 110), pts)
        pygame.draw.polygon(g, (150, 30, 42), [(h / 2, h * 0.22), (h * 0.78, h / 2), (h / 2, h * 0.78),
                                               (h * 0.22, h / 2)])
        return g

    def face_layout(self, suit: str, rank: int, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        """Where a face's top-left corner index (its rank "label" and "suit" under it) and, on a
        court card, its portrait "frame" lie: the frame starts right of the wider of the two, so
        a corner letter never touches it (the bottom-right corner mirrors the top-left)."""
        w, h = size
        small = w < 64
        index_h = int(h * self.index_ratio(w))
        label_w, label_h = self._font(index_h).size(rank_text(rank))
        if rank == 10:
            label_w = int(label_w * 0.82)
        lx = int(w * 0.06) + 1
        top = -int(index_h * 0.28)
        pip_h = int(index_h * (0.62 if not small else 0.7))
        suit_w = max(2, int(pip_h * 0.9))
        cs_x = lx + (label_w - suit_w) // 2
        out = {"label": pygame.Rect(lx, top, label_w, label_h),
               "suit": pygame.Rect(cs_x, top + int(index_h * 1.22), suit_w, pip_h)}
        if rank >= 11 and not small:
            frame_x = max(out["label"].right, out["suit"].right) + max(2, w // 30)
            out["frame"] = pygame.Rect(frame_x, int(h * 0.1), w - 2 * frame_x, int(h * 0.8))
        return out

    def _draw_face(self, suit: str, rank: int, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = self._blank(size, PAPER)
        color = suit_color(suit, self.four_colours) if suit != "X" else (RED if rank == 2 else BLACK)
        if suit == "X":
            self._draw_joker(surf, rank, color)
            return surf
        places = self.face_layout(suit, rank, size)
        at, suit_at = places["label"], places["suit"]
        label = self._font(int(h * self.index_ratio(w))).render(rank_text(rank), True, color)
        if rank == 10:
            label = pygame.transform.smoothscale(label, (at.w, label.get_height()))
        surf.blit(label, at.topleft)
        corner_suit = self.suit(suit, suit_at.h, color)
        surf.blit(corner_suit, suit_at.topleft)
        if w < 64:
            big = self.suit(suit, int(h * 0.4), color)
            surf.blit(big, big.get_rect(center=(int(w * 0.6), int(h * 0.68))))
            return surf
        rot_label = pygame.transform.rotate(label, 180)
        surf.blit(rot_label, (w - at.x - at.w, h - at.y - label.get_height()))
        rot_suit = pygame.transform.rotate(corner_suit, 180)
        surf.blit(rot_suit, (w - suit_at.right, h - suit_at.bottom))
        inner = pygame.Rect(int(w * 0.2), int(h * 0.11), int(w * 0.6), int(h * 0.78))
        if rank == 1:
            self._draw_ace(surf, suit, inner, color)
        elif rank >= 11:   # the portrait's frame stays clear of the corner indices
            self._draw_court(surf, suit, rank, places["frame"], color)
        else:
            self._draw_pips(surf, suit, rank, pygame.Rect(int(w * 0.27), int(h * 0.12), int(w * 0.46), int(h * 0.76)),
                            color)
        return surf

    def _draw_pips(self, surf, suit, rank, inner: pygame.Rect, color) -> None:
        pip_h = int(min(inner.h * 0.17, inner.w * 0.38))
        pip = self.suit(suit, pip_h, color)
        flipped = pygame.transform.rotate(pip, 180)
        box = inner.inflate(-pip.get_width(), -pip_h)
        for u, v in PIPS[rank]:
            cx = box.x + u * box.w
            cy = box.y + v * box.h
            img = flipped if v > 0.5 else pip
            surf.blit(img, img.get_rect(center=(round(cx), round(cy))))

    def _draw_ace(self, surf, suit, inner: pygame.Rect, color) -> None:
        size = int(inner.w * (0.95 if suit == "S" else 0.8))
        if suit == "S":
            ring = pygame.Surface((inner.w * SS, inner.w * SS), pygame.SRCALPHA)
            c = ring.get_width() / 2
            pygame.draw.circle(ring, (214, 178, 96), (c, c), c * 0.98, int(c * 0.06))
            pygame.draw.circle(ring, (214, 178, 96), (c, c), c * 0.86, int(c * 0.02))
            ring = pygame.transform.smoothscale(ring, (inner.w, inner.w))
            surf.blit(ring, ring.get_rect(center=inner.center))
            size = int(inner.w * 0.66)
        pip = self.suit(suit, size, color)
        surf.blit(pip, pip.get_rect(center=inner.center))

    def _draw_court(self, surf, suit, rank, inner: pygame.Rect, color) -> None:
        """A double-ended court portrait: crowned head and robe, mirrored at the diagonal."""
        w, h = inner.size
        big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
        W, H = big.get_size()
        robe, trim = COURT_ROBE[rank]
        if suit in ("S", "C"):
            robe, trim = ((40, 70, 140), (226, 180, 60)) if rank != 12 else ((36, 110, 80), (226, 180, 60))
        pygame.draw.rect(big, (247, 236, 206), big.get_rect())
        half = pygame.Surface((W, H // 2), pygame.SRCALPHA)
        hw, hh = half.get_size()
        skin = (246, 216, 178)
        # robe with a trimmed collar
        pygame.draw.polygon(half, robe, [(hw * 0.08, hh), (hw * 0.22, hh * 0.62), (hw * 0.78, hh * 0.62),
                                         (hw * 0.92, hh)])
        pygame.draw.polygon(half, trim, [(hw * 0.3, hh * 0.62), (hw * 0.5, hh * 0.9), (hw * 0.7, hh * 0.62)])
        pygame.draw.polygon(half, robe, [(hw * 0.38, hh * 0.62), (hw * 0.5, hh * 0.8), (hw * 0.62, hh * 0.62)])
        # head
        pygame.draw.ellipse(half, skin, (hw * 0.33, hh * 0.3, hw * 0.34, hh * 0.36))
        pygame.draw.ellipse(half, (90, 60, 40), (hw * 0.33, hh * 0.3, hw * 0.34, hh * 0.36), max(1, SS))
        eye_y = hh * 0.45
        for ex in (0.44, 0.56):
            pygame.draw.circle(half, (40, 30, 30), (hw * ex, eye_y), max(2, SS * 1.2))
        if rank == 13:  # beard
            pygame.draw.polygon(half, (120, 80, 40), [(hw * 0.36, hh * 0.52), (hw * 0.5, hh * 0.7),
                                                      (hw * 0.64, hh * 0.52)])
        # headwear
        gold = (226, 180, 60)
        if rank == 13:
            pygame.draw.polygon(half, gold, [(hw * 0.3, hh * 0.33), (hw * 0.3, hh * 0.1), (hw * 0.4, hh * 0.22),
                                             (hw * 0.5, hh * 0.04), (hw * 0.6, hh * 0.22), (hw * 0.7, hh * 0.1),
                                             (hw * 0.7, hh * 0.33)])
            for jx in (0.4, 0.5, 0.6):
                pygame.draw.circle(half, (190, 30, 40), (hw * jx, hh * 0.28), hw * 0.025)
        elif rank == 12:
            pygame.draw.polygon(half, gold, [(hw * 0.33, hh * 0.33), (hw * 0.36, hh * 0.16), (hw * 0.43, hh * 0.24),
                                             (hw * 0.5, hh * 0.12), (hw * 0.57, hh * 0.24), (hw * 0.64, hh * 0.16),
                                             (hw * 0.67, hh * 0.33)])
            pygame.draw.circle(half, (60, 110, 200), (hw * 0.5, hh * 0.27), hw * 0.03)
            pygame.draw.arc(half, (120, 70, 40), (hw * 0.25, hh * 0.3, hw * 0.5, hh * 0.6), 0.3, 2.8, SS * 3)
        else:
            pygame.draw.polygon(half, robe, [(hw * 0.3, hh * 0.34), (hw * 0.34, hh * 0.16), (hw * 0.7, hh * 0.2),
                                             (hw * 0.7, hh * 0.34)])
            pygame.draw.line(half, trim, (hw * 0.3, hh * 0.33), (hw * 0.7, hh * 0.33), SS * 2)
            pygame.draw.line(half, (200, 40, 50), (hw * 0.66, hh * 0.2), (hw * 0.82, hh * 0.04), SS * 3)
        pip = pygame.Surface((int(hw * 0.16), int(hw * 0.16)), pygame.SRCALPHA)
        _draw_suit(pip, suit, pip.get_rect(), color)
        half.blit(pip, (hw * 0.08, hh * 0.12))
        big.blit(half, (0, 0))
        big.blit(pygame.transform.rotate(half, 180), (0, H - hh))
        pygame.draw.line(big, trim, (0, H * 0.56), (W, H * 0.44), SS * 2)
        pygame.draw.rect(big, color, big.get_rect(), SS * 2)
        pygame.draw.rect(big, trim, big.get_rect().inflate(-SS * 5, -SS * 5), SS)
        surf.blit(pygame.transform.smoothscale(big, (w, h)), inner)

    def _draw_joker(self, surf, rank, color) -> None:
        w, h = surf.get_size()
        font = self._font(max(8, int(h * 0.11)))
        y = int(h * 0.05)
        for ch in "JOKER":
            img = font.render(ch, True, color)
            surf.blit(img, (int(w * 0.08), y))
            y += int(img.get_height() * 0.72)
        star = self.suit("X", int(h * 0.5), color)
        surf.blit(star, star.get_rect(center=(int(w * 0.58), int(h * 0.58))))
