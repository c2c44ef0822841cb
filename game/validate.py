"""What a well-formed decision is, for every game alike, and the refusals of one that is not.

A seat is a plain `int` (not a bool, not a float equal to one). An action is an `Action` (not a
subclass, a tuple or a string) whose kind is a `str`, whose cards are a tuple of `Card`s (a `str`
suit, an `int` rank and deck: a float or a bool equal to a number is refused, since it would be
kept in the state and in every save) of a real suit and rank (1-13, a joker's 1-2), and whose
value is None, an `int` or a `str`.

`check_shape` is cheap (type and range tests only): every engine's raw `apply` calls it first, so
the search's rollouts keep their speed. `Ruleset.apply_checked` (game/engine.py) calls it too,
then asks the rules whether the action is one of the legal choices (`junk_reason` says what is
wrong with one that has a value or cards the legal choice of its kind does not take)."""
from __future__ import annotations

from game.actions import Action
from game.cards import JOKER, KING, SUITS, Card
from game.errors import IllegalAction

_STR, _INT = str, int
_TOP_RANK = {suit: KING for suit in SUITS} | {JOKER: 2}   # ranks run 1..13, a joker's 1..2


def bad_seat() -> IllegalAction:
    return IllegalAction("common.err.bad_seat", "There is no such seat.")


def bad_action() -> IllegalAction:
    return IllegalAction("common.err.bad_action", "That is not a move of this game.")


def extra_value() -> IllegalAction:
    return IllegalAction("common.err.extra_value", "This move takes no value.")


def extra_cards() -> IllegalAction:
    return IllegalAction("common.err.extra_cards", "This move takes no cards.")


def check_no_value(action: Action) -> None:
    """For a kind that takes no value (a play of cards, a keep): refuse one that has a value."""
    if action.value is not None:
        raise extra_value()


def check_plain(action: Action) -> None:
    """For a kind that takes neither cards nor a value (a pass, a yes/no choice)."""
    if action.cards:
        raise extra_cards()
    if action.value is not None:
        raise extra_value()


def check_shape(seat: object, action: object) -> None:
    """Raise IllegalAction unless `seat` is an int and `action` a well-formed Action."""
    if type(seat) is not _INT:
        raise bad_seat()
    if type(action) is not Action:
        raise bad_action()
    value = action.value
    cards = action.cards
    if type(action.kind) is not _STR or type(cards) is not tuple or not (
            value is None or type(value) is _INT or type(value) is _STR):
        raise bad_action()
    for card in cards:
        if type(card) is not Card:
            raise bad_action()
        suit, rank, deck = card
        if type(suit) is not _STR or type(rank) is not _INT or type(deck) is not _INT \
                or not 1 <= rank <= _TOP_RANK.get(suit, 0) or deck < 0:
            raise bad_action()


def junk_reason(action: Action, legal: list[Action]) -> IllegalAction:
    """Why a well-formed action that matches no legal choice is refused, when the rules' own check
    let it through: it carries a value or cards that no legal choice of its kind carries."""
    same_kind = [a for a in legal if a.kind == action.kind]
    if same_kind and action.value is not None and all(a.value is None for a in same_kind):
        return extra_value()
    if same_kind and action.cards and all(not a.cards for a in same_kind):
        return extra_cards()
    return IllegalAction("common.err.not_legal", "That move is not allowed now.")
