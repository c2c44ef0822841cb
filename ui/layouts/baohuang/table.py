"""The Bao Huang table (保皇) for five seats: draws a `BaoHuangView` — the four other seats across
the top in playing order (card counts, the Emperor's crown, the Emperor card while it is being
passed, passed / out marks with places, rebels, tribute counts, the Guard only once revealed),
the table's state at the left, the play to beat in the centre with who played it (older plays of
the round under it), the log at the right, and the viewer's panel and grouped hand at the bottom
(stacks of one rank with a count badge; the seat's own Guard card a marked stack of its own, the
Emperor card marked) — and turns clicks and keys into Bao Huang actions: the throne choice, the
rebellion answer, plays (the Play button is enabled only for a legal selection, otherwise the
reason is shown) and passes. Results notes and cards for the results screen are at the end."""
from __future__ import annotations

import pygame

from game.actions import Action, Event
from game.cards import JOKER, RANK_NAMES, Card
from ui.layouts.common import mark_hand
from ui.layouts.base import DrawContext
from ui.layouts.results import joined_names, result_badges, scores_line, seat_names
from ui.drawn import record
from ui.layouts.standard import StandardLayout
from ui.layouts.backs import draw_back_row
from ui.layouts.footer import ENTER, Key
from ui.layouts.common import (CREAM, DIM, GOLD, MIN_TEXT, RED_TEXT, EventLog, above_foot, blit_fit, dim_cards,
                               ellipsize, mark_selected, panel, player_tag, still_in_hand)
from ui.layouts.baohuang.anim import AnimationPlan
from ui.layouts.baohuang.marks import GUARD_BLUE, REBEL_RED, draw_crown, draw_shield
from ui.layouts.info_column import InfoColumn
from ui.layouts.pills import pill
from ui.layouts.baohuang.geometry import SMALL, STACK_DEPTH, THICK, Geometry
from ui.layouts.baohuang.hand import (Stack, click_count, matching_play, playable_keys, refusal, same_move,
                                      set_count, stacks_of)
from ui.layouts.baohuang.zones import lesson_zones
from ui.widgets import Button

from engines.baohuang.cards import strength

BLUE_TEXT = (150, 196, 255)
NUMBER_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(10)}
NUMBER_KEYS.update({getattr(pygame, f"K_KP{i}"): i for i in range(10)})
KEYS = (Key(ENTER, "Enter", "play", ("play",)), Key(ENTER, "Enter", "be_emperor", ("keep",)),
        Key(ENTER, "Enter", "no_rebel", ("no_rebel",)), Key((pygame.K_p,), "P", "pass", ("pass",)),
        Key((pygame.K_p,), "P", "pass_emperor", ("pass_emperor",)),
        Key(tuple(NUMBER_KEYS), "1–9", "count"), Key((pygame.K_c, pygame.K_BACKSPACE), "C", "clear", ("clear",)),
        Key((pygame.K_s,), "S", "solo", ("solo",)), Key((pygame.K_r,), "R", "rebel", ("rebel",)))


def rank_label(card: Card, tr) -> str:
    """A card's rank as the table names it: 6…10, J, Q, K, A, 2, small / big joker."""
    if card.suit == JOKER:
        return tr("baohuang.table.rank.small" if card.rank == 1 else "baohuang.table.rank.big")
    return RANK_NAMES.get(card.rank, str(card.rank))


def cards_text(cards, tr) -> str:
    """A play in words, rank by rank ascending: "9×3 + small joker"."""
    groups: list[tuple[str, int]] = []
    for card in sorted(cards, key=strength):
        label = rank_label(card, tr)
        if groups and groups[-1][0] == label:
            groups[-1] = (label, groups[-1][1] + 1)
        else:
            groups.append((label, 1))
    return " + ".join(f"{label}×{n}" if n > 1 else label for label, n in groups)


class Layout(StandardLayout):
    game_id = "baohuang"
    OFF_TURN_MARKS = ("baohuang.table.status.passed", "baohuang.table.status.no_rebel")
    OFF_TURN_PREFIXES = (("baohuang.table.status.out", "place"),)
    GEOMETRY = Geometry
    PLAN = AnimationPlan
    WORDS = {"cards": "baohuang.table.cards_n", "total": "baohuang.table.total", "turn": "baohuang.table.turn",
             "your_turn": "baohuang.table.your_turn", "thinking": "baohuang.table.thinking"}
    LOG = {"deal_start": ("baohuang.log.deal", "n", "name"),
           "tribute_give": ("baohuang.log.tribute_give", "name", "n"),
           "tribute_take": ("baohuang.log.tribute_take", "name", "n"),
           "emperor_card": ("baohuang.log.emperor_card", "name"), "emperor_pass": ("baohuang.log.emperor_pass", "name", "to"),
           "emperor:solo": ("baohuang.log.emperor_solo", "name"), "emperor": ("baohuang.log.emperor", "name"),
           "rebellion:rebel": ("baohuang.log.rebel", "name"), "rebellion": ("baohuang.log.no_rebel", "name"),
           "play": ("baohuang.log.play", "name", "cards"), "pass": ("baohuang.log.pass", "name"),
           "round_end": ("baohuang.log.round_end", "name"), "guard_revealed": ("baohuang.log.guard_revealed", "name"),
           "out": ("baohuang.log.out", "name", "place"),
           "reveal:silent_solo": ("baohuang.log.silent_solo", "name"), "reveal": ("baohuang.log.guard_was", "name")}
    # the throne and rebellion answers go quicker than plays, the same for every seat (how long a seat
    # takes must not tell whether it holds the Guard card)
    PHASE_PACE = {"throne": 0.6, "rebellion": 0.6}
    CUTS = (128, 457)   # under the opponents' row; above the viewer's line, hand and buttons
    HAND_COLUMN = (0, 999)   # the viewer's line and hand; the buttons beside them
    keys = KEYS
    FINISH_IN = Geometry(5, 0).buttons_area   # the same at every table size
    down_click = 3   # ↓ on a stack takes one of its cards back, as a right click does
    same = staticmethod(same_move)

    def __init__(self, table) -> None:
        super().__init__(table)
        self.selected: list[Card] = []
        self.hit_cards: list[tuple[pygame.Rect, Card]] = []   # one per stack: (rect, its first card)
        self.stacks: list[Stack] = []
        self.log = EventLog(maxlen=12)
        self.reason_text = ""
        self.last_stack: tuple | None = None   # the stack clicked last: number keys set its count too
        self.viewer_seat: int | None = None

    # ---- helpers ----------------------------------------------------------------------------------
    def sitting_out(self, view) -> bool:
        """Out (B14) while the others play on until a team is out (B15)."""
        return view.seat is not None and view.seat in view.out_order and view.phase == "play"

    def cards_words(self, cards) -> str:
        """As the log names a play: "A×5", "9×3 + small joker"."""
        return cards_text(cards, self.tr)

    def lesson_zones(self, view) -> dict[str, pygame.Rect]:
        """The parts of this table a lesson step may ring (zones.py)."""
        return lesson_zones(self.geo(view), view)

    def reset(self) -> None:
        self.selected = []
        self.last_stack = None
        self.hit_cards = []
        self.buttons = []
        self.reason_text = ""

    def active(self, ctx: DrawContext) -> bool:
        return bool(ctx.legal) and not ctx.busy

    def need(self, view) -> int | None:
        """How many cards a play must have now (None when leading)."""
        return len(view.last_play[1]) if view.last_play else None

    # ---- prompt -----------------------------------------------------------------------------------
    def prompt(self, view, ctx: DrawContext) -> str:
        tr = self.tr
        if view.phase == "over":
            return tr("baohuang.phase.over")
        if ctx.busy:
            return ""
        turn = self.turn_seat(view, ctx)
        if not ctx.legal:
            if turn is None:
                return ""
            if ctx.thinking == turn:
                return tr("baohuang.table.prompt.thinking", name=self.name(turn))
            if view.phase == "throne":
                return tr("baohuang.table.prompt.throne_other", name=self.name(turn))
            return tr("baohuang.table.prompt.waiting", name=self.name(turn))
        forced = self.forced_prompt(view, ctx)
        if forced:
            return forced
        kinds = self.kinds(ctx)
        if view.phase == "throne":
            right = self.name((view.seat + 1) % view.players)
            if "pass_emperor" in kinds:
                return tr("baohuang.table.prompt.throne_both" if "solo" in kinds else "baohuang.table.prompt.throne",
                          name=right)
            return tr("baohuang.table.prompt.throne_back_both" if "solo" in kinds else "baohuang.table.prompt.throne_back")
        if view.phase == "rebellion":
            return tr("baohuang.table.prompt.rebellion" if "rebel" in kinds else "baohuang.table.prompt.rebellion_guard")
        if view.last_play is None:
            return tr("baohuang.table.prompt.lead")
        seat, cards = view.last_play
        if "play" not in kinds:   # nothing in the hand beats it: the pass is the only move
            return tr("baohuang.table.prompt.cannot_beat", what=cards_text(cards, tr), name=self.name(seat))
        return tr("baohuang.table.prompt.follow", n=len(cards), what=cards_text(cards, tr), name=self.name(seat))

    def forced_reason(self, view, action: Action) -> str | None:
        """A pass forced by a play nothing in the hand beats names that play and who made it."""
        if action.kind != "pass" or view.phase != "play" or view.last_play is None:
            return None
        seat, cards = view.last_play
        return self.tr("baohuang.table.forced.cannot_beat", what=cards_text(cards, self.tr), name=self.name(seat))

    # ---- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view, ctx: DrawContext) -> None:
        g = self.geo(view)
        self.viewer_seat = view.seat
        self.hit_cards = []
        for seat in g.opponents:
            self.draw_seat(surface, view, g, seat, ctx)
        self._draw_info(surface, view, g)
        self._draw_field(surface, view, g, ctx)
        self.draw_log_panel(surface, g.log_area, 150, self.tr("baohuang.table.log"))
        self.draw_own_line(surface, view, g, ctx)
        self.draw_hand(surface, view, g, ctx)
        self._build_buttons(view, g, ctx)
        self._update_reason(view, ctx)
        self.finish_frame(surface, view, g, ctx)   # the Hint's throne / rebellion / pass marked

    def prompt_width(self, g) -> int:
        return g.hand_area.w - 20

    def footer_pos(self, g) -> tuple[int, int]:
        return g.keys_pos

    def footer_shown(self, view, ctx: DrawContext) -> bool:
        return view.seat is not None and view.phase == "play" and bool(view.hand)

    def _update_reason(self, view, ctx) -> None:
        self.reason_text = ""
        if self.selected and ctx.legal and view.phase == "play":
            exc = refusal(self.selected, view, ctx.legal)
            if exc is not None:
                self.reason_text = self.tr.error(exc)

    def marks(self, view, seat: int) -> list[tuple[str, tuple]]:
        """A seat's public marks: (label, colour) — Emperor (alone), Guard once revealed, rebel,
        tribute given / taken; drawn at an opponent's panel's foot, listed on the viewer's line."""
        tr = self.tr
        out = []
        if view.emperor == seat:
            out.append((tr("baohuang.table.badge.emperor_solo" if view.solo_declared
                           else "baohuang.table.badge.emperor"), GOLD))
        if view.guard == seat and view.emperor != seat:
            out.append((tr("baohuang.role.guard"), (150, 190, 250)))
        if view.silent_solo and view.emperor == seat:
            out.append((tr("baohuang.table.badge.silent_solo"), GOLD))
        if seat in view.rebels:
            out.append((tr("baohuang.table.badge.rebel"), (250, 130, 120)))
        n = view.tribute_counts[seat] if view.tribute_counts else 0
        if n and view.phase in ("throne", "rebellion"):
            key = "baohuang.table.badge.gave" if n < 0 else "baohuang.table.badge.took"
            out.append((tr(key, n=abs(n)), DIM))
        return out

    def seat_state(self, view, seat: int, ctx: DrawContext) -> tuple[str, tuple] | None:
        """One state per panel (the turn tab is drawn instead when the seat is on turn)."""
        if seat in view.out_order:
            place = view.out_order.index(seat) + 1
            return self.tr("baohuang.table.status.out", place=self.tr(f"baohuang.table.place.{place}")), GOLD
        if self.turn_seat(view) == seat:
            return None   # on turn, or its move is being shown
        if view.phase == "play" and seat in view.passed:
            return self.tr("baohuang.table.status.passed"), RED_TEXT
        if view.phase == "rebellion":
            answer = dict(view.answered).get(seat)
            if answer == "no_rebel":
                return self.tr("baohuang.table.status.no_rebel"), DIM
        return None

    def icons(self, view, seat: int, ctx: DrawContext, own: bool = False) -> tuple[bool, bool, bool]:
        """What stands before a seat's name: (the crown, the Emperor card being decided on, the
        shield); on the viewer's own line the shield once it knows it is the Guard."""
        crown = view.emperor == seat
        card = not crown and view.phase == "throne" and view.emperor_card_at == seat \
            and not ctx.suppressed.get("emperor_card")
        guard = (view.seat is not None and view.i_am_guard) if own else view.guard == seat
        return crown, card, guard and view.emperor != seat

    def seat_header_style(self, view, g: Geometry, seat: int, ctx) -> dict:
        crown, card, shield = self.icons(view, seat, ctx)
        return {"inset": (12, 8), "lead": 28 * (crown or card) + 24 * shield}

    def draw_seat_body(self, surface, view, g: Geometry, seat: int, rect: pygame.Rect, active: bool, ctx) -> None:
        """The icons before the name, the backs and how many, the state and the marks at the foot."""
        art, text = self.app.cards, self.app.text
        crown, card, shield = self.icons(view, seat, ctx)
        x = rect.x + 12
        if crown:
            draw_crown(surface, (x + 11, rect.y + 19), 22)
        elif card:
            self._emperor_card_mark(surface, (x + 11, rect.y + 19))
        if shield:
            draw_shield(surface, (x + 28 * (crown or card) + 9, rect.y + 20), 16)
        count = self.hand_count(view, seat, ctx)
        end = draw_back_row(art, surface, pygame.Rect(rect.x + 12, rect.y + 38, *SMALL), count, 34, 4)
        text.blit(surface, self.tr("baohuang.table.cards_n", n=count), (end + 10, rect.y + 44), 20,
                  CREAM if count else DIM, bold=True)
        status = self.seat_state(view, seat, ctx)
        status_w = 0
        if status:   # raised type (larger text, a small window) is lifted to end above the panel's foot
            label = ellipsize(text, status[0], 15, rect.w // 2, bold=True)
            y = above_foot(text, rect.bottom, 15, 24, bold=True)
            r = text.blit(surface, label, (rect.right - 12, y), 15, status[1], bold=True, anchor="topright")
            status_w = r.w + 10
        bx = rect.x + 12
        y = above_foot(text, rect.bottom, 14, 25, pad=4, bold=True)   # the pill's 4 px pad under its text
        for label, colour in self.marks(view, seat):
            room = rect.right - 12 - status_w - bx
            if room < 40:
                break
            r = pill(surface, text, label, (bx, y), (20, 30, 24), colour, width=room)
            bx = r.right + 6

    def _emperor_card_mark(self, surface, center) -> None:
        """The Emperor card being decided on: a small red card with a crown."""
        card = pygame.Rect(0, 0, 18, 26)
        card.center = center
        pygame.draw.rect(surface, (150, 30, 36), card, border_radius=3)
        pygame.draw.rect(surface, GOLD, card, 2, border_radius=3)
        draw_crown(surface, center, 12)

    def _draw_info(self, surface, view, g: Geometry) -> None:
        text, tr = self.app.text, self.tr
        area = g.info_area
        panel(surface, area)
        x, w = area.x + 12, area.w - 24
        col = InfoColumn(surface, text, x, area.y + 10, w)
        match = self.table.match
        col.line(tr("baohuang.table.deal_of", n=view.deal_number, of=match.deals_shown(view.deal_number)), 15, DIM)
        col.line(tr(f"baohuang.phase.{view.phase}"), 20, GOLD, 32, bold=True)
        if view.phase == "throne":
            col.line(tr("baohuang.table.info.card_at", name=self.name(view.emperor_card_at)), 15, CREAM, 22)
            if view.emperor_passes:
                col.line(tr("baohuang.table.info.passes", n=len(view.emperor_passes)), 15, DIM, 22)
                chain = [view.emperor_passes[0][0]] + [to for _, to in view.emperor_passes]
                names = [ellipsize(text, self.name(s), MIN_TEXT, w - 30) for s in chain]
                for i, name in enumerate(names[-6:]):   # the card's way round the table, one seat a line
                    col.line(("→ " if i else "") + name, MIN_TEXT, GOLD if i == len(names[-6:]) - 1 else DIM, 19,
                             indent=8)
        if view.emperor is not None:
            draw_crown(surface, (x + 10, col.y + 10), 20)
            col.line(self.name(view.emperor), 16, GOLD, bold=True, indent=26)
            col.line(tr("baohuang.table.info.alone" if view.solo_declared else "baohuang.table.info.emperor"), 15, DIM,
                     26, indent=26)
            if not view.solo_declared:
                if view.guard is not None and view.guard != view.emperor:
                    draw_shield(surface, (x + 10, col.y + 10), 16)
                    col.line(tr("baohuang.table.info.guard_is", name=self.name(view.guard)), 15, BLUE_TEXT, 26,
                             bold=True, indent=26)
                elif view.silent_solo:
                    col.line(tr("baohuang.table.badge.silent_solo"), 15, GOLD, 26, indent=26)
                else:
                    col.line(tr("baohuang.table.info.guard_hidden"), 15, DIM, 26, indent=26)
        if view.rebellion:
            col.pill(tr("baohuang.table.info.rebellion"), REBEL_RED, (255, 240, 220), width=w)
        if view.options.get("sixes_last"):
            col.line(tr("baohuang.option.sixes_last"), 15, DIM, 22)
        bottom = area.bottom - 10
        me = g.bottom
        half = (w - 60) // 2   # two names share the line: each keeps half of it
        blit_fit(surface, text, tr("baohuang.table.info.direction", seat=ellipsize(text, self.name(me), MIN_TEXT, half),
                                   name=ellipsize(text, self.name((me + 1) % view.players), MIN_TEXT, half)),
                 (x, bottom - 20), MIN_TEXT, w, DIM)
        played = len(view.played)
        if played:
            blit_fit(surface, text, tr("baohuang.table.info.played", n=played), (x, bottom - 42), MIN_TEXT, w, DIM)

    def _draw_field(self, surface, view, g: Geometry, ctx) -> None:
        art, text = self.app.cards, self.app.text
        area = g.field_area
        panel(surface, area, alpha=100, kind="area")
        if ctx.suppressed.get("table"):
            return
        plays = [(s, c) for s, c in view.round_plays if c]
        if not plays:
            turn = self.turn_seat(view, ctx)
            if view.phase == "play" and turn is not None and not ctx.busy:
                text.blit(surface, self.tr("baohuang.table.field_empty", name=self.name(turn)), area.center, 18, DIM,
                          anchor="center")
            return
        flying = bool(ctx.suppressed.get("field"))   # a new play is landing on top: all these are older
        older = plays[-2:] if flying else plays[-3:-1]
        for depth, (seat, cards) in zip(range(len(older), 0, -1), older):
            slots = g.under_slots(depth, len(cards))
            for rect, card in zip(slots, cards):
                art.blit(surface, card, rect, shadow=False)
                dim_cards(surface, [rect], 90)
            if slots:   # left of a narrow older play; above a wide one (the tag stays in the centre)
                left = slots[0].x - 134 >= area.x + 4
                player_tag(surface, text, slots[0] if left else slots[len(slots) // 2], self.name(seat), width=130,
                           color=DIM, left=left, below=False)
        if flying:
            return
        seat, cards = plays[-1]
        slots = g.field_slots(len(cards))
        for rect, card in zip(slots, cards):
            art.blit(surface, card, rect)
        top = pygame.Rect(slots[0].x, slots[0].y, slots[-1].right - slots[0].x, slots[-1].bottom - slots[0].y)
        caption = self.tr("baohuang.table.played_by", name=self.name(seat), what=cards_text(cards, self.tr))
        tag = player_tag(surface, text, top, caption, width=min(area.w - 40, max(260, top.w)), color=GOLD)
        record("play", top.union(tag), "top")   # the play to beat: a toast climbs over it

    def own_facts(self, view, ctx: DrawContext) -> list[str]:
        """What only the viewer knows about itself, then its marks (a spectator sees the seat's
        public marks; the viewer's Guard mark stands in its secret)."""
        seat, tr = self.geo(view).bottom, self.tr
        if view.seat is None:
            return [label for label, _ in self.marks(view, seat)]
        facts = self._own_secret(view)
        if view.emperor == seat or seat in view.rebels:
            facts += [label for label, _ in self.marks(view, seat) if label != tr("baohuang.role.guard")]
        return facts

    def own_lead(self, view, ctx: DrawContext) -> int:
        crown, card, shield = self.icons(view, self.geo(view).bottom, ctx, own=True)
        return 28 * crown + 24 * card + 24 * shield

    def draw_own_line(self, surface, view, g: Geometry, ctx) -> None:
        """The viewer's line, and the icons before its name."""
        super().draw_own_line(surface, view, g, ctx)
        crown, card, shield = self.icons(view, g.bottom, ctx, own=True)
        x, y = g.own_panel.x + 10, g.own_panel.centery
        if crown:
            draw_crown(surface, (x + 11, y), 22)
        elif card:
            self._emperor_card_mark(surface, (x + 9, y))
        if shield:
            draw_shield(surface, (x + 28 * crown + 24 * card + 9, y), 16, GUARD_BLUE)

    def _own_secret(self, view) -> list[str]:
        """What only this seat knows about itself: the Guard, playing alone in silence, its tribute."""
        tr = self.tr
        out = []
        if view.know_no_guard and not view.solo_declared and view.emperor == view.seat:
            if not view.silent_solo:                     # secret only until it is revealed
                out.append(tr("baohuang.table.you_silent"))
        elif view.i_am_guard and view.emperor != view.seat and view.guard is None:
            out.append(tr("baohuang.table.you_guard"))
        if view.tribute_given:
            out.append(tr("baohuang.table.you_gave", cards=cards_text(view.tribute_given, tr)))
        if view.tribute_received:
            out.append(tr("baohuang.table.you_took", cards=cards_text(view.tribute_received, tr)))
        return out

    # ---- the grouped hand -----------------------------------------------------------------------------
    def draw_hand(self, surface, view, g: Geometry, ctx) -> None:
        art, text = self.app.cards, self.app.text
        if view.seat is None:
            n = view.hand_sizes[g.bottom]
            for i, rect in enumerate(g.stack_rects(min(n, 12))):
                art.blit(surface, None, rect, face_up=False)
            self.stacks = []
            return
        cards = still_in_hand(list(view.hand), g.bottom, ctx, self.table.anim)
        stacks = stacks_of(cards)
        self.stacks = stacks
        self.selected = [c for c in self.selected if c in cards]
        rects = g.stack_rects(len(stacks))
        mark_hand(rects)
        active = self.active(ctx) and view.phase == "play" and "play" in self.kinds(ctx)
        usable = playable_keys(ctx.legal) if self.active(ctx) and view.phase == "play" else None
        received = set(view.tribute_received) if view.phase in ("throne", "rebellion") else set()
        hover = None
        for i, rect in enumerate(rects):
            if rect.inflate(0, 30).move(0, -10).collidepoint(ctx.mouse):
                hover = i
        for i, (stack, rect) in enumerate(zip(stacks, rects)):
            chosen = stack.chosen(self.selected)
            rest = [c for c in stack.cards if c not in chosen]
            lift = -8 if active and hover == i and not chosen else 0
            base = rect.move(0, lift)
            for j, card in enumerate(rest[:STACK_DEPTH + 1][::-1]):
                depth = min(len(rest), STACK_DEPTH + 1) - 1 - j
                art.blit(surface, card, base.move(depth * THICK, -depth * THICK), shadow=j == 0)
            top = base.move(0, 0)
            if chosen:
                up = rect.move(0, -24)
                for j, card in enumerate(chosen[:STACK_DEPTH + 1][::-1]):
                    depth = min(len(chosen), STACK_DEPTH + 1) - 1 - j
                    art.blit(surface, card, up.move(depth * THICK, -depth * THICK), shadow=True)
                mark_selected(surface, up)
                top = up
            if usable is not None and stack.key not in usable and not chosen:
                dim_cards(surface, [base])
            hinted = sum(1 for c in stack.cards if self.hinted(c))
            if hinted:
                self.mark_hint(surface, top)
            elif any(self.was_made(c) for c in stack.cards):
                self.mark_made(surface, top)
                pill(surface, self.app.text, str(hinted), (top.centerx, top.y + 20), (110, 210, 255), (10, 30, 50),
                     size=15, anchor="midtop")
            if received and any(c in received for c in stack.cards):   # B23: a card this seat received
                pygame.draw.circle(surface, (20, 40, 70), (top.x + 12, top.bottom - 12), 8)
                pygame.draw.circle(surface, BLUE_TEXT, (top.x + 12, top.bottom - 12), 6)
            if stack.guard:
                draw_shield(surface, (top.right - 12, top.y + 16), 16)
            if stack.emperor:
                draw_crown(surface, (top.right - 13, top.y + 13), 18)
            self._count_badge(surface, rect, len(stack.cards), len(chosen))
            if active:
                self.hit_cards.append((rect.union(rect.move(0, -24)), stack.cards[0]))
        del text

    def _count_badge(self, surface, rect: pygame.Rect, n: int, chosen: int) -> None:
        text = self.app.text
        label = f"{chosen}/{n}" if chosen else f"×{n}"
        colour = (122, 88, 30) if chosen else (20, 34, 26)
        if text.min_size > 15:   # raised type (larger text, a small window): on the card's foot, clear of the key line
            pill(surface, text, label, (rect.centerx, rect.bottom - 2), colour, GOLD if chosen else CREAM, size=15,
                 anchor="midbottom")
        else:
            pill(surface, text, label, (rect.centerx, rect.bottom + 4), colour, GOLD if chosen else CREAM, size=15,
                 anchor="midtop")

    def stack_at(self, pos) -> Stack | None:
        for rect, card in reversed(self.hit_cards):
            if rect.collidepoint(pos):
                return next((s for s in self.stacks if card in s.cards), None)
        return None

    def hovered_stack(self, ctx) -> Stack | None:
        return self.stack_at(ctx.mouse)

    def focus_moved(self, payload) -> None:
        """The focused stack is the one 1–9 set, as the stack clicked last is."""
        stack = next((s for s in self.stacks if payload in s.cards), None)
        if stack is not None:
            self.last_stack = stack.key

    def key_works(self, key, view) -> bool:
        """1–9 set a stack's count while the viewer may play cards."""
        legal = getattr(self.table, "legal", [])
        return view is not None and view.phase == "play" and any(a.kind == "play" for a in legal)

    # ---- buttons ------------------------------------------------------------------------------------
    def _build_buttons(self, view, g: Geometry, ctx) -> None:
        tr = self.tr
        area = g.buttons_area
        rows = [pygame.Rect(area.x, area.y + 6 + i * 58, area.w, 50) for i in range(3)]
        buttons: list[Button] = []
        if self.active(ctx):
            kinds = self.kinds(ctx)
            if view.phase in ("throne", "rebellion"):
                order = ([("keep", "Enter", True), ("solo", "S", False), ("pass_emperor", "P", False)]
                         if view.phase == "throne" else [("no_rebel", "Enter", True), ("rebel", "R", False)])
                shown = [o for o in order if o[0] in kinds]
                for row, (kind, key, primary) in zip(rows, shown):
                    buttons.append(self.action_button(kind, tr(f"baohuang.action.{kind}"), row, Action(kind), ctx,
                                                      primary=primary, hotkey=key))
            else:
                play = matching_play(self.selected, ctx.legal)
                label = tr("baohuang.table.btn.play", n=len(self.selected)) if self.selected else tr("baohuang.action.play")
                buttons.append(self.action_button("play", label, rows[0], play, ctx, primary=True, hotkey="Enter"))
                if "pass" in kinds:
                    buttons.append(self.action_button("pass", tr("baohuang.action.pass"), rows[1], Action("pass"), ctx,
                                                      hotkey="P"))
                if self.selected:
                    buttons.append(Button("clear", tr("baohuang.table.btn.clear"), rows[2], hotkey="C"))
        self.buttons = buttons

    def preselect(self, action: Action, whole: bool = True) -> None:
        if action.kind == "play" and action.cards:
            self.selected = list(action.cards)

    # ---- input --------------------------------------------------------------------------------------
    def handle_event(self, event, view, ctx: DrawContext):
        """Nothing while the table moves or the seat has no decision; a right click on a stack
        takes one of its cards back."""
        if ctx.busy or not ctx.legal:
            return None
        if event.type != pygame.MOUSEBUTTONDOWN:
            return super().handle_event(event, view, ctx)
        if event.button == 1:
            on_button, actions = self.click_button(event.pos, self.buttons, self.press, view, ctx)
            if on_button:
                return actions
        return self._click_stack(event, view)

    def _click_stack(self, event, view) -> None:
        """A click on a stack: left chooses one card more (with Shift: all or none), right one less."""
        stack = self.stack_at(event.pos) if view.phase == "play" else None
        if stack is None:
            return None
        self.last_stack = stack.key
        shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT) or bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        have = stack.count_selected(self.selected)
        if event.button == 3:
            self.selected = set_count(self.selected, stack, have - 1)
        elif event.button == 1 and shift:
            self.selected = set_count(self.selected, stack, 0 if have == len(stack.cards) else len(stack.cards))
        elif event.button == 1:
            self.selected = set_count(self.selected, stack, click_count(self.selected, stack, self.need(view)))
        return None

    def key(self, key, view, ctx):
        """1–9 set the count chosen of the stack under the mouse (or the one clicked last)."""
        if key in NUMBER_KEYS and view.phase == "play":
            stack = self.hovered_stack(ctx) or next((s for s in self.stacks if s.key == self.last_stack), None)
            if stack is not None:
                self.selected = set_count(self.selected, stack, NUMBER_KEYS[key])
            return None
        return super().key(key, view, ctx)

    def press(self, name: str, view, ctx):
        if name == "clear":
            self.selected = []
            return None
        return self.made_by(name)

    # ---- animation ----------------------------------------------------------------------------------
    def intro(self, view, anim) -> None:
        """The deal, the tribute (B23) as each seat may see it, and who holds the Emperor card."""
        g = self.geo(view)
        self.selected = []
        gave = [Event("tribute_give", seat, tuple(view.tribute_given) if seat == view.seat else (), value=-n)
                for seat, n in enumerate(view.tribute_counts) if n < 0]
        took = [Event("tribute_take", seat, tuple(view.tribute_received) if seat == view.seat else (), value=n)
                for seat, n in enumerate(view.tribute_counts) if n > 0]
        logged = {"deal": [Event("deal_start", view.dealer, value=view.deal_number)], "give": gave, "take": took,
                  "end": [Event("emperor_card", view.emperor_card_at)]}

        def log(part: str) -> None:   # the log follows the animation, never runs ahead of it
            anim.then(lambda: [self.log.append(e) for e in logged[part]] and [])

        AnimationPlan(self, g, view, view, anim).opening(log)

    def log_line(self, event) -> str | None:
        """The tribute's lines that `LOG` does not write: the viewer's own, with the cards given or taken."""
        if event.kind in ("tribute_give", "tribute_take") and event.seat is not None and event.seat == self.viewer_seat \
                and event.cards:
            key = "baohuang.log.you_gave" if event.kind == "tribute_give" else "baohuang.log.you_took"
            return self.tr(key, cards=self.log_cards(event.cards))
        return super().log_line(event)

    def log_param(self, source: str, event):
        """The log's own value: the place a seat went out in."""
        if source == "place":
            return self.tr(f"baohuang.table.place.{int(event.value)}")
        return super().log_param(source, event)


# ---- the results screen ------------------------------------------------------------------------------
def result_notes(match, tr) -> tuple[list[str], list[str]]:
    """Badges per seat (role and place, match winner) and notes (solo / rebellion, this deal's
    scores, the running totals, the match winner)."""
    names = seat_names(match, tr)
    if not match.deal_results:
        return ["" for _ in names], []
    result = match.deal_results[-1]
    details = result.details or {}
    roles = details.get("roles", [])
    places = details.get("places", [])
    winners = set(match.winners()) if match.over else set()

    def badge(seat: int) -> list[str]:
        known = seat < len(roles) and seat < len(places)
        return [tr(f"baohuang.note.role_{roles[seat]}", place=places[seat])] if known else []

    badges = result_badges(tr, match, badge, winners)
    notes = []
    if details.get("solo"):
        notes.append(tr(f"baohuang.note.solo_{details['solo']}"))
    if details.get("rebellion"):
        notes.append(tr("baohuang.note.rebellion"))
    notes.append(tr("baohuang.table.res.deal", scores=scores_line(tr, names, result.scores, signed=True)))
    totals = match.totals()
    notes.append(tr("baohuang.table.res.totals", totals=scores_line(tr, names, totals)))
    if match.over and winners:
        notes.append(tr("baohuang.table.res.match_winner", name=joined_names(names, winners), n=max(totals)))
    return badges, notes
