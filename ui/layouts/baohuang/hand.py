"""The Bao Huang hand as the table shows it: up to 34 cards grouped into stacks of one rank
(strength order; small and big jokers apart, and the seat's own Guard card a stack of its own),
the player's selection counted per stack (click +1, right-click -1, shift-click all, a number
key sets the count), and what a selection amounts to: a legal play from the seat's legal
actions, or the reason it is not (wrong count, not stronger card by card, mixed ranks, a 6
under Sixes-last). Pure logic from the View and the legal actions; no drawing."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from game.actions import Action
from game.cards import JOKER, Card
from game.errors import IllegalAction

from engines.baohuang.cards import EMPEROR_CARD, GUARD_CARD, beats, is_combination, sort_hand, strength


def card_key(card: Card) -> tuple[int, bool]:
    """The identity the legal actions distinguish: the strength, and whether it is the Guard
    card (a play with it and the same play with another small joker are distinct)."""
    return (strength(card), card == GUARD_CARD)


@dataclass
class Stack:
    """Cards of one rank in the hand (the Guard card alone in its own stack)."""

    key: tuple[int, bool]
    cards: list[Card] = field(default_factory=list)

    @property
    def strength(self) -> int:
        return self.key[0]

    @property
    def guard(self) -> bool:
        return self.key[1]

    @property
    def emperor(self) -> bool:
        return EMPEROR_CARD in self.cards

    def chosen(self, selected: Sequence[Card]) -> list[Card]:
        return [c for c in self.cards if c in selected]

    def count_selected(self, selected: Sequence[Card]) -> int:
        return sum(1 for c in self.cards if c in selected)


def stacks_of(hand: Sequence[Card]) -> list[Stack]:
    """The hand as stacks, ascending; within a stack the Emperor card comes last (it is picked
    last, so selecting big jokers does not move it first)."""
    by: dict[tuple[int, bool], Stack] = {}
    for card in sort_hand(hand):
        by.setdefault(card_key(card), Stack(card_key(card))).cards.append(card)
    out = sorted(by.values(), key=lambda s: s.key)
    for stack in out:
        stack.cards.sort(key=lambda c: c == EMPEROR_CARD)
    return out


def set_count(selected: list[Card], stack: Stack, n: int) -> list[Card]:
    """The selection with exactly `n` cards (clamped) of `stack`, the others unchanged."""
    n = max(0, min(n, len(stack.cards)))
    keep = [c for c in selected if c not in stack.cards]
    mine = stack.chosen(selected)
    for card in stack.cards:
        if len(mine) >= n:
            break
        if card not in mine:
            mine.append(card)
    return keep + mine[:n]


def click_count(selected: Sequence[Card], stack: Stack, need: int | None) -> int:
    """How many of `stack` a left click selects: following a play of `need` cards, the first click
    on a stack takes as many as still needed (three 9s on three 8s: one click); otherwise +1, and
    after the whole stack back to none."""
    have = stack.count_selected(selected)
    if have == 0 and need:
        others = len(selected)
        return max(1, min(need - others, len(stack.cards)))
    return have + 1 if have < len(stack.cards) else 0


def playable_keys(legal: Sequence[Action]) -> set[tuple[int, bool]]:
    """The stacks some legal play uses now."""
    return {card_key(c) for a in legal if a.kind == "play" for c in a.cards}


def _signature(cards: Sequence[Card]) -> list[tuple[int, bool]]:
    return sorted(card_key(c) for c in cards)


def same_move(made: Action, legal: Action) -> bool:
    """Whether `made` is the legal action `legal`: the legal list names one play per kind of cards
    (strength, and the Guard card apart), and the engine takes the very cards of that kind chosen."""
    return made.kind == legal.kind and made.value == legal.value and _signature(made.cards) == _signature(legal.cards)


def matching_play(selected: Sequence[Card], legal: Sequence[Action]) -> Action | None:
    """The play of exactly the selected cards if it is legal (the engine takes the very cards
    selected), else None."""
    if not selected:
        return None
    sig = _signature(selected)
    for action in legal:
        if action.kind == "play" and _signature(action.cards) == sig:
            return Action("play", tuple(selected))
    return None


def is_six(card: Card) -> bool:
    return card.suit != JOKER and card.rank == 6


def refusal(selected: Sequence[Card], view, legal: Sequence[Action]) -> IllegalAction | None:
    """Why the selection cannot be played now (None if it can, or nothing is selected): the
    particular reason where the table can name it, else the engine's own."""
    if not selected or matching_play(selected, legal) is not None:
        return None
    if not any(a.kind == "play" for a in legal):
        return IllegalAction("baohuang.err.not_your_turn", "It is not your turn.")
    cards = tuple(selected)
    if not is_combination(cards):
        return IllegalAction("baohuang.table.reason.mixed", "All cards must be of one rank (jokers may join).")
    last = view.last_play[1] if view.last_play else None
    if last is not None and len(cards) != len(last):
        return IllegalAction("baohuang.table.reason.count", "Play exactly {n} cards, as many as the last play.",
                             n=len(last))
    if last is not None and not beats(cards, last):
        return IllegalAction("baohuang.table.reason.weaker",
                             "Every card must be stronger than its counterpart in the last play.")
    if view.options.get("sixes_last") and any(is_six(c) for c in cards):
        return IllegalAction("baohuang.table.reason.sixes_last",
                             "Sixes last: 6s only as the lead that empties your hand, all 6s.")
    if last is None:
        return IllegalAction("baohuang.err.bad_lead", "That lead is not allowed: cards of one rank (jokers may join).")
    return IllegalAction("baohuang.err.bad_play", "That play is not allowed.")
