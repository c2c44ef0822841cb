"""Napoleon's Normal and Easy AI, deciding only from the seat's view and the legal actions.

Normal bids from hand strength (role cards, trump length and honours, side aces), names the
strongest card it lacks as adjutant, discards towards voids while keeping trumps and role cards,
and plays tricks by side: feed honours to a sure friend, win cheaply against the other side, dump
low.

Easy (`TimidBidder` with `game.players.EasyPlayer`'s slips): a beginner seldom dares to declare.
It is Normal with a low bid base (it bids only with an exceptional hand), except as the last to
speak when nobody has bid: then it takes the lowest contract in its best suit, so a table of Easy
players never throws the deal in. Its play, naming and discards are Normal's. Why
(docs/research-log.md, "Normal vs Easy"): with Normal's own auction an Easy Napoleon won few of its
contracts and Normal, as its adjutant, lost with it; Normal beat that Easy by 1.36× its fair share.
The timid Easy leaves the contracts to the stronger player and, with a slip of 0.95, Normal beats it
by 1.53–1.54× (`tools/research/diag_napoleon_levels.py timid-last`, 7,500 games a seed), while Easy
still beats uniform random (1.24×)."""
from __future__ import annotations

import functools
import operator
import random

from game.actions import Action
from game.cards import JOKER, Card

from engines.napoleon.cards import (BID_SUITS, CLUB_THREE, DECK, HEART_QUEEN, JOKER_CARD, MIGHTY, card_power,
                                    high, is_honour, left_jack, led_suit, right_jack, role_power, trick_winner)
from engines.napoleon.events import BID, PASS
from engines.napoleon.state import BIDDING, DISCARDING, NAMING, PLAYERS
from engines.napoleon.view import NapoleonView
ROLE_VALUE = {4: 3.0, 3: 2.5, 2: 2.0, 1: 1.5}
MAX_NORMAL_BID = 16


def _card_values(trump: str) -> dict[Card, tuple[bool, float, bool]]:
    """Per card of the deck with `trump`: whether it counts as a trump, the honours it adds on its
    own, and whether it is a side king (worth 0.5 more beside the ace of its suit)."""
    values = {}
    for card in DECK:
        role = role_power(card, trump)
        if role:
            values[card] = (True, ROLE_VALUE[role], False)
        elif card.suit == trump:
            values[card] = (True, {1: 1.5, 13: 1.2, 12: 1.0}.get(card.rank, 0.6), False)
        else:
            values[card] = (False, 1.0 if card.rank == 1 else 0.0, card.rank == 13)
    return values


CARD_VALUES = {trump: _card_values(trump) for trump in BID_SUITS}


def hand_power(hand: tuple[Card, ...] | list[Card], trump: str) -> float:
    """How many honours a hand is worth with `trump`, in rough units (one unit ≈ one honour)."""
    values = CARD_VALUES[trump]
    power = 0.0
    trumps = 0
    suits = dict.fromkeys(BID_SUITS, 0)
    aces = None
    for card in hand:
        counts_as_trump, value, side_king = values[card]
        if counts_as_trump:
            trumps += 1
            power += value
            continue
        suits[card.suit] += 1
        if side_king:
            if aces is None:
                aces = {c.suit for c in hand if c.rank == 1}
            if card.suit in aces:
                power += 0.5
        elif value:
            power += value
    if trumps >= 3:
        power += 0.5 * sum(1 for s, n in suits.items() if s != trump and n == 0)
    if trumps <= 2:
        power -= 1.5
    return power


BID_BASE, BID_SLOPE = 7.0, 0.9


def estimated_honours(hand, trump: str, base: float = BID_BASE, slope: float = BID_SLOPE) -> float:
    """Honours the Napoleon side may expect with this hand and trump (widow and adjutant included)."""
    return base + slope * hand_power(hand, trump)


def adjutant_wishes(trump: str) -> list[Card]:
    """The cards Normal would like its adjutant to hold, most wanted first."""
    wanted = [MIGHTY, JOKER_CARD, right_jack(trump), left_jack(trump)]
    wanted += [Card(trump, r) for r in (1, 13, 12, 10)]
    wanted += [Card(s, 1) for s in ("H", "D", "C") if s != trump]
    return wanted


def discard_keep(view: NapoleonView):
    """Normal's measure of how much a card is worth keeping when Napoleon discards (lowest goes)."""
    trump = view.trump
    hand = view.hand
    length = {s: sum(1 for c in hand if c.suit == s) for s in BID_SUITS}
    has_mighty = MIGHTY in hand

    def keep(card: Card) -> float:
        role = role_power(card, trump)
        if role:
            return 300 + role
        if card.suit == trump:
            return 200 + high(card.rank)
        if card == HEART_QUEEN and has_mighty:
            return 150
        if card.rank == 1:
            return 120
        value = high(card.rank) + 4 * length[card.suit]
        if is_honour(card):
            value += 6
        if card.rank == 13 and Card(card.suit, 1) in hand:
            value += 40
        return value

    return keep


class NormalPlayer:
    """`choose(view, legal, rng)`: rules of thumb for each phase of Napoleon."""

    name = "normal"

    def __init__(self, bid_base: float = BID_BASE, bid_slope: float = BID_SLOPE):
        self.bid_base, self.bid_slope = bid_base, bid_slope

    def choose(self, view: NapoleonView, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.phase == BIDDING:
            return self._bid(view, legal)
        if view.phase == NAMING:
            return self._name(view, legal)
        if view.phase == DISCARDING:
            return self._discard(view, legal)
        return self._play(view, legal, rng)

    # ---- bidding ----------------------------------------------------------------------------
    def _bid(self, view: NapoleonView, legal: list[Action]) -> Action:
        """The suit with the best estimate; its lowest legal bid if the estimate covers it."""
        bids = {a.value: a for a in legal if a.kind == BID}
        boldness = min(3.0, 0.5 * view.void_deals)      # after void deals, settle for less
        estimates = sorted(((estimated_honours(view.hand, suit, self.bid_base, self.bid_slope) + boldness,
                             suit) for suit in BID_SUITS), reverse=True)
        for estimate, suit in estimates:
            ceiling = int(min(estimate, MAX_NORMAL_BID))
            for count in range(view.options["min_bid"], ceiling + 1):
                action = bids.get(f"{suit}{count}")
                if action is not None:
                    return action
        return next(a for a in legal if a.kind == PASS)

    # ---- naming the adjutant ----------------------------------------------------------------
    def _name(self, view: NapoleonView, legal: list[Action]) -> Action:
        hand = set(view.hand)
        for card in adjutant_wishes(view.trump):
            if card not in hand:
                for action in legal:
                    if action.cards[0] == card:
                        return action
        return legal[0]

    # ---- discarding -------------------------------------------------------------------------
    def _discard(self, view: NapoleonView, legal: list[Action]) -> Action:
        keep = discard_keep(view)
        return min(legal, key=lambda a: keep(a.cards[0]))

    # ---- playing ----------------------------------------------------------------------------
    def _play(self, view: NapoleonView, legal: list[Action], rng: random.Random) -> Action:
        knowledge = self._knowledge(view)
        if not view.current:
            return self._lead(view, legal, knowledge)
        return self._follow(view, legal, knowledge)

    def _knowledge(self, view: NapoleonView) -> "_Knowledge":
        """What the seat infers from its view for trick play (a variant may read more)."""
        return _Knowledge(view)

    def _lead(self, view: NapoleonView, legal: list[Action], k: "_Knowledge") -> Action:
        trump = view.trump
        cards = [a.cards[0] for a in legal]
        by_card = {a.cards[0]: a for a in legal}
        if k.role == "napoleon" or (k.role == "adjutant" and k.revealed_self):
            if k.trumps_out > 0:
                top = k.master_trump()
                if top is not None and top in by_card:
                    return by_card[top]
        if k.role == "ally" and CLUB_THREE in by_card and k.joker_unseen and JOKER_CARD not in view.hand:
            return by_card[CLUB_THREE]
        masters = [c for c in cards if c.suit not in (trump, JOKER) and not role_power(c, trump)
                   and high(c.rank) > k.top_left(c.suit)
                   and not any(c.suit in view.voids[s] for s in k.enemies)]
        if masters:
            return by_card[max(masters, key=lambda c: (high(c.rank), c.suit))]
        if k.role == "adjutant" and not k.revealed_self:
            void_suits = view.voids[view.napoleon]
            to_nap = [c for c in cards if c.suit in void_suits and c.suit != trump and not is_honour(c)]
            if to_nap:
                return by_card[min(to_nap, key=lambda c: high(c.rank))]
        plain = [c for c in cards if not role_power(c, trump) and c.suit != trump]
        unruffed = [c for c in plain if not any(c.suit in view.voids[s] for s in k.enemies)]
        pool = unruffed or plain or cards
        safe = [c for c in pool if not is_honour(c)] or pool
        return by_card[min(safe, key=lambda c: (k.cost(c), c.suit, c.rank))]

    def _follow(self, view: NapoleonView, legal: list[Action], k: "_Knowledge") -> Action:
        trump = view.trump
        plays = list(view.current)
        index = view.trick_index
        same_two = view.options["same_two_first_trick"]
        strong_called = view.options["called_joker_strong"]
        lead = plays[0][1]
        suit = led_suit(lead, trump)
        called = lead == CLUB_THREE
        now = plays[trick_winner(plays, trump, index, same_two, strong_called)]
        last = len(plays) == 4
        points = sum(1 for _, c in plays if is_honour(c))
        if k.side(now[0]) > 0:
            holds = last or card_power(now[1], trump, suit, called, strong_called) >= 50 or (
                now[1].rank == 1 and not any(suit in view.voids[s] for s in k.after(plays)))
            return self._feed(legal, k) if holds else self._dump(legal, k)
        winners = []
        for action in legal:
            c = action.cards[0]
            trial = plays + [(view.seat, c)]
            if trial[trick_winner(trial, trump, index, same_two, strong_called)][0] == view.seat:
                winners.append(action)
        if winners:
            cheapest = min(winners, key=lambda a: k.cost(a.cards[0]))
            c = cheapest.cards[0]
            gain = points + (1 if is_honour(c) else 0)
            if last:
                if gain > 0 or k.cost(c) < 100:
                    return cheapest
            else:
                firm = [a for a in winners
                        if card_power(a.cards[0], trump, suit, called, strong_called) >= 50]
                if gain > 0 and firm:
                    return min(firm, key=lambda a: k.cost(a.cards[0]))
                if k.cost(c) < 100 and c.suit == suit and high(c.rank) >= k.top_left(suit):
                    return cheapest
                if gain >= 2:
                    return cheapest
        return self._dump(legal, k)

    @staticmethod
    def _feed(legal: list[Action], k: "_Knowledge") -> Action:
        honours = [a for a in legal if is_honour(a.cards[0]) and k.cost(a.cards[0]) < 100]
        if honours:
            return min(honours, key=lambda a: k.cost(a.cards[0]))
        return min(legal, key=lambda a: k.cost(a.cards[0]))

    @staticmethod
    def _dump(legal: list[Action], k: "_Knowledge") -> Action:
        """The card least worth keeping, sparing honours (they would go to the trick's winner)."""
        return min(legal, key=lambda a: k.cost(a.cards[0]) + (15 if is_honour(a.cards[0]) else 0))


EASY_BID_BASE = 4.0   # Normal's is 7.0: only a hand worth ~9 honours of its own reaches a bid of 12


def last_to_speak_unbid(view: NapoleonView) -> bool:
    """Everyone else passed and nobody bid: a pass now would void the deal (N17)."""
    return view.high_bid is None and len(view.bids) == PLAYERS - 1


class TimidBidder(NormalPlayer):
    """Normal, bidding from `bid_base` (low), and never the one who voids the deal."""

    def __init__(self, bid_base: float = EASY_BID_BASE):
        super().__init__(bid_base=bid_base)

    def _bid(self, view: NapoleonView, legal: list[Action]) -> Action:
        if last_to_speak_unbid(view):
            best = max(BID_SUITS, key=lambda suit: estimated_honours(view.hand, suit))
            return next(a for a in legal if a.kind == BID and a.value[0] == best)
        return super()._bid(view, legal)


_CARD_OF_PLAY = operator.itemgetter(1)     # (seat, card) -> card


def _played_by(view: NapoleonView, card: Card, seat: int) -> bool:
    """Whether `seat` played `card` in a finished trick."""
    return any(s == seat and c == card for plays, _ in view.tricks for s, c in plays)


@functools.cache
def _trump_cards(trump: str | None) -> frozenset[Card]:
    """The cards that play as trumps with `trump`: its suit and the role cards (N09)."""
    return frozenset(c for c in DECK if c.suit == trump or role_power(c, trump))


class _Knowledge:
    """What the Normal AI infers from a view during play: its side, friends, unseen trumps."""

    def __init__(self, view: NapoleonView):
        self.view = view
        me, nap = view.seat, view.napoleon
        seen = set(view.hand)
        for plays, _ in view.tricks:
            seen.update(map(_CARD_OF_PLAY, plays))
        named = view.named
        if me == nap:
            self.role = "napoleon"
        elif named in view.hand or (view.adjutant_known and view.adjutant == me) or (
                named in seen and _played_by(view, named, me)):
            self.role = "adjutant"
        else:
            self.role = "ally"
        self.revealed_self = view.adjutant_public
        friends: set[int] = set()
        enemies: set[int] = set()
        others = [s for s in range(PLAYERS) if s != me]
        if self.role == "napoleon":
            if view.adjutant_known and view.adjutant is not None:
                friends.add(view.adjutant)
            enemies = {s for s in others if s not in friends}      # unknown: assume enemy
        elif self.role == "adjutant":
            friends, enemies = {nap}, {s for s in others if s != nap}
        else:
            enemies.add(nap)
            if view.adjutant_known:
                if view.adjutant is not None:
                    enemies.add(view.adjutant)
                friends = {s for s in others if s not in enemies}
        self.friends, self.enemies = friends, enemies
        for _, card in view.current:
            seen.add(card)
        seen.update(view.discards)
        seen.discard(None)
        self._seen = seen
        self.trumps_out = len(_trump_cards(view.trump) - seen)
        self.joker_unseen = JOKER_CARD not in seen
        self.named_cost = self.role == "adjutant" and not view.adjutant_public and view.trick_index < 6

    @functools.cached_property
    def unseen(self) -> list[Card]:
        """The cards this seat has not seen: not in its hand, not played, not a face-up discard."""
        return [c for c in DECK if c not in self._seen]

    def side(self, seat: int) -> int:
        if seat == self.view.seat or seat in self.friends:
            return 1
        return -1 if seat in self.enemies else 0

    def after(self, plays) -> list[int]:
        played = {s for s, _ in plays}
        return [s for s in range(PLAYERS) if s not in played and s != self.view.seat]

    def cost(self, card: Card) -> float:
        """How much a card is worth keeping (low: play it away first)."""
        trump = self.view.trump
        role = role_power(card, trump)
        if role:
            value = 200 + role * 10
        elif card.suit == trump:
            value = 100 + high(card.rank)
        else:
            value = high(card.rank)
        if self.named_cost and card == self.view.named:
            value += 150
        return value

    def master_trump(self) -> Card | None:
        """Our highest role card or trump if nothing unseen beats it."""
        trump = self.view.trump
        mine = [c for c in self.view.hand if c.suit == trump or role_power(c, trump)]
        if not mine:
            return None
        score = lambda c: card_power(c, trump, trump, False, False)
        best = max(mine, key=score)
        if any(score(c) > score(best) for c in self.unseen):
            return None
        return best

    def top_left(self, suit: str) -> int:
        """The highest unseen rank of a plain suit (0 if none)."""
        ranks = [high(c.rank) for c in self.unseen if c.suit == suit]
        return max(ranks, default=0)
