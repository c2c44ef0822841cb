"""Legal plays of 13th-Floor Daifugo, generated directly (never by trying subsets): every distinct
card set that forms a combination allowed on the table (D03–D07, D09), minus the plays that
would end the hand on a role card (D21), plus the sandstorms of a holder (D06/D08).

Deduplication: the two jokers are interchangeable, so a play using one joker always uses the
lowest joker held (X1 before X2). Plays with a joker carry a `value` saying what the jokers stand
for ("group:7", "stairs:H:5-7"); a card set with several readings gives one play per reading."""
from __future__ import annotations

from itertools import combinations

from game.cards import JOKER, SUITS, Card

from engines.daifugo13.combos import (GROUP, LONE_JOKER, STAIRS, Combo, group_value,
                                      stairs_value)
from engines.daifugo13.ranks import SPADE_THREE, STRENGTH, TOP_STRENGTH, is_role

Play = tuple[tuple[Card, ...], Combo]

SUIT_SETS = [tuple(c) for w in range(1, 5) for c in combinations(SUITS, w)]


class HandIndex:
    """The hand sorted by strength and by suit, built once per generation."""

    __slots__ = ("by_rank", "jokers", "masks", "cells", "size", "roles")

    def __init__(self, hand: list[Card]):
        self.by_rank: list[list[Card]] = [[] for _ in range(13)]
        self.jokers: list[Card] = []
        self.masks = {s: 0 for s in SUITS}
        self.cells: dict[tuple[str, int], Card] = {}
        self.size = len(hand)
        self.roles = 0
        for card in hand:
            if is_role(card):
                self.roles += 1
            if card.suit == JOKER:
                self.jokers.append(card)
                continue
            s = STRENGTH[card.rank]
            self.by_rank[s].append(card)
            self.masks[card.suit] |= 1 << s
            self.cells[(card.suit, s)] = card
        self.jokers.sort(key=lambda c: c.rank)
        for cards in self.by_rank:
            cards.sort(key=lambda c: c.suit)


def legal_plays(hand: list[Card], top: Combo | None, inverted: bool) -> list[Play]:
    """Every play of `hand` on a table whose top combination is `top` (None: an empty table)."""
    index = HandIndex(hand)
    plays: list[Play] = []
    if top is None:
        _singles(index, -1, inverted, True, plays)
        for size in range(2, index.size + 1):
            _groups(index, size, None, inverted, plays)
        _stairs(index, None, plays)
    elif top.kind == LONE_JOKER:
        if SPADE_THREE in index.by_rank[0]:
            plays.append(((SPADE_THREE,), Combo(GROUP, 1, rank=0)))
    elif top.kind == GROUP:
        if top.size == 1:
            _singles(index, top.rank, inverted, True, plays)
        else:
            _groups(index, top.size, top.rank, inverted, plays)
    else:
        lo = top.lo - 1 if inverted else top.lo + 1
        if 0 <= lo and lo + top.length - 1 <= TOP_STRENGTH:
            _stairs(index, (top.width, top.length, lo), plays)
    if index.roles:
        plays = [p for p in plays if len(p[0]) < index.size or not any(is_role(c) for c in p[0])]
    return plays


def sandstorms(hand: list[Card]) -> list[tuple[Card, ...]]:
    """D06/D08/D21: each set of three natural 3s, unless it would empty the hand."""
    threes = sorted((c for c in hand if c.suit != JOKER and c.rank == 3), key=lambda c: c.suit)
    if len(threes) < 3 or len(hand) <= 3:
        return []
    return list(combinations(threes, 3))


def _stronger_ranks(top_rank: int | None, inverted: bool) -> range:
    if top_rank is None or top_rank < 0:
        return range(13)
    return range(0, top_rank) if inverted else range(top_rank + 1, 13)


def _singles(index: HandIndex, top_rank: int, inverted: bool, joker_ok: bool, plays: list[Play]) -> None:
    for s in _stronger_ranks(top_rank, inverted):
        for card in index.by_rank[s]:
            plays.append(((card,), Combo(GROUP, 1, rank=s)))
    if joker_ok and index.jokers:
        plays.append(((index.jokers[0],), Combo(LONE_JOKER, 1)))


def _groups(index: HandIndex, size: int, top_rank: int | None, inverted: bool, plays: list[Play]) -> None:
    jokers = index.jokers
    for s in _stronger_ranks(top_rank, inverted):
        if s == 0 and size >= 3:
            continue  # D06: three or more 3s only as a sandstorm
        naturals = index.by_rank[s]
        for j in range(min(len(jokers), size) + 1):
            need = size - j
            if need > len(naturals):
                continue
            used_jokers = tuple(jokers[:j])
            value = group_value(s) if j else None
            combo = Combo(GROUP, size, rank=s, value=value)
            if need == 0:
                plays.append((used_jokers, combo))
            elif need == len(naturals):
                plays.append((tuple(naturals) + used_jokers, combo))
            else:
                for chosen in combinations(naturals, need):
                    plays.append((chosen + used_jokers, combo))


def _stairs(index: HandIndex, shape: tuple[int, int, int] | None, plays: list[Play]) -> None:
    """All stairs, or those of shape (width, length, lo) only."""
    joker_count = len(index.jokers)
    masks = index.masks
    for suits in SUIT_SETS:
        width = len(suits)
        if shape is not None and width != shape[0]:
            continue
        if any(not masks[s] for s in suits):
            continue
        if shape is None:
            starts = range(0, TOP_STRENGTH - 1)
        else:
            starts = range(shape[2], shape[2] + 1)
        for lo in starts:
            missing = 0
            per_suit = [0] * width
            length = 0
            for s in range(lo, TOP_STRENGTH + 1):
                bit = 1 << s
                for i, suit in enumerate(suits):
                    if not masks[suit] & bit:
                        missing += 1
                        per_suit[i] += 1
                if missing > joker_count:
                    break
                length = s - lo + 1
                if shape is not None and length < shape[1]:
                    continue
                if length >= 3 and all(p < length for p in per_suit):
                    plays.append(_stairs_play(index, suits, lo, length, missing))
                if shape is not None:
                    break


def _stairs_play(index: HandIndex, suits: tuple[str, ...], lo: int, length: int, missing: int) -> Play:
    cells = index.cells
    cards = []
    for suit in suits:
        for s in range(lo, lo + length):
            card = cells.get((suit, s))
            if card is not None:
                cards.append(card)
    suit_text = "".join(suits)
    value = stairs_value(suit_text, lo, length) if missing else None
    cards.extend(index.jokers[:missing])
    return (tuple(cards), Combo(STAIRS, len(cards), lo=lo, length=length, width=len(suits),
                                suits=suit_text, value=value))
