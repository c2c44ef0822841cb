"""The hint's plain-words reason in Napoleon: when following in a trick, whether the card takes
the trick as it stands (N30 with its exceptions) and whether it is the cheapest card that does."""
from __future__ import annotations

from game.actions import Action
from game.hints import trick_reason

from engines.napoleon.cards import CLUB_THREE, card_power, high, led_suit, trick_winner
from engines.napoleon.events import PLAY
from engines.napoleon.state import PLAYING
from engines.napoleon.view import NapoleonView


def hint_reason(view: NapoleonView, action: Action, legal: list[Action]):
    """Following in a trick: whether the card takes the trick as it stands (`trick_winner`) and
    whether it is the lowest card that does, or the lowest card of all (by `card_power` in this
    trick, then rank); None elsewhere."""
    if view.phase != PLAYING or action.kind != PLAY or not view.current:
        return None
    trump, index = view.trump, len(view.tricks)
    same_two, strong = view.options["same_two_first_trick"], view.options["called_joker_strong"]
    lead = view.current[0][1]
    suit, called = led_suit(lead, trump), lead == CLUB_THREE
    cards = [a.cards[0] for a in legal if a.kind == PLAY]

    def wins(card) -> bool:
        plays = list(view.current) + [(view.seat, card)]
        return trick_winner(plays, trump, index, same_two, strong) == len(plays) - 1

    def power(card) -> tuple[int, int]:
        return card_power(card, trump, suit, called, strong), high(card.rank)

    return trick_reason(action.cards[0], cards, wins, power)
