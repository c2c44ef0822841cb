"""What a table frame drew and whether it fits: names of the longest length a seat can have, a
recorder of every text the app draws, and the check that each text stays inside its panel (or the
dialog drawn over the table) and the window at a readable size."""
from __future__ import annotations

import pygame

from ui.layouts.common import MIN_TEXT

LONG = {"ja": ["ジェームズ・アレクサンダーハミ", "エリザベス・アレクサンドラ・ウ", "ウィルヘルミーナ・ヴァンデルワ",
               "アナスタシア・ロマノヴナ・スミ", "マクシミリアン・ヴォルフガング", "クリストファー・コロンバスＪｒ"],
        "en": ["Maximilian Woodw", "Wilhelmina Wwwwd", "Bartholomew Mudd", "Anastasia Romano",
               "Christopher Colu", "Montgomery Wwwww"]}
SCREEN = pygame.Rect(0, 0, 1280, 720)


def containers(table) -> list[pygame.Rect]:
    """The rectangles text is drawn in: the layout geometry's panels and areas, and the dialogs the
    last frame drew (a keep chooser, a bid, a deal's results)."""
    g = table.layout.geo(table.view)
    rects = [rect for _, rect in table.drawn_rects.of("dialog")]
    for name, value in vars(g).items():
        if name.endswith("_box"):
            continue   # dialogs of one phase (bidding, picker, results) lie over the other areas
        if isinstance(value, pygame.Rect) and value.w > 60 and value.h > 30:
            rects.append(value)
        elif isinstance(value, dict):
            rects += [v for v in value.values() if isinstance(v, pygame.Rect) and v.w > 60 and v.h > 30]
    return rects


class Recorder:
    """Every text the app's Text draws: (string, size, rect), and `ink_bottom` of one of them."""

    def __init__(self, app) -> None:
        self.items: list[tuple[str, int, pygame.Rect]] = []
        self.bold: dict[tuple[str, int], bool] = {}
        self.text = app.text
        original = app.text.blit

        def blit(surface, text, pos, size, *args, **kw):
            rect = original(surface, text, pos, size, *args, **kw)
            self.items.append((text, size, rect.copy()))
            self.bold[(text, size)] = kw.get("bold", args[1] if len(args) > 1 else False)
            return rect

        app.text.blit = blit

    def ink_bottom(self, text: str, size: int, rect: pygame.Rect) -> int:
        """Where the glyphs of `text` drawn in `rect` end (the line's rect has room under them)."""
        ink = self.text.render(text, size, (0, 0, 0), bold=self.bold.get((text, size), False)).get_bounding_rect()
        return rect.y + ink.bottom


def check_frame(table, rec: Recorder, where: str) -> list[str]:
    """What is wrong with the texts `rec` saw in one frame of `table`: too small, out of the window,
    running out of the panel it starts in at its right or its foot."""
    problems = []
    boxes = containers(table)
    drawn = [rect for _, rect in table.drawn_rects.of("panel", "dialog")]   # framed: their edge is drawn
    for text, size, rect in rec.items:
        if not text.strip():
            continue
        if size < MIN_TEXT:
            problems.append(f"{where}: {text!r} drawn at {size} px")
        if not SCREEN.contains(rect):
            problems.append(f"{where}: {text!r} leaves the window at {rect}")
            continue
        inside = [c for c in boxes if c.collidepoint(rect.x + 2, rect.centery)]
        if inside:
            box = min(inside, key=lambda c: c.w * c.h)
            if rect.right > box.right + 2:
                problems.append(f"{where}: {text!r} ({rect.w} px) runs out of its panel {box}")
        framed = [c for c in drawn if c.collidepoint(rect.x + 2, rect.centery)]
        if framed:
            box = min(framed, key=lambda c: c.w * c.h)
            if rect.bottom > box.bottom and rec.ink_bottom(text, size, rect) > box.bottom - 1:
                problems.append(f"{where}: {text!r} at {tuple(rect)} runs over the foot of its panel {box}")
    return problems
