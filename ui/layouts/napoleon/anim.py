"""Animation of the Napoleon engine's events (zones and kinds in engines/napoleon/events.py), over
the view from before the action: the deal, bids and passes as bubbles at each seat's place, the
named card, the widow picked up, discards flying to the contract panel, cards played into the trick
centre, the adjutant revealed, the trick gathered to its winner, the discards to the first trick's
winner, the direction turning round."""
from __future__ import annotations

import pygame

from ui.layouts import common
from ui.layouts.napoleon.geometry import HAND, SMALL, TINY, Geometry
from ui.layouts.napoleon.panels import SUIT_SYMBOLS
from engines.napoleon.cards import parse_bid


def deal_flight(layout, g: Geometry, view, anim) -> None:
    """Backs fly from the middle to every seat's hand, three to the widow."""
    centre = pygame.Rect(0, 0, *SMALL)
    centre.center = g.centre.center
    flights = [(g.hand_anchor(seat) if seat != g.bottom else pygame.Rect(
                    g.hand_area.x + 40 + k * 62, g.hand_area.y + 24, *HAND), 0.24, k * 0.045 + i * 0.009)
               for k in range(10) for i, seat in enumerate(g.order)]
    flights += [(rect, 0.24, 0.46 + i * 0.03) for i, rect in enumerate(g.widow_rects(3))]
    common.deal_flight(layout, anim, centre, flights)


class Plan(common.EventPlan):
    """Turns one action's events into animation steps."""

    closing_beat = 0.06

    def __init__(self, layout, g: Geometry, before, after, anim) -> None:
        super().__init__(layout, g, before, after, anim)
        self.sprites: dict = {}

    def _bubble(self, text: str, pos, hold: float, size: int = 20, tag: str = "") -> None:
        a = self.anim

        def make():
            lab = a.label(text, pos, size=size, tag=tag)
            return [lab.pop_in(0.2)]

        a.then(make, hold=hold)

    def _start_of(self, seat: int, card) -> pygame.Rect:
        """Where a card leaves a hand: its place in the viewer's fan, else the seat's backs."""
        g = self.g
        if seat == g.bottom and self.before.seat == seat and card in self.before.hand:
            cards = list(self.before.hand)
            rects = g.hand_rects(len(cards))
            return rects[cards.index(card)]
        return g.hand_anchor(seat)

    def add(self, e) -> None:
        k = e.kind
        a, g = self.anim, self.g
        name = self.layout.name
        if k in ("bid", "pass"):
            parsed = parse_bid(e.value) if k == "bid" else None
            label = f"{SUIT_SYMBOLS[parsed[1]]}{parsed[0]}" if parsed else self._text("ui.napoleon.pass")
            self._bubble(label, g.trick_rect(e.seat).center, 0.35)
        elif k == "void_deal":
            self._bubble(self._text("ui.napoleon.void_deal"), g.centre.center, 1.0)
            deal_flight(self.layout, g, self.after, a)
        elif k == "napoleon":
            parsed = parse_bid(e.value)
            bid = f"{SUIT_SYMBOLS[parsed[1]]}{parsed[0]}" if parsed else ""
            self._bubble(self._text("ui.napoleon.napoleon_bubble", name=name(e.seat), bid=bid),
                         g.centre.center, 0.9, size=22)
        elif k == "name":
            card = e.cards[0]
            start = pygame.Rect(0, 0, 70, 98)
            start.center = g.centre.center
            end = g.named_rect()

            def make(card=card, start=start, end=end):
                a.suppress("named")
                a.card(card, start, face_up=True)
                lab = a.label(self._text("ui.napoleon.named_bubble", card=self.layout.card_label(card)),
                              (start.centerx, start.y - 20), size=18)
                return [lab.pop_in(0.2)]

            a.then(make, hold=0.7)
            a.then(lambda end=end: [s.move_to(end, 0.35) for s in a.cards[-1:]])
        elif k == "widow":
            seat = e.seat
            starts = g.widow_rects(len(e.cards))
            end = g.hand_anchor(seat)

            def make(cards=e.cards, starts=starts, end=end):
                a.suppress("widow")
                tweens = []
                for i, (card, start) in enumerate(zip(cards, starts)):
                    s = a.card(card, start, face_up=False)
                    if card is not None and seat == self.before.seat:
                        tweens.append(s.flip(0.2, delay=i * 0.05))
                    tweens.append(s.move_to(end, 0.35, delay=0.2 + i * 0.06))
                return tweens

            a.then(make)
        elif k == "discard":
            seat, card = e.seat, e.cards[0]
            index = max(0, len(self.after.discards) - 1)
            start, end = self._start_of(seat, card), g.discard_rect(index)

            def make(card=card, start=start, end=end):
                a.suppress(f"hand:{seat}", 1)
                if card is not None:
                    a.flying_cards.add(card)
                s = a.card(card, start, face_up=card is not None)
                return [s.move_to(end, 0.3)]

            a.then(make)
        elif k == "play":
            seat, card = e.seat, e.cards[0]
            start, end = self._start_of(seat, card), g.trick_rect(seat)

            def make(card=card, start=start, end=end):
                a.suppress(f"hand:{seat}", 1)
                a.flying_cards.add(card)
                s = a.card(card, start, face_up=True)
                self.sprites[card] = s
                return [s.move_to(end, 0.3)]

            a.then(make)
        elif k == "adjutant":
            key = "ui.napoleon.alone_bubble" if e.value == "alone" else "ui.napoleon.adjutant_bubble"
            pos = g.trick_rect(e.seat).midtop if self.after.phase != "discard" else g.centre.center
            self._bubble(self._text(key, name=name(e.seat)), (pos[0], pos[1] - 16), 1.0, size=19)
        elif k == "trick":
            self._gather(e)
        elif k == "discards_taken":
            if e.visible_to is not None and e.cards and all(c is None for c in e.cards) and e.value:
                return  # the face-down part, already counted with the honours
            winner = e.seat
            end = g.pile_rect(winner)
            starts = [g.discard_rect(i) for i in range(len(e.cards))]

            def make(cards=e.cards, starts=starts, end=end):
                a.suppress("discards", len(cards))
                tweens = []
                for i, (card, start) in enumerate(zip(cards, starts)):
                    s = a.card(card, start, face_up=card is not None)
                    tweens.append(s.move_to(end, 0.35, delay=i * 0.05))
                return tweens

            a.then(make)
        elif k == "direction":
            key = "napoleon.event.direction_clockwise" if e.value == 1 else "napoleon.event.direction_reversed"
            self._bubble(self._text(key), g.centre.center, 0.9)
        elif k == "reveal":
            a.then(hold=0.4)

    def _gather(self, e) -> None:
        a, g = self.anim, self.g
        winner = e.seat
        plays = self.after.tricks[-1][0] if self.after.tricks else ()
        slots = {card: g.trick_rect(seat) for seat, card in plays}
        label_pos = (g.trick_rect(winner).centerx, g.trick_rect(winner).bottom + 14)

        def show(winner=winner):
            lab = a.label(self._text("ui.napoleon.wins", name=self.layout.name(winner), n=e.value), label_pos,
                          size=18, color=(30, 20, 8), bg=(236, 198, 106, 240), tag="winner")
            return [lab.pop_in(0.25)]

        a.then(show, hold=0.9)
        end = g.pile_rect(winner)

        def collect(cards=e.cards, end=end):
            a.suppress("trick")
            for lab in [lb for lb in a.labels if getattr(lb, "tag", "") == "winner"]:
                a.labels.remove(lab)
            tweens = []
            for i, card in enumerate(cards):
                s = self.sprites.get(card)
                if s is None and card in slots:
                    s = a.card(card, slots[card], face_up=True)
                if s is not None:
                    tweens.append(s.move_to(pygame.Rect(end.x, end.y, *TINY), 0.35, delay=i * 0.03))
            return tweens

        a.then(collect)

