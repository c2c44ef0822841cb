"""A 1280×720 table design shown on a taller canvas (a window taller than 16:9): the design is cut
into horizontal bands at the rows its layout names (`cuts`, what lies across the top, then the
middle, then the viewer's seat and hand at the foot); the top band stays at the top, the last band
goes to the canvas's foot and the bands between share the spare height evenly, so the opponents
sit at the top, the hand and the viewer's seat at the bottom and the centre in the middle, with
felt between. `Stretch` maps design positions and rectangles to the canvas (drawing, recorded
rectangles, buttons) and canvas positions back to the design (clicks, hover), and composes a
frame drawn on the design surface onto the canvas band by band."""
from __future__ import annotations

from typing import Sequence

import pygame

DESIGN = (1280, 720)


class Stretch:
    """The bands of a `height`-high canvas for design rows cut at `cuts` (ascending, inside 0–720).
    Band i (between cut i-1 and cut i) moves down by `offsets[i]`."""

    def __init__(self, height: int, cuts: Sequence[int]) -> None:
        self.height = height
        self.extra = max(0, height - DESIGN[1])
        edges = [0, *sorted(c for c in cuts if 0 < c < DESIGN[1]), DESIGN[1]]
        self.bands = list(zip(edges, edges[1:]))
        n = len(self.bands)
        self.offsets = [0] if n == 1 else [round(self.extra * i / (n - 1)) for i in range(n)]
        if n == 1:   # nothing to spread: the design sits in the middle
            self.offsets = [self.extra // 2]

    @property
    def active(self) -> bool:
        return self.extra > 0

    def band_of(self, y: float) -> int:
        for i, (_, bottom) in enumerate(self.bands):
            if y < bottom:
                return i
        return len(self.bands) - 1

    def offset(self, y: float) -> int:
        """How far design row `y` moves down."""
        return self.offsets[self.band_of(y)]

    def spans(self, rect) -> bool:
        r = pygame.Rect(rect)
        return r.h > 0 and self.band_of(r.top) != self.band_of(r.bottom - 1)

    def map_rect(self, rect) -> pygame.Rect:
        """A design rectangle on the canvas: moved with the band it lies in (one lying across a cut
        moves with the band of its middle, as `mend` shows it)."""
        r = pygame.Rect(rect)
        return r.move(0, self.offset(r.centery))

    def mend(self, design: pygame.Surface, canvas: pygame.Surface, felt: pygame.Surface, rects) -> None:
        """A modal box (a dialog, a banner) the cuts would split is shown whole, with the band of its
        middle; the slivers of it the other bands carry are covered with felt."""
        for rect in rects:
            r = pygame.Rect(rect)
            if not self.spans(r):
                continue
            home = self.offset(r.centery)
            for (top, bottom), off in zip(self.bands, self.offsets):
                part = r.clip(pygame.Rect(0, top, DESIGN[0], bottom - top))
                if part.h and off != home:
                    shown = part.move(0, off)
                    canvas.blit(felt, shown, shown)
            canvas.blit(design, r.move(0, home), r)

    def map_point(self, pos) -> tuple[int, int]:
        return (int(pos[0]), int(pos[1]) + self.offset(pos[1]))

    def glide_y(self, y: float) -> float:
        """A moving thing's row: continuous across the cuts (a card in flight from the hand to the
        middle crosses the felt between the bands instead of jumping)."""
        i = self.band_of(y)
        top, bottom = self.bands[i]
        if i + 1 < len(self.bands) and bottom - y < 40:   # the last 40 rows of a band ease into the next
            t = (y - (bottom - 40)) / 40
            return y + self.offsets[i] + t * (self.offsets[i + 1] - self.offsets[i])
        return y + self.offsets[i]

    def to_design(self, pos) -> tuple[int, int]:
        """A canvas position on the design; the felt between bands lies on nothing (off the design)."""
        x, y = int(pos[0]), int(pos[1])
        for (top, bottom), off in zip(self.bands, self.offsets):
            if top + off <= y < bottom + off:
                return (x, y - off)
        return (-10000, -10000)

    def backdrop(self, design: pygame.Surface, felt: pygame.Surface) -> None:
        """Lay under the design each band's own piece of the canvas's felt, so the bands join the
        felt between them without a seam."""
        for (top, bottom), off in zip(self.bands, self.offsets):
            design.blit(felt, (0, top), pygame.Rect(0, top + off, DESIGN[0], bottom - top))

    def compose(self, design: pygame.Surface, canvas: pygame.Surface) -> None:
        """Copy the design band by band to its place on the canvas."""
        for (top, bottom), off in zip(self.bands, self.offsets):
            canvas.blit(design, (0, top + off), pygame.Rect(0, top, DESIGN[0], bottom - top))

    def draw_sprites(self, anim, canvas: pygame.Surface, art, text, last: dict) -> list:
        """The animation's cards and labels straight on the canvas: a resting one moves with the
        band its middle lies in, one on the move (`last`: where each was the frame before) glides
        across the cuts. A label placed otherwise than by x and y is given back, to be drawn on
        the design."""
        seen, rest = {}, []
        for sprite in [*anim.cards, *anim.labels]:
            if not (hasattr(sprite, "x") and hasattr(sprite, "y")):
                rest.append(sprite)
                continue
            h = getattr(sprite, "h", 0)
            middle = sprite.y + h / 2
            seen[id(sprite)] = (sprite.x, sprite.y)
            moving = last.get(id(sprite), (sprite.x, sprite.y)) != (sprite.x, sprite.y)
            y = sprite.y
            sprite.y = (self.glide_y(middle) if moving else middle + self.offset(middle)) - h / 2
            try:
                sprite.draw(canvas, art if sprite in anim.cards else text)
            finally:
                sprite.y = y
        last.clear()
        last.update(seen)
        return rest
