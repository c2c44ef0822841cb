"""Legal plays (B09, B11, B12, B16): each distinct play listed once — cards of one rank are
interchangeable, except that the Guard card is distinct from another small joker."""
from __future__ import annotations

from collections import defaultdict

from game.cards import JOKER, Card

from engines.baohuang.cards import BIG, GUARD_CARD, SMALL, beats, is_combination, strength


def _groups(hand):
    by = defaultdict(list)
    for c in hand:
        by[strength(c)].append(c)
    return by


def distinct_plays(hand, last=None, leading=True, sixes_last=False):
    """Every distinct legal play of `hand` (tuples of cards) on `last` (None when leading)."""
    by = _groups(hand)
    smalls = sorted(by.get(SMALL, []), key=lambda c: c != GUARD_CARD)   # Guard card first
    bigs = by.get(BIG, [])
    plain = [c for c in smalls if c != GUARD_CARD]
    has_guard = len(plain) < len(smalls)

    def small_sets(i):
        """Distinct choices of i small jokers (with / without the Guard card)."""
        out = []
        if i == 0:
            return [()]
        if i <= len(plain):
            out.append(tuple(plain[:i]))
        if has_guard and i - 1 <= len(plain):
            out.append((GUARD_CARD,) + tuple(plain[:i - 1]))
        return out

    size = len(last) if last is not None else None
    plays = []
    ranks = [r for r in sorted(by) if r < SMALL]
    for r in ranks + [None]:
        cards = by[r] if r is not None else []
        for k in range(1 if r is not None else 0, len(cards) + 1):
            for i in range(len(smalls) + 1):
                for j in range(len(bigs) + 1):
                    if k + i + j == 0 or (size is not None and k + i + j != size):
                        continue
                    for sm in small_sets(i):
                        play = tuple(cards[:k]) + sm + tuple(bigs[:j])
                        if last is not None and not beats(play, last):
                            continue
                        if sixes_last and r == 6 and not (
                                leading and k == len(hand) and i == j == 0):
                            continue
                        plays.append(play)
    return plays


def is_legal_play(hand, cards, last, leading, sixes_last) -> bool:
    if not cards or len(set(cards)) != len(cards) or any(c not in hand for c in cards):
        return False
    if not is_combination(cards):
        return False
    if last is not None and not beats(cards, last):
        return False
    if sixes_last and any(c.suit != JOKER and c.rank == 6 for c in cards):
        if not (leading and len(cards) == len(hand) and all(c.rank == 6 and c.suit != JOKER
                                                            for c in cards)):
            return False
    return True
