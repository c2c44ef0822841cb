"""The Hint's plain-words reason in Bao Huang (game/hints.py asks `Ruleset.hint_reason`): a play
that empties the hand goes out (B14); a play answering the table (every legal play beats it, B11)
is the weakest that does: fewest jokers first, then the lowest top card, then the lowest sum."""
from __future__ import annotations

from typing import Any

from game.actions import Action

from engines.baohuang.cards import strength
from engines.baohuang.events import PLAY_CARDS
from engines.baohuang.moves import jokers_in
from engines.baohuang.state import PLAY


def hint_reason(view: Any, action: Action, legal: list[Action]) -> tuple[str, dict[str, Any]] | None:
    if view.phase != PLAY or action.kind != PLAY_CARDS:
        return None
    if len(action.cards) == len(view.hand):
        return "ui.hint.why.goes_out", {}
    if view.last_play is None or view.last_play[0] == view.seat:
        return None
    weakest = min(_weight(a) for a in legal if a.kind == PLAY_CARDS)
    return ("ui.hint.why.cheapest_beat", {}) if _weight(action) == weakest else None


def _weight(play: Action) -> tuple[int, int, int]:
    strengths = [strength(c) for c in play.cards]
    return jokers_in(play)[0], max(strengths), sum(strengths)
