"""The Hint's plain-words reason in 13th-Floor Daifugo (game/hints.py asks `Ruleset.hint_reason`):
a play that empties the hand goes out; a play answering the table is the weakest that beats it
(fewest jokers, then the weakest in the order in force, D03 with its inversions)."""
from __future__ import annotations

from typing import Any

from game.actions import Action
from game.cards import JOKER

from engines.daifugo13.combos import GROUP, LONE_JOKER, reading_for
from engines.daifugo13.state import AFTER_DRAW, PLAY, View


def hint_reason(view: View, action: Action, legal: list[Action]) -> tuple[str, dict[str, Any]] | None:
    if action.kind != "play" or view.pub.phase not in (PLAY, AFTER_DRAW):
        return None
    if len(action.cards) == len(view.hand):
        return "ui.hint.why.goes_out", {}
    if not view.pub.table:
        return None
    inverted = view.pub.inverted

    def weight(play: Action) -> tuple[int, int]:
        combo = reading_for(play.cards, play.value)
        jokers = sum(card.suit == JOKER for card in play.cards)
        if combo.kind == LONE_JOKER:
            return jokers, 99                       # D03: above every rank under any order
        strength = combo.rank if combo.kind == GROUP else combo.lo
        return jokers, -strength if inverted else strength

    weakest = min(weight(a) for a in legal if a.kind == "play")
    return ("ui.hint.why.cheapest_beat", {}) if weight(action) == weakest else None
