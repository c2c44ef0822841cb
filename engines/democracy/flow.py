"""Democracy's play: who acts (`to_act`), the legal choices (`legal_actions`) and `apply`: every
seat chooses face down (M05), all are revealed at once and the trick is taken (M06, M07) or tied
(M08); the dealer's Ghost choice (M14), sweep declarations (M16) and Bad Catch claims (M12)."""
from __future__ import annotations

from itertools import combinations

from game.actions import Action, Event
from game.cards import SUITS
from game.errors import IllegalAction
from game.validate import bad_seat, check_no_value, check_plain, check_shape, extra_cards

from engines.democracy.cards import is_bad_catch, trick_outcome
from engines.democracy.days import after_trick, ghost, start_day_two, start_trick
from engines.democracy.deal import shuffle_and_deal
from engines.democracy.events import (BAD_CATCH, DECLARE_SUITS, GHOST, NO_TRUMP, PLAY_CARD,
                                      bad_catch_event, chose_event, declared_event,
                                      discard_event, ghost_choice_event, redeal_event,
                                      reveal_event, take_event)
from engines.democracy.state import (DECLARE, GHOST_CHOICE, OVER, PLAY, RECORD_TRICK,
                                     DemocracyState, TrickRecord)

SUIT_SETS = tuple("".join(c) for k in range(5) for c in combinations(SUITS, k))


def to_act(state: DemocracyState) -> tuple[int, ...]:
    if state.phase == OVER:
        return ()
    if state.phase == GHOST_CHOICE:
        return (state.dealer,)
    return tuple(s for s in range(state.players) if s not in state.pending)


def is_over(state: DemocracyState) -> bool:
    return state.phase == OVER


def can_claim_bad_catch(state: DemocracyState, seat: int) -> bool:
    """M12: the first trick of Day 1 that asks for a card, a Bad Catch Day-1 hand."""
    return (state.options["bad_catch"] and state.phase == PLAY and state.day == 1
            and not any(t.kind == RECORD_TRICK for t in state.tricks)
            and is_bad_catch(state.day1_hands[seat]))


def legal_actions(state: DemocracyState, seat: int) -> list[Action]:
    if seat not in to_act(state):
        return []
    if state.phase == GHOST_CHOICE:
        return [Action(GHOST), Action(NO_TRUMP)]
    if state.phase == DECLARE:
        return [Action(DECLARE_SUITS, value=s) for s in SUIT_SETS]
    actions = [Action(PLAY_CARD, (c,)) for c in state.hands[seat]]
    if can_claim_bad_catch(state, seat):
        actions.append(Action(BAD_CATCH))
    return actions


# ---- validating ---------------------------------------------------------------------------------
def check(state: DemocracyState, seat: int, action: Action) -> None:
    """Raise IllegalAction unless `action` is one of the seat's legal actions."""
    if state.phase == OVER:
        raise IllegalAction("democracy.err.over", "The deal is over.")
    if not 0 <= seat < state.players:
        if not -100 < seat < 100:   # a number too long to quote in a one-line reason
            raise bad_seat()
        raise IllegalAction("democracy.err.no_seat", "There is no seat {seat}.", seat=seat)
    if state.phase == GHOST_CHOICE:
        _check_ghost_choice(state, seat, action)
        return
    if seat in state.pending:
        raise IllegalAction("democracy.err.already_chosen",
                            "You have already chosen; wait for the others.")
    if state.phase == DECLARE:
        _check_declaration(action)
    elif action.kind == BAD_CATCH:
        _check_claim(state, seat, action)
    else:
        _check_play(state, seat, action)


def _check_ghost_choice(state: DemocracyState, seat: int, action: Action) -> None:
    if seat != state.dealer:
        raise IllegalAction("democracy.err.dealer_chooses",
                            "The dealer chooses between Ghost and a no-trump trick.")
    if action.kind not in (GHOST, NO_TRUMP):
        raise IllegalAction("democracy.err.choose_ghost", "Choose Ghost or a no-trump trick.")
    check_plain(action)


def _check_declaration(action: Action) -> None:
    if action.kind != DECLARE_SUITS or action.value not in SUIT_SETS:
        raise IllegalAction("democracy.err.declare", "Declare the suits you will sweep (or none).")
    if action.cards:
        raise extra_cards()


def _check_claim(state: DemocracyState, seat: int, action: Action) -> None:
    if not can_claim_bad_catch(state, seat):
        raise IllegalAction("democracy.err.no_bad_catch",
                            "A Bad Catch can be claimed only with a Day-1 hand of"
                            " 10s, 9s, 8s and 7s, before the first trick.")
    check_plain(action)


def _check_play(state: DemocracyState, seat: int, action: Action) -> None:
    if action.kind != PLAY_CARD or len(action.cards) != 1:
        raise IllegalAction("democracy.err.play_one", "Choose one card to play.")
    if action.cards[0] not in state.hands[seat]:
        raise IllegalAction("democracy.err.not_in_hand", "That card is not in your hand.")
    check_no_value(action)


# ---- applying -----------------------------------------------------------------------------------
def apply(state: DemocracyState, seat: int, action: Action) -> list[Event]:
    """Validate first (the state untouched on refusal), then change the state; the events."""
    check_shape(seat, action)
    check(state, seat, action)
    events: list[Event] = []
    if state.phase == GHOST_CHOICE:
        events.append(ghost_choice_event(seat, action.kind))
        if action.kind == GHOST:
            ghost(state, events)
        else:
            state.phase = PLAY
        return events
    if action.kind == PLAY_CARD:
        state.hands[seat].remove(action.cards[0])
    state.pending[seat] = action
    events.append(chose_event(seat))
    if len(state.pending) == state.players:
        if state.phase == DECLARE:
            _reveal_declarations(state, events)
        else:
            _reveal(state, events)
    return events


def _reveal_declarations(state: DemocracyState, events: list[Event]) -> None:
    """M16: every declaration shown at once; then Day 2 (or, with one Day, the first trick)."""
    state.declared = [str(state.pending[s].value) for s in range(state.players)]
    for seat, suits in enumerate(state.declared):
        events.append(declared_event(seat, suits))
    state.pending = {}
    if state.day == 1 and state.days == 2 and not any(state.hands):
        start_day_two(state, events)
    else:
        start_trick(state, events)


def _reveal(state: DemocracyState, events: list[Event]) -> None:
    """Every choice shown at once: a Bad Catch claim redeals (M12); otherwise the trick goes to
    its winner (M07) or, tied, each tied seat keeps its own card and the rest is discarded (M08)."""
    n = state.players
    claims = [s for s in range(n) if state.pending[s].kind == BAD_CATCH]
    if claims:
        _bad_catch_redeal(state, claims, events)
        return
    plays = [(s, state.pending[s].cards[0]) for s in range(n)]
    events.append(reveal_event(tuple(c for _, c in plays)))
    pool_card = state.turned
    winner, tied = trick_outcome(plays, pool_card, state.options["dummy_joker"])
    if winner is not None:                                                   # M07
        taken = tuple(c for _, c in plays) + (pool_card,)
        state.captured[winner].extend(taken)
        events.append(take_event(winner, taken))
    else:                                                                    # M08
        for seat in tied:
            own = plays[seat][1]
            state.captured[seat].append(own)
            events.append(take_event(seat, (own,)))
        rest = tuple(c for s, c in plays if s not in tied) + (pool_card,)
        state.discards.extend(rest)
        events.append(discard_event(rest, "trick"))
    state.tricks.append(TrickRecord(state.day, state.trick_number, pool_card, RECORD_TRICK,
                                    tuple(plays), winner, tied))
    after_trick(state, events)


def _bad_catch_redeal(state: DemocracyState, claims: list[int], events: list[Event]) -> None:
    """M12: every claimant shows the hand and scores 1 tribe point; the whole deck is
    reshuffled for both Days (the other choices go back unseen, Ruling)."""
    for seat in claims:
        hand = state.day1_hands[seat]
        state.bad_catch_points[seat] += 1
        state.bad_catch_claims.append((seat, hand))
        events.append(bad_catch_event(seat, hand))
    state.redeals += 1
    events.append(redeal_event())
    shuffle_and_deal(state, events)
