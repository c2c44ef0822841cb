"""The full state of one Bao Huang deal (hidden cards included): hands, the throne phase's passes
of the Emperor card, roles, rebellion answers, the current round and the order of going out."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.actions import Event
from game.cards import Card

PLAYERS = 5
THRONE, REBELLION, PLAY, OVER = "throne", "rebellion", "play", "over"
EMPEROR, GUARD, PEASANT = "emperor", "guard", "peasant"           # the roles (B05)
SOLO_SILENT, SOLO_DECLARED = "silent", "declared"   # the Emperor alone: B07 (b), B07 (a)
PLACE_POINTS = (2, 1, 0, -1, -2)   # B17


@dataclass
class BaoHuangState:
    options: dict[str, Any]
    dealer: int
    deal_number: int
    totals_before: list[int]
    hands: list[list[Card]]
    phase: str = THRONE
    emperor_card_at: int = 0
    first_holder: int = 0
    emperor_passes: list[tuple[int, int]] = field(default_factory=list)
    emperor: int | None = None
    solo: str | None = None            # None, SOLO_SILENT or SOLO_DECLARED
    guard: int | None = None           # the Guard card's holder once roles are settled
    guard_revealed: bool = False
    revealed: bool = False             # B24 at the end
    ask_order: list[int] = field(default_factory=list)
    answered: list[tuple[int, str]] = field(default_factory=list)
    rebels: list[int] = field(default_factory=list)
    turn: int = 0
    leader: int = 0
    last_play: tuple[int, tuple[Card, ...]] | None = None
    round_plays: list[tuple[int, tuple[Card, ...]]] = field(default_factory=list)
    passed: list[int] = field(default_factory=list)
    out_order: list[int] = field(default_factory=list)
    beat_emperor: list[int] = field(default_factory=list)   # seats that played on the Emperor's play
    table: list[Card] = field(default_factory=list)      # cards of the current round
    discards: list[Card] = field(default_factory=list)   # finished rounds
    tribute_given: list[tuple] = field(default_factory=list)
    tribute_received: list[tuple] = field(default_factory=list)
    tribute_counts: list[int] = field(default_factory=list)
    opening: list[Event] = field(default_factory=list)
    final: Any = None
    # seat -> (hand list, its length, its first card, moves.prepare(hand)): a cache for
    # legal-move generation; hands change only through the rules, which drop the seat's entry
    prepared: dict = field(default_factory=dict, repr=False, compare=False)

    @property
    def rebellion(self) -> bool:
        return bool(self.rebels)

    def role_of(self, seat: int) -> str:
        if seat == self.emperor:
            return EMPEROR
        if seat == self.guard and self.solo is None:
            return GUARD
        return PEASANT


def clone_state(state: BaoHuangState) -> BaoHuangState:
    """A fast copy for search: lists copied, cards and tuples shared."""
    new = BaoHuangState.__new__(BaoHuangState)
    new.__dict__.update(state.__dict__)
    new.options = dict(state.options)
    new.totals_before = list(state.totals_before)
    new.hands = [list(h) for h in state.hands]
    for name in ("emperor_passes", "ask_order", "answered", "rebels", "round_plays", "passed",
                 "out_order", "beat_emperor", "table", "discards", "tribute_given", "tribute_received",
                 "tribute_counts", "opening"):
        setattr(new, name, list(getattr(state, name)))
    new.prepared = {}
    return new


def all_cards(state: BaoHuangState) -> list[Card]:
    """Every card of the deal: the hands, the current round and the finished rounds."""
    cards = [c for h in state.hands for c in h]
    return cards + list(state.table) + list(state.discards)
