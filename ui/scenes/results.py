"""The results screen: every seat's score line by line (DealResult.lines through the string
tables) in a column headed by the seat's name and total (in every column the total goes under the
name when some name would not fit beside it, so names are whole wherever a column has room), the
game's own notes (for Tyrant: Monarchomachi eliminations with the gap to the lowest score, the
winner and the tie-break that decided) and buttons for a new game or the title. Between the deals
of a match it is pushed over the table with `on_next`: the deal's lines under "This deal" with
their sum, the running "Total", and "Next deal"; Esc there opens a small menu (next deal, or the
title: the match is saved, so leaving loses nothing and Continue on the title resumes it)."""
from __future__ import annotations

import importlib

import pygame

from game import i18n, undo
from ui.layouts.common import ellipsize, fit_text
from ui.navigation import scene_class
from ui.scenes.base import Scene
from ui.seat_names import shown_names

GOLD = (236, 198, 106)
CREAM = (244, 234, 208)
DIM = (180, 188, 170)
NAME_SIZE = 22      # a seat's name at the top of its column
NAME_FLOOR = 18     # ...lowered down to this before it is cut with "…" (on a row of its own)
NOTE_PITCH = 28     # the notes under the columns, a line each
MIN_COLUMN = 260    # how short the columns may grow to leave the notes room above the buttons
NOTES_GAP = 16      # from the columns' foot to the first note
NOTES_END = 86      # the notes end this far above the window's foot (the buttons stand below)


def names_fit_beside(text, name: str, total: str, points_size: int, col_w: int) -> bool:
    """Whether a seat's whole name fits on its column's top row beside its total (the row from the
    column's inner left edge to 10 px before the total); else the results stack them."""
    room = col_w - 32 - text.font(points_size, True).size(total)[0] - 10
    return text.font(NAME_SIZE, True).size(name)[0] <= room


def notes_for(match, tr):
    """The layout module's `result_notes(match, tr)` if it has one, else plain winners."""
    try:
        module = importlib.import_module(f"ui.layouts.{match.game_id}")
    except ImportError:
        module = None
    if module is not None and hasattr(module, "result_notes"):
        return module.result_notes(match, tr)
    names = shown_names(match, tr.lang)
    winners = match.winners()
    badges = [tr("ui.results.winner") if s in winners else "" for s in range(match.players)]
    return badges, [tr("ui.results.winner_is", name=" / ".join(names[s] for s in winners))]


def aids_line(match, tr) -> str:
    """"Hints used: 2 · Undos: 1" for a match where a player asked for hints or took moves back
    (game/match.py counts both and the save keeps them); empty when neither was used."""
    parts = []
    if match.hints_used:
        parts.append(tr("ui.hint.used", n=match.hints_used))
    if match.undos_used:
        parts.append(tr("ui.table.undo.used", n=match.undos_used))
    if match.coach_notes:
        parts.append(tr("ui.coach.used", n=match.coach_notes))
    return tr("ui.keys.sep").join(parts)


def cards_for(match) -> list[list]:
    """Cards to show under each seat's name (the layout module's `result_cards`), if any."""
    try:
        module = importlib.import_module(f"ui.layouts.{match.game_id}")
    except ImportError:
        return [[] for _ in range(match.players)]
    if hasattr(module, "result_cards"):
        return module.result_cards(match)
    return [[] for _ in range(match.players)]


class ResultsScene(Scene):
    tall = True   # a tall window's height gives the columns more room
    def __init__(self, app, match, on_next=None, on_frame=None) -> None:
        super().__init__(app)
        self.match = match
        self.on_next = on_next
        self.on_frame = on_frame   # the table's late coach notes, shown over these results (ui/scenes/table.py)
        self.menu_open = False   # between deals: Esc's "next deal or title" menu is up

    @property
    def modal_open(self) -> bool:
        return self.menu_open

    def update(self, dt: float) -> None:
        if self.on_frame is not None:
            self.on_frame()

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        if self.menu_open:
            for i, (key, name) in enumerate((("ui.results.menu.next", "next"), ("ui.results.menu.title", "leave"),
                                             ("ui.results.menu.stay", "stay"))):
                self.button((w // 2 - 170, h // 2 - 40 + i * 62, 340, 52), key, name,
                            "#big_button" if i == 0 else None)
            return
        if self.on_next is not None:
            self.button((w // 2 - 150, h - 78, 300, 56), "ui.results.next_deal", "next", "#big_button")
            if self.reviewed_seat() is not None and undo.solo(self.match, self.reviewed_seat()):
                self.button((w // 2 + 170, h - 78, 220, 56), "ui.review.button", "review")
            return
        buttons = [("ui.results.play_again", "again", "#big_button"), ("ui.results.new_game", "new", None)]
        if self.replay_path() is not None:
            buttons.append(("ui.results.watch_replay", "replay", None))
        if self.reviewed_seat() is not None:
            buttons.append(("ui.review.button", "review", None))
        buttons.append(("ui.results.title", "title", None))
        width, gap = (260, 20) if len(buttons) <= 3 else (240, 16) if len(buttons) == 4 else (220, 12)
        x = w // 2 - (len(buttons) * width + (len(buttons) - 1) * gap) // 2
        for key, name, object_id in buttons:
            self.button((x, h - 78, width, 56), key, name, object_id)
            x += width + gap

    def replay_path(self):
        """The finished match's replay file (filed under replays/ by the autosave), if there is one."""
        from ui import saves

        path = getattr(self.app.keeper, "last_path", None)
        if self.on_next is None and path is not None and path.parent == saves.replays_dir() and path.is_file():
            return path
        return None

    def reviewed_seat(self) -> int | None:
        """The seat the Review weighs: the first human's (in pass-and-play, the first of them)."""
        return next((i for i, s in enumerate(self.match.seats) if s.is_human), None)

    def open_review(self) -> None:
        """The review of the last deal for the human seat; Back returns to these results."""
        ReviewScene = scene_class("review")

        seat, match = self.reviewed_seat(), self.match
        if seat is None or not match.steps:
            return
        if self.on_next is not None:   # between deals: over these results, and back to them
            self.app.push(ReviewScene(self.app, None, match, seat, match.steps[-1].deal, back=None))
            return
        self.app.switch(ReviewScene(self.app, self.replay_path(), match, seat, match.steps[-1].deal,
                                    back=lambda: ResultsScene(self.app, match)))

    def eliminated(self) -> set[int]:
        details = self.match.deal_results[-1].details if self.match.deal_results else {}
        return {s for s, info in enumerate(details.get("seats", [])) if isinstance(info, dict) and info.get("eliminated")}

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.on_next is None:
                self.on_button("title")
            else:
                self.menu_open = not self.menu_open
                self.rebuild()

    def on_button(self, name: str) -> None:
        if name == "next":
            self.menu_open = False
            self.app.pop()
            self.on_next()
        elif name == "stay":
            self.menu_open = False
            self.rebuild()
        elif name == "leave":
            self.leave_to_title()
        elif name == "new":
            from ui.table_setup import TableSetup
            SetupScene = scene_class("setup")

            self.app.switch(SetupScene(self.app, like=TableSetup.of(self.match)))
        elif name == "again":
            self.play_again()
        elif name == "title":
            TitleScene = scene_class("title")

            self.app.switch(TitleScene(self.app))
        elif name == "review":
            self.open_review()
        elif name == "replay" and self.replay_path() is not None:
            ReplayViewerScene = scene_class("replay_viewer")

            self.app.switch(ReplayViewerScene(self.app, self.replay_path(), back=lambda: ResultsScene(self.app, self.match)))

    def leave_to_title(self) -> None:
        """Between deals: to the title; the match stays saved (Continue there resumes it at these
        results) and the table underneath is closed."""
        TitleScene = scene_class("title")

        for scene in self.app.stack:
            if getattr(scene, "match", None) is self.match:
                scene.finished = True
        self.app.clear_stack()
        self.app.switch(TitleScene(self.app))

    def play_again(self) -> None:
        """The same game, rule options and seats, newly dealt (a new seed), straight to the table."""
        from ui.table_setup import TableSetup
        TableScene = scene_class("table")

        setup = TableSetup.of(self.match)
        try:
            match = setup.new_match()
        except (ValueError, NotImplementedError) as exc:
            self.app.toasts.show(self.tr("ui.setup.cannot_start", reason=str(exc) or type(exc).__name__))
            return
        setup.remember(self.app)
        self.app.switch(TableScene(self.app, match))

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
        text = self.app.text
        tr = self.tr
        w, h = surface.get_size()
        match = self.match
        badges, notes = notes_for(match, tr)
        shown_cards = cards_for(match)
        heading = tr("ui.results.heading")
        played = len(match.deal_results)
        if match.deals > 1:
            heading = tr("ui.results.deal_heading", n=played, of=match.deals_shown(played))
        elif match.deals == 0 and played:
            heading = tr("ui.results.deal_heading_open", n=played)
        text.blit(surface, heading, (w // 2, 22), 34, GOLD, bold=True, anchor="midtop", shadow=True)
        n = match.players
        margin, gap = 36, 14
        col_w = (w - 2 * margin - (n - 1) * gap) // n
        top = 86
        totals = match.totals()
        winners = set(match.winners())
        result = match.deal_results[-1] if match.deal_results else None
        names = shown_names(match, tr.lang)
        points_size = 30 if col_w >= 240 else 21  # 5–6 narrow columns: the name keeps its room
        totals_shown = [tr("ui.results.total_points", n=totals[seat]) for seat in range(n)]
        stacked = not all(names_fit_beside(text, names[seat], totals_shown[seat], points_size, col_w)
                          for seat in range(n))
        aids = aids_line(match, tr)
        note_lines = [line for note in ([*notes, aids] if aids else notes) for line in text.wrap(note, 19, w - 120)]
        # the notes stand between the columns and the buttons; more of them than the room under
        # the columns holds shorten the columns, never run under the buttons
        column_h = h - 300
        notes_top = top + column_h + NOTES_GAP
        lifted = min(max(0, len(note_lines) * NOTE_PITCH - (h - NOTES_END - notes_top)), column_h - MIN_COLUMN)
        for seat in range(n):
            x = margin + seat * (col_w + gap)
            rect = pygame.Rect(x, top, col_w, column_h - lifted)
            box = pygame.Surface(rect.size, pygame.SRCALPHA)
            win = seat in winners
            pygame.draw.rect(box, (10, 26, 18, 200), box.get_rect(), border_radius=14)
            pygame.draw.rect(box, GOLD if win else (201, 161, 74, 120), box.get_rect(), 3 if win else 1,
                             border_radius=14)
            surface.blit(box, rect)
            if stacked:   # a name that does not fit beside its total gets the row, the total goes under it
                name, size = fit_text(text, names[seat], NAME_SIZE, col_w - 32, bold=True, floor=NAME_FLOOR)
                named = text.blit(surface, name, (rect.x + 16, rect.y + 12 + (NAME_SIZE - size) // 2), size,
                                  CREAM, bold=True)
                points = text.blit(surface, totals_shown[seat], (rect.right - 16, max(named.bottom, rect.y + 44)),
                                   points_size, GOLD if win else CREAM, bold=True, anchor="topright")
                y = max(rect.y + 56, points.bottom + 14)
            else:
                points = text.blit(surface, totals_shown[seat],
                                   (rect.right - 16, rect.y + 8 + (30 - points_size) // 2),
                                   points_size, GOLD if win else CREAM, bold=True, anchor="topright")
                name = ellipsize(text, names[seat], NAME_SIZE, points.x - 10 - (rect.x + 16), bold=True)
                text.blit(surface, name, (rect.x + 16, rect.y + 12), NAME_SIZE, CREAM, bold=True)
                y = rect.y + 56
            if badges[seat]:
                color = GOLD if win else (255, 150, 130) if seat in self.eliminated() else DIM
                for line in text.wrap(badges[seat], 16, col_w - 32, bold=True):
                    text.blit(surface, line, (rect.x + 16, y), 16, color, bold=True)
                    y += 24
                y += 4
            cards = shown_cards[seat] if seat < len(shown_cards) else []
            if cards:
                step = min(40, (col_w - 32 - 44) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
                for i, card in enumerate(cards):
                    self.app.cards.blit(surface, card, pygame.Rect(rect.x + 16 + i * step, y, 44, 62))
                y += 72
            pygame.draw.line(surface, (201, 161, 74), (rect.x + 14, y), (rect.right - 14, y), 1)
            y += 10
            if result is None:
                continue
            if match.deals != 1:
                y = self.draw_deal_sum(surface, rect, y, result.scores[seat])
            for line in result.lines[seat]:
                label = i18n.text(line.key, tr.lang, **line.params)
                pts = f"{line.points:+d}"
                pts_w = text.font(17, True).size(pts)[0]
                wrapped = text.wrap(label, 16, col_w - 44 - pts_w)
                text.blit(surface, pts, (rect.right - 16, y), 17, CREAM, bold=True, anchor="topright")
                for part in wrapped:
                    text.blit(surface, part, (rect.x + 16, y), 16, DIM)
                    y += 23
                y += 6
        y = notes_top - lifted
        for line in note_lines:
            text.blit(surface, line, (w // 2, y), 19, CREAM, anchor="midtop")
            y += NOTE_PITCH
        if self.menu_open:
            self.draw_menu(surface)

    def draw_deal_sum(self, surface: pygame.Surface, rect: pygame.Rect, y: int, score: int) -> int:
        """The column's "This deal" row (the deal's own points, apart from the running total above)."""
        text = self.app.text
        label = ellipsize(text, self.tr("ui.results.this_deal"), 17, rect.width - 110, bold=True)
        text.blit(surface, label, (rect.x + 16, y), 17, GOLD, bold=True)
        text.blit(surface, f"{score:+d}", (rect.right - 16, y), 19, GOLD, bold=True, anchor="topright")
        return y + 30

    def draw_menu(self, surface: pygame.Surface) -> None:
        """Esc between deals: shade, a box, and the word that the match is saved."""
        text = self.app.text
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        box = pygame.Rect(w // 2 - 300, h // 2 - 170, 600, 340)
        pygame.draw.rect(surface, (12, 28, 20), box, border_radius=16)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=16)
        text.blit(surface, self.tr("ui.results.menu.heading"), (w // 2, box.y + 22), 26, GOLD, bold=True,
                  anchor="midtop")
        y = box.y + 64
        for line in text.wrap(self.tr("ui.results.menu.saved"), 17, box.width - 60):
            text.blit(surface, line, (w // 2, y), 17, CREAM, anchor="midtop")
            y += 25
