"""Every refusal the Tyrant engine can give: one function per reason, each returning a
`game.errors.IllegalAction` with its string-table key ("tyrant.err.*") and English text. `MESSAGES`
lists them all so tests can check both string tables hold every key."""
from __future__ import annotations

from game.errors import IllegalAction

SUIT_NAMES = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

MESSAGES = {
    "tyrant.err.game_over": "The game is over.",
    "tyrant.err.not_your_turn": "It is not your turn.",
    "tyrant.err.unexpected_action": "That is not possible now.",
    "tyrant.err.keep_one": "Choose one card at a time.",
    "tyrant.err.done_choosing": "You have already chosen your hand.",
    "tyrant.err.not_in_stock": "{card} is not among the cards you can take into your hand.",
    "tyrant.err.play_count": "Play 1 to 3 cards.",
    "tyrant.err.duplicate_card": "You named the same card twice.",
    "tyrant.err.not_in_hand": "You do not hold {card}.",
    "tyrant.err.empty_hand": "Your hand is empty: you must pass",
    "tyrant.err.must_follow": "You hold a {suit_name}: you must play at least one {suit_name}",
    "tyrant.err.face_up_needed": "You play three cards: choose which one is face up.",
    "tyrant.err.face_up_only_three": "Only a play of three cards has a face-up card.",
    "tyrant.err.no_chips_to_pass": "You have no chips to pass",
    "tyrant.err.consecutive_pass": "You passed last trick: you must play",
    "tyrant.err.chips_malformed": "Say where and how many chips, e.g. plaza:H:2 or lead:1.",
    "tyrant.err.chips_place": "Chips go on a plaza column that holds cards, or on the lead card.",
    "tyrant.err.chips_count": "You can place 1 to {chips} chips.",
    "tyrant.err.not_played": "{card} is not one of the cards you played.",
}


def refuse(key: str, **params) -> IllegalAction:
    return IllegalAction(key, MESSAGES[key], **params)


def must_follow(suit: str) -> IllegalAction:
    return refuse("tyrant.err.must_follow", suit_name=SUIT_NAMES[suit], symbol=SUIT_SYMBOLS[suit])
