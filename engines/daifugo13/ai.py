"""The Normal AI of 13th-Floor Daifugo: a rule-based player deciding from its own view and the legal
actions only. It sheds low cards first, keeps role cards for their effect, never lets its hand
shrink to role cards only (D21/D22), keeps a non-role finish, starts a revolution when its
remaining cards are weak, and spends jokers, 2s and its sandstorm when an opponent is close to
going out."""
from __future__ import annotations

import random

from game.actions import Action
from game.cards import JOKER, Card

from engines.daifugo13.cards import (BOMB_NAMES, JOKER_NAME, SPADE_THREE, STRENGTH, bomb_name,
                                     card_number, is_role)
from engines.daifugo13.combos import LONE_JOKER, reading_for
from engines.daifugo13.events import (BOMB, DISCARD, DRAW, ELEVEN_BACK, END_TURN, GIVE, HOLD, PASS,
                                      SANDSTORM, SKIP_ELEVEN_BACK)
from engines.daifugo13.view import View


def _power(card: Card, inverted: bool) -> int:
    """How strong a card is for future plays (0 weakest … 12 strongest, joker 14)."""
    if card.suit == JOKER:
        return 14
    s = STRENGTH[card.rank]
    return 12 - s if inverted else s


def _remaining(hand: tuple[Card, ...], cards: tuple[Card, ...]) -> list[Card]:
    used = set(cards)
    return [c for c in hand if c not in used]


def _stuck_risk(rest: list[Card]) -> bool:
    """D21/D22: a hand of role cards only can never go out."""
    return bool(rest) and all(is_role(c) for c in rest)


class NormalPlayer:
    name = "normal"

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        kinds = {a.kind for a in legal}
        if len(legal) == 1:
            return legal[0]
        if kinds & {GIVE, DISCARD}:
            return self._shed_one(view, legal)
        if ELEVEN_BACK in kinds:
            return self._eleven_back(view, legal)
        if BOMB in kinds:
            return self._bomb(view, legal)
        if kinds <= {SANDSTORM, HOLD}:
            return self._storm_offer(view, legal)
        return self._turn(view, legal)

    # ---- helpers on the view ----------------------------------------------------------------
    @staticmethod
    def _danger(view: View) -> int:
        """Fewest cards held by an opponent."""
        return min(n for s, n in enumerate(view.hand_sizes) if s != view.seat)

    @staticmethod
    def _future_inverted(view: View, revolutions_added: int = 0) -> bool:
        return bool((view.pub.revolutions + view.pub.pending_revolutions + revolutions_added) & 1)

    def _keep_value(self, card: Card, hand: tuple[Card, ...], inverted: bool) -> float:
        if card.suit == JOKER:
            return 60
        if is_role(card):
            return 30 if card.rank == 8 else 10 + _power(card, inverted)
        naturals = [c for c in hand if not is_role(c)]
        same = sum(1 for c in hand if c.suit != JOKER and c.rank == card.rank)
        value = 2 * _power(card, inverted) + (15 if same >= 2 else 0)
        if len(naturals) == 1:
            value += 80  # the non-role card to go out with
        return value

    # ---- effect decisions -------------------------------------------------------------------
    def _shed_one(self, view: View, legal: list[Action]) -> Action:
        inverted = self._future_inverted(view)
        options = [a for a in legal if a.cards]
        best = min(options, key=lambda a: self._keep_value(a.cards[0], view.hand, inverted))
        if best.kind == GIVE and best.cards[0].suit == JOKER:
            return next(a for a in legal if not a.cards)
        return best

    def _eleven_back(self, view: View, legal: list[Action]) -> Action:
        pub = view.pub
        yes = next(a for a in legal if a.kind == ELEVEN_BACK)
        no = next(a for a in legal if a.kind == SKIP_ELEVEN_BACK)
        if pub.table:
            top = pub.table[-1].combo
            if top.rank >= 0:
                stronger_now = (12 - top.rank) if not pub.inverted else top.rank
                stronger_after = 12 - stronger_now
                return yes if stronger_after < stronger_now else no
            return no
        # the table is already cleared: invert if our cards are stronger that way
        now = sum(_power(c, pub.inverted) for c in view.hand)
        after = sum(_power(c, not pub.inverted) for c in view.hand)
        return yes if after > now else no

    def _bomb(self, view: View, legal: list[Action]) -> Action:
        seen: dict[str, int] = {name: 0 for name in BOMB_NAMES}
        public = list(view.pub.dead_public) + [c for p in view.pub.table for c in p.cards]
        for card in public + list(view.hand):
            seen[bomb_name(card)] += 1
        danger = self._danger(view)
        hidden_total = sum(n for s, n in enumerate(view.hand_sizes) if s != view.seat) + view.pile_size
        others = sum(n for s, n in enumerate(view.hand_sizes) if s != view.seat)

        def score(action: Action) -> float:
            name = action.value
            mine = [c for c in view.hand if bomb_name(c) == name]
            total = 2 if name == JOKER_NAME else 4
            unseen = total - seen[name]
            expected = unseen * others / max(1, hidden_total + view.aside_size)
            gain = sum(20 if is_role(c) else 6 for c in mine) + 4 * len(mine)
            # bombing others helps them empty their hands, most of all when they hold few cards
            cost = expected * (12 if danger > 2 else 40)
            return gain - cost

        return max(legal, key=score)

    def _storm_offer(self, view: View, legal: list[Action]) -> Action:
        storm = next(a for a in legal if a.kind == SANDSTORM)
        hold = next(a for a in legal if a.kind == HOLD)
        pub = view.pub
        if not pub.table:
            return hold
        if self._danger(view) <= 2 and pub.last_player != view.seat:
            return storm
        if pub.pending_revolutions and self._revolution_hurts(view):
            return storm
        return hold

    def _revolution_hurts(self, view: View) -> bool:
        now = sum(_power(c, self._future_inverted(view, -view.pub.pending_revolutions)) for c in view.hand)
        after = sum(_power(c, self._future_inverted(view)) for c in view.hand)
        return after < now

    # ---- playing ----------------------------------------------------------------------------
    def _turn(self, view: View, legal: list[Action]) -> Action:
        danger = self._danger(view)
        best, best_score = None, None
        for action in legal:
            value = self._score(view, action, danger)
            if best_score is None or value > best_score:
                best, best_score = action, value
        return best

    def _score(self, view: View, action: Action, danger: int) -> float:
        pub = view.pub
        hand = view.hand
        kind = action.kind
        urgent = danger <= 2
        if kind in (PASS, END_TURN):
            drawn = 0 if kind == END_TURN else min(pub.table[-1].combo.size, view.pile_size)
            return -9.0 * drawn - (25 if urgent else 6)
        if kind == DRAW:
            return -50.0
        if kind == SANDSTORM:
            if not pub.table:
                return -40.0
            return (15.0 if urgent else -30.0) + (10 if pub.pending_revolutions and self._revolution_hurts(view) else 0)
        cards = action.cards
        rest = _remaining(hand, cards)
        if not rest:
            return 10_000.0 + sum(card_number(c) for c in cards)  # D30: the bigger the better
        combo = reading_for(cards, action.value if isinstance(action.value, str) else None)
        score = 12.0 * len(cards)
        for card in cards:
            power = _power(card, pub.inverted)
            if card.suit == JOKER:
                score -= 8 if urgent else 30
            elif is_role(card):
                score -= (2 if urgent else 6) + 0.8 * power
            else:
                score -= (0.5 if urgent else 1.5) * power
        if _stuck_risk(rest):
            score -= 60
        # D30: keep a big non-role card to go out with (−10 × its number)
        score += 0.8 * max((card_number(c) for c in rest if not is_role(c)), default=0)
        non_role_left = [c for c in rest if not is_role(c)]
        if len(non_role_left) == 1 and len(rest) > 1:
            score -= 5
        # effects
        stands = combo.stands_for()
        if pub.table:
            if STRENGTH[8] in stands or (combo.size == 2 and combo.rank == STRENGTH[9]):
                score += 10
            if STRENGTH[5] in stands:
                score += 2
        else:
            if any(s in stands for s in (STRENGTH[8], STRENGTH[5])):
                score -= 4  # a cut or a skip is wasted on a lead
        if pub.table and pub.table[-1].combo.kind == LONE_JOKER and cards == (SPADE_THREE,):
            score += 20
        if combo.counts_revolution():
            weak = sum(_power(c, pub.inverted) for c in rest) / len(rest)
            score += 15 if weak < 6 else -15
        # keep pairs together when playing single cards
        if len(cards) == 1 and cards[0].suit != JOKER:
            same = sum(1 for c in hand if c.suit != JOKER and c.rank == cards[0].rank)
            if same >= 2:
                score -= 4
        return score

