"""The lesson table: the table scene playing one guided deal (game/lesson.py's LessonRun with
auto_ai=False on the table's match). The table's own AI loop plays the AI seats (the same
decisions as headless: their streams come from the seed); when the run is ready and the table is
still, a panel (ui/lesson_panel.py) shows the step's words, its rule as a link to the rules
screen and "Next" for reading steps, and a ring marks the step's zone. An action step accepts
only the move it asks for (marked, every other card dimmed; anything else gets a kind word and
nothing is played); a watch step plays the learner's moves at AI pace. No Hint, Undo, autosave,
curtain or results screen: the lesson's end steps explain the deal's end, and its last panel
offers a real deal or the Learn screen. Progress goes to lessons.json (ui/lesson_progress.py)."""
from __future__ import annotations

import traceback

import pygame

from game import lesson as lesson_mod
from game.actions import Action
from game.cards import Card
from game.lesson import LessonBroken, LessonRun
from ui import lesson_panel, lesson_progress
from ui.crashlog import log_error
from ui.layouts.footer import TABLE_KEYS
from ui.navigation import scene_class
from ui.seat_names import default_name_in
from ui.scenes.table import TableScene

MENU = (("ui.menu.resume", "resume"), ("ui.menu.rules", "rules"), ("ui.menu.settings", "settings"),
        ("ui.lesson.leave", "leave"))
PANEL_BUTTONS = ("rule", "next", "back_learn", "play_real")
STEP_TOAST = "lesson"        # the kind of a word about the step on screen (taken down when it moves on)
WATCH_READ_S = 1.0   # a watch step's words are up this long (and the AI's pause) before its first move


class LessonTableScene(TableScene):
    tall = False   # the lesson's panel and rings are drawn on the 1280×720 table as it is
    lesson = True   # not a match to save (ui/app.py match_in_progress: nor after a crash)
    table_keys = tuple(key for key in TABLE_KEYS if key.does != "hint")   # the footer: no Hint here

    def __init__(self, app, run: LessonRun, ai_delay: float | None = None) -> None:
        self.run = run
        self.broken = ""            # why the lesson cannot go on (a script out of step with its deal)
        self.clock = 0.0            # seconds on screen (the ring's pulse)
        self.watch_wait = 0.0       # until the watch step's next move
        self.shown_index: int | None = None   # the step whose panel is up
        self.saved_index = run.index
        self.toast_index = run.index
        self._built: tuple | None = None      # the panel state the buttons were built for
        self._panel: tuple[pygame.Rect, list[str]] | None = None
        super().__init__(app, run.match, ai_delay)

    @property
    def game_id(self) -> str:
        return self.run.lesson.game_id

    # ---- what a lesson leaves out of the table --------------------------------------------------
    def autosave(self) -> None:
        """A lesson is not a saved match: its progress is kept in lessons.json instead."""

    def hint_possible(self) -> bool:
        return False

    def ask_hint(self) -> None:
        """No Hint in a lesson: the step says what to do."""

    def undo_possible(self) -> bool:
        return False

    def ask_undo(self) -> None:
        """No Undo in a lesson (the steps would fall out of step with the deal)."""

    def forced_pending(self) -> bool:
        return False

    def pausing(self) -> bool:
        return False

    def finish_offered(self) -> bool:
        return False

    def _deal_over(self, dt: float) -> None:
        """The deal's end: the lesson's end steps explain it; no results screen jumps ahead."""
        self.finishing = False
        if self.end_wait == 0.0:
            self.app.sound.play("deal_end")
            self.end_wait = dt or 1e-6

    # ---- the step on screen -------------------------------------------------------------------
    @property
    def step_shown(self) -> bool:
        """The current step can be acted on: the run is ready and the table is still (no
        animation running, no AI seat to act or thinking)."""
        run = self.run
        if self.broken or run.finished or not run.ready or self.menu_open:
            return False
        if self.anim.busy or self.worker is not None or self._pending_ai is not None:
            return False
        return self.match.deal_over or not any(self.match.is_ai(s) for s in self.match.to_act())

    def panel_state(self) -> tuple | None:
        """What the panel shows: ("step", index) while a step is up (a watch step's stays up
        while its moves are played), ("done",) at the end, ("broken",), or None."""
        if self.broken:
            return ("broken",)
        if self.run.finished:
            return ("done",)
        step = self.run.step
        if self.step_shown or (step.watch and self.shown_index == self.run.index):
            return ("step", self.run.index)
        return None

    def asked(self) -> Action | None:
        """The move the step on screen asks for, as the table marks it (a decision made of several
        actions, such as a discard of three, as one action holding all its cards; None: Next,
        watching, or no step up)."""
        if not self.step_shown or self.run.step.do is None:
            return None
        try:
            return self.run.asked_whole()
        except LessonBroken as exc:
            self._break(exc)
            return None

    def _break(self, exc: BaseException) -> None:
        log_error(f"lesson {self.game_id} step {self.run.index}: {exc!r}", trace=traceback.format_exc())
        self.broken = str(exc) or type(exc).__name__

    def context(self):
        """The layouts draw and take input as if the asked move were the only legal one (every
        other card dimmed, other buttons off); nothing while a step is read or watched."""
        ctx = super().context()
        asked = self.layout.lesson_only
        ctx.legal = self._asked_moves() if asked is not None and self.step_shown else []
        return ctx

    def _asked_moves(self) -> list[Action]:
        try:
            return self.run.asked_actions()
        except LessonBroken as exc:
            self._break(exc)
            return []

    # ---- the frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)
        if self.menu_open:
            return
        if (not self.run.finished and not self.broken and self.match.deal_over and not self.anim.busy
                and not self.run.step.waits_for_next):
            self._break(LessonBroken(f"step {self.run.index} asks for a move after the deal's end"))
        self.layout.lesson_only = self.asked()
        if self.step_shown and self.shown_index != self.run.index:
            self._step_up()
        if self.step_shown and self.run.step.watch:
            self._watch(dt)
        self._note_progress()
        if self.panel_state() != self._built:
            self.rebuild()

    def _step_up(self) -> None:
        """A new step is up: an action step's move is selected for the learner (so the table's
        prompt and its Play button tell the truth: it is the one move the lesson takes); a watch
        step's words are read before its first move."""
        self.shown_index = self.run.index
        self.watch_wait = WATCH_READ_S + self.ai_delay
        if self.layout.lesson_only is not None and len(self._asked_moves()) == 1:
            self.layout.preselect(self.layout.lesson_only, whole=False)   # the gestures the step teaches are the learner's

    def _watch(self, dt: float) -> None:
        """A watch step: the learner's next move made for them, at the AI's pace."""
        self.watch_wait -= dt
        if self.watch_wait > 0:
            return
        try:
            action = self.run.watch_action()
            if self._apply(self.run.seat, action):
                self.run.learner_played(action)
        except LessonBroken as exc:
            self._break(exc)
        self.watch_wait = self.ai_delay * self.layout.ai_pace(self.view)

    def _note_progress(self) -> None:
        """The steps done so far (and the end) into lessons.json, when they change; a word about
        the step before (a refused move) comes down when the step moves on."""
        if self.run.index != self.toast_index:
            self.toast_index = self.run.index
            self.app.toasts.drop(STEP_TOAST)
        if self.run.index == self.saved_index or not self.app.keeper.enabled:
            return
        self.saved_index = self.run.index
        try:
            loaded = lesson_progress.record(self.game_id, self.run.index, self.run.finished)
        except OSError as exc:
            self.app.toasts.show(self.tr("ui.lesson.save_failed", reason=exc.strerror or str(exc)), kind="warn")
            return
        if loaded.problem:
            self.app.toasts.show(lesson_progress.problem_message(self.tr, loaded), seconds=8, kind="warn")

    def names(self) -> list[str]:
        """The seats' names; the learner's seat, made without a name, is called "You"."""
        names = super().names()
        return [name or default_name_in(self.tr.lang, i, self.match.seats[i].kind) for i, name in enumerate(names)]

    # ---- the learner's moves --------------------------------------------------------------------
    def submit(self, actions: list[Action]) -> bool:
        """The learner's moves: each must be one the step on screen asks for; the first that is
        not gets a kind word naming the asked move, and is not played. A decision made of several
        actions (one button's whole discard or keep) is played in the script's order."""
        if not actions or self.viewer is None:
            return False
        if self.asked() is None or self.run.step.do is None:
            self._not_now()
            return False
        rest = self._asked_moves()
        if len(actions) > 1 and len(actions) == len(rest) and self._covers(actions, rest):
            actions = rest        # the whole decision at once: in the order the lesson's words tell
        played = False
        index = self.run.index
        for action in actions:   # the step stays up while its actions are played, animations queued
            if self.run.index != index or self.run.finished:
                return played
            if not self.run.is_asked(action):
                self._wrong(self.run.asked_whole())
                return played
            move = self.run.asked_action()   # the script's own cards: the deal stays the one the words tell
            if not self._apply(self.run.seat, move):
                return played
            self.run.learner_played(move)
            played = True
        return played

    def _covers(self, actions: list[Action], asked: list[Action]) -> bool:
        """Whether `actions` are the asked ones in some order (each matched once)."""
        left = list(asked)
        for action in actions:
            match = next((a for a in left if lesson_mod.same_choice(self.match.rules, action, a)), None)
            if match is None:
                return False
            left.remove(match)
        return True

    def _not_now(self) -> None:
        step = self.run.step if not self.run.finished else None
        if step is not None and step.waits_for_next and self.step_shown:
            self.app.toasts.show(self.tr("ui.lesson.read_first"), seconds=3.0, kind=STEP_TOAST)
        elif step is not None and step.watch:
            self.app.toasts.show(self.tr("ui.lesson.watching"), seconds=3.0, kind=STEP_TOAST)

    def _wrong(self, asked: Action) -> None:
        self.app.toasts.show(self.tr("ui.lesson.wrong", move=self.words.move(asked)), seconds=4.0, kind=STEP_TOAST)
        self.layout.reset()
        self.layout.preselect(asked, whole=False)   # back to the asked move's cards

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if self.menu_open:
            return
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self.step_shown and self.run.step.waits_for_next):
            self.on_button("next")
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._check_selection()
            self._check_refused(event.pos)

    def _check_refused(self, pos) -> None:
        """A click the table refuses without a word (a dimmed card, a button that is off) while a
        step asks for a move: the kind word naming that move. The asked move's own button, off
        while its cards are not all picked yet, keeps the table's reason when it gives one."""
        asked = self.layout.lesson_only
        if asked is None or not self.step_shown:
            return
        drawn = self.drawn_rects
        hit = [name for name, rect in drawn.of("button_off") if rect.collidepoint(pos)]
        moves = set(self.layout.button_makes) | set(getattr(self.layout, "reason_buttons", ()))
        if hit and hit[0] in moves:
            own = hit[0] in self.layout.hint_buttons(asked)
            if not own or not self.layout.reason_text:
                self._wrong(asked)
            return
        if any(rect.collidepoint(pos) for _, rect in drawn.of("button")):
            return
        cards = [rect for _, rect in drawn.of("card") if rect.collidepoint(pos)]
        hand = [rect for _, rect in drawn.of("hand") if rect.collidepoint(pos)]
        if cards and self._dimmed(cards[-1]):   # the topmost card there (drawn last)
            self._wrong(asked)
        elif hand and not cards and (not asked.cards or self._dimmed(hand[-1])):
            self._wrong(asked)                   # a card of the hand the asked move has no use for

    def _dimmed(self, card_rect: pygame.Rect) -> bool:
        """Whether the card a click target `card_rect` stands for was drawn dimmed (a shade laid
        on its face: the same left edge, overlapping it)."""
        return any(rect.x == card_rect.x and rect.colliderect(card_rect) for _, rect in self.drawn_rects.of("dim"))

    PICKS = ("selected", "picked", "discard_sel", "keep")   # where the layouts hold the cards picked so far

    def _check_selection(self) -> None:
        """A card picked that the asked move does not use: the kind word, and that pick undone
        (the cards of a several-card decision picked so far stay picked)."""
        asked = self.layout.lesson_only
        if asked is None:
            return
        for name in self.PICKS:
            chosen = getattr(self.layout, name, None)
            cards = [chosen] if isinstance(chosen, Card) else chosen if isinstance(chosen, list) else []
            wrong = [c for c in cards if isinstance(c, Card) and not lesson_mod.card_fits(self.match.rules, c, asked)]
            if not wrong:
                continue
            if isinstance(chosen, list) and len(self._asked_moves()) > 1:
                for card in wrong:
                    chosen.remove(card)
                self.app.toasts.show(self.tr("ui.lesson.wrong", move=self.words.move(asked)), seconds=4.0,
                                     kind=STEP_TOAST)
            else:
                self._wrong(asked)
            return

    # ---- the panel's buttons --------------------------------------------------------------------
    def build(self) -> None:
        if self.menu_open:
            cx = self.app.screen.get_width() // 2
            for i, (key, name) in enumerate(MENU):
                self.button((cx - 140, 250 + i * 62, 280, 50), key, name)
            return
        self._built = state = self.panel_state()
        self._panel = None
        if state is None:
            return
        rect, lines = self._panel = self.panel_layout(state)
        if state[0] == "step":
            step = self.run.step
            if step.rule:
                self.button(lesson_panel.link_rect(rect), "ui.lesson.rule_link", "rule", rule=step.rule)
            if step.waits_for_next:
                self.button(lesson_panel.button_rects(rect, 1, 170)[0], "ui.lesson.next", "next", "#big_button")
        elif state[0] == "done":
            back, real = lesson_panel.button_rects(rect, 2, 250)
            self.button(back, "ui.lesson.back_to_learn", "back_learn")
            self.button(real, "ui.lesson.play_real", "play_real", "#big_button")
        else:
            self.button(lesson_panel.button_rects(rect, 1, 250)[0], "ui.lesson.back_to_learn", "back_learn")

    def words_of(self, state: tuple) -> str:
        if state[0] == "step":
            step = self.run.step
            return self.tr(step.text, **step.params)
        if state[0] == "done":
            return self.tr("ui.lesson.finished", game=self.tr(f"ui.game.{self.game_id}"))
        return self.tr("ui.lesson.broken")

    def zone_rect(self) -> pygame.Rect | None:
        """The ringed zone of the step on screen (None: the step rings nothing, or the layout
        has no such zone)."""
        if self._built is None or self._built[0] != "step" or self.run.finished:
            return None
        name = self.run.step.zone
        return self.layout.lesson_zones(self.view).get(name) if name else None

    def panel_layout(self, state: tuple) -> tuple[pygame.Rect, list[str]]:
        """The panel's rectangle and lines: clear of the learner's hand and the ringed zone
        (and, where it can be, of the prompt and buttons last drawn), top or bottom away from
        the zone."""
        words = self.words_of(state)
        zones = self.layout.lesson_zones(self.view)
        hand = [] if self.run.match.deal_over else [zones.get("hand")]   # an empty hand needs no room
        must = [r for r in (*hand, self.zone_rect_for(state), *self.clear_rects_for(state)) if r is not None]
        must += [r for _, r in self.drawn_rects.of("hand")]
        must = [r.inflate(16, 16) for r in must]
        rather = [r for name, r in self.drawn_rects.of("prompt", "button", "footer") if name not in PANEL_BUTTONS]
        zone = self.zone_rect_for(state)
        size = self.app.screen.get_size()
        prefer_top = zone is None or zone.centery >= size[1] // 2
        for width in (lesson_panel.PANEL_W, lesson_panel.NARROW_W):   # wide first, else a side column
            lines = lesson_panel.wrap_words(self.app.text, words, width)
            rect = lesson_panel.clear_place(size, lesson_panel.panel_height(lines, width), must, rather,
                                            prefer_top, width, zone)
            if rect is not None:
                return rect, lines
        lines = lesson_panel.wrap_words(self.app.text, words)
        return lesson_panel.place_panel(size, lesson_panel.panel_height(lines), must, rather, prefer_top), lines

    def clear_rects_for(self, state: tuple) -> list[pygame.Rect]:
        """The other zones the step sends the eye to (`LessonStep.clear`): the panel keeps off them."""
        if state[0] != "step" or self.run.finished:
            return []
        zones = self.layout.lesson_zones(self.view)
        return [zones[name] for name in self.run.step.clear if name in zones]

    def zone_rect_for(self, state: tuple) -> pygame.Rect | None:
        if state[0] != "step" or self.run.finished or not self.run.step.zone:
            return None
        return self.layout.lesson_zones(self.view).get(self.run.step.zone)

    def on_button(self, name: str) -> None:
        if name == "next":
            if self.step_shown and self.run.step.waits_for_next:
                self.run.next()
                self._note_progress()
                self.rebuild()
        elif name == "rule":
            RulesScene = scene_class("rules")

            if not self.run.finished and self.run.step.rule:
                self.app.push(RulesScene(self.app, self.game_id, rule_id=self.run.step.rule))
        elif name in ("leave", "back_learn"):
            self._go(learn_scene(self.app))
        elif name == "play_real":
            SetupScene = scene_class("setup")

            self._go(SetupScene.for_game(self.app, self.game_id, coach=True))
        else:
            super().on_button(name)

    def _go(self, scene) -> None:
        self.finished = True
        self.app.clear_stack()
        self.app.switch(scene)

    # ---- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._record_targets()
        if self.menu_open or self._panel is None:
            return
        zone = self.zone_rect()
        if zone is not None:   # round the prompt and raised cards it meets, never through them
            crossed = [r for _, r in self.drawn_rects.of("prompt", "selected")]
            zone = lesson_panel.ring_zone(zone, crossed)
            self.drawn_rects.add("ring", lesson_panel.draw_ring(surface, zone, self.clock), "lesson")
        rect, lines = self._panel
        counter = ""
        if self._built[0] == "step":
            counter = self.tr("ui.lesson.counter", k=self.run.index + 1, n=len(self.run.lesson.steps))
        lesson_panel.draw_panel(surface, self.app.text, rect, lines, counter)
        self.drawn_rects.add("panel", rect, "lesson")


    def _record_targets(self) -> None:
        """Where this frame drew each card a click picks ("card", named "<where>:<code>": "hand",
        "stock", "pick", "played") and each place a click chooses ("place": a plaza column), from
        the layout's click targets: what a person sees and clicks (tools/lesson_clicks.py plays
        the lessons from these)."""
        layout = self.layout
        for entry in [*getattr(layout, "hit_cards", ()), *getattr(layout, "hits", ())]:
            card = next((part for part in entry[1:] if isinstance(part, Card)), None)
            if card is None:
                continue
            where = next((part for part in entry[1:] if isinstance(part, str)), "hand")
            self.drawn_rects.add("card", entry[0], f"{where}:{card.code}")
        for rect, place in getattr(layout, "hit_places", ()):
            self.drawn_rects.add("place", rect, str(place))


def learn_scene(app):
    LearnScene = scene_class("learn")

    return LearnScene(app)


def resumed_run(lesson, steps_done: int) -> LessonRun:
    """The lesson's run with `steps_done` steps done: replayed headlessly (the deal is fixed by
    the seed), then handed to the table (auto_ai off). None done: a fresh run the table deals."""
    if steps_done <= 0:
        return LessonRun(lesson, auto_ai=False)
    run = LessonRun(lesson, auto_ai=True)
    run.fast_forward(steps_done)
    run.auto_ai = False
    return run


def open_lesson(app, game_id: str, restart: bool = False, ai_delay: float | None = None) -> LessonTableScene | None:
    """Start (or resume where the learner left it) `game_id`'s lesson at the table. A game with no
    lesson, or a lesson that cannot be replayed, is reported and nothing changes (a failed
    resume starts the lesson again)."""
    try:
        lesson = lesson_mod.lesson_for(game_id)
    except Exception as exc:   # a broken lesson module: reported, the app goes on
        log_error(f"lesson_for({game_id!r}) failed: {exc!r}", trace=traceback.format_exc())
        lesson = None
    if lesson is None:
        app.toasts.show(app.tr("ui.learn.coming_soon"), kind="info")
        return None
    progress = lesson_progress.load()
    if progress.problem:
        app.toasts.show(lesson_progress.problem_message(app.tr, progress), seconds=8, kind="warn")
    done = 0 if restart else progress.of(game_id).step
    done = done if done < len(lesson.steps) else 0
    try:
        run = resumed_run(lesson, done)
    except Exception as exc:   # a script out of step with its deal, or a changed lesson
        log_error(f"lesson {game_id} resume at {done}: {exc!r}", trace=traceback.format_exc())
        app.toasts.show(app.tr("ui.lesson.cannot_resume"), seconds=6, kind="warn")
        run = LessonRun(lesson, auto_ai=False)
    scene = LessonTableScene(app, run, ai_delay)
    app.clear_stack()
    app.switch(scene)
    return scene
