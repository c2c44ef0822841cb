"""Bao Huang's Normal AI, deciding from the view only: keep the Emperor card with a strong hand,
solo when very strong, rebel as a strong Peasant, lead low sets whole, follow with the cheapest
play that beats, save jokers, and never beat a known partner."""
from __future__ import annotations

import random
from collections import Counter

from game.actions import Action

from engines.baohuang.cards import GUARD_CARD, strength


def hand_power(hand) -> float:
    """A rough strength: jokers and 2s count most, per card of the hand."""
    score = 0.0
    for c in hand:
        s = strength(c)
        score += {17: 3.0, 16: 2.0, 15: 1.0, 14: 0.5}.get(s, 0.0)
    return score / max(1, len(hand)) * 34


def _partner(view):
    """The seat I must not beat, if known: my Emperor (when I hold the Guard card), or the
    revealed Guard (when I am the Emperor), or the Emperor when the Guard is revealed as me."""
    me = view.seat
    if view.emperor is None or view.solo_declared or view.know_no_guard:
        return None
    if view.i_am_guard and me != view.emperor:
        return view.emperor
    if me == view.emperor and view.guard is not None:
        return view.guard
    return None


def _is_ally(view, seat) -> bool:
    """A seat I know plays on my side: my partner, or (as a Peasant) a rebel or the Guard's foes."""
    if seat == _partner(view):
        return True
    me = view.seat
    i_am_peasant = me != view.emperor and not view.i_am_guard
    return i_am_peasant and seat != view.emperor and (seat in view.rebels or (
        view.guard is not None and seat != view.guard))


def _cost(action) -> tuple:
    play = action.cards
    jokers = sum(1 for c in play if strength(c) >= 16)
    guard = 1 if GUARD_CARD in play else 0
    return (jokers, guard, max(strength(c) for c in play), -len(play))


class NormalPlayer:
    name = "normal"

    def choose(self, view, legal: list[Action], rng: random.Random) -> Action:
        kinds = {a.kind for a in legal}
        power = hand_power(view.hand)
        if view.phase == "throne":
            if "solo" in kinds and power > 34:
                return Action("solo")
            if power >= 17 or "pass_emperor" not in kinds:
                return Action("keep")
            return Action("pass_emperor")
        if view.phase == "rebellion":
            if "rebel" in kinds and power > 26:
                return Action("rebel")
            return Action("no_rebel")
        plays = [a for a in legal if a.kind == "play"]
        counts = Counter(strength(c) for c in view.hand)
        if view.last_play is None:
            # lead: a whole set of the lowest rank, no jokers if possible
            whole = [a for a in plays if all(strength(c) < 16 for c in a.cards)
                     and len(a.cards) == counts[strength(a.cards[0])]]
            if whole:
                return min(whole, key=lambda a: (strength(a.cards[0]), -len(a.cards)))
            return min(plays, key=_cost)
        if _is_ally(view, view.last_play[0]) and "pass" in kinds:
            return Action("pass")
        # follow without breaking a set when possible
        intact = [a for a in plays
                  if not any(strength(c) < 16 and counts[strength(c)] != sum(
                      1 for d in a.cards if strength(d) == strength(c)) for c in a.cards)]
        pool = intact or plays
        cheap = [a for a in pool if all(strength(c) < 16 for c in a.cards)]
        if cheap:
            return min(cheap, key=_cost)
        if pool and (len(view.hand) <= 8 or power > 30):
            return min(pool, key=_cost)
        return Action("pass") if "pass" in kinds else min(plays, key=_cost)
