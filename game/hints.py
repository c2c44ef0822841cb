"""The table's Hint, without the table: what the Hard level would play for a seat, from that seat's
view only, and the one-line reason a player can read (a string key and its parameters).

The reason comes from the search's own figures: the chosen play's share of sampled deals won beside
the best alternative's, or, when the figures do not separate the plays, that it is a solid move
none of the others clearly beat."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.actions import Action
from game.engine import Ruleset

HINT_BUDGET_S = 1.0


@dataclass
class Hint:
    action: Action
    key: str                                   # string-table key of the reason ("ui.hint.chance")
    params: dict[str, Any] = field(default_factory=dict)


def advise(rules: Ruleset, view: Any, legal: list[Action], rng: random.Random,
           budget_s: float = HINT_BUDGET_S, max_playouts: int | None = None) -> Hint:
    """What Hard would play for `view.seat`, and why. The caller fills `params["play"]` with the
    action's readable name (see `describe`)."""
    if len(legal) == 1:
        return Hint(legal[0], "ui.hint.only")
    hard = rules.ai_player("hard")
    hard.budget_s = budget_s
    hard.max_playouts = max_playouts
    analysis = hard.analyse(view, legal, rng)
    chosen, other = analysis.chosen(), analysis.best_alternative()
    if other is not None:
        p, q = round(100 * chosen.win_share), round(100 * other.win_share)
        if p > q:
            return Hint(analysis.action, "ui.hint.chance", {"p": p, "q": q})
    return Hint(analysis.action, "ui.hint.normal")


def _label(card) -> str:
    return card.label


SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def describe(action: Action, kind_name, card_name=None) -> str:
    """A short readable name of an action: its cards, else its value (a bid "S13" as ♠13), with the
    kind's name from `kind_name(kind)` (a translated word, or None to leave it out); `card_name(card)`
    names a card in the player's language (default: its ♠A-style label)."""
    parts = []
    word = kind_name(action.kind)
    if word:
        parts.append(word)
    if action.cards:
        parts.append(" ".join((card_name or _label)(c) for c in action.cards))
    elif action.value is not None:
        value = str(action.value)
        if len(value) >= 2 and value[0] in SUIT_SIGNS and value[1:].isdigit():
            value = SUIT_SIGNS[value[0]] + value[1:]
        parts.append(value)
    return " ".join(parts) if parts else action.kind
