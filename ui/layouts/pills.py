"""A pill: a rounded badge with a label, as the tables draw their marks and states on the felt (a
rebellion, an Eleven Back in force, a play's power, a hint's count). `common.pill_badge` is the
smaller one that follows a seat's name."""
from __future__ import annotations

import pygame

from ui.drawn import record
from ui.layouts.common import fit_text


def pill(surface, text, label: str, pos, bg, fg=(30, 20, 8), size: int = 14, anchor: str = "topleft",
         width: int | None = None, pad: tuple[int, int] = (12, 4), edge=None) -> pygame.Rect:
    """A rounded badge with `label` in `fg` on `bg`, its `anchor` at `pos`, `pad` px wider and taller
    than the label (the label cut to `width` px), with a 1 px `edge` if given; returns its rect."""
    if width is not None:
        label, size = fit_text(text, label, size, width - pad[0], bold=True)
    img = text.render(label, size, fg, bold=True)
    rect = img.get_rect().inflate(*pad)
    setattr(rect, anchor, pos)
    pygame.draw.rect(surface, bg, rect, border_radius=rect.h // 2)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, 1, border_radius=rect.h // 2)
    surface.blit(img, img.get_rect(center=rect.center))
    return record("pill", rect, label)
