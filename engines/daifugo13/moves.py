"""Legal plays of 13th-Floor Daifugo, generated directly (never by trying subsets): every distinct
card set that forms a combination allowed on the table (D03–D07, D09), minus the plays that
would end the hand on a role card (D21), plus the sandstorms of a holder (D06/D08).

Deduplication: the two jokers are interchangeable, so a play using one joker always uses the
lowest joker held (X1 before X2). A joker may also stand in for a card the player holds (the held
card stays in hand): a different card set, so it is listed. Plays with a joker carry a `value`
saying what the jokers stand for ("group:7", "stairs:H:5-7"); a card set with several readings
gives one play per reading."""
from __future__ import annotations

from itertools import combinations

from game.cards import JOKER, SUITS, Card

from engines.daifugo13.combos import (GROUP, LONE_JOKER, STAIRS, Combo, group_value,
                                      stairs_value)
from engines.daifugo13.cards import SPADE_THREE, STRENGTH, TOP_STRENGTH, is_role

Play = tuple[tuple[Card, ...], Combo]

SINGLES = [Combo(GROUP, 1, rank=s) for s in range(13)]
LONE = Combo(LONE_JOKER, 1)
SUIT_SETS = [tuple(c) for w in range(1, 5) for c in combinations(SUITS, w)]
SUIT_SETS_WITHIN = {tuple(s for s in SUITS if s in held): [ss for ss in SUIT_SETS if set(ss) <= set(held)]
                    for w in range(5) for held in combinations(SUITS, w)}


class HandIndex:
    """The hand sorted by strength (and, once stairs are asked for, by suit)."""

    __slots__ = ("by_rank", "jokers", "size", "_masks", "_cells")

    def __init__(self, hand: list[Card]):
        self.by_rank: list[list[Card]] = [[] for _ in range(13)]
        self.jokers: list[Card] = []
        self.size = len(hand)
        self._masks: dict[str, int] | None = None
        self._cells: dict[tuple[str, int], Card] = {}
        by_rank = self.by_rank
        for card in hand:
            if card.suit == JOKER:
                self.jokers.append(card)
            else:
                by_rank[STRENGTH[card.rank]].append(card)
        if len(self.jokers) > 1:
            self.jokers.sort(key=lambda c: c.rank)

    @property
    def masks(self) -> dict[str, int]:
        if self._masks is None:
            masks = {"S": 0, "H": 0, "D": 0, "C": 0}
            cells = self._cells
            for s, cards in enumerate(self.by_rank):
                for card in cards:
                    masks[card.suit] |= 1 << s
                    cells[(card.suit, s)] = card
            self._masks = masks
        return self._masks

    @property
    def cells(self) -> dict[tuple[str, int], Card]:
        """(suit, strength) → card, built together with the masks."""
        if self._masks is None:
            self.masks  # noqa: B018 - builds both
        return self._cells


def legal_plays(hand: list[Card], top: Combo | None, inverted: bool) -> list[Play]:
    """Every play of `hand` on a table whose top combination is `top` (None: an empty table)."""
    if top is not None and top.kind == GROUP and top.size == 1:
        return _follow_single(hand, top.rank, inverted)
    index = HandIndex(hand)
    plays: list[Play] = []
    if top is None:
        _lead_singles(index, plays)
        _lead_groups(index, plays)
        _stairs(index, None, plays)
    elif top.kind == LONE_JOKER:
        if SPADE_THREE in index.by_rank[0]:
            plays.append(((SPADE_THREE,), Combo(GROUP, 1, rank=0)))
    elif top.kind == GROUP:
        _groups(index, top.size, top.rank, inverted, plays)
    else:
        lo = top.lo - 1 if inverted else top.lo + 1
        if 0 <= lo and lo + top.length - 1 <= TOP_STRENGTH:
            _stairs(index, (top.width, top.length, lo), plays)
    size = index.size
    if top is None or top.size >= size:
        plays = [p for p in plays if len(p[0]) < size or not any(is_role(c) for c in p[0])]
    return plays


def _follow_single(hand: list[Card], top_rank: int, inverted: bool) -> list[Play]:
    plays: list[Play] = []
    joker = None
    for card in hand:
        if card.suit == JOKER:
            if joker is None or card.rank < joker.rank:
                joker = card
            continue
        s = STRENGTH[card.rank]
        if (s < top_rank) if inverted else (s > top_rank):
            plays.append(((card,), SINGLES[s]))
    if joker is not None:
        plays.append(((joker,), LONE))
    if len(hand) == 1 and plays:
        return [p for p in plays if not is_role(p[0][0])]  # D21
    return plays


def sandstorms(hand: list[Card]) -> list[tuple[Card, ...]]:
    """D06/D08/D21: each set of three natural 3s, unless it would empty the hand."""
    threes = sorted((c for c in hand if c.suit != JOKER and c.rank == 3), key=lambda c: c.suit)
    if len(threes) < 3 or len(hand) <= 3:
        return []
    return list(combinations(threes, 3))


def _stronger_ranks(top_rank: int, inverted: bool) -> range:
    return range(0, top_rank) if inverted else range(top_rank + 1, 13)


def _lead_singles(index: HandIndex, plays: list[Play]) -> None:
    for s in range(13):
        for card in index.by_rank[s]:
            plays.append(((card,), SINGLES[s]))
    if index.jokers:
        plays.append(((index.jokers[0],), LONE))


def _groups(index: HandIndex, size: int, top_rank: int, inverted: bool, plays: list[Play]) -> None:
    jokers = index.jokers
    for s in _stronger_ranks(top_rank, inverted):
        if s == 0 and size >= 3:
            continue  # D06: three or more 3s only as a sandstorm
        naturals = index.by_rank[s]
        if len(naturals) + len(jokers) >= size:
            _rank_groups(naturals, jokers, s, size, plays)


def _lead_groups(index: HandIndex, plays: list[Play]) -> None:
    jokers = index.jokers
    for s in range(13):
        naturals = index.by_rank[s]
        top_size = len(naturals) + len(jokers)
        if s == 0:
            top_size = min(top_size, 2)  # D06: three or more 3s only as a sandstorm
        for size in range(2, top_size + 1):
            _rank_groups(naturals, jokers, s, size, plays)


def _rank_groups(naturals: list[Card], jokers: list[Card], s: int, size: int, plays: list[Play]) -> None:
    for j in range(min(len(jokers), size) + 1):
        need = size - j
        if need > len(naturals):
            continue
        used_jokers = tuple(jokers[:j])
        combo = Combo(GROUP, size, rank=s, value=group_value(s) if j else None)
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
    if joker_count:
        held = tuple(s for s in SUITS if masks[s])
    else:  # without jokers every suit of a stairs holds three ranks in a row
        held = tuple(s for s in SUITS if masks[s] & (masks[s] >> 1) & (masks[s] >> 2))
    for suits in SUIT_SETS_WITHIN[held]:
        width = len(suits)
        if shape is not None and width != shape[0]:
            continue
        if joker_count == 0:
            _natural_stairs(index, suits, shape, plays)
            continue
        rows = [masks[s] for s in suits]
        if sum(bin(r).count("1") for r in rows) + joker_count < 3 * width:
            continue
        gaps = [width] * 13  # per rank, how many rows lack it
        for row in rows:
            while row:
                low = row & -row
                gaps[low.bit_length() - 1] -= 1
                row ^= low
        starts = range(0, TOP_STRENGTH - 1) if shape is None else (shape[2],)
        for lo in starts:
            missing = 0
            for s in range(lo, TOP_STRENGTH + 1):
                missing += gaps[s]
                if missing > joker_count:
                    break
                length = s - lo + 1
                if shape is not None:
                    if length == shape[1]:
                        _joker_stairs(index, suits, lo, length, missing, plays)
                        break
                    continue
                if length >= 3:
                    _joker_stairs(index, suits, lo, length, missing, plays)


def _natural_stairs(index: HandIndex, suits: tuple[str, ...], shape: tuple[int, int, int] | None,
                    plays: list[Play]) -> None:
    """Stairs without jokers: runs of ranks held in every suit of `suits`."""
    common = 0x1FFF
    for suit in suits:
        common &= index.masks[suit]
    if not common & (common >> 1) & (common >> 2):
        return  # no three ranks in a row
    if shape is not None:
        _, length, lo = shape
        need = ((1 << length) - 1) << lo
        if common & need == need:
            plays.append(_stairs_play(index, suits, lo, length, 0))
        return
    s = 0
    while s <= TOP_STRENGTH:
        if not common >> s & 1:
            s += 1
            continue
        end = s
        while end + 1 <= TOP_STRENGTH and common >> (end + 1) & 1:
            end += 1
        for lo in range(s, end - 1):
            for hi in range(lo + 2, end + 1):
                plays.append(_stairs_play(index, suits, lo, hi - lo + 1, 0))
        s = end + 1


def _joker_stairs(index: HandIndex, suits: tuple[str, ...], lo: int, length: int, missing: int,
                  plays: list[Play]) -> None:
    """Stairs over these cells with jokers in the missing cells, and also in place of held cards
    (a different card set: the held card stays in hand), as long as every row keeps a natural."""
    cells = index.cells
    for suit in suits:
        if not any((suit, s) in cells for s in range(lo, lo + length)):
            return  # a row of jokers only has no suit
    plays.append(_stairs_play(index, suits, lo, length, missing))
    spare = len(index.jokers) - missing
    if spare <= 0:
        return
    held = [cells[(suit, s)] for suit in suits for s in range(lo, lo + length) if (suit, s) in cells]
    suit_text = "".join(suits)
    combo = Combo(STAIRS, len(suits) * length, lo=lo, length=length, width=len(suits), suits=suit_text,
                  value=stairs_value(suit_text, lo, length))
    for extra in range(1, spare + 1):
        jokers = tuple(index.jokers[:missing + extra])
        for replaced in combinations(held, extra):
            kept = [c for c in held if c not in replaced]
            if {c.suit for c in kept} != set(suits):
                continue  # a row of jokers only has no suit
            plays.append((tuple(kept) + jokers, combo))


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
