"""Undo in solo play: taking back a human's last decision of the running deal, and every play
after it. The match is rebuilt from its seeds by replaying the actions that stand (so hands, events
and the deal's log are exactly as they were), and each AI seat's random stream is put back where
it stood before the decisions that are taken back (`Match` notes an AI rng's state whenever a
decision starts). Pure: no pygame.

Undo never gives the player knowledge they did not have when they made the decision it takes
back: it never crosses a step that showed them a card they had not seen in the deal (an AI's card
played or turned up, a reveal of face-down choices, a card drawn or passed to them, a widow picked
up: `Match.shown_at`, from the player's own view and events), and never a scored deal (the
results are recorded and every hand may be shown). One rule, `undo_point`, answers the Undo
button and Ctrl+Z alike, with the reason when it refuses.

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
    copy = match.restarted()
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
    where it had more than one legal action (`Match.decided`, noted for the solo player as each
    step is played)."""
    if seat != match.watched:
        return []
    return [i for i in range(deal_start(match), len(match.steps))
            if match.steps[i].seat == seat and match.decided[i] and not continues(match, i)]


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
    deal. Raises UndoRefused, with the reason, when the match is over, the deal is scored, the
    seat is not the only human's, it has no decision to take back in this deal, or a card it had
    not seen was shown since that decision."""
    if match.over:
        raise UndoRefused("ui.table.undo.over", "The match is over: nothing can be taken back.")
    if match.deal_over:
        raise UndoRefused("ui.table.undo.scored", "This deal is scored: it can no longer be taken back.")
    if not solo(match, seat):
        raise UndoRefused("ui.table.undo.not_solo", "Undo is for one player against the computer only.")
    found = decisions(match, seat)
    if not found:
        raise UndoRefused("ui.table.undo.none", "Nothing to take back in this deal yet.")
    if match.shown_at >= found[-1]:
        raise UndoRefused("ui.table.undo.revealed",
                          "Cards you had not seen were shown after your last decision: it stands.")
    return found[-1]


def refusal(match: Any, seat: int) -> UndoRefused | None:
    """Why `seat` cannot undo now (the same rule as `undo_point`), or None when it can. Cheap: no
    replay, so the table asks it every frame to grey the button."""
    try:
        undo_point(match, seat)
    except UndoRefused as exc:
        return exc
    return None


def can_undo(match: Any, seat: int) -> bool:
    """Whether `seat` has something it may take back now."""
    return refusal(match, seat) is None


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
