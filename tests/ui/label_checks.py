"""What a table frame drew and whether it fits: names of the longest length a seat can have, a
recorder of every text the app draws, and the check that each text stays inside its panel (or the
dialog drawn over the table) and the window at a readable size."""
from __future__ import annotations

import pygame

from ui import drawn as drawn_rects
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
    """Every text the app's Text draws: (string, size, rect); the `ink` of one of them, and whether a
    dialog drawn after it hides it (`hidden`)."""

    def __init__(self, app) -> None:
        self.items: list[tuple[str, int, pygame.Rect]] = []
        self.bold: dict[tuple[str, int], bool] = {}
        self.recorded_before: dict[int, int] = {}   # id of an item's rect -> rects the frame had recorded then
        self.text = app.text
        original = app.text.blit

        def blit(surface, text, pos, size, *args, **kw):
            rect = original(surface, text, pos, size, *args, **kw)
            copy = rect.copy()
            self.items.append((text, size, copy))
            self.bold[(text, size)] = kw.get("bold", args[1] if len(args) > 1 else False)
            frame = drawn_rects.current()
            self.recorded_before[id(copy)] = len(frame.items) if frame is not None else 0
            return rect

        app.text.blit = blit

    def ink(self, text: str, size: int, rect: pygame.Rect) -> pygame.Rect:
        """Where the glyphs of `text` drawn in `rect` lie (the line's rect has room round them)."""
        ink = self.text.render(text, size, (0, 0, 0), bold=self.bold.get((text, size), False)).get_bounding_rect()
        return ink.move(rect.topleft)

    def hidden(self, rect: pygame.Rect, drawn: drawn_rects.DrawnRects) -> bool:
        """Whether an opaque dialog the frame drew (`drawn`) after the text in `rect` lies over it."""
        later = drawn.items[self.recorded_before.get(id(rect), 0):]
        return any(kind == "dialog" and box.colliderect(rect) for kind, _, box in later)


def check_frame(table, rec: Recorder, where: str, texts=None, registry=None) -> list[str]:
    """What is wrong with the texts `rec` saw in one frame of `table` (or only `texts` of them, as
    drawn over `registry`, the frame's drawn rectangles by default): too small, out of the window,
    running out of the panel it starts in at its right or its foot, on another text of its panel,
    a button's label reaching its button's frame."""
    problems = []
    registry = registry if registry is not None else table.drawn_rects
    boxes = containers(table)
    drawn = [rect for _, rect in registry.of("panel", "dialog")]   # framed: their edge is drawn
    buttons = [rect for _, rect in registry.of("button")]
    in_box: dict[tuple, list] = {}
    for text, size, rect in (texts if texts is not None else rec.items):
        if not text.strip() or rec.hidden(rect, registry):
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
        button = next((b for b in buttons if b.collidepoint(rect.center)), None)
        ink = rec.ink(text, size, rect)
        if button is not None and not button.inflate(-6, -4).contains(ink):   # clear of its 2 px frame
            problems.append(f"{where}: {text!r} ({ink.w} px) reaches the frame of its button {button}")
        framed = [c for c in drawn if c.collidepoint(rect.x + 2, rect.centery)]
        if framed:
            box = min(framed, key=lambda c: c.w * c.h)
            if ink.bottom > box.bottom - 1:
                problems.append(f"{where}: {text!r} at {tuple(rect)} runs over the foot of its panel {box}")
            for other, other_ink in in_box.setdefault(tuple(box), []):
                if ink.colliderect(other_ink) and other != text:
                    problems.append(f"{where}: {text!r} lies on {other!r} in the panel {box}")
            in_box[tuple(box)].append((text, ink))
    return problems
