"""Undo in solo play: taking back a human's last decision of the running deal, and every play
after it. The match is rebuilt from its seed by replaying the actions that stand (so hands, events
and the deal's log are exactly as they were), and each AI seat's random stream is put back where
it stood before the decisions that are taken back (`Match` notes an AI rng's state whenever a
decision starts), so the AI answers the same play the same way. Pure: no pygame.

A decision is a step where the seat had more than one legal action, with the steps of the same
kind that the seat made right after it (several cards kept or discarded at once are one decision):
a forced move after it (the only card, the only pass) is taken back with it, and one made alone is
never the point undone to."""
from __future__ import annotations

from typing import Any, Callable

from game.errors import UndoRefused


def replayed(match: Any, count: int, watch: Callable[[Any, int], None] | None = None) -> Any:
    """A fresh copy of `match` (same game, options, seats and seed) with its first `count` steps
    replayed, moved on to the deal the last of them belongs to or, for `count` at a deal's start,
    to `match`'s own deal. `watch(copy, i)` is called before step i is applied."""
    copy = type(match)(match.game_id, dict(match.options), list(match.seats), match.seed)
    for i, step in enumerate(match.steps[:count]):
        while copy.deal_index < step.deal and copy.deal_over and not copy.over:
            copy.next_deal()
        if watch is not None:
            watch(copy, i)
        copy.play(step.seat, step.action)
    while copy.deal_index < match.deal_index and copy.deal_over and not copy.over:
        copy.next_deal()
    return copy


def decisions(match: Any, seat: int) -> list[int]:
    """The indices (in `match.steps`) of `seat`'s decisions in the running deal: its steps there
    where it had more than one legal action."""
    first = deal_start(match)
    found: list[int] = []

    def watch(copy: Any, i: int) -> None:
        step = match.steps[i]
        if i >= first and step.seat == seat and len(copy.legal(seat)) > 1 and not continues(match, i):
            found.append(i)

    replayed(match, len(match.steps), watch)
    return found


def continues(match: Any, i: int) -> bool:
    """Whether step i goes on with the decision of the step before: the same seat, the same deal,
    the same kind of action (Tyrant's cards kept one "keep" each, Napoleon's discards)."""
    if i == 0:
        return False
    step, before = match.steps[i], match.steps[i - 1]
    return before.seat == step.seat and before.deal == step.deal and before.action.kind == step.action.kind


def deal_start(match: Any) -> int:
    """The index of the running deal's first step (len(steps) when it has none yet)."""
    first = len(match.steps)
    while first > 0 and match.steps[first - 1].deal == match.deal_index:
        first -= 1
    return first


def undo_point(match: Any, seat: int) -> int:
    """Where undo takes the match back to: the index of `seat`'s last decision in the running
    deal. Raises UndoRefused when the match is over, the seat is not a human's, or it has no
    decision to take back in this deal."""
    if match.over:
        raise UndoRefused("ui.table.undo.over", "The match is over: nothing can be taken back.")
    if not solo(match, seat):
        raise UndoRefused("ui.table.undo.not_solo", "Undo is for one player against the computer only.")
    if not any(s.seat == seat for s in match.steps[deal_start(match):]):
        raise UndoRefused("ui.table.undo.none", "Nothing to take back in this deal yet.")
    found = decisions(match, seat)
    if not found:
        raise UndoRefused("ui.table.undo.none", "Nothing to take back in this deal yet.")
    return found[-1]


def can_undo(match: Any, seat: int) -> bool:
    """Whether `seat` has something to take back (cheap: no replay; a deal whose only steps of the
    seat were forced moves says True here and is refused by `undo_point`)."""
    return (not match.over and solo(match, seat)
            and any(s.seat == seat for s in match.steps[deal_start(match):]))


def solo(match: Any, seat: int) -> bool:
    """Whether `seat` is the only human at the table (every other seat an AI): undo is offered
    there only, never in pass-and-play, where it would show the others what was played."""
    humans = [i for i, s in enumerate(match.seats) if s.is_human]
    return humans == [seat]


def rng_states(match: Any, point: int) -> dict[int, Any]:
    """Each AI seat's rng state at step `point`: the state noted when its first decision not
    applied before `point` started (one that started after its last step before `point`), else
    its state now (it has not decided since)."""
    states: dict[int, Any] = {}
    for seat in range(match.players):
        if not match.is_ai(seat):
            continue
        last = max((i for i, s in enumerate(match.steps[:point]) if s.seat == seat), default=-1)
        noted = next((state for started, who, state in match.rng_log if who == seat and started > last), None)
        states[seat] = noted if noted is not None else match.ai_rng_state(seat)
    return states
