"""What the player's selected cards amount to at the 13th-Floor Daifugo table, from the viewer's
legal actions and View only (never the match state): the legal plays with exactly these cards (one
per joker reading), or the engine's reason why they cannot be played, found with the engine's own
pure rules (readings, D07 following, D21) on the public table of the View."""
from __future__ import annotations

from typing import Sequence

from game.actions import Action
from game.cards import JOKER, Card
from game.errors import IllegalAction

from engines.daifugo13.combos import check_follow, no_reading, readings
from engines.daifugo13.ranks import has_role

PLAY_KINDS = ("play", "sandstorm")


def card_key(card: Card) -> tuple:
    """The two jokers are interchangeable (the engine accepts either): compare them as one kind."""
    return (JOKER,) if card.suit == JOKER else (card.suit, card.rank)


def same_cards(a: Sequence[Card], b: Sequence[Card]) -> bool:
    return sorted(map(card_key, a)) == sorted(map(card_key, b))


def same_move(made: Action, legal: Action) -> bool:
    """Whether `made` is the legal action `legal`: the same kind and reading, with the same cards
    (either joker standing for the other)."""
    return made.kind == legal.kind and made.value == legal.value and same_cards(made.cards, legal.cards)


def matching_plays(selected: Sequence[Card], legal: list[Action]) -> list[Action]:
    """The legal plays (or the sandstorm) made of exactly the selected cards, one per reading,
    carrying the player's own cards (the engine takes either joker)."""
    if not selected:
        return []
    found = []
    seen = set()
    for action in legal:
        if action.kind in PLAY_KINDS and same_cards(action.cards, selected):
            key = (action.kind, action.value)
            if key not in seen:
                seen.add(key)
                found.append(Action(action.kind, tuple(selected), action.value))
    return found


def refusal(selected: Sequence[Card], view, legal: list[Action]) -> IllegalAction | None:
    """Why the selection is not a legal play now (None if it is, or nothing is selected)."""
    if not selected or matching_plays(selected, legal):
        return None
    kinds = {a.kind for a in legal}
    if "hold" in kinds:
        return IllegalAction("daifugo13.err.storm_only",
                             "Out of turn you may only play your sandstorm or let it wait")
    if not kinds & {"play", "pass", "end_turn", "draw"}:
        return IllegalAction("daifugo13.err.not_your_turn", "It is not your turn")
    cards = tuple(selected)
    options = readings(cards)
    if not options:
        return no_reading(cards)
    pub = view.pub
    first: IllegalAction | None = None
    for combo in options:
        try:
            if pub.table:
                check_follow(pub.top, combo, pub.inverted, cards, pub.table[-1].cards)
            if len(cards) == len(view.hand) and has_role(cards):
                raise IllegalAction("daifugo13.err.role_finish",
                                    "A play containing a role card cannot be your last")
        except IllegalAction as exc:
            first = first or exc
    return first or IllegalAction("ui.daifugo13.reason.not_legal", "These cards cannot be played now")
