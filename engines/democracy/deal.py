"""Dealing a Democracy deal: the dealer (M04a), the whole deck shuffled once and dealt for both
Days with the voting pool (M04; again on a Bad Catch redeal, M12), and the opening events."""
from __future__ import annotations

import random
from typing import Any

from game.actions import Event

from engines.democracy.cards import cards_per_day, deck
from engines.democracy.days import begin_play
from engines.democracy.events import deal_events
from engines.democracy.state import MAX_PLAYERS, MIN_PLAYERS, DemocracyState


def new_deal(options: dict[str, Any], players: int, rng: random.Random,
             carry: dict[str, Any] | None = None) -> DemocracyState:
    """A new deal with normalised `options`; `carry` (the last deal's) passes the deal left and
    keeps the match totals."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"democracy takes 2–6 players, not {players}")
    carry = carry or {}
    if "dealer" in carry:
        dealer = (int(carry["dealer"]) + 1) % players       # M04a: the deal passes left
    else:
        dealer = rng.randrange(players)                      # M04a: first dealer at random
    totals = list(carry.get("totals", [0] * players))
    state = DemocracyState(
        options=options, players=players, rng=random.Random(rng.random()), dealer=dealer,
        totals_before=totals, days=1 if options["one_day"] else 2,
        bad_catch_points=[0] * players)
    events: list[Event] = []
    shuffle_and_deal(state, events)
    state.opening = events
    return state


def opening_events(state: DemocracyState) -> list[Event]:
    return list(state.opening)


def shuffle_and_deal(state: DemocracyState, events: list[Event]) -> None:
    """Shuffle the whole deck, deal Day 1 and set Day 2 aside (M04); start the first step."""
    n = state.players
    cards = deck(n)
    state.rng.shuffle(cards)
    per = cards_per_day(n, state.days)
    days = []
    for _ in range(state.days):
        hands = [cards[i * per:(i + 1) * per] for i in range(n)]
        pool = cards[n * per:(n + 1) * per]
        cards = cards[(n + 1) * per:]
        days.append((hands, pool))
    state.out = cards                                        # 6 players: 7 unseen (M04)
    state.hands, state.pool = days[0]
    if state.days == 2:
        state.later_hands, state.later_pool = days[1]
    else:
        state.later_hands, state.later_pool = [], []
    _clear_play(state)
    state.day1_hands = [tuple(h) for h in state.hands]
    events.extend(deal_events(state.hands, state.pool, state.day))
    begin_play(state, events)


def _clear_play(state: DemocracyState) -> None:
    """Day 1, no trick played: nothing turned, chosen, taken, discarded or declared."""
    n = state.players
    state.day = 1
    state.trick_number = 0
    state.turned = None
    state.pending = {}
    state.tricks = []
    state.captured = [[] for _ in range(n)]
    state.discards = []
    state.declared = None
