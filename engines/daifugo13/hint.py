"""The Hint's plain-words reason in 13th-Floor Daifugo (game/hints.py asks `Ruleset.hint_reason`):
a play that empties the hand goes out; a play answering the table is the weakest that beats it
(fewest jokers, then the weakest in the order in force, D03 with its inversions); a card given
(7, D14) or discarded (10, D17) is the weakest card of the hand in that order."""
from __future__ import annotations

from typing import Any

from game.actions import Action
from game.cards import JOKER

from engines.daifugo13.combos import GROUP, LONE_JOKER, reading_for
from engines.daifugo13.cards import STRENGTH, TOP_STRENGTH
from engines.daifugo13.events import DISCARD, GIVE, PLAY as PLAY_CARDS
from engines.daifugo13.state import AFTER_DRAW, EFFECT, PLAY
from engines.daifugo13.view import View

HANDED_ON = (GIVE, DISCARD)     # the 7's gift and the 10's discard: one card of the hand
ABOVE_ALL = TOP_STRENGTH + 1        # a joker's place in these orders: above every rank, whatever the order


def hint_reason(view: View, action: Action, legal: list[Action]) -> tuple[str, dict[str, Any]] | None:
    if action.kind in HANDED_ON and view.pub.phase == EFFECT:
        return _weakest_card(view, action, legal)
    if action.kind != PLAY_CARDS or view.pub.phase not in (PLAY, AFTER_DRAW):
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
            return jokers, ABOVE_ALL                # D03: a lone joker has no rank and beats any single
        strength = combo.rank if combo.kind == GROUP else combo.lo
        return jokers, -strength if inverted else strength

    weakest = min(weight(a) for a in legal if a.kind == PLAY_CARDS)
    return ("ui.hint.why.cheapest_beat", {}) if weight(action) == weakest else None


def _weakest_card(view: View, action: Action, legal: list[Action]) -> tuple[str, dict[str, Any]] | None:
    inverted = view.pub.inverted

    def weight(card) -> int:
        if card.suit == JOKER:
            return ABOVE_ALL                        # a joker is never the weak card to part with
        strength = STRENGTH[card.rank]
        return -strength if inverted else strength

    weakest = min(weight(a.cards[0]) for a in legal if a.kind == action.kind)
    return ("ui.hint.why.weakest_card", {}) if weight(action.cards[0]) == weakest else None
