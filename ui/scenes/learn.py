"""The Learn screen: every game with its lesson's title and one-line blurb
(`<game>.lesson.title`, `<game>.lesson.blurb`), how far the player has come (new, step k of n,
finished ✓: ui/lesson_progress.py) and Start / Resume / Start again. A game without a lesson yet
is listed with its name and "coming soon", its button disabled."""
from __future__ import annotations

import traceback

import pygame

from game import i18n, registry
from game import lesson as lesson_mod
from ui import lesson_progress
from ui.crashlog import log_error
from ui.layouts import has_layout
from ui.layouts.common import CREAM, DIM, GOLD, ellipsize
from ui.navigation import scene_class
from ui.scenes.base import Scene

TOP = 116
ROW_H = 104
BUTTON_W = 190


def lesson_of(game_id: str):
    """The game's lesson, or None (none yet, or one whose module fails: logged)."""
    try:
        return lesson_mod.lesson_for(game_id)
    except Exception as exc:
        log_error(f"lesson_for({game_id!r}) failed: {exc!r}", trace=traceback.format_exc())
        return None


class LearnScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = [g for g in registry.available_games() if has_layout(g)]
        self.lessons = {g: lesson_of(g) for g in self.games}
        self.progress = lesson_progress.load()
        if self.progress.problem:
            app.toasts.show(lesson_progress.problem_message(app.tr, self.progress), seconds=10, kind="warn")

    def title_of(self, game_id: str) -> str:
        key = f"{game_id}.lesson.title"
        return self.tr(key) if self.lessons[game_id] is not None and i18n.has(key, "en") else self.tr(f"ui.game.{game_id}")

    def blurb_of(self, game_id: str) -> str:
        key = f"{game_id}.lesson.blurb"
        if self.lessons[game_id] is None:
            return self.tr("ui.learn.coming_soon")
        return self.tr(key) if i18n.has(key, "en") else ""

    def state_of(self, game_id: str) -> str:
        """new / step k of n / finished ✓ (and where a finished lesson taken again stands)."""
        lesson = self.lessons[game_id]
        if lesson is None:
            return ""
        entry, n = self.progress.of(game_id), len(lesson.steps)
        step = min(entry.step, n)
        if entry.finished and 0 < step < n:
            return self.tr("ui.learn.progress.finished_again", k=step, n=n)
        if entry.finished:
            return self.tr("ui.learn.progress.finished")
        if step > 0:
            return self.tr("ui.learn.progress.step", k=step, n=n)
        return self.tr("ui.learn.progress.new")

    def resumable(self, game_id: str) -> bool:
        lesson = self.lessons[game_id]
        return lesson is not None and 0 < self.progress.of(game_id).step < len(lesson.steps)

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        self.label((0, 24, w, 50), self.tr("ui.learn.heading"), "#heading_c")
        x = w - 100 - 16 - BUTTON_W
        for i, g in enumerate(self.games):
            y = TOP + i * ROW_H
            if self.lessons[g] is None:
                self.button((x, y + 10, BUTTON_W, 38), "ui.learn.soon_button", f"start:{g}").disable()
            elif self.resumable(g):
                self.button((x, y + 10, BUTTON_W, 38), "ui.learn.resume", f"resume:{g}", "#big_button")
                self.button((x, y + 54, BUTTON_W, 34), "ui.learn.again", f"again:{g}")
            elif self.progress.of(g).finished:
                self.button((x, y + 10, BUTTON_W, 38), "ui.learn.again", f"again:{g}")
            else:
                self.button((x, y + 10, BUTTON_W, 38), "ui.learn.start", f"start:{g}", "#big_button")
        self.button((w // 2 - 130, h - 74, 260, 54), "ui.common.back", "back")

    def on_button(self, name: str) -> None:
        from ui.scenes.lesson_table import open_lesson

        if name == "back":
            TitleScene = scene_class("title")

            self.app.switch(TitleScene(self.app))
            return
        what, _, game_id = name.partition(":")
        if game_id in self.games:
            open_lesson(self.app, game_id, restart=what == "again")

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
        text = self.app.text
        w = surface.get_width()
        text.blit(surface, self.tr("ui.learn.intro"), (w // 2, 78), 17, DIM, anchor="midtop")
        room = w - 200 - 2 * 24 - BUTTON_W - 16
        for i, g in enumerate(self.games):
            box = pygame.Rect(100, TOP + i * ROW_H, w - 200, ROW_H - 8)
            back = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(back, (8, 22, 15, 150), back.get_rect(), border_radius=12)
            pygame.draw.rect(back, (201, 161, 74, 110), back.get_rect(), 1, border_radius=12)
            surface.blit(back, box)
            soon = self.lessons[g] is None
            text.blit(surface, ellipsize(text, self.title_of(g), 22, room, bold=True), (box.x + 24, box.y + 8), 22,
                      DIM if soon else GOLD, bold=True)
            text.blit(surface, ellipsize(text, self.blurb_of(g), 17, room), (box.x + 24, box.y + 40), 17, CREAM)
            text.blit(surface, self.state_of(g), (box.x + 24, box.y + 66), 15, DIM)
