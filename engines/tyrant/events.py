"""The Events the Tyrant engine emits, for the table to animate and the log to tell. Every event is
a `game.actions.Event`; hidden cards carry `visible_to` (the table must show an event through
`Event.for_viewer(seat)` / `game.actions.events_for`).

Zones (`src` / `dst`)
    "draw"            the draw pile during set-up (T05, T08, T09)
    "aces"            the initial fame pile of four aces (T03)
    "lead_deck"       the face-down lead deck (T04)
    "lead_row"        the face-up lead row; the rightmost card is the current lead card (T06, T11)
    "ace:<s>"         seat s's face-down ace, start of its fame area (T07)
    "hand:<s>"        seat s's hand;  "stock:<s>" its face-down stock (T09: the 16 dealt cards
                      arrive in the stock and "keep" moves the chosen ones to the hand)
    "played:<s>"      the cards seat s played this trick, in front of it
    "plaza:<suit>"    the vertical cards of a plaza column;  "pile:<suit>" its horizontal piles
    "tricks:<s>"      seat s's trick piles (fame card on top)
    "chips:<s>"       seat s's own chips;  "chips_discard" spent chips
    "chips_on:<place>" chips lying on a place this trick: "chips_on:plaza:H", "chips_on:lead"
    "marker:<s>"      the round marker beside seat s
    "out"             removed from the game face up;  "out_unseen" removed unseen

Kinds (seat = the seat concerned; value as noted)
    set-up (from `opening_events`): "lead_out_unseen", "lead_turn_up", "deal_ace",
        "ace_out_unseen", "to_plaza", "draw_out_unseen", "deal", "chips", "marker"
    "keep"            one card stock → hand (T09/T12), visible to the seat only
    "trick"           a trick begins (value = trick number 1–8)
    "lead_shift"      the face-up lead cards shift away from the deck (T11)
    "lead_turn_up"    lead deck → lead row (T11), public
    "play"            the face-down played cards hand → played (visible to the player only;
                      value = number of cards played in all)
    "play_face_up"    the face-up third card hand → played, public
    "chips_placed"    chips:<s> → chips_on:<place> (value = count) (T15)
    "no_chips"        the player declined the Tyrant action
    "pass"            a soft pass (T16/T17); followed by "chips_paid" and "hand_to_stock"
    "chips_paid"      chips:<s> → chips_discard (value = 1)
    "hand_to_stock"   the hand goes face down to the stock, visible to the seat only
    "hard_pass"       the seat is skipped (T17: no hand, no chips)
    "all_passed"      everybody passed (T18)
    "reveal"          played:<s> turned up (value = the seat's power, T19–T22), public
    "winner"          the trick's winner (seat), or "no_winner" (T24)
    "chips_spent"     chips_on:<place> → chips_discard (value = count) (T25)
    "to_plaza"        card(s) → plaza:<suit> (T26/T27)
    "pile"            five vertical cards plaza:<suit> → pile:<suit> (value = piles now) (T28)
    "to_winner"       played:<loser> → played:<winner>, cards handed to the winner (T26)
    "removed"         cards → out (T27 played cards; T18/T24 the lead card, src "lead_row")
    "trick_pile"      played:<w> → tricks:<w>, the winner's trick pile (T29), public
    "fame"            the lead card lead_row → tricks:<w> on top of the trick pile (T29)
    "marker"          the round marker moves (src "marker:<old>", dst "marker:<new>")
    "game_over"       after the 8th trick (value = the winner's seat)
"""
from __future__ import annotations

from game.actions import Event

__all__ = ["Event", "only"]


_ONLY = tuple(frozenset((s,)) for s in range(8))


def only(seat: int) -> frozenset[int]:
    """`visible_to` for cards only `seat` may see."""
    return _ONLY[seat]


NOBODY: frozenset[int] = frozenset()
