"""Legal plays (B09, B11, B12, B16): each distinct play listed once — cards of one rank are
interchangeable, except that the Guard card is distinct from another small joker.

Generation works on the hand grouped by strength (counts per rank), and B11 is decided from the
counts without building and sorting candidate plays: a play of k cards of rank r, i small and j
big jokers (already in ascending order) beats a sorted play L of k+i+j cards exactly when
r > L[k-1] (if k), 16 > L[k+i-1] (if i) and 17 > L[-1] (if j)."""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from itertools import groupby
from operator import gt, lt
from typing import NamedTuple

from game.cards import JOKER

from engines.baohuang.cards import BIG, GUARD_CARD, SMALL, full_deck, strength

STRENGTH = {c: strength(c) for c in full_deck()}


def group_hand(hand):
    """(plain ranks ascending as (strength, cards) pairs, plain small jokers, has the Guard
    card, big jokers); cards of a rank keep their order in the hand."""
    try:
        groups = [(s, list(g)) for s, g in groupby(hand, STRENGTH.__getitem__)]
    except KeyError:                      # a card from outside the pack: the slow way
        groups = [(s, list(g)) for s, g in groupby(hand, strength)]
    keys = [s for s, _ in groups]
    if not all(map(lt, keys, keys[1:])):
        by: dict[int, list] = {}          # not sorted by strength: gather each rank
        for s, cards in groups:
            by.setdefault(s, []).extend(cards)
        groups = sorted(by.items())
    smalls: list = []
    bigs: list = []
    while groups and groups[-1][0] >= SMALL:
        s, cards = groups.pop()
        if s == BIG:
            bigs = cards
        else:
            smalls = cards
    plain = [c for c in smalls if c != GUARD_CARD]
    has_guard = len(plain) < len(smalls)
    return groups, plain, has_guard, bigs


class Prepared(NamedTuple):
    """A hand made ready for generation: plain ranks ascending as (strength, cards), and per
    count the distinct choices of small jokers and of big jokers."""
    ranks: list
    small_choices: list
    big_choices: list
    size: int
    keys: list                           # the strengths of `ranks`, for bisecting


def prepare(hand) -> Prepared:
    ranks, plain, has_guard, bigs = group_hand(hand)
    n_plain = len(plain)
    guard = (GUARD_CARD,)
    small_choices = [[()]]               # per count i: the distinct choices of i small jokers
    for i in range(1, n_plain + has_guard + 1):
        out = []
        if i <= n_plain:
            out.append(tuple(plain[:i]))
        if has_guard:
            out.append(guard + tuple(plain[:i - 1]))
        small_choices.append(out)
    big_choices = [tuple(bigs[:j]) for j in range(len(bigs) + 1)]
    return Prepared(ranks, small_choices, big_choices, len(hand), [r for r, _ in ranks])


def after_play(ready: Prepared, cards, size: int) -> Prepared | None:
    """`ready` for the same hand less `cards`, a play of one plain rank without jokers (None for
    anything else: the caller prepares the hand again)."""
    if not cards or any(c.suit == JOKER for c in cards):
        return None
    r = STRENGTH.get(cards[0])
    keys = ready.keys
    at = bisect_left(keys, r) if r is not None else len(keys)
    if at == len(keys) or keys[at] != r:
        return None
    gone = set(cards)
    ranks = list(ready.ranks)
    left = [c for c in ranks[at][1] if c not in gone]
    if len(left) + len(gone) != len(ranks[at][1]):
        return None
    if left:
        ranks[at] = (r, left)
    else:
        del ranks[at]
        keys = keys[:at] + keys[at + 1:]
    return Prepared(ranks, ready.small_choices, ready.big_choices, size, keys)


_last_sorted: tuple = ((), [])        # the last play asked about and its sorted strengths


def _sorted_strengths(play) -> list:
    """Sorted strengths of `play`; the play to beat is asked about by every follower in turn
    (one tuple rebound at once: safe with the table's AI thread)."""
    global _last_sorted
    memo = _last_sorted
    if play is memo[0]:
        return memo[1]
    need = sorted(STRENGTH.get(c) or strength(c) for c in play)
    _last_sorted = (play, need)
    return need


def distinct_plays(hand, last=None, leading=True, sixes_last=False, prepared=None):
    """Every distinct legal play of `hand` (tuples of cards) on `last` (None when leading), in a
    fixed order: by rank ascending (jokers only last), then count of rank cards, small jokers
    (the plain ones before the one with the Guard card), big jokers. `prepared` is
    `prepare(hand)` when the caller keeps it."""
    ready = prepared or prepare(hand)
    if last is None:
        return _leads(ready, leading, sixes_last)
    need = _sorted_strengths(last)
    size = len(need)
    if size == 0 or need[-1] >= BIG:
        return []
    if size == 1:                                   # singles, the commonest play to beat
        return _singles_beating(ready, need[0], leading, sixes_last)
    plays = _sets_beating(ready, need, leading, sixes_last)
    plays.extend(_jokers_beating(ready, need))
    return plays


def _leads(ready: Prepared, leading: bool, sixes_last: bool) -> list:
    """Every distinct play of the hand on an empty table (B09; B16 sixes only as the whole hand)."""
    ranks, small_choices, big_choices, hand_size, _ = ready
    n_small = len(small_choices) - 1
    n_big = len(big_choices) - 1
    plays = []
    append = plays.append
    for r, cards in ranks:
        if sixes_last and r == 6:
            if leading and len(cards) == hand_size:
                append(tuple(cards))
            continue
        for k in range(1, len(cards) + 1):
            base = tuple(cards[:k])
            for i in range(n_small + 1):
                choices = small_choices[i]
                for j in range(n_big + 1):
                    tail = big_choices[j]
                    for sm in choices:
                        append(base + sm + tail)
    for i in range(n_small + 1):
        for j in range(n_big + 1):
            if i + j == 0:
                continue
            for sm in small_choices[i]:
                append(sm + big_choices[j])
    return plays


def _singles_beating(ready: Prepared, need: int, leading: bool, sixes_last: bool) -> list:
    """The single cards stronger than strength `need` (B11): one per rank, a big joker, and a
    small joker (each choice of it) under a plain card."""
    ranks, small_choices, big_choices, hand_size, keys = ready
    plays = []
    append = plays.append
    for r, cards in ranks[bisect_right(keys, need):]:
        if sixes_last and r == 6:
            if leading and hand_size == 1:
                append((cards[0],))
            continue
        append((cards[0],))
    if len(big_choices) > 1:
        append(big_choices[1])
    if len(small_choices) > 1 and need < SMALL:
        plays.extend(small_choices[1])
    return plays


def _sets_beating(ready: Prepared, need: list, leading: bool, sixes_last: bool) -> list:
    """The plays of several cards with a plain rank that beat the sorted strengths `need` (B11:
    k rank cards, then small jokers, then big jokers, each above its counterpart)."""
    ranks, small_choices, big_choices, hand_size, keys = ready
    n_small = len(small_choices) - 1
    n_big = len(big_choices) - 1
    size = len(need)
    plays = []
    append = plays.append
    for r, cards in ranks[bisect_right(keys, need[0]):]:
        if sixes_last and r == 6:
            if leading and len(cards) == size == hand_size:
                append(tuple(cards))
            continue
        for k in range(1, min(len(cards), size) + 1):
            if r <= need[k - 1]:
                break
            base = None
            for i in range(min(n_small, size - k) + 1):
                j = size - k - i
                if j > n_big:
                    continue
                if i and need[k + i - 1] >= SMALL:
                    break
                if base is None:
                    base = tuple(cards[:k])
                tail = big_choices[j]
                for sm in small_choices[i]:
                    append(base + sm + tail)
    return plays


def _jokers_beating(ready: Prepared, need: list) -> list:
    """The plays of jokers only that beat the sorted strengths `need` (B11)."""
    small_choices, big_choices = ready.small_choices, ready.big_choices
    n_small = len(small_choices) - 1
    n_big = len(big_choices) - 1
    size = len(need)
    plays = []
    for i in range(min(n_small, size) + 1):
        j = size - i
        if j > n_big:
            continue
        if i and need[i - 1] >= SMALL:
            break
        for sm in small_choices[i]:
            plays.append(sm + big_choices[j])
    return plays


def is_legal_play(hand, cards, last, leading, sixes_last) -> bool:
    """B09 (one rank plus jokers), B11 (beats `last`), B16 (sixes only as the whole last lead),
    for any cards of the hand (identical cards of other decks are as good as listed ones)."""
    if not cards or len(set(cards)) != len(cards):
        return False
    get = STRENGTH.get
    strengths = []
    for c in cards:
        if c not in hand:
            return False
        s = get(c)
        strengths.append(strength(c) if s is None else s)
    plain = {s for s in strengths if s < SMALL}
    if len(plain) > 1:                                          # B09
        return False
    if last is not None:                                        # B11
        if len(last) != len(cards):
            return False
        strengths.sort()
        if not all(map(gt, strengths, _sorted_strengths(last))):
            return False
    if sixes_last and 6 in plain:                               # B16
        if not (leading and len(cards) == len(hand) and all(s == 6 for s in strengths)):
            return False
    return True


def jokers_in(play) -> tuple[int, int]:
    """(jokers in a play action, 1 if it holds the Guard card)."""
    j = sum(1 for c in play.cards if STRENGTH[c] >= SMALL)
    return j, int(GUARD_CARD in play.cards)

