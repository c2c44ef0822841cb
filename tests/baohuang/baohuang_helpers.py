"""Shared builders for Bao Huang tests: card shorthand and rigged states at play, at the throne
and at the rebellion question, and Normal's choice in a state."""
from __future__ import annotations

import random

from game.actions import Action
from game.cards import Card

from engines.baohuang import RULES
from engines.baohuang.ai import NormalPlayer
from engines.baohuang.cards import EMPEROR_CARD, GUARD_CARD, sort_hand
from engines.baohuang.state import PLAY, THRONE

def fresh(seed=1, carry=None, **options):
    """A new deal with these options, dealt from `seed`."""
    return RULES.new_deal(options, 5, random.Random(seed), carry)


SMALL = Card("X", 1, 1)
SMALL2 = Card("X", 1, 2)
BIG = Card("X", 2, 1)


def cards(*ranks, deck=1):
    """Plain cards of the given ranks (1 = A, 2 = 2), suits and decks varied to stay distinct."""
    out, seen = [], {}
    for r in ranks:
        n = seen.get(r, 0)
        seen[r] = n + 1
        out.append(Card("SHDC"[n % 4], r, (deck + n // 4) % 4))
    return out


def filler(count, deck=3):
    """Low plain cards (6-8) for the other seats' hand sizes."""
    return [Card("SHDC"[i % 4], 6 + i % 3, deck) for i in range(count)]


def at_play(hand, me, emperor=0, guard=1, sizes=None, last=None, solo=None, rebels=()):
    """A play-phase state with `hand` for seat `me` (on turn); other seats get filler cards."""
    state = RULES.new_deal({}, 5, random.Random(1))
    sizes = sizes or {}
    state.hands = [sort_hand(hand) if s == me else filler(sizes.get(s, 20)) for s in range(5)]
    if guard != me and solo is None:
        state.hands[guard] = sort_hand(state.hands[guard][:-1] + [GUARD_CARD]) \
            if GUARD_CARD not in hand else state.hands[guard]
    state.phase, state.emperor, state.guard, state.solo = PLAY, emperor, guard, solo
    state.rebels = list(rebels)
    state.turn = me
    if last is not None:
        state.last_play = last
        state.leader = last[0]
        state.round_plays = [last]
    else:
        state.leader = me
    return state


def normal_choice(state, seat):
    legal = RULES.legal_actions(state, seat)
    return NormalPlayer().choose(RULES.view(state, seat), legal, random.Random(0))


def at_throne(hand, can_pass=True):
    state = RULES.new_deal({}, 5, random.Random(4))
    holder = state.emperor_card_at
    others = [c for c in state.hands[holder] if c not in hand and c not in (EMPEROR_CARD,
                                                                                 GUARD_CARD)]
    state.hands[holder] = sort_hand(hand)
    if not can_pass:                               # B06: it went all the way round, back to its first holder
        state.emperor_passes = [((holder + i) % 5, (holder + i + 1) % 5) for i in range(5)]
    assert state.phase == THRONE and others is not None
    return state, holder


def at_rebellion(hand):
    """A deal whose Emperor kept the throne, at the first Peasant asked to rebel, holding `hand`."""
    state = RULES.new_deal({}, 5, random.Random(6))
    RULES.apply(state, state.emperor_card_at, Action("keep"))
    seat = RULES.to_act(state)[0]
    if seat == state.guard:
        RULES.apply(state, seat, Action("no_rebel"))
        seat = RULES.to_act(state)[0]
    state.hands[seat] = sort_hand(hand)
    return state, seat
