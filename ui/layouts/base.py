"""What a game's layout gives the generic table scene: drawing a View, turning clicks and keys
into Actions (from the seat's legal actions only), and animating per-viewer Events. A layout
reads only the View it is handed and the legal actions of the seat it draws for.

Adding a game's table = one package ui/layouts/<game_id>/ whose __init__ exports:
- `Layout(StandardLayout)` (ui/layouts/standard.py, a BaseLayout that draws the hand, the log, the
  prompt, the buttons and the footer and routes the input; the game adds its own zones): `draw(surface, view, ctx)` (the whole table from the View),
  `handle_event(event, view, ctx) -> [Action] | None` (the table applies them with match.play and
  shows an IllegalAction's reason), `animate(events, before, after, anim)` (queue steps on the
  Animator; the displayed view switches to `after` when they end), optional `intro`,
  `draw_overlay`, `ai_pace`, `reset`, `unattended_answer` (pass-and-play: auto-answer a human's
  optional out-of-turn offer).
- optional module functions for the results scene: `result_notes(match, tr) -> (badges, notes)`
  and `result_cards(match) -> [[Card]]`.
The setup screen offers a game once its engine is registered and this module exists."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import pygame

from game import i18n, registry
from game.actions import Action, Event
from game.cards import Card
from ui import forced
from ui.drawn import record
from ui.keyfocus import Target, choices_of
from ui.widgets import Button


@dataclass
class DrawContext:
    viewer: int | None                  # whose view is drawn (None: spectator)
    names: list[str]
    suppressed: dict[str, int]          # zones sprites currently stand in for
    mouse: tuple[int, int]
    legal: list[Action] = field(default_factory=list)  # the viewer's legal actions, if it acts now
    busy: bool = False                  # animations running: input waits
    thinking: int | None = None         # AI seat thinking now


HINT_COLOUR = (110, 210, 255)
MADE_COLOUR = (255, 150, 130)   # the move made, beside Hard's, at a reviewed decision
LIVE_ONLY = (".keys", ".bid_keys", ".prompt.waiting", ".prompt.thinking", ".status.thinking", ".thinking")


class ReplayWords:
    """The translator a layout uses inside the replay viewer: the live table's words (its key
    footer, "waiting for…", "…is thinking") are empty there, and "your turn" reads as the
    plain "on turn" word (`<prefix>.turn`), since nobody acts in a replay."""

    def __init__(self, tr) -> None:
        self._tr = tr

    def __getattr__(self, name: str):
        return getattr(self._tr, name)

    def __call__(self, key: str, **params) -> str:
        if key.endswith(LIVE_ONLY):
            return ""
        if key.endswith(".your_turn"):
            plain = key[:-len(".your_turn")] + ".turn"
            text = self._tr(plain, **params)
            return "" if text == plain else text
        return self._tr(key, **params)

class SeatWords:
    """The translator a layout uses when the seat on screen is a computer (an all-AI table: the
    demo, autoplay): nobody sits there to be called "you", so a sentence about that seat reads
    in the third person, by its name (`<key>.named`, given `who`), and "your turn" as the plain
    "on turn" word."""

    def __init__(self, tr, who: str) -> None:
        self._tr, self._who = tr, who

    def __getattr__(self, name: str):
        return getattr(self._tr, name)

    def __call__(self, key: str, **params) -> str:
        if key.endswith(".your_turn"):
            key = key[:-len(".your_turn")] + ".turn"
        if i18n.has(f"{key}.named", "en"):
            return self._tr(f"{key}.named", who=self._who, **params)
        return self._tr(key, **params)


Same = Callable[[Action, Action], bool]


def allows(legal: Sequence[Action], made: Action | Sequence[Action] | None, same: Same | None = None) -> bool:
    """Whether a button that makes `made` (one action, or the actions it makes at once; None or
    nothing when the current selection makes no move) may be pressed: every action it makes is
    one of the seat's legal actions (`same(made, legal)` says when two actions are one move; plain
    equality unless the game's legal list names one card for many alike)."""
    if made is None:
        return False
    actions = [made] if isinstance(made, Action) else list(made)
    if not actions:
        return False
    if same is None:
        return all(a in legal for a in actions)
    return all(any(same(a, b) for b in legal) for a in actions)


class BaseLayout:
    """Subclasses implement draw/handle_event/animate for one game."""

    hint: Action | None = None          # the play the table's Hint suggests (set by the table)
    lesson_only: Action | None = None   # a lesson's asked move (set by the lesson table): marked like the Hint
    made: Action | None = None          # in a review, the move the player made (set by the replay viewer)
    same: Same | None = None            # when a made action is a legal one (see `allows`)
    reason_text: str = ""               # why the selection cannot be played (layouts that check it set it)
    reason_buttons: tuple[str, ...] = ("play",)   # disabled buttons a click on which shows `reason_text`
    dealing: bool = False               # the deal's cards are in flight (motions.deal_round)
    footer_drawn: str = ""              # the key help line as last drawn (ui/layouts/footer.py)

    def __init__(self, table) -> None:
        self.table = table
        self.app = table.app
        self.button_makes: dict[str, list[Action]] = {}   # action button -> what it makes now
        # the phases whose choices the game's rules make at once and face down (`simultaneous`)
        self.face_down_phases = registry.load(self.game_id).face_down_phases if self.game_id else ()

    game_id: str = ""                   # the registry's id of the game this layout draws
    replay: bool = False                # drawn by the replay viewer: no live-table words (ReplayWords)
    keys: tuple = ()                    # the game's keys (ui/layouts/footer.py `Key`s): its KEYS
    down_click: int = 1                 # the mouse button ↓ stands for on a choice (Bao Huang: 3, one card back)
    hint_selection: str | None = None   # the selection as the Hint set it (Enter then makes the Hint's move)
    CHOICE_LISTS = ("hit_cards", "hits", "hit_places")   # the click targets the keyboard focus moves over
    # The string keys of the marks a seat's panel shows while the seat is not on turn (passed, out,
    # chosen), which it never shows on turn; with a parameter: (key, the parameter's name).
    OFF_TURN_MARKS: tuple[str, ...] = ()
    PHASE_PACE: dict[str, float] = {}   # a phase -> how its AI delay is multiplied (`ai_pace`; others 1.0)
    OFF_TURN_PREFIXES: tuple[tuple[str, str], ...] = ()
    SELECTION = ("selected", "face_up", "keep", "chip_place", "chip_count", "picked", "discard_sel", "bid_count",
                 "bid_suit", "declare_sel", "readings")

    @property
    def tr(self):
        if self.replay:
            return ReplayWords(self.app.tr)
        seat = getattr(self.table, "viewer", None)
        match = getattr(self.table, "match", None)
        if seat is not None and match is not None and not match.seats[seat].is_human:
            return SeatWords(self.app.tr, self.name(seat))
        return self.app.tr

    def reset(self) -> None:
        """Forget any half-made choice (the view or the viewer changed)."""

    def name(self, seat: int) -> str:
        """The seat's name as the table shows it."""
        return self.table.names()[seat]

    def my_turn(self, view: Any, ctx: DrawContext) -> bool:
        """The seat on screen has a decision to make now."""
        return bool(ctx.legal) and view.seat is not None

    def prompt_line(self, view: Any, ctx: DrawContext) -> str:
        """The prompt line as drawn: the layout's `prompt`, except at a lesson table while the
        learner is to act, where it says nothing. There the table's legal moves are the step's
        asked move (or none while the step is read), so a sentence built on them ("♠2 is the only
        card you may play", "you cannot pass now") would give the lesson's choice as a rule; the
        step panel says what to do, in one voice."""
        if getattr(self.table, "lesson", False) and view.seat is not None \
                and view.seat in self.table.match.to_act():
            return ""
        return self.prompt(view, ctx)

    def kinds(self, ctx: DrawContext) -> set[str]:
        """The kinds of the legal actions ("play", "pass", ...) of the seat on screen."""
        return {a.kind for a in ctx.legal}

    def action_button(self, name: str, label: str, rect, made, ctx: DrawContext, **style) -> Button:
        """A button that makes `made` (see `allows`): enabled exactly when that is legal now. What it
        makes is kept in `button_makes[name]`, so pressing it makes that very move."""
        actions = [made] if isinstance(made, Action) else list(made or ())
        self.button_makes[name] = actions
        return Button(name, label, rect, enabled=allows(ctx.legal, actions, self.same), **style)

    def made_by(self, name: str) -> list[Action] | None:
        """What the action button `name` makes now (None: no such button, or it makes nothing)."""
        made = self.button_makes.get(name)
        return list(made) if made else None

    def shows_turn(self, seat: int, turn: bool, ctx: DrawContext) -> bool:
        """Whether `seat`'s panel shows it on turn: `turn` (it must act in the displayed view) and
        its own move is not being animated already (the table marks that seat "turn:<seat>" from
        the first step of its move's animation until the view catches up)."""
        return turn and not ctx.suppressed.get(f"turn:{seat}")

    TARGETS = ("hit_cards", "hit_places", "hits", "buttons", "dialog_buttons", "readings")

    def drop_targets(self) -> None:
        """Forget every click target and hover detail of the last frame (the viewer changed): the
        next `draw` rebuilds them for the seat on screen."""
        for name in self.TARGETS:
            if isinstance(getattr(self, name, None), list):
                setattr(self, name, [])

    def toast_area(self, view: Any) -> pygame.Rect:
        """The band a toast (a refusal, the Hint's line) is drawn in, ending at its bottom and no
        wider: the geometry's `toast_band`, the foot of the play area, which holds nothing the
        viewer needs while deciding (their own trick slot is empty; over a field's play to beat,
        recorded as a "play", the toast climbs: ui/toast.py free_place), clear of the prompt, the
        action buttons, the hand and the panels. Without one: the band above the hand."""
        geo = getattr(self, "geo", None)
        g = geo(view) if geo and view is not None else None
        band = getattr(g, "toast_band", None)
        if band is not None:
            return band
        hand = getattr(g, "hand_area", None)
        return pygame.Rect(60, 0, 1160, hand.y - 4 if hand is not None else 530)

    CUTS: tuple[int, ...] = ()   # the design rows where a taller canvas spreads the table (`band_cuts`)

    def band_cuts(self, view: Any) -> tuple[int, ...]:
        """Where the table's 1280×720 design is cut into bands when the canvas is taller (a tall
        window, ui/stretch.py): rows no drawn thing lies across, the first under what runs along
        the top (the opponents), the last above the viewer's seat and hand; the top band stays at
        the top, the last goes to the canvas's foot, those between share the spare height. None:
        the design sits in the middle of the canvas."""
        return self.CUTS

    HAND_COLUMN: tuple[int, int] | None = None   # the last band's column the hand lies in (`hand_column`)

    def hand_column(self, view: Any) -> tuple[int, int] | None:
        """The columns (x from, x to) of the design's last band (under the last cut) the viewer's
        hand, prompt and key line lie in, with nothing drawn across their edges. In a tall window
        with height to spare that column is shown enlarged at the canvas's foot and the columns
        beside it (the viewer's seat, the buttons), enlarged too, in a row above (ui/stretch.py).
        None: the last band is only moved down."""
        return self.HAND_COLUMN

    def draw(self, surface: pygame.Surface, view: Any, ctx: DrawContext) -> None:
        raise NotImplementedError

    def handle_event(self, event: pygame.event.Event, view: Any, ctx: DrawContext) -> list[Action] | None:
        """The actions a click or key completes (usually one), or None."""
        return None

    def click_button(self, pos, buttons: list, press, view: Any, ctx: DrawContext) -> tuple[bool, list[Action] | None]:
        """A left click at `pos` on one of `buttons`: (True, what `press(name, view, ctx)` gives)
        for an enabled button; on a disabled Play button (or another of `reason_buttons`) the reason
        the selection cannot be played (the layout's `reason_text`) is shown again as a toast,
        (True, None); (False, None) when the click missed every button."""
        for button in buttons:
            if button.rect.collidepoint(pos):
                if button.enabled:
                    return True, press(button.name, view, ctx)
                if button.name in self.reason_buttons and self.reason_text:
                    self.app.toasts.show(self.reason_text)
                return True, None
        return False, None

    def draw_overlay(self, surface: pygame.Surface, view: Any, ctx: DrawContext) -> None:
        """Drawn above the animation sprites (counters, hints)."""

    def intro(self, view: Any, anim) -> None:
        """The opening animation of a deal (dealing), from the first view."""

    def ai_pace(self, view: Any) -> float:
        """Multiplies the AI delay: small for decisions nobody needs to watch slowly (`PHASE_PACE`)."""
        return self.PHASE_PACE.get(getattr(view, "phase", None), 1.0)

    def animate(self, events: list[Event], before: Any, after: Any, anim) -> None:
        """Queue animation steps for events (already filtered for the viewer)."""

    def sitting_out(self, view: Any) -> bool:
        """Whether the viewer has no more decisions in this deal (out of cards while the others play
        on): the table then offers to finish the deal quickly. Layouts of games where that happens
        say so."""
        return False

    def unattended_answer(self, legal: list[Action]) -> Action | None:
        """In pass-and-play, the answer given for a human who is offered an optional decision out of
        turn (their view is not on screen), e.g. daifugo13's sandstorm offer -> "hold". None: the
        seat must decide itself (curtain). `legal` is that seat's list: never draw it."""
        return None

    def simultaneous(self, view: Any) -> bool:
        """Whether the seats in `view.to_act` choose at once, hidden from each other until a reveal:
        a phase the game's rules name in `face_down_phases` (Democracy's plays). Then the table lets
        the human on screen choose while AI seats think, and in pass-and-play hands over to the
        spectator's view as soon as a human has chosen."""
        return view is not None and getattr(view, "phase", None) in self.face_down_phases

    def curtain_note(self, view: Any, seat: int) -> str:
        """A line under the hand-over curtain for `seat` ("choose your card: 2 of 4 have chosen");
        `view` is the spectator's. Empty: none."""
        return ""

    def show_hint(self, action: Action) -> None:
        """The Hint's play has arrived: it is drawn marked while it stands, and its whole move is
        preselected (its cards chosen, `preselect`). A layout whose dialog composes a move from
        several controls (Napoleon's bid, Tyrant's chips) also sets the dialog to it, so confirming
        is one press."""
        self.hint = action
        if action.cards:
            self.preselect(action)

    # ---- the keyboard (ui/keyfocus.py) ---------------------------------------------------------------
    def selection_state(self) -> str:
        """The viewer's half-made choice as it stands (to tell whether the player changed what the
        Hint preselected)."""
        return repr(tuple(getattr(self, name, None) for name in self.SELECTION))

    def hint_untouched(self) -> bool:
        """The Hint's move is shown and the player has changed nothing since: Enter makes it."""
        return self.hint is not None and self.hint_selection == self.selection_state()

    def layout_buttons(self) -> list:
        """The table's own buttons drawn now, a dialog's first (what a click may press)."""
        return list(getattr(self, "dialog_buttons", None) or []) + list(getattr(self, "buttons", None) or [])

    def focus_choices(self) -> list[Target]:
        """What ←/→ move over: the click targets of the last frame (cards of the hand or of a
        dialog, places on the table) in drawing order, then the enabled choice buttons (a suit, a
        reading, a bomb's rank: the buttons named "what:which")."""
        entries: list[tuple[pygame.Rect, Any]] = []
        for name in self.CHOICE_LISTS:
            for entry in getattr(self, name, None) or []:
                payload = next((x for x in entry[1:] if isinstance(x, Card)), entry[-1])
                entries.append((entry[0], payload))
        buttons = self.layout_buttons()
        choices = choices_of(entries, buttons)
        choices += [Target(pygame.Rect(b.rect), b.rect.center, b.name, True) for b in buttons
                    if b.enabled and ":" in b.name]
        return choices

    def focus_buttons(self) -> list[Target]:
        """What Tab moves over: the enabled buttons of the table, a dialog's first."""
        return [Target(pygame.Rect(b.rect), b.rect.center, b.name, True) for b in self.layout_buttons() if b.enabled]

    def claims(self, key: int) -> bool:
        """Whether one of the game's keys presses a button drawn now with `key` (Napoleon's ↑/↓
        raise and lower the bid while the bid panel is up): the focus leaves that key alone."""
        from ui.layouts.footer import pressed

        return pressed(self.keys, key, {b.name for b in self.layout_buttons()}) is not None

    def focus_moved(self, payload: Any) -> None:
        """The keyboard focus came to rest on `payload` (a card, a place, a button's name)."""

    def key_works(self, key, view: Any) -> bool:
        """Whether a game key that presses no button of its own (Bao Huang's 1–9) works now."""
        return True

    def hint_stands(self, hint: Action, legal: list[Action]) -> bool:
        """Whether the Hint's move can still be made now: it is one of the `legal` actions. A
        layout whose Hint proposes a whole set made of several actions says otherwise."""
        return hint in legal

    def hint_moves(self, hint: Action) -> list[Action]:
        """The actions that make the Hint's move, in order (one, unless the layout's Hint proposes
        a whole set)."""
        return [hint]

    def hinted(self, card: Any) -> bool:
        """Whether `card` is part of the play the Hint suggests, or of the move a lesson asks for
        (draw it marked: `mark_hint`)."""
        marked = self.lesson_only if self.lesson_only is not None else self.hint
        return marked is not None and card in marked.cards

    def lesson_zones(self, view: Any) -> dict[str, pygame.Rect]:
        """The table's zones a lesson step may ring, by name. The base knows the viewer's hand
        ("hand": the geometry's `hand_area`) when the layout has a geometry; game layouts add theirs."""
        geo = getattr(self, "geo", None)
        g = geo(view) if geo and view is not None else None
        hand = getattr(g, "hand_area", None)
        return {"hand": pygame.Rect(hand)} if hand is not None else {}

    def hint_buttons(self, hint: Action) -> set[str]:
        """The names of the buttons that make `hint`, a move without cards (pass, draw, a Bomber's
        rank as "bomb:7"): marked like hinted cards. Layouts with composing dialogs add theirs."""
        return {hint.kind, f"{hint.kind}:{hint.value}"}

    def draw_buttons(self, surface: pygame.Surface, buttons: list, mouse) -> None:
        """Draw `buttons`, the Hint's mark on those that make its card-less move; while the viewer
        has one legal move, its button is the only move button enabled (ui/forced.py)."""
        forced.narrow(buttons, forced.only_move(getattr(self.table, "legal", [])))
        mark = self.lesson_only if self.lesson_only is not None else self.hint
        lesson = mark is not None and mark is self.lesson_only   # a lesson marks the button of a card move too
        marked = self.hint_buttons(mark) if mark is not None and (lesson or not mark.cards) else set()
        made = self.hint_buttons(self.made) if self.made is not None and not self.made.cards else set()
        for button in buttons:
            button.draw(surface, self.app.text, mouse)
            if button.name in marked:
                self.mark_hint(surface, button.rect)
            elif button.name in made:
                self.mark_made(surface, button.rect)

    def was_made(self, card: Any) -> bool:
        """Whether `card` is part of the move the player made at a reviewed decision (and not also
        of Hard's, which keeps the Hint's mark)."""
        return self.made is not None and card in self.made.cards and not self.hinted(card)

    def mark_made(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The review's mark on the move the player made, beside Hard's (the Hint's): a coral
        outline and a dot."""
        pygame.draw.rect(surface, MADE_COLOUR, rect.inflate(8, 8), 3, border_radius=12)
        pygame.draw.circle(surface, MADE_COLOUR, (rect.centerx, rect.y - 10), 6)

    def mark_hint(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The Hint's mark on a card (or a button, a plaza column): a light-blue outline and a dot
        above it."""
        record("mark", rect)
        pygame.draw.rect(surface, HINT_COLOUR, rect.inflate(8, 8), 3, border_radius=12)
        pygame.draw.circle(surface, HINT_COLOUR, (rect.centerx, rect.y - 10), 6)

    def cards_words(self, cards) -> str | None:
        """A play's cards in words as this table names them elsewhere (its log), for the Hint's
        line; None: card by card."""
        return None

    def hint_words(self, action) -> str | None:
        """The Hint's line's words for its move when a move is one step of a larger decision this
        table names so (Napoleon's discard: one card of three); None: the move's own words."""
        return None

    def action_words(self, action) -> str | None:
        """The Hint's whole phrase for an action whose value is a code this table names in its own
        words (Tyrant's chips on a place); None: the kind's word and the action's cards or value."""
        return None

    def hint_button_rect(self, width: int, height: int) -> tuple[int, int, int, int]:
        """Where the table puts its Hint button: the bottom-right corner unless the layout says."""
        return (width - 128, height - 50, 116, 38)

    def undo_button_rect(self, width: int, height: int) -> tuple[int, int, int, int]:
        """Where the table puts its Undo button (solo play): just left of the Hint button."""
        x, y, w, h = self.hint_button_rect(width, height)
        return (x - w - 8, y, w, h)

    FINISH_IN: pygame.Rect | None = None   # the action buttons' area, empty while the viewer sits out

    def finish_button_rect(self, width: int, height: int) -> tuple[int, int, int, int]:
        """Where "Finish the deal" goes while the viewer sits out (`sitting_out`, solo play): the first
        row of the action buttons' area when the layout names it (`FINISH_IN`: left of the Undo button
        it would lie over the hand's column, which a tall window shows apart, or over a seat's played
        cards), else left of the Hint button, and of the Undo button when that stands beside it."""
        if self.FINISH_IN is not None:
            area = self.FINISH_IN
            return (area.x, area.y + 6, area.w, 50)
        x, y, _, h = self.hint_button_rect(width, height)
        undo_x, undo_y, _, _ = self.undo_button_rect(width, height)
        if undo_y == y and undo_x < x:
            x = undo_x
        return (x - 218, y, 210, h)

    def forced_prompt(self, view: Any, ctx: DrawContext) -> str:
        """The prompt when the viewer's only legal move is on turn: why, and the button to press
        ("Nothing you hold beats it: press Pass"). Empty when there is a choice."""
        action = forced.only_move(ctx.legal)
        if action is None or ctx.busy or not self.my_turn(view, ctx):
            return ""
        if not (action.cards or action.kind.startswith("pass")):
            return ""   # a decision of the game's own (keep the throne, end the turn): its own prompt says it
        return forced.prompt(self, view, action)

    def forced_reason(self, view: Any, action: Action) -> str | None:
        """Why `action` is the only legal move, in this game's own words; None: the words for its
        kind ("Nothing you hold beats it", "♠5 is the only card you may play")."""
        return None

    def selection_for(self, action: Action) -> set[str]:
        """Set the selection a person would make for `action` (the tests and tools that drive the
        table by its buttons ask this) and return the names of the buttons that may then make it;
        empty: a move made without a button (a card clicked into place, an offer kept for later).
        By default the Hint's way: `show_hint` sets the selection and `hint_buttons` names them."""
        self.reset()
        self.show_hint(action)
        self.hint = None
        return self.hint_buttons(action)

    def preselect(self, action: Action, whole: bool = True) -> None:
        """Set the selection to make `action` (the only legal move, the Hint's, a lesson's), so one
        press of Play makes it. Layouts with a selection of cards set it; `whole=False` chooses
        the cards only and leaves the gestures that complete the move (Tyrant's face-up mark) to
        the player, as a lesson that teaches them asks."""

    def status(self, view: Any, ctx: DrawContext) -> str:
        return ""
