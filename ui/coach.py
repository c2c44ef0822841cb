"""The Coach at the table: after each decision of a solo player (the setting `coach` on), Hard's
judgement of that decision (game/coach.py `assess`) runs in a daemon thread from the seat's view and
legal actions taken before the action was applied, never reading the match. One assessment runs at
a time: a decision made while one is running waits as the only pending one, and the running one's
verdict is dropped (a note on an earlier move would be read as a note on the latest). A verdict that
is clearly worse becomes one line for the toast band, in the words the Hint uses for moves; while the
table shows a dialog (a card to name), which the band would lie over, the note waits aside."""
from __future__ import annotations

import random
import threading
import traceback
from dataclasses import dataclass
from typing import Any

from game import undo
from game.actions import Action
from game.coach import Assessment, assess, worth_assessing
from ui.crashlog import log_error

NOTE_SECONDS = 7.0   # a note stays this long, or until the player's next decision
NOTE_KIND = "coach"


@dataclass
class Decision:
    """A decision to weigh, captured before it was applied: whose, where in the match, what the
    seat saw and could do, and what it chose."""

    seat: int
    deal: int
    step: int
    view: Any
    legal: list[Action]
    chosen: Action


class CoachWorker:
    """One `assess` off the frame loop, with the rng of the decision's place in the match
    (`{seed}/coach{deal}/{steps}`), so the same decision is judged the same way again."""

    def __init__(self, rules, seed, decision: Decision) -> None:
        self.decision = decision
        self.verdict: Assessment | None = None
        self.error: BaseException | None = None
        rng = random.Random(f"{seed}/coach{decision.deal}/{decision.step}")
        self.thread = threading.Thread(target=self._run, args=(rules, rng), daemon=True)
        self.thread.start()

    def _run(self, rules, rng: random.Random) -> None:
        d = self.decision
        try:
            self.verdict = assess(rules, d.view, d.legal, d.chosen, rng)
        except BaseException as exc:  # logged; the table goes on without a note
            self.error = exc
            log_error(f"coach failed: {exc!r}", trace=traceback.format_exc())

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()


class Coach:
    """The table's coach for one match: which decisions to weigh, the worker running and the one
    pending, and the verdicts ready to show."""

    def __init__(self, match) -> None:
        self.match = match
        self.worker: CoachWorker | None = None
        self.pending: Decision | None = None
        self.stale = False   # the running worker's decision was followed by another: its verdict is dropped
        self.parked: list = []   # notes (toasts) kept out of the band while a dialog is on screen
        self.always = False      # on for this match whatever the setting (the first real deal after a lesson)

    def capture(self, on: bool, seat: int) -> tuple[Any, list[Action], int] | None:
        """Before a human's decision is applied: the seat's view, legal actions and place in the
        match, when the coach is `on`, the table is solo play for this seat and the decision is
        one worth weighing; else None."""
        match = self.match
        if not on or not undo.solo(match, seat) or match.is_ai(seat):
            return None
        view, legal = match.view(seat), match.legal(seat)
        if not worth_assessing(match.rules, view, legal):
            return None
        return view, legal, len(match.steps)

    def decided(self, seat: int, captured: tuple[Any, list[Action], int] | None, action: Action) -> None:
        """After the decision was applied: weigh it now, or after the running assessment."""
        if captured is None:
            return
        view, legal, step = captured
        decision = Decision(seat, self.match.deal_index, step, view, legal, action)
        if self.worker is None:
            self.worker = CoachWorker(self.match.rules, self.match.seed, decision)
        else:
            self.pending, self.stale = decision, True

    def drop(self) -> None:
        """Forget everything (an undo, the table left): a running thread ends unheard."""
        self.worker, self.pending, self.stale = None, None, False
        self.parked = []

    def ready(self) -> Assessment | None:
        """A clearly worse verdict ready to show, once (None otherwise: still thinking, fine, failed,
        followed by another decision, or of a deal that has ended); starts the pending decision
        when the running one has ended."""
        worker = self.worker
        if worker is None or not worker.done:
            return None
        self.worker, stale = None, self.stale
        self.stale = False
        if self.pending is not None:
            pending, self.pending = self.pending, None
            self.worker = CoachWorker(self.match.rules, self.match.seed, pending)
        verdict = worker.verdict
        if stale or verdict is None or worker.decision.deal != self.match.deal_index:
            return None
        return verdict if verdict.clearly_worse else None

    def park(self, toasts, dialog: bool) -> None:
        """While a dialog is on screen the notes leave the toast band (it would lie over the
        dialog's cards); they come back, with the time they had left, once it has closed."""
        if dialog:
            self.parked += [t for t in toasts.items if t.kind == NOTE_KIND]
            toasts.items = [t for t in toasts.items if t.kind != NOTE_KIND]
        elif self.parked:
            toasts.items += self.parked
            self.parked = []


def note_text(tr, move_words, verdict: Assessment) -> str:
    """The note's line: Hard's move in the Hint's words, the game's reason when it has one, and the
    chances to win the deal after each (or, when those are close, that the expected result is better)."""
    p, q = round(100 * verdict.best_share), round(100 * verdict.chosen_share)
    key = "ui.coach.note" if p > q else "ui.coach.note_value"
    params: dict[str, Any] = {"play": move_words.move(verdict.best), "p": p, "q": q}
    if verdict.why is not None:
        key += "_why"
        params["why"] = tr(verdict.why[0], **verdict.why[1])
    return tr(key, **params)
