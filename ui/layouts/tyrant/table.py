"""The Tyrant table (暴君論): draws a Tyrant `View` (plaza columns with piles and each suit's
power, the lead deck and lead row with the current lead card marked, every seat's chips, hand and
stock sizes, face-down ace, trick piles with fame cards, this trick's plays and chips, the round
marker) and turns clicks into Tyrant actions: keep cards, play 1–3 cards (and pick the face-up
one), place chips or decline, pass, put a card into the plaza. Events from the engine (zone names
in engines/tyrant/events.py) become card flights, flips and labels (anim.py)."""
from __future__ import annotations

import pygame

from game.actions import Action
from game.cards import SUIT_SYMBOLS, Card
from ui.drawn import record
from ui.chips import draw_stack, token
from ui.layouts.base import HINT_COLOUR, DrawContext
from ui.layouts.results import last_details, listing, result_badges, seat_cards, seat_names
from ui.layouts.standard import StandardLayout
from ui.layouts.backs import draw_back_row, draw_pile
from ui.layouts.footer import ENTER, Key, pressed
from ui.layouts.common import (CREAM, DIM, GOLD, MIN_TEXT, RED_TEXT, EventLog, above_foot, blit_fit, caption_row,
                               dialog_panel, hovered, panel, still_in_hand)
from ui.layouts.motions import centred, deal_round
from ui.layouts.pills import pill
from ui.layouts.tyrant.anim import AnimationPlan, place_name
from ui.layouts.tyrant.geometry import BUTTONS_AREA, HINT_BUTTON, KEEP_LIFT, MID, SPENT_RADIUS, SUITS, Geometry
from ui.layouts.tyrant.lesson_zones import lesson_zones
from ui.layouts.tyrant.selection import holds_lead, playable_cards, refusal, same_move
from ui.widgets import Button

KEYS = (Key(ENTER, "Enter", "play", ("play",)), Key(ENTER, "Enter", "keep", ("keep",)),
        Key(ENTER, "Enter", "place", ("place",)), Key((pygame.K_p,), "P", "pass", ("pass",)),
        Key((pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS), "+", "chip_count", ("plus",)),
        Key((pygame.K_MINUS, pygame.K_KP_MINUS), "−", "chip_count", ("minus",)),
        Key((pygame.K_c, pygame.K_BACKSPACE), "C", "clear", ("clear",)),
        Key((pygame.K_s,), "S", "stock", ("stock",)), Key((pygame.K_n,), "N", "no_chips", ("no_chips",)))
SUIT_ORDER_INDEX = {s: i for i, s in enumerate(SUITS)}


def sort_hand(cards) -> list[Card]:
    return sorted(cards, key=lambda c: (SUIT_ORDER_INDEX[c.suit], c.rank, c.deck))


class Layout(StandardLayout):
    game_id = "tyrant"
    OFF_TURN_MARKS = ("ui.tyrant.status.passed", "ui.tyrant.status.out", "ui.tyrant.status.passed_last")
    GEOMETRY = Geometry
    PLAN = AnimationPlan
    WORDS = {"turn": "ui.tyrant.status.turn", "thinking": "ui.tyrant.status.thinking", "over": "ui.tyrant.prompt.over",
             "prompt_thinking": "ui.tyrant.prompt.thinking", "prompt_waiting": "ui.tyrant.prompt.waiting"}
    LOG = {"play": ("ui.tyrant.log.play", "name", "n"), "play_face_up": ("ui.tyrant.log.face_up", "name", "card"),
           "chips_placed": ("ui.tyrant.log.chips", "name", "n", "place"), "pass": ("ui.tyrant.log.pass", "name"),
           "reveal": ("ui.tyrant.log.reveal", "name", "n"), "winner": ("ui.tyrant.log.winner", "name"),
           "no_winner": ("ui.tyrant.log.no_winner",), "all_passed": ("ui.tyrant.log.all_passed",),
           "pile": ("ui.tyrant.log.pile", "suit"), "trick": ("ui.tyrant.log.trick", "n")}
    PROMPT_SIZE = 19
    PHASE_PACE = {"setup": 0.05, "return": 0.05, "tyrant": 0.35}   # keeping cards: nothing to watch slowly
    CUTS = (236, 503)   # under the opponents and their played cards; above the keep box, seat and hand
    FINISH_IN = BUTTONS_AREA
    HAND_COLUMN = (318, 990)   # between the viewer's seat and the buttons (the keep chooser inside)
    same = staticmethod(same_move)
    keys = KEYS

    def __init__(self, table) -> None:
        super().__init__(table)
        self.selected: list[Card] = []
        self.face_up: Card | None = None
        self.keep: list[Card] = []
        self.chip_place: str | None = None
        self.chip_count = 1
        self.show_stock = False
        self.log = EventLog(maxlen=6)                 # events, rendered in the current language
        self.reason_text = ""                         # why the selection cannot be played now
        self.hit_cards: list[tuple[pygame.Rect, Card, str]] = []   # (rect, card, zone) clickable
        self.hit_places: list[tuple[pygame.Rect, str]] = []
        self._draw_chip_counter = False
        self._boxed = False                           # the chooser or the stock viewer is up
        self._chip_count_rect = pygame.Rect(0, 0, 0, 0)

    # ---- helpers --------------------------------------------------------------------------------
    def prompt_width(self, g) -> int:
        return 640

    def hint_button_rect(self, width: int, height: int) -> tuple[int, int, int, int]:
        """Right, in the gap under the opponents' row (the action buttons fill the bottom right)."""
        return tuple(HINT_BUTTON)

    def undo_button_rect(self, width: int, height: int) -> tuple[int, int, int, int]:
        """Under the Hint button: left of it the last opponent's played cards lie."""
        return (HINT_BUTTON.x, HINT_BUTTON.bottom + 6, HINT_BUTTON.w, HINT_BUTTON.h)

    def reset(self) -> None:
        self.selected = []
        self.face_up = None
        self.keep = []
        self.chip_place = None
        self.chip_count = 1

    def toast_area(self, view) -> pygame.Rect:
        """While the chooser or the stock viewer fills the hand's band, toasts (the keep's Hint)
        end above the lead row and the plaza, which the choice is made for."""
        if self._boxed:
            return self.geo(view).boxed_toast_band
        return super().toast_area(view)

    def lesson_zones(self, view) -> dict[str, pygame.Rect]:
        """The parts of this table a lesson step rings (ui/layouts/tyrant/lesson_zones.py)."""
        return lesson_zones(self.geo(view), view, self.app.text)

    def sitting_out(self, view) -> bool:
        """A hard pass (T17): no hand and no chips, skipped for the rest of the game."""
        return view.seat is not None and view.hard_out[view.seat] and view.phase != "over"

    # ---- the Hint -------------------------------------------------------------------------------
    @staticmethod
    def chips_of(action: Action) -> tuple[str, int] | None:
        """(place, count) of a chips action ("plaza:H:2" -> ("plaza:H", 2)), None for other actions."""
        if action.kind != "chips" or not action.value:
            return None
        place, count = action.value.rsplit(":", 1)
        return place, int(count)

    def hinted_place(self) -> str | None:
        """The place a hinted Tyrant action puts its chips on ("plaza:H", "lead"), or None."""
        chips = self.chips_of(self.hint) if self.hint is not None else None
        return chips[0] if chips else None

    def show_hint(self, action: Action) -> None:
        """A hinted Tyrant action chooses its place (marked) and sets the chip counter to its count;
        a hinted keep (the whole 7 or 6 at once) is chosen in the chooser, so Enter takes it."""
        super().show_hint(action)
        chips = self.chips_of(action)
        if chips:
            self.chip_place, self.chip_count = chips
        if self.is_keep_set(action):
            self.keep = list(action.cards)

    @staticmethod
    def is_keep_set(action: Action | None) -> bool:
        """The Hint's whole keep (game/hints.py, Ruleset.whole_hint): one "keep" holding every card."""
        return action is not None and action.kind == "keep" and bool(action.cards)

    def hint_stands(self, hint: Action, legal: list[Action]) -> bool:
        """A whole keep stands while the viewer still keeps cards and holds them all in the stock."""
        if not self.is_keep_set(hint):
            return super().hint_stands(hint, legal)
        stock = getattr(self.table.view, "stock", None) or ()
        return any(a.kind == "keep" for a in legal) and set(hint.cards) <= set(stock)

    def hint_moves(self, hint: Action) -> list[Action]:
        """A whole keep is made one card per action, as the engine takes it."""
        if self.is_keep_set(hint):
            return [Action("keep", (card,)) for card in hint.cards]
        return super().hint_moves(hint)

    def hint_buttons(self, hint: Action) -> set[str]:
        return super().hint_buttons(hint) | ({"place"} if hint.kind == "chips" else set())

    def action_words(self, action: Action) -> str | None:
        """Chips on a place: "put 2 chips on ♥" (the value "plaza:H:2" is the engine's code)."""
        chips = self.chips_of(action)
        if not chips:
            return None
        return self.tr("ui.tyrant.hint.chips", n=chips[1], place=place_name(chips[0], self.tr))

    # ---- prompt ---------------------------------------------------------------------------------
    def turn_prompt(self, view, ctx: DrawContext) -> str:
        tr = self.tr
        if view.phase in ("setup", "return"):
            return self.keep_prompt(view)
        if view.phase == "play":
            lead = SUIT_SYMBOLS[view.lead_suit] if view.lead_suit else ""
            if not view.hand:
                return tr("ui.tyrant.prompt.must_pass")
            if len(self.selected) == 3 and self.face_up is None:
                return tr("ui.tyrant.prompt.face_up")
            if not self.selected and "pass" not in self.kinds(ctx):   # T16: why there is no pass now
                if view.passed_last[view.seat]:
                    return tr("ui.tyrant.prompt.must_play_passed", suit=lead)
                return tr("ui.tyrant.prompt.must_play_no_chips", suit=lead)
            if self.selected:
                if not any(c.suit == view.lead_suit for c in self.selected):
                    if holds_lead(view):  # the reason line says they must follow
                        return tr("ui.tyrant.prompt.play", suit=lead)
                    return tr("ui.tyrant.prompt.cannot_win")
                return tr("ui.tyrant.prompt.power_now", n=self.power_now(view))
            return tr("ui.tyrant.prompt.play", suit=lead)
        if view.phase == "tyrant":
            return tr("ui.tyrant.prompt.chips")
        if view.phase == "to_plaza":
            return tr("ui.tyrant.prompt.to_plaza")
        return ""

    def keep_prompt(self, view) -> str:
        """What the keep (T09) or the return from a pass (T12) chooses, and for which lead suit:
        "Keep 7 cards (2/7) — the lead suit is ♥ (lead card ♥J)"; without a face-up lead card,
        that there is none."""
        key = "ui.tyrant.prompt.keep" if view.phase == "setup" else "ui.tyrant.prompt.return"
        need, chosen = view.need[view.seat], len(self.keep)
        lead = view.lead_row[-1] if view.lead_row else None
        if lead is None:
            return self.tr(f"{key}_no_lead", n=need, chosen=chosen)
        return self.tr(key, n=need, chosen=chosen, suit=SUIT_SYMBOLS[lead.suit], card=lead.label)

    def suit_counts(self, cards) -> list[tuple[str, dict]]:
        """"♠×3, ♥×2" as phrases (game/i18n joins them), suits in the table's order."""
        return [("ui.tyrant.suit_count", {"suit": SUIT_SYMBOLS[s], "n": n})
                for s in SUITS if (n := sum(1 for c in cards if c.suit == s))]

    def power_now(self, view) -> int:
        """What the selected cards would be worth at the reveal if nothing changed: the public
        per-suit power of the plaza columns (T20–T21), minus 1 for the marker holder (T22)."""
        power = {column.suit: column.power for column in view.plaza}
        total = sum(power[c.suit] for c in self.selected) - (1 if view.marker == view.seat else 0)
        return max(0, total)

    # ---- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view, ctx: DrawContext) -> None:
        g = self.geo(view)
        self.hit_cards = []
        self.hit_places = []
        self._draw_lead(surface, view, g, ctx)
        self._draw_plaza(surface, view, g, ctx)
        for seat in (*g.opponents, g.bottom):
            self.draw_seat(surface, view, g, seat, ctx)
        for seat in range(view.players):
            self._draw_played(surface, view, g, seat, ctx)
        self._draw_log(surface, g)
        choosing = (view.phase in ("setup", "return") and self.my_turn(view, ctx) and view.stock is not None
                    and not self.dealing)
        boxed = self._boxed = choosing or (self.show_stock and view.stock is not None)
        if not boxed:   # the chooser and the stock viewer lie over the hand's band
            self.draw_hand(surface, view, g, ctx)
        self._update_reason(view, ctx)
        self._build_buttons(view, g, ctx)
        if choosing:
            self._draw_chooser(surface, view, g)
        elif boxed:
            self._draw_stock_view(surface, view, g)
        self.finish_frame(surface, view, g, ctx, ("", False) if boxed else None)   # the chooser titles it

    def _update_reason(self, view, ctx) -> None:
        """The engine's refusal of the current selection, shown before Play is pressed."""
        self.reason_text = ""
        if view.phase == "play" and self.selected and ctx.legal:
            exc = refusal(self.selected, view, ctx.legal, self.face_up)
            if exc is not None and exc.key != "tyrant.err.face_up_needed":  # the prompt asks for that
                self.reason_text = self.tr.error(exc)

    def _draw_lead(self, surface, view, g: Geometry, ctx) -> None:
        art, text = self.app.cards, self.app.text
        area = g.lead_area
        panel(surface, area)
        text.blit(surface, self.tr("ui.tyrant.lead_row"), (area.x + 14, area.y + 8), 17, CREAM, bold=True)
        text.blit(surface, self.tr("ui.tyrant.trick", n=min(view.trick, 8)), (area.right - 14, area.y + 8), 17, GOLD,
                  bold=True, anchor="topright")
        deck = g.lead_deck_rect()
        draw_pile(art, surface, deck, view.lead_deck_size)
        text.blit(surface, self.tr("ui.tyrant.deck_left", n=view.lead_deck_size), (deck.centerx, deck.bottom + 6),
                  14, DIM, anchor="midtop")
        row = list(view.lead_row) if not ctx.suppressed.get("lead_row_all") else []
        hide = ctx.suppressed.get("lead_row", 0)
        for i, card in enumerate(row):
            rect = g.lead_slot_for(i, len(row))
            current = i == len(row) - 1
            if hide and current:
                continue
            if current:
                glow = rect.inflate(12, 12)
                pygame.draw.rect(surface, GOLD, glow, 3, border_radius=9)
            art.blit(surface, card, rect)
            if current and view.phase == "tyrant" and ctx.legal:   # a place for chips (T24)
                self.hit_places.append((rect, "lead"))
            if current:
                text.blit(surface, self.tr("ui.tyrant.lead_now", suit=SUIT_SYMBOLS[card.suit]),
                          (rect.centerx, rect.bottom + 8), 15, GOLD, bold=True, anchor="midtop")
                if view.chips_on_lead:
                    draw_stack(surface, (rect.x + 4, rect.bottom - 14), view.chips_on_lead, text, radius=10)
                if view.phase == "tyrant" and ctx.legal:
                    chosen = self.chip_place == "lead"
                    pygame.draw.rect(surface, (255, 240, 160) if chosen else (201, 161, 74),
                                     rect.inflate(20, 20), 3 if chosen else 1, border_radius=11)
                    if self.hinted_place() == "lead":
                        self.mark_hint(surface, rect.inflate(20, 20))
        # spent chips and round marker status
        line = text.font(14).get_linesize()   # larger type: the title rises above the stack's counter
        top = min(area.bottom - 48, g.spent_chips_pos()[1] - text.font(14).size("×0")[1] // 2 - line)
        spent = text.blit(surface, self.tr("ui.tyrant.spent_chips"), (area.x + 14, top), 14, DIM)
        stack = draw_stack(surface, g.spent_chips_pos(), view.chips_spent, text, radius=SPENT_RADIUS, color=(90, 90, 96))
        marker = self.tr("ui.tyrant.marker_holder", name=self.name(view.marker))
        y = top + 2
        if spent.right + 12 + text.font(MIN_TEXT).size(marker)[0] > area.right - 14:
            y = area.bottom - 28   # larger type: beside the spent chips' stack, not into their title
        left = (spent.right if y == top + 2 else stack.right) + 12
        blit_fit(surface, text, marker, (area.right - 14, y), MIN_TEXT, area.right - 14 - left, DIM, anchor="topright")

    def _draw_plaza(self, surface, view, g: Geometry, ctx) -> None:
        art, text = self.app.cards, self.app.text
        area = g.plaza_area
        panel(surface, area, alpha=110, kind="area")
        text.blit(surface, self.tr("ui.tyrant.plaza"), (area.x + 14, area.y + 8), 17, CREAM, bold=True)
        placing = view.phase == "tyrant" and bool(ctx.legal)
        for column in view.plaza:
            col = g.column_rect(column.suit)
            has_cards = bool(column.vertical or column.piles)
            if placing and has_cards:
                self.hit_places.append((col, "plaza:" + column.suit))
                chosen = self.chip_place == "plaza:" + column.suit
                box = pygame.Rect(col.x + 3, col.y + 32, col.w - 6, col.h - 36)
                hl = pygame.Surface(box.size, pygame.SRCALPHA)
                hl.fill((255, 230, 150, 70 if chosen else 34 if box.collidepoint(ctx.mouse) else 14))
                surface.blit(hl, box)
                pygame.draw.rect(surface, (255, 236, 160) if chosen else (201, 161, 74), box,
                                 3 if chosen else 1, border_radius=10)
                if self.hinted_place() == "plaza:" + column.suit:
                    self.mark_hint(surface, box)
            is_lead = column.suit == view.lead_suit
            sym = art.suit(column.suit, 22, art.felt_colour(column.suit))
            head = pygame.Rect(col.x + 10, col.y + 38, col.w - 20, 28)
            if is_lead:
                pygame.draw.rect(surface, (90, 70, 24), head, border_radius=14)
                pygame.draw.rect(surface, GOLD, head, 2, border_radius=14)
            label = self.tr("ui.tyrant.power", n=column.power)
            img = text.render(label, 17, GOLD if is_lead else CREAM, bold=True)
            total_w = sym.get_width() + 8 + img.get_width()
            x = head.centerx - total_w // 2
            surface.blit(sym, (x, head.centery - sym.get_height() // 2))
            surface.blit(img, img.get_rect(midleft=(x + sym.get_width() + 8, head.centery)))

            piles = len(column.piles)
            for i, pile in enumerate(column.piles):
                rect = g.pile_rect(column.suit, i)
                for depth in (4, 2):  # the pile's edge: five cards lying on each other
                    art.blit(surface, pile[0], rect.move(-depth, -depth), horizontal=True, shadow=depth == 4)
                art.blit(surface, pile[-1], rect, horizontal=True, shadow=False)
            if piles:
                rect = g.pile_rect(column.suit, piles - 1)
                text.blit(surface, self.tr("ui.tyrant.piles", n=piles), (col.right - 8, rect.bottom - 18), MIN_TEXT, GOLD,
                          bold=True, anchor="topright")
            hidden = ctx.suppressed.get("plaza:" + column.suit, 0)
            shown = column.vertical[:len(column.vertical) - hidden] if hidden else column.vertical
            for i, card in enumerate(shown):
                art.blit(surface, card, g.vertical_rect(column.suit, i, piles))
            if column.chips:
                draw_stack(surface, (col.x + 8, col.bottom - 20), column.chips, text, radius=10)

    def seat_state(self, view, seat: int, ctx) -> tuple[str, tuple]:
        tr = self.tr
        if view.hard_out[seat]:
            return tr("ui.tyrant.status.out"), DIM
        if ctx.thinking == seat:
            return tr("ui.tyrant.status.thinking"), GOLD
        if view.passed[seat]:
            return tr("ui.tyrant.status.passed"), RED_TEXT
        if seat in view.to_act:
            if not self.shows_turn(seat, True, ctx):
                return "", DIM   # its move is being shown: the move's own labels speak
            if view.phase in ("setup", "return"):
                return tr("ui.tyrant.status.choosing"), GOLD
            return tr("ui.tyrant.status.turn"), GOLD
        if view.passed_last[seat] and view.phase == "play":
            return tr("ui.tyrant.status.passed_last"), DIM
        return "", DIM

    def seat_on_turn(self, view, seat: int, ctx) -> bool:
        return self.shows_turn(seat, seat in view.to_act and view.phase not in ("setup", "return"), ctx)

    def seat_status(self, view, seat: int, ctx) -> tuple[str, tuple]:
        return self.seat_state(view, seat, ctx)

    def seat_header_style(self, view, g: Geometry, seat: int, ctx) -> dict:
        """The viewer's panel in larger type; the line ends before the chips."""
        if seat == g.bottom:
            return {"right": g.panels[seat].right - 52, "inset": (14, 10), "size": 20}
        return {"right": g.chips_pos(seat)[0] - 12, "inset": (12, 8), "size": 19}

    def _draw_fame(self, surface, view, g: Geometry, seat: int, own: bool, caption: bool = True) -> None:
        art, text = self.app.cards, self.app.text
        ace = g.ace_rect(seat)
        if own and view.ace is not None:
            art.blit(surface, view.ace, ace)
        else:
            art.blit(surface, None, ace, face_up=False)
        for i, pile in enumerate(view.trick_piles[seat]):
            art.blit(surface, pile.fame, g.trick_rect(seat, i))
        if caption:
            text.blit(surface, self.tr("ui.tyrant.fame", n=view.tricks_won[seat]), (ace.x, ace.bottom + 3), MIN_TEXT, DIM)

    def draw_seat_body(self, surface, view, g: Geometry, seat: int, rect: pygame.Rect, active: bool, ctx) -> None:
        """The round marker if the seat holds it; then its chips, hand, stock and fame (an
        opponent's hand as backs, the viewer's in the fan below)."""
        art, text = self.app.cards, self.app.text
        if view.marker == seat:
            art.blit(surface, Card("X", 2), g.marker_rect(seat))
        st = g.stock_anchor(seat)
        if seat == g.bottom:
            draw_stack(surface, g.chips_pos(seat), view.chips[seat], text, radius=11)
            self._draw_fame(surface, view, g, seat, own=view.seat == seat)
            if view.seat != seat:
                text.blit(surface, self.tr("ui.tyrant.hand_n", n=view.hand_sizes[seat]), (rect.x + 120, rect.y + 66),
                          14, DIM)
            draw_pile(art, surface, st, view.stock_sizes[seat], edge=0)
            label = self.tr("ui.tyrant.stock_n", n=view.stock_sizes[seat])
            x = min(st.centerx, rect.right - 8 - text.font(MIN_TEXT).size(label)[0] // 2)   # in the panel at any size
            text.blit(surface, label, (x, st.bottom + 3), MIN_TEXT, DIM, anchor="midtop")
            return
        hand_n = self.hand_count(view, seat, ctx)
        h = g.hand_anchor(seat)
        draw_back_row(art, surface, h, hand_n, 9, 6)
        draw_pile(art, surface, st, view.stock_sizes[seat], edge=0)
        self._draw_fame(surface, view, g, seat, own=False, caption=False)
        # the three captions on one row: larger type pushes one after another, never over it
        ace = g.ace_rect(seat)
        caption_row(surface, text, [(self.tr("ui.tyrant.hand_n", n=hand_n), h.x, h.bottom + 3),
                                    (self.tr("ui.tyrant.stock_n", n=view.stock_sizes[seat]), st.x, st.bottom + 3),
                                    (self.tr("ui.tyrant.fame", n=view.tricks_won[seat]), ace.x, ace.bottom + 3)],
                    rect.right - 10)
        record("label", draw_stack(surface, g.chips_pos(seat), view.chips[seat], text, radius=10), "chips")

    def _draw_played(self, surface, view, g: Geometry, seat: int, ctx) -> None:
        art, text = self.app.cards, self.app.text
        zone = g.played_zone(seat)
        if seat == g.bottom:
            panel(surface, g.right_area, alpha=110)
            blit_fit(surface, text, self.tr("ui.tyrant.your_play") if view.seat == seat and not self.replay else
                     self.tr("ui.tyrant.play_of", name=self.name(seat)),
                     (g.right_area.x + 14, g.right_area.y + 8), 15, g.right_area.w - 28, CREAM, bold=True)
        if ctx.suppressed.get(f"played:{seat}"):
            return
        cards = view.played[seat]
        if cards:
            slots = g.played_slots(seat, len(cards))
            choose = view.phase == "to_plaza" and seat == view.seat and bool(ctx.legal)
            hidden = []   # the viewer's own cards the others see face down
            for card, rect in zip(cards, slots):
                up = card is not None and (view.revealed or card == view.face_up[seat] or seat == view.seat)
                art.blit(surface, card, rect, face_up=up)
                if seat == view.seat and not view.revealed and card is not None and card != view.face_up[seat]:
                    hidden.append(card.label)
                if choose:
                    self.hit_cards.append((rect, card, "played"))
                    hover = rect.collidepoint(ctx.mouse)
                    pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3 if hover else 1, border_radius=8)
            if hidden:   # one line under the play, never a tag per card (they would run together)
                blit_fit(surface, text, self.tr("ui.tyrant.face_down_tag", cards=" ".join(hidden)),
                         ((slots[0].x + slots[-1].right) // 2, slots[0].bottom - 2), MIN_TEXT, zone.w - 8, DIM,
                         anchor="midtop")
            placed = view.placed[seat]
            if placed is not None:
                place, count = placed
                where = self.tr("ui.tyrant.place_lead_short") if place == "lead" else SUIT_SYMBOLS[place.split(":")[1]]
                self._placed_badge(surface, (slots[0].x - 10, slots[0].y + 16), count, where)
            if view.revealed and view.reveals:
                power = view.reveals[-1].powers[seat]
                if power is not None:
                    self._power_badge(surface, (slots[0].x - 10, slots[0].bottom - 18), power,
                                      view.reveals[-1].winner == seat)
        elif view.passed[seat]:
            text.blit(surface, self.tr("ui.tyrant.status.passed"), (zone.centerx, zone.y + 36), 18, RED_TEXT,
                      bold=True, anchor="midtop")
        elif view.last_reveal is not None and view.last_reveal.played[seat] and not ctx.suppressed.get(f"last_trick:{seat}"):
            # the previous trick's strip, until the seat's new cards are on their way to the same slots
            rev = view.last_reveal
            slots = g.played_slots(seat, len(rev.played[seat]))
            lift, label_y = 0, slots[0].bottom - 6
            if seat != g.bottom:   # under the opponents' row: the line ends above the lead row at any type size
                lift = 6
                label_y = min(slots[0].bottom - 12, g.lead_area.y - text.font(MIN_TEXT).get_linesize())
            for card, rect in zip(rev.played[seat], slots):
                art.blit(surface, card, record("area", rect.inflate(-12, -16).move(0, -lift), f"last_trick:{seat}"),
                         shadow=False)
            record("area", text.blit(surface, self.tr("ui.tyrant.last_trick"), (zone.centerx, label_y),
                                     MIN_TEXT, DIM, anchor="midtop"), f"last_trick:{seat}")
            if rev.powers[seat] is not None:
                self._power_badge(surface, (slots[0].x - 4, slots[0].centery), rev.powers[seat], rev.winner == seat)

    def _placed_badge(self, surface, pos, count: int, where: str) -> None:
        """Chips a player put this trick: a token, "×n" and where (suit or lead card)."""
        text = self.app.text
        img = text.render(self.tr("ui.tyrant.placed_short", n=count, place=where), 14, GOLD, bold=True)
        chip = token(9)
        rect = pygame.Rect(0, 0, chip.get_width() + img.get_width() + 18, max(img.get_height(), chip.get_height()) + 4)
        rect.midright = pos
        pygame.draw.rect(surface, (20, 34, 26), rect, border_radius=rect.h // 2)
        pygame.draw.rect(surface, (201, 161, 74), rect, 1, border_radius=rect.h // 2)
        surface.blit(chip, chip.get_rect(midleft=(rect.x + 5, rect.centery)))
        surface.blit(img, img.get_rect(midleft=(rect.x + 9 + chip.get_width(), rect.centery)))

    def _power_badge(self, surface, pos, power: int, winner: bool) -> None:
        """A play's power at the reveal: a pill, gold for the trick's winner."""
        pill(surface, self.app.text, self.tr("ui.tyrant.power_badge", n=power), pos, GOLD if winner else (30, 50, 40),
             (30, 20, 10) if winner else CREAM, 15, "midright", pad=(14, 6), edge=GOLD)

    def _draw_log(self, surface, g: Geometry) -> None:
        area = g.log_area
        pygame.draw.line(surface, (201, 161, 74), (area.x, area.y - 4), (area.right, area.y - 4), 1)
        self.draw_log(surface, area, pad=2)

    def hand_cards(self, view, ctx) -> list[Card] | None:
        if view.hand is None:
            return None
        return still_in_hand(sort_hand(view.hand), self.geo(view).bottom, ctx, self.table.anim)

    def hand_backs(self, view) -> int:
        return view.hand_sizes[self.geo(view).bottom]

    def hand_active(self, view, ctx: DrawContext) -> bool:
        return view.phase == "play" and bool(ctx.legal)

    def usable(self, view, ctx: DrawContext) -> set:
        return playable_cards(view.hand, ctx.legal)

    def hand_hit(self, rect: pygame.Rect, card: Card, usable: bool):
        return rect, card, "hand"

    def decorate_card(self, surface, view, card: Card, r: pygame.Rect, active: bool) -> None:
        """The face-up card of three carries its tag; while playing, a lead-suit card (the one
        that can win) a gold line along its top."""
        if card == self.face_up and card in self.selected:
            record("face_up", r)
            tag = self.app.text.render(self.tr("ui.tyrant.face_up_tag"), 14, (30, 20, 10), bold=True)
            box = tag.get_rect().inflate(12, 4)
            box.center = r.center   # between the corner indexes, which stay readable
            record("badge", box, "face_up")
            pygame.draw.rect(surface, GOLD, box, border_radius=8)
            surface.blit(tag, tag.get_rect(center=box.center))
        if active and card.suit == view.lead_suit:
            pygame.draw.line(surface, GOLD, (r.x + 12, r.y + 3), (r.right - 12, r.y + 3), 3)

    def _draw_chooser(self, surface, view, g: Geometry) -> None:
        """The keep of 7 (T09) or the return of 6 (T12), docked in the hand's band: the prompt
        (with the lead suit) as its title, the stock as a fan by suit, and what the hand holds so
        far; the lead row and the plaza above stay in sight."""
        art = self.app.cards
        stock = sort_hand(view.stock)
        counts = self.suit_counts(self.keep) or ("ui.tyrant.keep_none", {})
        self._stock_box(surface, g, self.keep_prompt(view),
                        self.tr("ui.tyrant.keep_note", counts=counts, rest=len(stock) - len(self.keep)))
        rects = g.chooser_rects([c.suit for c in stock])
        mouse = self.table.mouse_pos()
        over = hovered([r.move(0, -KEEP_LIFT if c in self.keep else 0) for c, r in zip(stock, rects)], mouse)
        for i, (card, rect) in enumerate(zip(stock, rects)):
            chosen = card in self.keep
            r = rect.move(0, -KEEP_LIFT if chosen else 0)
            art.blit(surface, card, r)
            if chosen:
                record("selected", r)
                pygame.draw.rect(surface, GOLD, r.inflate(4, 4), 3, border_radius=10)
            elif i == over:
                pygame.draw.rect(surface, (255, 255, 255), r.inflate(2, 2), 1, border_radius=9)
            if self.hinted(card):
                self._mark_fan_hint(surface, r, rects, i)
            self.hit_cards.append((r, card, "stock"))

    def _mark_fan_hint(self, surface, r: pygame.Rect, rects: list[pygame.Rect], i: int) -> None:
        """The Hint's mark on a card of the chooser's fan: a light-blue dot under the part of the
        card left in sight, and a light-blue edge along it (a whole outline would cross the
        neighbours' faces)."""
        shown = (rects[i + 1].x - rects[i].x) if i + 1 < len(rects) else r.w
        shown = max(12, min(shown, r.w))
        record("mark", pygame.Rect(r.x, r.y, shown, r.h))
        pygame.draw.circle(surface, HINT_COLOUR, (r.x + shown // 2, r.bottom + 8), 5)
        pygame.draw.line(surface, HINT_COLOUR, (r.x + 3, r.bottom + 1), (r.x + shown - 3, r.bottom + 1), 3)

    def _draw_stock_view(self, surface, view, g: Geometry) -> None:
        """The stock viewer (S), in the same band as the chooser: the lead row and the plaza stay
        in sight above it."""
        stock = sort_hand(view.stock)
        title = self.tr("ui.tyrant.stock_title", n=len(stock))
        if not stock:
            box = self._stock_box(surface, g, title)
            self.app.text.blit(surface, self.tr("ui.tyrant.stock_empty"), box.center, 18, CREAM, anchor="center")
            return
        counts = self.suit_counts(stock)
        note = (self.tr("ui.tyrant.stock_note", counts=counts, suit=SUIT_SYMBOLS[view.lead_suit]) if view.lead_suit
                else self.tr("ui.tyrant.stock_note_no_lead", counts=counts))
        self._stock_box(surface, g, title, note)
        for card, rect in zip(stock, g.chooser_rects([c.suit for c in stock])):
            self.app.cards.blit(surface, card, rect)

    def _stock_box(self, surface, g: Geometry, title: str, note: str = "") -> pygame.Rect:
        """The box the chooser and the stock viewer share, in the hand's band: its title, and the
        note at its foot (what the stock or the keep holds by suit); returns the box."""
        text, box = self.app.text, g.keep_box
        dialog_panel(surface, box)
        blit_fit(surface, text, title, (box.centerx, box.y + 8), 19, box.w - 24, GOLD, bold=True, anchor="midtop")
        if note:
            blit_fit(surface, text, note, (box.centerx, above_foot(text, box.bottom, 15, 24)), 15, box.w - 24, CREAM,
                     anchor="midtop")
        return box

    # ---- buttons --------------------------------------------------------------------------------
    def _build_buttons(self, view, g: Geometry, ctx) -> None:
        tr = self.tr
        area = g.buttons_area
        x, w = area.x, area.w
        rows = [pygame.Rect(x, area.y + 6 + i * 58, w, 50) for i in range(3)]
        buttons: list[Button] = []
        mine = self.my_turn(view, ctx)
        stock_label = tr("ui.tyrant.btn.hide_stock" if self.show_stock else "ui.tyrant.btn.stock")
        stock_btn = Button("stock", stock_label, rows[2], enabled=view.stock is not None, toggled=self.show_stock,
                           hotkey="S")
        if mine and view.phase in ("setup", "return"):
            need = view.need[view.seat]
            keeps = [Action("keep", (c,)) for c in self.keep] if len(self.keep) == need else None
            buttons.append(self.action_button("keep", tr("ui.tyrant.btn.keep", n=len(self.keep), need=need), rows[0],
                                              keeps, ctx, primary=True, hotkey="Enter"))
            buttons.append(Button("clear", tr("ui.tyrant.btn.clear"), rows[1], enabled=bool(self.keep)))
        elif mine and view.phase == "play":
            buttons.append(self.action_button("play", tr("ui.tyrant.btn.play", n=len(self.selected)), rows[0],
                                              self._selected_play(), ctx, primary=True, hotkey="Enter"))
            buttons.append(self.action_button("pass", tr("ui.tyrant.btn.pass"), rows[1], Action("pass"), ctx,
                                              hotkey="P"))
            buttons.append(stock_btn)
        elif mine and view.phase == "tyrant":
            chips = view.chips[view.seat]
            small = pygame.Rect(x, rows[0].y, 50, 50)
            buttons.append(Button("minus", "−", small, enabled=self.chip_count > 1))
            buttons.append(Button("plus", "+", small.move(w - 50, 0), enabled=self.chip_count < chips))
            self._chip_count_rect = pygame.Rect(x + 56, rows[0].y, w - 112, 50)
            place = Action("chips", (), f"{self.chip_place}:{self.chip_count}") if self.chip_place else None
            buttons.append(self.action_button("place", tr("ui.tyrant.btn.place", n=self.chip_count), rows[1], place,
                                              ctx, primary=True, hotkey="Enter"))
            buttons.append(self.action_button("no_chips", tr("ui.tyrant.btn.no_chips"), rows[2], Action("no_chips"),
                                              ctx, hotkey="N"))
        else:
            buttons.append(stock_btn)
        self.buttons = buttons
        self._draw_chip_counter = mine and view.phase == "tyrant"

    def forced_reason(self, view, action: Action) -> str | None:
        return self.tr("ui.tyrant.prompt.must_pass") if action.kind == "pass" and not view.hand else None

    def selection_for(self, action: Action) -> set[str]:
        """One card kept is chosen with as many others of the stock as the keep needs; a card put
        into the plaza is clicked there, without a button."""
        if action.kind == "to_plaza":
            self.reset()
            return set()
        names = super().selection_for(action)
        view = self.table.view
        if action.kind == "keep" and action.cards:
            need = view.need[view.seat]
            self.keep = [action.cards[0]] + [c for c in view.stock if c != action.cards[0]][:need - 1]
        return names

    def preselect(self, action: Action, whole: bool = True) -> None:
        """The play's cards chosen, and of three the one face up (the action's value) unless the
        player is to mark it (`whole=False`)."""
        if action.kind == "play" and action.cards:
            self.selected = list(action.cards)
            three = len(action.cards) == 3 and isinstance(action.value, int)
            self.face_up = action.cards[action.value] if three and whole else None

    def _selected_play(self) -> Action | None:
        """The play the selected cards make (None: nothing selected, or three without a face-up card)."""
        cards = tuple(self.selected)
        if not cards or (len(cards) == 3 and self.face_up not in cards):
            return None
        return Action("play", cards, cards.index(self.face_up) if len(cards) == 3 else None)

    # ---- input ----------------------------------------------------------------------------------
    def click(self, pos, view, ctx: DrawContext):
        """A click on one's own stock pile shows it; one on the stock viewer (over the hand) is
        not a click on the hand."""
        g = self.geo(view)
        if view.stock is not None and g.stock_anchor(g.bottom).inflate(16, 16).collidepoint(pos):
            return self.press("stock", view, ctx)
        if self.show_stock and view.stock is not None and g.keep_box.collidepoint(pos):
            return None
        return super().click(pos, view, ctx)

    def click_target(self, entry, view, ctx):
        if len(entry) == 2:   # a place for chips (hit_places)
            self.chip_place = entry[1]
            return None
        return self._click_card(entry[1], entry[2], view)

    def key(self, key, view, ctx):
        """S shows the stock whenever there is one, with or without its button."""
        enabled = {b.name for b in self.buttons if b.enabled} | ({"stock"} if view.stock is not None else set())
        name = pressed(KEYS, key, enabled)
        return self.press(name, view, ctx) if name is not None else None

    def _click_card(self, card: Card, zone: str, view):
        if zone == "stock":
            if card in self.keep:
                self.keep.remove(card)
            elif len(self.keep) < view.need[view.seat]:
                self.keep.append(card)
            else:
                self.app.toasts.show(self.tr("ui.tyrant.keep_full", n=view.need[view.seat]), kind="info")
            return None
        if zone == "played":
            return [Action("to_plaza", (card,))]
        # hand
        if card in self.selected:
            if len(self.selected) == 3 and self.face_up != card:
                self.face_up = card
            else:
                self.selected.remove(card)
                if self.face_up == card:
                    self.face_up = None
        elif len(self.selected) < 3:
            self.selected.append(card)
        else:
            self.app.toasts.show(self.tr("ui.tyrant.max_three"), kind="info")
        if len(self.selected) < 3:
            self.face_up = None
        return None

    def press(self, name: str, view, ctx):
        if name == "stock":
            self.show_stock = not self.show_stock
        elif name == "clear":
            self.keep = []
        elif name == "minus":
            self.chip_count = max(1, self.chip_count - 1)
        elif name == "plus":
            self.chip_count = min(view.chips[view.seat], self.chip_count + 1)
        else:
            return self.made_by(name)
        return None

    # ---- overlay drawn above sprites --------------------------------------------------------------
    def draw_overlay(self, surface, view, ctx) -> None:
        if self._draw_chip_counter:
            rect = self._chip_count_rect
            text = self.app.text
            pygame.draw.rect(surface, (8, 22, 15), rect, border_radius=9)
            pygame.draw.rect(surface, (201, 161, 74), rect, 1, border_radius=9)
            surface.blit(token(11), (rect.x + 12, rect.centery - 12))
            text.blit(surface, self.tr("ui.tyrant.chip_count", n=self.chip_count, of=view.chips[view.seat]),
                      (rect.centerx + 12, rect.centery), 16, CREAM, bold=True, anchor="center")

    # ---- animation --------------------------------------------------------------------------------
    def intro(self, view, anim) -> None:
        """The deal: cards fly from the middle to every seat's stock, lead cards turn up."""
        g = self.geo(view)
        deal_round(self, anim, centred(MID, g.plaza_area.center), range(view.players), 12,
                   lambda seat, k: g.hand_anchor(seat) if seat == g.bottom else g.stock_anchor(seat), 0.28, 0.05, 0.012)

    def log_param(self, source: str, event):
        """The log's own values: the place chips went to, the suit a pile is of."""
        if source == "place":
            return place_name(event.dst.partition(":")[2], self.tr)
        if source == "suit":
            return SUIT_SYMBOLS[event.dst[-1]]
        return super().log_param(source, event)


def result_notes(match, tr) -> tuple[list[str], list[str]]:
    """Badges per seat (winner / eliminated with the gap) and notes (winner, deciding tie-break)
    from the Tyrant DealResult.details ("seats"[s]["eliminated"/"gap"], "winner", "tiebreak")."""
    names = seat_names(match, tr)
    result = match.deal_results[-1]
    details, seats = last_details(match)
    winner = details.get("winner", result.winners[0] if result.winners else None)

    def badge(s: int) -> list[str]:
        info = seats[s]
        if s == winner:
            return []
        if info.get("eliminated"):
            return [tr("ui.tyrant.res.eliminated", gap=info.get("gap", 0))]
        return [tr("ui.tyrant.res.survivor", gap=info.get("gap", 0)) if info.get("gap") else tr("ui.tyrant.res.lowest")]

    badges = result_badges(tr, match, badge, (winner,))
    notes = []
    out = [names[s] for s, info in enumerate(seats) if info.get("eliminated")]
    if out:
        notes.append(tr("ui.tyrant.res.monarchomachi", names=listing(tr, out), lowest=details.get("lowest", 0)))
    if winner is not None:
        tiebreak = details.get("tiebreak", "score")
        notes.append(tr(f"ui.tyrant.res.tiebreak.{tiebreak}", name=names[winner]))
    return badges, notes


def result_cards(match) -> list[list[Card]]:
    """Each seat's owned cards (face-down ace and fame cards, T31) from DealResult.details."""
    return seat_cards(match, "owned")
