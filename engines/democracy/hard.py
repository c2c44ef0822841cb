"""Democracy's Hard level: the shared search (game/search.py) with a prior of its own.

Hard's prior is the Normal player's card choice with other weights (`HARD_TUNING`), found by
thousands of cheap duplicate deals of the rule-based player alone against Normal (no search): it
counts an opponent's beating card as played more surely and values a top card kept for later
more, so it spends its strong cards on the tricks it can still take and keeps them otherwise.
The search starts from that prior's choice, its seat plays on as the prior in the playouts, and
the other seats play as the Normal player; the face-down cards already chosen are re-chosen in
each sampled world as Normal would (`rechoose_hidden_choices`)."""
from __future__ import annotations

from typing import Any

from engines.democracy.ai import NormalPlayer, Tuning

HARD_TUNING = Tuning(play_prob=1.3, keep_value=8.0, keep_power=3.0)


class HardPrior(NormalPlayer):
    """Hard's rule-based prior: Normal's decisions with `HARD_TUNING`."""

    name = "hard-prior"
    tuning = HARD_TUNING


def search_player(rules: Any) -> Any:
    from game.search import SearchPlayer, normal_on_view
    return SearchPlayer(rules, rollout_policy=normal_on_view(rules), prior=HardPrior())
