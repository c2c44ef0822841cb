"""Sprites the table animates on top of the drawn view: cards in flight (moving, flipping,
fading) and floating labels (a player's power at the reveal, chip counts)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.drawn import record
from ui.tween import Tween, ease_in_out, ease_out, lerp


@dataclass
class CardSprite:
    card: object                     # a Card, or None for a face-down unknown card
    x: float
    y: float
    w: int
    h: int
    face_up: bool = False
    horizontal: bool = False
    scale_x: float = 1.0             # < 1 while flipping
    alpha: int = 255
    z: int = 0
    visible: bool = True
    art_size: tuple[int, int] | None = None   # size the art is drawn at (then scaled) while resizing

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.x), round(self.y), self.w, self.h)

    def move_to(self, target: pygame.Rect, duration: float = 0.35, delay: float = 0.0) -> Tween:
        sx, sy = self.x, self.y
        sw, sh = self.w, self.h
        if (sw, sh) != (target.w, target.h):
            # draw the card once at the larger of the two sizes and scale it, instead of
            # rendering fresh card art for every in-between size
            self.art_size = max((sw, sh), (target.w, target.h))

        def set_(t: float) -> None:
            self.x = lerp(sx, target.x, t)
            self.y = lerp(sy, target.y, t)
            self.w = round(lerp(sw, target.w, t))
            self.h = round(lerp(sh, target.h, t))
            if t >= 1.0:
                self.art_size = None  # arrived: the cached art of this size is drawn directly

        return Tween(duration, set_, ease_in_out, delay)

    def flip(self, duration: float = 0.3, delay: float = 0.0, to_face_up: bool = True) -> Tween:
        def set_(t: float) -> None:
            if t < 0.5:
                self.scale_x = 1 - 2 * t
            else:
                self.face_up = to_face_up
                self.scale_x = 2 * t - 1

        return Tween(duration, set_, lambda t: t, delay)

    def draw(self, surface: pygame.Surface, art) -> None:
        if not self.visible or self.w < 2 or self.h < 2:
            return
        screen = (self.w, self.h)
        drawn = self.art_size or screen

        def upright(size):  # card art sizes are given for an upright card
            return (size[1], size[0]) if self.horizontal else size

        if self.face_up and self.card is not None:
            img = art.face(self.card, upright(drawn), self.horizontal)
        else:
            img = art.back(upright(drawn), self.horizontal)
        resized = drawn != screen
        if resized:
            img = pygame.transform.smoothscale(img, screen)
        rect = img.get_rect(topleft=(round(self.x), round(self.y)))
        if self.scale_x < 0.999:
            nw = max(1, int(img.get_width() * self.scale_x))
            img = pygame.transform.scale(img, (nw, img.get_height()))
            rect = img.get_rect(center=rect.center)
        elif not resized:
            surface.blit(art.shadow(upright(screen), self.horizontal), (rect.x - 4, rect.y - 3))
        if self.alpha < 255:
            img = img.copy()
            img.set_alpha(self.alpha)
        surface.blit(img, rect)


@dataclass
class LabelSprite:
    """A short text in a rounded bubble, centred at (x, y)."""

    text: str
    x: float
    y: float
    size: int = 20
    color: tuple = (255, 244, 214)
    bg: tuple = (20, 30, 24, 220)
    alpha: int = 255
    scale: float = 1.0
    tag: str = ""

    def pop_in(self, duration: float = 0.3, delay: float = 0.0) -> Tween:
        def set_(t: float) -> None:
            self.alpha = int(255 * t)
            self.scale = 0.6 + 0.4 * t

        self.alpha = 0
        return Tween(duration, set_, ease_out, delay)

    def draw(self, surface: pygame.Surface, text) -> None:
        if self.alpha <= 0:
            return
        img = text.render(self.text, self.size, self.color, bold=True)
        pad_x, pad_y = 12, 4
        box = pygame.Surface((img.get_width() + 2 * pad_x, img.get_height() + 2 * pad_y), pygame.SRCALPHA)
        pygame.draw.rect(box, self.bg, box.get_rect(), border_radius=box.get_height() // 2)
        pygame.draw.rect(box, (214, 178, 96), box.get_rect(), 2, border_radius=box.get_height() // 2)
        box.blit(img, (pad_x, pad_y))
        if self.scale != 1.0:
            box = pygame.transform.smoothscale(
                box, (max(1, int(box.get_width() * self.scale)), max(1, int(box.get_height() * self.scale))))
        box.set_alpha(self.alpha)
        surface.blit(box, record("label", box.get_rect(center=(round(self.x), round(self.y))), self.tag))
