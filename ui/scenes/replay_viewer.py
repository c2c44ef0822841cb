"""The replay viewer: a finished match (replays/*.json) watched on the game's own table layout,
from the spectator's seat or any player's. A step goes to the next stop: a trick taken or the pile
cleared, or the end of an opening choice (a phase of the deal ending: Tyrant's keep, Napoleon's
bidding, Bao Huang's Emperor passing); a finer step moves one action; deal by deal too. Any
position is rebuilt by replaying the actions from the start (they are the replay) and passing the
deal so far through the layout at once (`catch_up`), which is also how the table resumes a saved
match exactly where it stopped, with its log. The layouts draw without the live table's words (key
footer, "waiting for…"; see ReplayWords); the spectator's seat shows every hand face up (only
finished matches open here).
The review after the deal (ui/scenes/review.py) opens it at one decision (`at`): the position just
before it, from the deciding seat's view, Hard's choice marked on the table as the Hint marks it
and a panel saying what was played, what Hard would play and why.
Keys: ←/→ step, Shift+←/→ one action, PageUp/PageDown deal, V next viewpoint, H open hands on/off,
Esc back."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pygame

from game import replay
from game.errors import NotFinished
from game.match import Match
from game.seats import Seat
from ui.animator import Animator
from ui.layouts import layout_for
from ui.layouts.base import DrawContext
from ui.drawn import record
from ui.layouts.common import ellipsize, fit_text
from ui.navigation import scene_class
from ui.scenes.base import Scene
from ui.scenes.review import ReviewMark, draw_mark
from ui.scenes.results import aids_line
from ui.seat_names import shown_names
from ui.sound import TRICK_KINDS

TABLE_AREA = pygame.Rect(90, 4, 1100, 619)   # the 1280×720 table drawn at 86 %, controls below
REVIEW_TABLE = pygame.Rect(8, 4, 980, 551)    # at a reviewed decision: 77 %, the coach's column beside it
REVIEW_COLUMN = pygame.Rect(998, 4, 274, 551)
WHERE_Y = 634        # the position line (deal, step, keys) under the table
HAND_ROW = 46         # one seat's row in the open hands' panel
GOLD = (236, 198, 106)
CREAM = (244, 234, 208)


def sorted_cards(cards) -> list:
    """A hand in a steady order (suit, then rank) for the open-hands panel; anything unsortable
    stays as it came."""
    try:
        return sorted(cards, key=lambda c: (str(getattr(c, "suit", "")), getattr(c, "rank", 0)))
    except TypeError:
        return list(cards)


def hand_columns(players: int) -> int:
    """The open hands' columns: one for up to three seats, else two."""
    return 1 if players <= 3 else 2


def finished(source: Path | Match) -> Match:
    """The finished match to watch: a replay file's, loaded, or a match already in memory."""
    if isinstance(source, Match):
        if not source.over:
            raise NotFinished("This match is not finished, so it cannot be watched as a replay.")
        return source
    return replay.load_finished(source)


def fresh(match: Match) -> Match:
    """A new match with `match`'s game, options, seats and seeds, before any action."""
    copy = match.restarted()
    copy.seats[:] = [Seat(s.name, s.kind, s.level) for s in match.seats]
    return copy


def advance(match: Match, step) -> list:
    """Apply one recorded step, starting the next deal first when the step belongs to it."""
    while match.deal_index < step.deal and match.deal_over and not match.over:
        match.next_deal()
    return match.play(step.seat, step.action)


def catch_up(layout, anim: Animator, start: Match, steps: list, viewer: int | None) -> None:
    """Pass a deal's opening and `steps` (its actions so far, applied to `start`, a match at the
    start of that deal) through `layout` with every animation finished at once and no sound: the
    layout's log and places end as if the deal had been watched."""
    hook, anim.on_event = anim.on_event, None
    layout.intro(start.view(viewer), anim)
    for step in steps:
        before = start.view(viewer)
        events = start.play(step.seat, step.action)
        layout.animate([e.for_viewer(viewer) for e in events], before, start.view(viewer), anim)
    anim.commit(lambda: None)
    anim.skip()
    anim.on_event = hook


def at_deal(match: Match, steps: list, deal: int) -> tuple[Match, int]:
    """A fresh copy of `match` at the start of deal `deal` (its earlier deals replayed), and the
    index of that deal's first step."""
    start = fresh(match)
    first = 0
    while first < len(steps) and steps[first].deal < deal:
        advance(start, steps[first])
        first += 1
    while start.deal_index < deal and start.deal_over and not start.over:
        start.next_deal()
    return start, first


@dataclass
class Mark:
    deal: int
    trick_end: bool   # this step took a trick or cleared the pile
    stop: bool = False  # a step ends here: a trick, a phase of the deal (an opening choice), the deal


def phase_of(match: Match):
    """The deal's phase as the spectator's view names it (None for a game without phases)."""
    return None if match.deal_over else getattr(match.view(None), "phase", None)


class ReplayViewerScene(Scene):
    def __init__(self, app, path: Path | Match, back: Callable[[], Scene] | None = None,
                 at: ReviewMark | None = None) -> None:
        super().__init__(app)
        self.path = path
        self.back = back
        self.final = finished(path)   # NotFinished: no hand of a match in play is shown
        self.mark = at
        self.steps = list(self.final.steps)
        self.marks = self._marks()
        self.viewpoints: list[int | None] = [None, *range(self.final.players)]
        self.viewer: int | None = None
        self.show_hands = True   # the spectator's open hands (H hides them to see the table's foot)
        self.legal: list = []
        self.positions = self._positions()
        self.index = 0
        self.canvas = pygame.Surface((1280, 720))
        if at is not None and 0 <= at.seat < self.final.players:
            self.viewer = at.seat
        self._load(self.before_step(at.step) if at is not None else 0)

    # what the layouts read from their table
    def names(self) -> list[str]:
        return shown_names(self.match, self.tr.lang)

    def mouse_pos(self) -> tuple[int, int]:
        return self.OFF_CANVAS   # nothing on a replayed table reacts to the mouse

    def context(self) -> DrawContext:
        return DrawContext(self.viewer, self.names(), self.anim.suppressed, self.OFF_CANVAS, [], self.anim.busy, None)

    def _positions(self) -> list[tuple[int, bool]]:
        """Every place the viewer can stand: (actions applied, at the opening of the next deal).
        Between two deals there are two: the last deal's end, then the next one's opening."""
        out = [(0, False)]
        for i in range(1, len(self.steps) + 1):
            out.append((i, False))
            if i < len(self.steps) and self.steps[i].deal != self.steps[i - 1].deal:
                out.append((i, True))
        return out

    def before_step(self, step: int) -> int:
        """The position just before step `step` is made (at its deal's opening when it is the
        deal's first)."""
        for key in ((step, True), (step, False)):
            if key in self.positions:
                return self.positions.index(key)
        return 0

    @property
    def table_area(self) -> pygame.Rect:
        """Where the table is drawn: beside the review's column at a reviewed decision; above the
        open hands while the spectator's seat shows them (smaller, so the panel covers no seat,
        hand or the key line); else as large as the controls allow."""
        if self.mark is not None:
            return REVIEW_TABLE
        box = self.hands_box()
        if box is None:
            return TABLE_AREA
        h = box.y - 8 - TABLE_AREA.y
        w = h * 16 // 9
        return pygame.Rect(640 - w // 2, TABLE_AREA.y, w, h)

    def showing_hands(self) -> bool:
        return self.viewer is None and self.show_hands and self.mark is None

    def hands_box(self) -> pygame.Rect | None:
        """The open hands' panel: along the foot of the screen above the position line, the hands
        in two columns from four seats on (so at most three rows); None while they are hidden."""
        if not self.showing_hands():
            return None
        rows = -(-self.match.players // hand_columns(self.match.players))
        height = rows * HAND_ROW + 30
        return pygame.Rect(TABLE_AREA.x - 76, WHERE_Y - 6 - height, TABLE_AREA.w + 152, height)

    def at_mark(self) -> bool:
        return self.mark is not None and self.index == self.before_step(self.mark.step)

    @property
    def pos(self) -> int:
        return self.positions[self.index][0]

    def deal_at(self, index: int) -> int:
        pos, opening = self.positions[index]
        if opening:
            return self.steps[pos].deal
        return self.steps[pos - 1].deal if pos else 0

    def _marks(self) -> list[Mark]:
        shadow, marks = fresh(self.final), []
        for step in self.steps:
            deal_before = shadow.deal_index
            while shadow.deal_index < step.deal and shadow.deal_over and not shadow.over:
                shadow.next_deal()
            before = phase_of(shadow) if shadow.deal_index == deal_before else None
            events = advance(shadow, step)
            trick = any(e.kind in TRICK_KINDS for e in events)
            stop = trick or shadow.deal_over or (before is not None and phase_of(shadow) != before)
            marks.append(Mark(step.deal, trick, stop))
        return marks

    # ---- moving ---------------------------------------------------------------------------------
    def _load(self, index: int, animate_opening: bool = False) -> None:
        """Rebuild the table at position `index` (at once, or with the deal's opening animated)."""
        self.index = max(0, min(len(self.positions) - 1, index))
        pos = self.pos
        self.anim = Animator()
        self.anim.on_event = self.app.sound.event
        self.layout = layout_for(self.final.game_id)(self)
        self.layout.replay = True
        self.match, first = at_deal(self.final, self.steps, self.deal_at(self.index))
        if animate_opening:
            self.view = self.match.view(self.viewer)
            self.layout.intro(self.view, self.anim)
            self.anim.commit(lambda: None)
            return
        catch_up(self.layout, self.anim, self.match, self.steps[first:pos], self.viewer)
        self.view = self.match.view(self.viewer)

    def forward(self) -> None:
        if self.index >= len(self.positions) - 1:
            return
        if self.anim.busy:
            self.anim.skip()
        pos, opening = self.positions[self.index + 1]
        if opening:
            self._load(self.index + 1, animate_opening=True)
            return
        step = self.steps[pos - 1]
        before = self.match.view(self.viewer)
        events = advance(self.match, step)
        self.index += 1
        after = self.match.view(self.viewer)
        announced = self.anim.announced
        if events:   # the seat that moves is no longer shown on turn once its move is animated
            self.anim.then(lambda: self.anim.suppress(f"turn:{step.seat}", 1) or [])
        self.layout.animate([e.for_viewer(self.viewer) for e in events], before, after, self.anim)
        if self.anim.announced == announced:
            for event in events:
                self.app.sound.event(event.for_viewer(self.viewer))
        self.anim.commit(lambda: setattr(self, "view", self.match.view(self.viewer)))

    def goto(self, index: int) -> None:
        if index == self.index + 1:
            self.forward()
        elif index != self.index:
            self._load(index)

    def _is_trick_end(self, index: int) -> bool:
        """Whether position `index` is a stop: a trick taken, an opening choice made, a deal ended."""
        pos, opening = self.positions[index]
        return not opening and pos > 0 and self.marks[pos - 1].stop

    def next_trick(self) -> int:
        later = [j for j in range(self.index + 1, len(self.positions)) if self._is_trick_end(j)]
        return later[0] if later else len(self.positions) - 1

    def previous_trick(self) -> int:
        earlier = [j for j in range(self.index) if self._is_trick_end(j)]
        return earlier[-1] if earlier else 0

    def _openings(self) -> list[int]:
        return [0] + [j for j, (_, opening) in enumerate(self.positions) if opening]

    def next_deal(self) -> int:
        later = [j for j in self._openings() if j > self.index]
        return later[0] if later else len(self.positions) - 1

    def previous_deal(self) -> int:
        earlier = [j for j in self._openings() if j < self.index]
        return earlier[-1] if earlier else 0

    def cycle_viewer(self) -> None:
        i = self.viewpoints.index(self.viewer)
        self.viewer = self.viewpoints[(i + 1) % len(self.viewpoints)]
        self._load(self.index)
        self.rebuild()

    # ---- gui ------------------------------------------------------------------------------------
    def build(self) -> None:
        y, x = 664, 14
        for key, name, width in (("ui.replay.prev_deal", "prev_deal", 122), ("ui.replay.prev_stop", "prev_trick", 150),
                                 ("ui.replay.back", "back_step", 112), ("ui.replay.forward", "forward", 112),
                                 ("ui.replay.next_stop", "next_trick", 150), ("ui.replay.next_deal", "next_deal", 122)):
            self.button((x, y, width, 48), key, name)
            x += width + 6
        seat = self.tr("ui.replay.spectator") if self.viewer is None else self.names()[self.viewer]
        reviewer = self.reviewed_seat()
        self.add(__import__("pygame_gui").elements.UIButton(
            pygame.Rect(x + 10, y, 250 if reviewer is None else 170, 48), self.tr("ui.replay.viewpoint", seat=seat),
            self.app.manager), "viewer")
        if reviewer is not None:
            self.button((x + 186, y, 124, 48), "ui.review.button", "review")
        self.button((1280 - 150, y, 136, 48), "ui.common.back", "leave")

    def reviewed_seat(self) -> int | None:
        """Whose decisions the Review weighs: the reviewed seat, else the match's first human."""
        if self.mark is not None:
            return self.mark.seat
        if self.final.player_seat is not None:   # an online match: this computer's player
            return self.final.player_seat
        return next((i for i, s in enumerate(self.final.seats) if s.is_human), None)

    def open_review(self) -> None:
        """The review of the deal on screen, for the reviewed seat; Back there returns here."""
        ReviewScene = scene_class("review")

        seat, deal, path, back = self.reviewed_seat(), self.deal_at(self.index), self.path, self.back
        if self.mark is not None and back is not None:
            self.leave_viewer()   # opened from the review: back to its list (still being weighed, maybe)
            return
        if seat is None:
            return
        kept_in = None if isinstance(path, Match) else path   # a match in memory has no file to keep it in
        self.app.switch(ReviewScene(self.app, kept_in, self.final, seat, deal,
                                    back=lambda: ReplayViewerScene(self.app, path, back=back)))

    def on_button(self, name: str) -> None:
        moves = {"forward": lambda: self.index + 1, "back_step": lambda: self.index - 1,
                 "next_trick": self.next_trick, "prev_trick": self.previous_trick,
                 "next_deal": self.next_deal, "prev_deal": self.previous_deal}
        if name in moves:
            self.goto(max(0, moves[name]()))
        elif name == "viewer":
            self.cycle_viewer()
        elif name == "hands":
            self.show_hands = not self.show_hands
        elif name == "review":
            self.open_review()
        elif name == "leave":
            self.leave_viewer()

    def leave_viewer(self) -> None:
        if self.back is not None:
            self.app.switch(self.back())
        else:
            TitleScene = scene_class("title")

            self.app.switch(TitleScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type != pygame.KEYDOWN:
            return
        fine = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        keys = {pygame.K_RIGHT: "forward" if fine else "next_trick", pygame.K_LEFT: "back_step" if fine else "prev_trick",
                pygame.K_DOWN: "next_trick", pygame.K_UP: "prev_trick", pygame.K_PAGEDOWN: "next_deal",
                pygame.K_PAGEUP: "prev_deal", pygame.K_v: "viewer", pygame.K_ESCAPE: "leave", pygame.K_h: "hands"}
        if event.key in keys:
            self.on_button(keys[event.key])

    def update(self, dt: float) -> None:
        self.anim.set_scale(self.app.settings.anim_scale, self.app.settings.reduced_motion)
        self.anim.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
        canvas = self.canvas
        self.app.draw_felt(canvas)
        ctx = self.context()
        text = self.app.text
        floor = text.min_size
        area = self.table_area
        text.min_size = self.app.text_floor(self.app.stage.scale * area.width / canvas.get_width())
        marked = self.at_mark() and self.viewer == self.mark.seat and not self.anim.busy
        self.layout.hint = self.mark.assessment.best if marked else None
        self.layout.made = self.mark.assessment.chosen if marked and not self.mark.assessment.agrees else None
        try:   # the table is shown smaller here: its text is raised so it still reads at MIN_SCREEN_PX
            self.layout.draw(canvas, self.view, ctx)
            self.anim.draw(canvas, self.app.cards, text)
            self.layout.draw_overlay(canvas, self.view, ctx)
        finally:
            text.min_size = floor
        surface.blit(pygame.transform.smoothscale(canvas, area.size), record("area", area, "table"))
        pygame.draw.rect(surface, (201, 161, 74), area.inflate(2, 2), 1)
        if self.showing_hands():
            self.draw_open_hands(surface)
        if self.mark is not None:
            draw_mark(self, surface, self.mark, REVIEW_COLUMN)
        where = self.tr("ui.replay.where", deal=self.deal_at(self.index) + 1, deals=len(self.final.deal_results),
                        n=self.pos, of=len(self.steps)) + "  " + self.tr("ui.replay.keys")
        aids = aids_line(self.final, self.tr)
        if aids:
            where += "  " + aids
        record("footer", self.app.text.blit(surface, fit_text(self.app.text, where, 16, 1260)[0], (640, WHERE_Y), 16, GOLD,
                                            anchor="midtop"), "where")

    def open_hands(self) -> list[tuple[str, list]]:
        """Every seat's hand now (each seat's own view of it): a finished match shows them all."""
        hands = []
        for seat in range(self.match.players):
            hand = getattr(self.match.view(seat), "hand", None)
            hands.append((self.names()[seat], sorted_cards(hand or ())))
        return hands

    def draw_open_hands(self, surface: pygame.Surface) -> None:
        """The spectator's seat: every hand face up, one row per seat (two columns from four seats
        on), in a panel under the table that covers none of it."""
        hands = self.open_hands()
        card = (32, 44)
        box = self.hands_box()
        columns = hand_columns(len(hands))
        rows = -(-len(hands) // columns)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (8, 22, 15, 225), panel.get_rect(), border_radius=12)
        pygame.draw.rect(panel, (201, 161, 74, 160), panel.get_rect(), 1, border_radius=12)
        surface.blit(panel, record("panel", box, "open_hands"))
        text = self.app.text
        text.blit(surface, self.tr("ui.replay.open_hands"), (box.x + 14, box.y + 4), 16, GOLD, bold=True)
        col_w = (box.w - 14) // columns
        name_w = 130 if columns > 1 else 180
        for i, (name, cards) in enumerate(hands):
            x, y = box.x + 14 + (i // rows) * col_w, box.y + 28 + (i % rows) * HAND_ROW
            text.blit(surface, ellipsize(text, name, 17, name_w - 16, bold=True), (x, y + 10), 17, CREAM, bold=True)
            room = x + col_w - 14 - card[0] - (x + name_w)
            step = min(card[0] + 2, room // max(1, len(cards) - 1)) if len(cards) > 1 else 0
            for j, c in enumerate(cards):
                self.app.cards.blit(surface, c, pygame.Rect(x + name_w + j * step, y, *card))
