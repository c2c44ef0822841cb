"""The title screen: the collection's name, a fan of cards, and New game / Play online / Learn / Rules /
Saved games / Statistics / Settings / Quit, with Continue first when an unfinished match exists: the
autosave (ui/saves.py), else the newest unfinished match set aside under Saved games (it then
becomes the running save). A save that cannot be resumed has
already been set aside by `saves.probe`; the title then says why, in the player's language, and
offers New game only. New game while a match is unfinished asks first: continue it, or start a
new one (the unfinished match is kept and listed under Saved games), or cancel."""
from __future__ import annotations

import time

import pygame

from game.cards import Card
from ui import saves
from ui.navigation import scene_class
from ui.scenes.base import Scene

FAN = (Card("S", 1), Card("H", 13), Card("D", 12), Card("C", 11))


class TitleScene(Scene):
    tall = True   # in a tall window the canvas is taller: everything is centred in it

    @property
    def top(self) -> int:
        """How far the 720-high design is moved down to sit in the middle of a taller canvas."""
        return (self.app.screen.get_height() - 720) // 2

    def __init__(self, app) -> None:
        super().__init__(app)
        self._fan: list[tuple[pygame.Surface, tuple[int, int]]] | None = None
        found = saves.probe()
        self.saved = found if found is not None and not isinstance(found, saves.SaveProblem) else None
        self.problem = found if isinstance(found, saves.SaveProblem) else None
        self.saved_path = saves.current_path()
        if found is None:
            self._offer_set_aside()
        self.asking = False   # the "a match is unfinished" question is open

    def _offer_set_aside(self) -> None:
        """No running save: Continue offers the newest unfinished match kept under Saved games."""
        from ui.scenes.saved_games import latest_unfinished

        path = latest_unfinished()
        if path is None:
            return
        try:
            self.saved = saves.read(path)
        except Exception:   # a save that does not replay stays listed (and explained) under Saved games
            return
        if self.saved.over:
            self.saved = None
            return
        self.saved_path = path

    @property
    def modal_open(self) -> bool:
        return self.asking

    def build(self) -> None:
        w = self.app.screen.get_width()
        if self.asking:
            for i, (key, name, big) in enumerate((("ui.title.ask.continue", "continue", True),
                                                  ("ui.title.ask.new", "new_anyway", False),
                                                  ("ui.title.ask.cancel", "cancel", False))):
                self.button((w // 2 - 360 + i * 245, self.top + 420, 230, 54), key, name,
                            "#big_button" if big else None)
            return
        self.label((0, self.top + 120, w, 96), self.tr("ui.app.title"), "#title")
        self.label((0, self.top + 212, w, 36), self.tr("ui.title.subtitle"), "#subtitle")
        x = w // 2 - 160
        y = self.top + 300
        if self.saved is not None:
            y = self.top + 276
            self.button((x, y, 320, 56), "ui.title.continue", "continue", "#big_button")
            y += 56 + 44  # room for the line saying what is saved
        rows = ((("ui.title.new_game", "new"), ("ui.title.online", "online")), (("ui.learn.title_button", "learn"), ("ui.title.rules", "rules")),
                (("ui.title.saved_games", "saved"), ("ui.title.stats", "stats")),
                (("ui.title.settings", "settings"), ("ui.title.quit", "quit")))
        for i, row in enumerate(rows):
            big = i == 0 and self.saved is None
            width = (320 - 10 * (len(row) - 1)) // len(row)
            for j, (key, name) in enumerate(row):
                self.button((x + j * (width + 10), y, width, 56), key, name, "#big_button" if big else None)
            y += 64 if self.saved is not None else 72

    def window_changed(self) -> None:
        self._fan = None   # the fans sit by the canvas's middle, which a resize may move

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if self.asking and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_button("cancel")

    def saved_detail(self) -> str:
        match = self.saved
        try:
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_path.stat().st_mtime))
        except OSError:
            when = "?"
        n = match.deal_index + 1
        of = match.deals_shown(n)
        key = "ui.saves.continue_detail" if of else "ui.saves.continue_detail_open"
        return self.tr(key, game=self.tr(f"ui.game.{match.game_id}"), n=n, of=of, when=when)

    def on_button(self, name: str) -> None:
        if name == "continue" and self.saved is not None:
            from ui.scenes.saved_games import adopt
            TableScene = scene_class("table")

            try:
                adopt(self.saved_path, self.saved, self.app.keeper)
            except OSError as exc:
                self.app.toasts.show(self.tr("ui.saved.cannot_open", name=self.saved_path.name,
                                             reason=exc.strerror or str(exc)), kind="warn")
                return
            self.app.switch(TableScene(self.app, self.saved))
        elif name == "new" and self.saved is not None:
            self.asking = True
            self.rebuild()
        elif name == "cancel":
            self.asking = False
            self.rebuild()
        elif name in ("new", "new_anyway"):
            SetupScene = scene_class("setup")

            self.app.switch(SetupScene(self.app))
        elif name == "online":

            self.app.switch(scene_class("online")(self.app))
        elif name == "saved":
            SavedGamesScene = scene_class("saved_games")

            self.app.switch(SavedGamesScene(self.app))
        elif name == "learn":
            LearnScene = scene_class("learn")

            self.app.switch(LearnScene(self.app))
        elif name == "stats":
            StatsScene = scene_class("stats")

            self.app.switch(StatsScene(self.app))
        elif name == "rules":
            RulesScene = scene_class("rules")

            self.app.push(RulesScene(self.app, None))
        elif name == "settings":
            SettingsScene = scene_class("settings")

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
        if self.saved is not None:
            self.app.text.blit(surface, self.saved_detail(), (surface.get_width() // 2, self.top + 276 + 56 + 9), 16,
                               (228, 222, 200), anchor="midtop")
        if self.asking:
            self.draw_question(surface)
            return
        if self.problem is not None:
            self.draw_problem(surface)
            return
        self.app.text.blit(surface, self.tr("ui.title.footer"), (surface.get_width() // 2, surface.get_height() - 28),
                           15, (190, 200, 180), anchor="center")

    def draw_question(self, surface: pygame.Surface) -> None:
        """New game while a match is unfinished: what is saved, and what each answer does."""
        text = self.app.text
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 160))
        surface.blit(shade, (0, 0))
        box = pygame.Rect(w // 2 - 390, self.top + 220, 780, 280)
        pygame.draw.rect(surface, (12, 28, 20), box, border_radius=16)
        pygame.draw.rect(surface, (201, 161, 74), box, 2, border_radius=16)
        text.blit(surface, self.tr("ui.title.ask.heading"), (w // 2, box.y + 26), 26, (246, 215, 126),
                  bold=True, anchor="midtop")
        y = box.y + 76
        for line in text.wrap(self.saved_detail(), 18, box.width - 80):
            text.blit(surface, line, (w // 2, y), 18, (244, 234, 208), anchor="midtop")
            y += 28
        for line in text.wrap(self.tr("ui.title.ask.kept"), 16, box.width - 80):
            text.blit(surface, line, (w // 2, y + 6), 16, (190, 200, 180), anchor="midtop")
            y += 24

    def draw_problem(self, surface: pygame.Surface) -> None:
        """The damaged save's reason in a warning panel along the bottom edge."""
        text = self.app.text
        w, h = surface.get_size()
        heading = self.problem.heading(self.tr)
        lines = text.wrap(self.problem.body(self.tr), 17, 1000)
        box = pygame.Rect(0, 0, 1060, 52 + 26 * len(lines))
        box.midbottom = (w // 2, h - 14)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (120, 62, 16, 235), panel.get_rect(), border_radius=12)
        pygame.draw.rect(panel, (255, 214, 140), panel.get_rect(), 2, border_radius=12)
        surface.blit(panel, box)
        text.blit(surface, heading, (box.x + 30, box.y + 10), 20, (255, 226, 150), bold=True)
        for i, line in enumerate(lines):
            text.blit(surface, line, (box.x + 30, box.y + 42 + 26 * i), 17, (255, 246, 228))
