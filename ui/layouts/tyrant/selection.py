"""What the player's selected cards amount to at the Tyrant table, from the viewer's View and legal
actions only: which hand cards can be part of any legal play now (the others are dimmed), whether the
selection is a legal play (only suits and counts matter, T08–T10), and otherwise the engine's own
refusal (engines/tyrant/errors.py) to show before the player presses Play."""
from __future__ import annotations

from typing import Sequence

from game.actions import Action
from game.cards import Card
from game.errors import IllegalAction

from engines.tyrant.errors import must_follow, refuse

SUITS = ("S", "H", "D", "C")


def pattern(cards: Sequence[Card]) -> tuple[int, int, int, int]:
    """How many cards of each suit (♠♥♦♣): all the rules look at."""
    return tuple(sum(1 for c in cards if c.suit == s) for s in SUITS)


def playable_cards(hand: Sequence[Card], legal: list[Action]) -> set[Card]:
    """The hand cards that are part of some legal play (by suit: cards of one suit are alike)."""
    suits = {c.suit for a in legal if a.kind == "play" for c in a.cards}
    return {c for c in hand if c.suit in suits}


def legal_selection(selected: Sequence[Card], legal: list[Action]) -> bool:
    """Whether some legal play has the selection's suit pattern."""
    if not selected:
        return False
    wanted = pattern(selected)
    return any(a.kind == "play" and pattern(a.cards) == wanted for a in legal)


def same_move(made: Action, legal: Action) -> bool:
    """Whether `made` is the legal action `legal`: the legal list names one play (or keep, or card
    into the plaza) per suit pattern with the first cards of each suit, and the engine takes any
    cards of that pattern; a three-card play must also turn up a card of the same suit."""
    if made.kind != legal.kind:
        return False
    if made.kind not in ("play", "keep", "to_plaza"):
        return made == legal
    if pattern(made.cards) != pattern(legal.cards):
        return False
    if len(made.cards) != 3:
        return made.value == legal.value
    if not isinstance(made.value, int) or not 0 <= made.value < 3 or not isinstance(legal.value, int):
        return False
    return made.cards[made.value].suit == legal.cards[legal.value].suit


def refusal(selected: Sequence[Card], view, legal: list[Action], face_up: Card | None) -> IllegalAction | None:
    """Why the selection cannot be played now (None if it can, or nothing is selected)."""
    if not selected:
        return None
    hand = view.hand or ()
    if not hand:
        return refuse("tyrant.err.empty_hand")
    if not any(a.kind == "play" for a in legal):
        return refuse("tyrant.err.unexpected_action")
    if not 1 <= len(selected) <= 3:
        return refuse("tyrant.err.play_count")
    lead = view.lead_suit
    if lead and any(c.suit == lead for c in hand) and not any(c.suit == lead for c in selected):
        return must_follow(lead)
    if not legal_selection(selected, legal):
        return refuse("tyrant.err.unexpected_action")
    if len(selected) == 3 and face_up not in selected:
        return refuse("tyrant.err.face_up_needed")
    return None


def holds_lead(view) -> bool:
    return bool(view.lead_suit) and any(c.suit == view.lead_suit for c in (view.hand or ()))
