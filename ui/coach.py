"""The Coach at the table: after each decision of a solo player (the setting `coach` on), Hard's
judgement of that decision (game/coach.py `assess`) runs in a daemon thread from the seat's view and
legal actions taken before the action was applied, never reading the match. One assessment runs at
a time; decisions made meanwhile wait in order, and none is dropped because the player moved on: a
verdict that arrives after a later decision is shown late, naming the move it is about ("About your
earlier move ♠9: ..."). A many-click decision the table makes at once (Tyrant's keep and return) is
weighed whole, as the set of cards kept. A clearly worse verdict becomes one line for the toast
band, in the words the Hint uses for moves, labelled (mistake, inaccuracy), with the game's reason
when it has one; it stays NOTE_SECONDS, past the player's next decision too. While the table shows
a dialog (a card to name), which the band would lie over, the note waits aside. Only an undo or the
deal's end forgets the verdicts still to come (the review after the deal weighs every decision)."""
from __future__ import annotations

import random
import threading
import traceback
from dataclasses import dataclass
from typing import Any

from game import undo
from game.actions import Action
from game.coach import Assessment, assess, whole_decision, worth_assessing
from ui.crashlog import log_error

NOTE_SECONDS = 12.0  # a note stays this long (time to read two lines), past the next decision too
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
    after: int = 0      # the match's steps once it was applied (a whole keep is several)


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


Captured = tuple[Any, list[Action], int]


class Coach:
    """The table's coach for one match: which decisions to weigh, the worker running and the ones
    waiting their turn, and the verdicts ready to show."""

    def __init__(self, match) -> None:
        self.match = match
        self.worker: CoachWorker | None = None
        self.waiting: list[Decision] = []   # decided while another was being weighed: weighed in order
        self.parked: list = []   # notes (toasts) kept out of the band while a dialog is on screen
        self.always = False      # on for this match whatever the setting (the first real deal after a lesson)

    @property
    def pending(self) -> Decision | None:
        """The next decision waiting to be weighed (None: none waits)."""
        return self.waiting[0] if self.waiting else None

    def capture(self, on: bool, seat: int) -> Captured | None:
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

    def whole_size(self, captured: Captured | None) -> int:
        """For a many-click decision the table makes at once (Tyrant's keep of 7, return of 6): how
        many cards make it whole (as many as the Hint's proposal); 0 for any other decision."""
        if captured is None:
            return 0
        view, legal, _ = captured
        if not whole_decision(self.match.rules, view, legal):
            return 0
        return len(self.match.rules.whole_hint(view, legal)[0].cards)

    def decided(self, seat: int, captured: Captured | None, action: Action) -> None:
        """After the decision was applied: weigh it now, or after the ones before it."""
        if captured is None:
            return
        view, legal, step = captured
        decision = Decision(seat, self.match.deal_index, step, view, legal, action, len(self.match.steps))
        if self.worker is None:
            self.worker = CoachWorker(self.match.rules, self.match.seed, decision)
        else:
            self.waiting.append(decision)

    def drop(self) -> None:
        """Forget everything (an undo, the deal's end, the table left): a running thread ends unheard."""
        self.worker, self.waiting = None, []
        self.parked = []

    def ready(self) -> Assessment | None:
        """A verdict worth a note (`Assessment.worth_a_note`) ready to show, once (None otherwise:
        still thinking, fine, failed, or of a deal that has ended); starts the next waiting decision
        once the running one has ended. A verdict on a decision the player has made others after is
        marked late (`extra["late"]`), so that its note names the move it is about."""
        worker = self.worker
        if worker is None or not worker.done:
            return None
        self.worker = None
        if self.waiting:
            self.worker = CoachWorker(self.match.rules, self.match.seed, self.waiting.pop(0))
        verdict, decision = worker.verdict, worker.decision
        if verdict is None or decision.deal != self.match.deal_index or not verdict.worth_a_note:
            return None
        verdict.extra["late"] = any(s.seat == decision.seat for s in self.match.steps[decision.after:])
        return verdict

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
    """The note's line: its label (mistake, inaccuracy), Hard's move in the Hint's words, the game's
    reason when it has one, and the chances to win the deal after each (or, when those are close,
    that the expected result is better); a late note first names the move it is about."""
    p, q = round(100 * verdict.best_share), round(100 * verdict.chosen_share)
    key = "ui.coach.note" if p > q else "ui.coach.note_value"
    params: dict[str, Any] = {"play": move_words.move(verdict.best), "p": p, "q": q}
    if verdict.why is not None:
        key += "_why"
        params["why"] = tr(verdict.why[0], **verdict.why[1])
    note = tr(key, **params)
    if verdict.label in ("mistake", "inaccuracy"):
        note = tr("ui.coach.labelled", label=tr(f"ui.review.label.{verdict.label}"), note=note)
    if verdict.extra.get("late"):
        note = tr("ui.coach.late", move=move_words.move(verdict.chosen), note=note)
    return note
