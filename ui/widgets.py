"""Small widgets drawn on the table itself (not pygame-gui): buttons with a hotkey, hover and
disabled states, drawn with the shipped font so the table has one consistent look."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.drawn import record


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
        label = self.label
        size = 19
        while size > 12 and text.font(size, True).size(label)[0] > self.rect.w - 16:
            size -= 1
        text.blit(surface, label, self.rect.center, size, fg, bold=True, anchor="center")
