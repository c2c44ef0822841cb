"""Bao Huang's flow of a deal: who acts (`to_act`), the legal actions and `apply` (checked first,
then applied whole): the throne phase (B06/B07), rebellion (B08), play (B09–B16) and the end of
the deal with its reveal (B24)."""
from __future__ import annotations

from game.actions import Action, Event
from game.errors import IllegalAction
from game.validate import check_no_value, check_plain, check_shape

from engines.baohuang import scoring
from engines.baohuang.cards import EMPEROR_CARD, GUARD_CARD, full_deck, sort_hand, strength
from engines.baohuang.events import (KEEP, NO_REBEL, PASS, PASS_EMPEROR, PLAY_CARDS, REBEL,
                                     REVEAL_GUARD, REVEAL_SILENT_SOLO, SOLO, emperor_event,
                                     emperor_pass_event, guard_revealed_event, out_event,
                                     pass_event, play_event, rebellion_event, reveal_event,
                                     round_end_event, score_event)
from engines.baohuang.moves import Prepared, after_play, distinct_plays, is_legal_play, prepare
from engines.baohuang.state import (OVER, PLAY, PLAYERS, REBELLION, SOLO_DECLARED, SOLO_SILENT,
                                    THRONE, BaoHuangState)

PASS_ACTION = Action(PASS)
SINGLES = {card: Action(PLAY_CARDS, (card,)) for card in full_deck()}   # equal values, shared


# ---- who acts, and what they may do -----------------------------------------------------------
def to_act(state: BaoHuangState) -> tuple[int, ...]:
    if state.phase == OVER:
        return ()
    if state.phase == THRONE:
        return (state.emperor_card_at,)
    if state.phase == REBELLION:
        return (state.ask_order[len(state.answered)],)
    return (state.turn,)


def is_over(state: BaoHuangState) -> bool:
    return state.phase == OVER


def legal_actions(state: BaoHuangState, seat: int) -> list[Action]:
    if state.phase == PLAY:                                       # the hot path
        return _legal_plays(state, seat) if seat == state.turn else []
    if seat not in to_act(state):
        return []
    if state.phase == THRONE:
        acts = [Action(KEEP)]
        if GUARD_CARD in state.hands[seat]:
            acts.append(Action(SOLO))
        if _can_pass_emperor(state):
            acts.append(Action(PASS_EMPEROR))
        return acts
    if seat == state.guard and state.solo is None:                # REBELLION (B08)
        return [Action(NO_REBEL)]
    return [Action(REBEL), Action(NO_REBEL)]


def _legal_plays(state: BaoHuangState, seat: int) -> list[Action]:
    """The turn's plays (B09, B11, B16), and passing unless it leads (B12)."""
    last_play = state.last_play
    hand = state.hands[seat]
    ready = _prepared(state, seat, hand)
    sixes_last = state.options.get("sixes_last", False)
    if last_play is None:
        return [Action(PLAY_CARDS, p) for p in distinct_plays(hand, None, True, sixes_last, ready)]
    plays = distinct_plays(hand, last_play[1], False, sixes_last, ready)
    if len(last_play[1]) == 1:
        single = SINGLES.get
        acts = [single(p[0]) or Action(PLAY_CARDS, p) for p in plays]
    else:
        acts = [Action(PLAY_CARDS, p) for p in plays]
    acts.append(PASS_ACTION)
    return acts


def _prepared_if_current(state: BaoHuangState, seat: int, hand: list) -> Prepared | None:
    entry = state.prepared.get(seat)
    if entry is not None and entry[0] is hand and entry[1] == len(hand) and (
            not hand or entry[2] is hand[0]):
        return entry[3]
    return None


def _prepared(state: BaoHuangState, seat: int, hand: list) -> Prepared:
    """The seat's hand grouped for move generation, kept until the hand changes (a play
    updates it in place of grouping the hand again)."""
    ready = _prepared_if_current(state, seat, hand)
    if ready is not None:
        return ready
    ready = prepare(hand)
    state.prepared[seat] = (hand, len(hand), hand[0] if hand else None, ready)
    return ready


def _can_pass_emperor(state: BaoHuangState) -> bool:
    """B06: every holder may pass the card on, the fifth to the first holder too; only once it
    has gone all the way round (five passes, back with the first holder) must it be kept. The
    passes are counted: the card is with the first holder both before any pass and after all."""
    return len(state.emperor_passes) < PLAYERS


def choice_key(action: Action):
    """`distinct_plays` lists one play per choice of strengths (B09: suits and decks do not
    matter), the Guard card apart: any cards of those strengths are the same choice."""
    if action.kind != PLAY_CARDS:
        return action
    strengths = tuple(sorted((strength(c), c == GUARD_CARD) for c in action.cards))
    return PLAY_CARDS, strengths, action.value


# ---- checking ---------------------------------------------------------------------------------
def _check(state: BaoHuangState, seat: int, action: Action) -> None:
    if state.phase == PLAY and seat == state.turn and action.kind == PASS \
            and state.last_play is not None and action.value is None \
            and not action.cards:                                 # the hot path
        return
    if state.phase == OVER:
        raise IllegalAction("baohuang.err.over", "The deal is over.")
    if seat not in to_act(state):
        raise IllegalAction("baohuang.err.not_your_turn", "It is not your turn.")
    if state.phase in (THRONE, REBELLION):
        check_plain(action)
        if action not in legal_actions(state, seat):
            raise IllegalAction("baohuang.err.choice", "That choice is not allowed now.")
        return
    if action.kind == PASS:
        if state.last_play is None:
            raise IllegalAction("baohuang.err.must_lead", "The leader of a round must play.")
        check_plain(action)
        return
    if action.kind != PLAY_CARDS:
        raise IllegalAction("baohuang.err.choice", "That choice is not allowed now.")
    check_no_value(action)
    last = state.last_play[1] if state.last_play else None
    if not is_legal_play(state.hands[seat], tuple(action.cards), last, last is None,
                         state.options.get("sixes_last", False)):
        if last is None:                 # leading: no last play to match or beat (B09, B16)
            raise IllegalAction("baohuang.err.bad_lead",
                                "That lead is not allowed: cards of one rank (jokers may join).")
        raise IllegalAction("baohuang.err.bad_play",
                            "That play is not allowed: same rank (plus jokers), as many "
                            "cards as the last play, each one stronger.")


# ---- applying ---------------------------------------------------------------------------------
def apply(state: BaoHuangState, seat: int, action: Action) -> list[Event]:
    check_shape(seat, action)
    _check(state, seat, action)
    events: list[Event] = []
    if state.phase == THRONE:
        _throne(state, seat, action, events)
    elif state.phase == REBELLION:
        _rebellion(state, seat, action, events)
    elif action.kind == PASS:
        _pass(state, seat, events)
    else:
        _play(state, seat, tuple(action.cards), events)
    return events


def _throne(state: BaoHuangState, seat: int, action: Action, events: list[Event]) -> None:
    if action.kind == PASS_EMPEROR:                                 # B06 / B07 (c)
        to = (seat + 1) % PLAYERS
        state.hands[seat].remove(EMPEROR_CARD)
        state.hands[to] = sort_hand(state.hands[to] + [EMPEROR_CARD])
        state.emperor_passes.append((seat, to))
        state.emperor_card_at = to
        events.append(emperor_pass_event(seat, to))
        return
    state.emperor = seat
    state.guard = next(s for s in range(PLAYERS) if GUARD_CARD in state.hands[s])
    if state.guard == seat:                                          # B07 (a) / (b)
        state.solo = SOLO_DECLARED if action.kind == SOLO else SOLO_SILENT
    events.append(emperor_event(seat, state.solo == SOLO_DECLARED))
    state.phase = REBELLION
    state.ask_order = [(seat + i) % PLAYERS for i in range(1, PLAYERS)]


def _rebellion(state: BaoHuangState, seat: int, action: Action, events: list[Event]) -> None:
    state.answered.append((seat, action.kind))
    if action.kind == REBEL:
        state.rebels.append(seat)
    events.append(rebellion_event(seat, action.kind))
    if len(state.answered) == len(state.ask_order):
        state.phase = PLAY                                              # B10
        state.leader = state.turn = state.emperor


def _play(state: BaoHuangState, seat: int, cards: tuple, events: list[Event]) -> None:
    hand = state.hands[seat]
    beaten = state.last_play
    if beaten is not None and beaten[0] == state.emperor and len(cards) < len(hand) \
            and seat not in state.beat_emperor:
        state.beat_emperor.append(seat)          # public: it played on the Emperor's play
    _take_from_hand(state, seat, hand, cards)
    state.table.extend(cards)
    state.last_play = (seat, cards)
    state.round_plays.append((seat, cards))
    state.passed = []
    events.append(play_event(seat, cards))
    if GUARD_CARD in cards and state.solo != SOLO_DECLARED and not state.guard_revealed:
        state.guard_revealed = True                   # the Guard card, once played, tells
        if state.solo == SOLO_SILENT:                    # Ruling: a silent solo is shown alone
            events.append(reveal_event(seat, REVEAL_SILENT_SOLO))
        else:
            events.append(guard_revealed_event(seat))
    if not hand:                                                         # B14
        state.out_order.append(seat)
        events.append(out_event(seat, len(state.out_order)))
        if _team_out(state):                                             # B15
            _finish(state, events)
            return
    _advance(state, seat, events)


def _take_from_hand(state: BaoHuangState, seat: int, hand: list, cards: tuple) -> None:
    """The cards out of the hand, its move-generation cache updated (or dropped)."""
    ready = _prepared_if_current(state, seat, hand)
    for c in cards:
        hand.remove(c)
    ready = ready and after_play(ready, cards, len(hand))
    if ready and hand:
        state.prepared[seat] = (hand, len(hand), hand[0], ready)
    else:
        state.prepared.pop(seat, None)


def _team_out(state: BaoHuangState) -> bool:
    out = set(state.out_order)
    emperor_team = {state.emperor} if state.solo else {state.emperor, state.guard}
    peasants = set(range(PLAYERS)) - emperor_team
    return emperor_team <= out or peasants <= out


def _pass(state: BaoHuangState, seat: int, events: list[Event]) -> None:
    events.append(pass_event(seat))
    state.passed.append(seat)
    state.round_plays.append((seat, ()))
    _advance(state, seat, events)


def _next_with_cards(state: BaoHuangState, seat: int) -> int:
    hands = state.hands
    for i in range(1, PLAYERS + 1):
        s = (seat + i) % PLAYERS
        if hands[s]:
            return s
    return seat


def _advance(state: BaoHuangState, seat: int, events: list[Event]) -> None:
    last_seat = state.last_play[0]
    hands, passed = state.hands, state.passed
    for s in range(PLAYERS):                                             # B13
        if s != last_seat and hands[s] and s not in passed:
            state.turn = _next_with_cards(state, seat)
            return
    leader = last_seat if hands[last_seat] else _next_with_cards(state, last_seat)
    events.append(round_end_event(leader, tuple(state.table)))
    state.discards.extend(state.table)
    state.table = []
    state.last_play = None
    state.round_plays = []
    state.passed = []
    state.leader = state.turn = leader


def _finish(state: BaoHuangState, events: list[Event]) -> None:
    state.phase = OVER
    state.revealed = True                                                 # B24
    if state.solo == SOLO_SILENT:
        if not state.guard_revealed:
            events.append(reveal_event(state.emperor, REVEAL_SILENT_SOLO))
    elif state.solo is None:
        events.append(reveal_event(state.guard, REVEAL_GUARD))
    state.final = scoring.score(state)
    for seat, points in enumerate(state.final.scores):
        events.append(score_event(seat, points))
