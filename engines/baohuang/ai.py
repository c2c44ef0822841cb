"""Bao Huang's Normal AI, deciding from the view only.

Throne and rebellion: keep the Emperor card with an average or better hand, pass it on when weak;
holding both marked cards, declare alone only when very strong, play a silent solo when strong,
and otherwise pass the Emperor card on and stay the hidden Guard (B07 c); rebel as a clearly
strong Peasant (the Guard can only say no).

Play: lead the lowest whole set without jokers (sets and pairs stay together), go out in one play
when the hand allows; follow with the cheapest play that keeps sets whole and uses no joker;
jokers (and breaking a set) only to go out, late in the hand, to stop a foe who is about to go
out, or to help a known partner who is; never beat a known ally; lead a low single when the
partner is nearly out. The Guard keeps the Guard card hidden (it reveals the Guard) until it is
useful: late in the hand, to go out, or to stop a Peasant while the Emperor is nearly out."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any, NamedTuple

from game.actions import Action

from engines.baohuang.cards import GUARD_CARD, full_deck, strength
from engines.baohuang.events import KEEP, NO_REBEL, PASS, PASS_EMPEROR, PLAY_CARDS, REBEL, SOLO
from engines.baohuang.moves import STRENGTH
from engines.baohuang.state import REBELLION, THRONE

KEEP_POWER = 6.0        # keep the Emperor card unless the hand is among the weakest (passing gives a big joker away)
SOLO_SILENT_POWER = 15.0  # holding both marked cards: play alone silently from here ...
SOLO_DECLARED_POWER = 19.0  # ... and declare it (×2) from here
REBEL_POWER = 14.0      # a Peasant this strong rebels (about 1 hand in 15)
LATE = 8                # cards in hand from which jokers and the Guard card are fair game
NEARLY_OUT = 4          # a seat with this many cards or fewer is about to go out
JOKER_POWER = 20.0      # a hand this rich in jokers and 2s spends them freely


class NormalView(NamedTuple):
    """The fields of a seat's view (`view.BaoHuangView`) the Normal player reads, and no others:
    Hard's playouts build it cheaply from a sampled world (hard.py), its prior changes some of
    them (prior.py)."""
    seat: int
    phase: str
    hand: list
    hand_sizes: tuple
    emperor: int | None
    solo_declared: bool
    know_no_guard: bool
    i_am_guard: bool
    guard: int | None
    rebels: list
    last_play: Any
    beat_emperor: list
    passed: list
    played: list


POWER = {c: {17: 3.0, 16: 2.0, 15: 1.0, 14: 0.5}[s] for c, s in STRENGTH.items() if s >= 14}


def hand_power(hand) -> float:
    """A rough strength: jokers and 2s count most, per card of the hand, scaled to 34 cards
    (a random 34-card hand scores about 8.5, one holding the Emperor card about 11)."""
    get = POWER.get
    score = sum(get(c, 0.0) for c in hand)
    return score / max(1, len(hand)) * 34


def _partner(view):
    """The seat I must not beat, if known: my Emperor (when I hold the Guard card), or the
    revealed Guard (when I am the Emperor)."""
    me = view.seat
    if view.emperor is None or view.solo_declared or view.know_no_guard:
        return None
    if view.i_am_guard and me != view.emperor:
        return view.emperor
    if me == view.emperor and view.guard is not None:
        return view.guard
    return None


def _i_am_peasant(view) -> bool:
    return view.emperor is not None and view.seat != view.emperor and not view.i_am_guard


def _is_ally(view, seat) -> bool:
    """A seat I know plays on my side: my partner, or (as a Peasant) a rebel, every other
    Peasant of a declared solo, or a Peasant shown by the Guard's reveal."""
    if seat == view.seat:
        return False
    if seat == _partner(view):
        return True
    if not _i_am_peasant(view) or seat == view.emperor:
        return False
    return seat in view.rebels or view.solo_declared or (
        view.guard is not None and seat != view.guard)


def _is_foe(view, seat) -> bool:
    """A seat I know plays against me."""
    me = view.seat
    if seat == me or view.emperor is None or _is_ally(view, seat):
        return False
    if _i_am_peasant(view):
        return seat == view.emperor or seat == view.guard
    if me == view.emperor:
        return view.know_no_guard or view.solo_declared or view.guard is not None or (
            seat in view.rebels)
    return True                       # the Guard knows everyone: the rest are Peasants


def _cost(action) -> tuple:
    play = action.cards
    jokers = sum(1 for c in play if c.suit == "X")
    guard = 1 if GUARD_CARD in play else 0
    return (jokers, guard, max(map(strength, play)), -len(play))


_JOKERS = frozenset(c for c in full_deck() if c.suit == "X")


def _has_joker(action) -> bool:
    return not _JOKERS.isdisjoint(action.cards)


def _keeps_sets(action, counts) -> bool:
    """Uses whole sets only: every rank it plays leaves none of that rank behind (a play holds
    one plain rank at most, B09)."""
    plain = [c for c in action.cards if c.suit != "X"]
    return not plain or counts[STRENGTH.get(plain[0]) or strength(plain[0])] == len(plain)


class NormalPlayer:
    name = "normal"
    joker_power = JOKER_POWER   # Hard's prior (prior.py) sets it per role

    def choose(self, view, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        kinds = {a.kind for a in legal}
        if view.phase == THRONE:
            return self._throne(view, kinds, hand_power(view.hand))
        if view.phase == REBELLION:
            if REBEL in kinds and hand_power(view.hand) >= REBEL_POWER:
                return Action(REBEL)
            return Action(NO_REBEL)
        plays = [a for a in legal if a.kind == PLAY_CARDS]
        if view.last_play is None:
            return self._lead(view, plays)
        return self._follow(view, plays, PASS in kinds)

    # ---- throne -------------------------------------------------------------------------------
    @staticmethod
    def _throne(view, kinds, power) -> Action:
        can_pass = PASS_EMPEROR in kinds
        if GUARD_CARD in view.hand:                                # B07: both marked cards
            if SOLO in kinds and power >= SOLO_DECLARED_POWER:
                return Action(SOLO)
            if power >= SOLO_SILENT_POWER or not can_pass:
                return Action(KEEP)                              # silent solo
            return Action(PASS_EMPEROR)                          # stay the hidden Guard
        if power >= KEEP_POWER or not can_pass:
            return Action(KEEP)
        return Action(PASS_EMPEROR)

    # ---- play ---------------------------------------------------------------------------------
    @staticmethod
    def _guard_card_useful(view, action) -> bool:
        """The Guard reveals itself by playing the Guard card: worth it only late in the hand,
        to go out, or to stop a Peasant when that Peasant or the Emperor is nearly out."""
        if GUARD_CARD not in action.cards or not view.i_am_guard or view.seat == view.emperor:
            return True
        if len(view.hand) <= LATE or len(action.cards) == len(view.hand):
            return True
        if view.last_play is None or view.emperor is None:
            return False
        foe = view.last_play[0]
        return foe != view.emperor and any(
            0 < view.hand_sizes[s] <= NEARLY_OUT for s in (foe, view.emperor))

    def _hiding(self, view, plays):
        """The plays that do not reveal the Guard before it is useful."""
        if GUARD_CARD not in view.hand:
            return list(plays)
        return [a for a in plays if self._guard_card_useful(view, a)]

    def _lead(self, view, plays) -> Action:
        hand = view.hand
        whole_hand = [a for a in plays if len(a.cards) == len(hand)]
        if whole_hand:                                             # go out in one play
            return whole_hand[0]
        plays = self._hiding(view, plays) or plays                # a leader must play
        counts = Counter(map(STRENGTH.__getitem__, hand))
        plain = [a for a in plays if not _has_joker(a)]
        partner = _partner(view)
        if partner is not None and 0 < view.hand_sizes[partner] <= NEARLY_OUT and plain:
            singles = [a for a in plain if len(a.cards) == 1]      # something the partner can beat
            if singles:
                return min(singles, key=lambda a: strength(a.cards[0]))
        whole = [a for a in plain if _keeps_sets(a, counts)]
        if whole:
            return min(whole, key=lambda a: (strength(a.cards[0]), -len(a.cards)))
        return min(plays, key=_cost)

    def _follow(self, view, plays, can_pass) -> Action:
        hand = view.hand
        last_seat = view.last_play[0]
        going_out = [a for a in plays if len(a.cards) == len(hand)]
        if going_out:
            return min(going_out, key=_cost)
        if _is_ally(view, last_seat) and can_pass:
            return Action(PASS)
        plays = self._hiding(view, plays) if can_pass else plays
        counts = Counter(map(STRENGTH.__getitem__, hand))
        plain = [a for a in plays if not _has_joker(a)]
        intact = [a for a in plain if _keeps_sets(a, counts)]
        if intact:
            return min(intact, key=_cost)
        partner = _partner(view)
        urgent = _is_foe(view, last_seat) and (
            0 < view.hand_sizes[last_seat] <= NEARLY_OUT
            or (partner is not None and 0 < view.hand_sizes[partner] <= NEARLY_OUT))
        late = len(hand) <= LATE
        if plain and (late or urgent):
            return min(plain, key=_cost)
        if plays and (late or urgent or hand_power(hand) > self.joker_power):
            return min(plays, key=_cost)
        if can_pass:
            return Action(PASS)
        return min(plays, key=_cost)
