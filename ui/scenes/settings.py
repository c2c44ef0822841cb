"""The settings screen: language (switches live), AI speed and animation speed; saved at once."""
from __future__ import annotations

import pygame

from ui.scenes.base import Scene
from ui.settings import SPEEDS



class SettingsScene(Scene):
    def build(self) -> None:
        w = self.app.screen.get_width()
        self.label((0, 70, w, 50), self.tr("ui.settings.title"), "#heading_c")
        rows = (("ui.settings.language", "lang", ("ja", "en")),
                ("ui.settings.ai_speed", "ai_speed", SPEEDS),
                ("ui.settings.anim_speed", "anim_speed", SPEEDS))
        for r, (key, field, options) in enumerate(rows):
            y = 180 + r * 90
            self.label((250, y, 260, 48), self.tr(key))
            current = getattr(self.app.settings, field)
            for i, option in enumerate(options):
                text = self.tr(f"ui.lang.{option}") if field == "lang" else self.tr(f"ui.speed.{option}")
                self.choice((520 + i * 170, y, 160, 48), text, f"{field}:{option}", option == current)
        self.button((w // 2 - 130, 520, 260, 54), "ui.common.back", "back", "#big_button")

    def on_button(self, name: str) -> None:
        if name == "back":
            if self.app.stack:
                self.app.pop()
            else:
                from ui.scenes.title import TitleScene

                self.app.switch(TitleScene(self.app))
            return
        field, _, option = name.partition(":")
        if field == "lang":
            self.app.set_language(option)
            return
        setattr(self.app.settings, field, option)
        self.app.store_settings()
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
        box = pygame.Rect(220, 150, surface.get_width() - 440, 320)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (8, 22, 15, 150), panel.get_rect(), border_radius=16)
        pygame.draw.rect(panel, (201, 161, 74, 110), panel.get_rect(), 1, border_radius=16)
        surface.blit(panel, box)
