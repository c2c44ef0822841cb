"""Animation of the Democracy engine's events (kinds and zones in engines/democracy/README.md),
over the view from before the action: the deal of each Day (backs fly to every hand and to the
pool), the pool card turned up, a face-down card laid in front of a seat that has chosen (its face
never shown: a "chose" event carries none), the reveal — every chosen card turning over together —,
the cards taken to the winner's captured pile (or each tied seat's own card, the rest discarded),
the dealer's Ghost choice, the Ghost draws, Bad Catch claims, redeals, declarations, the Day's end
and the tribe points of the deal."""
from __future__ import annotations

import math

import pygame

from engines.democracy import events as ev
from ui.layouts import common
from ui.layouts.common import GOLD
from ui.layouts.democracy.geometry import HAND, PLAY, TINY, Geometry
from ui.layouts.democracy.hand_order import sorted_hand

VERDICT_POS = (640, 531)   # who takes the trick: between the choices and the hand, where the prompt is


def deal_flight(layout, g: Geometry, view, anim) -> None:
    """Backs fly from the middle to every seat's hand, then the pool's cards to the pool."""
    centre = pygame.Rect(0, 0, *TINY)
    centre.center = g.centre.center
    per_seat = max(view.hand_sizes) if view.hand_sizes else 0
    per_seat = min(per_seat, 10)
    step = 0.3 / max(1, per_seat)
    flights = []
    for k in range(per_seat):
        for i, seat in enumerate(g.order):
            target = g.hand_anchor(seat) if seat != g.bottom or view.seat is None else pygame.Rect(
                g.hand_area.x + 60 + k * 58, g.hand_area.y + 24, *HAND)
            flights.append((target, 0.22, k * step + i * 0.01))
    flights += [(g.pool_rect(), 0.22, 0.32 + i * 0.02) for i in range(min(view.pool_left, 6))]
    common.deal_flight(layout, anim, centre, flights)


class AnimationPlan(common.EventPlan):
    """Turns one action's events into animation steps."""

    closing_beat = 0.05

    def __init__(self, layout, g: Geometry, before, after, anim) -> None:
        super().__init__(layout, g, before, after, anim)
        self.revealed: dict[int, object] = {}     # seat -> its sprite at the reveal
        self.events: list = []                     # the action's events (set by the layout)

    def _bubble(self, text: str, pos, hold: float, size: int = 20) -> None:
        common.passing_label(self.anim, text, pos, hold, 0.2, size=size)

    def _start_of(self, seat: int) -> pygame.Rect:
        """Where a chosen card leaves: the viewer's fan, else the seat's backs."""
        g = self.g
        if seat == g.bottom and self.before.seat == seat and self.before.hand:
            hand = sorted_hand(self.before.hand)
            rects = g.hand_rects(len(hand))
            gone = [c for c in hand if c not in self.after.hand]
            if gone and not any(ev_.kind == ev.EV_BAD_CATCH and ev_.seat == seat for ev_ in self.events):
                return rects[hand.index(gone[0])]
            return rects[len(rects) // 2]
        return g.hand_anchor(seat)

    def on_chose(self, e) -> None:
        """A seat's choice: a face-down card laid in front of it (its face never shown)."""
        a, g = self.anim, self.g
        if self.before.phase != "play":
            self._bubble(self._text("ui.democracy.bubble.chosen"), g.choice_rect(e.seat).center, 0.25, size=16)
            return
        seat = e.seat
        start, end = self._start_of(seat), g.choice_rect(seat)
        own_card = None
        claimed = any(ev_.kind == ev.EV_BAD_CATCH and ev_.seat == seat for ev_ in self.events)
        if seat == self.before.seat and not claimed:
            gone = [c for c in self.before.hand if c not in self.after.hand]
            own_card = gone[0] if gone else None

        def make(seat=seat, start=start, end=end, own_card=own_card):
            a.suppress(f"hand:{seat}", 1)
            a.suppress(f"choice:{seat}")
            if own_card is not None:
                a.flying_cards.add(own_card)
            s = a.card(None, start, face_up=False)
            return [s.move_to(end, 0.26)]

        a.then(make)

    def on_discard(self, e) -> None:
        a = self.anim
        end = self.g.discard_rect()

        def make(cards=e.cards, end=end):
            tweens = []
            for card in cards:
                s = self._sprite_for(card) or self._turned_sprite(card)
                if s is not None:
                    tweens.append(s.move_to(end, 0.3))
            return tweens

        a.then(make, on_end=lambda cards=e.cards: self._hide(cards))

    def on_turn(self, e) -> None:
        a, g = self.anim, self.g
        card = e.cards[0] if e.cards else None
        start, end = g.pool_rect(), g.turned_rect()

        def make(card=card, start=start, end=end):
            a.suppress("pool", 1)
            a.suppress("turned")
            s = a.card(card, start, face_up=False)
            return [s.move_to(end, 0.25), s.flip(0.25, delay=0.15)]

        a.then(make, hold=0.15)

    def on_ghost_choice(self, e) -> None:
        key = "ui.democracy.bubble.ghost" if e.value == "ghost" else "ui.democracy.bubble.no_trump"
        self._bubble(self._text(key, name=self.layout.name(e.seat)), self.g.centre.center, 0.8, size=20)

    def on_draw(self, e) -> None:
        """A Ghost's draw: the card shown over the drawer's pile, then laid on it."""
        a, g = self.anim, self.g
        card = e.cards[0] if e.cards else None
        src = e.src.split(":")[-1]
        start = g.hand_anchor(int(src)) if src.isdigit() else g.centre
        end = g.pile_rect(e.seat)

        def make(card=card, start=start, end=end, src=src):
            if src.isdigit():
                a.suppress(f"hand:{src}", 1)
                a.flying_cards.add(card)
            s = a.card(card, pygame.Rect(start.x, start.y, *PLAY), face_up=True)
            return [s.move_to(pygame.Rect(end.x, end.y - 60, *PLAY), 0.3)]

        a.then(make, hold=0.35)
        a.then(lambda end=end: [s.move_to(end, 0.25) for s in a.cards[-1:]])

    def on_redeal(self, e) -> None:
        self._bubble(self._text("ui.democracy.bubble.redeal"), self.g.centre.center, 0.8, size=22)

    def on_declared(self, e) -> None:
        name = self.layout.name
        suits = "".join(common_suit(s) for s in (e.value or ""))
        label = (self._text("ui.democracy.bubble.declared", name=name(e.seat), suits=suits) if suits
                 else self._text("ui.democracy.bubble.declared_none", name=name(e.seat)))
        self._bubble(label, self.g.choice_rect(e.seat).center, 0.35, size=16)

    def on_day_end(self, e) -> None:
        self._bubble(self._text("ui.democracy.bubble.day_end", n=e.value), self.g.centre.center, 0.8, size=22)

    def on_deal(self, e) -> None:
        if e.seat is None:   # the pool of a new Day: one flight for the whole Day's deal
            self._deal_later()

    def on_score(self, e) -> None:
        if e.value:
            self._bubble(self._text("ui.democracy.bubble.score", name=self.layout.name(e.seat), n=e.value),
                         self.g.panels[e.seat].center, 0.25, size=17)

    def _deal_later(self) -> None:
        """A Day's deal (or a redeal) queued after what comes before it: the table keeps showing the
        hands, the pool and the choices until the deal's own step starts."""
        layout = self.layout
        was = layout.dealing
        self.anim.then(lambda: setattr(layout, "dealing", True) or [])
        deal_flight(layout, self.g, self.after, self.anim)
        layout.dealing = was

    def on_bad_catch(self, e) -> None:
        """A Bad Catch claim: the claimer's hand face up in the middle for all to see (M12)."""
        a, g = self.anim, self.g
        cards = [c for c in e.cards if c is not None]
        width = len(cards) * 40 + 30
        x0 = g.centre.centerx - width // 2

        def make(cards=cards, seat=e.seat):
            tweens = []
            lab = a.label(self._text("ui.democracy.bubble.bad_catch", name=self.layout.name(seat)),
                          (g.centre.centerx, g.centre.centery - 78), size=19, tag="bad_catch")
            tweens.append(lab.pop_in(0.2))
            for i, card in enumerate(cards):
                s = a.card(card, g.hand_anchor(seat), face_up=True)
                tweens.append(s.move_to(pygame.Rect(x0 + i * 40, g.centre.centery - 52, *PLAY), 0.3, delay=i * 0.03))
            return tweens

        def gone(cards=cards):
            self._hide(cards)
            a.labels[:] = [lb for lb in a.labels if lb.tag != "bad_catch"]

        a.then(make, hold=1.2, on_end=gone)

    # ---- the reveal and the taking ------------------------------------------------------------------
    def on_reveal(self, e) -> None:
        """Every seat's face-down card turns over at once; then who takes the trick (or the tie) is
        shown on the table until everyone has seen it (`_verdict`)."""
        a, g = self.anim, self.g
        seats = [s for s in range(self.before.players)]
        record = self.after.tricks[-1] if self.after.tricks else None
        plays = list(record.plays) if record is not None and record.plays else list(zip(seats, e.cards))

        def make(plays=plays):
            a.suppress("choices")
            for sprite in a.cards:      # the last chooser's card, just landed face down
                sprite.visible = False
            tweens = []
            for seat, card in plays:
                s = a.card(card, g.choice_rect(seat), face_up=False)
                self.revealed[seat] = s
                tweens.append(s.flip(0.34))
            return tweens

        a.then(make, hold=0.3)
        self._verdict(dict(plays))

    def _verdict(self, plays: dict) -> None:
        """The moment everyone watches: the winning card outlined and "Sara takes the trick with
        ♥A" (a tie: each tied card outlined, their names), held as the table says (`outcome_hold`:
        until the players continue in pass-and-play, a readable minimum in solo)."""
        a, layout = self.anim, self.layout
        takes = [ev_.seat for ev_ in self.events if ev_.kind == ev.EV_TAKE]
        if not takes:
            return
        if len(takes) == 1:
            text = self._text("ui.democracy.verdict.takes", name=layout.name(takes[0]),
                              card=layout.card_label(plays.get(takes[0])))
        else:
            joiner = "、" if layout.tr.lang == "ja" else ", "
            text = self._text("ui.democracy.verdict.tie", names=joiner.join(layout.name(s) for s in takes))
        outcome_hold = getattr(layout.table, "outcome_hold", None)
        waits = callable(outcome_hold) and math.isinf(outcome_hold())

        def show():
            tweens = []
            for seat in takes:
                if seat in self.revealed:
                    a.labels.append(CardGlow(self.revealed[seat]))
            lab = a.label(text, VERDICT_POS, size=22, color=(30, 20, 8), bg=(236, 198, 106, 245), tag="winner")
            tweens.append(lab.pop_in(0.2))
            if waits:
                hint = a.label(self._text("ui.democracy.verdict.continue"), (VERDICT_POS[0], VERDICT_POS[1] + 40),
                               size=16, tag="winner")
                tweens.append(hint.pop_in(0.2, delay=0.3))
            return tweens

        a.then(show, hold=0.6, min_hold=outcome_hold() if callable(outcome_hold) else 0.0)

    def _sprite_for(self, card):
        for s in self.anim.cards:
            if s.card == card and s.visible:
                return s
        return None

    def _turned_sprite(self, card):
        """The turned pool card as a sprite leaving its place (to the winner, or to the discards)."""
        if card is None or card != self.before.turned:
            return None
        self.anim.suppress("turned")
        return self.anim.card(card, self.g.turned_rect(), face_up=True)

    def _hide(self, cards) -> None:
        for card in cards:
            s = self._sprite_for(card)
            if s is not None:
                s.visible = False

    def on_take(self, e) -> None:
        """The trick's cards go to the taker's captured pile (the verdict's marks leave with them)."""
        a, g = self.anim, self.g
        end = g.pile_rect(e.seat)

        def collect(cards=e.cards, end=end):
            a.labels[:] = [lb for lb in a.labels if getattr(lb, "tag", "") != "winner"]
            tweens = []
            for i, card in enumerate(cards):
                s = self._sprite_for(card) or self._turned_sprite(card)
                if s is not None:
                    tweens.append(s.move_to(pygame.Rect(end.x, end.y, *TINY), 0.32, delay=i * 0.03))
            return tweens

        a.then(collect, on_end=lambda cards=e.cards: self._hide(cards))

    # event kind -> the method that animates it (EventPlan.add)
    HANDLERS = {
        ev.EV_CHOSE: on_chose, ev.EV_REVEAL: on_reveal, ev.EV_TAKE: on_take, ev.EV_DISCARD: on_discard,
        ev.EV_TURN: on_turn, ev.EV_GHOST_CHOICE: on_ghost_choice, ev.EV_DRAW: on_draw,
        ev.EV_BAD_CATCH: on_bad_catch, ev.EV_REDEAL: on_redeal, ev.EV_DECLARED: on_declared,
        ev.EV_DAY_END: on_day_end, ev.EV_DEAL: on_deal, ev.EV_SCORE: on_score,
    }


class CardGlow:
    """A gold outline round a card sprite (the card that takes the trick), on the label layer."""

    tag = "winner"

    def __init__(self, sprite) -> None:
        self.sprite = sprite

    def draw(self, surface: pygame.Surface, text) -> None:
        if self.sprite.visible:
            pygame.draw.rect(surface, GOLD, self.sprite.rect.inflate(12, 12), 4, border_radius=10)


def common_suit(suit: str) -> str:
    from game.cards import SUIT_SYMBOLS

    return SUIT_SYMBOLS.get(suit, suit)
