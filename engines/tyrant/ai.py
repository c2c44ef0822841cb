"""Tyrant's rule-based Normal AI. It decides from its own `View` only (never the state):

- keep / return: fills the hand for the lead suits it can see coming (the lead row), keeping the
  rest of each suit in the stock for later tricks, plus a card of the strongest plaza suit;
- play: weighs what the trick is worth to it (the fame card's points and the suit/rank bonus it
  would complete, less the risk of becoming a true tyrant, T36) against the power it can muster
  (T20–T22) and what the seats before it showed; contests with enough lead cards to win, else
  plays one cheap card that grows a plaza suit it holds, or passes with purpose (to refill from a
  stock that holds the coming lead suits, T12) when it can afford the chip;
- Tyrant action: spends a chip only where it lowers an opponent's visible strength more than the
  chip is worth at the end, and keeps one chip for a pass;
- T27 plaza choice: puts in the plaza the suit it holds most of (raising its future value).
"""
from __future__ import annotations

import random

from game.actions import Action
from engines.tyrant.events import CHIPS, NO_CHIPS, PASS, PLAY
from engines.tyrant.power import LEAD_VALUE
from engines.tyrant.scoring import TYRANT_GAP, base_points, rank_bonus, suit_bonus
from engines.tyrant.state import (CHOOSING_PHASES, PHASE_PLAY, PHASE_RETURN, PHASE_TO_PLAZA, PHASE_TYRANT,
                                  SUIT_ORDER)
from engines.tyrant.view import View

NEAR_TYRANNY = 2        # on a return (T12), this close to the T36 line: keep suits that cannot win


def owned_cards(view: View, seat: int) -> list:
    cards = [p.fame for p in view.trick_piles[seat]]
    if seat == view.seat and view.ace is not None:
        cards.append(view.ace)
    return cards


def owned_score(cards, chips: int) -> int:
    """T32–T34 for a set of owned cards (an unknown ace counts as nothing)."""
    return base_points(cards, chips) + suit_bonus(cards) + rank_bonus(cards)


def trick_worth(view: View, seat: int) -> int:
    """Points the current lead card would add to `seat`'s owned cards."""
    lead = view.lead_card
    if lead is None:
        return 0
    mine = owned_cards(view, seat)
    chips = view.chips[seat]
    return owned_score(mine + [lead], chips) - owned_score(mine, chips)


def estimated_scores(view: View) -> list[int]:
    """Totals as they would stand now from what this seat can see: owned cards (its own ace, the
    others' fame cards; their hidden aces can only add), chips, and the underdog share (T35)."""
    scores = [owned_score(owned_cards(view, s), view.chips[s]) for s in range(view.players)]
    piles = sum(len(col.piles) for col in view.plaza)
    fewest = min(view.tricks_won)
    sharers = [s for s, t in enumerate(view.tricks_won) if t == fewest]
    for s in sharers:
        scores[s] += (2 * piles) // len(sharers)
    return scores


def room_below_tyranny(view: View, seat: int) -> int:
    """How many more points `seat` can gain and still stay under the Monarchomachi line (T36):
    negative when it would be eliminated if the game ended now."""
    scores = estimated_scores(view)
    lowest_other = min(s for i, s in enumerate(scores) if i != seat)
    tricks_left = 8 - len(view.reveals)
    safety = tricks_left // 3        # the lowest seat may still spend chips on passes
    return lowest_other + TYRANT_GAP - 1 - safety - scores[seat]


def suit_counts(cards) -> dict[str, int]:
    counts = dict.fromkeys(SUIT_ORDER, 0)
    for c in cards:
        counts[c.suit] += 1
    return counts


class NormalPlayer:
    """Rule-based Tyrant player; `choose(view, legal, rng)`."""

    name = "normal"
    chips_kept_for_pass = 0     # chips left when shedding (measured: keeping one for a pass wins less)
    pass_below_room = 5         # pass rather than risk winning when this close to tyranny (tuned)

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        if phase in CHOOSING_PHASES:
            return self._keep(view, legal)
        if phase == PHASE_PLAY:
            return self._play(view, legal, rng)
        if phase == PHASE_TYRANT:
            return self._chips(view, legal)
        if phase == PHASE_TO_PLAZA:
            return self._to_plaza(view, legal)
        return legal[rng.randrange(len(legal))]

    # ---- keep 7 of 16 (T09), 6 of stock (T12) ------------------------------------------------
    def _keep(self, view: View, legal: list[Action]) -> Action:
        want = self._wanted_hand(view)
        if view.phase == PHASE_RETURN and room_below_tyranny(view, view.seat) < NEAR_TYRANNY:
            want = {s: -w for s, w in want.items()}      # far ahead: keep suits that cannot win
        have = suit_counts(view.hand or ())
        best = max(legal, key=lambda a: (want[a.cards[0].suit] - have[a.cards[0].suit],
                                         self._plaza_value(view, a.cards[0].suit)))
        return best

    def _wanted_hand(self, view: View) -> dict[str, int]:
        """How many cards of each suit the hand should hold: most of the current lead suit, then
        the next ones in the row, then the strongest plaza suit for extra power."""
        want = dict.fromkeys(SUIT_ORDER, 0)
        row = list(reversed(view.lead_row))          # current lead first
        for weight, card in zip((3, 2, 1), row):
            want[card.suit] += weight
        best_plaza = max(SUIT_ORDER, key=lambda s: self._plaza_value(view, s))
        want[best_plaza] += 1
        return want

    @staticmethod
    def _plaza_value(view: View, suit: str) -> int:
        return next(col.value for col in view.plaza if col.suit == suit)

    @staticmethod
    def _power(view: View, suit: str) -> int:
        return next(col.power for col in view.plaza if col.suit == suit)

    # ---- play or pass (T13–T17) -----------------------------------------------------------------
    def _play(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        seat = view.seat
        plays = [a for a in legal if a.kind == PLAY]
        can_pass = any(a.kind == PASS for a in legal)
        if not plays:
            return legal[0]
        lead_suit = view.lead_suit
        hand = view.hand or ()
        lead_in_hand = sum(1 for c in hand if c.suit == lead_suit)
        room = room_below_tyranny(view, seat)
        if room < self.pass_below_room and can_pass:
            return next(a for a in legal if a.kind == PASS)
        worth = trick_worth(view, seat)
        if worth > room:
            worth = -1

        threat = self._threat(view)
        # plays that follow the lead and beat the threat: fewest cards, fewest off-suit, strongest
        contenders = []
        for a in plays:
            p = self._play_power(view, a)
            if any(c.suit == lead_suit for c in a.cards) and p > threat:
                contenders.append(((-len(a.cards), -sum(1 for c in a.cards if c.suit != lead_suit), p), a))
        best_play = max(contenders, key=lambda keyed: keyed[0])[1] if contenders else None
        if worth < 0:
            return self._losing_play(view, plays)
        if lead_in_hand and worth >= 1 and best_play is not None:
            return best_play
        if lead_in_hand and worth >= 2:
            strongest = max(plays, key=lambda a: self._play_power(view, a))
            if self._play_power(view, strongest) >= threat - 2:
                return strongest
        if can_pass and self._pass_has_purpose(view, lead_in_hand, worth):
            return next(a for a in legal if a.kind == PASS)
        return self._cheap_play(view, plays)

    def _play_power(self, view: View, action: Action) -> int:
        powers = {col.suit: col.power for col in view.plaza}
        total = sum(powers[c.suit] for c in action.cards)
        return max(0, total - (1 if view.marker == view.seat else 0))

    def _threat(self, view: View) -> int:
        """A guess at the best power among the other seats: what the earlier ones showed (count,
        face-up card), and an answer from the seats still to act."""
        best = 0
        lead_suit = view.lead_suit
        for s in range(view.players):
            if s == view.seat or view.passed[s] or view.hard_out[s]:
                continue
            count = view.played_count[s]
            if view.acted[s]:
                if count == 0:
                    continue
                face = view.face_up[s]
                guess = LEAD_VALUE * count - (4 if count >= 2 else 0)
                if face is not None and face.suit != lead_suit:
                    guess = LEAD_VALUE * (count - 1) + self._power(view, face.suit)
                best = max(best, guess)
            else:
                best = max(best, 2 * LEAD_VALUE - 4 if view.hand_sizes[s] >= 3 else LEAD_VALUE)
        return best

    def _pass_has_purpose(self, view: View, lead_in_hand: int, worth: int) -> bool:
        """Pass (1 chip) to rebuild the hand from the stock when the hand cannot fight for the
        coming tricks but the stock can, and a chip can be spared."""
        if view.chips[view.seat] < 2:
            return False
        hand = view.hand or ()
        stock = view.stock or ()
        upcoming = [c.suit for c in reversed(view.lead_row)][1:3]
        hand_useful = sum(1 for c in hand if c.suit in upcoming)
        stock_useful = sum(1 for c in stock if c.suit in upcoming)
        if lead_in_hand and worth >= 1:
            return False
        return len(hand) <= 2 and stock_useful >= 2 or hand_useful == 0 and stock_useful >= 3

    def _cheap_play(self, view: View, plays: list[Action]) -> Action:
        """One card (a lead-suit card when forced), of the suit whose plaza column this player most
        wants to grow, keeping the coming lead suits in hand."""
        upcoming = {c.suit for c in view.lead_row[:-1]}
        own = suit_counts(list(view.hand or ()) + list(view.stock or ()))
        singles = [a for a in plays if len(a.cards) == 1] or plays
        return max(singles, key=lambda a: (a.cards[0].suit not in upcoming, own[a.cards[0].suit]))

    def _losing_play(self, view: View, plays: list[Action]) -> Action:
        """One card, off the lead suit when allowed, of the weakest suit: a play meant to lose."""
        lead_suit = view.lead_suit
        singles = [a for a in plays if len(a.cards) == 1] or plays
        return min(singles, key=lambda a: (a.cards[0].suit == lead_suit, self._play_power(view, a)))

    # ---- Tyrant action (T15) --------------------------------------------------------------------
    def _chips(self, view: View, legal: list[Action]) -> Action:
        no = next(a for a in legal if a.kind == NO_CHIPS)
        seat = view.seat
        room = room_below_tyranny(view, seat)
        if room < 0:
            return self._shed_chips(view, legal, -room) or no
        if view.chips[seat] < 2:
            return no
        mine = view.played[seat]
        lead_suit = view.lead_suit
        if not any(c is not None and c.suit == lead_suit for c in mine):
            return no
        my_suits = {c.suit for c in mine if c is not None}
        worth = trick_worth(view, seat)
        if worth < 2:
            return no
        best, best_gain = no, 1
        for s in range(view.players):
            face = view.face_up[s]
            if s == seat or face is None or face.suit in my_suits or face.suit == lead_suit:
                continue
            gain = min(2, self._power(view, face.suit))
            place = f"plaza:{face.suit}:1"
            action = next((a for a in legal if a.kind == CHIPS and a.value == place), None)
            if action is not None and gain > best_gain:
                best, best_gain = action, gain
        return best

    def _shed_chips(self, view: View, legal: list[Action], excess: int) -> Action | None:
        """Too far ahead: every chip spent is a point less (T32), and placed on the lead card it
        also weakens whoever follows, this seat included, helping it lose the trick."""
        count = min(view.chips[view.seat] - self.chips_kept_for_pass, excess)
        if count <= 0:
            return None
        mine_lead = any(c is not None and c.suit == view.lead_suit for c in view.played[view.seat])
        place = "lead" if mine_lead else self._strongest_shown_column(view)
        return next((a for a in legal if a.kind == CHIPS and a.value == f"{place}:{count}"), None)

    def _strongest_shown_column(self, view: View) -> str:
        shown = [f.suit for f in view.face_up if f is not None and f.suit != view.lead_suit]
        candidates = [s for s in shown if self._plaza_value(view, s) > 0]
        if candidates:
            return "plaza:" + max(candidates, key=lambda s: self._power(view, s))
        return "lead"

    # ---- T27: which played card goes to the plaza ---------------------------------------------
    def _to_plaza(self, view: View, legal: list[Action]) -> Action:
        own = suit_counts(list(view.hand or ()) + list(view.stock or ()))
        return max(legal, key=lambda a: own[a.cards[0].suit])

