"""The review after a deal, without the table: one seat's decisions in one deal, rebuilt from the
seed and the recorded actions, each weighed by the coach (game/coach.py) within one time budget,
the most costly first. A cheap pass over every decision ranks them; the rest of the budget goes
to the ones that looked costliest, whose longer figures replace the cheap ones. The finished
review is kept in the replay file under "reviews" (docs/replay-format.md) so a second look is
instant; anything there this code cannot read is ignored, never trusted. Pure: no pygame."""
from __future__ import annotations

import copy
import os
import random
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from game import clock, files
from game.actions import Action
from game.coach import LABELS, Assessment, assess, whole_decision, worth_assessing
from game.errors import IllegalAction, ReplayError
from game.review_file import REVIEW_VERSION, clean_entry, clean_item, kept_entries

BUDGET_S = 25.0              # a whole deal's review: ready within 30 s of the deal's end
STEP_MIN_S, STEP_MAX_S = 0.25, 2.0   # one decision's share of the budget (the longer pass: the worst rows first)
CHEAP_MIN_S, CHEAP_MAX_S = 0.12, 0.3  # one decision in the first, ranking pass
CHEAP_SHARE = 0.35           # of the budget, at most, for the first pass


class ReviewUnavailable(Exception):
    """This code cannot weigh the deal (a game not installed, actions that no longer replay); the
    reason is one line for the screen."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class Decision:
    """One decision of the seat, as it stood: the step's index in the match, the seat's view and
    legal actions just before it, and the action taken."""
    step: int
    view: Any
    legal: list[Action]
    chosen: Action


@dataclass
class ReviewItem:
    step: int
    assessment: Assessment
    full: bool = False      # weighed with the review's longer budget (the second pass), not only the first

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step, "assessment": self.assessment.to_json(), **({"full": True} if self.full else {})}

    @staticmethod
    def from_json(data: Any) -> "ReviewItem":
        """Raises ValueError on anything `to_json` did not write (game/review_file.py checks it)."""
        data = clean_item(data)
        return ReviewItem(data["step"], Assessment.from_json(data["assessment"]), data["full"])

    @property
    def label(self) -> str:
        """The row's word (game/coach.py `Assessment.label`: mistake, inaccuracy, close, fine);
        "close" (within the estimate's noise) only once the row had the review's full budget: a
        row weighed only in the first pass is labelled by its figures as they stand."""
        label = self.assessment.label
        if label == "close" and not self.full:
            return "inaccuracy"     # a gap worth a word, not yet weighed long enough to call it noise
        return label


def rank_key(item: ReviewItem) -> tuple:
    """Worst first: mistakes, inaccuracies, the close calls, then the fine ones; within each, by
    the chance to win the deal given up, then the expected result; the decisions Hard agrees
    with last, in the order they were made."""
    a = item.assessment
    if a.agrees:
        return (len(LABELS), 0.0, 0.0, item.step)
    return (LABELS.index(item.label), -a.lost, -a.loss, item.step)


@dataclass
class Review:
    version: int
    game: str
    deal: int
    seat: int
    items: list[ReviewItem] = field(default_factory=list)
    complete: bool = True          # False when stopped early (never kept in a file)

    def ranked(self) -> list[ReviewItem]:
        return sorted(self.items, key=rank_key)

    def to_json(self) -> dict[str, Any]:
        return {"deal": self.deal, "seat": self.seat, "version": self.version, "game": self.game,
                "items": [item.to_json() for item in self.ranked()]}

    @staticmethod
    def from_json(data: Any, game: str | None = None) -> "Review":
        """Raises ValueError on anything `to_json` did not write (a future version included, an
        unknown reason, a figure that is not a finite number: game/review_file.py)."""
        data = clean_entry(data, game)
        return Review(REVIEW_VERSION, data["game"], data["deal"], data["seat"],
                      [ReviewItem.from_json(item) for item in data["items"]])


# ---- the deal rebuilt ------------------------------------------------------------------------
def match_of(source: Any) -> Any:
    """A match from a match or a replay document; ReviewUnavailable when it cannot be rebuilt."""
    if not isinstance(source, dict):
        return source
    from game import replay

    try:
        return replay.from_json(source, check_result=False)
    except ReplayError as exc:
        raise ReviewUnavailable(str(exc)) from None


def decisions_of(source: Any, seat: int, deal: int) -> list[Decision]:
    """`seat`'s decisions worth weighing in deal `deal` (coach.worth_assessing), replayed from the
    seed. Raises ReviewUnavailable when the match does not rebuild or has no such seat or deal."""
    from game.undo import replayed

    match = match_of(source)
    if not 0 <= seat < match.players or not any(s.deal == deal for s in match.steps):
        raise ReviewUnavailable(f"no deal {deal + 1} for seat {seat + 1} in this match")
    found: list[Decision] = []
    whole: list = [None, 0]     # a many-click decision being gathered (Tyrant's keep), cards still to come

    def watch(rebuilt: Any, i: int) -> None:
        step = match.steps[i]
        if step.deal != deal or step.seat != seat:
            return
        gathering, left = whole
        if gathering is not None and left > 0 and step.action.kind == gathering.chosen.kind:
            gathering.chosen = Action(gathering.chosen.kind, gathering.chosen.cards + step.action.cards)
            whole[1] -= 1
            return
        legal = rebuilt.legal(seat)
        view = rebuilt.view(seat)
        if not worth_assessing(rebuilt.rules, view, legal):
            return
        if whole_decision(rebuilt.rules, view, legal):   # weighed whole, as the set of cards kept
            size = len(rebuilt.rules.whole_hint(view, legal)[0].cards)
            found.append(Decision(i, copy.deepcopy(view), list(legal), step.action))
            whole[0], whole[1] = found[-1], size - 1
            return
        whole[0] = None
        if step.action in legal:
            found.append(Decision(i, copy.deepcopy(view), list(legal), step.action))

    last = max(i for i, s in enumerate(match.steps) if s.deal == deal) + 1
    try:
        replayed(match, last, watch)
    except (IllegalAction, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise ReviewUnavailable(f"the deal does not replay: {exc}") from None
    return found


# ---- weighing --------------------------------------------------------------------------------
def step_budget(total_s: float, n: int) -> float:
    return min(STEP_MAX_S, max(STEP_MIN_S, total_s / max(1, n)))


def cheap_budget(total_s: float, n: int) -> float:
    return min(CHEAP_MAX_S, max(CHEAP_MIN_S, CHEAP_SHARE * total_s / max(1, n)))


def rng_for(seed: Any, deal: int, step: int, rung: int) -> random.Random:
    return random.Random(f"{seed}/review{deal}/{step}/{rung}")


def review_deal(source: Any, seat: int, deal: int, budget_s_total: float = BUDGET_S,
                progress: Callable[[int, int], None] | None = None, stop: threading.Event | None = None,
                first: Callable[[Review], None] | None = None) -> Review:
    """Weigh every decision of `seat` in deal `deal` of `source` (a match or its replay document):
    a cheap pass over all (then `first(review)`, ranked), then the rest of the budget on the
    costliest, re-ranked. `progress(done, total)` after each assessment; `stop` set ends it early
    (the review says `complete=False`). Raises ReviewUnavailable when the deal cannot be weighed."""
    match = match_of(source)
    found = decisions_of(match, seat, deal)
    review = Review(REVIEW_VERSION, match.game_id, deal, seat)
    n = len(found)
    cheap, deep = cheap_budget(budget_s_total, n), step_budget(budget_s_total, n)
    planned = min(n, int(max(0.0, budget_s_total - n * cheap) // deep))
    total, done = n + planned, 0
    deadline = clock.now() + budget_s_total
    by_step: dict[int, ReviewItem] = {}
    for decision in found:
        if stop is not None and stop.is_set():
            review.complete = False
            break
        by_step[decision.step] = weigh(match, decision, deal, cheap, 0)
        review.items = list(by_step.values())
        done += 1
        report(progress, done, total)
    if review.complete and first is not None:
        first(Review(REVIEW_VERSION, match.game_id, deal, seat, review.ranked()))
    costliest = [found_at(found, item.step) for item in review.ranked()[:planned]] if review.complete else []
    for decision in costliest:
        if stop is not None and stop.is_set():
            review.complete = False
            break
        if clock.now() + deep > deadline + deep / 2:
            break
        by_step[decision.step] = weigh(match, decision, deal, deep, 1)
        review.items = list(by_step.values())
        done += 1
        report(progress, done, total)
    if review.complete and done < total:
        report(progress, total, total)   # out of time: the cheap figures stand for the rest
    review.items = review.ranked()
    return review


def found_at(found: list[Decision], step: int) -> Decision:
    return next(d for d in found if d.step == step)


def weigh(match: Any, decision: Decision, deal: int, budget_s: float, rung: int) -> ReviewItem:
    rng = rng_for(match.seed, deal, decision.step, rung)
    verdict = assess(match.rules, decision.view, decision.legal, decision.chosen, rng, budget_s)
    return ReviewItem(decision.step, verdict, full=rung > 0)


def report(progress: Callable[[int, int], None] | None, done: int, total: int) -> None:
    if progress is not None:
        progress(done, total)


# ---- kept in the replay file -----------------------------------------------------------------
def cached(doc: Any, match: Any, seat: int, deal: int) -> Review | None:
    """The review of (deal, seat) kept in a replay document, if it is one this code wrote for this
    very match (its steps are that seat's, in that deal, the actions taken, each `best` a legal
    action there: game/review_file.py); else None."""
    found = kept_entries(doc.get("reviews") if isinstance(doc, dict) else None, match, (deal, seat))
    if not found:
        return None
    review = Review.from_json(found[0], match.game_id)
    review.items = review.ranked()
    return review


def with_review(doc: dict[str, Any], review: Review) -> dict[str, Any]:
    """`doc` with `review` under "reviews" (replacing one of the same deal and seat; a "reviews"
    that is not a list is dropped)."""
    entries = doc.get("reviews")
    kept = [e for e in entries if isinstance(e, dict) and (e.get("deal"), e.get("seat")) != (review.deal, review.seat)] \
        if isinstance(entries, list) else []
    return {**doc, "reviews": [*kept, review.to_json()]}


def read_doc(path: str | os.PathLike) -> dict[str, Any] | None:
    """The replay document at `path`, or None when it cannot be read as one."""
    try:
        doc = files.read_json(path)
    except (OSError, ValueError):
        return None
    return doc if isinstance(doc, dict) else None


def keep(path: str | os.PathLike, review: Review) -> bool:
    """Write `review` into the replay file at `path` (`files.write_atomic`, like the autosave).
    False, file untouched, when it cannot (unreadable, not writable)."""
    path = Path(path)
    doc = read_doc(path)
    if doc is None or not review.complete:
        return False
    try:   # the other entries kept are only those that stand (game/review_file.py): junk is never written back
        doc["reviews"] = match_of(doc).reviews
    except ReviewUnavailable:
        doc.pop("reviews", None)
    try:
        files.write_atomic(with_review(doc, review), path)
    except OSError:
        return False
    return True
