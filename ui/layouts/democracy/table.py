"""The Democracy table (デモクラシー): draws a `DemocracyView` — the deal panel (deal, Day 1 / Day 2,
trick, dealer, target, the options in play), every seat's panel (who still chooses, who has chosen,
the hand's backs, the captured pile with its points per suit, 13+ marked, the tribe points of this
deal and the match total toward the target), the voting pool with the turned card and the trump,
the face-down choices in front of each seat (never a face before the reveal: the view has none to
give, the viewer's own choice aside), the log, the hand — and turns clicks and keys into Democracy
actions: choosing a card (click it, click again or press the button), claiming a Bad Catch, the
dealer's Ghost / no-trump choice and the Suit Sweep declaration as dialogs built from the legal
actions. Choices are simultaneous (the rules' `face_down_phases`): the table scene lets this seat choose while AI
seats think and hands over in pass-and-play. At the end of a deal it shows every seat's suits and
tribe points; `result_notes`/`result_cards` feed the results scene. Animation lives in `anim`."""
from __future__ import annotations

import pygame

from game.actions import Action, Event
from game.cards import JOKER, SUIT_SYMBOLS, SUITS, Card
from ui.drawn import record
from ui.cards import suit_color
from ui.layouts.base import DrawContext
from ui.layouts.results import draw_score_lines, result_badges, seat_names, winners_note
from ui.layouts.standard import StandardLayout
from ui.layouts.info_column import InfoColumn
from ui.layouts.backs import counted_back_row, draw_pile, empty_place
from ui.layouts.footer import ENTER, Key
from ui.layouts.common import (BLUE, CREAM, DIM, GOLD, MIN_TEXT, RED_TEXT, blit_fit, dialog_panel, EventLog, panel,
                               player_tag, pill_badge, turn_panel, turn_tab)
from ui.layouts.democracy.anim import AnimationPlan, deal_flight
from ui.layouts.democracy.geometry import SMALL, TINY, Geometry
from ui.layouts.democracy.hand_order import sorted_hand
from ui.widgets import Button

THRESHOLD = 13                      # M10: a suit with 13+ points gives a tribe point
KEYS = (Key(ENTER, "Enter", "choose", ("play",)), Key(ENTER, "Enter", "declare", ("declare",)), Key((pygame.K_b,), "B", "bad_catch", ("bad_catch",)),
        Key((pygame.K_g,), "G", "ghost", ("ghost",)), Key((pygame.K_n,), "N", "no_trump", ("no_trump",)))


def card_label(tr, card: Card | None) -> str:
    if card is None:
        return "?"
    return tr("ui.democracy.joker") if card.suit == JOKER else card.label


def tribe_so_far(suit_points) -> int:
    """Suits with 13+ points captured so far (M10; the deal's score may differ: High Stake, sweeps)."""
    return sum(1 for p in suit_points if p >= THRESHOLD)


class Layout(StandardLayout):
    game_id = "democracy"
    OFF_TURN_MARKS = ("ui.democracy.status.chosen",)
    GEOMETRY = Geometry
    PLAN = AnimationPlan
    FOOTER_ANCHOR = "midbottom"
    HAND_TARGETS = "hits"
    LOG = {"deal_start": ("ui.democracy.log.deal", "dealer=name"), "reveal": ("ui.democracy.log.reveal", "cards"),
           "take": ("ui.democracy.log.take", "name", "n=count"), "turn:none": ("ui.democracy.log.turn_joker",),
           "turn": ("ui.democracy.log.turn", "card"), "ghost_choice:ghost": ("ui.democracy.log.ghost", "name"),
           "ghost_choice": ("ui.democracy.log.no_trump_chosen", "name"), "draw": ("ui.democracy.log.draw", "name", "card"),
           "bad_catch": ("ui.democracy.log.bad_catch", "name"), "redeal": ("ui.democracy.log.redeal",),
           "declared": ("ui.democracy.log.declared", "name", "suits"), "day_end": ("ui.democracy.log.day_end", "n"),
           "discard": ("ui.democracy.log.discard", "n=count")}
    PHASE_PACE = {"play": 0.45, "declare": 0.3, "ghost": 0.6}
    CUTS = (509,)   # under the viewer's tag (at any type size), above its panel, the prompt, hand and buttons
    HAND_COLUMN = (269, 1015)   # between the viewer's panel and the buttons
    keys = KEYS

    def __init__(self, table) -> None:
        super().__init__(table)
        self.selected: Card | None = None
        self.declare_sel: set[str] = set()
        self.hits: list[tuple[pygame.Rect, str, object]] = []
        self.log = EventLog(maxlen=9)

    # ---- helpers ------------------------------------------------------------------------------------
    def card_label(self, card) -> str:
        return card_label(self.tr, card)

    def reset(self) -> None:
        self.selected = None
        self.declare_sel = set()
        self.hits = []
        self.buttons = []

    def curtain_note(self, view, seat: int) -> str:
        if view.phase == "declare":
            key = "ui.democracy.curtain.declare"
        elif view.phase == "ghost":
            return self.tr("ui.democracy.curtain.ghost")
        else:
            key = "ui.democracy.curtain.choose"
        return self.tr(key, chosen=len(view.chosen), n=view.players)

    def active(self, view, ctx: DrawContext) -> bool:
        """This seat may choose now: its turn, and no animation it must watch first (other seats'
        face-down choices landing do not hold a simultaneous choice back)."""
        return self.my_turn(view, ctx) and (not ctx.busy or self.simultaneous(view))

    def record(self) -> tuple[int, list[int]]:
        """This deal's number and the running match totals (public)."""
        match = self.table.match
        return match.deal_index + 1, match.totals()

    def lesson_zones(self, view) -> dict[str, pygame.Rect]:
        """The parts of the table Democracy's lesson rings (engines/democracy/lesson.py), where
        `draw` puts them: the hand, the voting pool and its turned card, the face-down choices, the
        viewer's captured pile with its points per suit and its last trick, the deal panel, the
        log, the other seats and, once the deal is over, the results box."""
        g = self.geo(view)
        me = g.bottom
        hand = g.hand_rects(len(view.hand))
        choices = [g.choice_rect(seat) for seat in g.order]
        others = [g.panels[seat] for seat in g.order[1:]]
        zones = {
            "hand": hand[0].unionall(hand[1:]) if hand else g.hand_area.copy(),
            "pool": g.pool_rect(),
            "turned": g.turned_rect(),
            "choices": choices[0].unionall(choices[1:]),
            "captured": g.captured_area(me),
            "last_trick": g.last_trick_area(me),
            "panel": g.panels[me].copy(),
            "info": g.info_area.copy(),
            "log": g.log_area.copy(),
        }
        if others:
            zones["seats"] = others[0].unionall(others[1:])
        if view.phase == "over":
            zones["results"] = g.result_rect(view.players)
        return zones

    # ---- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view, ctx: DrawContext) -> None:
        g = self.geo(view)
        self.hits = []
        self.buttons = []
        self._draw_info(surface, view, g)
        self.draw_log_panel(surface, g.log_area)
        for seat in g.order:
            self.draw_seat(surface, view, g, seat, ctx)
        self._draw_pool(surface, view, g, ctx)
        self._draw_choices(surface, view, g, ctx)
        self.draw_hand(surface, view, g, ctx)
        mine = self.active(view, ctx)
        if view.phase == "over" and not ctx.busy:
            self._draw_results(surface, view, g)
        elif mine and view.phase == "ghost":
            self._draw_dialog(surface, g.ghost_box, "ui.democracy.ghost_title", "ui.democracy.ghost_body")
        elif mine and view.phase == "declare":
            self._draw_dialog(surface, g.dialog_box, "ui.democracy.declare_title", "ui.democracy.declare_body")
        self._build_buttons(view, g, ctx)
        ghost = mine and view.phase == "ghost"   # the dialog says it
        self.finish_frame(surface, view, g, ctx, ("" if ghost else self.prompt_line(view, ctx), False))

    def footer_pos(self, g) -> tuple[int, int]:
        return g.keys_pos

    def footer_shown(self, view, ctx: DrawContext) -> bool:
        return self.active(view, ctx) and view.phase == "play"

    def _draw_info(self, surface, view, g: Geometry) -> None:
        text, tr = self.app.text, self.tr
        area = g.info_area
        panel(surface, area)
        number, _ = self.record()
        x, y, w = area.x + 12, area.y + 8, area.w - 24
        text.blit(surface, tr("ui.democracy.deal_n", n=number), (x, y), 17, GOLD, bold=True)
        day = tr("ui.democracy.day_n", n=view.day, of=view.days) if view.days > 1 else tr("ui.democracy.one_day")
        text.blit(surface, day, (area.right - 12, y), 17, GOLD, bold=True, anchor="topright")
        col = InfoColumn(surface, text, x, y + 28, w)
        trick = min(view.trick_number + 1, view.tricks_per_day)   # no trick line once the deal is over
        col.line(tr("ui.democracy.trick_n", n=trick, of=view.tricks_per_day) if view.phase != "over" else "", 15,
                 CREAM, bold=True)
        col.line(tr("ui.democracy.dealer", name=self.name(view.dealer)), 15, DIM)
        col.line(tr("ui.democracy.target", n=view.target), 15, CREAM, bold=True)
        pool = tr("ui.democracy.pool_left", n=view.pool_left)
        col.line(pool + tr("ui.democracy.later", n=view.later) if view.later else pool, 14, DIM)
        rules = self.option_names(view)
        if rules:
            lines = text.wrap(" · ".join(rules), MIN_TEXT, w)[:2]
            for i, line in enumerate(lines):
                text.blit(surface, line, (x, y + 126 + i * 20), MIN_TEXT, DIM)

    def option_names(self, view) -> list[str]:
        opts = view.options
        keys = ("one_day", "bad_catch", "high_stake", "ghost", "dummy_joker", "suit_sweep")
        return [self.tr(f"ui.democracy.opt.{k}") for k in keys if opts.get(k)]

    def _seat_state(self, view, seat: int, ctx) -> tuple[str, bool]:
        """(the tab's label, whether the seat is on turn) — one state per panel."""
        tr = self.tr
        if view.phase == "over":
            return "", False
        legal = getattr(self.table, "legal", ctx.legal)   # the seat's own moves (a lesson narrows ctx.legal)
        just_chosen = ctx.suppressed.get(f"choice:{seat}") or (
            seat == view.seat and not legal and self.table.viewer == seat)
        if seat in view.to_act and self.simultaneous(view) and just_chosen:
            return tr("ui.democracy.status.chosen"), False   # chosen just now: the view catches up
        if seat in view.to_act and not self.shows_turn(seat, True, ctx):
            return "", False   # its move is being shown
        if seat in view.to_act:
            if ctx.thinking == seat:
                return tr("ui.democracy.status.thinking"), True
            key = {"ghost": "ui.democracy.status.ghost", "declare": "ui.democracy.status.declaring"}.get(
                view.phase, "ui.democracy.status.choosing")
            return tr(key), True
        if seat in view.chosen:
            return tr("ui.democracy.status.chosen"), False
        return "", False

    def seat_on_turn(self, view, seat: int, ctx) -> bool:
        return self._seat_state(view, seat, ctx)[1]

    def seat_badges(self, view, seat: int, short: bool = False) -> list[tuple[str, tuple]]:
        """The dealer, a Suit Sweep declared, the viewer's High Stake; `short`: the dealer a round
        "D", a declaration its suits alone."""
        tr = self.tr
        suits = "".join(SUIT_SYMBOLS[s] for s in view.declared[seat]) if view.declared is not None \
            and view.declared[seat] else ""
        out = []
        if seat == view.dealer:
            out.append((tr("ui.democracy.badge.dealer_short" if short else "ui.democracy.badge.dealer"),
                        (150, 160, 150)))
        if suits:
            out.append((suits if short else tr("ui.democracy.badge.declared", suits=suits), BLUE))
        if seat == view.seat and view.high_stake:
            out.append((tr("ui.democracy.badge.high_stake"), RED_TEXT))
        return out

    def draw_seat_header(self, surface, view, g: Geometry, seat: int, rect: pygame.Rect, active: bool, ctx) -> None:
        """The panel, the seat's total towards the target in its corner, its state as a tab (on
        turn, or chosen: outlined green) and its name line."""
        text, tr = self.app.text, self.tr
        label = self._seat_state(view, seat, ctx)[0]
        turn_panel(surface, rect, active)
        total = self.record()[1][seat] if view.phase == "over" else view.totals_before[seat]
        total_label = tr("ui.democracy.total", n=total, target=view.target)
        total_img = text.render(total_label, 17, bold=True)
        total_rect = total_img.get_rect(topright=(rect.right - 12, rect.y + 7))
        if label:   # clear of the total's glyphs (not its line's leading) and of the captured row
            ink = total_img.get_bounding_rect().move(total_rect.topleft)
            tab = turn_tab(surface, text, rect, label, keep_clear=(ink, g.captured_area(seat)))
            if seat in view.chosen and not active:
                pygame.draw.rect(surface, (120, 200, 140), tab, 2, border_radius=tab.h // 2)
        text.blit(surface, total_label, total_rect.topright, 17, GOLD if total else CREAM, bold=True,
                  anchor="topright")
        self._draw_name_line(surface, view, seat, rect, total_rect.x - 8)

    def draw_seat_body(self, surface, view, g: Geometry, seat: int, rect: pygame.Rect, active: bool, ctx) -> None:
        """The hand's backs (the viewer's own cards are in the fan below), the tribe points so far,
        the viewer's last trick, the captured pile and the points per suit."""
        art, text, tr = self.app.cards, self.app.text, self.tr
        own = seat == g.bottom
        count = self.hand_count(view, seat, ctx)
        hy = rect.y + 36
        if not own or view.seat != seat:
            counted_back_row(art, text, surface, pygame.Rect(rect.x + 12, hy, *TINY), count, 16, 5, 7)
            line_y = hy + 7
        else:   # no backs beside it: the line stands at the backs' top, leaving the last trick its room
            line_y = hy
            text.blit(surface, tr("ui.democracy.cards_n", n=count), (rect.x + 12, line_y), MIN_TEXT, DIM)
        tribe = tribe_so_far(view.suit_points[seat]) + view.bad_catch_points[seat]
        text.blit(surface, tr("ui.democracy.tribe_now", n=tribe), (rect.right - 12, line_y), MIN_TEXT,
                  GOLD if tribe else DIM, bold=bool(tribe), anchor="topright")
        if own and rect.h > 150:
            self._draw_last_trick(surface, view, g, seat, below=line_y + text.font(MIN_TEXT).get_linesize())
        self._draw_captured(surface, view, g, seat, ctx)

    def _draw_name_line(self, surface, view, seat: int, rect: pygame.Rect, right: int) -> None:
        """The seat's name and its badges up to `right`: the name whole where it can be, the badges
        in their short form when larger type leaves too little room for both."""
        text = self.app.text
        def width(chosen) -> int:
            return sum(text.font(MIN_TEXT, True).size(b)[0] + 18 for b, _ in chosen)
        room = right - (rect.x + 12)
        name_w = text.font(18, True).size(self.name(seat))[0] + 8
        chosen = self.seat_badges(view, seat)
        if name_w + width(chosen) > room:
            chosen = self.seat_badges(view, seat, short=True)
        x = blit_fit(surface, text, self.name(seat), (rect.x + 12, rect.y + 6), 18,
                     max(room - width(chosen) - 8, room // 2), CREAM, bold=True).right + 8
        for label_text, bg in chosen:
            x = pill_badge(surface, self.app.text, x, rect.y + 9, label_text, bg)

    def _draw_captured(self, surface, view, g: Geometry, seat: int, ctx) -> None:
        """The captured pile (face down, its count) and the points per suit, 13+ marked, then the
        tribe points this deal has given so far."""
        art, text = self.app.cards, self.app.text
        rect = g.panels[seat]
        pile = g.pile_rect(seat)
        captured = len(view.captured[seat]) - ctx.suppressed.get(f"pile:{seat}", 0)
        draw_pile(art, surface, pile, captured, 3, (2, -2), edge=1, radius=3)
        text.blit(surface, str(max(0, captured)), (pile.centerx + 2, pile.centery), MIN_TEXT, CREAM, bold=True,
                  anchor="center", shadow=True)
        points = view.suit_points[seat]
        x = pile.right + 10
        # a chip holds its suit and points apart however wide larger type makes them, as far as
        # the four fit in the panel; then their pads narrow
        needed = max(text.font(15, True).size(SUIT_SYMBOLS[suit])[0] + text.font(MIN_TEXT, True).size(str(pts))[0]
                     for suit, pts in zip(SUITS, points)) + 12
        chip_w = max(44 if rect.w >= 240 else 40, min(needed, (rect.right - 8 - x) // 4 - 4))
        pad = 5 if needed <= chip_w else 2
        for suit, pts in zip(SUITS, points):
            chip = pygame.Rect(x, pile.y + 3, chip_w, 24)
            full = pts >= THRESHOLD
            pygame.draw.rect(surface, GOLD if full else (16, 34, 24), chip, border_radius=7)
            pygame.draw.rect(surface, (246, 210, 120) if full else (80, 104, 86), chip, 1, border_radius=7)
            color = suit_color(suit, self.app.cards.four_colours) if full else self.app.cards.felt_colour(suit)
            text.blit(surface, SUIT_SYMBOLS[suit], (chip.x + pad, chip.centery), 15, color, bold=True, anchor="midleft")
            text.blit(surface, str(pts), (chip.right - pad, chip.centery), MIN_TEXT, (30, 20, 8) if full else CREAM,
                      bold=True, anchor="midright")
            x = chip.right + 4

    def _draw_last_trick(self, surface, view, g: Geometry, seat: int, below: int = 0) -> None:
        """The last revealed trick in the viewer's panel: every card with its seat, and who took it
        (its line no higher than `below`, the cards under that line when larger type makes it tall)."""
        art, text, tr = self.app.cards, self.app.text, self.tr
        record = next((t for t in reversed(view.tricks) if t.plays), None)
        if record is None:
            return
        area = g.last_trick_area(seat)
        y = max(area.y, below)
        if record.winner is not None:
            head = tr("ui.democracy.last_trick", name=self.name(record.winner))
        else:
            head = tr("ui.democracy.last_trick_tie")
        head_rect = blit_fit(surface, text, head, (area.x, y), MIN_TEXT, area.w, DIM)
        cards = [record.pool_card] + [card for _, card in record.plays]
        step = min(38, (area.w - SMALL[0]) // max(1, len(cards) - 1))
        top = max(area.bottom - SMALL[1], head_rect.bottom)
        for i, card in enumerate(cards):
            r = pygame.Rect(area.x + i * step, top, *SMALL)
            art.blit(surface, card, r, shadow=False)
            if i == 0:
                pygame.draw.rect(surface, GOLD, r.inflate(2, 2), 1, border_radius=3)

    def _draw_pool(self, surface, view, g: Geometry, ctx) -> None:
        art, text, tr = self.app.cards, self.app.text, self.tr
        if self.dealing:
            return
        pool = g.pool_rect()
        left = view.pool_left - ctx.suppressed.get("pool", 0)
        draw_pile(art, surface, pool, left, 6, edge=1)
        label = tr("ui.democracy.pool_n", n=max(0, left))   # under the pile, ending before the viewer's choice slot
        right = min(pool.centerx + text.font(MIN_TEXT).size(label)[0] // 2, g.choice_rect(g.bottom).left - 8)
        text.blit(surface, label, (right, pool.bottom + 6), MIN_TEXT, DIM, anchor="topright")
        turned = g.turned_rect()
        if view.turned is not None and not ctx.suppressed.get("turned"):
            art.blit(surface, view.turned, turned)
            pygame.draw.rect(surface, GOLD, turned.inflate(6, 6), 2, border_radius=8)
        else:
            empty_place(surface, turned, radius=6)
        if view.turned is not None and not ctx.suppressed.get("turned"):
            self._draw_trump(surface, view, turned)

    def _draw_trump(self, surface, view, turned: pygame.Rect) -> None:
        """The trump badge beside the turned card, right of it: below it the viewer's own card lies."""
        text, tr = self.app.text, self.tr
        pos = (turned.right + 10, turned.centery)
        if view.trump is not None:
            img = text.render(tr("ui.democracy.trump"), 16, GOLD, bold=True)
            icon = text.render(SUIT_SYMBOLS[view.trump], 22, self.app.cards.felt_colour(view.trump), bold=True)
            w = img.get_width() + 6 + icon.get_width()
            box = pygame.Rect(0, 0, w + 18, 30)
            box.midleft = pos
            record("badge", box, "trump")
            pygame.draw.rect(surface, (8, 22, 15), box, border_radius=15)
            pygame.draw.rect(surface, GOLD, box, 1, border_radius=15)
            surface.blit(img, (box.x + 9, box.centery - img.get_height() // 2))
            surface.blit(icon, (box.x + 15 + img.get_width(), box.centery - icon.get_height() // 2))
        else:
            key = "ui.democracy.ghost_turned" if view.phase == "ghost" else "ui.democracy.no_trump"
            img = text.render(tr(key), 16, GOLD, bold=True)
            box = img.get_rect().inflate(18, 10)
            box.midleft = pos
            record("badge", box, "trump")
            pygame.draw.rect(surface, (8, 22, 15), box, border_radius=box.h // 2)
            pygame.draw.rect(surface, GOLD, box, 1, border_radius=box.h // 2)
            surface.blit(img, img.get_rect(center=box.center))

    def _draw_choices(self, surface, view, g: Geometry, ctx) -> None:
        """A face-down card in front of every seat that has chosen (never its face: only the viewer's
        own choice, which the view alone carries, is shown to the viewer), a place for the others."""
        art, text, tr = self.app.cards, self.app.text, self.tr
        if view.phase == "over" or self.dealing:
            return
        hidden = ctx.suppressed.get("choices")
        for seat in g.order:
            rect = g.choice_rect(seat)
            chosen = seat in view.chosen
            if not chosen and not (seat in view.to_act and self.simultaneous(view)):
                continue
            if hidden or ctx.suppressed.get(f"choice:{seat}"):
                pass    # sprites stand in (a card landing, the reveal)
            elif chosen:
                own = view.seat == seat and view.my_choice is not None
                mine = view.my_choice
                if own and mine.kind == "play" and mine.cards:
                    art.blit(surface, mine.cards[0], rect)
                    pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), 2, border_radius=7)
                    text.blit(surface, tr("ui.democracy.your_choice"), (rect.x - 8, rect.centery), MIN_TEXT, GOLD,
                              bold=True, anchor="midright")
                else:
                    art.blit(surface, None, rect, face_up=False)
                    if own and mine.kind == "bad_catch":
                        pill_badge(surface, self.app.text, rect.x - 6, rect.centery - 10, tr("ui.democracy.bad_catch_short"),
                                    RED_TEXT)
            else:
                pygame.draw.rect(surface, (110, 140, 110), rect, 1, border_radius=6)
                text.blit(surface, "…", rect.center, 22, DIM, anchor="center")
            player_tag(surface, text, rect, self.name(seat), color=GOLD if seat == view.seat else CREAM)

    def hand_order(self, hand) -> list[Card]:
        return sorted_hand(hand)

    def hand_active(self, view, ctx: DrawContext) -> bool:
        return self.active(view, ctx) and view.phase == "play"

    def chosen(self, card: Card) -> bool:
        return card == self.selected

    def hand_hit(self, rect: pygame.Rect, card: Card, usable: bool):
        return (rect, "hand", card) if usable else None

    def _draw_dialog(self, surface, box: pygame.Rect, title_key: str, body_key: str) -> None:
        text, tr = self.app.text, self.tr
        dialog_panel(surface, box)
        text.blit(surface, tr(title_key), (box.centerx, box.y + 10), 20, GOLD, bold=True, anchor="midtop")
        for i, line in enumerate(text.wrap(tr(body_key), 16, box.w - 40)[:3]):
            text.blit(surface, line, (box.centerx, box.y + 42 + i * 22), 16, CREAM, anchor="midtop")

    def _draw_results(self, surface, view, g: Geometry) -> None:
        """The end of the deal on the table: every seat's points per suit (13+ marked), the lines
        of its score and the tribe points of the deal with the match total toward the target."""
        text, tr = self.app.text, self.tr
        match = self.table.match
        if not match.deal_results:
            return
        result = match.deal_results[-1]
        totals = match.totals()
        box = g.result_rect(view.players)
        dialog_panel(surface, box)
        text.blit(surface, tr("ui.democracy.res.title", n=match.deal_index + 1), (box.x + 20, box.y + 12), 20, GOLD,
                  bold=True)
        text.blit(surface, tr("ui.democracy.target", n=view.target), (box.right - 20, box.y + 14), 16, CREAM,
                  bold=True, anchor="topright")
        cols = (box.x + 20, box.x + 200, box.x + 420, box.right - 130, box.right - 20)
        y = box.y + 50
        heads = ("ui.democracy.res.col_name", "ui.democracy.res.col_suits", "ui.democracy.res.col_lines",
                 "ui.democracy.res.col_deal", "ui.democracy.res.col_total")
        for i, head in enumerate(heads):
            text.blit(surface, tr(head), (cols[i], y), MIN_TEXT, DIM, anchor="topright" if i >= 3 else "topleft")
        y += 22
        row_h = min(52, (box.bottom - 12 - y) // max(1, view.players))
        for seat in range(view.players):
            pygame.draw.line(surface, (201, 161, 74), (box.x + 14, y), (box.right - 14, y), 1)
            ry = y + 6
            best = seat in result.winners
            color = GOLD if best else CREAM
            blit_fit(surface, text, self.name(seat), (cols[0], ry), 17, cols[1] - cols[0] - 10, color, bold=True)
            x = cols[1]
            for suit, pts in zip(SUITS, view.suit_points[seat]):
                full = pts >= THRESHOLD
                label = f"{SUIT_SYMBOLS[suit]}{pts}"
                img = text.render(label, 15, (30, 20, 8) if full else CREAM, bold=True)
                chip = img.get_rect().inflate(10, 4)
                chip.topleft = (x, ry)
                if full:
                    pygame.draw.rect(surface, GOLD, chip, border_radius=7)
                surface.blit(img, img.get_rect(center=chip.center))
                x = chip.right + 6
            draw_score_lines(surface, text, tr, result.lines[seat], (cols[2], ry + 1), cols[3] - 60 - cols[2])
            text.blit(surface, f"{result.scores[seat]:+d}", (cols[3], ry), 18, color, bold=True, anchor="topright")
            text.blit(surface, str(totals[seat]), (cols[4], ry), 18, color, bold=True, anchor="topright")
            y += row_h

    def show_hint(self, action: Action) -> None:
        """A hinted Suit Sweep declaration (M16) has its suits chosen, so Declare confirms it."""
        super().show_hint(action)
        if action.kind == "declare":
            self.declare_sel = set(action.value or "")

    def hint_buttons(self, hint: Action) -> set[str]:
        """A hinted Suit Sweep declaration (M16) marks its suits and the Declare button."""
        names = super().hint_buttons(hint)
        return names | {"suit:" + s for s in hint.value or ""} if hint.kind == "declare" else names

    # ---- prompt and buttons ---------------------------------------------------------------------------
    def prompt(self, view, ctx: DrawContext) -> str:
        tr = self.tr
        if view.phase == "over":
            return ""
        if not self.my_turn(view, ctx):
            if ctx.busy:
                return ""
            if view.seat is not None and view.seat in view.chosen and view.to_act:
                return tr("ui.democracy.prompt.wait_others", n=len(view.to_act))
            if view.to_act and view.phase == "ghost":
                return tr("ui.democracy.prompt.ghost_wait", name=self.name(view.to_act[0]))
            if view.to_act:
                return tr("ui.democracy.prompt.others", n=len(view.to_act))
            return ""
        forced = self.forced_prompt(view, ctx)
        if forced:
            return forced
        if view.phase == "ghost":
            return tr("ui.democracy.prompt.ghost")
        if view.phase == "declare":
            return tr("ui.democracy.prompt.declare")
        if self.selected is not None:
            return tr("ui.democracy.prompt.selected", card=self.card_label(self.selected))
        if view.trump is not None:
            return tr("ui.democracy.prompt.choose_trump", suit=SUIT_SYMBOLS[view.trump])
        return tr("ui.democracy.prompt.choose_no_trump")

    def _build_buttons(self, view, g: Geometry, ctx) -> None:
        tr = self.tr
        area = g.buttons_area
        rows = [pygame.Rect(area.x, area.y + 8 + i * 60, area.w, 50) for i in range(3)]
        mine = self.active(view, ctx)
        if not mine:
            return
        kinds = {a.kind for a in ctx.legal}
        if view.phase == "play":
            label = (tr("ui.democracy.btn.play", card=self.card_label(self.selected)) if self.selected is not None
                     else tr("ui.democracy.btn.play_none"))
            made = Action("play", (self.selected,)) if self.selected is not None else None
            self.buttons.append(self.action_button("play", label, rows[0], made, ctx, primary=True, hotkey="Enter"))
            if "bad_catch" in kinds:
                self.buttons.append(self.action_button("bad_catch", tr("ui.democracy.btn.bad_catch"), rows[1],
                                                       Action("bad_catch"), ctx, hotkey="B"))
        elif view.phase == "ghost":
            box = g.ghost_box
            self.buttons.append(self.action_button("ghost", tr("ui.democracy.btn.ghost"),
                                                   pygame.Rect(box.centerx - 230, box.bottom - 58, 220, 46),
                                                   Action("ghost"), ctx, primary=True, hotkey="G"))
            self.buttons.append(self.action_button("no_trump", tr("ui.democracy.btn.no_trump"),
                                                   pygame.Rect(box.centerx + 10, box.bottom - 58, 220, 46),
                                                   Action("no_trump"), ctx, hotkey="N"))
        elif view.phase == "declare":
            box = g.dialog_box
            w, gap = 110, 8
            x0 = box.centerx - (4 * w + 3 * gap) // 2
            for i, suit in enumerate(SUITS):
                label = f"{SUIT_SYMBOLS[suit]} {tr('ui.democracy.suit.' + suit)}"
                self.buttons.append(Button("suit:" + suit, label, pygame.Rect(x0 + i * (w + gap), box.y + 118, w, 46),
                                           toggled=suit in self.declare_sel))
            value = self.declare_value()
            label = (tr("ui.democracy.btn.declare", suits="".join(SUIT_SYMBOLS[s] for s in value)) if value
                     else tr("ui.democracy.btn.declare_none"))
            self.buttons.append(self.action_button("declare", label,
                                                   pygame.Rect(box.centerx - 150, box.bottom - 66, 300, 50),
                                                   Action("declare", value=value), ctx, primary=True, hotkey="Enter"))

    def declare_value(self) -> str:
        return "".join(s for s in SUITS if s in self.declare_sel)

    def preselect(self, action: Action, whole: bool = True) -> None:
        if action.kind == "play" and len(action.cards) == 1:
            self.selected = action.cards[0]

    # ---- input ------------------------------------------------------------------------------------------
    def click_target(self, entry, view, ctx):
        """A hand card: chosen, or (chosen already) played."""
        _, kind, card = entry
        if kind != "hand":
            return None
        if card == self.selected:
            return self._legal(ctx, Action("play", (card,)))
        self.selected = card
        return None

    def _legal(self, ctx, action: Action) -> list[Action] | None:
        """`action` if the legal list has it (the table shows the engine's reason otherwise)."""
        return [action]

    def press(self, name: str, view, ctx):
        if name.startswith("suit:"):
            suit = name[5:]
            self.declare_sel ^= {suit}
            return None
        return self.made_by(name)

    # ---- animation --------------------------------------------------------------------------------------
    def intro(self, view, anim) -> None:
        self.log.append(Event("deal_start", seat=view.dealer))
        deal_flight(self, self.geo(view), view, anim)

    def log_line(self, event) -> str | None:
        """`LOG`'s lines, but none for a discard of no cards."""
        if event.kind == "discard" and not event.cards:
            return None
        return super().log_line(event)

    def log_param(self, source: str, event):
        """The log's own value: the suits a sweep was declared in (none: no line)."""
        if source == "suits":
            return "".join(SUIT_SYMBOLS[s] for s in (event.value or "")) or None
        return super().log_param(source, event)

    def log_card(self, card) -> str:
        return self.card_label(card)   # a face-down card as "?"


def result_notes(match, tr) -> tuple[list[str], list[str]]:
    """Between deals: each seat's suits with 13+ points; at the end of the match the winner(s) and
    the target reached."""
    names = seat_names(match, tr)
    if not match.deal_results:
        return ["" for _ in names], []
    totals = match.totals()
    target = match.options.get("target", 5)
    view = match.view(None)
    winners = match.winners() if match.over else []

    def badge(seat: int) -> list[str]:
        full = [SUIT_SYMBOLS[s] for s, p in zip(SUITS, view.suit_points[seat]) if p >= THRESHOLD]
        return [tr("ui.democracy.res.suits13", suits="".join(full)) if full else closest_suit(view.suit_points[seat], tr)]

    badges = result_badges(tr, match, badge, winners)
    if match.over:
        notes = [winners_note(tr, ("ui.democracy.res.winner", "ui.democracy.res.winners"), names, winners, target=target)]
    else:
        lead = max(totals)
        notes = [tr("ui.democracy.res.standing", target=target, best=lead)]
    return badges, notes


def closest_suit(points, tr) -> str:
    """A seat without a suit of 13+: how near it came (its best suit's points), or just that it had
    none when it captured no points at all."""
    best = max(points)
    if best <= 0:
        return tr("ui.democracy.res.no13")
    suit = SUITS[list(points).index(best)]
    return tr("ui.democracy.res.no13_best", suit=SUIT_SYMBOLS[suit], points=best)
