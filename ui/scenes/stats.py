"""The statistics screen (from the title): for each game, matches played and won, the win rate,
the average and best score of the human seats, the hints, undos and coach notes, in total and by the computer opponents' level
(ui/stats.py). A damaged statistics file is reported here (it was set aside and started anew)."""
from __future__ import annotations

import pygame

from game import registry
from ui import stats as stats_mod
from ui.navigation import scene_class
from ui.scenes.base import Scene

GOLD = (236, 198, 106)
CREAM = (244, 234, 208)
DIM = (180, 188, 170)
LEVEL_ORDER = ("easy", "normal", "hard", "mixed", "humans")
COLUMNS = (("ui.stats.col.played", 560), ("ui.stats.col.won", 660), ("ui.stats.col.rate", 760),
           ("ui.stats.col.average", 855), ("ui.stats.col.best", 945), ("ui.stats.col.aids", 1060))


class StatsScene(Scene):
    tall = True   # a tall window's height shows more (the canvas grows with it)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.stats = stats_mod.load()
        self.scroll = 0   # rows scrolled past (mouse wheel, ↑/↓) when they do not all fit

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        self.button((w // 2 - 130, h - 80, 260, 54), "ui.common.back", "back", "#big_button")

    def on_button(self, name: str) -> None:
        if name == "back":
            TitleScene = scene_class("title")

            self.app.switch(TitleScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y * 2
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if event.key == pygame.K_DOWN else -1
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_button("back")
        self.scroll = max(0, min(max(0, len(self.rows()) - 1), self.scroll + step))

    def level_name(self, level: str) -> str:
        return self.tr(f"ui.stats.level.{level}") if level in ("mixed", "humans") else \
            self.tr("ui.stats.versus", level=self.tr(f"ui.level.{level}"))

    def rows(self) -> list[tuple[str, stats_mod.Record, bool]]:
        """(label, record, is_game_total) for every game played, then its levels."""
        out = []
        for game_id in registry.available_games():
            levels = self.stats.games.get(game_id, {})
            if not levels:
                continue
            name = self.tr(f"ui.game.{game_id}")
            if stats_mod.lower_is_better(game_id):
                name = self.tr("ui.stats.lower_better", game=name)
            out.append((name, self.stats.total_for(game_id), True))
            for level in sorted(levels, key=lambda lv: LEVEL_ORDER.index(lv) if lv in LEVEL_ORDER else 99):
                out.append((self.level_name(level), levels[level], False))
        return out

    def cells(self, rec: stats_mod.Record) -> list[str]:
        rate = f"{100 * rec.won / rec.played:.0f}%" if rec.played else "–"
        average = f"{rec.average:.1f}" if rec.average is not None else "–"
        best = str(rec.best) if rec.best is not None else "–"
        return [str(rec.played), str(rec.won), rate, average, best, f"{rec.hints} / {rec.undos} / {rec.coach}"]

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
        text = self.app.text
        w, h = surface.get_size()
        text.blit(surface, self.tr("ui.stats.title"), (w // 2, 40), 34, GOLD, bold=True, anchor="midtop", shadow=True)
        box = pygame.Rect(120, 110, w - 240, h - 230)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (8, 22, 15, 170), panel.get_rect(), border_radius=16)
        pygame.draw.rect(panel, (201, 161, 74, 110), panel.get_rect(), 1, border_radius=16)
        surface.blit(panel, box)
        y = box.y + 18
        if self.stats.problem:
            for line in text.wrap(stats_mod.problem_message(self.tr, self.stats), 16, box.width - 60):
                text.blit(surface, line, (box.x + 30, y), 16, (255, 190, 140))
                y += 24
            y += 8
        rows = self.rows()
        if not rows:
            text.blit(surface, self.tr("ui.stats.empty"), (w // 2, box.centery), 20, DIM, anchor="center")
            return
        for key, x in COLUMNS:
            text.blit(surface, self.tr(key), (x, y), 16, DIM, bold=True, anchor="midtop")
        y += 32
        pygame.draw.line(surface, (201, 161, 74), (box.x + 24, y - 6), (box.right - 24, y - 6), 1)
        if self.scroll:
            text.blit(surface, "▲", (box.right - 30, y - 28), 14, DIM, anchor="midtop")
        for n, (label, rec, total) in enumerate(rows[self.scroll:]):
            if y > box.bottom - 34:
                text.blit(surface, "▼", (box.right - 30, box.bottom - 24), 14, DIM, anchor="midtop")
                break
            size = 19 if total else 16
            if total and n:
                y += 8
            text.blit(surface, label, (box.x + (30 if total else 60), y), size, GOLD if total else CREAM, bold=total)
            for (key, x), cell in zip(COLUMNS, self.cells(rec)):
                text.blit(surface, cell, (x, y), size, GOLD if total else CREAM, bold=total, anchor="midtop")
            y += 30 if total else 26
