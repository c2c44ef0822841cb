"""Tyrant card power (T20–T22) and the trick winner (T23): the plaza value of a suit, the chips
lying on each place this trick, what one card is worth, a player's total, and who wins."""
from __future__ import annotations

from engines.tyrant.state import SUIT_ORDER, State

LEAD_VALUE = 10
CHIP_DROP = 2     # T21: each chip lowers every card of its suit by this much


def plaza_value(state: State, suit: str) -> int:
    """T20: 1 per vertical card + 2 per horizontal pile (a pile always counts 2)."""
    return len(state.plaza[suit]) + 2 * len(state.piles[suit])


def chips_on_places(state: State) -> dict[str, int]:
    """Chips placed this trick, per place ("plaza:H", ..., "lead"); places without chips omitted."""
    out: dict[str, int] = {}
    for entry in state.placed:
        if entry is not None:
            place, count = entry
            out[place] = out.get(place, 0) + count
    return out


def suit_powers(state: State) -> dict[str, int]:
    """T20–T21: what one card of each suit is worth now (lead suit 10, chips lowering by 2 each,
    floored at 0; chips on the lead card add to chips on the lead suit's column)."""
    lead_suit = state.lead_row[-1].suit if state.lead_row else None
    chips = chips_on_places(state)
    out = {}
    for suit in SUIT_ORDER:
        c = chips.get("plaza:" + suit, 0)
        if suit == lead_suit:
            v = LEAD_VALUE
            c += chips.get("lead", 0)
        else:
            v = plaza_value(state, suit)
        out[suit] = max(0, v - CHIP_DROP * c)
    return out


def total_power(cards, powers: dict[str, int], is_marker: bool) -> int:
    """T22: max(0, Σ per-card power − 1 for the round-marker holder)."""
    return max(0, sum(powers[c.suit] for c in cards) - (1 if is_marker else 0))


def play_order(state: State) -> list[int]:
    """Seats from the round-marker holder clockwise (T13, T19, T27)."""
    n = state.players
    return [(state.marker + i) % n for i in range(n)]


def trick_winner(state: State, powers_by_seat: dict[int, int]) -> int | None:
    """T23: among seats that played a lead-suit card, the highest total; a tie goes to the seat
    later in turn order. None when nobody followed (T24)."""
    lead_suit = state.lead_row[-1].suit
    best, best_power = None, -1
    for seat in play_order(state):
        if any(c.suit == lead_suit for c in state.played[seat]):
            p = powers_by_seat[seat]
            if p >= best_power:
                best, best_power = seat, p
    return best
