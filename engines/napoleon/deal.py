"""Dealing a Napoleon deal: the dealer and the first bidder (N11, N14), ten cards to each seat and
three to the widow (N12), again after an all-pass void deal (N17), and the deal as opening events."""
from __future__ import annotations

import random
from typing import Any

from game.actions import Event

from engines.napoleon.cards import DECK, hand_order
from engines.napoleon.events import deal_events
from engines.napoleon.state import HAND_SIZE, PLAYERS, NapoleonState


def new_deal(options: dict[str, Any], players: int, rng: random.Random,
             carry: dict[str, Any] | None = None) -> NapoleonState:
    """A fresh deal with checked options; the dealer follows the last deal's (`carry`) and
    the last Napoleon bids first."""
    if players != PLAYERS:
        raise ValueError(f"napoleon takes exactly {PLAYERS} players, not {players}")
    own = random.Random(rng.getrandbits(64))
    if carry and carry.get("dealer") is not None:
        dealer = (int(carry["dealer"]) + 1) % PLAYERS                          # N11
        previous = carry.get("napoleon")
        first = dealer if previous is None else int(previous)                    # N14
    else:
        dealer = own.randrange(PLAYERS)                                          # N11
        first = dealer
    state = NapoleonState(options, own, dealer, first, [[] for _ in range(PLAYERS)], [])
    deal_cards(state)
    return state


def deal_cards(state: NapoleonState) -> None:
    """Shuffle with the deal's own stream and deal from the dealer's left; the auction starts over."""
    cards = list(DECK)
    state.rng.shuffle(cards)
    for i in range(PLAYERS):                                                     # N12
        seat = (state.dealer + 1 + i) % PLAYERS
        state.hands[seat] = sorted(cards[i * HAND_SIZE:(i + 1) * HAND_SIZE], key=hand_order)
    state.widow = cards[PLAYERS * HAND_SIZE:]
    state.turn = state.first_bidder
    state.bids, state.high_bid, state.high_bidder, state.passes = [], None, None, 0


def opening_events(state: NapoleonState) -> list[Event]:
    """The set-up of a fresh (or redealt) deal as events: each hand seen only by its owner, the
    widow face down."""
    return deal_events(state.hands, state.widow, state.dealer)
