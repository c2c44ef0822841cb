"""The course of a Democracy deal between the seats' choices: play begins (or the one-Day sweep
declaration, M16), a pool card is turned (M05), a Ghost draws (M14), a trick is done, a Day ends
and Day 2 is dealt (M09), the deal is scored (M10)."""
from __future__ import annotations

from game.actions import Event

from engines.democracy import scoring
from engines.democracy.events import (day_end_event, deal_events, discard_event, draw_event,
                                      score_event, turn_event)
from engines.democracy.state import (DECLARE, GHOST_CHOICE, OVER, PLAY, RECORD_GHOST,
                                     DemocracyState, TrickRecord)


def declaring(state: DemocracyState) -> bool:
    """M16 sub-option: sweeps are declared."""
    return bool(state.options["suit_sweep"] and state.options["suit_sweep_declared"])


def begin_play(state: DemocracyState, events: list[Event]) -> None:
    """After the deal: the first trick, or (Ruling) with one Day the sweep declaration first."""
    if state.days == 1 and declaring(state):
        state.phase = DECLARE
        return
    start_trick(state, events)


def start_trick(state: DemocracyState, events: list[Event]) -> None:
    """M05: turn the top pool card. A joker with Ghost (M14) asks the dealer or draws at once."""
    card = state.pool.pop(0)
    state.turned = card
    state.pending = {}
    events.append(turn_event(card))
    state.phase = PLAY
    if card.is_joker and state.options["ghost"]:
        if state.options["ghost_dealer_choice"]:
            state.phase = GHOST_CHOICE
        else:
            ghost(state, events)


def ghost(state: DemocracyState, events: list[Event]) -> None:
    """M14: every player draws one card unseen from the left neighbour's hand into their
    captured cards; each drawn card is shown, the joker is discarded (Ruling)."""
    n = state.players
    draws = []
    for seat in range(n):
        left = (seat + 1) % n
        hand = state.hands[left]
        draws.append((seat, left, hand[state.rng.randrange(len(hand))]))
    for seat, left, card in draws:
        state.hands[left].remove(card)
        state.captured[seat].append(card)
        events.append(draw_event(seat, left, card))
    joker = state.turned
    state.discards.append(joker)
    events.append(discard_event((joker,), "turned"))
    state.tricks.append(TrickRecord(state.day, state.trick_number, joker, RECORD_GHOST,
                                    draws=tuple(draws)))
    after_trick(state, events)


def after_trick(state: DemocracyState, events: list[Event]) -> None:
    """The next trick; at the end of a Day (M09) the declaration (M16), Day 2 or the score."""
    state.turned = None
    state.pending = {}
    state.trick_number += 1
    if any(state.hands):
        start_trick(state, events)
        return
    events.append(day_end_event(state.day))
    if state.day < state.days:
        if declaring(state):
            state.phase = DECLARE        # M16: declared at the end of Day 1
            return
        start_day_two(state, events)
        return
    finish(state, events)


def start_day_two(state: DemocracyState, events: list[Event]) -> None:
    """M09: the cards set aside at the deal become the hands and the pool of Day 2."""
    state.day = 2
    state.trick_number = 0
    state.hands, state.pool = state.later_hands, state.later_pool
    state.later_hands, state.later_pool = [], []
    events.extend(deal_events(state.hands, state.pool, state.day))
    start_trick(state, events)


def finish(state: DemocracyState, events: list[Event]) -> None:
    state.phase = OVER
    state.final = scoring.score(state)
    for seat, tribe_points in enumerate(state.final.scores):
        events.append(score_event(seat, tribe_points))
