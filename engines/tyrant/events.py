"""The catalogue of Tyrant's action kinds and event kinds, and the builders of its events (with who
may see each: hidden cards carry `visible_to`, and the table shows an event through
`Event.for_viewer(seat)` / `game.actions.events_for`).

Actions (game.actions.Action)
- Action(KEEP, (card,))             setup/return: take one card of the stock into the hand; any
                                    specific card is accepted, legal_actions offers one per suit.
- Action(PLAY, cards, value)        1–3 cards of the hand; value = index in `cards` of the face-up
                                    card when three are played, else None (T13/T14).
- Action(CHIPS, (), "plaza:H:2")    Tyrant action (T15): "<place>:<count>", e.g. "lead:1".
- Action(NO_CHIPS)                  decline the Tyrant action.
- Action(PASS)                      T16/T17.
- Action(TO_PLAZA, (card,))         T27: the played card that goes to the plaza.

Zones (`src` / `dst`)
    "draw"            the draw pile during set-up (T05, T08, T09)
    "aces"            the initial fame pile of four aces (T03)
    "lead_deck"       the face-down lead deck (T04)
    "lead_row"        the face-up lead row; the rightmost card is the current lead card (T06, T11)
    "ace:<s>"         seat s's face-down ace, start of its fame area (T07)
    "hand:<s>"        seat s's hand;  "stock:<s>" its face-down stock (T09: the 16 dealt cards
                      arrive in the stock and a keep moves the chosen ones to the hand)
    "played:<s>"      the cards seat s played this trick, in front of it
    "plaza:<suit>"    the vertical cards of a plaza column;  "pile:<suit>" its horizontal piles
    "tricks:<s>"      seat s's trick piles (fame card on top)
    "chips:<s>"       seat s's own chips;  "chips_discard" spent chips
    "chips_on:<place>" chips lying on a place this trick: "chips_on:plaza:H", "chips_on:lead"
    "marker:<s>"      the round marker beside seat s
    "out"             removed from the game face up;  "out_unseen" removed unseen

Event kinds are the EV_* constants below; each builder says what its event means.
"""
from __future__ import annotations

from game.actions import Event

# ---- action kinds ----------------------------------------------------------------------------
KEEP = "keep"
PLAY = "play"
CHIPS = "chips"
NO_CHIPS = "no_chips"
PASS = "pass"
TO_PLAZA = "to_plaza"

# ---- event kinds -----------------------------------------------------------------------------
EV_LEAD_OUT_UNSEEN = "lead_out_unseen"
EV_LEAD_TURN_UP = "lead_turn_up"
EV_LEAD_SHIFT = "lead_shift"
EV_DEAL_ACE = "deal_ace"
EV_ACE_OUT_UNSEEN = "ace_out_unseen"
EV_DRAW_OUT_UNSEEN = "draw_out_unseen"
EV_DEAL = "deal"
EV_CHIPS = "chips"
EV_MARKER = "marker"
EV_KEEP = "keep"
EV_TRICK = "trick"
EV_PLAY = "play"
EV_PLAY_FACE_UP = "play_face_up"
EV_CHIPS_PLACED = "chips_placed"
EV_NO_CHIPS = "no_chips"
EV_PASS = "pass"
EV_CHIPS_PAID = "chips_paid"
EV_HAND_TO_STOCK = "hand_to_stock"
EV_HARD_PASS = "hard_pass"
EV_ALL_PASSED = "all_passed"
EV_REVEAL = "reveal"
EV_WINNER = "winner"
EV_NO_WINNER = "no_winner"
EV_CHIPS_SPENT = "chips_spent"
EV_TO_PLAZA = "to_plaza"
EV_PILE = "pile"
EV_TO_WINNER = "to_winner"
EV_REMOVED = "removed"
EV_TRICK_PILE = "trick_pile"
EV_FAME = "fame"
EV_GAME_OVER = "game_over"

NOBODY: frozenset[int] = frozenset()
_ONLY = tuple(frozenset((s,)) for s in range(8))


def only(seat: int) -> frozenset[int]:
    """`visible_to` for cards only `seat` may see."""
    return _ONLY[seat]


# ---- set-up (T03–T10) ------------------------------------------------------------------------
def out_unseen(kind: str, cards, src: str) -> Event:
    """EV_LEAD_OUT_UNSEEN / EV_ACE_OUT_UNSEEN / EV_DRAW_OUT_UNSEEN: cards removed unseen (T04, T07,
    T08), seen by nobody."""
    return Event(kind, cards=tuple(cards), src=src, dst="out_unseen", visible_to=NOBODY)


def deal_ace(seat: int, ace) -> Event:
    """T07: the seat's face-down ace, seen by that seat only."""
    return Event(EV_DEAL_ACE, seat=seat, cards=(ace,), src="aces", dst=f"ace:{seat}", visible_to=only(seat))


def deal(seat: int, cards) -> Event:
    """T09: the cards dealt into the seat's stock, seen by that seat only."""
    return Event(EV_DEAL, seat=seat, cards=tuple(cards), src="draw", dst=f"stock:{seat}",
                 visible_to=only(seat))


def chips_given(seat: int, count: int) -> Event:
    return Event(EV_CHIPS, seat=seat, value=count, dst=f"chips:{seat}")


def marker_placed(seat: int) -> Event:
    """T10: the round marker given at the start."""
    return Event(EV_MARKER, seat=seat, dst=f"marker:{seat}")


# ---- lead row (T06, T11) ---------------------------------------------------------------------
def lead_shift(cards_in_row: int) -> Event:
    """The face-up lead cards shift away from the deck (T11)."""
    return Event(EV_LEAD_SHIFT, value=cards_in_row, src="lead_row", dst="lead_row")


def lead_turn_up(card) -> Event:
    """Lead deck → lead row (T06/T11), public."""
    return Event(EV_LEAD_TURN_UP, cards=(card,), src="lead_deck", dst="lead_row")


# ---- the seats' own moves --------------------------------------------------------------------
def keep(seat: int, cards) -> Event:
    """Stock → hand (T09/T12), seen by that seat only."""
    return Event(EV_KEEP, seat=seat, cards=tuple(cards), src=f"stock:{seat}", dst=f"hand:{seat}",
                 visible_to=only(seat))


def play(seat: int, hidden, count: int) -> Event:
    """The face-down played cards hand → played, seen by the player only; value = cards played."""
    return Event(EV_PLAY, seat=seat, cards=tuple(hidden), src=f"hand:{seat}", dst=f"played:{seat}",
                 value=count, visible_to=only(seat))


def play_face_up(seat: int, card) -> Event:
    """The face-up third card hand → played (T13), public."""
    return Event(EV_PLAY_FACE_UP, seat=seat, cards=(card,), src=f"hand:{seat}", dst=f"played:{seat}")


def chips_placed(seat: int, place: str, count: int) -> Event:
    """The Tyrant action (T15): chips:<s> → chips_on:<place>."""
    return Event(EV_CHIPS_PLACED, seat=seat, src=f"chips:{seat}", dst=f"chips_on:{place}", value=count)


def no_chips(seat: int) -> Event:
    return Event(EV_NO_CHIPS, seat=seat)


def soft_pass(seat: int) -> Event:
    """A soft pass (T16/T17); followed by `chips_paid` and `hand_to_stock`."""
    return Event(EV_PASS, seat=seat)


def chips_paid(seat: int) -> Event:
    return Event(EV_CHIPS_PAID, seat=seat, src=f"chips:{seat}", dst="chips_discard", value=1)


def hand_to_stock(seat: int, cards) -> Event:
    """The hand goes face down to the stock (T16), seen by that seat only."""
    return Event(EV_HAND_TO_STOCK, seat=seat, cards=tuple(cards), src=f"hand:{seat}", dst=f"stock:{seat}",
                 visible_to=only(seat))


def hard_pass(seat: int) -> Event:
    """T17: the seat is skipped (no hand, no chips)."""
    return Event(EV_HARD_PASS, seat=seat)


# ---- the trick's end (T18–T30) ---------------------------------------------------------------
def all_passed() -> Event:
    return Event(EV_ALL_PASSED)


def reveal(seat: int, cards, power: int) -> Event:
    """played:<s> turned up (T19), value = the seat's power (T20–T22), public."""
    return Event(EV_REVEAL, seat=seat, cards=tuple(cards), src=f"played:{seat}", dst=f"played:{seat}",
                 value=power)


def winner(seat: int, power: int) -> Event:
    return Event(EV_WINNER, seat=seat, value=power)


def no_winner() -> Event:
    """T24: nobody followed the lead suit."""
    return Event(EV_NO_WINNER)


def chips_spent(seat: int, place: str, count: int) -> Event:
    """T25: chips_on:<place> → chips_discard."""
    return Event(EV_CHIPS_SPENT, seat=seat, src=f"chips_on:{place}", dst="chips_discard", value=count)


def to_plaza(seat: int | None, card, src: str) -> Event:
    """A card → plaza:<suit> (T08, T26, T27)."""
    return Event(EV_TO_PLAZA, seat=seat, cards=(card,), src=src, dst=f"plaza:{card.suit}")


def pile(suit: str, cards, piles_now: int) -> Event:
    """T28: five vertical cards plaza:<suit> → pile:<suit> (value = piles now)."""
    return Event(EV_PILE, cards=tuple(cards), src=f"plaza:{suit}", dst=f"pile:{suit}", value=piles_now)


def to_winner(seat: int, cards, winner_seat: int) -> Event:
    """T26: played:<loser> → played:<winner>, cards handed to the winner."""
    return Event(EV_TO_WINNER, seat=seat, cards=tuple(cards), src=f"played:{seat}",
                 dst=f"played:{winner_seat}")


def removed(cards, src: str, seat: int | None = None) -> Event:
    """Cards → out, face up (T18/T24 the lead card from "lead_row", T27 played cards)."""
    return Event(EV_REMOVED, seat=seat, cards=tuple(cards), src=src, dst="out")


def trick_pile(seat: int, cards) -> Event:
    """T29: played:<w> → tricks:<w>, the winner's trick pile, public."""
    return Event(EV_TRICK_PILE, seat=seat, cards=tuple(cards), src=f"played:{seat}", dst=f"tricks:{seat}")


def fame(seat: int, lead) -> Event:
    """T29: the lead card lead_row → tricks:<w>, on top of the trick pile."""
    return Event(EV_FAME, seat=seat, cards=(lead,), src="lead_row", dst=f"tricks:{seat}")


def marker_moved(old: int, new: int) -> Event:
    return Event(EV_MARKER, seat=new, src=f"marker:{old}", dst=f"marker:{new}")


def trick_begins(number: int) -> Event:
    return Event(EV_TRICK, value=number)


def game_over(winner_seat: int) -> Event:
    """After the 8th trick (T30), value = the winner's seat."""
    return Event(EV_GAME_OVER, value=winner_seat)
