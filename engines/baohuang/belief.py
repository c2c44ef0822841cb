"""Bao Huang's belief about the hidden cards: `sample_state(view, rng)` deals a full state
consistent with a seat's view, for search.

Sampling keeps every hard fact of the view: own hand, all public plays, passes, hand sizes, the
Emperor card where the public passes left it, the seat's own tribute cards with the seats that
took tribute (B23), the Guard card only where it could still be (never with a rebel, B08; with
the Emperor only as a solo, B07). On top, belief weights (game/belief.py) make likelier deals
likelier: a seat that passed the Emperor card on (B06) tends to be weak, a rebel strong, and a
seat that passed on the play to beat seldom held a cheap play that beats it (the Guard excepted,
on its Emperor's play); the Guard card seldom sits with a seat that has played on the Emperor's
play (`beat_emperor`, public: a Guard lets its Emperor's plays stand)."""
from __future__ import annotations

import random

from game.belief import surprise, weighted_sample
from game.cards import Card

from engines.baohuang.ai import KEEP_POWER, REBEL_POWER, hand_power   # as Normal decides
from engines.baohuang.cards import EMPEROR_CARD, GUARD_CARD, full_deck, sort_hand, strength
from engines.baohuang.moves import distinct_plays
from engines.baohuang.state import PLAYERS, SOLO_DECLARED, SOLO_SILENT, BaoHuangState
from engines.baohuang.view import BaoHuangView

POWER_SCALE = 4.0      # how sharply a choice against the hand's power is held unlikely
DECLINED = 0.6         # weight of a seat passing on the play to beat while holding a cheap beater
EARLY = 20             # passing and rebellion tell about the hand while a seat holds this many
BEAT_EMPEROR_GUARD = 0.1   # weight of the Guard card with a seat that played on the Emperor's play
DECLINED_INTACT = 0.3  # ... of a seat passing while holding a jokerless beater that keeps sets whole


def sample_state(view: BaoHuangView, rng: random.Random) -> BaoHuangState:
    """A full state consistent with the view (`uniform_sample`), resampled by `evidence`."""
    return weighted_sample(lambda r: uniform_sample(view, r), evidence(view), rng)


def guard_card_seats(view: BaoHuangView) -> list[int]:
    """The seats that could hold the Guard card, unseen by the viewer and not yet played: anyone
    with cards before the Emperor is settled (a passer may stay the Guard, B07 c); afterwards
    not a rebel (B08), and the Emperor only as a solo: always after a declared solo, possibly
    (silent, B07 b) unless the viewer is that Emperor."""
    me = view.seat
    if GUARD_CARD in view.hand or GUARD_CARD in view.played:
        return []
    seats = [s for s in range(PLAYERS) if s != me and view.hand_sizes[s] > 0]
    if view.emperor is None:
        return seats
    if view.solo_declared:
        return [s for s in seats if s == view.emperor]
    return [s for s in seats if s not in view.rebels]


def uniform_sample(view: BaoHuangView, rng: random.Random) -> BaoHuangState:
    """The hidden cards dealt at random among the deals the view allows (see the module text)."""
    me = view.seat
    known = set(view.hand) | set(view.played)
    free = [0 if s == me else view.hand_sizes[s] for s in range(PLAYERS)]
    hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
    if me is not None:
        hands[me] = list(view.hand)

    def put(card: Card, seat: int) -> None:
        hands[seat].append(card)
        free[seat] -= 1
        known.add(card)

    if EMPEROR_CARD not in known and free[view.emperor_card_at] > 0:       # B06: passes are public
        put(EMPEROR_CARD, view.emperor_card_at)
    given = [c for c in view.tribute_given if c not in known]                # B23: with a taker
    takers = [s for s in range(PLAYERS) if s != me and view.tribute_counts[s] > 0]

    def room(seat: int, guard_at: int | None) -> int:
        return min(view.tribute_counts[seat], free[seat] - (seat == guard_at))

    guard_seats = [s for s in guard_card_seats(view) if free[s] > 0]
    if given:
        fits = [s for s in guard_seats if sum(room(t, s) for t in takers) >= len(given)]
        guard_seats = fits or guard_seats
    if guard_seats:
        beat = view.beat_emperor
        put(GUARD_CARD, rng.choices(guard_seats, [free[s] * (BEAT_EMPEROR_GUARD if s in beat else 1.0)
                                                  for s in guard_seats])[0])
    for card in given:
        open_takers = [t for t in takers if room(t, None) > 0]
        if not open_takers:
            break                                  # an inconsistent view: deal the card freely
        rooms = [room(t, None) for t in open_takers]
        put(card, rng.choices(open_takers, rooms)[0])
    rest = [c for c in full_deck() if c not in known]
    rng.shuffle(rest)
    for s in range(PLAYERS):
        for _ in range(free[s]):
            hands[s].append(rest.pop())
    return state_from_view(view, [sort_hand(h) for h in hands])


def state_from_view(view: BaoHuangView, hands: list[list[Card]]) -> BaoHuangState:
    """The sampled hands with the view's public record: roles, the round, passes, places."""
    me = view.seat
    table = [c for _, cards in view.round_plays for c in cards]
    on_table = set(table)
    discards = [c for c in view.played if c not in on_table]
    state = BaoHuangState(options=dict(view.options), dealer=view.dealer,
                          deal_number=view.deal_number, totals_before=list(view.totals_before),
                          hands=hands, phase=view.phase, emperor_card_at=view.emperor_card_at,
                          tribute_counts=list(view.tribute_counts),
                          tribute_given=[() for _ in range(PLAYERS)],
                          tribute_received=[() for _ in range(PLAYERS)])
    if me is not None:
        state.tribute_given[me] = tuple(view.tribute_given)
        state.tribute_received[me] = tuple(view.tribute_received)
    passes = list(view.emperor_passes)
    state.first_holder = passes[0][0] if passes else view.emperor_card_at
    state.emperor_passes = passes
    state.emperor = view.emperor
    if view.emperor is not None:
        holder = next((s for s in range(PLAYERS) if GUARD_CARD in hands[s]), None)
        if view.guard is not None:                       # revealed by the Guard card's play
            state.guard = view.guard
        elif view.solo_declared or holder == view.emperor or (
                holder is None and GUARD_CARD in view.played):
            state.guard = view.emperor                   # a solo (the Emperor played it unrevealed)
            state.solo = SOLO_DECLARED if view.solo_declared else SOLO_SILENT
        else:
            state.guard = holder if holder is not None else view.emperor
            if holder is None:
                state.solo = SOLO_SILENT
        state.ask_order = [(view.emperor + i) % PLAYERS for i in range(1, PLAYERS)]
    state.guard_revealed = (view.guard is not None and state.solo is None) or view.silent_solo
    state.answered = list(view.answered)
    state.rebels = list(view.rebels)
    state.turn = view.to_act[0] if view.to_act else 0
    state.leader = view.leader
    state.last_play = view.last_play
    state.round_plays = list(view.round_plays)
    state.passed = list(view.passed)
    state.out_order = list(view.out_order)
    state.beat_emperor = list(view.beat_emperor)
    state.table = table
    state.discards = discards
    return state


def _keeps_set(play, hand) -> bool:
    """A jokerless play of a whole rank of `hand` (what Normal follows with when it can)."""
    rank = strength(play[0])
    return all(strength(c) == rank for c in play) and \
        sum(1 for c in hand if strength(c) == rank) == len(play)


def evidence(view: BaoHuangView):
    """How well a sampled deal explains what the other seats did (None: nothing to weigh)."""
    me = view.seat
    early = lambda s: view.hand_sizes[s] >= EARLY                             # noqa: E731
    passers = [f for f, _ in view.emperor_passes if f != me and early(f)]
    rebels = [s for s in view.rebels if s != me and early(s)]
    decliners = [s for s in view.passed if s != me] if view.last_play else []
    if not (passers or rebels or decliners):
        return None
    last = view.last_play[1] if view.last_play else None
    sixes = bool(view.options.get("sixes_last", False))

    emperor_played = view.last_play is not None and view.last_play[0] == view.emperor

    def weigh(state: BaoHuangState) -> float:
        weight = 1.0
        for s in passers:                      # B06: passing the throne on says "weak hand"
            weight *= surprise(hand_power(state.hands[s]) - KEEP_POWER, POWER_SCALE)
        for s in rebels:                       # B08: a rebel trusts its hand
            weight *= surprise(REBEL_POWER - hand_power(state.hands[s]), POWER_SCALE)
        for s in decliners:                    # a pass while holding a cheap play that beats
            hand = state.hands[s]
            if emperor_played and state.solo is None and GUARD_CARD in hand:
                continue                       # the Guard lets its Emperor's play stand
            cheap = [play for play in distinct_plays(hand, last, False, sixes)
                     if all(strength(c) <= 14 for c in play)]
            if not cheap:
                continue
            weight *= DECLINED_INTACT if any(_keeps_set(play, hand) for play in cheap) else DECLINED
        return weight

    return weigh
