"""Democracy's Normal AI: a rule-based player deciding from its own view only.

Normal weighs each card it could choose: the chance it wins the trick (how many higher trumps, or
higher cards with no trump, are still unseen and how likely the others hold them), what the trick
is worth to it (the pool card and the others' cards, each point weighted by how much its suit
still matters: its own progress toward 13, or denying a rival close to 13), what it gives away
when it loses, and what a strong card would be worth kept for later. So it bids its strength on
valuable trump tricks and dumps low, pointless cards on tricks it cannot win. It claims a Bad
Catch unless a High Stake looks promising, declares a sweep only when a suit is nearly all its
own, and as dealer calls a Ghost unless its hand can win a no-trump trick."""
from __future__ import annotations

import random
from typing import Any, NamedTuple

from game.actions import Action
from game.cards import SUITS, Card

from engines.democracy.cards import (ORDER, POINTS, POWER, SUIT_TOTAL, TRIBE_THRESHOLD, deck,
                                     points, power)
from engines.democracy.events import BAD_CATCH, GHOST, NO_TRUMP, PLAY_CARD
from engines.democracy.scoring import suit_points
from engines.democracy.state import DECLARE, GHOST_CHOICE
from engines.democracy.view import seen_cards


class Tuning(NamedTuple):
    """The weights of Normal's card choice (`choose_card`); Hard's prior has its own, measured
    (engines/democracy/hard.py)."""

    play_prob: float = 0.8     # how likely an opponent holding a beating card plays it
    keep_value: float = 3.0    # what a top card kept for later is worth (points of a trick, roughly)
    keep_power: float = 2.0    # ... scaled by the card's strength (0-1) to this power
    trump_keep: float = 0.8    # a trump kept: this suit may not be trump again
    others_share: float = 0.6  # each other seat adds this share of an average unseen card to a trick
    deny: float = 0.7          # what a card lost to a rival costs, per point and deny weight


NORMAL_TUNING = Tuning()


class NormalPlayer:
    """The Normal level (see the module docstring)."""

    name = "normal"
    tuning = NORMAL_TUNING

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.phase == GHOST_CHOICE:
            return choose_ghost(view, legal)
        if view.phase == DECLARE:
            return choose_declaration(view, legal)
        claim = next((a for a in legal if a.kind == BAD_CATCH), None)
        if claim is not None and claims_bad_catch(view):
            return claim
        plays = [a for a in legal if a.kind == PLAY_CARD]
        return choose_card(view, plays, self.tuning)


# ---- option decisions -------------------------------------------------------------------------
def choose_ghost(view: Any, legal: list[Action]) -> Action:
    """M14 (dealer's choice): a no-trump trick when the hand holds a top card that wins it,
    otherwise the Ghost's random draws."""
    dummy = bool(view.options.get("dummy_joker"))
    top = max((power(c, dummy) for c in view.hand), default=0)
    kind = NO_TRUMP if top >= POWER[5] else GHOST
    return next(a for a in legal if a.kind == kind)


def claims_bad_catch(view: Any) -> bool:
    """M12/M13: a sure tribe point, unless High Stake pays 3 per suit and the hand is long with
    a suit of 4+ cards to build on."""
    if not view.options.get("high_stake"):
        return True
    longest = max(sum(1 for c in view.hand if c.suit == s) for s in SUITS)
    return not (int(view.options.get("high_stake_points", 2)) >= 3 and len(view.hand) >= 6
                and longest >= 4)


def choose_declaration(view: Any, legal: list[Action]) -> Action:
    """M16 (declared): declare a suit only when no one else has any of it and the seat already
    captured most of it (a failed declaration loses even a 13+ suit)."""
    me = view.seat
    suits = ""
    for suit in SUITS:
        mine = sum(1 for c in view.captured[me] if c.suit == suit)
        elsewhere = sum(1 for s, pile in enumerate(view.captured) if s != me
                        for c in pile if c.suit == suit)
        elsewhere += sum(1 for c in view.discards if c.suit == suit)
        if elsewhere == 0 and view.unseen == 0 and mine >= (9 if view.days == 2 else 10):
            suits += suit
    return next((a for a in legal if a.value == suits), legal[0])


# ---- playing a card ---------------------------------------------------------------------------
def suit_weights(view: Any) -> tuple[dict[str, float], dict[str, float]]:
    """(gain, deny) per suit: what a point of the suit is worth to this seat when it takes it,
    and what it costs when a rival takes it."""
    me = view.seat
    gain, deny = {}, {}
    gone_points = suit_points(view.discards)
    for i, suit in enumerate(SUITS):
        pts = [sp[i] for sp in view.suit_points]
        gone = gone_points[suit]
        mine = pts[me]
        others = [p for s, p in enumerate(pts) if s != me]
        someone_made = max(others, default=0) >= TRIBE_THRESHOLD
        open_to_me = SUIT_TOTAL - gone - sum(others)
        if sweep_open(view, suit):
            declared = view.declared is not None and suit in view.declared[me]
            g = 2.0 if declared else (0.9 if mine >= TRIBE_THRESHOLD else 1.0 + mine / TRIBE_THRESHOLD)
        elif mine >= TRIBE_THRESHOLD:
            g = 0.25
        elif someone_made or open_to_me < TRIBE_THRESHOLD:
            g = 0.05
        else:
            g = 1.0 + mine / TRIBE_THRESHOLD
        d = 0.0
        for s, p in enumerate(pts):
            if s == me or someone_made or p >= TRIBE_THRESHOLD:
                continue
            if SUIT_TOTAL - gone - (sum(pts) - p) >= TRIBE_THRESHOLD:
                d = max(d, 0.3 + p / TRIBE_THRESHOLD)
        gain[suit], deny[suit] = g, d
    return gain, deny


def sweep_open(view: Any, suit: str) -> bool:
    """M16: Suit Sweep is on and no card of the suit has gone anywhere but this seat's pile."""
    if not view.options.get("suit_sweep") or view.unseen:
        return False
    me = view.seat
    if any(c.suit == suit for c in view.discards):
        return False
    if any(c.suit == suit for s, pile in enumerate(view.captured) if s != me for c in pile):
        return False
    return any(c.suit == suit for c in view.captured[me])


def card_value(card: Card, weights: dict[str, float]) -> float:
    return 0.0 if card.is_joker else points(card) * weights[card.suit]


def choose_card(view: Any, plays: list[Action], tuning: Tuning = NORMAL_TUNING) -> Action:
    scores = card_scores(view, [a.cards[0] for a in plays], tuning)
    best = max(range(len(plays)), key=lambda i: (scores[i], -i))
    return plays[best]


def card_scores(view: Any, cards: list[Card], tuning: Tuning = NORMAL_TUNING) -> list[float]:
    """How much Normal (with `tuning`) likes playing each card on this trick: the chance it wins
    times what the trick is worth to it, less what losing it gives a rival and what the card
    would be worth kept for later."""
    me = view.seat
    dummy = bool(view.options.get("dummy_joker"))
    trump = view.trump
    gain, deny = suit_weights(view)
    known = seen_cards(view)
    unknown = [c for c in deck(view.players) if c not in known]
    held = sum(n for s, n in enumerate(view.hand_sizes) if s != me)
    held += sum(1 for s in view.chosen if s != me)
    q = min(1.0, held / max(1, len(unknown)))
    opponents = view.players - 1
    avg_unknown = (sum(POINTS[c.rank] * gain[c.suit] for c in unknown if c.suit in gain)
                   / len(unknown)) if unknown else 0.0
    trick_value = (card_value(view.turned, gain) if view.turned is not None else 0.0)
    trick_value += opponents * tuning.others_share * avg_unknown
    left = (view.tricks_per_day - view.trick_number - 1) + (view.tricks_per_day
                                                            if view.day < view.days else 0)
    keep_scale = min(1.0, left / 3.0)
    unknown_trumps = [c for c in unknown if trump is not None and not c.is_joker and c.suit == trump]

    play_prob = tuning.play_prob

    def miss(k: int) -> float:
        return max(0.0, 1.0 - q * play_prob) ** k

    trump_powers = [POWER[c.rank] for c in unknown_trumps]
    unknown_powers = [power(c, dummy) for c in unknown]
    plain_powers = [p for c, p in zip(unknown, unknown_powers)
                    if not (trump is not None and not c.is_joker and c.suit == trump)]
    scores = []
    for card in cards:
        is_trump = trump is not None and not card.is_joker and card.suit == trump
        if is_trump:
            rank_power = POWER[card.rank]
            p_win = miss(sum(1 for p in trump_powers if p > rank_power))
        else:
            mine = power(card, dummy)
            higher = sum(1 for p in plain_powers if p > mine)
            equal = unknown_powers.count(mine)
            p_win = miss(len(unknown_trumps)) * miss(higher) * (1.0 - 0.5 * (1.0 - miss(equal)))
        strength = (POWER[card.rank] if not card.is_joker else power(card, dummy)) / len(ORDER)
        keep = tuning.keep_value * strength ** tuning.keep_power * keep_scale
        if is_trump:
            keep *= tuning.trump_keep
        score = (p_win * (trick_value + card_value(card, gain))
                 - (1.0 - p_win) * points(card) * deny.get(card.suit, 0.0) * tuning.deny
                 - keep)
        scores.append(score)
    return scores
