"""Combinations of 13th-Floor Daifugo: what a set of cards can be (D04 groups, D05 stairs and wide
stairs, D03 the lone joker), the canonical `value` string naming what jokers stand for
("group:7", "stairs:HS:5-7"), the following rule (D07) with readable refusals, the effects a play
carries (D11) and whether it counts for a revolution (D23).

A sandstorm (D06) is not a combination here: it is its own action kind."""
from __future__ import annotations

from typing import NamedTuple, Sequence

from game.cards import JOKER, SUITS, SUIT_SYMBOLS, Card
from game.errors import IllegalAction

from engines.daifugo13.ranks import STRENGTH, TOP_STRENGTH, strength_name

LONE_JOKER, GROUP, STAIRS = "joker", "group", "stairs"


class Combo(NamedTuple):
    """One reading of a play. `rank` is the strength index of a group; `lo` the strength index of
    the weakest step of stairs, `length` its steps and `width` its parallel suits."""

    kind: str
    size: int
    rank: int = -1
    lo: int = -1
    length: int = 0
    width: int = 0
    suits: str = ""
    value: str | None = None

    @property
    def hi(self) -> int:
        return self.lo + self.length - 1

    def stands_for(self) -> list[int]:
        """Strength index of every card as played (jokers take the rank they stand for)."""
        if self.kind == GROUP:
            return [self.rank] * self.size
        if self.kind == STAIRS:
            return [s for s in range(self.lo, self.lo + self.length) for _ in range(self.width)]
        return []

    def counts_revolution(self) -> bool:
        """D23: groups of 4+, stairs of 4+ cards; wide stairs only with 4+ steps."""
        if self.kind == GROUP:
            return self.size >= 4
        if self.kind == STAIRS:
            return self.length >= 4
        return False


GROUP_VALUES = tuple(f"group:{strength_name(s)}" for s in range(13))


def group_value(rank: int) -> str:
    return GROUP_VALUES[rank]


def stairs_value(suits: str, lo: int, length: int) -> str:
    return f"stairs:{suits}:{strength_name(lo)}-{strength_name(lo + length - 1)}"


def readings(cards: Sequence[Card]) -> list[Combo]:
    """Every combination the card set can form, whatever the table (no sandstorm: see D06).
    A set without jokers has at most one reading; jokers may give several."""
    n = len(cards)
    if n == 0:
        return []
    jokers = sum(1 for c in cards if c.suit == JOKER)
    naturals = [c for c in cards if c.suit != JOKER]
    if n == 1:
        if jokers:
            return [Combo(LONE_JOKER, 1)]
        return [Combo(GROUP, 1, rank=STRENGTH[naturals[0].rank])]
    out: list[Combo] = []
    ranks = {STRENGTH[c.rank] for c in naturals}
    if len(ranks) == 1:
        (r,) = ranks
        if not (r == 0 and n >= 3):
            out.append(Combo(GROUP, n, rank=r, value=group_value(r) if jokers else None))
    elif not ranks:  # only jokers: they may stand for any rank (project ruling)
        out.extend(Combo(GROUP, n, rank=r, value=group_value(r)) for r in range(13))
    if n >= 3:
        out.extend(_stairs_readings(naturals, n, jokers))
    return out


def _stairs_readings(naturals: list[Card], n: int, jokers: int) -> list[Combo]:
    suits = {c.suit for c in naturals}
    width = len(suits)
    if width == 0 or width > 4 or n % width:
        return []
    length = n // width
    if length < 3:
        return []
    cells = {(c.suit, STRENGTH[c.rank]) for c in naturals}
    if len(cells) != len(naturals):
        return []
    low = min(s for _, s in cells)
    high = max(s for _, s in cells)
    if high - low >= length:
        return []
    suit_text = "".join(s for s in SUITS if s in suits)
    out = []
    for lo in range(max(0, high - length + 1), min(low, TOP_STRENGTH - length + 1) + 1):
        value = stairs_value(suit_text, lo, length) if jokers else None
        out.append(Combo(STAIRS, n, lo=lo, length=length, width=width, suits=suit_text, value=value))
    return out


def no_reading(cards: Sequence[Card]) -> IllegalAction:
    """Why cards with no reading as a combination cannot be played (the error, not raised)."""
    naturals = [c for c in cards if c.suit != JOKER]
    if len(cards) >= 3 and naturals and all(c.rank == 3 for c in naturals):
        return IllegalAction("daifugo13.err.threes_only_sandstorm",
                             "Three or more 3s can only be played as a sandstorm (three natural 3s)")
    return IllegalAction("daifugo13.err.not_a_combination", "These cards form no group or stairs")


def reading_for(cards: Sequence[Card], value: str | None) -> Combo:
    """The reading the player chose. Raises IllegalAction if none fits or the choice is open."""
    options = readings(cards)
    if not options:
        raise no_reading(cards)
    if value is None:
        plain = [c for c in options if c.value is None]
        if plain:
            return plain[0]
        if len(options) == 1:
            return options[0]
        raise IllegalAction("daifugo13.err.ambiguous",
                            "Say what the jokers stand for, e.g. {example}", example=options[0].value)
    for combo in options:
        if combo.value == value:
            return combo
    raise IllegalAction("daifugo13.err.bad_value", "These cards cannot be read as {value}",
                        value=str(value)[:24])


def describe(combo: Combo) -> str:
    """English words for a combination, used in refusals ("pair of 6s", "stairs ♥5-♥7")."""
    if combo.kind == LONE_JOKER:
        return "lone joker"
    if combo.kind == GROUP:
        name = strength_name(combo.rank)
        if combo.size == 1:
            return name
        if combo.size == 2:
            return f"pair of {name}s"
        return f"{combo.size} {name}s"
    symbols = "".join(SUIT_SYMBOLS[s] for s in combo.suits)
    kind = "stairs" if combo.width == 1 else "wide stairs"
    return f"{kind} {symbols}{strength_name(combo.lo)}-{strength_name(combo.hi)}"


def check_follow(top: Combo, new: Combo, inverted: bool, new_cards: Sequence[Card],
                 top_cards: Sequence[Card] = ()) -> None:
    """D07 (with D03 and D09): raise IllegalAction unless `new` may be played on `top`.
    Refusals carry `cards` (the table's cards as labels) for the Japanese text."""
    shown = " ".join(c.label for c in top_cards)
    if top.kind == LONE_JOKER:
        if len(new_cards) == 1 and new_cards[0] == Card("S", 3):
            return
        raise IllegalAction("daifugo13.err.lone_joker",
                            "Only the ♠3 or a sandstorm can follow a lone joker")
    if new.size != top.size:
        raise IllegalAction("daifugo13.err.wrong_count",
                            "Must play {n} cards stronger than the {top}", n=top.size, top=describe(top),
                                cards=shown)
    if new.kind == LONE_JOKER:
        return  # D03: a lone joker follows any natural single
    if new.kind != top.kind:
        raise IllegalAction("daifugo13.err.group_vs_stairs",
                            "Groups and stairs never follow each other: play {kind} on the {top}",
                            kind=top.kind, top=describe(top), cards=shown)
    if new.kind == GROUP:
        stronger = new.rank < top.rank if inverted else new.rank > top.rank
        if not stronger:
            raise IllegalAction("daifugo13.err.too_weak",
                                "Must play {n} cards stronger than the {top}", n=top.size, top=describe(top),
                                cards=shown)
        return
    if new.width != top.width or new.length != top.length:
        raise IllegalAction("daifugo13.err.stairs_shape",
                            "Must play stairs of {length} steps and {width} suit(s) on the {top}",
                            length=top.length, width=top.width, top=describe(top), cards=shown)
    want = top.lo - 1 if inverted else top.lo + 1
    if new.lo != want:
        start = strength_name(want) if 0 <= want <= TOP_STRENGTH - top.length + 1 else "-"
        raise IllegalAction("daifugo13.err.stairs_step",
                            "Stairs on the {top} must start one step stronger, at {start}",
                            top=describe(top), start=start, cards=shown)
