"""Tyrant's animations: one action's engine events (zone names in engines/tyrant/events.py) turned
into card flights between hands, stocks, the plaza's columns and piles, the lead row and trick
piles; chips flying to their places and back; faded cards leaving the table; labels over seats."""
from __future__ import annotations

import pygame

from engines.tyrant import events as ev
from game.cards import SUIT_SYMBOLS, Card
from ui.chips import token
from ui.layouts.common import EventPlan, passing_label, show_briefly
from ui.layouts.tyrant.geometry import MID, PLAZA, Geometry
from ui.tween import Tween, ease_out


def place_name(place: str, tr) -> str:
    """A place chips go to ("lead", "plaza:S") as the table names it: the lead card, or the suit."""
    return tr("ui.tyrant.place_lead") if place == "lead" else SUIT_SYMBOLS[place[-1]]


class AnimationPlan(EventPlan):
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

    def on_play(self, e) -> None:
        a, g, view = self.anim, self.g, self.before
        k = e.kind
        seat = e.seat
        n = len(e.cards)
        start = self.anchor(f"hand:{seat}")
        total = self.after.played_count[seat] if self.after.played_count[seat] else n
        slots = g.played_slots(seat, total)
        first = self.played_counts[seat] if k == ev.EV_PLAY_FACE_UP else 0
        self.played_counts[seat] = total

        def make(cards=e.cards, start=start, slots=slots, first=first, up=k == ev.EV_PLAY_FACE_UP):
            a.suppress(f"hand:{seat}", len(cards))
            a.suppress(f"last_trick:{seat}")   # the new cards land where its previous trick's strip lies
            tweens = []
            for i, card in enumerate(cards):
                s = a.card(card, start, face_up=up or (card is not None and seat == view.seat))
                if card is not None:
                    self.sprites[card] = s
                    a.flying_cards.add(card)
                tweens.append(s.move_to(slots[min(first + i, len(slots) - 1)], 0.34, delay=i * 0.06))
            return tweens

        a.then(make)

    def on_chips_placed(self, e) -> None:
        self._chips(e.src, e.dst, e.value, 0.4)
        place = e.dst.partition(":")[2]
        where = place_name(place, self._text)
        self._label(self._text("ui.tyrant.placed", n=e.value, place=where), self._seat_point(e.seat), 0.5)

    def on_pass(self, e) -> None:
        self._label(self._text("ui.tyrant.status.passed"), self._seat_point(e.seat), 0.5)

    def on_chips_paid(self, e) -> None:
        self._chips(e.src, "chips_discard", 1, 0.35)

    def on_chips_spent(self, e) -> None:
        self._chips(e.src, "chips_discard", e.value, 0.3)

    def on_hand_to_stock(self, e) -> None:
        a = self.anim
        seat = e.seat
        start = self.anchor(f"hand:{seat}")
        end = self.anchor(f"stock:{seat}")

        def make(cards=e.cards, start=start, end=end):
            a.suppress(f"hand:{seat}", len(cards))
            a.flying_cards.update(c for c in cards if c is not None)
            tw = []
            for i, card in enumerate(cards[:7]):
                s = a.card(card, start, face_up=False)
                tw.append(s.move_to(end, 0.3, delay=i * 0.03))
            return tw

        a.then(make)

    def on_reveal(self, e) -> None:
        a, g, view = self.anim, self.g, self.before
        seat = e.seat
        slots = g.played_slots(seat, len(e.cards))

        def make(cards=e.cards, slots=slots, seat=seat, power=e.value):
            a.suppress(f"played:{seat}")
            tw = []
            for i, (card, rect) in enumerate(zip(cards, slots)):
                s = self.sprites.get(card)
                if s is None:
                    s = a.card(card, rect, face_up=card == view.face_up[seat] or seat == view.seat)
                    self.sprites[card] = s
                if not s.face_up:
                    tw.append(s.flip(0.28, delay=i * 0.08))
            lab = a.label(self._text("ui.tyrant.power_badge", n=power), (slots[0].x - 50, slots[0].centery),
                          size=17, tag="power")
            tw.append(lab.pop_in(0.25, delay=0.2))
            return tw

        a.then(make, hold=0.35)

    def on_winner(self, e) -> None:
        a, g = self.anim, self.g
        seat = e.seat
        pos = g.winner_label_pos()

        def appear(pos=pos, seat=seat):
            lab = a.label(self._text("ui.tyrant.wins", name=self.layout.name(seat)), pos, size=20,
                          color=(30, 20, 8), bg=(236, 198, 106, 240), tag="winner")
            return lab, lab.pop_in(0.3)

        show_briefly(a, 1.1, appear)   # gone before the trick's cards fly to the winner

    def on_nobody_wins(self, e) -> None:
        a, g = self.anim, self.g

        def make(kind=e.kind):
            lab = a.label(self._text(f"ui.tyrant.log.{kind}"), g.plaza_area.center, size=22)
            return [lab.pop_in(0.3)]

        a.then(make, hold=1.0)

    def on_pile(self, e) -> None:
        a, g, view = self.anim, self.g, self.before
        suit = e.dst.partition(":")[2]
        piles_before = self.plaza_piles[suit]
        column_before = next(c.vertical for c in view.plaza if c.suit == suit)
        self.plaza_piles[suit] += 1
        self.plaza_counts[suit] = 0
        pile = g.pile_rect(suit, self.plaza_piles[suit] - 1)
        target = pygame.Rect(0, 0, *PLAZA)
        target.center = pile.center

        def make(cards=e.cards, target=target, suit=suit, piles_before=piles_before,
                 column_before=column_before):
            a.suppress(f"plaza:{suit}", 10 ** 6)  # the whole column is moving
            tw = []
            for i, card in enumerate(cards):
                s = self.sprites.get(card)
                if s is None and card in column_before:
                    s = a.card(card, g.vertical_rect(suit, column_before.index(card), piles_before), face_up=True)
                    self.sprites[card] = s
                if s is not None:
                    tw.append(s.move_to(target, 0.3, delay=i * 0.03))
            return tw

        a.then(make, hold=0.2)

    def on_marker(self, e) -> None:
        a, g = self.anim, self.g
        old = int(e.src.partition(":")[2]) if e.src else e.seat
        start, end = g.marker_rect(old), g.marker_rect(e.seat)

        def make(start=start, end=end):
            s = a.card(Card("X", 2), start, face_up=True)
            return [s.move_to(end, 0.45)]

        a.then(make)

    def on_lead_shift(self, e) -> None:
        a, g = self.anim, self.g
        row = list(self.before.lead_row)
        if self.lead_taken and row:
            row = row[:-1]
        starts = [g.lead_slot_for(i, len(row) + (1 if self.lead_taken else 0)) for i in range(len(row))]

        def make(row=row, starts=starts):
            a.suppress("lead_row_all")
            tw = []
            for card, start in zip(row, starts):
                s = a.card(card, start, face_up=True)
                tw.append(s.move_to(start.move(MID[0] + 16, 0), 0.3))
            return tw

        a.then(make)

    def on_lead_turn_up(self, e) -> None:
        a, g = self.anim, self.g
        deck = g.lead_deck_rect()
        slot = g.lead_slot(0)

        def make(card=e.cards[0], deck=deck, slot=slot):
            s = a.card(card, deck, face_up=False)
            return [s.move_to(slot, 0.35), s.flip(0.3, delay=0.3)]

        a.then(make)

    def on_trick(self, e) -> None:
        self.anim.then(hold=0.25)

    def on_game_over(self, e) -> None:
        self.anim.then(hold=0.6)

    def _seat_point(self, seat: int) -> tuple[int, int]:
        zone = self.g.played_zone(seat)
        return (zone.centerx, zone.y + 44)

    def _label(self, text: str, pos, hold: float) -> None:
        """A passing remark (a pass, chips placed) that disappears after `hold`."""
        passing_label(self.anim, text, pos, hold, pop=0.25)

    def _chips(self, src: str, dst: str, count: int, duration: float) -> None:
        a = self.anim
        g = self.g
        start = self._chip_point(src)
        end = self._chip_point(dst)
        chip_sprites = []

        def make():
            tw = []
            for i in range(min(count, 5)):
                sprite = _ChipSprite(start[0], start[1])
                chip_sprites.append(sprite)
                a.labels.append(sprite)
                tw.append(sprite.move(end, duration, delay=i * 0.06))
            return tw

        a.then(make)
        del g

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

    def on_move_cards(self, e) -> None:
        """Cards to the plaza, to a trick's winner, to a trick pile (the lead card on top) or out."""
        a = self.anim
        g = self.g
        k = e.kind
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
            win = int(e.dst.partition(":")[2])
            slots = g.played_slots(win, max(1, self.before.played_count[win]))
            targets = [slots[-1].move(8 + 6 * i, 6) for i in range(len(e.cards))]
            duration = 0.3
        else:  # removed
            targets = [self.anchor("out")] * len(e.cards)
            duration = 0.35
        src = e.src
        if src == "lead_row":
            self.lead_taken = True

        def make(cards=e.cards, targets=targets, src=src, kind=k):
            if src == "lead_row":
                a.suppress("lead_row")
            tw = []
            for i, (card, target) in enumerate(zip(cards, targets)):
                s = self.sprites.get(card)
                if s is None:
                    start = self.anchor(src) if src != "lead_row" else g.lead_slot(2)
                    s = a.card(card, start, face_up=True)
                    self.sprites[card] = s
                tw.append(s.move_to(target, duration, delay=i * 0.05))
                if kind == ev.EV_REMOVED:
                    tw.append(_fade(s, duration))
                if kind == ev.EV_TRICK_PILE:
                    s.face_up = False
            return tw

        a.then(make)

    # event kind -> the method that animates it (EventPlan.add)
    HANDLERS = {
        ev.EV_PLAY: on_play, ev.EV_PLAY_FACE_UP: on_play, ev.EV_CHIPS_PLACED: on_chips_placed,
        ev.EV_PASS: on_pass, ev.EV_CHIPS_PAID: on_chips_paid, ev.EV_HAND_TO_STOCK: on_hand_to_stock,
        ev.EV_REVEAL: on_reveal, ev.EV_WINNER: on_winner, ev.EV_NO_WINNER: on_nobody_wins,
        ev.EV_ALL_PASSED: on_nobody_wins, ev.EV_CHIPS_SPENT: on_chips_spent, ev.EV_TO_PLAZA: on_move_cards,
        ev.EV_TO_WINNER: on_move_cards, ev.EV_TRICK_PILE: on_move_cards, ev.EV_FAME: on_move_cards,
        ev.EV_REMOVED: on_move_cards, ev.EV_PILE: on_pile, ev.EV_MARKER: on_marker,
        ev.EV_LEAD_SHIFT: on_lead_shift, ev.EV_LEAD_TURN_UP: on_lead_turn_up, ev.EV_TRICK: on_trick,
        ev.EV_GAME_OVER: on_game_over,
    }


def _fade(sprite, duration: float) -> Tween:
    def set_(t: float) -> None:
        sprite.alpha = int(255 * (1 - t))

    return Tween(duration, set_, ease_out)


class _ChipSprite:
    """A chip token flying between places (drawn with the labels)."""

    def __init__(self, x: float, y: float) -> None:
        self.x, self.y = x, y

    def move(self, end, duration: float, delay: float = 0.0) -> Tween:
        sx, sy = self.x, self.y

        def set_(t: float) -> None:
            self.x = sx + (end[0] - sx) * t
            self.y = sy + (end[1] - sy) * t

        return Tween(duration, set_, ease_out, delay)

    def draw(self, surface, text) -> None:
        img = token(11)
        surface.blit(img, img.get_rect(center=(round(self.x), round(self.y))))
