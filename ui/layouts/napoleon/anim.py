"""Animation of the Napoleon engine's events (zones and kinds in engines/napoleon/events.py), over
the view from before the action: the deal, bids and passes as bubbles at each seat's place, the
named card, the widow picked up, discards flying to the contract panel, cards played into the trick
centre, the adjutant revealed, the trick gathered to its winner, the discards to the first trick's
winner, the direction turning round."""
from __future__ import annotations

import pygame

from engines.napoleon import events as ev
from engines.napoleon.cards import parse_bid
from ui.layouts.motions import centred, deal_round, fly, land_in_hand, leave_hand, leaving, standing, sweep
from ui.layouts.napoleon.geometry import HAND, SMALL, TINY, Geometry
from ui.layouts.napoleon.panels import SUIT_SYMBOLS
from ui.layouts.plans import Plan, handles, take_off


def deal_flight(layout, g: Geometry, view, anim) -> None:
    """Backs fly from the middle to every seat's hand, three to the widow."""
    widow = [(rect, 0.24, 0.46 + i * 0.03) for i, rect in enumerate(g.widow_rects(3))]
    deal_round(layout, anim, centred(SMALL, g.centre.center), g.order, 10, land_in_hand(g, HAND, 40, 62, 24),
               0.24, 0.045, 0.009, then=widow)


def bid_label(bid) -> str:
    """A bid as the table shows it ("♠13"), or "" for none."""
    parsed = parse_bid(bid)
    return f"{SUIT_SYMBOLS[parsed[1]]}{parsed[0]}" if parsed else ""


class AnimationPlan(Plan):
    """Turns one action's events into animation steps."""

    closing_beat = 0.06

    def __init__(self, layout, g: Geometry, before, after, anim) -> None:
        super().__init__(layout, g, before, after, anim)
        self.sprites: dict = {}

    def _start_of(self, seat: int, card) -> pygame.Rect:
        """Where a card leaves a hand: its place in the viewer's fan, else the seat's backs."""
        return leaving(self.g, seat, self.before.hand if seat == self.g.bottom == self.before.seat else (), card)

    # the deal is the table's intro; scores are the results
    SILENT = frozenset({
        ev.EV_DEAL, ev.EV_SCORE,
    })

    @handles(ev.EV_BID, ev.EV_PASS)
    def on_bid(self, e) -> None:
        """A bid or a pass, as a bubble at the seat's place."""
        label = (bid_label(e.value) if e.kind == ev.EV_BID else "") or self._text("ui.napoleon.pass")
        self.note(label, self.g.trick_rect(e.seat).center, 0.35)

    @handles(ev.EV_VOID_DEAL)
    def on_void_deal(self, e) -> None:
        self.note(self._text("ui.napoleon.void_deal"), self.g.centre.center, 1.0)
        deal_flight(self.layout, self.g, self.after, self.anim)

    @handles(ev.EV_NAPOLEON)
    def on_napoleon(self, e) -> None:
        self.note(self._text("ui.napoleon.napoleon_bubble", name=self.name(e.seat), bid=bid_label(e.value)),
                  self.g.centre.center, 0.9, size=22)

    @handles(ev.EV_NAME)
    def on_name(self, e) -> None:
        """The named card shown in the middle, then moved to its place on the contract panel."""
        a, g = self.anim, self.g
        card = e.cards[0]
        start = centred((70, 98), g.centre.center)
        end = g.named_rect()

        shown: list = []

        def make():
            a.suppress("named")
            shown.append(a.card(card, start, face_up=True))
            lab = a.label(self._text("ui.napoleon.named_bubble", card=self.layout.card_label(card)),
                          (start.centerx, start.y - 20), size=18)
            return [lab.pop_in(0.2)]

        a.then(make, hold=0.7)
        a.then(lambda: sweep(shown, end, 0.35))

    @handles(ev.EV_WIDOW)
    def on_widow(self, e) -> None:
        a, g = self.anim, self.g
        seat = e.seat
        starts = g.widow_rects(len(e.cards))
        end = g.hand_anchor(seat)

        def make(cards=e.cards):
            a.suppress("widow")
            tweens = []
            for i, (card, start) in enumerate(zip(cards, starts)):
                s = a.card(card, start, face_up=False)
                if card is not None and seat == self.before.seat:
                    tweens.append(s.flip(0.2, delay=i * 0.05))
                tweens.append(s.move_to(end, 0.35, delay=0.2 + i * 0.06))
            return tweens

        a.then(make)

    @handles(ev.EV_DISCARD)
    def on_discard(self, e) -> None:
        a, seat, card = self.anim, e.seat, e.cards[0]
        start, end = self._start_of(seat, card), self.g.discard_rect(max(0, len(self.after.discards) - 1))

        def make():
            leave_hand(a, seat, [card])
            return fly(a, [card], start, end, 0.3)

        a.then(make)

    @handles(ev.EV_PLAY)
    def on_play(self, e) -> None:
        a, seat, card = self.anim, e.seat, e.cards[0]
        start, end = self._start_of(seat, card), self.g.trick_rect(seat)

        def make():
            leave_hand(a, seat, [card])
            return fly(a, [card], start, end, 0.3, keep=self.sprites)

        a.then(make)

    @handles(ev.EV_ADJUTANT)
    def on_adjutant(self, e) -> None:
        g = self.g
        key = "ui.napoleon.alone_bubble" if e.value == "alone" else "ui.napoleon.adjutant_bubble"
        pos = g.trick_rect(e.seat).midtop if self.after.phase != "discard" else g.centre.center
        self.note(self._text(key, name=self.name(e.seat)), (pos[0], pos[1] - 16), 1.0, size=19)

    @handles(ev.EV_DISCARDS_TAKEN)
    def on_discards_taken(self, e) -> None:
        a, g = self.anim, self.g
        if e.visible_to is not None and e.cards and all(c is None for c in e.cards) and e.value:
            return  # the face-down part, already counted with the honours
        end = g.pile_rect(e.seat)
        starts = [g.discard_rect(i) for i in range(len(e.cards))]

        def make(cards=e.cards):
            a.suppress("discards", len(cards))
            return fly(a, cards, starts, end, 0.35, 0.05)

        a.then(make)

    @handles(ev.EV_DIRECTION)
    def on_direction(self, e) -> None:
        key = "napoleon.event.direction_clockwise" if e.value == 1 else "napoleon.event.direction_reversed"
        self.note(self._text(key), self.g.centre.center, 0.9)

    @handles(ev.EV_REVEAL)
    def on_reveal(self, e) -> None:
        self.anim.then(hold=0.4)

    @handles(ev.EV_TRICK)
    def on_trick(self, e) -> None:
        """Who takes the trick, over its cards; then the cards gathered to the winner's pile."""
        a, g = self.anim, self.g
        winner = e.seat
        plays = self.after.tricks[-1][0] if self.after.tricks else ()
        slots = {card: g.trick_rect(seat) for seat, card in plays}
        label_pos = (g.trick_rect(winner).centerx, g.trick_rect(winner).bottom + 14)
        text = self._text("ui.napoleon.wins", name=self.name(winner), n=e.value)
        a.then(lambda: [self.winner_label(text, label_pos, 18).pop_in(0.25)], hold=0.9)
        end = g.pile_rect(winner)

        def collect(cards=e.cards):
            a.suppress("trick")
            take_off(a, "winner")
            sprites = [standing(a, self.sprites, card, slots.get(card)) for card in cards]
            return sweep(sprites, pygame.Rect(end.x, end.y, *TINY), 0.35, 0.03)

        a.then(collect)
