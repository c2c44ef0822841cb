"""The saved games screen (from the title): the running save (saves/current.json), unfinished
matches set aside when a new one began (saves/*.unfinished-*), damaged saves kept aside
(saves/*.corrupt-*) and finished matches (replays/*.json), newest first. An unfinished one opens
at its table, exactly where it stopped (it becomes the running save; the running one, if another,
is kept aside first); a finished one opens in the replay viewer, which refuses a match that is not
over (a save copied into replays/ is listed as unfinished, to be continued, never watched). The
list reads only each file's heading; a file is replayed when it is opened, and one that cannot be
is explained here. Each row says in words what its state means and what opening it does (the
running match or one set aside: continue it; finished: watch the replay; damaged: why it was set
aside). Text from a file (game id, names, reasons) is cut to a sane length before it is
shown (files.short_text); a file the safe reader refuses is listed as damaged. Delete removes a file after a second click on the same button ("Sure?")."""
from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

import pygame

from game import files, registry
from game.seats import MAX_NAME
from ui import saves
from ui.layouts.common import ellipsize
from ui.navigation import scene_class
from ui.scenes.base import Scene

GOLD = (236, 198, 106)
CREAM = (244, 234, 208)
DIM = (180, 188, 170)
PER_PAGE = 8          # rows on a 720-high canvas (a taller canvas lists more)
ROW_H = 56
LIST_TOP = 96
SEATS_SHOWN = 8      # at most this many names in a row


@dataclass
class Entry:
    path: Path
    kind: str          # "current", "unfinished", "damaged" or "finished"
    game: str = ""
    names: str = ""
    actions: int = 0
    when: float = 0.0

    @property
    def standing(self) -> str:
        """The `ui.saved.standing.*` word that explains this row: which kind of save and what to do."""
        if self.kind == "unfinished" and "-window" in self.path.name:
            return "window"
        return self.kind


def describe(path: Path, kind: str) -> Entry:
    entry = Entry(path, kind)
    try:
        entry.when = path.stat().st_mtime
        doc = files.read_json(path)
    except (OSError, ValueError):   # files.BadFile (any damage) is a ValueError
        entry.kind = "damaged"
        return entry
    if not isinstance(doc, dict):
        entry.kind = "damaged"
        return entry
    game = doc.get("game")
    entry.game = game if isinstance(game, str) and game in registry.GAME_MODULES else ""
    seats = doc.get("seats") if isinstance(doc.get("seats"), list) else []
    names = [files.short_text(s.get("name", "?"), MAX_NAME) for s in seats[:SEATS_SHOWN] if isinstance(s, dict)]
    entry.names = " / ".join(names)
    entry.actions = len(doc["actions"]) if isinstance(doc.get("actions"), list) else 0
    if kind == "finished" and doc.get("finished") is not True:
        entry.kind = "unfinished"   # a save copied into replays/: continued, never watched
    return entry


def file_name(path: Path) -> str:
    """A file's name as it can be shown (a name in bytes that are not UTF-8, or a very long one)."""
    return files.short_text(path.name, 60)


def list_saves() -> list[Entry]:
    """Every save and replay on disk, the running one first, then newest first."""
    folder = saves.current_path().parent
    found: list[Entry] = []
    if saves.current_path().is_file():
        found.append(describe(saves.current_path(), "current"))
    others: list[Entry] = []
    if folder.is_dir():
        for path in folder.iterdir():
            if ".unfinished-" in path.name:
                others.append(describe(path, "unfinished"))
            elif ".corrupt-" in path.name:
                others.append(describe(path, "damaged"))
    replays = saves.replays_dir()
    if replays.is_dir():
        others += [describe(p, "finished") for p in replays.glob("*.json")]
    others.sort(key=lambda e: e.when, reverse=True)
    return found + others


def latest_unfinished() -> Path | None:
    """The newest unfinished match set aside (when a new one began) that no other running window
    is still playing: what the title's Continue offers when there is no running save."""
    from ui.saves import pid_alive

    for entry in list_saves():   # newest first after the running save
        if entry.kind != "unfinished" or ".unfinished-" not in entry.path.name:
            continue
        pid = entry.path.name.rpartition("-window")[2]
        if "-window" in entry.path.name and pid.isdigit() and int(pid) != os.getpid() and pid_alive(int(pid)):
            continue
        return entry.path
    return None


def adopt(path: Path, match, keeper=None) -> None:
    """An unfinished save opened from the list becomes the running save (current.json); the running
    one, if it is another match, is kept aside first (never overwritten). While another app
    instance owns current.json (`keeper.target()` is this instance's own slot), the file opened
    becomes that slot instead and current.json is left alone."""
    current = saves.current_path()
    if path == current:
        return
    if keeper is not None and keeper.target() != current:
        keeper.slot = path
        return
    saves.keep_other_unfinished(match)
    current.parent.mkdir(parents=True, exist_ok=True)
    os.replace(path, current)


class SavedGamesScene(Scene):
    tall = True   # a tall window's height shows more (the canvas grows with it)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries = list_saves()
        self.page = 0
        self.problem = ""
        self.confirm: int | None = None   # the row whose Delete was clicked once

    @property
    def per_page(self) -> int:
        return max(PER_PAGE, (self.app.screen.get_height() - LIST_TOP - 176) // ROW_H)

    @property
    def shown(self) -> list[Entry]:
        n = self.per_page
        return self.entries[self.page * n:(self.page + 1) * n]

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        for i, entry in enumerate(self.shown):
            y = LIST_TOP + 14 + i * ROW_H
            if entry.kind != "damaged":
                key = "ui.saved.watch" if entry.kind == "finished" else "ui.saved.open"
                self.button((w - 430, y + 6, 180, 40), key, f"open:{i}")
            self.button((w - 240, y + 6, 108, 40), "ui.saved.sure" if self.confirm == i else "ui.saved.delete",
                        f"delete:{i}", "#choice_on" if self.confirm == i else None)
        pages = (len(self.entries) - 1) // self.per_page + 1
        if pages > 1:
            button = self.button((w // 2 - 420, h - 80, 160, 54), "ui.saved.previous", "prev")
            if self.page == 0:
                button.disable()
            button = self.button((w // 2 + 260, h - 80, 160, 54), "ui.saved.next", "next")
            if self.page >= pages - 1:
                button.disable()
        self.button((w // 2 - 130, h - 80, 260, 54), "ui.common.back", "back", "#big_button")

    def on_button(self, name: str) -> None:
        if name == "back":
            TitleScene = scene_class("title")

            self.app.switch(TitleScene(self.app))
        elif name in ("prev", "next"):
            self.page += -1 if name == "prev" else 1
            self.confirm = None
            self.rebuild()
        elif name.startswith("delete:"):
            self.delete(int(name.split(":")[1]))
        elif name.startswith("open:"):
            self.open(self.shown[int(name.split(":")[1])])

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_button("back")

    def delete(self, row: int) -> None:
        if self.confirm != row:
            self.confirm = row
            self.rebuild()
            return
        entry = self.shown[row]
        try:
            entry.path.unlink()
        except OSError as exc:
            self.problem = self.tr("ui.saved.cannot_delete", name=file_name(entry.path),
                                   reason=files.short_text(exc.strerror or exc))
        self.confirm = None
        self.entries = list_saves()
        self.page = min(self.page, max(0, (len(self.entries) - 1) // self.per_page))
        self.rebuild()

    def open(self, entry: Entry) -> None:
        try:
            match = saves.read(entry.path)
        except Exception as exc:   # saves.read explains a damaged file; anything else is told too
            self.problem = self.tr("ui.saved.cannot_open", name=file_name(entry.path),
                                   reason=files.short_text(getattr(exc, "detail", None) or exc))
            return
        if match.over or entry.kind == "finished":
            self.watch(entry)
            return
        try:
            adopt(entry.path, match, self.app.keeper)
        except OSError as exc:
            self.problem = self.tr("ui.saved.cannot_open", name=file_name(entry.path),
                                   reason=files.short_text(exc.strerror or exc))
            return
        TableScene = scene_class("table")

        self.app.switch(TableScene(self.app, match))

    def watch(self, entry: Entry) -> None:
        """Open a finished match in the replay viewer; one that is not over is refused with a
        message (its file may say "finished", only its replayed actions count) and offered to be
        continued instead."""
        from game.errors import NotFinished, ReplayError
        ReplayViewerScene = scene_class("replay_viewer")

        try:
            viewer = ReplayViewerScene(self.app, entry.path, back=lambda: SavedGamesScene(self.app))
        except NotFinished as exc:
            self.problem = self.tr(exc.key, name=entry.path.name)
            entry.kind = "unfinished"   # its row now offers Continue, as the message says
            self.rebuild()
            return
        except ReplayError as exc:
            self.problem = self.tr("ui.saved.cannot_open", name=entry.path.name, reason=str(exc))
            return
        self.app.switch(viewer)

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
        text = self.app.text
        w, h = surface.get_size()
        text.blit(surface, self.tr("ui.saved.title"), (w // 2, 36), 34, GOLD, bold=True, anchor="midtop", shadow=True)
        box = pygame.Rect(120, LIST_TOP, w - 240, self.per_page * ROW_H + 24)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (8, 22, 15, 170), panel.get_rect(), border_radius=16)
        pygame.draw.rect(panel, (201, 161, 74, 110), panel.get_rect(), 1, border_radius=16)
        surface.blit(panel, box)
        if not self.entries:
            for j, line in enumerate(text.wrap(self.tr("ui.saved.empty"), 20, box.width - 80)):
                text.blit(surface, line, (box.centerx, box.y + 40 + 30 * j), 20, DIM, anchor="midtop")
        for i, entry in enumerate(self.shown):
            self.draw_row(surface, entry, box, LIST_TOP + 14 + i * ROW_H, first=i == 0)
        if self.problem:
            for j, line in enumerate(text.wrap(self.problem, 17, w - 300)):
                text.blit(surface, line, (w // 2, box.bottom + 8 + 24 * j), 17, (255, 190, 140), anchor="midtop")

    def draw_row(self, surface: pygame.Surface, entry: Entry, box: pygame.Rect, y: int, first: bool) -> None:
        """One save: its state, game, when it was saved and its players on the first line; in
        words, what its state means and what opening it does on the second."""
        text = self.app.text
        if not first:
            pygame.draw.line(surface, (201, 161, 74, 80), (box.x + 20, y - 2), (box.right - 20, y - 2), 1)
        right = surface.get_width() - 430 - 16
        colour = (255, 170, 140) if entry.kind == "damaged" else GOLD
        kind = text.blit(surface, self.tr(f"ui.saved.kind.{entry.kind}"), (box.x + 24, y + 3), 17, colour, bold=True)
        game = self.tr(f"ui.game.{entry.game}") if entry.game else entry.path.name
        x = max(kind.right, box.x + 150) + 12
        game_rect = text.blit(surface, ellipsize(text, game, 19, right - x, bold=True), (x, y + 1), 19, CREAM, bold=True)
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.when)) if entry.when else ""
        x = game_rect.right + 16
        if entry.kind != "damaged":
            detail = self.tr("ui.saved.detail", when=when, n=entry.actions)
            x = text.blit(surface, ellipsize(text, detail, 16, right - x), (x, y + 4), 16, DIM).right + 16
        text.blit(surface, ellipsize(text, entry.names, 16, right - x), (x, y + 4), 16, DIM)
        explained = self.tr(f"ui.saved.standing.{entry.standing}")
        text.blit(surface, ellipsize(text, explained, 16, right - box.x - 24), (box.x + 24, y + 28), 16, DIM)
