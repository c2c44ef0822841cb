"""What one seat of a Democracy deal may see (the rules' information sets): its own hand and own
face-down choice, who has chosen (not what: a Bad Catch claim looks like a card chosen until the
reveal), everything revealed."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.actions import Action
from game.cards import SUITS, Card

from engines.democracy.cards import cards_per_day, is_bad_catch
from engines.democracy.events import BAD_CATCH
from engines.democracy.flow import to_act
from engines.democracy.scoring import suit_points
from engines.democracy.state import OVER, DemocracyState, TrickRecord
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
    hand_sizes: tuple[int, ...]                  # cards in each hand, a chosen card not counted
                                                 # (`hand_sizes_for`: a claim counts as one)
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


def view(state: DemocracyState, seat: int | None) -> DemocracyView:
    over = state.phase == OVER
    turned = state.turned
    return DemocracyView(
        seat=seat,
        players=state.players,
        phase=state.phase,
        options=dict(state.options),
        dealer=state.dealer,
        days=state.days,
        day=state.day,
        trick_number=state.trick_number,
        tricks_per_day=cards_per_day(state.players, state.days),
        to_act=to_act(state),
        hand=tuple(state.hands[seat]) if seat is not None else (),
        hand_sizes=hand_sizes_for(state, seat),
        pool_left=len(state.pool),
        turned=turned,
        trump=None if turned is None or turned.is_joker else turned.suit,
        chosen=() if over else tuple(sorted(state.pending)),
        my_choice=state.pending.get(seat) if seat is not None else None,
        tricks=tuple(state.tricks),
        captured=tuple(tuple(p) for p in state.captured),
        suit_points=tuple(tuple(per_suit[s] for s in SUITS)
                          for per_suit in map(suit_points, state.captured)),
        discards=tuple(state.discards),
        unseen=len(state.out),
        later=sum(len(h) for h in state.later_hands) + len(state.later_pool),
        bad_catch_points=tuple(state.bad_catch_points),
        bad_catch_claims=tuple(state.bad_catch_claims),
        redeals=state.redeals,
        declared=tuple(state.declared) if state.declared is not None else None,
        high_stake=(seat is not None and bool(state.options["high_stake"])
                    and is_bad_catch(state.day1_hands[seat])),
        totals_before=tuple(state.totals_before),
        target=int(state.options["target"]),
    )


def hand_sizes_for(state: DemocracyState, viewer: int | None) -> tuple[int, ...]:
    """Each hand's size as `viewer` may count it: a seat that has chosen this step has one card
    committed face down, whatever it chose. A Bad Catch claim (M12) takes no card, so the
    claimant's hand holds one card more, but until the reveal every other seat must see it as
    one that chose a card (M05: chosen face down); the viewer's own count is its own hand."""
    return tuple(len(hand) - (1 if s != viewer and _claimed(state, s) else 0)
                 for s, hand in enumerate(state.hands))


def _claimed(state: DemocracyState, seat: int) -> bool:
    action = state.pending.get(seat)
    return action is not None and action.kind == BAD_CATCH


def seen_cards(view: DemocracyView) -> set[Card]:
    """Every card the viewer has seen this deal: its hand, the turned card, the discards and the
    captured piles (every revealed play ends in one of them); not its own face-down choice."""
    seen = set(view.hand) | set(view.discards)
    for pile in view.captured:
        seen.update(pile)
    if view.turned is not None:
        seen.add(view.turned)
    return seen
