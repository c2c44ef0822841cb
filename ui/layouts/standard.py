"""The standard table every game's layout builds on: what all five tables draw and answer alike,
so a game's layout adds only its own zones. `StandardLayout` owns

- the geometry, built for the players and the seat on screen and kept while they stay (`GEOMETRY`,
  a ui/layouts/standard_geometry.py `StandardGeometry`; `players_of`);
- the viewer's hand fanned along the geometry's `hand_area` (ui/layouts/hand_fan.py): the card under
  the mouse raised, the chosen cards lifted and outlined, the Hint's (or the reviewed move's) mark,
  the cards no legal play uses dimmed, each card a click target while the seat decides;
- the log (ui/layouts/log_panel.py; `draw_log_panel`: on a panel of its own) and its words
  (`log_line`, written from the game's `LOG`: each event kind's string key and the values it
  fills, `log_param`), the prompt line (the reason the selection cannot be played, in red, takes its
  place), the action buttons with the Hint's mark, the key footer (`finish_frame`), and the
  animation of an action's events (`PLAN`);
- the prompt's skeleton (`prompt`: the deal's end, another seat deciding, the only move's reason,
  then the game's `turn_prompt`);
- the seats' panels (`draw_seat`: the panel and its first line, ui/layouts/seat_panel.py, then the
  game's `draw_seat_body` under it) and the viewer's seat as one line (`draw_own_line`: the cards
  it holds, its total, the game's `own_facts`, the turn word, its remark);
- the input: a key presses the button the game's `keys` name, a left click presses a button (a
  dialog's first), else the click target drawn on top under it goes to `click_target`.

The results notes' shared words are in ui/layouts/results.py. A game configures the parts with
small hooks: the hand's `hand_cards` (or only its `hand_order`), `hand_active`, `usable`, `chosen`, `decorate_card`,
`hand_hit`; the seats' `turn_seat`, `seat_on_turn`, `seat_state` (the turn tab's label and the
viewer's remark by default), `seat_tab`, `seat_status`, `seat_badges`, `seat_total`,
`seat_header_style`, `draw_seat_header` (a first line of the game's own), `draw_seat_body`,
`own_name`, `own_facts`, `own_remark`, `own_lead`; the prompt's `turn_prompt` (`prompt` and
`others_prompt` where a game words the rest its own way); the log's `log_line` (for the events its `LOG`
cannot say), `log_param`, `log_card`, `log_cards`; `press`, `click_target`, `footer_shown`,
`footer_pos`, `prompt_width`; and the class data `WORDS` (the seats' words), `LOG`, `PROMPT_SIZE`,
`PROMPT_ANCHOR`, `FOOTER_ANCHOR`, `HAND_TARGETS`."""
from __future__ import annotations

from typing import Any

import pygame

from game.actions import Action
from game.cards import Card
from ui.drawn import record
from ui.layouts.base import BaseLayout, DrawContext
from ui.layouts.common import GOLD, RED_TEXT, EventLog, blit_fit, panel, play_events, still_in_hand
from ui.layouts.footer import draw_footer, pressed
from ui.layouts.hand_fan import draw_hand_fan
from ui.layouts.log_panel import draw_log
from ui.layouts.seat_panel import seat_header, seat_line


class StandardLayout(BaseLayout):
    """A BaseLayout with the standard table's shared parts; subclasses draw their own zones."""

    GEOMETRY: Any = None          # the game's Geometry class: GEOMETRY(players, viewer)
    PROMPT_SIZE = 18              # the prompt line's type size
    PROMPT_ANCHOR = "midtop"      # how the prompt line hangs from the geometry's `prompt_pos`
    FOOTER_ANCHOR = "midtop"      # how the key footer hangs from `footer_pos`
    HAND_TARGETS = "hit_cards"    # the click target list the hand's cards join (one of CHOICE_LISTS)
    PLAN: Any = None              # the game's AnimationPlan (ui/layouts/<game>/anim.py)
    # the standard table's words' keys: the seats' "cards" (n=), "total" (n=), "turn", "your_turn",
    # "thinking"; the prompt's "over", "prompt_thinking" (name=), "prompt_waiting" (name=)
    WORDS: dict[str, str] = {}
    LOG: dict[str, tuple[str, ...]] = {}   # event kind (or "kind:value") -> its log line: (key, *parameters)

    def __init__(self, table) -> None:
        super().__init__(table)
        self.buttons: list = []
        self.log = EventLog()   # the game's events, rendered in the current language (`log_line`)
        self._geo = None
        self._geo_for: tuple | None = None

    # ---- the geometry ------------------------------------------------------------------------------
    def players_of(self, view) -> int:
        """How many seats the view's table has."""
        return view.players

    def make_geometry(self, view):
        """A new geometry for the view's table seen from its seat."""
        return self.GEOMETRY(self.players_of(view), view.seat)

    def geo(self, view):
        """The table's geometry for this view's players and viewer (rebuilt when they change)."""
        key = (self.players_of(view), view.seat)
        if self._geo is None or self._geo_for != key:
            self._geo, self._geo_for = self.make_geometry(view), key
        return self._geo

    # ---- the hand ------------------------------------------------------------------------------------
    def hand_cards(self, view, ctx: DrawContext) -> list[Card] | None:
        """The viewer's hand in the order it is fanned (`hand_order`), less the cards flying out of
        it now; None when the hand is not shown face up (a spectator: then `hand_backs` face-down
        cards) and while the deal's cards fly."""
        if view.seat is None or self.dealing:
            return None
        return still_in_hand(self.hand_order(view.hand), view.seat, ctx, self.table.anim)

    def hand_order(self, hand) -> list[Card]:
        """The hand's cards in the order they are fanned: as the view holds them by default."""
        return list(hand)

    def hand_backs(self, view) -> int:
        """How many face-down cards stand for a hand nobody on screen may see (0: none drawn)."""
        return 0

    def hand_active(self, view, ctx: DrawContext) -> bool:
        """Whether the hand's cards are choices now (raised under the mouse, click targets)."""
        return self.my_turn(view, ctx) and not ctx.busy

    def usable(self, view, ctx: DrawContext) -> set | None:
        """The hand's cards some legal move uses now (the others are dimmed while the hand is
        active); None: every card is. By default the cards of the legal plays, while there are any."""
        plays = [a for a in ctx.legal if a.kind == "play"]
        return {card for a in plays for card in a.cards} if plays else None

    def chosen(self, card: Card) -> bool:
        """Whether `card` is part of the viewer's selection (lifted and outlined)."""
        return card in (getattr(self, "selected", None) or ())

    def decorate_card(self, surface: pygame.Surface, view, card: Card, rect: pygame.Rect, active: bool) -> None:
        """A game's own mark on one hand card, drawn where the card lies (a gift received, a tag);
        `active`: the hand's cards are choices now."""

    def hand_hit(self, rect: pygame.Rect, card: Card, usable: bool):
        """The click target entry an active hand card adds (None: it is not clickable); `usable`:
        some legal move uses it."""
        return rect, card

    def draw_hand(self, surface: pygame.Surface, view, g, ctx: DrawContext) -> list[tuple[pygame.Rect, Card]]:
        """The viewer's hand along `g.hand_area` (ui/layouts/hand_fan.py): where each card was drawn."""
        return draw_hand_fan(self, surface, view, g, ctx)

    # ---- the seats' panels ---------------------------------------------------------------------------
    def hand_count(self, view, seat: int, ctx: DrawContext) -> int:
        """How many cards `seat` holds as drawn now: less those flying out of its hand."""
        return max(0, view.hand_sizes[seat] - ctx.suppressed.get(f"hand:{seat}", 0))

    def turn_seat(self, view, ctx: DrawContext | None = None) -> int | None:
        """The seat shown on turn: the first that must act while the deal goes on, unless its move
        is being animated already (`ctx`)."""
        seat = view.to_act[0] if view.to_act and view.phase != "over" else None
        if seat is None or ctx is None:
            return seat
        return seat if self.shows_turn(seat, True, ctx) else None

    def seat_on_turn(self, view, seat: int, ctx: DrawContext) -> bool:
        """Whether `seat`'s panel shows it on turn (glowing, with the turn tab)."""
        return self.turn_seat(view, ctx) == seat

    def seat_state(self, view, seat: int, ctx: DrawContext) -> tuple[str, tuple] | None:
        """`seat`'s state (label, colour): on turn what it does ("Bidding"), else "passed", "out",
        its bid; None or "": none. Where it is drawn is the game's (`seat_status`, the panel's body)."""
        return None

    def seat_tab(self, view, seat: int, ctx: DrawContext) -> str:
        """The turn tab's label while `seat` is on turn: its state, else `WORDS["thinking"]` while
        an AI thinks for it, else `WORDS["turn"]`."""
        state = self.seat_state(view, seat, ctx)
        return state[0] if state and state[0] else self.tr(self.WORDS["thinking" if ctx.thinking == seat else "turn"])

    def seat_status(self, view, seat: int, ctx: DrawContext) -> tuple[str, tuple] | None:
        """The state (label, colour) after `seat`'s badges on the panel's first line while it is
        not on turn; None: the game draws its state elsewhere, or has none."""
        return None

    def seat_badges(self, view, seat: int) -> list[tuple[str, tuple]]:
        """`seat`'s badges (label, colour), drawn as pills after its name."""
        return []

    def seat_total(self, seat: int) -> str:
        """The figure in the panel's top right corner and on the viewer's line: the seat's match
        total (`WORDS["total"]`, n=) once a deal has been scored; "": none."""
        match, key = self.table.match, self.WORDS.get("total")
        if not key or not match.deal_results:
            return ""
        return self.tr(key, n=match.totals()[seat])

    def seat_header_style(self, view, g, seat: int, ctx: DrawContext) -> dict:
        """How the first line of `seat`'s panel is laid out: seat_panel.seat_header's `inset`,
        `size`, `right` (where the line must end) and `lead` (room for icons before the name)."""
        return {}

    def draw_seat(self, surface: pygame.Surface, view, g, seat: int, ctx: DrawContext) -> None:
        """`seat`'s panel at `g.panels[seat]`: the panel and its first line (`draw_seat_header`),
        then what the game draws under it (`draw_seat_body`)."""
        rect = g.panels[seat]
        active = self.seat_on_turn(view, seat, ctx)
        self.draw_seat_header(surface, view, g, seat, rect, active, ctx)
        self.draw_seat_body(surface, view, g, seat, rect, active, ctx)

    def draw_seat_header(self, surface: pygame.Surface, view, g, seat: int, rect: pygame.Rect, active: bool,
                         ctx: DrawContext) -> None:
        """`seat`'s panel and its first line: seat_panel.seat_header from the hooks above."""
        seat_header(self, surface, rect, seat, active, tab=self.seat_tab(view, seat, ctx),
                    status=self.seat_status(view, seat, ctx), badges=self.seat_badges(view, seat),
                    corner=self.seat_total(seat), **self.seat_header_style(view, g, seat, ctx))

    def draw_seat_body(self, surface: pygame.Surface, view, g, seat: int, rect: pygame.Rect, active: bool,
                       ctx: DrawContext) -> None:
        """The game's own content in `seat`'s panel under its first line (card backs and their
        count, chips, tricks taken, marks)."""

    def own_name(self, view, seat: int) -> str:
        """The name on the viewer's line."""
        return self.name(seat)

    def own_facts(self, view, ctx: DrawContext) -> list[str]:
        """The facts on the viewer's line after the cards held and the match total, before the
        turn word (what only the viewer knows, its marks)."""
        return []

    def own_lead(self, view, ctx: DrawContext) -> int:
        """Room left before the name on the viewer's line for the icons the game draws there."""
        return 0

    def draw_own_line(self, surface: pygame.Surface, view, g, ctx: DrawContext) -> None:
        """The viewer's seat as one line at `g.own_panel` (seat_panel.seat_line): the cards it
        holds (`WORDS["cards"]`), its total, `own_facts`, the turn word while on turn (the viewer's
        `WORDS["your_turn"]`, a spectator's `WORDS["turn"]`), and its state at the right end."""
        seat = g.bottom
        turn = self.seat_on_turn(view, seat, ctx)
        total = self.seat_total(seat)
        facts = [self.tr(self.WORDS["cards"], n=view.hand_sizes[seat])] + ([total] if total else [])
        facts += self.own_facts(view, ctx)
        if turn:
            facts.append(self.tr(self.WORDS["your_turn" if view.seat is not None else "turn"]))
        seat_line(self, surface, g.own_panel, self.own_name(view, seat), facts, turn,
                  self.own_remark(view, ctx), lead=self.own_lead(view, ctx))

    def own_remark(self, view, ctx: DrawContext) -> tuple[str, tuple] | None:
        """The viewer's state (label, colour) at its line's right end: its `seat_state`."""
        return self.seat_state(view, self.geo(view).bottom, ctx)

    # ---- the log, the prompt, the buttons and the footer -----------------------------------------
    def words_key(self) -> tuple:
        """What the table's words depend on beyond the events: the language, the replay's words,
        the seat on screen and the names (the log renders an event again only when it changes)."""
        return (self.app.tr.lang, self.replay, getattr(self.table, "viewer", None), tuple(self.table.names()))

    def log_line(self, event) -> str | None:
        """The log's line for one of the engine's events, in the current language (None: none),
        written from `LOG`: the entry for "<kind>:<value>", else for the kind, is the string key and
        the parameters it fills, each "field" or "field=source" with a source `log_param` gives
        ("dealer=name"). No entry, or a parameter that is None: no line."""
        entry = self.LOG.get(f"{event.kind}:{event.value}") or self.LOG.get(event.kind)
        if entry is None:
            return None
        key, *fields = entry
        params = {}
        for field in fields:
            field, _, source = field.partition("=")
            params[field] = self.log_param(source or field, event)
            if params[field] is None:
                return None
        return self.tr(key, **params)

    def log_param(self, source: str, event):
        """One value a `LOG` line may fill in: "name" the event's seat ("" for none), "n" its value,
        "count" how many cards it moves, "card" its first card and "cards" all of them in words
        (`log_card`, `log_cards`), "to" the seat its value names. A game adds its own sources."""
        if source == "name":
            return self.name(event.seat) if isinstance(event.seat, int) else ""
        if source == "n":
            return event.value
        if source == "count":
            return len(event.cards)
        if source == "card":
            return self.log_card(event.cards[0]) if event.cards else None
        if source == "cards":
            return self.log_cards(event.cards)
        if source == "to":
            return self.name(int(event.value))
        raise KeyError(f"{type(self).__name__}.LOG: no parameter source {source!r}")

    def log_card(self, card: Card | None) -> str | None:
        """A card as the log names it (None for a face-down card: no line)."""
        return card.label if card is not None else None

    def log_cards(self, cards) -> str:
        """Cards as the log names them: the table's own words for a play (`cards_words`), else the
        face-up cards one by one."""
        return self.cards_words(cards) or " ".join(self.log_card(c) for c in cards if c is not None)

    def log_entries(self) -> list[str]:
        """The log's entries in the current language, oldest first."""
        return self.log.lines(self.log_line, self.words_key())

    def draw_log(self, surface: pygame.Surface, area: pygame.Rect, pad: int = 8) -> None:
        """The table's log in `area` (ui/layouts/log_panel.py)."""
        draw_log(surface, self.app.text, area, self.log_entries(), pad)

    def draw_log_panel(self, surface: pygame.Surface, area: pygame.Rect, alpha: int = 90, title: str = "") -> None:
        """The log on a panel of its own (`alpha`) in `area`, under a gold `title` when it has one."""
        panel(surface, area, alpha=alpha)
        if title:
            text = self.app.text
            text.blit(surface, title, (area.x + 12, area.y + 8), 15, GOLD, bold=True)
            top = max(24, text.font(15, True).get_linesize())
            area = pygame.Rect(area.x + 4, area.y + top, area.w - 8, area.h - top)
        self.draw_log(surface, area)

    def prompt(self, view, ctx: DrawContext) -> str:
        """The prompt line: at the deal's end `WORDS["over"]` (nothing without it); while another
        seat decides, `others_prompt`; on turn the only move's reason (`forced_prompt`), else the
        game's `turn_prompt`."""
        if getattr(view, "phase", None) == "over":
            return self.tr(self.WORDS["over"]) if "over" in self.WORDS else ""
        if not self.my_turn(view, ctx):
            return self.others_prompt(view, ctx)
        return self.forced_prompt(view, ctx) or self.turn_prompt(view, ctx)

    def others_prompt(self, view, ctx: DrawContext) -> str:
        """While another seat decides: nothing during an animation, "{name} is thinking"
        (`WORDS["prompt_thinking"]`) while an AI thinks, else "waiting for {name}"
        (`WORDS["prompt_waiting"]`) for the first other seat that has to act."""
        if ctx.busy:
            return ""
        if ctx.thinking is not None:
            return self.tr(self.WORDS["prompt_thinking"], name=self.name(ctx.thinking))
        others = [s for s in view.to_act if s != view.seat]
        return self.tr(self.WORDS["prompt_waiting"], name=self.name(others[0])) if others else ""

    def turn_prompt(self, view, ctx: DrawContext) -> str:
        """What the viewer is asked on turn when there is a choice to make."""
        return ""

    def prompt_width(self, g) -> int:
        """How wide the prompt line may be: the hand's width."""
        return g.hand_area.w

    def draw_prompt(self, surface: pygame.Surface, g, prompt: str, refused: bool = False) -> None:
        """The prompt line at `g.prompt_pos` (gold), or why the selection cannot be played (red)."""
        if prompt:
            record("prompt", blit_fit(surface, self.app.text, prompt, g.prompt_pos, self.PROMPT_SIZE,
                                      self.prompt_width(g), RED_TEXT if refused else GOLD, bold=True,
                                      anchor=self.PROMPT_ANCHOR, shadow=True))

    def prompt_or_reason(self, view, ctx: DrawContext) -> tuple[str, bool]:
        """(line, refused): the reason the selection cannot be played while there is one and
        nothing is moving (the engine's word before Play is pressed), else the prompt."""
        if self.reason_text and not ctx.busy:
            return self.reason_text, True
        return self.prompt_line(view, ctx), False

    def footer_pos(self, g) -> tuple[int, int]:
        """Where the key footer hangs from: under the hand's middle."""
        return g.hand_area.centerx, 698

    def footer_shown(self, view, ctx: DrawContext) -> bool:
        """Whether the key footer is drawn now."""
        return True

    def finish_frame(self, surface: pygame.Surface, view, g, ctx: DrawContext,
                     line: tuple[str, bool] | None = None) -> None:
        """The frame's standard foot: the prompt line (`line`, else `prompt_or_reason`), the
        table's action buttons and the key footer."""
        self.draw_prompt(surface, g, *(line if line is not None else self.prompt_or_reason(view, ctx)))
        self.draw_buttons(surface, self.buttons, ctx.mouse)
        if self.footer_shown(view, ctx):
            draw_footer(self, surface, self.keys, self.footer_pos(g), g.hand_area.w, anchor=self.FOOTER_ANCHOR)

    # ---- animation -----------------------------------------------------------------------------------
    def animate(self, events, before, after, anim) -> None:
        """Each event's animation on the game's plan (`PLAN`, over the view from before the action),
        its log line joining the log once the event is shown (common.play_events)."""
        play_events(self.PLAN(self, self.geo(before), before, after, anim), events, self.log_line, self.log, anim)

    # ---- input -----------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, view: Any, ctx: DrawContext) -> list[Action] | None:
        """A key presses the button the game's keys name; a left click presses a button, else goes
        to the click target under it (`click`)."""
        if event.type == pygame.KEYDOWN:
            return self.key(event.key, view, ctx)
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return None
        on_button, actions = self.click_button(event.pos, self.layout_buttons(), self.press, view, ctx)
        return actions if on_button else self.click(event.pos, view, ctx)

    def key(self, key: int, view, ctx: DrawContext) -> list[Action] | None:
        """A key: the button one of the game's keys names (the first of its buttons enabled now)."""
        name = pressed(self.keys, key, {b.name for b in self.layout_buttons() if b.enabled})
        return self.press(name, view, ctx) if name is not None else None

    def press(self, name: str, view, ctx: DrawContext) -> list[Action] | None:
        """A button pressed: by default the move it makes (`made_by`); games add their own."""
        return self.made_by(name)

    def click(self, pos, view, ctx: DrawContext) -> list[Action] | None:
        """A click off the buttons while the seat decides: the click target drawn last (on top)
        under `pos` goes to `click_target`."""
        if not self.my_turn(view, ctx):
            return None
        for name in self.CHOICE_LISTS:
            for entry in reversed(getattr(self, name, None) or []):
                if entry[0].collidepoint(pos):
                    return self.click_target(entry, view, ctx)
        return None

    def click_target(self, entry: tuple, view, ctx: DrawContext) -> list[Action] | None:
        """A click on one of the frame's click targets (rect, ...)."""
        return None
