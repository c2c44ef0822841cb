"""The coach's judgement of one decision, without the table: what Hard would have played from the
seat's view, and whether the action chosen was clearly worse, by how much (the chance to win the
deal and the expected result), beyond the estimate's own noise. The table's Coach note and the
review after the deal both read an `Assessment`; nothing here looks past the seat's view.

A decision the table makes of many one-card actions at once (Tyrant's keep of 7 and return of 6,
`Ruleset.whole_hint`) is weighed whole: the cards kept, as one Action, against the Hint's proposal,
both played on the same sampled worlds.

The coach at the table speaks up only when a move is `worth_a_note` (even the gap's lower bound,
NOTE_Z standard errors down, is CLEAR_SHARE or more); the review names every clearly worse move.
The thresholds come from the blunder benchmark (`python -m tools.bench_coach --blunders`, positions
labelled by long analyses in tools/coach_blunders.json): a "mistake" gives up at least
MISTAKE_SHARE of the chance to win the deal (the benchmark's blunders lose 15 points or more), an
"inaccuracy" at least CLEAR_SHARE; either only beyond the estimate's noise (CLEAR_Z standard
errors of the paired difference); a gap inside the noise is "close", anything else "fine".

How a move is measured lives here once, for the coach and for the labeller of the benchmark's
positions (tools/label_blunders.py) alike: Hard's analysis of a position at a given size
(`hard_analysis`: seconds at the table, a longer count of playouts for the labels) and what the
chosen move gives up against Hard's best on the same worlds (`paired_gap`)."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

from game import clock
from game.actions import Action
from game.engine import Ruleset
from game.lesson import action_code
from game.search import MIN_WORLDS, Analysis

COACH_BUDGET_S = 0.9          # a whole assessment: Hard's analysis, then the paired comparison
ANALYSIS_SHARE = 0.55         # of the budget, for Hard's own analysis
CLEAR_Z = 1.5                 # standard errors the best must beat the chosen by to call it clearly worse
                              # (the blunder benchmark's sweep: 1.5 kept false alarms at 0/29 with recall 8/15;
                              # 1.0 raised recall to 10/15 but false alarms to 2/29, over the 5% target)
NOTE_Z = 1.5                  # the coach's note: the gap's lower bound this many standard errors down
                              # must itself be CLEAR_SHARE (the blunder benchmark: gaps beyond z 1.5 flagged
                              # 7% of Tyrant's and Daifugo13's near-equal moves; the lower bound 0-4%)
CLEAR_SHARE = 0.05            # and at least this much chance to win the deal (or CLEAR_VALUE of result)
CLEAR_VALUE = 0.08
MISTAKE_SHARE = 0.15          # a mistake: this much chance to win the deal given up, beyond the noise
LABELS = ("mistake", "inaccuracy", "close", "fine")   # worst first: the review's order
SHARE_PLACES = 9              # a share given up, rounded: two shares of n worlds differ by k/n exactly


@dataclass
class Assessment:
    """One decision weighed. `best` is what Hard would play; the shares are the chance to win the
    deal after each (paired worlds); `loss` is the expected result given up (utility units:
    1.0 = a whole win); `clearly_worse` only when the gap is beyond the estimate's noise."""

    chosen: Action
    best: Action
    chosen_share: float = 0.0
    best_share: float = 0.0
    loss: float = 0.0
    z: float = 0.0
    worlds: int = 0
    seconds: float = 0.0
    why: tuple[str, dict[str, Any]] | None = None      # the game's plain-words reason for `best`
    only_choice: bool = False
    extra: dict[str, Any] = field(default_factory=dict)
    share_z: float | None = None    # standard errors of the paired gap in deals won (None: not measured)

    @property
    def lost(self) -> float:
        """The chance to win the deal given up (0..1; negative when the chosen did better): the
        difference of the two shares kept, so an assessment read back from a file says the same,
        to SHARE_PLACES places: the figure `PairedGap.lost` gives the labeller, so a move exactly
        on a threshold is judged alike by both (15 of 100 worlds is 0.15, never 0.1499…)."""
        return 0.0 if self.agrees else round(self.best_share - self.chosen_share, SHARE_PLACES)

    @property
    def gap_z(self) -> float:
        """How sure the gap in deals won is: its own paired z when measured, else the result's."""
        return self.z if self.share_z is None else self.share_z

    @property
    def agrees(self) -> bool:
        return action_code(self.chosen) == action_code(self.best)

    @property
    def clearly_worse(self) -> bool:
        """Worse beyond the noise: deals won (CLEAR_SHARE, by their own paired z) or the expected
        result (CLEAR_VALUE, by its z). The review's flag."""
        return self.worse_beyond(CLEAR_Z, CLEAR_SHARE)

    @property
    def worth_a_note(self) -> bool:
        """Worth the coach speaking up unasked at the table: not only worse beyond the noise, but
        even the gap's lower bound (NOTE_Z standard errors under the estimate) gives up CLEAR_SHARE
        of the chance to win the deal (or CLEAR_VALUE of the result). A gap of a few points that
        a short look overestimates stays the review's, not an interruption."""
        return self.clearly_worse and self.surely_worse(NOTE_Z, CLEAR_SHARE)

    def worse_beyond(self, z: float, share: float) -> bool:
        """`share` of deal-win chance (or CLEAR_VALUE of result) given up, `z` standard errors or
        more from zero (`clearly_worse` at the coach's thresholds; the benchmark sweeps others)."""
        if self.agrees:
            return False
        return (self.lost >= share and self.gap_z >= z) or (self.loss >= CLEAR_VALUE and self.z >= z)

    def surely_worse(self, under: float, share: float) -> bool:
        """Even the gap's lower bound, `under` standard errors below the estimate, gives up `share`
        of deal-win chance (or CLEAR_VALUE of result)."""
        if self.agrees:
            return False
        return (lower_bound(self.lost, self.gap_z, under) >= share
                or lower_bound(self.loss, self.z, under) >= CLEAR_VALUE)

    @property
    def label(self) -> str:
        """In a player's words: "mistake" (MISTAKE_SHARE or more of the chance to win the deal given
        up, beyond the noise), "inaccuracy" (clearly worse, less than that), "close" (a gap the
        estimate cannot tell from zero), "fine" (Hard agrees, or no gap worth a word)."""
        if self.clearly_worse:
            return "mistake" if self.lost >= MISTAKE_SHARE else "inaccuracy"
        if not self.agrees and (self.lost >= CLEAR_SHARE or self.loss >= CLEAR_VALUE):
            return "close"
        return "fine"

    def to_json(self) -> dict[str, Any]:
        return {"chosen": self.chosen.to_json(), "best": self.best.to_json(),
                "chosen_share": round(self.chosen_share, 4), "best_share": round(self.best_share, 4),
                "loss": round(self.loss, 4), "z": round(self.z, 3) if self.z != float("inf") else 99.0,
                "worlds": self.worlds, "why": list(self.why) if self.why else None,
                **({} if self.share_z is None else
                   {"share_z": round(self.share_z, 3) if math.isfinite(self.share_z) else 99.0})}

    @staticmethod
    def from_json(data: Any) -> "Assessment":
        """Raises ValueError on anything `to_json` did not write: the checks of a file's
        assessment (finite figures clamped to their ranges, a known reason) are game/review_file.py's."""
        from game.review_file import clean_assessment

        data = clean_assessment(data)
        return Assessment(Action.from_json(data["chosen"]), Action.from_json(data["best"]), data["chosen_share"],
                          data["best_share"], data["loss"], data["z"], data["worlds"],
                          why=(data["why"][0], data["why"][1]) if data["why"] else None, share_z=data["share_z"])


def lower_bound(gap: float, z: float, under: float = NOTE_Z) -> float:
    """The gap `under` standard errors below its estimate, `z` of which make the estimate (an
    infinite z: no spread, the gap itself)."""
    return gap - under * gap / z if z > 0 else -math.inf


def worth_assessing(rules: Ruleset, view: Any, legal: list[Action]) -> bool:
    """A decision the coach weighs: more than one choice (a many-click choice the table makes as
    one, Tyrant's keep and return, is weighed whole: `whole_decision`)."""
    return len(legal) > 1


def whole_decision(rules: Ruleset, view: Any, legal: list[Action]) -> bool:
    """A choice the table makes of many one-card actions at once (`Ruleset.whole_hint`)."""
    return rules.whole_hint(view, legal) is not None


def coach_budget(rules: Ruleset) -> float:
    """The coach's seconds for one decision at the table in this game: COACH_BUDGET_S unless the
    game's rules ask for more (`coach_budget_s`: a game whose playouts are slow, so its verdicts
    rest on as many worlds as the others')."""
    return float(getattr(rules, "coach_budget_s", COACH_BUDGET_S))


def assess(rules: Ruleset, view: Any, legal: list[Action], chosen: Action, rng: random.Random,
           budget_s: float | None = None, playouts: int | None = None) -> Assessment:
    """Weigh `chosen` (one of `legal`) from `view` (the deciding seat's view, taken before the
    action was applied): Hard's analysis names the best action; when that differs, the two are
    played on the same sampled worlds for the rest of the budget. For a whole decision (`chosen`
    holding every card kept: `whole_decision`), the Hint's proposal is the best and the two sets
    are played out whole. `playouts`: a count instead of the clock (tests, benchmarks: the same
    figures on a busy machine as on an idle one), ANALYSIS_SHARE of it for the analysis, the rest
    for the paired worlds."""
    start = clock.now()
    if budget_s is None:
        budget_s = coach_budget(rules)
    if len(legal) <= 1:
        return Assessment(chosen, chosen, only_choice=True)
    seconds = budget_s * ANALYSIS_SHARE
    analysis_playouts = None if playouts is None else max(2, round(playouts * ANALYSIS_SHARE))
    worlds = MIN_WORLDS if playouts is None else max(MIN_WORLDS, round(playouts * (1 - ANALYSIS_SHARE) / 2))
    whole = rules.whole_hint(view, legal)
    if whole is not None and len(chosen.cards) > 1:
        return assess_whole(rules, hard_player(rules, seconds, analysis_playouts), view, chosen, whole, rng,
                            budget_s if playouts is None else 0.0, start, worlds)
    hard, analysis = hard_analysis(rules, view, legal, rng, seconds, analysis_playouts)
    best = analysis.action
    if action_code(best) == action_code(chosen):
        share = analysis.chosen().win_share
        return Assessment(chosen, best, share, share, 0.0, 0.0, analysis.worlds,
                          clock.now() - start)
    left = 0.0 if playouts is not None else max(0.05, budget_s - (clock.now() - start))
    best_values, chosen_values, best_wins, chosen_wins = hard.compare(view, best, chosen, rng, left, worlds)
    why = rules.hint_reason(view, best, legal)
    return verdict_of(chosen, best, best_values, chosen_values, best_wins, chosen_wins, hard, start, why)


def hard_player(rules: Ruleset, seconds: float | None = None, playouts: int | None = None) -> Any:
    """Hard for this game, sized: `seconds` on the clock, or (given) `playouts` whatever the clock
    says (tests, benchmarks, the labeller's long analyses: the same figures on a busy machine)."""
    hard = rules.ai_player("hard")
    hard.budget_s = seconds if playouts is None else 1e9
    hard.max_playouts = playouts
    return hard


def hard_analysis(rules: Ruleset, view: Any, legal: list[Action], rng: random.Random,
                  seconds: float | None = None, playouts: int | None = None) -> tuple[Any, Analysis]:
    """Hard's analysis of the decision `view` shows (`hard_player` at that size): its best move
    (`.action`) and every candidate weighed; with the Hard that made it, which then plays the
    chosen move against its best on paired worlds (`compare`). The coach's first step and the
    labeller's (tools/label_blunders.py, at its longer count of playouts)."""
    hard = hard_player(rules, seconds, playouts)
    return hard, hard.analyse(view, legal, rng)


@dataclass(frozen=True)
class PairedGap:
    """Hard's best and the chosen move played on the same `worlds` sampled worlds: the share of
    deals won after each, the chance to win the deal given up (`lost`, the wins' difference over
    the worlds, to SHARE_PLACES places, as `Assessment.lost` reads it) and the expected result given up (`value_lost`, utility units)."""

    worlds: int
    best_share: float
    chosen_share: float
    lost: float
    value_lost: float


def paired_gap(best_values: list[float], chosen_values: list[float], best_wins: list[bool],
               chosen_wins: list[bool]) -> PairedGap:
    """What the chosen move gives up against the best, from `compare`'s paired figures: the coach's
    verdict (`verdict_of`) and the labeller's label both read it."""
    n = len(best_values)
    return PairedGap(n, sum(best_wins) / n, sum(chosen_wins) / n,
                     round((sum(best_wins) - sum(chosen_wins)) / n, SHARE_PLACES),
                     (sum(best_values) - sum(chosen_values)) / n)


def verdict_of(chosen: Action, best: Action, best_values: list[float], chosen_values: list[float],
               best_wins: list[bool], chosen_wins: list[bool], hard: Any, start: float,
               why: tuple[str, dict[str, Any]] | None) -> Assessment:
    gap = paired_gap(best_values, chosen_values, best_wins, chosen_wins)
    z = hard.paired_z(best_values, chosen_values)
    share_z = hard.paired_z([float(w) for w in best_wins], [float(w) for w in chosen_wins])
    return Assessment(chosen, best, gap.chosen_share, gap.best_share, gap.value_lost, z, gap.worlds,
                      clock.now() - start, why, share_z=share_z)


def same_cards(a: Action, b: Action) -> bool:
    return sorted(map(str, a.cards)) == sorted(map(str, b.cards))


def assess_whole(rules: Ruleset, hard: Any, view: Any, chosen: Action,
                 whole: tuple[Action, tuple[str, dict[str, Any]]], rng: random.Random,
                 budget_s: float, start: float, worlds: int = MIN_WORLDS) -> Assessment:
    """The cards kept (`chosen`, one Action holding them all) against the Hint's whole proposal,
    each applied card by card in the same sampled worlds and played out."""
    best, why = whole
    kind = best.kind
    if same_cards(best, chosen) or sorted(c.suit for c in best.cards) == sorted(c.suit for c in chosen.cards):
        return Assessment(chosen, chosen, worlds=0, seconds=clock.now() - start)
    left = max(0.05, budget_s - (clock.now() - start)) if budget_s else 0.0
    lines = tuple(tuple(Action(kind, (card,)) for card in a.cards) for a in (best, chosen))
    best_values, chosen_values, best_wins, chosen_wins = hard.compare(view, lines[0], lines[1], rng, left, worlds)
    return verdict_of(chosen, best, best_values, chosen_values, best_wins, chosen_wins, hard, start, why)
