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
from game.cards import SUIT_SYMBOLS
from ui.layouts.common import GOLD
from ui.layouts.democracy.geometry import HAND, PLAY, TINY, Geometry
from ui.layouts.democracy.hand_order import sorted_hand
from ui.layouts.motions import (centred, deal_round, fly, land_in_hand, leave_hand, leaving, on_table, seat_of,
                                sweep, turn_over, turn_up, vanish)
from ui.layouts.plans import Plan, handles, take_off

VERDICT_POS = (640, 531)   # who takes the trick: between the choices and the hand, where the prompt is


def deal_flight(layout, g: Geometry, view, anim) -> None:
    """Backs fly from the middle to every seat's hand, then the pool's cards to the pool."""
    rounds = min(max(view.hand_sizes) if view.hand_sizes else 0, 10)
    pool = [(g.pool_rect(), 0.22, 0.32 + i * 0.02) for i in range(min(view.pool_left, 6))]
    deal_round(layout, anim, centred(TINY, g.centre.center), g.order, rounds,
               land_in_hand(g, HAND, 60, 58, 24, own=view.seat is not None), 0.22, 0.3 / max(1, rounds), 0.01,
               then=pool)


class AnimationPlan(Plan):
    """Turns one action's events into animation steps."""

    closing_beat = 0.05
    remark_pop, remark_size = 0.2, 20

    def __init__(self, layout, g: Geometry, before, after, anim) -> None:
        super().__init__(layout, g, before, after, anim)
        self.revealed: dict[int, object] = {}     # seat -> its sprite at the reveal

    def _claims(self, seat: int) -> bool:
        """`seat` claims a Bad Catch in this action (its hand goes face up, not one card)."""
        return any(e.kind == ev.EV_BAD_CATCH and e.seat == seat for e in self.events)

    def _gone(self) -> list:
        """The viewer's cards that leave its hand in this action."""
        return [c for c in sorted_hand(self.before.hand) if c not in self.after.hand]

    def _start_of(self, seat: int) -> pygame.Rect:
        """Where a chosen card leaves: its place in the viewer's fan (the fan's middle when it is
        not known), else the seat's backs."""
        hand = sorted_hand(self.before.hand) if seat == self.g.bottom == self.before.seat else []
        if not hand:
            return self.g.hand_anchor(seat)
        gone = [] if self._claims(seat) else self._gone()
        return leaving(self.g, seat, hand, gone[0] if gone else hand[len(hand) // 2])

    @handles(ev.EV_CHOSE)
    def on_chose(self, e) -> None:
        """A seat's choice: a face-down card laid in front of it (its face never shown)."""
        a, g, seat = self.anim, self.g, e.seat
        if self.before.phase != "play":
            self.remark(self._text("ui.democracy.bubble.chosen"), g.choice_rect(seat).center, 0.25, size=16)
            return
        start, end = self._start_of(seat), g.choice_rect(seat)
        own = self._gone()[:1] if seat == self.before.seat and not self._claims(seat) else []

        def make():
            a.suppress(f"hand:{seat}", 1)
            a.suppress(f"choice:{seat}")
            a.flying_cards.update(own)
            return fly(a, [None], start, end, 0.26, face_up=False)

        a.then(make)

    @handles(ev.EV_DISCARD)
    def on_discard(self, e) -> None:
        end = self.g.discard_rect()
        self.anim.then(lambda cards=e.cards: sweep(self._on_table(cards), end, 0.3),
                       on_end=lambda cards=e.cards: self._hide(cards))

    @handles(ev.EV_TURN)
    def on_turn(self, e) -> None:
        a, g = self.anim, self.g

        def make(card=e.cards[0] if e.cards else None):
            a.suppress("pool", 1)
            a.suppress("turned")
            return turn_up(a, card, g.pool_rect(), g.turned_rect(), 0.25, 0.25, 0.15)[1]

        a.then(make, hold=0.15)

    @handles(ev.EV_GHOST_CHOICE)
    def on_ghost_choice(self, e) -> None:
        key = "ui.democracy.bubble.ghost" if e.value == "ghost" else "ui.democracy.bubble.no_trump"
        self.remark(self._text(key, name=self.name(e.seat)), self.g.centre.center, 0.8, size=20)

    @handles(ev.EV_DRAW)
    def on_draw(self, e) -> None:
        """A Ghost's draw: the card shown over the drawer's pile, then laid on it."""
        a, g = self.anim, self.g
        card = e.cards[0] if e.cards else None
        giver = seat_of(e.src)
        start = g.hand_anchor(giver) if giver is not None else g.centre
        end = g.pile_rect(e.seat)
        drawn: list = []

        def make():
            if giver is not None:
                leave_hand(a, giver, [card])
            return fly(a, [card], pygame.Rect(start.x, start.y, *PLAY), pygame.Rect(end.x, end.y - 60, *PLAY), 0.3,
                       keep=drawn)

        a.then(make, hold=0.35)
        a.then(lambda: sweep(drawn, end, 0.25))

    @handles(ev.EV_REDEAL)
    def on_redeal(self, e) -> None:
        self.remark(self._text("ui.democracy.bubble.redeal"), self.g.centre.center, 0.8, size=22)

    @handles(ev.EV_DECLARED)
    def on_declared(self, e) -> None:
        suits = "".join(SUIT_SYMBOLS.get(s, s) for s in (e.value or ""))
        label = (self._text("ui.democracy.bubble.declared", name=self.name(e.seat), suits=suits) if suits
                 else self._text("ui.democracy.bubble.declared_none", name=self.name(e.seat)))
        self.remark(label, self.g.choice_rect(e.seat).center, 0.35, size=16)

    @handles(ev.EV_DAY_END)
    def on_day_end(self, e) -> None:
        self.remark(self._text("ui.democracy.bubble.day_end", n=e.value), self.g.centre.center, 0.8, size=22)

    @handles(ev.EV_DEAL)
    def on_deal(self, e) -> None:
        if e.seat is None:   # the pool of a new Day: one flight for the whole Day's deal
            self._deal_later()

    @handles(ev.EV_SCORE)
    def on_score(self, e) -> None:
        if e.value:
            self.remark(self._text("ui.democracy.bubble.score", name=self.name(e.seat), n=e.value),
                        self.g.panels[e.seat].center, 0.25, size=17)

    def _deal_later(self) -> None:
        """A Day's deal (or a redeal) queued after what comes before it: the table keeps showing the
        hands, the pool and the choices until the deal's own step starts."""
        layout = self.layout
        was = layout.dealing
        self.anim.then(lambda: setattr(layout, "dealing", True) or [])
        deal_flight(layout, self.g, self.after, self.anim)
        layout.dealing = was

    @handles(ev.EV_BAD_CATCH)
    def on_bad_catch(self, e) -> None:
        """A Bad Catch claim: the claimer's hand face up in the middle for all to see (M12)."""
        a, g = self.anim, self.g
        cards = [c for c in e.cards if c is not None]
        x0 = g.centre.centerx - (len(cards) * 40 + 30) // 2
        row = [pygame.Rect(x0 + i * 40, g.centre.centery - 52, *PLAY) for i in range(len(cards))]

        def make(seat=e.seat):
            lab = a.label(self._text("ui.democracy.bubble.bad_catch", name=self.name(seat)),
                          (g.centre.centerx, g.centre.centery - 78), size=19, tag="bad_catch")
            return [lab.pop_in(0.2)] + fly(a, cards, g.hand_anchor(seat), row, 0.3, 0.03)

        def gone():
            self._hide(cards)
            take_off(a, "bad_catch")

        a.then(make, hold=1.2, on_end=gone)

    # ---- the reveal and the taking ------------------------------------------------------------------
    @handles(ev.EV_REVEAL)
    def on_reveal(self, e) -> None:
        """Every seat's face-down card turns over at once; then who takes the trick (or the tie) is
        shown on the table until everyone has seen it (`_verdict`)."""
        a, g = self.anim, self.g
        record = self.after.tricks[-1] if self.after.tricks else None
        plays = list(record.plays) if record is not None and record.plays else list(zip(range(self.before.players),
                                                                                            e.cards))

        def make():
            a.suppress("choices")
            vanish(a.cards)      # the last chooser's card, just landed face down
            for seat, card in plays:
                self.revealed[seat] = a.card(card, g.choice_rect(seat), face_up=False)
            return turn_over(list(self.revealed.values()), 0.34)

        a.then(make, hold=0.3)
        self._verdict(dict(plays))

    def _verdict(self, plays: dict) -> None:
        """The moment everyone watches: the winning card outlined and "Sara takes the trick with
        ♥A" (a tie: each tied card outlined, their names), held as the table says (`outcome_hold`:
        until the players continue in pass-and-play, a readable minimum in solo)."""
        a, layout = self.anim, self.layout
        takes = [e.seat for e in self.events if e.kind == ev.EV_TAKE]
        if not takes:
            return
        if len(takes) == 1:
            text = self._text("ui.democracy.verdict.takes", name=self.name(takes[0]),
                              card=layout.card_label(plays.get(takes[0])))
        else:
            joiner = "、" if layout.tr.lang == "ja" else ", "
            text = self._text("ui.democracy.verdict.tie", names=joiner.join(self.name(s) for s in takes))
        outcome_hold = getattr(layout.table, "outcome_hold", None)
        waits = callable(outcome_hold) and math.isinf(outcome_hold())

        def show():
            a.labels.extend(CardGlow(self.revealed[seat]) for seat in takes if seat in self.revealed)
            tweens = [self.winner_label(text, VERDICT_POS, 22, alpha=245).pop_in(0.2)]
            if waits:
                hint = a.label(self._text("ui.democracy.verdict.continue"), (VERDICT_POS[0], VERDICT_POS[1] + 40),
                               size=16, tag="winner")
                tweens.append(hint.pop_in(0.2, delay=0.3))
            return tweens

        a.then(show, hold=0.6, min_hold=outcome_hold() if callable(outcome_hold) else 0.0)

    def _on_table(self, cards) -> list:
        """The sprites of `cards` on the table (the turned pool card leaving its place among them)."""
        return [on_table(self.anim, card) or self._turned_sprite(card) for card in cards]

    def _turned_sprite(self, card):
        """The turned pool card as a sprite leaving its place (to the winner, or to the discards)."""
        if card is None or card != self.before.turned:
            return None
        self.anim.suppress("turned")
        return self.anim.card(card, self.g.turned_rect(), face_up=True)

    def _hide(self, cards) -> None:
        vanish([on_table(self.anim, card) for card in cards])

    @handles(ev.EV_TAKE)
    def on_take(self, e) -> None:
        """The trick's cards go to the taker's captured pile (the verdict's marks leave with them)."""
        end = self.g.pile_rect(e.seat)

        def collect(cards=e.cards):
            take_off(self.anim, "winner")
            return sweep(self._on_table(cards), pygame.Rect(end.x, end.y, *TINY), 0.32, 0.03)

        self.anim.then(collect, on_end=lambda cards=e.cards: self._hide(cards))


class CardGlow:
    """A gold outline round a card sprite (the card that takes the trick), on the label layer."""

    tag = "winner"

    def __init__(self, sprite) -> None:
        self.sprite = sprite

    def draw(self, surface: pygame.Surface, text) -> None:
        if self.sprite.visible:
            pygame.draw.rect(surface, GOLD, self.sprite.rect.inflate(12, 12), 4, border_radius=10)
