"""The review after the deal: one seat's decisions in one deal, weighed by the coach in a background
thread (game/review.py) while a progress bar moves, then listed costliest first ("Move 12 · You:
play ♠9 — Hard: play ♥7 · 44% → 61% to win the deal"), the decisions Hard agrees with folded into
one "fine" line. A finished review is kept in the replay file, so a second look is instant. Clicking
a row opens the replay viewer just before that decision, Hard's choice marked (`draw_mark`); Back
there returns to this list."""
from __future__ import annotations

import threading
from dataclasses import dataclass
import traceback
from pathlib import Path
from typing import Callable

import pygame

from game import replay, review as reviews
from game.review import Review, ReviewItem, ReviewUnavailable
from ui.crashlog import log_error
from ui.layouts import layout_for
from ui.layouts.common import ellipsize, fit_text
from ui.move_words import MoveWords
from ui.navigation import scene_class
from ui.scenes.base import Scene
from ui.seat_names import shown_names

GOLD = (236, 198, 106)
CREAM = (244, 234, 208)
DIM = (180, 188, 170)
COSTLY = (255, 150, 130)
HARD = (140, 200, 255)   # the Hint's light blue
LIST_TOP, ROW_H, ROWS = 132, 66, 7
PANEL = (10, 26, 18, 215)


@dataclass
class ReviewMark:
    """A reviewed decision to open the replay viewer at: the step's index, the seat that made it,
    and the coach's figures for it (game/coach.Assessment); the viewer marks it with `draw_mark`."""
    step: int
    seat: int
    assessment: object


class ReviewWorker:
    """`review_deal` in a daemon thread: progress, the first ranking, the finished review (kept in
    the replay file at `path` when there is one) or the reason it cannot be made."""

    def __init__(self, doc: dict, seat: int, deal: int, path: Path | None, budget_s: float,
                 match=None) -> None:
        self.done_n, self.total = 0, 0
        self.first: Review | None = None
        self.result: Review | None = None
        self.unavailable: str | None = None
        self.stop = threading.Event()
        self.match = match            # the match in play: a finished review is kept on it (and its saves)
        args = (doc, seat, deal, path, budget_s)
        self.thread = threading.Thread(target=self._run, args=args, daemon=True)
        self.thread.start()

    def _progress(self, done: int, total: int) -> None:
        self.done_n, self.total = done, total

    def _run(self, doc, seat, deal, path, budget_s) -> None:
        try:
            result = reviews.review_deal(doc, seat, deal, budget_s, self._progress, self.stop,
                                         first=lambda r: setattr(self, "first", r))
            if path is not None and result.complete:
                reviews.keep(path, result)
            if self.match is not None and result.complete:
                self.match.reviews = reviews.with_review({"reviews": self.match.reviews}, result)["reviews"]
            self.result = result
        except ReviewUnavailable as exc:
            self.unavailable = exc.reason
        except Exception as exc:   # never the app's end: the screen says it cannot
            log_error(f"review failed: {exc!r}", trace=traceback.format_exc())
            self.unavailable = type(exc).__name__

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()


class ReviewScene(Scene):
    def __init__(self, app, path: Path | None, match, seat: int, deal: int,
                 back: Callable[[], Scene], review: Review | None = None,
                 budget_s: float = reviews.BUDGET_S, worker: ReviewWorker | None = None) -> None:
        super().__init__(app)
        self.path, self.match, self.seat, self.deal, self.back = path, match, seat, deal, back
        self.review = review
        self.worker = worker          # a review still being weighed, handed on through the viewer
        self.handed_over = False
        self.built_rows = 0
        self.unavailable: str | None = None
        self.page = 0
        self.rows: list[tuple[pygame.Rect, ReviewItem]] = []
        self.words = MoveWords(app, match.game_id, layout_for(match.game_id)(self))
        if self.review is None and self.worker is None:
            self.start(budget_s)

    def start(self, budget_s: float) -> None:
        """The kept review if the file has one for this deal and seat; else weigh in the background."""
        doc = reviews.read_doc(self.path) if self.path is not None else None
        if doc is not None:
            self.review = reviews.cached(doc, self.match, self.seat, self.deal)
        if self.review is None:
            self.review = reviews.cached({"reviews": self.match.reviews}, self.match, self.seat, self.deal)
        if self.review is None:
            source = doc if doc is not None else replay.to_json(self.match)
            self.worker = ReviewWorker(source, self.seat, self.deal, self.path, budget_s, self.match)

    # ---- what the layouts and move words read -------------------------------------------------
    def names(self) -> list[str]:
        return shown_names(self.match, self.tr.lang)

    @property
    def shown(self) -> Review | None:
        """The review to list: the finished one, else the first ranking while the rest is weighed."""
        return self.review or (self.worker.first if self.worker is not None else None)

    def listed(self) -> tuple[list[ReviewItem], int]:
        """The rows to list (Hard would move otherwise, and it makes a difference) and how many
        decisions are fine (Hard agrees, or the two moves come to the same)."""
        items = self.shown.items if self.shown is not None else []
        rows = [i for i in items if not (i.assessment.agrees or makes_no_difference(i.assessment))]
        return rows, len(items) - len(rows)

    # ---- gui ----------------------------------------------------------------------------------
    def build(self) -> None:
        rows, _ = self.listed()
        self.built_rows = len(rows)
        pages = max(1, -(-len(rows) // ROWS))
        if pages > 1:
            self.button((1280 - 510, 664, 174, 48), "ui.review.prev", "prev_page")
            self.button((1280 - 330, 664, 174, 48), "ui.review.next", "next_page")
        self.button((1280 - 150, 664, 136, 48), "ui.common.back", "leave")
        if len(self.deals_played()) > 1:   # a finished match: its other deals, one press away
            self.button((14, 664, 150, 48), "ui.replay.prev_deal", "prev_deal")
            self.button((174, 664, 150, 48), "ui.replay.next_deal", "next_deal")

    def deals_played(self) -> list[int]:
        """The deals of a finished match this seat can be reviewed in (none between deals: the
        match is still being played)."""
        if not self.match.over:
            return []
        return sorted({s.deal for s in self.match.steps if s.seat == self.seat})

    def other_deal(self, step: int) -> None:
        """The review of the previous (-1) or next (+1) deal, Back still going where this one goes."""
        deals = self.deals_played()
        if self.deal not in deals:
            return
        deal = deals[(deals.index(self.deal) + step) % len(deals)]
        self.app.switch(ReviewScene(self.app, self.path, self.match, self.seat, deal, self.back))

    def on_button(self, name: str) -> None:
        rows, _ = self.listed()
        pages = max(1, -(-len(rows) // ROWS))
        if name == "prev_page":
            self.page = (self.page - 1) % pages
        elif name == "next_page":
            self.page = (self.page + 1) % pages
        elif name == "leave":
            self.leave_review()
        elif name in ("prev_deal", "next_deal"):
            self.other_deal(-1 if name == "prev_deal" else 1)

    def leave_review(self) -> None:
        if self.worker is not None:
            self.worker.stop.set()
        if self.back is None:       # opened over the results between deals
            self.app.pop()
        else:
            self.app.switch(self.back())

    def leave(self) -> None:
        super().leave()
        if self.worker is not None and self.review is None and not self.handed_over:
            self.worker.stop.set()

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave_review()
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            hit = next((item for rect, item in self.rows if rect.collidepoint(event.pos)), None)
            if hit is not None:
                self.open_at(hit)

    def open_at(self, item: ReviewItem) -> None:
        """The replay viewer just before `item`'s decision, Hard's choice marked; Back returns here.
        Between deals the match is still being played, so the table view waits for its end."""
        if not self.match.over:
            self.app.toasts.show(self.tr("ui.review.table_later"), seconds=5.0, kind="info")
            return
        ReplayViewerScene = scene_class("replay_viewer")

        app, path, match, seat, deal, back = self.app, self.path, self.match, self.seat, self.deal, self.back
        kept, worker = self.review, (self.worker if self.review is None else None)
        self.handed_over = worker is not None

        def again() -> Scene:
            finished = kept or (worker.result if worker is not None and worker.done else None)
            return ReviewScene(app, path, match, seat, deal, back, review=finished, worker=worker)

        source = match if path is None else path
        self.app.switch(ReplayViewerScene(app, source, back=again, at=ReviewMark(item.step, seat, item.assessment)))

    def update(self, dt: float) -> None:
        worker = self.worker
        if worker is not None and worker.done and self.review is None and self.unavailable is None:
            if worker.result is not None:
                self.review = worker.result
            else:
                self.unavailable = worker.unavailable or "?"
        if len(self.listed()[0]) != self.built_rows:
            self.rebuild()   # the page buttons follow the rows listed

    # ---- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
        text, tr = self.app.text, self.tr
        name = self.names()[self.seat] if self.seat < self.match.players else "?"
        heading = tr("ui.review.heading", deal=self.deal + 1, name=name)
        text.blit(surface, ellipsize(text, heading, 30, 1200, bold=True), (640, 22), 30, GOLD, bold=True,
                  anchor="midtop", shadow=True)
        self.rows = []
        if self.unavailable is not None:
            self.draw_lines(surface, [tr("ui.review.unavailable", reason=self.unavailable)], 200)
            return
        if self.review is None:
            self.draw_progress(surface)
        if self.shown is not None:
            self.draw_list(surface)

    def draw_lines(self, surface: pygame.Surface, lines: list[str], y: int) -> int:
        text = self.app.text
        for line in lines:
            for part in text.wrap(line, 19, 1100):
                text.blit(surface, part, (640, y), 19, CREAM, anchor="midtop")
                y += 28
        return y

    def draw_progress(self, surface: pygame.Surface) -> None:
        """"Weighing your decisions… 7 / 23" and a bar, above the list (the first ranking shows
        below it as soon as the cheap pass is done)."""
        worker = self.worker
        done, total = (worker.done_n, worker.total) if worker is not None else (0, 0)
        key = "ui.review.refining" if self.shown is not None else "ui.review.thinking"
        line = fit_text(self.app.text, self.tr(key, n=done, of=total or "…"), 19, 1000)[0]
        self.app.text.blit(surface, line, (640, 66), 19, CREAM, anchor="midtop")
        bar = pygame.Rect(340, 96, 600, 14)
        pygame.draw.rect(surface, (10, 26, 18), bar, border_radius=7)
        if total:
            filled = bar.copy()
            filled.width = max(14, round(bar.width * done / total))
            pygame.draw.rect(surface, GOLD, filled, border_radius=7)
        pygame.draw.rect(surface, (201, 161, 74), bar, 1, border_radius=7)

    def draw_list(self, surface: pygame.Surface) -> None:
        rows, agreed = self.listed()
        text = self.app.text
        y = LIST_TOP
        if not rows and not agreed:
            self.draw_lines(surface, [self.tr("ui.review.none")], y + 40)
            return
        if self.review is not None:
            opens = "ui.review.open_hint" if self.match.over else "ui.review.table_later"
            hint = self.tr(opens) if rows else self.tr("ui.review.all_fine")
            text.blit(surface, ellipsize(text, hint, 17, 1200), (640, 70), 17, DIM, anchor="midtop")
        self.page = min(self.page, max(0, (len(rows) - 1) // ROWS))
        row_h = max(ROW_H, self.second_line_top() + text.font(16).get_height() + 1 + 8)   # raised type: taller
        for item in rows[self.page * ROWS:(self.page + 1) * ROWS]:
            rect = pygame.Rect(60, y, 1160, row_h - 8)
            self.draw_row(surface, rect, item)
            self.rows.append((rect, item))
            y += row_h
        if agreed and (self.page + 1) * ROWS >= len(rows):
            fine = self.tr("ui.review.fine", n=agreed)
            text.blit(surface, ellipsize(text, fine, 18, 1160), (640, y + 6), 18, DIM, anchor="midtop")

    def second_line_top(self) -> int:
        """Where a row's second line starts, from the row's top: under its first line, however tall
        larger type makes that."""
        return max(33, 6 + self.app.text.font(19, True).get_height() - 1)

    def draw_row(self, surface: pygame.Surface, rect: pygame.Rect, item: ReviewItem) -> None:
        text = self.app.text
        hover = rect.collidepoint(self.mouse_pos())
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (22, 48, 34, 230) if hover else PANEL, box.get_rect(), border_radius=10)
        label = item.label
        costly = label in ("mistake", "inaccuracy")
        pygame.draw.rect(box, COSTLY if costly else (201, 161, 74, 140), box.get_rect(), 2 if label == "mistake" else 1,
                         border_radius=10)
        surface.blit(box, rect)
        first, second = row_lines(self, item)
        badge = text.blit(surface, self.tr(f"ui.review.label.{label}"), (rect.right - 16, rect.y + 8), 17,
                          COSTLY if costly else DIM, bold=True, anchor="topright")
        badge_w = badge.width + 16
        text.blit(surface, ellipsize(text, first, 19, rect.width - 32 - badge_w, bold=True),
                  (rect.x + 16, rect.y + 6), 19, CREAM, bold=True)
        text.blit(surface, ellipsize(text, second, 16, rect.width - 32), (rect.x + 16, rect.y + self.second_line_top()),
                  16, DIM)


def move_number(match, step: int) -> int:
    """Step `step`'s number within its deal, from 1 (the replay viewer counts the same way)."""
    deal = match.steps[step].deal if step < len(match.steps) else 0
    return step - next((i for i, s in enumerate(match.steps) if s.deal == deal), 0) + 1


def makes_no_difference(assessment) -> bool:
    """Hard would move otherwise, but neither the chance to win the deal (to the percent) nor the
    expected result (to the point) tells the two apart: folded into the "fine" line."""
    same_chance = round(100 * assessment.chosen_share) == round(100 * assessment.best_share)
    return same_chance and round(100 * assessment.loss) < 1 and not assessment.clearly_worse


def figures(tr, assessment) -> str:
    """The chances to win the deal after each move; when they are the same (a deal lost or won
    either way), what the better move gains in points instead (the expected result's margin)."""
    p, q = round(100 * assessment.chosen_share), round(100 * assessment.best_share)
    points = round(100 * assessment.loss)
    if p == q and points >= 1:
        return tr("ui.review.figures_points", p=p, d=points)
    return tr("ui.review.figures", p=p, q=q)


def reason(tr, assessment) -> str:
    return tr(assessment.why[0], **assessment.why[1]) if assessment.why else ""


def row_lines(scene, item: ReviewItem) -> tuple[str, str]:
    """A row's two lines: the move and Hard's, then the chances (and the reason, when the game
    gives one; "close" only when, after the review's full budget on the row, the gap is within the
    estimate's noise)."""
    tr, a = scene.tr, item.assessment
    first = tr("ui.review.row", n=move_number(scene.match, item.step), play=scene.words.move(a.chosen),
               best=scene.words.move(a.best))
    parts = [figures(tr, a)]
    if item.label == "close":      # within the noise after the review's full budget on this row
        parts.append(tr("ui.review.close"))
    if a.why:
        parts.append(reason(tr, a))
    return first, tr("ui.keys.sep").join(parts)


def draw_mark(viewer, surface: pygame.Surface, mark, area: pygame.Rect) -> None:
    """The replay viewer's column beside the table at a reviewed decision: which move it is, what
    was played, what Hard would play and why, and the chances after each."""
    text, tr, a = viewer.app.text, viewer.tr, mark.assessment
    words = MoveWords(viewer.app, viewer.final.game_id, viewer.layout)
    lines = [(tr("ui.review.mark.move", n=move_number(viewer.final, mark.step)), GOLD, True),
             (tr("ui.review.mark.played", play=words.move(a.chosen)), COSTLY if not a.agrees else CREAM, True)]
    if a.agrees:
        lines.append((tr("ui.review.mark.agrees"), HARD, True))
    else:
        lines.append((tr("ui.review.mark.hard", best=words.move(a.best)), HARD, True))
        lines.append((figures(tr, a), CREAM, False))
        if a.why:
            lines.append((reason(tr, a), DIM, False))
    if not viewer.at_mark():
        lines.append((tr("ui.review.mark.elsewhere"), DIM, False))
    panel = pygame.Surface(area.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (8, 22, 15, 235), panel.get_rect(), border_radius=12)
    pygame.draw.rect(panel, HARD, panel.get_rect(), 2, border_radius=12)
    surface.blit(panel, area)
    y = area.y + 12
    for line, colour, bold in lines:
        for part in text.wrap(line, 18, area.width - 28, bold=bold):
            if y + 26 > area.bottom:
                return
            text.blit(surface, part, (area.x + 14, y), 18, colour, bold=bold)
            y += 26
        y += 8
