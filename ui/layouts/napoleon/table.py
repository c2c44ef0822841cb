"""The Napoleon table (ナポレオン): draws a Napoleon `NapoleonView` — five seats in playing order with
the dealer, each seat's bid or pass, Napoleon and (only once this viewer may know it) the adjutant,
hand sizes and the honours each seat has taken; the contract panel (deal, dealer, standing bid,
trump, the named card, the discards with their honours face up, the direction under Reverse); the
match totals; the trick centre with five places; the last trick; the log — and turns clicks and
keys into Napoleon actions: the bidding panel (suit + count, pass), the adjutant card picker, the
3-card discard after the widow, and playing a card. At the end of a deal it shows the reveal (N39)
and every seat's role and score lines; `result_notes`/`result_cards` feed the results scene.
The overlays live in `panels`, the animation of engine events in `anim`."""
from __future__ import annotations

import pygame

from engines.napoleon.events import log_entry
from engines.napoleon.cards import CLUB_THREE, JOKER_CARD, bid_key, parse_bid
from game.actions import Action
from game.cards import JOKER, SUIT_SYMBOLS, Card
from ui.layouts.base import DrawContext
from ui.layouts.results import last_details, result_badges, seat_cards, seat_names, winners_note
from ui.layouts.standard import StandardLayout
from ui.layouts.backs import counted_back_row, empty_place
from ui.layouts.common import (BLUE, CREAM, DIM, GOLD, MIN_TEXT, RED_TEXT, EventLog, blit_fit, ellipsize, fit_text,
                               panel, play_events, player_tag)
from game.errors import IllegalAction
from ui.layouts.footer import ENTER, Key
from ui.layouts.napoleon import panels, zones
from ui.layouts.napoleon.anim import AnimationPlan, deal_flight
from ui.layouts.napoleon.geometry import SMALL, TINY, Geometry
from ui.widgets import Button

KEYS = (Key(ENTER, "Enter", "make_bid", ("bid",)), Key(ENTER, "Enter", "name", ("name",)),
        Key(ENTER, "Enter", "discard", ("discard",)), Key(ENTER, "Enter", "play", ("play",)),
        Key((pygame.K_p,), "P", "pass", ("pass",)),
        Key((pygame.K_UP, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS), "↑", "bid", ("plus",)),
        Key((pygame.K_DOWN, pygame.K_MINUS, pygame.K_KP_MINUS), "↓", "bid", ("minus",)),
        Key((pygame.K_c, pygame.K_BACKSPACE), "C", "clear", ("clear",)))


def bid_label(code: str) -> str:
    parsed = parse_bid(code)
    if parsed is None:
        return code
    count, suit = parsed
    return f"{SUIT_SYMBOLS[suit]}{count}"


class Layout(StandardLayout):
    game_id = "napoleon"
    OFF_TURN_MARKS = ("ui.napoleon.pass",)
    GEOMETRY = Geometry
    PLAN = AnimationPlan
    WORDS = {"turn": "ui.napoleon.status.turn", "thinking": "ui.napoleon.status.thinking",
             "over": "ui.napoleon.prompt.over", "prompt_thinking": "ui.napoleon.prompt.thinking",
             "prompt_waiting": "ui.napoleon.prompt.waiting"}
    PROMPT_ANCHOR = "midbottom"
    HAND_TARGETS = "hits"
    PHASE_PACE = {"bid": 0.5, "name": 0.6, "discard": 0.35}
    CUTS = (503,)   # above the viewer's panel, hand and buttons (the side seats stay up with the top)
    HAND_COLUMN = (289, 994)   # between the viewer's panel and the buttons
    keys = KEYS
    reason_buttons = ("play", "bid", "discard")

    def __init__(self, table) -> None:
        super().__init__(table)
        self.bid_suit: str | None = None
        self.bid_count: int | None = None
        self.picked: Card | None = None
        self.discard_sel: list[Card] = []
        self.selected: Card | None = None
        self.hits: list[tuple[pygame.Rect, str, object]] = []
        self.log = EventLog(maxlen=12)   # (event, named card) entries, rendered in the current language

    # ---- helpers ------------------------------------------------------------------------------------
    def players_of(self, view) -> int:
        return 5   # Napoleon is a game for five

    def make_geometry(self, view) -> Geometry:
        return Geometry(view.seat)

    def card_label(self, card: Card | None) -> str:
        if card is None:
            return "?"
        return self.tr("ui.napoleon.joker") if card.suit == JOKER else card.label

    def reset(self) -> None:
        self.bid_suit = None
        self.bid_count = None
        self.picked = None
        self.discard_sel = []
        self.selected = None

    def record(self) -> tuple[int, int, list[int], list[int] | None]:
        """The public match record: (this deal's number, deals in the match, running totals, the
        last finished deal's points or None)."""
        match = self.table.match
        last = match.deal_results[-1].scores if match.deal_results else None
        return match.deal_index + 1, match.deals, match.totals(), last

    def last_bids(self, view) -> dict[int, str]:
        out: dict[int, str] = {}
        for seat, code in view.bids:
            out[seat] = code
        return out

    def adjutant_shown_for(self, view, seat: int) -> bool:
        """Whether this viewer may mark `seat` as the adjutant now (the view decides: only once the
        named card has shown, or in the adjutant's own view, or at the end)."""
        return view.adjutant_known and view.adjutant is not None and view.adjutant == seat

    def lesson_zones(self, view) -> dict[str, pygame.Rect]:
        """The parts of this table a guided lesson rings (`ui.layouts.napoleon.zones`)."""
        found = zones.lesson_zones(self.geo(view), view, len(view.hand))
        if "bid_panel" in found:   # as drawn: raised type widens it
            found["bid_panel"] = panels.bid_box(self, self.geo(view))
        return found

    # ---- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view, ctx: DrawContext) -> None:
        g = self.geo(view)
        self.hits = []
        self._draw_info(surface, view, g, ctx)
        self._draw_totals(surface, view, g)
        for seat in g.order:
            self.draw_seat(surface, view, g, seat, ctx)
        self.draw_log_panel(surface, g.log_area)
        self._draw_last_trick(surface, view, g)
        self._draw_centre(surface, view, g, ctx)
        mine = self.my_turn(view, ctx) and not ctx.busy
        self.draw_hand(surface, view, g, ctx)
        self.buttons = []
        if view.phase == "over":
            panels.draw_results(self, surface, view, g)
        elif mine and view.phase == "bid":
            panels.draw_bidding(self, surface, view, g, ctx)
        elif mine and view.phase == "name":
            panels.draw_picker(self, surface, view, g, ctx)
        self._build_buttons(view, g, ctx)
        prompt = self.prompt_line(view, ctx)
        reason = self.refusal(view, ctx) if mine else None
        self.reason_text = self.tr.error(reason) if reason is not None else ""
        if reason is not None:   # the engine's reason, before Play (or Bid) is pressed
            prompt = self.reason_text
        elif mine and view.phase == "discard" and len(self.discard_sel) != self.discards_left(view):   # say why
            self.reason_text = self.tr("ui.napoleon.discard_three", n=len(self.discard_sel))
        self.finish_frame(surface, view, g, ctx, (prompt, reason is not None))

    def _draw_info(self, surface, view, g: Geometry, ctx) -> None:
        art, text, tr = self.app.cards, self.app.text, self.tr
        area = g.info_area
        panel(surface, area)
        number, deals, _, _ = self.record()
        x, y = area.x + 12, area.y + 8
        title = tr("ui.napoleon.deal_n", n=number, of=deals)
        trick = tr("ui.napoleon.trick_n", n=min(view.trick_index + 1, 10)) if view.phase in ("play", "over") else ""
        font = text.font(16, True)
        both = font.size(title)[0] + (font.size(trick)[0] + 10 if trick else 0)
        size = 16 if both <= area.w - 24 else MIN_TEXT   # both on the line, smaller when they need it
        right = area.right - 12
        if trick:
            right = text.blit(surface, trick, (right, y), size, GOLD, bold=True, anchor="topright").x - 10
        blit_fit(surface, text, title, (x, y), size, right - x, GOLD, bold=True)
        blit_fit(surface, text, tr("ui.napoleon.dealer", name=self.name(view.dealer)), (x, y + 26), 14, area.w - 24, DIM)
        if view.napoleon is not None:
            blit_fit(surface, text, tr("ui.napoleon.napoleon_is", name=self.name(view.napoleon)), (x, y + 48), 15,
                     area.w - 24, CREAM, bold=True)
            label = text.blit(surface, tr("ui.napoleon.trump"), (x, y + 76), 15, DIM)
            icon = art.suit(view.trump, 26, art.felt_colour(view.trump))
            surface.blit(icon, (label.right + 8, y + 72))
            text.blit(surface, tr("ui.napoleon.bid_count", n=view.bid_count),
                      (label.right + 16 + icon.get_width(), y + 76), 15, CREAM, bold=True)
        elif view.high_bid is not None:
            count, suit = view.high_bid
            standing = tr("ui.napoleon.high_bid", bid=f"{SUIT_SYMBOLS[suit]}{count}", name=self.name(view.high_bidder))
            blit_fit(surface, text, standing, (x, y + 48), 15, area.w - 24, CREAM, bold=True)
            text.blit(surface, tr("ui.napoleon.min_bid", n=panels.lowest_bid(view)), (x, y + 76), 14, DIM)
        else:
            text.blit(surface, tr("ui.napoleon.no_bid"), (x, y + 48), 15, CREAM, bold=True)
            text.blit(surface, tr("ui.napoleon.min_bid", n=panels.lowest_bid(view)), (x, y + 76), 14, DIM)
        # the named card and what this viewer knows of the adjutant
        named_rect = g.named_rect()
        named_label = tr("ui.napoleon.named")
        if text.font(14).size(named_label)[0] > named_rect.x - 6 - x:   # larger type: the short word
            named_label = tr("ui.napoleon.named_short")
        text.blit(surface, named_label, (x, y + 112), 14, DIM)
        if view.named is not None and not ctx.suppressed.get("named"):
            art.blit(surface, view.named, named_rect)
            sx = named_rect.right + 8
            width, pitch = area.right - 8 - sx, text.pitch(14, 19)
            status = self.adjutant_status(view)
            lines = text.wrap(status, 14, width, bold=True)
            bracket = max(status.find("（"), status.find(" ("))
            if len(lines) > 1 and bracket > 0:   # "独り立ち" / "（秘密）": the bracket starts the second line
                lines = [ellipsize(text, part.strip(), 14, width, True) for part in (status[:bracket], status[bracket:])]
            elif len(lines) > 2:   # never past the panel: the second line ends in an ellipsis
                lines = [lines[0], ellipsize(text, status[len(lines[0]):].strip(), 14, width, True)]
            top = named_rect.centery - (pitch * len(lines)) // 2
            for i, line in enumerate(lines):
                text.blit(surface, line, (sx, top + i * pitch), 14, BLUE if view.adjutant_known else CREAM, bold=True)
        else:
            empty_place(surface, named_rect)
        # the discards: honours face up for everyone, the rest only for Napoleon
        text.blit(surface, tr("ui.napoleon.discards"), (x, y + 160), 14, DIM)
        hidden = ctx.suppressed.get("discards", 0)
        shown = view.discards[:len(view.discards) - hidden] if hidden else view.discards
        for i in range(3):
            rect = g.discard_rect(i)
            if i < len(shown):
                art.blit(surface, shown[i], rect, face_up=shown[i] is not None)
            else:
                empty_place(surface, rect)
        if view.discards_owner is not None:
            left = g.discard_rect(2).right + 8
            blit_fit(surface, text, tr("ui.napoleon.discards_to", name=self.name(view.discards_owner)),
                     (left, g.discard_rect(0).y + 8), MIN_TEXT, area.right - 8 - left, DIM)
        if view.options.get("reverse"):
            key = "ui.napoleon.direction_cw" if view.direction == 1 else "ui.napoleon.direction_ccw"
            text.blit(surface, tr(key), (x, area.bottom - 26), 14, GOLD if view.direction != 1 else DIM, bold=True)

    def adjutant_status(self, view) -> str:
        tr = self.tr
        if not view.adjutant_known:
            return tr("ui.napoleon.adjutant_unknown")
        if view.adjutant is None:
            return tr("ui.napoleon.adjutant_alone" if view.adjutant_public else "ui.napoleon.adjutant_alone_secret")
        if view.adjutant == view.seat and not view.adjutant_public:
            return tr("ui.napoleon.adjutant_you")
        return tr("ui.napoleon.adjutant_is", name=self.name(view.adjutant))

    def _draw_totals(self, surface, view, g: Geometry) -> None:
        text, tr = self.app.text, self.tr
        area = g.totals_area
        panel(surface, area)
        _, _, totals, last = self.record()
        text.blit(surface, tr("ui.napoleon.totals"), (area.x + 12, area.y + 8), 16, GOLD, bold=True)
        y = area.y + 36
        for seat in range(len(totals)):
            color = GOLD if seat == view.seat else CREAM
            name = ellipsize(text, self.name(seat), 15, area.w - 24 - (100 if last is not None else 50),
                             bold=seat == view.seat)
            text.blit(surface, name, (area.x + 12, y), 15, color, bold=seat == view.seat)
            text.blit(surface, str(totals[seat]), (area.right - 12, y), 15, color, bold=True, anchor="topright")
            if last is not None:
                text.blit(surface, f"({last[seat]:+d})", (area.right - 52, y + 1), MIN_TEXT, DIM, anchor="topright")
            y += 24
        opts = view.options
        lines = [tr("ui.napoleon.opt_min", n=opts.get("min_bid", 12)),
                 tr("ui.napoleon.opt_same_two_on" if opts.get("same_two_first_trick") else "ui.napoleon.opt_same_two_off"),
                 tr("ui.napoleon.opt_reverse_on" if opts.get("reverse") else "ui.napoleon.opt_reverse_off")]
        pitch = min(text.pitch(MIN_TEXT, 19), (area.bottom - 9 - y) // len(lines))   # below the totals
        y = area.bottom - 9 - len(lines) * pitch
        for line in lines:
            text.blit(surface, line, (area.x + 12, y), MIN_TEXT, DIM)
            y += pitch

    def seat_badges(self, view, seat: int) -> list[tuple[str, tuple]]:
        """The dealer, Napoleon, and the adjutant once this viewer may know it."""
        out = []
        if seat == view.dealer:
            out.append((self.tr("ui.napoleon.badge.dealer"), (150, 160, 150)))
        if seat == view.napoleon:
            out.append((self.tr("ui.napoleon.badge.napoleon"), GOLD))
        if self.adjutant_shown_for(view, seat):
            key = "ui.napoleon.badge.adjutant" if view.adjutant_public else "ui.napoleon.badge.adjutant_secret"
            out.append((self.tr(key), BLUE))
        return out

    def seat_header_style(self, view, g: Geometry, seat: int, ctx) -> dict:
        """An opponent's line ends before its honours' count (on that line in a short panel), 8 px
        clear of it however wide larger type makes it, its badges above its card backs."""
        rect = g.panels[seat]
        if seat == g.bottom:
            return {"right": rect.right - 12}
        label = self.tr("ui.napoleon.honours_n", n=len(view.taken[seat]))
        count = self.app.text.font(MIN_TEXT).size(label)[0] + 8 if rect.h <= 130 else 0
        return {"right": rect.right - 12 - max(60, count), "above": g.hand_anchor(seat).y}

    def draw_seat_body(self, surface, view, g: Geometry, seat: int, rect: pygame.Rect, active: bool, ctx) -> None:
        """The seat's state or bid (its tab says it while on turn), its hand (an opponent's as
        small backs and the count; the viewer's own cards are in the fan below), its honours taken."""
        art, text, tr = self.app.cards, self.app.text, self.tr
        own = seat == g.bottom
        status, color = self.seat_state(view, seat, ctx)
        count = self.hand_count(view, seat, ctx)
        if own:
            sy = rect.y + 38
            if status and not active:   # on turn, the tab says it: one mark per panel
                text.blit(surface, status, (rect.x + 12, sy), 15, color, bold=True)
            if view.seat != seat:
                text.blit(surface, tr("ui.napoleon.cards_n", n=count), (rect.right - 12, sy), 14, DIM,
                          anchor="topright")
        else:
            anchor = g.hand_anchor(seat)
            cx, end = counted_back_row(art, text, surface, anchor, count, 13, 5, 8)
            if status and not active:   # after the count, however wide larger type makes it
                text.blit(surface, status, (max(cx + 34, end + 8), anchor.y + 6), 16, color, bold=True)
        # honours taken (public)
        taken = view.taken[seat]
        ox, oy = g.honours_origin(seat)
        label = tr("ui.napoleon.honours_n", n=len(taken))
        if own:
            text.blit(surface, label, (ox, oy - 22), 14, DIM)
        else:
            text.blit(surface, label, (rect.right - 12, oy - 22 if rect.h > 130 else rect.y + 10), MIN_TEXT, DIM,
                      anchor="topright")
        step = g.honours_step(seat, len(taken))
        for i, card in enumerate(taken):
            art.blit(surface, card, pygame.Rect(ox + i * step, oy, *TINY), shadow=i == 0)

    def seat_state(self, view, seat: int, ctx) -> tuple[str, tuple]:
        """The seat's state (label, colour): its bid or pass, bidding, naming, discarding."""
        tr = self.tr
        if view.phase == "over":
            return "", DIM
        if ctx.thinking == seat:
            return tr("ui.napoleon.status.thinking"), GOLD
        turn = self.shows_turn(seat, seat in view.to_act, ctx)
        if view.phase == "bid":
            code = self.last_bids(view).get(seat)
            if turn:   # one state: bidding now, not the earlier bid or pass
                return tr("ui.napoleon.status.bidding"), GOLD
            if seat in view.to_act:
                return "", DIM   # its bid is being shown
            if code == "pass":
                return tr("ui.napoleon.pass"), RED_TEXT
            if code:
                return bid_label(code), GOLD
            return "", DIM
        if turn:
            key = {"name": "ui.napoleon.status.naming", "discard": "ui.napoleon.status.discarding"}.get(
                view.phase, "ui.napoleon.status.turn")
            return tr(key), GOLD
        return "", DIM

    def _draw_last_trick(self, surface, view, g: Geometry) -> None:
        art, text = self.app.cards, self.app.text
        area = g.last_trick_area
        panel(surface, area, alpha=90)
        if not view.tricks:
            text.blit(surface, self.tr("ui.napoleon.last_trick_none"), (area.x + 10, area.y + 8), MIN_TEXT, DIM)
            return
        plays, winner = view.tricks[-1]
        blit_fit(surface, text, self.tr("ui.napoleon.last_trick", name=self.name(winner)), (area.x + 10, area.y + 6),
                 MIN_TEXT, area.w - 20, DIM)
        for i, (seat, card) in enumerate(plays):
            rect = pygame.Rect(area.x + 12 + i * 50, area.y + 34, *SMALL)
            art.blit(surface, card, rect)
            if seat == winner:
                pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), 2, border_radius=5)

    def _draw_centre(self, surface, view, g: Geometry, ctx) -> None:
        art, text, tr = self.app.cards, self.app.text, self.tr
        if view.phase in ("bid", "name") and not self.dealing:
            if view.widow_size and not ctx.suppressed.get("widow"):
                rects = g.widow_rects(view.widow_size)
                for rect in rects:
                    art.blit(surface, None, rect, face_up=False)
                text.blit(surface, tr("ui.napoleon.widow"), (rects[1].centerx, rects[0].bottom + 6), MIN_TEXT, DIM,
                          anchor="midtop")
            if view.phase == "bid":
                for seat, code in self.last_bids(view).items():
                    centre = g.trick_rect(seat).center
                    label = tr("ui.napoleon.pass") if code == "pass" else bid_label(code)
                    self._pill(surface, label, centre, code != "pass")
            return
        if view.phase == "discard":
            text.blit(surface, tr("ui.napoleon.napoleon_discarding", name=self.name(view.napoleon)),
                      g.centre.center, 18, CREAM, bold=True, anchor="center")
            return
        if ctx.suppressed.get("trick"):
            return
        for i, (seat, card) in enumerate(view.current):
            rect = g.trick_rect(seat)
            art.blit(surface, card, rect)
            if card == view.named:
                pygame.draw.rect(surface, BLUE, rect.inflate(6, 6), 3, border_radius=8)
            player_tag(surface, text, rect, self.name(seat), width=120)   # who played it
            if i == 0:
                text.blit(surface, tr("ui.napoleon.lead"), (rect.centerx, rect.y - 4), MIN_TEXT, GOLD, bold=True,
                          anchor="midbottom")

    def draw_overlay(self, surface, view, ctx) -> None:
        """Above the trick and the cards in flight: the call of the joker while a ♣3 leads."""
        if view.current and view.phase == "play" and view.current[0][1] == CLUB_THREE and not ctx.suppressed.get("trick"):
            self._joker_called(surface, self.geo(view))

    def _joker_called(self, surface, g: Geometry) -> None:
        """"♣3 led: the joker is called" on a dark pill in the middle of the five trick places, whole
        (smaller type, then two lines, never cut)."""
        text = self.app.text
        room = g.trick_rect(g.order[1]).right, g.trick_rect(g.order[4]).left   # between the side seats' cards
        width = room[1] - room[0] - 16
        lines = [self.tr("ui.napoleon.joker_called")]
        label, size = fit_text(text, lines[0], 17, width - 20, bold=True)
        if label != lines[0]:
            lines, size = text.wrap(lines[0], MIN_TEXT, width - 20, bold=True), MIN_TEXT
        heights = [text.font(size, True).size(line)[1] for line in lines]
        box = pygame.Rect(0, 0, max(text.font(size, True).size(line)[0] for line in lines) + 24, sum(heights) + 12)
        box.center = ((room[0] + room[1]) // 2, (g.trick_rect(g.order[2]).bottom + g.trick_rect(g.bottom).top) // 2)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (20, 14, 6, 225), shade.get_rect(), border_radius=box.h // 2)
        surface.blit(shade, box.topleft)
        pygame.draw.rect(surface, GOLD, box, 1, border_radius=box.h // 2)
        y = box.y + 6
        for line, h in zip(lines, heights):
            text.blit(surface, line, (box.centerx, y), size, GOLD, bold=True, anchor="midtop")
            y += h

    def _pill(self, surface, label: str, centre, bright: bool) -> None:
        img = self.app.text.render(label, 18, (30, 20, 8) if bright else CREAM, bold=True)
        rect = img.get_rect().inflate(22, 8)
        rect.center = centre
        pygame.draw.rect(surface, GOLD if bright else (70, 40, 36), rect, border_radius=rect.h // 2)
        pygame.draw.rect(surface, GOLD, rect, 1, border_radius=rect.h // 2)
        surface.blit(img, img.get_rect(center=rect.center))

    def hand_active(self, view, ctx: DrawContext) -> bool:
        return super().hand_active(view, ctx) and view.phase in ("play", "discard")

    def chosen(self, card: Card) -> bool:
        return card == self.selected or card in self.discard_sel

    def hand_hit(self, rect: pygame.Rect, card: Card, usable: bool):
        return rect, "hand", card

    def draw_hand(self, surface, view, g: Geometry, ctx) -> list:
        """The hand, then the tags on its cards ("from the widow", "the named card"), over the
        whole fan: larger type may make a tag wider than its card's strip, so a tag that would
        run into the one before it stands a row higher."""
        drawn = super().draw_hand(surface, view, g, ctx)
        tags = []
        for r, card in drawn:
            if card in view.widow and view.phase == "discard":
                tags.append((self.tr("ui.napoleon.from_widow"), r, GOLD))
            elif card == view.named and not view.adjutant_public:
                tags.append((self.tr("ui.napoleon.named_tag"), r, BLUE))
        ends: list[int] = []   # where the last tag of each row ends (the card's foot, then a row above)
        height = self.app.text.font(MIN_TEXT, True).get_height()
        for label, r, bg in tags:
            x, y = r.x + 4, r.bottom - 24
            row = next((i for i, end in enumerate(ends) if x >= end + 2), len(ends))
            tag = self._tag(surface, label, (x, y - row * (height + 2)), bg)
            ends[row:row + 1] = [tag.right]
        return drawn

    def _tag(self, surface, label: str, topleft, bg) -> pygame.Rect:
        """A small pill on the visible strip of a card in the fan ("widow", "named")."""
        img = self.app.text.render(label, MIN_TEXT, (30, 20, 8), bold=True)
        rect = img.get_rect().inflate(8, 0)
        rect.topleft = topleft
        pygame.draw.rect(surface, bg, rect, border_radius=rect.h // 2)
        surface.blit(img, img.get_rect(center=rect.center))
        return rect

    # ---- the Hint -------------------------------------------------------------------------------------
    def show_hint(self, action: Action) -> None:
        """A hinted bid is set in the bidding panel (suit and honours), ready to confirm."""
        super().show_hint(action)
        parsed = parse_bid(action.value) if action.kind == "bid" else None
        if parsed is not None:
            self.bid_count, self.bid_suit = parsed

    def hint_words(self, action: Action) -> str | None:
        """A discard is three cards, the Hint weighs one at a time: it says which of the three this is."""
        view = self.table.view
        if action.kind != "discard" or not action.cards or view is None:
            return None
        return self.tr("ui.napoleon.hint.discard", card=self.card_label(action.cards[0]), k=len(view.discards) + 1)

    def hint_buttons(self, hint: Action) -> set[str]:
        names = super().hint_buttons(hint)
        parsed = parse_bid(hint.value) if hint.kind == "bid" else None
        return names | {"suit:" + parsed[1]} if parsed is not None else names

    # ---- prompt and buttons ---------------------------------------------------------------------------
    def turn_prompt(self, view, ctx: DrawContext) -> str:
        tr = self.tr
        if view.phase == "bid":
            return tr("napoleon.prompt.bid")
        if view.phase == "name":
            if self.picked is not None:
                return tr("ui.napoleon.prompt.named", card=self.card_label(self.picked))
            return tr("napoleon.prompt.name")
        if view.phase == "discard":
            return tr("ui.napoleon.prompt.discard", n=len(self.discard_sel))
        if view.phase == "play":
            if view.current:
                lead = view.current[0][1]
                if lead == CLUB_THREE and JOKER_CARD in view.hand:
                    return tr("napoleon.prompt.joker_called")
                suit = view.trump if lead.suit == JOKER else lead.suit
                return tr("napoleon.prompt.follow", suit=SUIT_SYMBOLS[suit])
            return tr("ui.napoleon.prompt.lead")
        return ""

    def _build_buttons(self, view, g: Geometry, ctx) -> None:
        tr = self.tr
        area = g.buttons_area
        rows = [pygame.Rect(area.x, area.y + 8 + i * 60, area.w, 50) for i in range(3)]
        mine = self.my_turn(view, ctx) and not ctx.busy
        if mine and view.phase == "bid":
            self.buttons.extend(panels.bid_buttons(self, view, g, ctx))
        elif mine and view.phase == "name":
            label = (tr("ui.napoleon.btn.name", card=self.card_label(self.picked)) if self.picked is not None
                     else tr("ui.napoleon.btn.name_none"))
            made = Action("name", (self.picked,)) if self.picked is not None else None
            self.buttons.append(self.action_button("name", label, rows[0], made, ctx, primary=True, hotkey="Enter"))
        elif mine and view.phase == "discard":
            whole = len(self.discard_sel) == self.discards_left(view)
            made = [Action("discard", (c,)) for c in self.discard_sel] if whole else None
            self.buttons.append(self.action_button("discard", tr("ui.napoleon.btn.discard", n=len(self.discard_sel)),
                                                   rows[0], made, ctx, primary=True, hotkey="Enter"))
            self.buttons.append(Button("clear", tr("ui.napoleon.btn.clear"), rows[1], enabled=bool(self.discard_sel)))
        elif mine and view.phase == "play":
            label = (tr("ui.napoleon.btn.play", card=self.card_label(self.selected)) if self.selected is not None
                     else tr("ui.napoleon.btn.play_none"))
            made = Action("play", (self.selected,)) if self.selected is not None else None
            self.buttons.append(self.action_button("play", label, rows[0], made, ctx, primary=True, hotkey="Enter"))

    def forced_reason(self, view, action: Action) -> str | None:
        """A ♣3 led calls the joker: its holder must play it. A pass forced in the bidding: no bid
        is left above the standing one (never "no card beats it": no card is played yet)."""
        if view.phase == "bid" and action.kind == "pass" and view.high_bid is not None:
            count, suit = view.high_bid
            return self.tr("ui.napoleon.forced_no_bid", bid=f"{SUIT_SYMBOLS[suit]}{count}")
        called = view.phase == "play" and view.current and view.current[0][1] == CLUB_THREE
        return self.tr("ui.napoleon.forced_joker") if called and action.cards == (JOKER_CARD,) else None

    def selection_for(self, action: Action) -> set[str]:
        """A discarded card is chosen with as many other cards as the discard still needs."""
        names = super().selection_for(action)
        if action.kind == "discard" and action.cards:
            others = [c for c in self.table.view.hand if c != action.cards[0]]
            self.discard_sel = [action.cards[0]] + others[:self.discards_left(self.table.view) - 1]
        return names

    def preselect(self, action: Action, whole: bool = True) -> None:
        """The card of a play, of the adjutant's naming or of a discard chosen, ready to confirm."""
        if len(action.cards) != 1:
            return
        if action.kind == "play":
            self.selected = action.cards[0]
        elif action.kind == "name":
            self.picked = action.cards[0]
        elif action.kind == "discard" and action.cards[0] not in self.discard_sel:
            self.discard_sel = [*self.discard_sel, action.cards[0]][-self.discards_left(self.table.view):]

    # ---- input ------------------------------------------------------------------------------------------
    def click_target(self, entry, view, ctx):
        return self._click(entry[1], entry[2], view)

    def _click(self, kind: str, payload, view):
        if kind == "pick":
            self.picked = payload
            return None
        if kind != "hand":
            return None
        card = payload
        if view.phase == "discard":
            if card in self.discard_sel:
                self.discard_sel.remove(card)
            elif len(self.discard_sel) < self.discards_left(view):
                self.discard_sel.append(card)
            else:
                self.app.toasts.show(self.tr("ui.napoleon.discard_full"), kind="info")
            return None
        if view.phase == "play":
            if card == self.selected:
                if card in {a.cards[0] for a in self.table.legal if a.kind == "play"}:
                    return [Action("play", (card,))]
                self.app.toasts.show(self.tr.error(self.refusal(view, self.table.context())))
                return None
            self.selected = card
        return None

    @staticmethod
    def discards_left(view) -> int:
        """How many cards Napoleon still discards (N22: three; fewer in a deal resumed mid-discard)."""
        return max(0, 3 - len(view.discards))

    def refusal(self, view, ctx) -> IllegalAction | None:
        """Why the selected card cannot be played now (N27, N28), or the bid in the panel made (N16),
        in the engine's words."""
        if view.phase == "bid" and ctx.legal and view.high_bid is not None and self.bid_suit and self.bid_count:
            count, suit = view.high_bid
            if (Action("bid", value=f"{self.bid_suit}{self.bid_count}") not in ctx.legal    # N16
                    and bid_key(self.bid_count, self.bid_suit) <= bid_key(count, suit)):
                return IllegalAction("napoleon.err.bid_not_higher", "Your bid must beat {bid}.",
                                     bid=f"{SUIT_SYMBOLS[suit]}{count}")
        card = self.selected
        if card is None or view.phase != "play" or not ctx.legal or card in (self.usable(view, ctx) or ()):
            return None
        if view.current:
            lead = view.current[0][1]
            if lead == CLUB_THREE and JOKER_CARD in view.hand:
                return IllegalAction("napoleon.err.must_play_joker", "The ♣3 was led: you must play the joker.")
            suit = view.trump if lead.suit == JOKER else lead.suit
            if card.suit != suit and any(c.suit == suit for c in view.hand):
                return IllegalAction("napoleon.err.must_follow",
                                     "You hold a card of the led suit ({suit}): you must follow.",
                                     suit=SUIT_SYMBOLS[suit])
        return IllegalAction("ui.napoleon.reason.not_legal", "This card cannot be played now.")

    def press(self, name: str, view, ctx):
        if name.startswith("suit:"):
            self.bid_suit = name[5:]
            return None
        if name in ("plus", "minus"):
            lowest = panels.lowest_bid(view)
            self.bid_count = max(lowest, min(20, (self.bid_count or lowest) + (1 if name == "plus" else -1)))
            return None
        if name == "clear":
            self.discard_sel = []
            return None
        return self.made_by(name)

    # ---- animation --------------------------------------------------------------------------------------
    def animate(self, events, before, after, anim) -> None:
        plan = self.PLAN(self, self.geo(before), before, after, anim)
        named = after.named
        log = self.log

        class _Entries:  # the log keeps each event with the named card it is told with
            @staticmethod
            def append(event) -> None:
                log.append((event, named))

        play_events(plan, events, lambda event: self.log_line(event, after), _Entries, anim)

    def intro(self, view, anim) -> None:
        self.log.append(("deal", view.dealer))
        deal_flight(self, self.geo(view), view, anim)

    def log_entries(self) -> list[str]:
        return self.log.lines(self.render_entry, self.words_key())

    def render_entry(self, entry) -> str | None:
        """One log entry in the current language: (event, named card) or ("deal", dealer)."""
        first, second = entry
        if first == "deal":
            return self.tr("napoleon.event.deal", dealer=self.name(second))
        return self.log_text(first, second)

    def log_line(self, event, after) -> str | None:
        return self.log_text(event, after.named)

    def log_text(self, event, named_card) -> str | None:
        named = self.card_label(named_card) if named_card is not None else ""
        entry = log_entry(event, named)
        if entry is None:
            return None
        key, params = entry
        params = dict(params)
        for field in ("seat", "dealer"):
            if isinstance(params.get(field), int):
                params[field] = self.name(params[field])
        if event.kind in ("name", "discard", "play", "adjutant") and event.cards and event.cards[0] is not None:
            params["card"] = self.card_label(event.cards[0])
        return self.tr(key, **params)


def result_notes(match, tr) -> tuple[list[str], list[str]]:
    """Between deals: each seat's role in the deal (and whether its side won), the outcome and the
    reveal (N39: the discards, where the named card was, who the adjutant was). At the end of the
    match: the winner(s), the roles each seat played, and how many deals Napoleon's side won."""
    names = seat_names(match, tr)
    if not match.deal_results:
        return ["" for _ in names], []
    if not match.over:
        return _deal_notes(match, tr, names)
    winners = match.winners()
    roles = [[0, 0] for _ in range(match.players)]
    napoleon_won = 0
    for result in match.deal_results:
        details = result.details or {}
        if details.get("napoleon_side_won"):
            napoleon_won += 1
        for seat, info in enumerate(details.get("seats", [])):
            if info.get("role") == "napoleon":
                roles[seat][0] += 1
            elif info.get("role") == "adjutant":
                roles[seat][1] += 1
    badges = result_badges(tr, match, lambda s: [tr("ui.napoleon.res.roles", nap=roles[s][0], adj=roles[s][1])], winners)
    notes = [winners_note(tr, ("ui.napoleon.res.winner", "ui.napoleon.res.winners"), names, winners),
             tr("ui.napoleon.res.deals", won=napoleon_won, n=len(match.deal_results))]
    return badges, notes


def _deal_notes(match, tr, names: list[str]) -> tuple[list[str], list[str]]:
    from game.cards import parse_card

    result = match.deal_results[-1]
    details, seats = last_details(match)
    alone = bool(details.get("alone"))

    def badge(seat: int) -> list[str]:
        role = seats[seat].get("role", "ally")
        role = "alone" if role == "napoleon" and alone else role
        return [tr(f"napoleon.role.{role}")] + ([tr("ui.napoleon.res.won_badge")] if seat in result.winners else [])

    badges = result_badges(tr, match, badge)
    nap = details.get("napoleon")
    trump, count = details.get("trump"), details.get("bid_count")
    bid = f"{SUIT_SYMBOLS[trump]}{count}" if trump else ""
    key = "ui.napoleon.res.side_won" if details.get("napoleon_side_won") else "ui.napoleon.res.side_lost"
    outcome = tr(key, name=names[nap] if nap is not None else "", bid=bid,
                 honours=details.get("napoleon_side_honours", 0))

    def label(code: str) -> str:
        card = parse_card(code)
        return tr("ui.napoleon.joker") if card.suit == JOKER else card.label

    named = details.get("named")
    where = details.get("named_where", "")
    adjutant = details.get("adjutant")
    holder = adjutant if adjutant is not None else nap
    reveal = [tr("ui.napoleon.res.discards_were", cards=" ".join(label(c) for c in details.get("discards", [])))]
    if named and where:
        reveal.append(tr(f"napoleon.event.reveal_{where}", card=label(named),
                         seat=names[holder] if holder is not None else ""))
    reveal.append(tr("ui.napoleon.adjutant_is", name=names[adjutant]) if adjutant is not None
                  else tr("ui.napoleon.adjutant_alone"))
    return badges, [outcome, ("" if tr.lang == "ja" else " ").join(reveal)]


def result_cards(match) -> list[list[Card]]:
    """The honours each seat took in the last deal (DealResult.details["seats"][s]["honour_cards"])."""
    return seat_cards(match, "honour_cards")

