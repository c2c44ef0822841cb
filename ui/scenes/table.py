"""The generic table scene: runs a Match at a person's pace. It draws only views
(`match.view(viewer)`), lets the game's layout turn input into actions, applies them with
`match.play` (an IllegalAction's reason becomes a toast), paces AI seats (thinking in a worker
thread so frames never stall), animates per-viewer events, puts the hand-over curtain between
different humans, answers a human's optional out-of-turn offers the layout names when that human
cannot be on screen (pass-and-play), makes a solo player's only legal move for them after a moment
(a setting), offers to finish a deal quickly to a solo player who sits out, shows each deal's
results between deals and moves on to the final results. With the Coach on (solo play), each of the
player's decisions is weighed off the frame loop (ui/coach.py) and a clearly worse one gets a note in
the toast band, counted in the match. The match is autosaved (ui/saves.py)
after every applied action and at the start of each deal. An AI that raises or chooses an illegal
move never stops the game: the error is logged and a random legal move is played for that seat
instead."""
from __future__ import annotations

import math
import random
import threading
import time
import traceback

import pygame

from game.actions import Action
from game import undo
from game.errors import IllegalAction, UndoRefused
from ui import keyfocus
from ui.animator import Animator
from ui.coach import NOTE_KIND, NOTE_SECONDS, Coach, note_text
from ui.layouts import layout_for
from ui.crashlog import log_error
from ui import forced
from ui.drawn import DrawnRects, recording
from ui.layouts.base import DrawContext
from ui.move_words import MoveWords
from ui.navigation import scene_class
from ui.scenes.base import Scene
from ui.seat_names import shown_names
from ui.stretch import DESIGN, Stretch

RESULTS_PAUSE = 1.6
LONG_HOLD = 0.6   # an animation step that holds this long is a pause to look: Continue may end it
ON_SHOW_S = 0.35          # a move stays on show at least this long before the next computer's move shows
QUICK_PACE = 0.5          # a phase whose ai_pace is below this is a quick one (no ON_SHOW_S floor)
FINISHING_SCALE = 0.12   # animation speed while the rest of a deal is finished quickly ("Finish the deal")
READ_HOLD_S = {"fast": 2.5, "normal": 2.5, "slow": 4.0}   # the least a play's outcome stays up (solo)


class AIWorker:
    """One AI decision computed off the frame loop, from the seat's view and legal actions taken
    when it starts (`match.ai_decision`): the thread never reads the match, so other seats'
    simultaneous choices may be applied while it thinks (`started_at` tells whether they were)."""

    def __init__(self, match, seat: int) -> None:
        self.seat = seat
        self.started_at = len(match.steps)
        self.public = True   # everyone sees this seat deciding (else no pause, no thinking mark)
        self.action: Action | None = None
        self.error: BaseException | None = None
        self.trace = ""
        try:
            decide = match.ai_decision(seat)
        except BaseException as exc:  # handled on the main thread, like an error while thinking
            decide, self.error, self.trace = None, exc, traceback.format_exc()
        self.thread = threading.Thread(target=self._run, args=(decide,), daemon=True)
        self.thread.start()

    def _run(self, decide) -> None:
        if decide is None:
            return
        try:
            self.action = decide()
            if not isinstance(self.action, Action):
                raise TypeError(f"the AI returned {self.action!r}, not an Action")
        except BaseException as exc:  # handled on the main thread
            self.error = exc
            self.trace = traceback.format_exc()

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()


def follow(button, possible: bool, shown: bool | None) -> bool | None:
    """Enable or grey out `button` when `possible` differs from `shown`, what it shows; returns
    what it shows now (a button gone or not built yet keeps what it had)."""
    if button is None or not button.alive() or possible == shown:
        return shown
    if possible:
        button.enable()
    else:
        button.disable()
    return possible


class HintWorker:
    """The Hard level's advice for the human on turn (game/hints.py), computed off the frame loop
    from that seat's view and legal actions taken when it starts."""

    def __init__(self, match, seat: int) -> None:
        from game.hints import advise

        self.seat = seat
        self.started_at = len(match.steps)
        self.hint = None
        self.error: BaseException | None = None
        view, legal, rules = match.view(seat), match.legal(seat), match.rules
        rng = random.Random(f"{match.seed}/hint{match.deal_index}/{len(match.steps)}")
        self.thread = threading.Thread(target=self._run, args=(advise, rules, view, legal, rng), daemon=True)
        self.thread.start()

    def _run(self, advise, rules, view, legal, rng) -> None:
        try:
            self.hint = advise(rules, view, legal, rng)
        except BaseException as exc:  # reported on the main thread
            self.error = exc
            log_error(f"hint failed: {exc!r}", trace=traceback.format_exc())

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()


THINK_MARGIN = 0.25   # a searching seat's pause: its time budget plus this, whatever it thought


class TableScene(Scene):
    tall = True   # a window taller than 16:9 gives the table its height (ui/stretch.py)

    @property
    def toast_area(self) -> pygame.Rect:
        """Refusals and hints appear in the band the layout keeps for them (never over the
        prompt, the buttons or the hand)."""
        area = self.layout.toast_area(self.view)
        stretch = self.stretch
        return stretch.map_rect(area) if stretch is not None else area

    @property
    def stretch(self) -> Stretch | None:
        """How the 1280×720 table design is spread over a taller canvas (None: the canvas is the
        design's size). The layout names where its bands meet (`band_cuts`)."""
        height = self.app.screen.get_height()
        if not self.tall or height <= DESIGN[1]:
            return None
        cuts = tuple(self.layout.band_cuts(self.view))
        lift = self.layout.hand_column(self.view)
        cap = round(1 / self.app.stage.scale, 3) if self.app.stage.scale else 1.0   # never past the window's pixels
        key = (height, cuts, lift, cap)
        if self._stretch is None or self._stretch_key != key:
            self._stretch, self._stretch_key = Stretch(height, cuts, lift, cap), key
        return self._stretch

    def mouse_pos(self) -> tuple[int, int]:
        pos = super().mouse_pos()
        stretch = self.stretch
        return stretch.to_design(pos) if stretch is not None and pos != self.OFF_CANVAS else pos

    def _design_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """`event` with its mouse position on the table's design (the canvas may be taller)."""
        stretch = self.stretch
        if stretch is None or not hasattr(event, "pos"):
            return event
        return pygame.event.Event(event.type, {**event.dict, "pos": stretch.to_design(event.pos)})

    def _placed(self, where) -> tuple[int, int, int, int]:
        """A table button's rectangle on the canvas from the layout's `where(width, height)`."""
        stretch = self.stretch
        if stretch is None:
            return where(*self.app.screen.get_size())
        return tuple(stretch.map_rect(where(*DESIGN)))

    @property
    def toast_avoid(self) -> list[pygame.Rect]:
        """What a toast must not cover: the last frame's buttons, prompt, hand, panels and footer, and
        the play on top of a field (its cards and caption: what the seat must beat)."""
        return [r for _, r in self.drawn_rects.of("button", "prompt", "hand", "panel", "footer", "play")]

    def __init__(self, app, match, ai_delay: float | None = None) -> None:
        super().__init__(app)
        self.match = match
        self._names: tuple[tuple | None, list[str]] = (None, [])
        self.layout = layout_for(match.game_id)(self)
        self.words = MoveWords(app, match.game_id, self.layout)
        self.anim = Animator()
        self.humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self.viewer: int | None = self._initial_viewer()
        self.view = match.view(self.viewer)
        self.legal: list[Action] = []
        self.worker: AIWorker | None = None
        self.queued: list[Action] | None = None
        self.introduced = False
        self.ai_delay_override = ai_delay
        self.ai_wait = 0.4
        self.since_shown = 0.0        # seconds since the last move began to show (see _on_show_floor)
        self.end_wait = 0.0
        self.menu_open = False
        self.continue_shown = False   # the Continue button is up (the table pauses for people to look)
        self.finishing = False        # the player, out of this deal, asked to see the rest quickly
        self.finish_shown = False     # the "Finish the deal" button is up
        self.finished = False
        self.frame_times: list[float] = []
        self._pending_ai: AIWorker | None = None
        self.hint_worker: HintWorker | None = None
        self.coach = Coach(match)   # weighs the solo player's decisions when the setting is on
        self.forced_wait = self.forced_show_s   # the viewer's only legal move is made when this runs out
        self.hint_button = None             # pygame-gui's Hint button, greyed out while no hint is possible
        self._hint_enabled: bool | None = None
        self.undo_button = None             # solo play only: takes back the player's last decision
        self._undo_enabled: bool | None = None
        self._undo_tip: str | None = None    # the tooltip it shows: what it does, or why not now
        self.input_ready = False   # False until the current viewer's first frame is drawn
        self.drawn_rects = DrawnRects()   # where the last frame drew the hand, buttons, panels (ui/drawn.py)
        self._stretch: Stretch | None = None
        self._stretch_key: tuple = ()
        self._design: pygame.Surface | None = None    # the 1280×720 frame, when the canvas is taller
        self._over: pygame.Surface | None = None      # the sprites' labels and the overlay above it
        self._sprites_at: dict = {}                  # where each sprite was last frame (gliding)
        self.torn: list = []    # drawn rectangles the last stretched frame split between two bands
        self.focus = keyfocus.KeyFocus()  # the keyboard's focus over the viewer's choices and the buttons
        self.hint_toast: str | None = None   # the Hint's line while it is up (gone once its decision is made)
        self.anim.on_event = app.sound.event   # each event's sound at its moment of the animation
        self._refresh_legal()

    # ---- who looks at the table -----------------------------------------------------------------
    @property
    def pass_and_play(self) -> bool:
        return len(self.humans) >= 2

    def _initial_viewer(self) -> int | None:
        if not self.humans:
            return 0
        if len(self.humans) == 1:
            return self.humans[0]
        return None

    def names(self) -> list[str]:
        """The seats' names as shown now (a default name in the current language); asked for many
        times a frame, worked out again only when the language or a seat changes."""
        key = (self.tr.lang, tuple((s.name, s.kind, s.default) for s in self.match.seats))
        if self._names[0] != key:
            self._names = (key, shown_names(self.match, self.tr.lang))
        return list(self._names[1])

    def set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        self._viewer_changed()
        self.view = self.match.view(seat)
        self._refresh_legal()

    def _viewer_changed(self) -> None:
        """Click targets, hover details, selections and queued input belong to the seat on screen:
        forget them, and drop input until the new viewer's first frame has been drawn."""
        self.layout.reset()
        self.layout.drop_targets()
        self.focus.reset()
        self.queued = None
        self.input_ready = False
        if self.pass_and_play:   # a hint or a refusal may name the previous human's cards
            self.app.toasts.items = [t for t in self.app.toasts.items if t.kind == "warn"]

    def _refresh_legal(self) -> None:
        to_act = self.match.to_act()
        had_turn = bool(self.legal)
        if self.viewer is not None and self.viewer in to_act and self.match.seats[self.viewer].is_human:
            self.legal = self.match.legal(self.viewer)
        else:
            self.legal = []
        if self.legal and not had_turn:
            self.app.sound.play("turn")
        only = forced.only_move(self.legal)
        if only is not None and only.cards:
            self.layout.preselect(only)   # one press of Play makes it (or the table does, see _forced_move)
        self._show_hint_state()

    def autosave(self) -> None:
        """Keep the match on disk (ui/saves.py), as after every applied action."""
        self.app.keeper.save(self.match, self.app)

    @property
    def ai_delay(self) -> float:
        if self.finishing:
            return 0.0
        return self.ai_delay_override if self.ai_delay_override is not None else self.app.settings.ai_delay

    # ---- gui: the pause menu ----------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.forced_wait = self.forced_show_s   # the table (again) on screen: a forced move waits its full time
        if not self.introduced:
            self.introduced = True
            self.autosave()
            if self._resume():
                return
            self.app.sound.play("deal")
            self.layout.intro(self.view, self.anim)
            self.anim.commit(lambda: None)

    def _resume(self) -> bool:
        """A saved match resumed mid-deal shows its position at once, with the deal's log so far,
        instead of the deal's opening animation (see replay_viewer.catch_up). False: a fresh deal."""
        deal_steps = [s for s in self.match.steps if s.deal == self.match.deal_index]
        if not deal_steps:
            return False
        from ui.scenes.replay_viewer import at_deal, catch_up

        start, _ = at_deal(self.match, self.match.steps, self.match.deal_index)
        catch_up(self.layout, self.anim, start, deal_steps, self.viewer)
        self.view = self.match.view(self.viewer)
        return True

    def build(self) -> None:
        if self.menu_open:
            cx = self.app.screen.get_width() // 2
            top = 250
            for i, (key, name) in enumerate((("ui.menu.resume", "resume"), ("ui.menu.rules", "rules"),
                                             ("ui.menu.settings", "settings"), ("ui.menu.quit", "title"))):
                self.button((cx - 140, top + i * 62, 280, 50), key, name)
        elif not self.finished:
            hint = self._placed(self.layout.hint_button_rect)
            self.hint_button = self.button(hint, "ui.hint.button", "hint")
            self._hint_enabled = None
            self._show_hint_state()
            if self.solo and not self.continue_shown:   # a scored deal is not taken back
                self.undo_button = self.button(self._placed(self.layout.undo_button_rect),
                                               "ui.table.undo.button", "undo")
                self._undo_enabled = self._undo_tip = None
                self._show_undo_state()
            if self.continue_shown:
                self.button(self._continue_rect(hint), "ui.table.continue", "continue")
            if self.finish_shown:
                self.button(self._placed(self.layout.finish_button_rect), "ui.table.finish_deal", "finish")

    def _continue_rect(self, hint) -> tuple[int, int, int, int]:
        """Continue goes next to the Hint, towards the middle of the screen (where Undo stands
        otherwise: Undo steps aside while Continue is up)."""
        x, y, w, h = hint
        step = h + 8 if y < self.app.screen.get_height() // 2 else -(h + 8)
        return (x, y + step, w, h)

    @property
    def modal_open(self) -> bool:
        return self.menu_open

    def toggle_menu(self) -> None:
        self.menu_open = not self.menu_open
        self.rebuild()

    def on_button(self, name: str) -> None:
        if name == "resume":
            self.toggle_menu()
        elif name == "rules":
            RulesScene = scene_class("rules")

            self.app.push(RulesScene(self.app, self.match.game_id))
        elif name == "settings":
            SettingsScene = scene_class("settings")

            self.app.push(SettingsScene(self.app))
        elif name == "hint":
            self.ask_hint()
        elif name == "undo":
            self.ask_undo()
        elif name == "continue":
            self.continue_now()
        elif name == "finish":
            self.finish_deal()
        elif name == "title":
            TitleScene = scene_class("title")

            self.finished = True
            self.app.clear_stack()
            self.app.switch(TitleScene(self.app))

    # ---- pauses to look, and Continue ---------------------------------------------------------------
    def pausing(self) -> bool:
        """Whether the table is only waiting for people to look: a deal's end before its results,
        or an animation step held on screen (a trick shown before it is taken)."""
        if self.finished or self.menu_open:
            return False
        if self.match.deal_over and not self.anim.busy:
            return True
        steps = self.anim.timeline.steps
        return bool(steps) and steps[0].begun and steps[0].hold >= LONG_HOLD

    def outcome_hold(self) -> float:
        """How long the outcome of a play everyone watches (Democracy's reveal and who takes it)
        stays up, in seconds whatever the animation speed: in pass-and-play until the players
        continue (`math.inf`), in solo at least READ_HOLD_S for the speed, no longer than the
        animation while a deal is being finished quickly."""
        if self.finishing:
            return 0.0
        if self.pass_and_play:
            return math.inf
        return READ_HOLD_S.get(self.app.settings.anim_speed, READ_HOLD_S["normal"])

    def continue_now(self) -> None:
        """Continue: end the pause at once (the held animation, or the wait before the results);
        a moment held for the players goes on with the rest of its animation."""
        if self.anim.waiting:
            self.anim.release()
        elif self.anim.busy:
            self.anim.skip()
        elif self.match.deal_over:
            self.end_wait = max(self.end_wait, RESULTS_PAUSE)

    def _show_continue(self) -> None:
        shown = self.pausing()
        finish = self.finish_offered()
        if shown != self.continue_shown or finish != self.finish_shown:
            self.continue_shown, self.finish_shown = shown, finish
            self.rebuild()

    # ---- sitting out: finishing the deal quickly --------------------------------------------------------
    def finish_offered(self) -> bool:
        """Solo play, the player is out of this deal while the others play on (`sitting_out`), and
        has not asked yet: offer "Finish the deal"."""
        return (not self.pass_and_play and not self.finishing and not self.finished and self.viewer is not None
                and not self.match.deal_over and self.layout.sitting_out(self.view))

    def finish_deal(self) -> None:
        """The rest of the deal with no pauses and quick animations (the AI seats decide as ever,
        Hard at its own budget); the deal's results come as usual. Ends with the deal."""
        self.finishing = True
        if self.anim.busy:
            self.anim.skip()

    # ---- input ------------------------------------------------------------------------------------
    def context(self) -> DrawContext:
        return DrawContext(self.viewer, self.names(), self.anim.suppressed, self.mouse_pos(),
                           self.legal, self.anim.busy,
                           self.worker.seat if self.worker and self.worker.public else None)

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.toggle_menu()
            return
        if self.menu_open:
            return
        if not self.input_ready and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            return  # meant for the screen before the hand-over: the new viewer has not seen a frame yet
        if self.anim.waiting and self._continues(event):
            self.continue_now()   # the players have seen the moment held for them
            return
        if self.match.deal_over and not self.anim.busy and event.type == pygame.KEYDOWN and \
                event.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.continue_now()   # Space or Enter: on to the deal's results
            return
        if self.anim.busy and ((event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE) or
                               (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3)):
            self.anim.skip()  # Space or a right click hurries the animation along
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.ask_undo()   # solo play only: pass-and-play ignores it
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:   # the Hint in every game (ui/layouts/footer.py)
            self.ask_hint()
            return
        if event.type == pygame.KEYDOWN:   # the focus over the choices and buttons (ui/keyfocus.py)
            taken, actions = keyfocus.handle_key(self, self.focus, event.key, getattr(event, "mod", 0))
            if taken:
                if actions:
                    self.submit(actions)
                return
        actions = self.layout.handle_event(self._design_event(event), self.view, self.context())
        if actions:
            self.submit(actions)

    def _continues(self, event: pygame.event.Event) -> bool:
        """Space, Enter or a left click off the buttons: "go on" to a table held for the players."""
        if event.type == pygame.KEYDOWN:
            return event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
        return (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and not any(element.rect.collidepoint(event.pos) for element in self.buttons))

    def submit(self, actions: list[Action]) -> bool:
        """A human's decisions for the viewing seat, in order (several "keep"s at once).
        Returns True when the rules accepted them all; the first refusal stops and shows why."""
        if self.viewer is None or not self.legal:
            return False
        # an AI thinks during its pause from a view taken when it started: a human's own decision (a
        # simultaneous choice, an out-of-turn offer) goes ahead meanwhile (see _apply_ai)
        alongside = self.worker is not None and (self.layout.simultaneous(self.view) or self.worker.seat != self.viewer)
        if self.anim.busy or (self.worker is not None and not alongside):
            self.queued = (self.viewer, list(actions))
            return False
        seat = self.viewer
        on = self.app.settings.coach or self.coach.always
        captured = self.coach.capture(on, seat)
        whole = self.coach.whole_size(captured)
        if whole and len(actions) == whole:   # Tyrant's keep or return: weighed as the set kept
            for action in actions:
                if not self._apply(seat, action):
                    return False
            self.coach.decided(seat, captured, Action(actions[0].kind, tuple(c for a in actions for c in a.cards)))
            return True
        for i, action in enumerate(actions):
            if i:
                captured = self.coach.capture(on, seat)
            if not self._apply(seat, action):
                return False
            if not self.coach.whole_size(captured):
                self.coach.decided(seat, captured, action)
        return True

    def _apply(self, seat: int, action: Action, fallback: bool = False) -> bool:
        before = self.view
        # pass-and-play, a simultaneous choice: whoever chose leaves the screen at once, so their hand
        # is not on show while the others come (and the reveal is watched in the spectator's view)
        hand_over = (self.pass_and_play and seat == self.viewer and self.match.seats[seat].is_human
                     and self.layout.simultaneous(before))
        if hand_over:
            before = self.match.view(None)
        try:
            events = self.match.play(seat, action)
        except IllegalAction as exc:
            if self.match.is_ai(seat) and not fallback:
                return self._apply(seat, self._ai_fallback(seat, f"illegal AI action {action!r}: {exc}"), True)
            self.app.toasts.show(self.tr.error(exc))
            return False
        self.autosave()
        if hand_over:
            self.viewer = None
            self._viewer_changed()
            self.view, self.legal = before, []
        viewer = self.viewer
        visible = [e.for_viewer(viewer) for e in events]
        after = self.match.view(viewer)
        if seat == viewer:
            self.legal = []
        announced = self.anim.announced
        if events:   # from its move's first step on, the seat is no longer shown on turn
            self.anim.then(lambda: self.anim.suppress(f"turn:{seat}", 1) or [])
        self.since_shown = 0.0
        self.layout.animate(visible, before, after, self.anim)
        if self.anim.announced == announced:   # a layout that does not announce its events: sound now
            for event in visible:
                self.app.sound.event(event)
        self.anim.commit(self._after_commit if events else self._after_silent_commit)
        if self.match.seats[seat].is_human:
            self.layout.reset()
        return True

    def _after_commit(self) -> None:
        if self.pass_and_play and self.viewer is not None and self.viewer not in self.match.to_act():
            # the person who just acted hands over: nobody's private cards stay on screen
            self.viewer = None
            self._viewer_changed()
        self.view = self.match.view(self.viewer)
        self._refresh_legal()
        if self.layout.hint is not None and not self.layout.hint_stands(self.layout.hint, self.legal):
            self.layout.hint = None   # the hinted play is made, or no longer there to make
        if self.layout.hint is None and self.hint_toast is not None:   # its line goes with it
            self.app.toasts.items = [t for t in self.app.toasts.items if t.text != self.hint_toast]
            self.hint_toast = None
        pace = self.layout.ai_pace(self.view)
        self.ai_wait = max(self.ai_delay * pace, self._think_floor(), self._on_show_floor(pace))

    def _on_show_floor(self, pace: float) -> float:
        """What is left of ON_SHOW_S since the last move began to show, in the phases of plays (an
        `ai_pace` of at least QUICK_PACE; the quick phases, such as choices made at set-up or face
        down, have none): a quick animation and a short pause never take a play off the table
        sooner. Tests set their own delay: no floor."""
        if self.ai_delay_override is not None or self.finishing or pace < QUICK_PACE:
            return 0.0
        return ON_SHOW_S - self.since_shown

    def _after_silent_commit(self) -> None:
        """After an action with no events (daifugo13's sandstorm "hold") the pause already running
        goes on, not restarted: an extra pause would tell everyone that some seat holds a sandstorm."""
        remaining = self.ai_wait
        self._after_commit()
        self.ai_wait = remaining

    def _think_floor(self) -> float:
        """The pause before a searching AI seat's move is the same whatever it holds: at least its
        time budget (it thinks during the pause), so a quick answer (one legal move, an easy call)
        never tells the table anything about its hand. Tests set their own delay: no floor."""
        if self.ai_delay_override is not None or self.finishing:
            return 0.0
        budgets = [getattr(self.match.ai_of(s), "budget_s", 0.0) for s in self.match.to_act() if self.match.is_ai(s)]
        top = max(budgets, default=0.0)
        return top + THINK_MARGIN if top else 0.0

    def _publicly_acting(self, seat: int) -> bool:
        """Whether everyone at the table sees that `seat` has a decision now. An offer only its
        holder sees (daifugo13's sandstorm) is answered without a visible pause or thinking mark."""
        public = getattr(self.match.view(None), "to_act", None)
        return public is None or seat in public

    # ---- hint: what the Hard level would play for the human on turn ----------------------------------
    def hint_possible(self) -> bool:
        """Whether the Hint can advise now: the viewer is a human with a decision, no hint running."""
        return (self.viewer is not None and bool(self.legal) and self.match.seats[self.viewer].is_human
                and self.hint_worker is None and not self.finished)

    def _show_hint_state(self) -> None:
        """The Hint button is greyed out while it cannot advise (not the player's turn, a hint
        already thinking); the H key still says why."""
        self._hint_enabled = follow(self.hint_button, self.hint_possible(), self._hint_enabled)

    def ask_hint(self) -> None:
        if self.viewer is None or not self.legal or not self.match.seats[self.viewer].is_human:
            self.app.toasts.show(self.tr("ui.hint.none"), kind="info")
            return
        if self.hint_worker is not None:
            return
        self.hint_worker = HintWorker(self.match, self.viewer)
        self._show_hint_state()
        self.match.hints_used += 1
        self.autosave()
        self.app.toasts.show(self.tr("ui.hint.thinking"), seconds=1.5, kind="info")

    def _hint_ready(self) -> None:
        worker, self.hint_worker = self.hint_worker, None
        self._show_hint_state()
        if worker.hint is None or worker.seat != self.viewer or not self.layout.hint_stands(worker.hint.action,
                                                                                             self.legal):
            return  # the moment has passed (or the advice failed): nothing to show
        hint = worker.hint
        self.layout.show_hint(hint.action)
        thinking = self.tr("ui.hint.thinking")
        self.app.toasts.items = [t for t in self.app.toasts.items if t.text != thinking]
        why = self.tr(hint.why[0], **hint.why[1]) if hint.why is not None else ""
        play = self.layout.hint_words(hint.action) or self.words.move(hint.action)
        self.hint_toast = self.tr(hint.text_key, play=play, why=why, **hint.params)
        self.app.toasts.show(self.hint_toast, seconds=8.0, kind="info")
        self.layout.hint_selection = self.layout.selection_state()   # Enter makes the Hint's move while it stands

    # ---- coach: a note when the player's decision was clearly worse than Hard's (ui/coach.py) ----------
    def _coach_note(self, verdict) -> None:
        """A clearly worse decision's note in the toast band, counted in the match and saved."""
        self.app.toasts.show(note_text(self.tr, self.words, verdict), seconds=NOTE_SECONDS, kind=NOTE_KIND)
        self.match.coach_notes += 1
        if not self.match.over:   # a finished match is already filed under replays/ (saving again would file it twice)
            self.app.keeper.save(self.match, self.app)

    def _late_coach_notes(self) -> None:
        """Each frame of the deal's results: a verdict on one of the deal's decisions that was still
        being weighed when the deal ended is shown there, named by its move, never dropped."""
        verdict = self.coach.ready()
        if verdict is None:
            return
        verdict.extra["late"] = True
        self._coach_note(verdict)

    def _drop_coach_note(self) -> None:
        """The notes taken down: a decision taken back, or the deal over."""
        self.app.toasts.items = [t for t in self.app.toasts.items if t.kind != NOTE_KIND]

    # ---- undo: a solo player's last decision taken back (game/undo.py) ---------------------------
    @property
    def solo(self) -> bool:
        """One human against the computer: the only table that offers Undo."""
        return len(self.humans) == 1

    def undo_refusal(self) -> UndoRefused | None:
        """Why Undo cannot take anything back now, or None: the one rule (game/undo.py) that greys
        the button, names the reason in its tooltip and answers Ctrl+Z. A running animation or an
        AI thinking does not stop it: the table is rebuilt at the earlier position and the AI's
        pending decision is dropped."""
        if not self.solo:
            return UndoRefused("ui.table.undo.not_solo", "Undo is for one player against the computer only.")
        return undo.refusal(self.match, self.humans[0])

    def undo_possible(self) -> bool:
        return not self.menu_open and self.undo_refusal() is None

    def _show_undo_state(self) -> None:
        refused = self.undo_refusal()
        self._undo_enabled = follow(self.undo_button, not self.menu_open and refused is None, self._undo_enabled)
        tip = self.tr("ui.table.undo.tip") if refused is None else self.tr.error(refused)
        if tip != self._undo_tip and self.undo_button is not None and self.undo_button.alive():
            self.undo_button.set_tooltip(tip)
            self._undo_tip = tip

    def ask_undo(self) -> None:
        """Undo (the button, Ctrl+Z): the match taken back to before the player's last decision,
        the table showing that position at once with the deal's log as it stood, saved. Refused
        (nothing changes) with the reason on screen when `undo_refusal` says so."""
        refused = self.undo_refusal()
        if refused is not None:
            if self.solo:   # pass-and-play has no Undo to explain
                self.app.toasts.show(self.tr.error(refused), kind="info")
            return
        self.match.undo_last_human(self.humans[0])
        self.worker = self._pending_ai = self.hint_worker = None   # their threads end unheard
        self.coach.drop()
        self._drop_coach_note()   # a note on a decision taken back
        self.queued, self.finishing, self.end_wait = None, False, 0.0
        self.autosave()
        self._show_restored()
        self.app.toasts.show(self.tr("ui.table.undo.done", n=self.match.undos_used), seconds=2.5, kind="info")

    def _show_restored(self) -> None:
        """A fresh layout and animator caught up with the running deal (no animation, no sound)."""
        from ui.scenes.replay_viewer import at_deal, catch_up

        self.layout = layout_for(self.match.game_id)(self)
        self.words = MoveWords(self.app, self.match.game_id, self.layout)
        self.anim = Animator()
        start, first = at_deal(self.match, self.match.steps, self.match.deal_index)
        catch_up(self.layout, self.anim, start, self.match.steps[first:], self.viewer)
        self.anim.on_event = self.app.sound.event
        self.view, self.legal = self.match.view(self.viewer), []
        self._refresh_legal()
        self.forced_wait = self.forced_show_s
        self.ai_wait = max(self.ai_delay * self.layout.ai_pace(self.view), self._think_floor())
        self.continue_shown = self.finish_shown = False
        self.rebuild()

    # ---- the frame ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.menu_open:
            return  # paused: nothing moves, no AI decides
        self.since_shown += dt
        self._show_hint_state()
        self._show_undo_state()
        if self.finishing:
            self.anim.set_scale(FINISHING_SCALE)
        else:
            self.anim.set_scale(self.app.settings.anim_scale if self.ai_delay_override is None else 0.3,
                                self.app.settings.reduced_motion)
        self.anim.update(dt)
        self._show_continue()
        if self.hint_worker is not None and self.hint_worker.done:
            self._hint_ready()
        verdict = self.coach.ready()
        if verdict is not None:
            self._coach_note(verdict)
        self.coach.park(self.app.toasts, bool(self.drawn_rects.of("dialog")))
        if self.worker is not None and self.worker.done and (self.ai_wait <= 0 or not self.worker.public):
            worker, self.worker = self.worker, None
            if worker.error is not None:
                worker.action = self._ai_fallback(worker.seat, f"AI raised {worker.error!r}", worker.trace)
            if not self.anim.busy:
                self._apply_ai(worker)
            else:
                self._pending_ai = worker
        if self.anim.busy or self.finished:
            return
        pending = self._pending_ai
        if pending is not None:
            self._pending_ai = None
            self._apply_ai(pending)
            return
        if self.queued is not None and self.worker is None:
            (seat, actions), self.queued = self.queued, None
            if self.viewer is not None and seat == self.viewer and self.viewer in self.match.to_act():
                self.submit(actions)
            return
        if self.match.deal_over:
            self._deal_over(dt)
            return
        if self.worker is None and self._answer_unattended():
            return
        to_act = self.match.to_act()
        waiting_humans = [s for s in to_act if s in self.humans]
        if self.pass_and_play and waiting_humans and self.viewer not in waiting_humans and self.worker is None:
            self._curtain(waiting_humans[0])
            return
        if self._forced_move(dt):
            return
        ai_seats = [s for s in to_act if self.match.is_ai(s)]
        if ai_seats:
            # the AI thinks during the pause; its move shows when both are over (see _think_floor)
            self.ai_wait -= dt
            if self.worker is None:
                self.worker = AIWorker(self.match, ai_seats[0])
                self.worker.public = self._publicly_acting(ai_seats[0])

    @property
    def forced_show_s(self) -> float:
        return forced.FORCED_SHOW_S * max(1.0, self.app.settings.anim_scale)

    def forced_pending(self) -> bool:
        """Whether the table is about to make the viewer's only legal move for them: solo play, the
        setting on (`auto_forced`), the move on screen, nothing else open."""
        return (self.app.settings.auto_forced and not self.pass_and_play and len(self.legal) == 1
                and self.input_ready and self.queued is None and not self.modal_open and not self.anim.busy)

    def _forced_move(self, dt: float) -> bool:
        """The viewer's only legal move (a pass with nothing that beats the table, the last card),
        made for them once its banner (why, and what is made) has been on screen `forced_show_s`,
        when the settings ask for it (`auto_forced`, off unless the player turns it on). The wait
        starts again whenever the table comes on screen (a resume, a closed overlay, a lifted
        curtain). Solo play only: in pass-and-play the others watch the screen, and a move made at
        once would tell them that the seat had no choice, so every person presses their own moves."""
        if not self.forced_pending():
            self.forced_wait = self.forced_show_s
            return False
        self.forced_wait -= dt
        if self.forced_wait > 0:
            return False
        self.forced_wait = self.forced_show_s
        return self.submit(list(self.legal))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Above the table, its buttons and its animations: the banner of a forced move about to be
        made for the player."""
        if not self.forced_pending():
            return
        action = self.legal[0]
        title = forced.reason(self.layout, self.view, action)
        line = self.tr("ui.forced.made", move=self.words.move(action))
        forced.draw_banner(surface, self.app, title, line, self.forced_wait / self.forced_show_s, self.toast_area.bottom)

    def _apply_ai(self, worker: AIWorker) -> None:
        """A finished AI decision. If other seats' simultaneous choices were applied while it thought
        and made it illegal (or ended the seat's turn), it is dropped and the seat thinks again."""
        moved_on = worker.started_at != len(self.match.steps)
        if moved_on and (worker.seat not in self.match.to_act() or worker.action not in self.match.legal(worker.seat)):
            return
        self._apply(worker.seat, worker.action)

    def _ai_fallback(self, seat: int, what: str, trace: str = "") -> Action:
        """A uniformly random legal move for an AI seat whose own choice failed (logged, toasted).
        Its randomness is a stream of the match's seed, like every other stream of the match."""
        log_error(f"{self.match.game_id} match {self.match.tag} seat {seat}, action {len(self.match.steps) + 1}: "
                  f"{what}; a random legal action was played instead", trace=trace)
        self.app.toasts.show(self.tr("ui.ai.error_fallback", name=self.names()[seat]), kind="warn")
        legal = self.match.legal(seat)
        rng = random.Random(f"{self.match.seed}/ai{seat}/fallback{len(self.match.steps)}")
        return legal[rng.randrange(len(legal))]

    def _answer_unattended(self) -> bool:
        """An optional out-of-turn decision of a human (daifugo13's sandstorm offer) is offered only
        while that human's own view is on screen for good: in solo play. In pass-and-play the
        layout's `unattended_answer` answers it (no curtain, no turn marker: nobody learns of it)."""
        if not self.pass_and_play:
            return False
        for seat in self.match.to_act():
            if seat in self.humans and seat in self.match.to_act():   # an answer may end others' turns
                answer = self.layout.unattended_answer(self.match.legal(seat))
                if answer is not None:
                    self._apply(seat, answer)
                    return True
        return False

    def _curtain(self, seat: int) -> None:
        CurtainScene = scene_class("curtain")

        self.set_viewer(None)
        self.app.push(CurtainScene(self.app, self.names()[seat],
                                   on_continue=lambda: self.set_viewer(seat),
                                   note=self.layout.curtain_note(self.view, seat)))

    def _deal_over(self, dt: float) -> None:
        self.finishing = False
        if self.end_wait == 0.0:
            self.app.sound.play("deal_end")
        self.end_wait += dt
        if self.end_wait < RESULTS_PAUSE:
            return
        self.end_wait = 0.0
        self._drop_coach_note()    # the notes shown in play make way for the results; those still being
        ResultsScene = scene_class("results")   # weighed are shown over them (_late_coach_notes)

        if not self.match.over:
            # the deal's results and the running totals, then "Next deal"
            self.app.push(ResultsScene(self.app, self.match, on_next=self.next_deal, on_frame=self._late_coach_notes))
            return

        self.finished = True
        self._record_stats()
        self.app.switch(ResultsScene(self.app, self.match, on_frame=self._late_coach_notes))

    def _record_stats(self, match=None) -> None:
        """The finished match (this table's, or `match`) joins the statistics (ui/stats.py); a
        damaged file is reported."""
        if not self.app.keeper.enabled:
            return   # the smoke test never touches the player's files
        from ui import stats

        try:
            recorded = stats.record_match(match or self.match)
        except OSError as exc:
            self.app.toasts.show(self.tr("ui.stats.save_failed", reason=exc.strerror or str(exc)), kind="warn")
            return
        if recorded.problem:
            self.app.toasts.show(stats.problem_message(self.tr, recorded), seconds=8, kind="warn")

    def next_deal(self) -> None:
        """Start the match's next deal (from the between-deals results) with its opening animation."""
        self.coach.drop()          # a verdict on the last deal not ready by now is left to its review
        self.match.next_deal()
        self.autosave()
        self.set_viewer(self._initial_viewer())
        self.app.sound.play("deal")
        self.layout.intro(self.view, self.anim)
        self.anim.commit(lambda: None)

    def _draw_stretched(self, surface: pygame.Surface, stretch: Stretch, ctx: DrawContext) -> DrawnRects:
        """The table drawn on its 1280×720 design, then spread band by band over the taller canvas
        (ui/stretch.py): the animation's sprites straight on the canvas (gliding between bands),
        the layout's overlay above them; what was drawn is recorded where the canvas shows it."""
        from ui.felt import felt

        if self._design is None:
            self._design = pygame.Surface(DESIGN).convert() if pygame.display.get_surface() else pygame.Surface(DESIGN)
        design = self._design
        stretch.backdrop(design, felt(surface.get_size()))
        sprites = bool(self.anim.cards or self.anim.labels)
        with recording(DrawnRects()) as on_design:
            self.layout.draw(design, self.view, ctx)
            if not sprites:
                self.layout.draw_overlay(design, self.view, ctx)
        stretch.compose(design, surface)
        whole = [r for _, r in on_design.of("dialog", "banner")] + [r for name, r in on_design.of("label") if name == "tab"]
        stretch.mend(design, surface, felt(surface.get_size()), whole)   # a turn tab larger type lifts over a cut too
        drawn = DrawnRects()
        drawn.items = [(kind, name, stretch.map_rect(rect)) for kind, name, rect in on_design.items]
        # what the cuts split (a modal box is mended whole; anything else would show in two pieces)
        self.torn = [(kind, name, rect) for kind, name, rect in on_design.items
                     if kind not in ("dialog", "banner") and (kind, name) != ("label", "tab") and stretch.spans(rect)]
        if sprites:
            with recording(drawn):
                rest = stretch.draw_sprites(self.anim, surface, self.app.cards, self.app.text, self._sprites_at)
            if self._over is None:   # one surface kept: a column enlarged from it is scaled again only when it changed
                self._over = pygame.Surface(DESIGN, pygame.SRCALPHA)
            over = self._over
            over.fill((0, 0, 0, 0))
            with recording(DrawnRects()) as on_top:
                for label in rest:
                    label.draw(over, self.app.text)
                self.layout.draw_overlay(over, self.view, ctx)
            stretch.compose(over, surface)
            for _, rect in on_top.of("dialog", "banner"):
                if stretch.spans(rect):   # shown whole with the band of its middle
                    stretch.whole(over, surface, rect)
            drawn.items += [(kind, name, stretch.map_rect(rect)) for kind, name, rect in on_top.items]
        else:
            self._sprites_at.clear()
        return drawn

    def _draw_focus(self, surface: pygame.Surface, stretch: Stretch | None) -> None:
        """The keyboard's focus ring, where the canvas shows its target."""
        if stretch is None:
            keyfocus.draw(self, self.focus, surface)
            return
        choices, buttons = keyfocus.targets(self)
        current = self.focus.current(choices, buttons)
        if current is not None and not self.anim.busy:
            if current.gui is None:   # the layout's own targets are on the design
                current = keyfocus.Target(stretch.map_rect(current.rect), stretch.map_point(current.point),
                                          current.payload, current.button)
            keyfocus.draw_focus(surface, current)

    def draw(self, surface: pygame.Surface) -> None:
        start = time.perf_counter()
        self.app.draw_felt(surface)
        ctx = self.context()
        stretch = self.stretch
        if stretch is None:
            with recording(DrawnRects()) as drawn:
                self.layout.draw(surface, self.view, ctx)
                self.anim.draw(surface, self.app.cards, self.app.text)
                self.layout.draw_overlay(surface, self.view, ctx)
        else:
            drawn = self._draw_stretched(surface, stretch, ctx)
        for element, name in self.buttons.items():   # pygame-gui's Hint, Continue, Finish the deal
            if element.visible:
                drawn.add("button", element.rect, name)
        self.drawn_rects = drawn   # what this frame drew where; the toast is app.toasts.rects
        if not self.menu_open:
            self._draw_focus(surface, stretch)
        self.input_ready = True  # this viewer's targets are built: input is theirs from now on
        if self.menu_open:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 150))
            surface.blit(shade, (0, 0))
            box = pygame.Rect(0, 0, 380, 360)
            box.midtop = (surface.get_width() // 2, 160)
            pygame.draw.rect(surface, (12, 28, 20), box, border_radius=16)
            pygame.draw.rect(surface, (201, 161, 74), box, 2, border_radius=16)
            self.app.text.blit(surface, self.tr("ui.menu.title"), (box.centerx, box.y + 44), 30,
                               (246, 215, 126), bold=True, anchor="center")
        self.frame_times.append(time.perf_counter() - start)
        if len(self.frame_times) > 2000:
            del self.frame_times[:1000]
