"""Our own text drawing (outside pygame-gui): NotoSansJP fonts from assets/fonts per size and
weight, and a cache of rendered strings so a frame never re-renders the same label. Text never
shows under MIN_SCREEN_PX on screen: the app sets `Text.min_size` from the scale the canvas is
shown at (`floor_for`), and every size asked for is raised to it (measuring too, so what is fitted
or ellipsised is fitted at the size drawn). At 1280×720 nothing changes; at 960×540 the floor is 16.
With the larger cards-and-text setting the smallest text on screen is LARGE_SCREEN_PX instead
(the floor 14 at 1280×720, 19 at 960×540)."""
from __future__ import annotations

import math

import pygame

from game.resources import asset_path
from ui.kinsoku import wrap

MIN_TEXT = 14           # the smallest text size a table asks for on its 1280×720 canvas
MIN_SCREEN_PX = 12      # the smallest text on screen, in window pixels
LARGE_SCREEN_PX = 14    # the same with the larger cards-and-text setting on
MAX_FLOOR = 20          # a window far below 960×540 cannot hold every label larger than this
REGULAR = "NotoSansJP-Regular.otf"
BOLD = "NotoSansJP-Bold.otf"


def floor_for(scale: float, screen_px: int = MIN_SCREEN_PX) -> int:
    """The smallest canvas text size that shows at least `screen_px` on screen when the canvas
    is shown at `scale` (at most MAX_FLOOR)."""
    if scale <= 0:
        return 0
    return min(MAX_FLOOR, math.ceil(screen_px / scale - 1e-6))


class MeasuredFont(pygame.font.Font):
    """A font that remembers the widths it measured: a frame fits and wraps the same labels again
    and again (names, prompts, badges), and measuring is most of what fitting costs."""

    LIMIT = 5000   # measured strings kept per font before the memory starts over

    def __init__(self, path: str, size: int) -> None:
        super().__init__(path, size)
        self._sizes: dict[str, tuple[int, int]] = {}

    def size(self, text: str) -> tuple[int, int]:
        found = self._sizes.get(text)
        if found is None:
            if len(self._sizes) > self.LIMIT:
                self._sizes.clear()
            found = self._sizes[text] = super().size(text)
        return found


class Text:
    """Font and rendered-text caches. `render` returns a cached surface; the fonts remember what
    they measured (MeasuredFont) and `wrap` what it wrapped."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._cache: dict[tuple, pygame.Surface] = {}
        self._wrapped: dict[tuple, list[str]] = {}
        self.min_size = 0   # every size is raised to this (set from the window's scale)
        self.suit_colours: dict[str, tuple] | None = None   # the four-colour deck: ♥ ♦ ♣ in text coloured

    def font(self, size: int, bold: bool = False) -> MeasuredFont:
        key = (max(size, self.min_size), bold)
        font = self._fonts.get(key)
        if font is None:
            font = MeasuredFont(str(asset_path("fonts", BOLD if bold else REGULAR)), key[0])
            self._fonts[key] = font
        return font

    def render(self, text: str, size: int, color=(244, 234, 208), bold: bool = False,
               shadow: bool = False) -> pygame.Surface:
        size = max(size, self.min_size)
        key = (text, size, tuple(color), bold, shadow, self.suit_colours is not None)
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > 3000:
                self._cache.clear()
            font = self.font(size, bold)
            main = self._runs(font, text, color)
            if shadow:
                surf = pygame.Surface((main.get_width() + 2, main.get_height() + 2), pygame.SRCALPHA)
                shade = font.render(text, True, (0, 0, 0))
                shade.set_alpha(150)
                surf.blit(shade, (2, 2))
                surf.blit(main, (0, 0))
            else:
                surf = main
            self._cache[key] = surf
        return surf

    def _runs(self, font: pygame.font.Font, text: str, color) -> pygame.Surface:
        """`text` rendered in `color`, each suit symbol in its own colour when `suit_colours` is set
        (the four-colour deck: on cards, badges and in text alike)."""
        colours = self.suit_colours
        if not colours or not any(symbol in text for symbol in colours):
            return font.render(text, True, color)
        runs: list[tuple[str, tuple]] = []
        for char in text:
            tone = colours.get(char, color)
            if runs and runs[-1][1] == tone:
                runs[-1] = (runs[-1][0] + char, tone)
            else:
                runs.append((char, tone))
        pieces = [font.render(part, True, tone) for part, tone in runs]
        out = pygame.Surface((max(1, font.size(text)[0]), max(p.get_height() for p in pieces)), pygame.SRCALPHA)
        x = 0
        for piece in pieces:
            out.blit(piece, (x, 0))
            x += piece.get_width()
        return out

    def blit(self, surface: pygame.Surface, text: str, pos, size: int, color=(244, 234, 208),
             bold: bool = False, anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
        surf = self.render(text, size, color, bold, shadow)
        rect = surf.get_rect(**{anchor: pos})
        surface.blit(surf, rect)
        return rect

    def pitch(self, size: int, nominal: int) -> int:
        """The distance between lines of `size` type laid out `nominal` pixels apart at that size:
        larger by the ratio the type is raised (a small window, the larger text option), so raised
        lines keep the spacing they were designed with instead of touching."""
        return max(nominal, round(nominal * max(size, self.min_size) / size))

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split into lines no wider than `width` by the line-breaking rules of ui/kinsoku.py
        (Latin words whole; no closing mark at a line start, no opening one at a line end)."""
        key = (text, max(size, self.min_size), width, bold)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) > 3000:
                self._wrapped.clear()
            font = self.font(size, bold)
            lines = self._wrapped[key] = wrap(text, width, lambda t: font.size(t)[0])
        return list(lines)


