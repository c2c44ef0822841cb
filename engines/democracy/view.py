"""What one seat of a Democracy deal may see (the rules' information sets): its own hand and own
face-down choice, who has chosen (not what), everything revealed; and the reverse, a full state
consistent with such a view for search AI (`sample_state`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.actions import Action
from game.cards import SUITS, Card

from engines.democracy.state import TrickRecord


@dataclass(frozen=True)
class DemocracyView:
    """One seat's information set. `seat` None is a spectator (sees no hand).

    Per-seat tuples are indexed by seat. `suit_points[s]` follows `SUITS` order (S, H, D, C)."""

    seat: int | None
    players: int
    phase: str                                   # "play", "ghost", "declare", "over"
    options: dict[str, Any]
    dealer: int
    days: int                                    # 2, or 1 with the one-Day option
    day: int                                     # 1 or 2
    trick_number: int                            # within the Day, from 0
    tricks_per_day: int                          # cards each player gets per Day
    to_act: tuple[int, ...]                      # seats that still have to choose (public)
    hand: tuple[Card, ...]                       # own hand, without the card chosen face down
    hand_sizes: tuple[int, ...]                  # cards in each hand (chosen cards not counted)
    pool_left: int                               # unturned pool cards of this Day
    turned: Card | None                          # the turned-up pool card of this trick
    trump: str | None                            # its suit; None: no trump (a joker) or none turned
    chosen: tuple[int, ...]                      # seats with a face-down choice now (not what)
    my_choice: Action | None                     # own face-down choice this step, if any
    tricks: tuple[TrickRecord, ...]              # revealed tricks and Ghosts of this deal, in order
    captured: tuple[tuple[Card, ...], ...]       # each seat's captured cards (public, M07)
    suit_points: tuple[tuple[int, ...], ...]     # captured points per seat per suit (M10)
    discards: tuple[Card, ...]                   # seen, then discarded (M08 ties, Ghost jokers)
    unseen: int                                  # cards never dealt (6 players: 7)
    later: int                                   # cards waiting for Day 2 (hands + pool)
    bad_catch_points: tuple[int, ...]            # tribe points from Bad Catch claims this deal
    bad_catch_claims: tuple[tuple[int, tuple[Card, ...]], ...]   # (seat, hand shown) per claim
    redeals: int                                 # Bad Catch redeals in this deal
    declared: tuple[str, ...] | None             # revealed sweep declarations ("HS", "")
    high_stake: bool                             # own Day-1 hand was a Bad Catch played on (M13)
    totals_before: tuple[int, ...]               # match tribe points before this deal
    target: int                                  # tribe points that end the match (M11)

    def suit_points_of(self, seat: int) -> dict[str, int]:
        return dict(zip(SUITS, self.suit_points[seat]))
