"""Democracy's catalogue of action kinds and event kinds, and the builders of its events (who may
see each). Zones named in events: "deck", "hand:N", "pool", "turned", "choice:N", "choice:*",
"trick", "pile:N", "discard"."""
from __future__ import annotations

from game.actions import Event
from game.cards import Card

# action kinds
PLAY_CARD = "play"         # cards=(card,): the card chosen face down for this trick (M05, M06)
BAD_CATCH = "bad_catch"    # instead of the first play of Day 1: claim a Bad Catch, redeal (M12)
GHOST = "ghost"            # the dealer: Ghost (M14)
NO_TRUMP = "no_trump"      # the dealer: a normal no-trump trick instead (M14)
DECLARE_SUITS = "declare"  # value: the suits declared for a sweep, e.g. "HS" or "" (M16)

# event kinds
EV_DEAL = "deal"                  # a hand to its seat only, or the pool face down (M04)
EV_TURN = "turn"                  # the top pool card turned up (M05)
EV_CHOSE = "chose"                # a seat has made its face-down choice (not what it was)
EV_REVEAL = "reveal"              # every seat's card at once
EV_TAKE = "take"                  # a trick's cards to a pile (M07; own card on a tie, M08)
EV_DISCARD = "discard"            # cards discarded (M08 tie, the Ghost's joker)
EV_GHOST_CHOICE = "ghost_choice"  # the dealer's choice of Ghost or a no-trump trick (M14)
EV_DRAW = "draw"                  # a Ghost's draw from the left neighbour's hand (M14)
EV_BAD_CATCH = "bad_catch"        # a claimed Bad Catch hand shown (M12)
EV_REDEAL = "redeal"              # the whole deck gathered and dealt again (M12)
EV_DECLARED = "declared"          # a seat's revealed sweep declaration (M16)
EV_DAY_END = "day_end"            # a Day is over (M09)
EV_SCORE = "score"                # a seat's tribe points of the deal (M10)


def deal_events(hands: list[list[Card]], pool: list[Card], day: int) -> list[Event]:
    """M04: each hand to its own seat only, then the pool face down to all."""
    events = [Event(EV_DEAL, seat, tuple(hand), "deck", f"hand:{seat}", day, frozenset((seat,)))
              for seat, hand in enumerate(hands)]
    events.append(Event(EV_DEAL, None, tuple(pool), "deck", "pool", day, frozenset()))
    return events


def turn_event(card: Card) -> Event:
    return Event(EV_TURN, None, (card,), "pool", "turned", "none" if card.is_joker else card.suit)


def chose_event(seat: int) -> Event:
    return Event(EV_CHOSE, seat, dst=f"choice:{seat}")


def reveal_event(cards: tuple[Card, ...]) -> Event:
    return Event(EV_REVEAL, None, cards, "choice:*", "trick")


def take_event(seat: int, cards: tuple[Card, ...]) -> Event:
    return Event(EV_TAKE, seat, cards, "trick", f"pile:{seat}")


def discard_event(cards: tuple[Card, ...], src: str) -> Event:
    return Event(EV_DISCARD, None, cards, src, "discard")


def ghost_choice_event(seat: int, kind: str) -> Event:
    return Event(EV_GHOST_CHOICE, seat, value=kind)


def draw_event(seat: int, left: int, card: Card) -> Event:
    return Event(EV_DRAW, seat, (card,), f"hand:{left}", f"pile:{seat}")


def bad_catch_event(seat: int, hand: tuple[Card, ...]) -> Event:
    return Event(EV_BAD_CATCH, seat, tuple(hand), f"hand:{seat}", f"hand:{seat}")


def redeal_event() -> Event:
    return Event(EV_REDEAL)


def declared_event(seat: int, suits: str) -> Event:
    return Event(EV_DECLARED, seat, value=suits)


def day_end_event(day: int) -> Event:
    return Event(EV_DAY_END, value=day)


def score_event(seat: int, tribe_points: int) -> Event:
    return Event(EV_SCORE, seat, value=tribe_points)
