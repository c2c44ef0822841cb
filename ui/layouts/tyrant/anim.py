"""Tyrant's animations: one action's engine events (zone names in engines/tyrant/events.py) turned
into card flights between hands, stocks, the plaza's columns and piles, the lead row and trick
piles; chips flying to their places and back; faded cards leaving the table; labels over seats."""
from __future__ import annotations

import pygame

from engines.tyrant import events as ev
from game.cards import SUIT_SYMBOLS, Card
from ui.chips import token
from ui.layouts.common import show_briefly
from ui.layouts.markers import Marker
from ui.layouts.motions import centred, fade, fly, leave_hand, seat_of, standing, sweep, turn_over, turn_up
from ui.layouts.plans import Plan, handles
from ui.layouts.tyrant.geometry import MID, PLAZA, Geometry


def place_name(place: str, tr) -> str:
    """A place chips go to ("lead", "plaza:S") as the table names it: the lead card, or the suit."""
    return tr("ui.tyrant.place_lead") if place == "lead" else SUIT_SYMBOLS[place[-1]]


class AnimationPlan(Plan):
    """Turns one action's events into animation steps, over the view from before the action."""

    def __init__(self, layout, g: Geometry, before, after, anim) -> None:
        super().__init__(layout, g, before, after, anim)
        self.sprites: dict[Card, object] = {}
        self.plaza_counts = {c.suit: len(c.vertical) for c in before.plaza}
        self.plaza_piles = {c.suit: len(c.piles) for c in before.plaza}
        self.trick_counts = list(before.tricks_won)
        self.played_counts = list(before.played_count)
        self.lead_taken = False

    def anchor(self, zone: str) -> pygame.Rect:
        g = self.g
        kind, _, rest = zone.partition(":")
        if kind == "hand":
            return g.hand_anchor(int(rest))
        if kind == "stock":
            return g.stock_anchor(int(rest))
        if kind == "played":
            seat = int(rest)
            return g.played_slots(seat, max(1, self.played_counts[seat]))[-1]
        if kind == "plaza":
            suit = rest
            return g.vertical_rect(suit, self.plaza_counts[suit], self.plaza_piles[suit])
        if kind == "pile":
            return g.pile_rect(rest, self.plaza_piles[rest])
        if kind == "tricks":
            seat = int(rest)
            return g.trick_rect(seat, self.trick_counts[seat])
        if kind == "lead_row":
            return g.lead_slot(2)
        if kind == "lead_deck":
            return g.lead_deck_rect()
        if kind == "out":
            r = g.lead_deck_rect().copy()
            r.center = (g.plaza_area.centerx, 140)
            return r
        return pygame.Rect(g.plaza_area.centerx, g.plaza_area.centery, *MID)

    # the chooser already showed its keep; a declined Tyrant action, a hard pass and the set-up
    # (dealt before the table opens) are shown by no step
    SILENT = frozenset({
        ev.EV_KEEP, ev.EV_NO_CHIPS, ev.EV_HARD_PASS, ev.EV_DEAL, ev.EV_DEAL_ACE, ev.EV_CHIPS,
        ev.EV_LEAD_OUT_UNSEEN, ev.EV_ACE_OUT_UNSEEN, ev.EV_DRAW_OUT_UNSEEN,
    })

    @handles(ev.EV_PLAY, ev.EV_PLAY_FACE_UP)
    def on_play(self, e) -> None:
        a, seat, up = self.anim, e.seat, e.kind == ev.EV_PLAY_FACE_UP
        start = self.anchor(f"hand:{seat}")
        total = self.after.played_count[seat] or len(e.cards)
        slots = self.g.played_slots(seat, total)
        first = self.played_counts[seat] if up else 0
        self.played_counts[seat] = total
        ends = [slots[min(first + i, len(slots) - 1)] for i in range(len(e.cards))]

        def make(cards=e.cards):
            leave_hand(a, seat, cards)
            a.suppress(f"last_trick:{seat}")   # the new cards land where its previous trick's strip lies
            return fly(a, cards, start, ends, 0.34, 0.06, face_up=up or seat == self.before.seat, keep=self.sprites)

        a.then(make)

    @handles(ev.EV_CHIPS_PLACED)
    def on_chips_placed(self, e) -> None:
        self._chips(e.src, e.dst, e.value, 0.4)
        where = place_name(e.dst.partition(":")[2], self._text)
        self.remark(self._text("ui.tyrant.placed", n=e.value, place=where), self._seat_point(e.seat), 0.5)

    @handles(ev.EV_PASS)
    def on_pass(self, e) -> None:
        self.remark(self._text("ui.tyrant.status.passed"), self._seat_point(e.seat), 0.5)

    @handles(ev.EV_CHIPS_PAID)
    def on_chips_paid(self, e) -> None:
        self._chips(e.src, "chips_discard", 1, 0.35)

    @handles(ev.EV_CHIPS_SPENT)
    def on_chips_spent(self, e) -> None:
        self._chips(e.src, "chips_discard", e.value, 0.3)

    @handles(ev.EV_HAND_TO_STOCK)
    def on_hand_to_stock(self, e) -> None:
        a, seat = self.anim, e.seat
        start, end = self.anchor(f"hand:{seat}"), self.anchor(f"stock:{seat}")

        def make(cards=e.cards):
            leave_hand(a, seat, cards)
            return fly(a, cards[:7], start, end, 0.3, 0.03, face_up=False)

        a.then(make)

    @handles(ev.EV_REVEAL)
    def on_reveal(self, e) -> None:
        a, view, seat = self.anim, self.before, e.seat
        slots = self.g.played_slots(seat, len(e.cards))

        def make(cards=e.cards, power=e.value):
            a.suppress(f"played:{seat}")
            sprites = [standing(a, self.sprites, card, rect, face_up=card == view.face_up[seat] or seat == view.seat)
                       for card, rect in zip(cards, slots)]
            lab = a.label(self._text("ui.tyrant.power_badge", n=power), (slots[0].x - 50, slots[0].centery),
                          size=17, tag="power")
            return turn_over(sprites, 0.28, 0.08) + [lab.pop_in(0.25, delay=0.2)]

        a.then(make, hold=0.35)

    @handles(ev.EV_WINNER)
    def on_winner(self, e) -> None:
        pos = self.g.winner_label_pos()

        def appear():
            lab = self.winner_label(self._text("ui.tyrant.wins", name=self.name(e.seat)), pos, 20)
            return lab, lab.pop_in(0.3)

        show_briefly(self.anim, 1.1, appear)   # gone before the trick's cards fly to the winner

    @handles(ev.EV_NO_WINNER, ev.EV_ALL_PASSED)
    def on_nobody_wins(self, e) -> None:
        self.note(self._text(f"ui.tyrant.log.{e.kind}"), self.g.plaza_area.center, 1.0, size=22, pop=0.3)

    @handles(ev.EV_PILE)
    def on_pile(self, e) -> None:
        a, g = self.anim, self.g
        suit = e.dst.partition(":")[2]
        piles_before = self.plaza_piles[suit]
        column_before = next(c.vertical for c in self.before.plaza if c.suit == suit)
        self.plaza_piles[suit] += 1
        self.plaza_counts[suit] = 0
        target = centred(PLAZA, g.pile_rect(suit, self.plaza_piles[suit] - 1).center)

        def in_column(card):
            return g.vertical_rect(suit, column_before.index(card), piles_before) if card in column_before else None

        def make(cards=e.cards):
            a.suppress(f"plaza:{suit}", 10 ** 6)  # the whole column is moving
            return sweep([standing(a, self.sprites, card, in_column(card)) for card in cards], target, 0.3, 0.03)

        a.then(make, hold=0.2)

    @handles(ev.EV_MARKER)
    def on_marker(self, e) -> None:
        old = seat_of(e.src) if e.src else e.seat
        start, end = self.g.marker_rect(old), self.g.marker_rect(e.seat)
        self.anim.then(lambda: fly(self.anim, [Card("X", 2)], start, end, 0.45))

    @handles(ev.EV_LEAD_SHIFT)
    def on_lead_shift(self, e) -> None:
        a, g = self.anim, self.g
        row = list(self.before.lead_row)
        if self.lead_taken and row:
            row = row[:-1]
        starts = [g.lead_slot_for(i, len(row) + (1 if self.lead_taken else 0)) for i in range(len(row))]

        def make():
            a.suppress("lead_row_all")
            return fly(a, row, starts, [start.move(MID[0] + 16, 0) for start in starts], 0.3)

        a.then(make)

    @handles(ev.EV_LEAD_TURN_UP)
    def on_lead_turn_up(self, e) -> None:
        deck, slot = self.g.lead_deck_rect(), self.g.lead_slot(0)
        self.anim.then(lambda card=e.cards[0]: turn_up(self.anim, card, deck, slot, 0.35, 0.3, 0.3)[1])

    @handles(ev.EV_TRICK)
    def on_trick(self, e) -> None:
        self.anim.then(hold=0.25)

    @handles(ev.EV_GAME_OVER)
    def on_game_over(self, e) -> None:
        self.anim.then(hold=0.6)

    def _seat_point(self, seat: int) -> tuple[int, int]:
        zone = self.g.played_zone(seat)
        return (zone.centerx, zone.y + 44)

    def _chips(self, src: str, dst: str, count: int, duration: float) -> None:
        """Up to five chips fly from zone `src` to zone `dst`."""
        start, end = self._chip_point(src), self._chip_point(dst)

        def make():
            chips = [_ChipSprite(start) for _ in range(min(count, 5))]
            self.anim.labels.extend(chips)
            return [chip.move_to(end, duration, delay=i * 0.06) for i, chip in enumerate(chips)]

        self.anim.then(make)

    def _chip_point(self, zone: str) -> tuple[int, int]:
        g = self.g
        kind, _, rest = zone.partition(":")
        if kind == "chips":
            x, y = g.chips_pos(int(rest))
            return (x + 10, y)
        if zone == "chips_discard":
            x, y = g.chips_discard_pos()
            return (x, y + 16)
        if zone == "chips_on:lead":
            r = g.lead_slot(2)
            return (r.x + 14, r.bottom - 14)
        if zone.startswith("chips_on:plaza:"):
            col = g.column_rect(zone[-1])
            return (col.x + 18, col.bottom - 20)
        return g.plaza_area.center

    @handles(ev.EV_TO_PLAZA, ev.EV_TO_WINNER, ev.EV_TRICK_PILE, ev.EV_FAME, ev.EV_REMOVED)
    def on_move_cards(self, e) -> None:
        """Cards to the plaza, to a trick's winner, to a trick pile (the lead card on top) or out."""
        a, g, k = self.anim, self.g, e.kind
        if k == ev.EV_TO_PLAZA:
            suit = e.dst.partition(":")[2]
            targets = []
            for _ in e.cards:
                targets.append(g.vertical_rect(suit, self.plaza_counts[suit], self.plaza_piles[suit]))
                self.plaza_counts[suit] += 1
            duration = 0.32
        elif k in (ev.EV_TRICK_PILE, ev.EV_FAME):
            seat = e.seat
            targets = [g.trick_rect(seat, self.trick_counts[seat])] * len(e.cards)
            if k == ev.EV_FAME:
                self.trick_counts[seat] += 1
            duration = 0.4
        elif k == ev.EV_TO_WINNER:
            win = seat_of(e.dst)
            slots = g.played_slots(win, max(1, self.before.played_count[win]))
            targets = [slots[-1].move(8 + 6 * i, 6) for i in range(len(e.cards))]
            duration = 0.3
        else:  # removed
            targets = [self.anchor("out")] * len(e.cards)
            duration = 0.35
        src = e.src
        if src == "lead_row":
            self.lead_taken = True

        def make(cards=e.cards):
            if src == "lead_row":
                a.suppress("lead_row")
            tw = []
            for i, (card, target) in enumerate(zip(cards, targets)):
                s = standing(a, self.sprites, card, self.anchor(src))
                tw.append(s.move_to(target, duration, delay=i * 0.05))
                if k == ev.EV_REMOVED:
                    tw.append(fade(s, duration))
                if k == ev.EV_TRICK_PILE:
                    s.face_up = False
            return tw

        a.then(make)


class _ChipSprite(Marker):
    """A chip token flying between places (drawn with the labels)."""

    def draw(self, surface, text) -> None:
        img = token(11)
        surface.blit(img, img.get_rect(center=(round(self.x), round(self.y))))
