"""The hand-over curtain between two humans' turns in pass-and-play: it hides the whole table
("Pass to <name>", and the layout's note, e.g. whose simultaneous choice it is and how many have
chosen) until that person clicks or presses a key. Esc opens the pause menu over the curtain
itself (no hand shows under it), and while the menu is open nothing lifts the curtain."""
from __future__ import annotations

import pygame

from ui.navigation import scene_class
from ui.scenes.base import Scene


class CurtainScene(Scene):
    def __init__(self, app, name: str, on_continue, note: str = "") -> None:
        super().__init__(app)
        self.name = name
        self.note = note
        self.on_continue = on_continue
        self.age = 0.0
        self.menu_open = False

    @property
    def modal_open(self) -> bool:
        return self.menu_open

    def build(self) -> None:
        if self.menu_open:
            cx = self.app.screen.get_width() // 2
            for i, (key, name) in enumerate((("ui.menu.resume", "resume"), ("ui.menu.rules", "rules"),
                                             ("ui.menu.settings", "settings"), ("ui.menu.quit", "title"))):
                self.button((cx - 140, 250 + i * 62, 280, 50), key, name)

    def on_button(self, name: str) -> None:
        if name == "resume":
            self.toggle_menu()
        elif name == "rules":
            RulesScene = scene_class("rules")

            table = self.table()
            self.app.push(RulesScene(self.app, table.match.game_id if table is not None else None))
        elif name == "settings":
            SettingsScene = scene_class("settings")

            self.app.push(SettingsScene(self.app))
        elif name == "title":
            TitleScene = scene_class("title")

            table = self.table()
            if table is not None:
                table.finished = True   # saved after every action: Continue on the title resumes it
            self.app.clear_stack()
            self.app.switch(TitleScene(self.app))

    def table(self):
        """The table scene under the curtain."""
        return next((s for s in reversed(self.app.stack) if hasattr(s, "match")), None)

    def toggle_menu(self) -> None:
        self.menu_open = not self.menu_open
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.toggle_menu()
            return
        if self.menu_open or self.age < 0.25:  # a click meant for the table must not lift the curtain at once
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
        if self.menu_open:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 150))
            surface.blit(shade, (0, 0))
            box = pygame.Rect(0, 0, 380, 360)
            box.midtop = (w // 2, 160)
            pygame.draw.rect(surface, (12, 28, 20), box, border_radius=16)
            pygame.draw.rect(surface, (201, 161, 74), box, 2, border_radius=16)
            text.blit(surface, self.tr("ui.menu.title"), (box.centerx, box.y + 44), 30,
                      (246, 215, 126), bold=True, anchor="center")
