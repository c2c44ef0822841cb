"""The Hint's plain-words reason for a Democracy play: plays are face down and simultaneous, so
nothing is "so far"; what is certain is that no card the viewer has not seen can beat this one
(M06: the turned card's suit is trump; with no trump played the highest card wins, a tie wins
nothing), or that it is the viewer's lowest card for this trick."""
from __future__ import annotations

from typing import Any

from game.actions import Action
from game.cards import Card

from engines.democracy.cards import deck, trick_outcome
from engines.democracy.events import PLAY_CARD
from engines.democracy.state import PLAY
from engines.democracy.view import DemocracyView, seen_cards


def hint_reason(view: DemocracyView, action: Action,
                legal: list[Action] | None = None) -> tuple[str, dict[str, Any]] | None:
    if view.phase != PLAY or action.kind != PLAY_CARD or view.turned is None or not action.cards:
        return None
    card, dummy = action.cards[0], bool(view.options.get("dummy_joker"))

    def beats(mine: Card, theirs: Card) -> bool:
        return trick_outcome([(0, theirs), (1, mine)], view.turned, dummy)[0] == 1

    seen = seen_cards(view)
    if not any(beats(other, card) for other in deck(view.players) if other not in seen):
        return "ui.hint.why.unbeatable", {}
    others = [c for c in view.hand if c != card]
    if others and not any(beats(card, other) for other in others):
        return "ui.hint.why.lowest_card", {}
    return None
