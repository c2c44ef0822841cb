"""The title screen: the collection's name, a fan of cards, and New game / Rules / Settings / Quit."""
from __future__ import annotations

import pygame

from game.cards import Card
from ui.scenes.base import Scene

FAN = (Card("S", 1), Card("H", 13), Card("D", 12), Card("C", 11))


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self._fan: list[tuple[pygame.Surface, tuple[int, int]]] | None = None

    def build(self) -> None:
        w = self.app.screen.get_width()
        self.label((0, 120, w, 96), self.tr("ui.app.title"), "#title")
        self.label((0, 212, w, 36), self.tr("ui.title.subtitle"), "#subtitle")
        x = w // 2 - 160
        for i, (key, name) in enumerate((("ui.title.new_game", "new"), ("ui.title.rules", "rules"),
                                         ("ui.title.settings", "settings"), ("ui.title.quit", "quit"))):
            self.button((x, 300 + i * 72, 320, 56), key, name, "#big_button" if i == 0 else None)

    def on_button(self, name: str) -> None:
        if name == "new":
            from ui.scenes.setup import SetupScene

            self.app.switch(SetupScene(self.app))
        elif name == "rules":
            from ui.scenes.rules import RulesScene

            self.app.push(RulesScene(self.app, None))
        elif name == "settings":
            from ui.scenes.settings import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif name == "quit":
            self.app.running = False

    def _fan_surfaces(self):
        if self._fan is None:
            self._fan = []
            w, h = self.app.screen.get_size()
            for side, cx in ((-1, 190), (1, w - 190)):
                for i, card in enumerate(FAN):
                    angle = (i - 1.5) * -12 * side
                    face = self.app.cards.face(card, (132, 188))
                    img = pygame.transform.rotozoom(face, angle, 1.0)
                    dx = (i - 1.5) * 38 * side
                    dy = abs(i - 1.5) * 10
                    self._fan.append((img, (int(cx + dx), int(h // 2 + 60 + dy))))
        return self._fan

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
        for img, center in self._fan_surfaces():
            shadow = pygame.mask.from_surface(img).to_surface(setcolor=(0, 0, 0, 70), unsetcolor=(0, 0, 0, 0))
            surface.blit(shadow, shadow.get_rect(center=(center[0] + 4, center[1] + 5)))
            surface.blit(img, img.get_rect(center=center))
        self.app.text.blit(surface, self.tr("ui.title.footer"), (surface.get_width() // 2, surface.get_height() - 28),
                           15, (190, 200, 180), anchor="center")
