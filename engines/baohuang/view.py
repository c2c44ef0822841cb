"""What one seat may see in Bao Huang (the rules' information sets): `BaoHuangView` and
`view(state, seat)`. Public: the Emperor, the passes of the Emperor card, rebellion answers, all
plays and passes, hand sizes, the order of going out. Private: the own hand, whether one is the
Guard, a silent solo's knowledge that there is no Guard, the own tribute cards (B23). The Guard's
identity is hidden until the Guard card is played or the B24 reveal; a silent solo looks like an
Emperor with a Guard."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engines.baohuang.cards import GUARD_CARD
from engines.baohuang.flow import to_act
from engines.baohuang.state import PLAYERS, SOLO_DECLARED, SOLO_SILENT, BaoHuangState


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
    beat_emperor: tuple = ()    # seats that played on the Emperor's play without going out


def view(state: BaoHuangState, seat: int | None) -> BaoHuangView:
    """Exactly what `seat` may know of the deal (None: a spectator, no hand)."""
    own = seat is not None
    hand = tuple(state.hands[seat]) if own else ()
    holds_guard = own and GUARD_CARD in state.hands[seat]
    i_am_guard = own and (holds_guard or (state.guard == seat and state.emperor is not None))
    guard = None
    if state.guard_revealed or (state.revealed and state.solo is None):
        guard = state.guard
    if state.solo:
        guard = None
    return BaoHuangView(
        seat=seat, players=PLAYERS, phase=state.phase, options=dict(state.options),
        deal_number=state.deal_number, dealer=state.dealer, hand=hand,
        hand_sizes=tuple(len(h) for h in state.hands), emperor_card_at=state.emperor_card_at,
        emperor_passes=tuple(state.emperor_passes), emperor=state.emperor,
        solo_declared=state.solo == SOLO_DECLARED,
        know_no_guard=own and state.emperor == seat and state.solo is not None,
        i_am_guard=bool(i_am_guard), guard=guard,
        silent_solo=(state.revealed or state.guard_revealed) and state.solo == SOLO_SILENT,
        rebels=tuple(state.rebels), rebellion=state.rebellion, answered=tuple(state.answered),
        to_act=to_act(state), leader=state.leader,
        last_play=state.last_play, round_plays=tuple(state.round_plays),
        passed=tuple(state.passed), out_order=tuple(state.out_order),
        played=tuple(state.discards) + tuple(state.table),
        tribute_given=tuple(state.tribute_given[seat]) if own else (),
        tribute_received=tuple(state.tribute_received[seat]) if own else (),
        tribute_counts=tuple(state.tribute_counts), totals_before=tuple(state.totals_before),
        scores=tuple(state.final.scores) if state.final else None,
        deals=int(state.options.get("deals", 5)), beat_emperor=tuple(state.beat_emperor))
