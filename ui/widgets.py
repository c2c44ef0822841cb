"""Small widgets drawn on the table itself (not pygame-gui): buttons with a hotkey, hover and
disabled states, drawn with the shipped font so the table has one consistent look."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.drawn import record
from ui.text import MIN_TEXT

LABEL_SIZE = 19   # a button label's size when it fits


@dataclass
class Button:
    name: str
    label: str
    rect: pygame.Rect
    enabled: bool = True
    primary: bool = False
    toggled: bool = False
    hotkey: str = ""

    def draw(self, surface: pygame.Surface, text, mouse=None) -> None:
        hover = self.enabled and mouse is not None and self.rect.collidepoint(mouse)
        if not self.enabled:
            bg, border, fg = (40, 48, 42), (80, 88, 78), (130, 136, 124)
        elif self.primary:
            bg, border, fg = ((150, 110, 40) if hover else (122, 88, 30)), (246, 210, 120), (255, 250, 236)
        elif self.toggled:
            bg, border, fg = (92, 70, 30), (246, 210, 120), (255, 250, 236)
        else:
            bg, border, fg = ((62, 84, 68) if hover else (40, 60, 48)), (201, 161, 74), (244, 234, 208)
        record("button", self.rect, self.name)
        if not self.enabled:
            record("button_off", self.rect, self.name)
        shadow = self.rect.move(0, 3)
        pygame.draw.rect(surface, (12, 24, 18), shadow, border_radius=9)
        pygame.draw.rect(surface, bg, self.rect, border_radius=9)
        pygame.draw.rect(surface, border, self.rect, 2, border_radius=9)
        lines, size = label_lines(text, self.label, self.rect.w - 16, self.rect.h - 6)
        pitch = text.font(size, True).get_linesize()
        top = self.rect.centery - pitch * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            text.blit(surface, line, (self.rect.centerx, round(top + i * pitch)), size, fg, bold=True, anchor="center")


def label_lines(text, label: str, width: int, height: int) -> tuple[list[str], int]:
    """A button's label as it is drawn in `width` × `height`: on one line, 19 px or as much smaller as
    it needs down to MIN_TEXT; a label too long for that goes on two lines, as large as they fit."""
    sizes = range(LABEL_SIZE, MIN_TEXT - 1, -1)
    for size in sizes:
        if text.font(size, True).size(label)[0] <= width:
            return [label], size
    for size in sizes:
        if 2 * text.font(size, True).get_linesize() > height + 8:   # a line's box has room round its ink
            continue
        lines = _at_a_mark(text, label, size, width) or text.wrap(label, size, width, bold=True)
        if len(lines) <= 2:
            return lines, size
    return [label], MIN_TEXT


def _at_a_mark(text, label: str, size: int, width: int) -> list[str] | None:
    """Two lines broken where the label's words part (a space, before an opening bracket "（"),
    the pair whose longer line is shortest, or None when no such break fits `width`."""
    font = text.font(size, True)
    pairs = [(label[:i], label[i + 1:]) for i, ch in enumerate(label) if ch == " "]
    pairs += [(label[:i], label[i:]) for i, ch in enumerate(label) if ch in "（(" and i > 0]
    longer = {pair: max(font.size(pair[0])[0], font.size(pair[1])[0]) for pair in pairs}
    fitting = [pair for pair in pairs if longer[pair] <= width]
    return list(min(fitting, key=longer.get)) if fitting else None
