"""What one seat of a Napoleon deal may see (the rules' information sets): `NapoleonView` and
`view(state, seat)`; who knows the adjutant (N19, N39); face-down discards hidden but from
Napoleon (N22)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.cards import Card

from engines.napoleon.cards import is_honour
from engines.napoleon.events import AT_SEAT
from engines.napoleon.state import OVER, NapoleonState


@dataclass(frozen=True)
class NapoleonView:
    """One seat's information set. `seat` None is a spectator. Hidden cards appear as None
    (face-down discards) or only as counts (hands, widow)."""

    seat: int | None
    phase: str
    options: dict[str, Any]
    dealer: int
    first_bidder: int
    to_act: tuple[int, ...]
    void_deals: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    widow_size: int
    bids: tuple[tuple[int, str], ...]
    high_bid: tuple[int, str] | None
    high_bidder: int | None
    napoleon: int | None
    trump: str | None
    bid_count: int
    named: Card | None
    widow: tuple[Card, ...]                     # what Napoleon picked up (Napoleon only)
    discards: tuple[Card | None, ...]           # face-down ones are None except for Napoleon
    discards_owner: int | None
    tricks: tuple[tuple[tuple[tuple[int, Card], ...], int], ...]   # (plays, winner)
    current: tuple[tuple[int, Card], ...]
    leader: int
    direction: int
    taken: tuple[tuple[Card, ...], ...]         # honours taken per seat (public)
    voids: tuple[frozenset[str], ...]           # suits each seat has shown not to hold
    no_joker: frozenset[int]                    # seats shown not to hold the joker (N28)
    adjutant_known: bool                        # this viewer knows who the adjutant is
    adjutant: int | None                        # when known: the seat, or None if Napoleon is alone
    adjutant_public: bool                       # everyone knows (the named card has shown)
    named_where: str = ""                       # "napoleon", "widow", "seat" when the viewer knows

    @property
    def trick_index(self) -> int:
        return len(self.tricks)


def adjutant_knowledge(state: NapoleonState, seat: int | None) -> tuple[bool, int | None, str]:
    """(knows who the adjutant is, the adjutant or None when alone, where the named card was as
    far as this seat knows): Napoleon knows when alone, the adjutant knows themselves, everyone
    knows once the named card has shown, and everything at the end (N39)."""
    if state.named is None:
        return False, None, ""
    if state.phase == OVER:
        return True, state.adjutant, state.named_where
    if seat is not None and seat == state.napoleon:
        if state.adjutant is None:
            return True, None, state.named_where
        return state.adjutant_public, state.adjutant if state.adjutant_public else None, AT_SEAT
    if seat is not None and seat == state.adjutant:
        return True, seat, AT_SEAT
    if state.adjutant_public:
        return True, state.adjutant, "" if state.adjutant is None else AT_SEAT
    return False, None, ""


def view(state: NapoleonState, seat: int | None) -> NapoleonView:
    """Exactly what `seat` may see of `state` (None: a spectator, who sees no hand)."""
    is_nap = seat is not None and seat == state.napoleon
    over = state.phase == OVER
    if is_nap or over:
        discards = tuple(state.discards)
    else:
        discards = tuple(c if is_honour(c) else None for c in state.discards)
    known, adjutant, where = adjutant_knowledge(state, seat)
    return NapoleonView(
        seat=seat,
        phase=state.phase,
        options=dict(state.options),
        dealer=state.dealer,
        first_bidder=state.first_bidder,
        to_act=() if over else (state.turn,),
        void_deals=state.void_deals,
        hand=tuple(state.hands[seat]) if seat is not None else (),
        hand_sizes=tuple(len(h) for h in state.hands),
        widow_size=len(state.widow),
        bids=tuple(state.bids),
        high_bid=state.high_bid,
        high_bidder=state.high_bidder,
        napoleon=state.napoleon,
        trump=state.trump,
        bid_count=state.bid_count,
        named=state.named,
        widow=tuple(state.widow_taken) if (is_nap or over) else (),
        discards=discards,
        discards_owner=state.discards_owner,
        tricks=tuple((t.plays, t.winner) for t in state.tricks),
        current=tuple(state.current),
        leader=state.leader,
        direction=state.direction,
        taken=tuple(tuple(t) for t in state.taken),
        voids=tuple(frozenset(v) for v in state.voids),
        no_joker=frozenset(state.no_joker),
        adjutant_known=known,
        adjutant=adjutant,
        adjutant_public=state.adjutant_public or over,
        named_where=where,
    )
