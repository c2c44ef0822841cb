"""What one seat may see in Bao Huang (the rules file's information sets) and sampling a full
state consistent with it for search. The Guard's identity is hidden until the Guard card is
played or the B24 reveal; a silent solo looks like an Emperor with a Guard."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.cards import Card

from engines.baohuang.cards import GUARD_CARD, full_deck, sort_hand
from engines.baohuang.state import PLAY, PLAYERS, BaoHuangState


@dataclass(frozen=True)
class BaoHuangView:
    seat: int | None
    players: int
    phase: str
    options: dict
    deal_number: int
    dealer: int
    hand: tuple
    hand_sizes: tuple
    emperor_card_at: int
    emperor_passes: tuple
    emperor: int | None
    solo_declared: bool
    know_no_guard: bool
    i_am_guard: bool
    guard: int | None
    silent_solo: bool
    rebels: tuple
    rebellion: bool
    answered: tuple
    to_act: tuple
    leader: int
    last_play: Any
    round_plays: tuple
    passed: tuple
    out_order: tuple
    played: tuple
    tribute_given: tuple
    tribute_received: tuple
    tribute_counts: tuple
    totals_before: tuple
    scores: tuple | None
    deals: int


def make_view(state: BaoHuangState, seat: int | None) -> BaoHuangView:
    from engines.baohuang import RULES
    own = seat is not None
    hand = tuple(state.hands[seat]) if own else ()
    holds_guard = own and GUARD_CARD in state.hands[seat]
    i_am_guard = own and (holds_guard or (state.guard == seat and state.emperor is not None))
    guard = None
    if state.guard_revealed or (state.revealed and state.solo is None):
        guard = state.guard
    if state.revealed and state.solo:
        guard = None
    return BaoHuangView(
        seat=seat, players=PLAYERS, phase=state.phase, options=dict(state.options),
        deal_number=state.deal_number, dealer=state.dealer, hand=hand,
        hand_sizes=tuple(len(h) for h in state.hands), emperor_card_at=state.emperor_card_at,
        emperor_passes=tuple(state.emperor_passes), emperor=state.emperor,
        solo_declared=state.solo == "declared",
        know_no_guard=own and state.emperor == seat and state.solo is not None,
        i_am_guard=bool(i_am_guard), guard=guard,
        silent_solo=state.revealed and state.solo == "silent",
        rebels=tuple(state.rebels), rebellion=state.rebellion, answered=tuple(state.answered),
        to_act=RULES.to_act(state), leader=state.leader,
        last_play=state.last_play, round_plays=tuple(state.round_plays),
        passed=tuple(state.passed), out_order=tuple(state.out_order),
        played=tuple(state.discards) + tuple(state.table),
        tribute_given=tuple(state.tribute_given[seat]) if own else (),
        tribute_received=tuple(state.tribute_received[seat]) if own else (),
        tribute_counts=tuple(state.tribute_counts), totals_before=tuple(state.totals_before),
        scores=tuple(state.final.scores) if state.final else None,
        deals=int(state.options.get("deals", 5)))


def sample_state(view: BaoHuangView, rng: random.Random) -> BaoHuangState:
    """Hidden cards dealt at random to the other seats by their hand sizes. The Guard card, when
    unseen, goes to a seat that could hold it (not a rebel, not a seat that passed nothing...)."""
    me = view.seat
    seen = set(view.hand) | set(view.played)
    unknown = [c for c in full_deck() if c not in seen]
    rng.shuffle(unknown)
    hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
    if me is not None:
        hands[me] = list(view.hand)
    need = {s: view.hand_sizes[s] for s in range(PLAYERS) if s != me}
    if GUARD_CARD in unknown and view.guard is None:
        eligible = [s for s in need if need[s] > 0 and s not in view.rebels
                    and not (view.solo_declared and s != view.emperor)]
        if view.emperor is not None and not view.solo_declared:
            pass
        if eligible:
            weights = [need[s] for s in eligible]
            seat = rng.choices(eligible, weights)[0]
            unknown.remove(GUARD_CARD)
            hands[seat].append(GUARD_CARD)
            need[seat] -= 1
    for s in need:
        while need[s] > 0 and unknown:
            hands[s].append(unknown.pop())
            need[s] -= 1
    hands = [sort_hand(h) for h in hands]
    table = []
    for _, cards in view.round_plays:
        table.extend(cards)
    discards = [c for c in view.played if c not in set(table)]
    state = BaoHuangState(options=dict(view.options), dealer=view.dealer,
                          deal_number=view.deal_number, totals_before=list(view.totals_before),
                          hands=hands, phase=view.phase, emperor_card_at=view.emperor_card_at,
                          tribute_counts=list(view.tribute_counts),
                          tribute_given=[() for _ in range(PLAYERS)],
                          tribute_received=[() for _ in range(PLAYERS)])
    passes = list(view.emperor_passes)
    state.first_holder = passes[0][0] if passes else view.emperor_card_at
    state.emperor_passes = passes
    state.emperor = view.emperor
    holder = next((s for s in range(PLAYERS) if GUARD_CARD in hands[s]), None)
    if view.guard is not None:
        holder = view.guard
    state.guard = holder if view.emperor is not None else None
    if view.emperor is not None and holder is not None and holder == view.emperor:
        state.solo = "declared" if view.solo_declared else "silent"
    elif view.solo_declared:
        state.solo = "declared"
        state.guard = view.emperor
    if state.guard is None and view.emperor is not None:
        state.guard = next((s for s in range(PLAYERS) if s != view.emperor and hands[s]),
                           view.emperor)
    state.guard_revealed = view.guard is not None
    state.answered = list(view.answered)
    state.rebels = list(view.rebels)
    if view.emperor is not None:
        state.ask_order = [(view.emperor + i) % PLAYERS for i in range(1, PLAYERS)]
    state.turn = view.to_act[0] if view.to_act else 0
    state.leader = view.leader
    state.last_play = view.last_play
    state.round_plays = list(view.round_plays)
    state.passed = list(view.passed)
    state.out_order = list(view.out_order)
    state.table = table
    state.discards = discards
    return state
