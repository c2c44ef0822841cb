"""The hand-over curtain between two humans' turns in pass-and-play: it hides the whole table
("Pass to <name>", and the layout's note, e.g. whose simultaneous choice it is and how many have
chosen) until that person clicks or presses a key."""
from __future__ import annotations

import pygame

from ui.scenes.base import Scene


class CurtainScene(Scene):
    def __init__(self, app, name: str, on_continue, note: str = "") -> None:
        super().__init__(app)
        self.name = name
        self.note = note
        self.on_continue = on_continue
        self.age = 0.0

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.age < 0.25:  # a click meant for the table must not lift the curtain at once
            return
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)):
            self.proceed()

    def proceed(self) -> None:
        self.app.pop()
        self.on_continue()

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((6, 14, 10, 170))
        surface.blit(shade, (0, 0))
        w, h = surface.get_size()
        back = (150, 214)
        for i in range(5):
            rect = pygame.Rect(0, 0, *back)
            rect.center = (w // 2 + (i - 2) * 40, h // 2 - 150 + abs(i - 2) * 6)
            self.app.cards.blit(surface, None, rect, face_up=False)
        text = self.app.text
        text.blit(surface, self.tr("ui.curtain.pass_to", name=self.name), (w // 2, h // 2 + 60), 44,
                  (246, 215, 126), bold=True, anchor="center", shadow=True)
        text.blit(surface, self.tr("ui.curtain.hint", name=self.name), (w // 2, h // 2 + 120), 22,
                  (228, 222, 200), anchor="center")
        below = h // 2 + 170
        if self.note:
            text.blit(surface, self.note, (w // 2, below), 22, (246, 215, 126), anchor="center")
            below += 46
        text.blit(surface, self.tr("ui.curtain.continue"), (w // 2, below), 20,
                  (200, 210, 190), anchor="center")
