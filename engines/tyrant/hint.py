"""The Hint's plain-words reason in Tyrant (game/hints.py asks `Ruleset.hint_reason`), facts of the
table as the seat sees it: a play's power as the plaza stands now (T20–T22, chips placed so far
included) and whether it is the most the hand can put into the trick; that without a lead-suit
card no play can win (T14, T23); what a pass does (T16); what chips on a place do (T15, T21)."""
from __future__ import annotations

from typing import Any

from game.actions import Action
from game.hints import SUIT_SIGNS

from engines.tyrant.power import CHIP_DROP
from engines.tyrant.state import View


def play_power(view: View, action: Action) -> int:
    """T22 for the seat's own play, were the cards revealed now."""
    powers = {column.suit: column.power for column in view.plaza}
    marker = 1 if view.seat == view.marker else 0
    return max(0, sum(powers[card.suit] for card in action.cards) - marker)


def hint_reason(view: View, action: Action, legal: list[Action]) -> tuple[str, dict[str, Any]] | None:
    if view.phase == "play":
        if action.kind == "pass":
            return "ui.hint.why.tyrant_pass", {}
        if action.kind != "play" or view.hand is None:
            return None
        if not any(card.suit == view.lead_suit for card in view.hand):
            return "ui.hint.why.tyrant_cannot_win", {}
        power = play_power(view, action)
        strongest = max(play_power(view, a) for a in legal if a.kind == "play")
        return ("ui.hint.why.tyrant_strongest" if power == strongest else "ui.hint.why.tyrant_power"), \
            {"power": power}
    if view.phase == "tyrant" and action.kind == "chips":
        place, count = action.value.rsplit(":", 1)
        suit = view.lead_suit if place == "lead" else place.split(":", 1)[1]
        return "ui.hint.why.tyrant_chips", {"suit": SUIT_SIGNS[suit], "drop": CHIP_DROP * int(count)}
    return None
