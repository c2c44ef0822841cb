"""The coach's judgement of one decision, without the table: what Hard would have played from the
seat's view, and whether the action chosen was clearly worse, by how much (the chance to win the
deal and the expected result), beyond the estimate's own noise. The table's Coach note and the
review after the deal both read an `Assessment`; nothing here looks past the seat's view."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game import clock
from game.actions import Action
from game.engine import Ruleset
from game.lesson import action_code

COACH_BUDGET_S = 0.9          # a whole assessment: Hard's analysis, then the paired comparison
ANALYSIS_SHARE = 0.55         # of the budget, for Hard's own analysis
CLEAR_Z = 2.0                 # standard errors the best must beat the chosen by to call it clearly worse
CLEAR_SHARE = 0.05            # and at least this much chance to win the deal (or CLEAR_VALUE of result)
CLEAR_VALUE = 0.08


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

    @property
    def agrees(self) -> bool:
        return action_code(self.chosen) == action_code(self.best)

    @property
    def clearly_worse(self) -> bool:
        if self.agrees or self.z < CLEAR_Z:
            return False
        return self.best_share - self.chosen_share >= CLEAR_SHARE or self.loss >= CLEAR_VALUE

    def to_json(self) -> dict[str, Any]:
        return {"chosen": self.chosen.to_json(), "best": self.best.to_json(),
                "chosen_share": round(self.chosen_share, 4), "best_share": round(self.best_share, 4),
                "loss": round(self.loss, 4), "z": round(self.z, 3) if self.z != float("inf") else 99.0,
                "worlds": self.worlds, "why": list(self.why) if self.why else None}

    @staticmethod
    def from_json(data: Any) -> "Assessment":
        """Raises ValueError on anything `to_json` did not write."""
        if not isinstance(data, dict):
            raise ValueError("an assessment must be an object")
        numbers = {k: data.get(k) for k in ("chosen_share", "best_share", "loss", "z")}
        if any(type(v) not in (int, float) for v in numbers.values()) or type(data.get("worlds")) is not int:
            raise ValueError("an assessment's figures must be numbers")
        why = data.get("why")
        if why is not None and not (isinstance(why, list) and len(why) == 2 and isinstance(why[0], str)
                                    and isinstance(why[1], dict)):
            raise ValueError("an assessment's reason must be [key, params]")
        return Assessment(Action.from_json(data.get("chosen")), Action.from_json(data.get("best")),
                          float(numbers["chosen_share"]), float(numbers["best_share"]),
                          float(numbers["loss"]), float(numbers["z"]), data["worlds"],
                          why=(why[0], why[1]) if why else None)


def worth_assessing(rules: Ruleset, view: Any, legal: list[Action]) -> bool:
    """A decision the coach weighs: more than one choice, and not a many-click choice the table
    makes as one (Tyrant's keep, `Ruleset.whole_hint`)."""
    return len(legal) > 1 and rules.whole_hint(view, legal) is None


def assess(rules: Ruleset, view: Any, legal: list[Action], chosen: Action, rng: random.Random,
           budget_s: float = COACH_BUDGET_S) -> Assessment:
    """Weigh `chosen` (one of `legal`) from `view` (the deciding seat's view, taken before the
    action was applied): Hard's analysis names the best action; when that differs, the two are
    played on the same sampled worlds for the rest of the budget."""
    start = clock.now()
    if len(legal) <= 1:
        return Assessment(chosen, chosen, only_choice=True)
    hard = rules.ai_player("hard")
    hard.budget_s = budget_s * ANALYSIS_SHARE
    hard.max_playouts = None
    analysis = hard.analyse(view, legal, rng)
    best = analysis.action
    if action_code(best) == action_code(chosen):
        share = analysis.chosen().win_share
        return Assessment(chosen, best, share, share, 0.0, 0.0, analysis.worlds,
                          clock.now() - start)
    left = max(0.05, budget_s - (clock.now() - start))
    best_values, chosen_values, best_wins, chosen_wins = hard.compare(view, best, chosen, rng, left)
    n = len(best_values)
    loss = (sum(best_values) - sum(chosen_values)) / n
    z = hard.paired_z(best_values, chosen_values)
    why = rules.hint_reason(view, best, legal)
    return Assessment(chosen, best, sum(chosen_wins) / n, sum(best_wins) / n, loss, z, n,
                      clock.now() - start, why)
