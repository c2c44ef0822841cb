"""The 13th-Floor Daifugo table (13階の大富豪): draws a daifugo13 `View` (the field with the last
combination on top, the draw pile and dead pile with their counts, direction, revolution and
Eleven Back, whose turn, lead streak, every seat's hand size and face-down discards) and turns
clicks into daifugo13 actions: select cards (groups, stairs) and play them — the Play button is
enabled only for a legal selection, otherwise the reason is shown; pick the reading when jokers
allow several; pass and draw, end the turn, the stuck draw, the sandstorm; and the effect dialogs
(7 give, 10 discard, J Eleven Back, Q name a rank). Effect events fire one banner each, named by
the engine's effect key (anim.py). The D02 first-leader draw opens the first deal. Results notes
and cards for the results screen are at the end."""
from __future__ import annotations

import pygame

from game.actions import Action
from game.cards import JOKER, SUIT_SYMBOLS, Card, parse_cards
from ui.layouts.common import SELECT_LIFT
from ui.layouts.base import DrawContext
from ui.layouts.results import joined_names, last_details, result_badges, scores_line, seat_names
from ui.drawn import record
from ui.layouts.standard import StandardLayout
from ui.layouts.backs import draw_back_row, draw_pile
from ui.layouts.footer import ENTER, Key
from ui.layouts.common import (CREAM, DIM, GOLD, MIN_TEXT, RED_TEXT, dialog_panel, EventLog, panel, play_events,
                               player_tag, still_in_hand)
from ui.layouts.daifugo13.anim import AnimationPlan, bomb_label
from ui.layouts.daifugo13.geometry import FIELD, HINT_COLUMN_X, SMALL, Geometry
from ui.layouts.info_column import InfoColumn
from ui.layouts.daifugo13.selection import card_key, matching_plays, refusal, same_move
from ui.widgets import Button

from engines.daifugo13.cards import BOMB_NAMES, bomb_name, sorted_cards, strength_name

TAG_TEXT = (255, 250, 236)   # on the info panel's pills
KEYS = (Key(ENTER, "Enter", "play", ("play",)), Key(ENTER, "Enter", "give", ("give",)),
        Key(ENTER, "Enter", "discard", ("discard",)), Key((pygame.K_p,), "P", "pass_draw", ("pass",)),
        Key((pygame.K_e,), "E", "end_turn", ("end_turn",)), Key((pygame.K_d,), "D", "draw", ("draw",)),
        Key((pygame.K_s,), "S", "sandstorm", ("sandstorm",)))


def describe(played, tr) -> str:
    """A combination on the table in words ("7のペア", "stairs ♥5-7")."""
    combo = played.combo
    if combo.kind == "joker":
        return tr("ui.daifugo13.combo.joker")
    if combo.kind == "sandstorm":
        return tr("ui.daifugo13.combo.sandstorm")
    if combo.kind == "group":
        rank = strength_name(combo.rank)
        if combo.size == 1:
            return tr("ui.daifugo13.combo.single", rank=rank)
        return tr("ui.daifugo13.combo.group", rank=rank, n=combo.size)
    suits = "".join(SUIT_SYMBOLS[s] for s in combo.suits)
    return tr("ui.daifugo13.combo.stairs", suits=suits, lo=strength_name(combo.lo), hi=strength_name(combo.hi))


def reading_label(action: Action, tr) -> str:
    """The button text for one reading of a joker play: "as 7s", "as stairs ♥5-7"."""
    value = action.value
    if action.kind == "sandstorm":
        return tr("ui.daifugo13.combo.sandstorm")
    if not isinstance(value, str):
        return tr("daifugo13.action.play")
    kind, _, rest = value.partition(":")
    if kind == "group":
        return tr("ui.daifugo13.reading.group", rank=rest)
    suits, _, span = rest.partition(":")
    return tr("ui.daifugo13.reading.stairs", suits="".join(SUIT_SYMBOLS[s] for s in suits), span=span)


class Layout(StandardLayout):
    game_id = "daifugo13"
    OFF_TURN_MARKS = ("ui.daifugo13.status.passed",)
    OFF_TURN_PREFIXES = (("ui.daifugo13.status.passed_drew", "n"),)
    GEOMETRY = Geometry
    PLAN = AnimationPlan
    WORDS = {"cards": "ui.daifugo13.hand_n", "total": "ui.daifugo13.total", "turn": "ui.daifugo13.turn",
             "your_turn": "ui.daifugo13.your_turn", "thinking": "ui.daifugo13.thinking"}
    LOG = {"play": ("ui.daifugo13.log.play", "name", "cards"), "pass": ("ui.daifugo13.log.pass", "name", "n"),
           "give": ("ui.daifugo13.log.give", "name", "to"), "discard": ("ui.daifugo13.log.discard", "name"),
           "named": ("ui.daifugo13.log.named", "name", "what"), "bomb": ("ui.daifugo13.log.bomb", "name", "n=count"),
           "clear": ("ui.daifugo13.log.clear",)}
    PROMPT_SIZE = 19
    CUTS = (124, 459)   # under the opponents' row; above the viewer's line, hand and buttons
    HAND_COLUMN = (0, 977)   # the viewer's line and hand; the buttons beside them
    keys = KEYS
    FINISH_IN = Geometry(5, 0).buttons_area   # the same at every table size
    same = staticmethod(same_move)

    def __init__(self, table) -> None:
        super().__init__(table)
        self.selected: list[Card] = []
        self.readings: list[Action] = []     # open popup: the readings to choose from
        self.hit_cards: list[tuple[pygame.Rect, Card]] = []
        self.log = EventLog(maxlen=7)        # events, rendered in the current language
        self.reason_text = ""                # why the current selection cannot be played
        self.status: dict[int, str] = {}     # seat -> short remark on its panel ("passed")
        self.dialog_buttons: list[Button] = []
        self.opening = False                 # the opening animation runs

    # ---- helpers --------------------------------------------------------------------------------
    def action_words(self, action: Action) -> str | None:
        """The Queen Bomber's named rank: "name 7 for the Queen Bomber"."""
        if action.kind != "bomb" or action.value is None:
            return None
        return self.tr("ui.daifugo13.hint.bomb", name=bomb_label(str(action.value), self.tr))

    def players_of(self, view) -> int:
        return view.pub.players

    def hint_button_rect(self, width: int, height: int) -> tuple[int, int, int, int]:
        """Top right, beside the opponents' row (the action buttons fill the bottom right)."""
        return (HINT_COLUMN_X, 8, 116, 38)

    def undo_button_rect(self, width: int, height: int) -> tuple[int, int, int, int]:
        """Under the Hint button (left of it are the last opponent's badges)."""
        x, y, w, h = self.hint_button_rect(width, height)
        return (x, y + h + 6, w, h)

    def reset(self) -> None:
        self.selected = []
        self.readings = []

    def unattended_answer(self, legal: list[Action]) -> Action | None:
        """Pass-and-play: a human's sandstorm offer out of turn is kept for later, unseen."""
        return next((a for a in legal if a.kind == "hold"), None)

    def ai_pace(self, view) -> float:
        return 0.5 if view.pub.phase == "effect" else 1.0

    def playable(self, view, ctx: DrawContext) -> set | None:
        """The kinds of hand cards (card_key) some legal move uses now (a play, the sandstorm, the
        card a 7 gives or a 10 discards); None when the seat has no decision. Out of turn with a
        sandstorm offer only its cards are usable; on turn with only a pass or a draw, none."""
        if not ctx.legal:
            return None
        return {card_key(c) for a in ctx.legal if a.kind in ("play", "sandstorm", "give", "discard")
                for c in a.cards}

    def describe(self, played) -> str:
        """A play on the field in words, as its caption names it."""
        return describe(played, self.tr)

    def deciding(self, view, ctx: DrawContext) -> str | None:
        """The effect the viewer must decide now (give, discard, eleven_back, bomb), if any."""
        pub = view.pub
        if pub.phase == "effect" and ctx.legal and pub.effect_player == view.seat and pub.effects:
            return pub.effects[0]
        return None

    def turn_seat(self, view, ctx: DrawContext | None = None) -> int | None:
        """Whose turn the table shows: the player on turn or the one resolving effects (never the
        hidden sandstorm holder), and nobody while that seat's move is being animated."""
        pub = view.pub
        if pub.phase == "over" or self.opening:
            return None  # nobody's turn yet while the leader is being drawn
        seat = pub.effect_player if pub.phase == "effect" else pub.turn
        if ctx is not None and seat is not None and not self.shows_turn(seat, True, ctx):
            return None
        return seat

    # ---- prompt ---------------------------------------------------------------------------------
    def prompt(self, view, ctx: DrawContext) -> str:
        tr = self.tr
        pub = view.pub
        kinds = self.kinds(ctx)
        if pub.phase == "over":
            return tr("daifugo13.phase.over")
        if ctx.busy:
            return ""
        turn = self.turn_seat(view)
        if not ctx.legal or (kinds <= {"sandstorm", "hold"} and turn != view.seat):
            if ctx.thinking is not None and ctx.thinking == turn:
                return tr("ui.daifugo13.prompt.thinking", name=self.name(turn))
            if turn is not None and turn != view.seat:
                return tr("ui.daifugo13.prompt.waiting", name=self.name(turn))
            return ""
        effect = self.deciding(view, ctx)
        if effect is not None:
            return ""
        forced = self.forced_prompt(view, ctx)
        if forced:
            return forced
        if "draw" in kinds:
            return tr("ui.daifugo13.prompt.stuck")
        if "end_turn" in kinds:
            return tr("daifugo13.phase.after_draw")
        if not pub.table:
            return tr("ui.daifugo13.prompt.lead")
        if not kinds & {"play", "sandstorm"}:   # nothing beats the top: the pass is the only move
            return tr("ui.daifugo13.prompt.cannot_beat", top=describe(pub.table[-1], tr))
        return tr("ui.daifugo13.prompt.follow", top=describe(pub.table[-1], tr))

    # ---- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view, ctx: DrawContext) -> None:
        g = self.geo(view)
        self.hit_cards = []
        for seat in g.opponents:
            self.draw_seat(surface, view, g, seat, ctx)
        self._draw_piles(surface, view, g, ctx)
        self._draw_field(surface, view, g, ctx)
        self._draw_info(surface, view, g)
        self.draw_own_line(surface, view, g, ctx)
        self.draw_hand(surface, view, g, ctx)
        self._build_buttons(view, g, ctx)
        self._update_reason(view, ctx)
        self.finish_frame(surface, view, g, ctx)

    def draw_overlay(self, surface, view, ctx) -> None:
        """The effect dialogs and the reading popup sit above everything but the banners."""
        if ctx.busy:
            return
        g = self.geo(view)
        effect = self.deciding(view, ctx)
        if effect is not None:
            self._draw_dialog(surface, view, g, ctx, effect)
        elif self.readings:
            self._draw_readings(surface, g)
        self.draw_buttons(surface, self.dialog_buttons, ctx.mouse)

    def _update_reason(self, view, ctx) -> None:
        self.reason_text = ""
        if self.selected and ctx.legal and self.deciding(view, ctx) is None:
            exc = refusal(self.selected, view, ctx.legal)
            if exc is not None:
                self.reason_text = self.tr.error(exc)

    def seat_header_style(self, view, g: Geometry, seat: int, ctx) -> dict:
        return {"inset": (14, 8)}

    def draw_seat_body(self, surface, view, g: Geometry, seat: int, rect: pygame.Rect, active: bool, ctx) -> None:
        """An opponent's backs, the cards it holds and has discarded, and its remark ("passed")."""
        art, text = self.app.cards, self.app.text
        count = self.hand_count(view, seat, ctx)
        step = max(3, min(12, (rect.w - 150) // max(1, count)))
        draw_back_row(art, surface, pygame.Rect(rect.x + 14, rect.y + 40, *SMALL), count, 20, step)
        # the captions stand on the panel's foot: raised type (larger text, a small window) grows upwards
        text.blit(surface, self.tr("ui.daifugo13.hand_n", n=count), (rect.x + 14, rect.bottom - 1), 14, CREAM,
                  anchor="bottomleft")
        discards = view.pub.discard_counts[seat]
        top = rect.y + 64
        if discards:
            line = text.blit(surface, self.tr("ui.daifugo13.discards_n", n=discards), (rect.right - 12, rect.bottom - 1),
                             MIN_TEXT, DIM, anchor="bottomright")
            # raised type lifts the remark off the discards' line (lines have room above their ink)
            top = min(top, line.top + 3 - text.font(MIN_TEXT, True).get_height())
        remark = self.seat_state(view, seat, ctx)
        if remark:
            text.blit(surface, remark[0], (rect.right - 12, top), MIN_TEXT, remark[1], bold=True, anchor="topright")

    def seat_total(self, seat: int) -> str:
        """The seat's match total so far (public), only in a match of more than one deal."""
        return super().seat_total(seat) if self.table.match.deals > 1 else ""

    def seat_badges(self, view, seat: int) -> list[tuple[str, tuple]]:
        """The seat's public marks: the best of the last deal (oya), a lead streak."""
        pub = view.pub
        parts = []
        if self.opening:
            return parts
        later_deal = getattr(getattr(self.table, "match", None), "deal_index", 0) > 0
        if pub.oya == seat and later_deal:   # the best of the last deal (D32); the first deal has none
            parts.append((self.tr("ui.daifugo13.oya"), GOLD))
        if pub.last_leader == seat and pub.lead_streak >= 2:  # D26: a third lead in a row moves on
            parts.append((self.tr("ui.daifugo13.lead_streak", n=pub.lead_streak), GOLD))
        return parts

    def _draw_piles(self, surface, view, g: Geometry, ctx) -> None:
        art, text = self.app.cards, self.app.text
        area = g.piles_area
        panel(surface, area)
        pile = g.pile_rect()
        text.blit(surface, self.tr("ui.daifugo13.pile"), (area.x + 14, area.y + 10), 17, CREAM, bold=True)
        draw_pile(art, surface, pile, view.pile_size, 5)
        text.blit(surface, self.tr("ui.daifugo13.count", n=view.pile_size), (pile.right + 16, pile.centery), 26,
                  GOLD, bold=True, anchor="midleft")
        dead = g.dead_rect()
        text.blit(surface, self.tr("ui.daifugo13.dead"), (area.x + 14, g.dead_label_y()), 17, CREAM, bold=True)
        dead_n = len(view.pub.dead_public) + sum(view.pub.discard_counts)
        draw_pile(art, surface, dead, dead_n)
        text.blit(surface, self.tr("ui.daifugo13.count", n=dead_n), (dead.right + 16, dead.centery), 26, CREAM,
                  bold=True, anchor="midleft")

    def _draw_field(self, surface, view, g: Geometry, ctx) -> None:
        art, text = self.app.cards, self.app.text
        area = g.field_area
        pub = view.pub
        panel(surface, area, alpha=110, kind="area")
        text.blit(surface, self.tr("ui.daifugo13.field"), (area.x + 14, area.y + 10), 17, CREAM, bold=True)
        table = [] if ctx.suppressed.get("table") else list(pub.table)
        if not table:
            lead = self.turn_seat(view, ctx)
            if lead is not None and pub.phase != "over" and not ctx.busy:
                text.blit(surface, self.tr("ui.daifugo13.field_empty", name=self.name(lead)), area.center, 20,
                          DIM, anchor="center")
            return
        landing = bool(ctx.suppressed.get("field"))   # a new play lands on top: these are all older now
        older = table[-2:] if landing else table[-3:-1]
        for depth, played in zip(range(len(older), 0, -1), older):
            slots = g.under_slots(depth, len(played.cards))
            for rect, card in zip(slots, played.cards):
                art.blit(surface, card, rect, shadow=False)
                surface.blit(_shade(rect.size), rect)
            if slots:   # an older play says who made it too
                player_tag(surface, text, slots[0], self.name(played.seat), width=130, color=DIM, left=True)
        if landing:
            return   # the new play's cards and caption are sprites until the view catches up
        top = table[-1]
        slots = g.field_slots(len(top.cards))
        for rect, card in zip(slots, top.cards):
            art.blit(surface, card, rect)
        caption = self.tr("ui.daifugo13.played_by", name=self.name(top.seat), what=describe(top, self.tr))
        line = text.blit(surface, caption, (area.centerx, slots[-1].bottom + 12), 17, GOLD, bold=True, anchor="midtop")
        record("play", line.unionall(slots), "top")   # the play to beat: a toast climbs over it

    def _draw_info(self, surface, view, g: Geometry) -> None:
        text = self.app.text
        tr = self.tr
        pub = view.pub
        area = g.info_area
        panel(surface, area)
        col = InfoColumn(surface, text, area.x + 14, area.y + 10, area.w - 28)
        match = self.table.match
        deal = len(match.deal_results) + (0 if pub.phase == "over" else 1)
        col.line(tr("ui.daifugo13.deal_of", n=min(deal, match.deals), of=match.deals), 14, DIM, 24)
        key = "ui.daifugo13.clockwise" if pub.direction == 1 else "ui.daifugo13.counterclockwise"
        col.line(tr(key), 18, CREAM, 30, bold=True)
        order = tr("ui.daifugo13.order_inverted" if pub.inverted else "ui.daifugo13.order_normal")
        col.line(order, 16, GOLD if pub.inverted else DIM, 26, bold=pub.inverted)
        if pub.revolutions % 2:
            col.pill(tr("ui.daifugo13.revolution_on", n=pub.revolutions), (170, 40, 50), TAG_TEXT, pitch=30,
                     pad=(16, 6))
        elif pub.revolutions:
            col.line(tr("ui.daifugo13.revolutions", n=pub.revolutions), 15, DIM, 24)
        if pub.eleven_back % 2:
            col.pill(tr("ui.daifugo13.eleven_back_on"), (46, 86, 160), TAG_TEXT, pitch=30, pad=(16, 6))
        if pub.pending_revolutions:
            col.line(tr("ui.daifugo13.pending_revolution"), 14, RED_TEXT, 22)
        log_top = max(col.y + 6, area.y + 160)
        pygame.draw.line(surface, (201, 161, 74), (area.x + 10, log_top), (area.right - 10, log_top), 1)
        self.draw_log(surface, pygame.Rect(area.x + 4, log_top - 2, area.w - 8, area.bottom - 1 - log_top))

    def own_name(self, view, seat: int) -> str:
        return self.name(seat) if view.seat is not None else self.tr("ui.daifugo13.spectator")

    def own_facts(self, view, ctx: DrawContext) -> list[str]:
        """The cards the viewer has discarded, its marks."""
        seat = self.geo(view).bottom
        discards = view.pub.discard_counts[seat]
        facts = [self.tr("ui.daifugo13.discards_n", n=discards)] if discards else []
        return facts + [label for label, _ in self.seat_badges(view, seat)]

    def seat_state(self, view, seat: int, ctx: DrawContext) -> tuple[str, tuple] | None:
        """The seat's remark ("passed") while it is not on turn: one state per panel."""
        remark = self.status.get(seat) if not self.seat_on_turn(view, seat, ctx) else None
        return (remark, RED_TEXT) if remark else None

    def hand_cards(self, view, ctx: DrawContext) -> list[Card] | None:
        if view.seat is None:
            return None
        return still_in_hand(list(sorted_cards(view.hand or ())), view.seat, ctx, self.table.anim)

    def hand_backs(self, view) -> int:
        return view.hand_sizes[self.geo(view).bottom]

    def hand_active(self, view, ctx: DrawContext) -> bool:
        """The hand's cards are choices while a play, or the card to give or discard, is chosen; an
        Eleven Back or a bomb's rank is answered with the dialog's buttons alone."""
        return (bool(ctx.legal) and not ctx.busy and not self.readings
                and self.deciding(view, ctx) in (None, "give", "discard"))

    def usable(self, view, ctx: DrawContext) -> set | None:
        kinds = self.playable(view, ctx)
        return None if kinds is None else {c for c in view.hand or () if card_key(c) in kinds}

    def decorate_card(self, surface, view, card: Card, rect: pygame.Rect, active: bool) -> None:
        """A card given to this seat (a 7's gift) carries a blue dot."""
        if any(c == card for _, c in view.gifts_received):
            pygame.draw.circle(surface, (120, 200, 255), (rect.right - 10, rect.bottom - 10), 5)

    # ---- buttons and dialogs ----------------------------------------------------------------------
    def _build_buttons(self, view, g: Geometry, ctx) -> None:
        tr = self.tr
        area = g.buttons_area
        rows = [pygame.Rect(area.x, area.y + 6 + i * 58, area.w, 50) for i in range(4)]
        buttons: list[Button] = []
        self.dialog_buttons: list[Button] = []
        kinds = self.kinds(ctx)
        effect = self.deciding(view, ctx)
        if ctx.busy:
            pass
        elif effect is not None:
            self._dialog_buttons(view, g, ctx, effect)
        elif self.readings:
            self._reading_buttons(g, ctx)
        elif ctx.legal:
            row = 0
            if kinds & {"play", "pass", "end_turn"}:  # on turn: Play, enabled for a legal selection
                plays = matching_plays(self.selected, ctx.legal)
                buttons.append(self.action_button("play", tr("ui.daifugo13.btn.play", n=len(self.selected)), rows[row],
                                                  plays, ctx, primary=True, hotkey="Enter"))
                row += 1
            for kind, key in (("pass", "P"), ("end_turn", "E"), ("draw", "D")):
                if kind in kinds:
                    buttons.append(self.action_button(kind, tr(f"daifugo13.action.{kind}"), rows[row], Action(kind),
                                                      ctx, primary=kind == "draw", hotkey=key))
                    row += 1
            if "sandstorm" in kinds:
                storm = next(a for a in ctx.legal if a.kind == "sandstorm")
                buttons.append(self.action_button("sandstorm", tr("ui.daifugo13.btn.sandstorm"), rows[min(row, 3)],
                                                  storm, ctx, primary=True, hotkey="S"))
        self.buttons = buttons

    def _dialog_buttons(self, view, g: Geometry, ctx, effect: str) -> None:
        tr = self.tr
        box = g.dialog_rect()
        kinds = self.kinds(ctx)
        wide = pygame.Rect(0, 0, 250, 50)
        if effect in ("give", "discard"):
            ok = pygame.Rect(box.centerx - 260, box.bottom - 62, 250, 50)
            skip = pygame.Rect(box.centerx + 10, box.bottom - 62, 250, 50)
            chosen = Action(effect, (self.selected[0],)) if len(self.selected) == 1 else None
            self.dialog_buttons = [
                self.action_button(effect, tr(f"daifugo13.action.{effect}"), ok, chosen, ctx, primary=True,
                                   hotkey="Enter"),
                self.action_button("skip_" + effect, tr(f"daifugo13.action.skip_{effect}"), skip,
                                   Action("skip_" + effect), ctx)]
        elif effect == "eleven_back":   # tall enough for a label on two lines in raised type
            wide.size = (300, max(50, 2 * self.app.text.font(MIN_TEXT, True).get_linesize() + 4))
            self.dialog_buttons = [
                self.action_button("eleven_back", tr("daifugo13.action.eleven_back"),
                                   wide.move(box.centerx - 310, box.bottom - 26 - wide.h), Action("eleven_back"), ctx,
                                   primary=True),
                self.action_button("skip_eleven_back", tr("daifugo13.action.skip_eleven_back"),
                                   wide.move(box.centerx + 10, box.bottom - 26 - wide.h), Action("skip_eleven_back"),
                                   ctx)]
        elif effect == "bomb":
            buttons = []
            cols, bw, bh, gap = 7, 84, 48, 8
            font = self.app.text.font(MIN_TEXT, True)
            for r in range(0, len(BOMB_NAMES), cols):   # a row of ranks, centred; a long label widens its button
                names = BOMB_NAMES[r:r + cols]
                widths = [max(bw, font.size(bomb_label(name, tr))[0] + 22) for name in names]
                x = box.centerx - (sum(widths) + (len(names) - 1) * gap) // 2
                for name, w in zip(names, widths):
                    rect = pygame.Rect(x, box.y + 110 + r // cols * (bh + 26), w, bh)
                    buttons.append(self.action_button("bomb:" + name, bomb_label(name, tr), rect,
                                                      Action("bomb", (), name), ctx))
                    x += w + gap
            self.dialog_buttons = buttons

    def _reading_buttons(self, g: Geometry, ctx) -> None:
        box = self._readings_box(g)
        buttons = []
        for i, action in enumerate(self.readings):
            rect = pygame.Rect(box.x + 20, box.y + 50 + i * 52, box.w - 40, 44)
            buttons.append(self.action_button(f"reading:{i}", reading_label(action, self.tr), rect, action,
                                              ctx, primary=i == 0))
        rect = pygame.Rect(box.x + 20, box.y + 50 + len(self.readings) * 52, box.w - 40, 40)
        buttons.append(Button("cancel", self.tr("ui.daifugo13.btn.cancel"), rect))
        self.dialog_buttons = buttons

    def _readings_box(self, g: Geometry) -> pygame.Rect:
        n = len(self.readings)
        rows = min(n, 7)
        box = pygame.Rect(0, 0, 380, 110 + rows * 52)
        box.center = g.field_area.center
        box.y = max(box.y, 120)
        return box

    def _draw_readings(self, surface, g: Geometry) -> None:
        box = self._readings_box(g)
        dialog_panel(surface, box)
        self.app.text.blit(surface, self.tr("ui.daifugo13.reading.title"), (box.centerx, box.y + 12), 18, GOLD,
                           bold=True, anchor="midtop")

    def _draw_dialog(self, surface, view, g: Geometry, ctx, effect: str) -> None:
        text = self.app.text
        tr = self.tr
        box = g.dialog_rect()
        dialog_panel(surface, box)
        titles = {"give": "ui.daifugo13.dialog.give", "discard": "ui.daifugo13.dialog.discard",
                  "eleven_back": "ui.daifugo13.dialog.eleven_back", "bomb": "ui.daifugo13.dialog.bomb"}
        receiver = (view.seat + view.pub.direction) % view.pub.players
        text.blit(surface, tr(titles[effect], name=self.name(receiver)), (box.centerx, box.y + 16), 26, GOLD,
                  bold=True, anchor="midtop")
        hint_key = {"give": "daifugo13.effect.give", "discard": "daifugo13.effect.discard",
                    "eleven_back": "daifugo13.effect.eleven_back_choice", "bomb": "daifugo13.effect.bomb"}[effect]
        text.blit(surface, tr(hint_key), (box.centerx, box.y + 56), 17, CREAM, anchor="midtop")
        if effect in ("give", "discard"):
            hint = tr("ui.daifugo13.dialog.pick_card")
            if len(self.selected) == 1:
                card = self.selected[0]
                hint = tr("ui.daifugo13.dialog.chosen", card=card_text(card, tr))
                self.app.cards.blit(surface, card, pygame.Rect(box.centerx - FIELD[0] // 2, box.y + 114, *FIELD))
            else:
                pygame.draw.rect(surface, (90, 120, 100), pygame.Rect(box.centerx - FIELD[0] // 2, box.y + 114,
                                                                     *FIELD), 2, border_radius=6)
            text.blit(surface, hint, (box.centerx, box.y + 86), 17, GOLD, bold=True, anchor="midtop")
        elif effect == "bomb":
            counts = {}
            for card in view.hand or ():
                counts[bomb_name(card)] = counts.get(bomb_name(card), 0) + 1
            for b in self.dialog_buttons:
                name = b.name.partition(":")[2]
                if counts.get(name):
                    text.blit(surface, tr("ui.daifugo13.dialog.you_hold", n=counts[name]),
                              (b.rect.centerx, b.rect.bottom + 3), MIN_TEXT, RED_TEXT, anchor="midtop")

    # ---- the guided lesson -----------------------------------------------------------------------
    def lesson_zones(self, view) -> dict[str, pygame.Rect]:
        """The parts of the table the lesson talks about, on the 1280×720 canvas the table draws on:
        the viewer's hand (with the room a selected card rises into), the field, the draw pile,
        the dead pile, the info panel (direction, order, revolution, Eleven Back), the viewer's own
        panel, the opponents' panels (together and each as "seat<n>"), the action buttons, and
        the effect dialog while the viewer decides a 7, 10, J or Q."""
        g = self.geo(view)
        zones = {"field": g.field_area.copy(), "pile": g.pile_zone(), "dead": g.dead_zone(),
                 "info": g.info_area.copy(), "own": g.own_panel.copy(), "buttons": g.buttons_area.copy()}
        cards = g.hand_rects(view.hand_sizes[g.bottom])
        if cards:
            hand = cards[0].unionall(cards[1:])
            zones["hand"] = hand.union(hand.move(0, -SELECT_LIFT))
        else:
            zones["hand"] = g.hand_area.copy()
        panels = [g.panels[seat] for seat in g.opponents]
        zones["opponents"] = panels[0].unionall(panels[1:])
        zones.update({f"seat{seat}": g.panels[seat].copy() for seat in g.opponents})
        pub = view.pub
        if pub.phase == "effect" and pub.effects and view.seat is not None and pub.effect_player == view.seat:
            zones["dialog"] = g.dialog_rect()
        return zones

    def selection_for(self, action: Action) -> set[str]:
        """A sandstorm offer kept for later is made without a button."""
        names = super().selection_for(action)
        return set() if action.kind == "hold" else names

    def preselect(self, action: Action, whole: bool = True) -> None:
        """The cards of a play, or the card given or discarded, chosen, ready to confirm."""
        if action.kind in ("play", "give", "discard") and action.cards:
            self.selected = list(action.cards)

    # ---- input ----------------------------------------------------------------------------------
    def handle_event(self, event, view, ctx: DrawContext):
        """Nothing is answered while the table moves."""
        return None if ctx.busy else super().handle_event(event, view, ctx)

    def click(self, pos, view, ctx: DrawContext):
        """While the readings are up a click elsewhere does nothing."""
        return None if self.readings else super().click(pos, view, ctx)

    def click_target(self, entry, view, ctx) -> None:
        self._click_card(entry[1], view, ctx)

    def _click_card(self, card: Card, view, ctx) -> None:
        effect = self.deciding(view, ctx)
        if effect in ("give", "discard"):
            self.selected = [] if self.selected == [card] else [card]
            return
        if effect is not None:
            return
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)

    def press(self, name: str, view, ctx):
        if name == "play":
            plays = self.made_by("play") or []
            if len(plays) == 1:
                return plays
            self.readings = plays
            return None
        if name.startswith("reading:"):
            chosen = self.made_by(name)
            self.readings = []
            return chosen
        if name == "cancel":
            self.readings = []
            return None
        return self.made_by(name)

    # ---- animation --------------------------------------------------------------------------------
    def intro(self, view, anim) -> None:
        """The D02 leader draw (first deal) or who leads (later deals), then the deal."""
        g = self.geo(view)
        self.status = {}
        self.opening = True
        plan = AnimationPlan(self, g, view, view, anim)
        play_events(plan, view.opening, self.log_line, self.log, anim)
        anim.then(on_end=self._opened)

    def _opened(self) -> None:
        self.opening = False

    def log_line(self, event) -> str | None:
        """The lines `LOG` does not write: an effect's banner, a rule's line (said by its seat) and
        the next leader's."""
        tr, k = self.tr, event.kind
        if k == "effect":
            return tr(f"ui.daifugo13.banner.{str(event.value).rpartition('.')[2]}")
        if k in ("lead_limit", "stuck", "deadlock", "out"):
            who, what = self.log_param("name", event), tr(str(event.value))
            return tr("ui.polish.who_says", name=who, what=what) if who and k != "deadlock" else what
        if k == "leader":
            return tr(str(event.value), name=self.log_param("name", event))
        return super().log_line(event)

    def log_param(self, source: str, event):
        """The log's own value: the rank a bomb named."""
        if source == "what":
            return bomb_label(str(event.value), self.tr)
        return super().log_param(source, event)

    def log_cards(self, cards) -> str:
        return cards_text(cards, self.tr)


_SHADES: dict[tuple, pygame.Surface] = {}


def _shade(size) -> pygame.Surface:
    """A dark veil over an older play on the field, so the top combination stands out."""
    veil = _SHADES.get(size)
    if veil is None:
        veil = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (0, 0, 0, 90), veil.get_rect(), border_radius=6)
        _SHADES[size] = veil
    return veil


def card_text(card: Card, tr) -> str:
    if card is None:
        return "?"
    if card.suit == JOKER:
        return tr("daifugo13.name.joker")
    return card.label


def cards_text(cards, tr) -> str:
    return " ".join(card_text(c, tr) for c in cards)


def result_notes(match, tr) -> tuple[list[str], list[str]]:
    """Badges per seat (went out, bombed out, next deal's oya / leader, match winner) and notes (how
    the deal ended, the running totals or the match winner with the lowest total)."""
    names = seat_names(match, tr)
    result = match.deal_results[-1]
    details, seats = last_details(match)
    over = match.over
    winners = set(match.winners()) if over else set()
    carry = result.carry or {}

    def badge(s: int) -> list[str]:
        parts = []
        if seats[s].get("went_out"):
            parts.append(tr("ui.daifugo13.res.went_out"))
        elif seats[s].get("bombed_out"):
            parts.append(tr("ui.daifugo13.res.bombed_out"))
        if not over and carry.get("best") == s:
            parts.append(tr("ui.daifugo13.res.next_oya"))
        if not over and carry.get("worst") == s:
            parts.append(tr("ui.daifugo13.res.next_leader"))
        return parts

    badges = result_badges(tr, match, badge, winners)
    notes = []
    if details.get("deadlock"):
        notes.append(tr("daifugo13.event.deadlock"))
    elif details.get("finisher") is not None:
        notes.append(tr("ui.daifugo13.res.finisher", name=names[details["finisher"]]))
    totals = match.totals()
    notes.append(tr("ui.daifugo13.res.totals", totals=scores_line(tr, names, totals)))
    if over:
        notes.append(tr("ui.daifugo13.res.match_winner", name=joined_names(names, winners), n=min(totals)))
    return badges, notes


def result_cards(match) -> list[list[Card]]:
    """Under each seat: the cards left in hand (the finisher: the combination they went out with)."""
    details, seats = last_details(match)
    out = []
    for info in seats:
        codes = details.get("finishing_cards", []) if info.get("went_out") else info.get("hand", [])
        out.append([c for c in parse_cards(codes) if c is not None][:12])
    return out
