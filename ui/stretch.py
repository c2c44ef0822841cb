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
    Band i (between cut i-1 and cut i) moves down by `offsets[i]`.

    `lift` (x0, x1): the last band's column the viewer's hand lies in. Where the spare height allows,
    the last band is shown larger (`zoom`, at most `zoom_cap`: no larger than the window's own
    pixels show the design) in two rows: the hand's column alone at the canvas's foot, centred,
    and the columns beside it (the viewer's seat, the buttons) in the row above, each kept to its
    side. The bands above share what height is left."""

    def __init__(self, height: int, cuts: Sequence[int], lift: tuple[int, int] | None = None,
                 zoom_cap: float = 1.0) -> None:
        self.height = height
        self.extra = max(0, height - DESIGN[1])
        edges = [0, *sorted(c for c in cuts if 0 < c < DESIGN[1]), DESIGN[1]]
        self.bands = list(zip(edges, edges[1:]))
        n = len(self.bands)
        self.offsets = [0] if n == 1 else [round(self.extra * i / (n - 1)) for i in range(n)]
        if n == 1:   # nothing to spread: the design sits in the middle
            self.offsets = [self.extra // 2]
        self.zoom = 1.0
        self.lift = None
        self.columns: list[tuple[pygame.Rect, pygame.Rect]] = []   # under a lift: (design, canvas) of each column
        if lift is not None and n > 1:
            x0, x1 = lift
            top = self.bands[-1][0]
            rows = DESIGN[1] - top
            zoom = min(zoom_cap, DESIGN[0] / (x1 - x0), (rows + self.extra) / (2 * rows))
            if zoom >= 1.1:
                self.zoom, self.lift = zoom, (x0, x1)
                self.hand_top = height - round(rows * zoom)           # the hand's column, alone
                self.side_top = self.hand_top - round(rows * zoom)    # the seat and the buttons
                spare = self.side_top - top
                self.offsets = [round(spare * i / (n - 1)) for i in range(n - 1)] + [spare]
                self.columns = self._column_rects()
        self._felt_key: tuple | None = None
        self._felt_pieces: list = []
        self._scaled: dict = {}

    @property
    def active(self) -> bool:
        return self.extra > 0

    def band_of(self, y: float) -> int:
        for i, (_, bottom) in enumerate(self.bands):
            if y < bottom:
                return i
        return len(self.bands) - 1

    def offset(self, y: float) -> int:
        """How far design row `y` moves down (in the last band under a lift: where its side row starts)."""
        return self.offsets[self.band_of(y)]

    def spans(self, rect) -> bool:
        """Whether `rect` lies across a cut (or, under a lift, across a column of the last band)."""
        r = pygame.Rect(rect)
        if r.h > 0 and self.band_of(r.top) != self.band_of(r.bottom - 1):
            return True
        if self.lift is None or r.w <= 0 or self.band_of(r.centery) != len(self.bands) - 1:
            return False
        return self._column(r.left) != self._column(r.right - 1)

    # ---- the lifted last band ----------------------------------------------------------------------
    def _column(self, x: float) -> int:
        x0, x1 = self.lift
        return 0 if x < x0 else 1 if x < x1 else 2

    def _lifted(self, x: float, y: float, column: int) -> tuple[float, float]:
        """Where design point (x, y) of the last band shows, as part of `column` (0 left, 1 the hand's, 2 right)."""
        x0, x1 = self.lift
        z, top = self.zoom, self.bands[-1][0]
        if column == 1:
            left = (DESIGN[0] - (x1 - x0) * z) / 2
            return left + (x - x0) * z, self.hand_top + (y - top) * z
        if column == 0:
            return x * z, self.side_top + (y - top) * z
        return DESIGN[0] - (DESIGN[0] - x) * z, self.side_top + (y - top) * z

    def _column_rects(self) -> list[tuple[pygame.Rect, pygame.Rect]]:
        """(design rectangle, canvas rectangle) of each column of the lifted last band."""
        x0, x1 = self.lift
        top = self.bands[-1][0]
        out = []
        for column, (a, b) in enumerate(((0, x0), (x0, x1), (x1, DESIGN[0]))):
            if b <= a:
                continue
            src = pygame.Rect(a, top, b - a, DESIGN[1] - top)
            x, y = self._lifted(a, top, column)
            out.append((src, pygame.Rect(round(x), round(y), round(src.w * self.zoom), round(src.h * self.zoom))))
        return out

    def map_rect(self, rect) -> pygame.Rect:
        """A design rectangle on the canvas: moved with the band it lies in (one lying across a cut
        moves with the band of its middle, as `mend` shows it); in a lifted last band, moved and
        enlarged with the column of its middle."""
        r = pygame.Rect(rect)
        if self.lift is not None and self.band_of(r.centery) == len(self.bands) - 1:
            x, y = self._lifted(r.x, r.y, self._column(r.centerx))
            return pygame.Rect(round(x), round(y), round(r.w * self.zoom), round(r.h * self.zoom))
        return r.move(0, self.offset(r.centery))

    def mend(self, design: pygame.Surface, canvas: pygame.Surface, felt: pygame.Surface, rects) -> None:
        """A modal box (a dialog, a banner) the cuts would split is shown whole, with the band of its
        middle; the slivers of it the other bands carry are covered with felt."""
        for rect in rects:
            r = pygame.Rect(rect)
            if not self.spans(r):
                continue
            for part, shown in self._pieces(r):
                canvas.blit(felt, shown, shown)
            self.whole(design, canvas, r)

    def _pieces(self, r: pygame.Rect) -> list[tuple[pygame.Rect, pygame.Rect]]:
        """(design part, where the canvas shows it) of every piece of `r` the bands and columns show."""
        out = []
        last = len(self.bands) - 1
        for i, ((top, bottom), off) in enumerate(zip(self.bands, self.offsets)):
            part = r.clip(pygame.Rect(0, top, DESIGN[0], bottom - top))
            if not part.h:
                continue
            if self.lift is None or i < last:
                out.append((part, part.move(0, off)))
                continue
            for src, dst in self.columns:
                piece = part.clip(src)
                if piece.w and piece.h:
                    x, y = self._lifted(piece.x, piece.y, self._column(src.centerx))
                    out.append((piece, pygame.Rect(round(x), round(y), round(piece.w * self.zoom),
                                                   round(piece.h * self.zoom))))
        return out

    def map_point(self, pos) -> tuple[int, int]:
        x, y = pos[0], pos[1]
        if self.lift is not None and self.band_of(y) == len(self.bands) - 1:
            lx, ly = self._lifted(x, y, self._column(x))
            return (int(lx), int(ly))
        return (int(x), int(y) + self.offset(y))

    def glide_y(self, y: float) -> float:
        """A moving thing's row: continuous across the cuts (a card in flight from the hand to the
        middle crosses the felt between the bands instead of jumping)."""
        i = self.band_of(y)
        top, bottom = self.bands[i]
        if i + 1 < len(self.bands) and bottom - y < 40:   # the last 40 rows of a band ease into the next
            t = (y - (bottom - 40)) / 40
            return y + self.offsets[i] + t * (self.offsets[i + 1] - self.offsets[i])
        return y + self.offsets[i]

    def place(self, x: float, y: float, moving: bool) -> tuple[float, float, float]:
        """Where a sprite whose middle is design point (x, y) shows, and how much larger: with the
        band (or the lifted column) its middle lies in; one on the move eases across a cut."""
        last = len(self.bands) - 1
        i = self.band_of(y)
        if self.lift is None or (i < last and not moving):
            return x, (self.glide_y(y) if moving else y + self.offset(y)), 1.0
        if i == last:
            lx, ly = self._lifted(x, y, self._column(x))
            return lx, ly, self.zoom
        top, bottom = self.bands[i]
        if i + 1 == last and bottom - y < 40:   # easing into the lifted band: place, size and all
            t = (y - (bottom - 40)) / 40
            lx, ly = self._lifted(x, bottom, self._column(x))
            ly -= (bottom - y) * self.zoom
            return x + t * (lx - x), y + self.offsets[i] + t * (ly - y - self.offsets[i]), 1 + t * (self.zoom - 1)
        return x, self.glide_y(y), 1.0

    def to_design(self, pos) -> tuple[int, int]:
        """A canvas position on the design; the felt between bands lies on nothing (off the design)."""
        x, y = int(pos[0]), int(pos[1])
        bands = self.bands if self.lift is None else self.bands[:-1]
        for (top, bottom), off in zip(bands, self.offsets):
            if top + off <= y < bottom + off:
                return (x, y - off)
        if self.lift is not None:
            for src, dst in self.columns:
                if dst.collidepoint(x, y):
                    return (min(src.right - 1, int(src.x + (x - dst.x) / self.zoom)),
                            min(src.bottom - 1, int(src.y + (y - dst.y) / self.zoom)))
        return (-10000, -10000)

    def backdrop(self, design: pygame.Surface, felt: pygame.Surface) -> None:
        """Lay under the design each band's own piece of the canvas's felt, so the bands join the
        felt between them without a seam (a lifted column gets its piece shrunk by its zoom)."""
        bands = self.bands if self.lift is None else self.bands[:-1]
        for (top, bottom), off in zip(bands, self.offsets):
            design.blit(felt, (0, top), pygame.Rect(0, top + off, DESIGN[0], bottom - top))
        if self.lift is not None:
            key = (id(felt), felt.get_size())
            if self._felt_key != key:
                self._felt_key = key
                self._felt_pieces = [(src, pygame.transform.smoothscale(felt.subsurface(dst.clip(felt.get_rect())),
                                                                        src.size))
                                     for src, dst in self.columns]
            for src, piece in self._felt_pieces:
                design.blit(piece, src)

    def compose(self, design: pygame.Surface, canvas: pygame.Surface) -> None:
        """Copy the design band by band to its place on the canvas (a lifted column enlarged)."""
        bands = self.bands if self.lift is None else self.bands[:-1]
        for (top, bottom), off in zip(bands, self.offsets):
            canvas.blit(design, (0, top + off), pygame.Rect(0, top, DESIGN[0], bottom - top))
        if self.lift is not None:
            for i, (src, dst) in enumerate(self.columns):
                canvas.blit(self._enlarged(design, i, src, dst.size), dst)

    def _enlarged(self, design: pygame.Surface, index: int, src: pygame.Rect, size) -> pygame.Surface:
        """Column `index` of `design` scaled to `size`, scaled again only when its pixels changed
        (most frames the hand and the seat stand still: the copy and compare cost a tenth of the
        scaling)."""
        cache = self._scaled
        piece = design.subsurface(src)
        pixels = pygame.image.tobytes(piece, "RGBA")
        key = (id(design), index)
        kept = cache.get(key)
        if kept is None or kept[0] != pixels or kept[1].get_size() != tuple(size):
            kept = (pixels, pygame.transform.smoothscale(piece, size))
            cache[key] = kept
        return kept[1]

    def whole(self, design: pygame.Surface, canvas: pygame.Surface, rect) -> None:
        """Show design rectangle `rect` whole where `map_rect` puts it (enlarged in a lifted column)."""
        r = pygame.Rect(rect).clip(design.get_rect())
        if not r.w or not r.h:
            return
        home = self.map_rect(r)
        if home.size == r.size:
            canvas.blit(design, home, r)
        else:
            canvas.blit(pygame.transform.smoothscale(design.subsurface(r), home.size), home)

    def draw_sprites(self, anim, canvas: pygame.Surface, art, text, last: dict) -> list:
        """The animation's cards and labels straight on the canvas: a resting one moves with the
        band its middle lies in (enlarged in a lifted column), one on the move (`last`: where each
        was the frame before) glides across the cuts. A label placed otherwise than by x and y is
        given back, to be drawn on the design."""
        seen, rest = {}, []
        for sprite in [*anim.cards, *anim.labels]:
            if not (hasattr(sprite, "x") and hasattr(sprite, "y")):
                rest.append(sprite)
                continue
            w, h = getattr(sprite, "w", 0), getattr(sprite, "h", 0)
            seen[id(sprite)] = (sprite.x, sprite.y)
            moving = last.get(id(sprite), (sprite.x, sprite.y)) != (sprite.x, sprite.y)
            x, y = sprite.x, sprite.y
            cx, cy, zoom = self.place(x + w / 2, y + h / 2, moving)
            sized = zoom != 1.0 and hasattr(sprite, "w")
            if sized:
                sprite.w, sprite.h = round(w * zoom), round(h * zoom)
            sprite.x = cx - (sprite.w if sized else w) / 2
            sprite.y = cy - (sprite.h if sized else h) / 2
            try:
                sprite.draw(canvas, art if sprite in anim.cards else text)
            finally:
                sprite.x, sprite.y = x, y
                if sized:
                    sprite.w, sprite.h = w, h
        last.clear()
        last.update(seen)
        return rest
