"""Builders shared by the Napoleon tests: cards from codes and hand-built states in a given phase."""
import random

from engines.napoleon import RULES
from engines.napoleon.state import NAMING, NapoleonState
from game.cards import parse_card


def cards(text):
    return [parse_card(c) for c in text.split()]


def state_with(hands, phase, trump="S", napoleon=0, named="SA", bid=13):
    """A deal in `phase` with the given hands (seat -> codes), `napoleon` having won `bid` in
    `trump`; past naming, `named` is the adjutant's card and whoever holds it the adjutant."""
    state = NapoleonState(RULES.default_options(), random.Random(0), 0, 0,
                          [cards(hands.get(s, "")) for s in range(5)], [])
    state.phase, state.napoleon, state.trump, state.bid_count = phase, napoleon, trump, bid
    state.high_bid, state.high_bidder = (bid, trump), napoleon
    state.turn = state.leader = napoleon
    if phase != NAMING:
        state.named = parse_card(named)
        holder = next((s for s in range(5) if state.named in state.hands[s]), None)
        state.adjutant = None if holder in (None, napoleon) else holder
    return state
