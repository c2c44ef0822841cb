"""13th-Floor Daifugo's catalogue of action kinds and event kinds, and the builders of its events
(who may see each). Every event is a `game.actions.Event`; cards only some seats may see carry
`visible_to` (the table shows an event through `Event.for_viewer(seat)`).

Zones (`src` / `dst`): "deck", "reveal:<s>" (a D02 draw card), "hand:<s>", "pile" (the draw
pile), "table" (the plays of the current table), "dead" (cleared, bombed or discarded cards)."""
from __future__ import annotations

from game.actions import Event

# ---- action kinds ---------------------------------------------------------------------------
PLAY = "play"                          # cards, value = what jokers stand for (D04–D07)
PASS = "pass"                          # pass and draw (D24)
END_TURN = "end_turn"                  # after a pass-draw: do not play (D24)
DRAW = "draw"                          # a stuck leader draws one card (D22)
SANDSTORM = "sandstorm"                # three natural 3s, in turn or out of it (D08)
HOLD = "hold"                          # the sandstorm holder lets this moment go by
GIVE, SKIP_GIVE = "give", "skip_give"                  # the 7's gift (D14)
DISCARD, SKIP_DISCARD = "discard", "skip_discard"      # the 10's discard (D17)
ELEVEN_BACK, SKIP_ELEVEN_BACK = "eleven_back", "skip_eleven_back"   # the J's inversion (D18)
BOMB = "bomb"                          # the Q's naming, value = a rank name or "joker" (D19)

# ---- event kinds ----------------------------------------------------------------------------
EV_DEAL = "deal"                       # a hand to its seat, seen by that seat only (D01)
EV_LEADER_DRAW = "leader_draw"         # one D02 draw card (value: its round)
EV_LEADER = "leader"                   # the first leader (D02) or the worst scorer leading
EV_PLAY = "play"                       # cards hand -> table (value: the combination's value)
EV_EFFECT = "effect"                   # value: an EFFECT_KEY reason
EV_CLEAR = "clear"                     # the table's cards -> dead (value: the cause)
EV_PASS = "pass"                       # a pass (value: the cards drawn)
EV_DRAW = "draw"                       # cards pile -> hand, seen by the drawer only
EV_GIVE = "give"                       # a 7 gift, seen by giver and receiver (value: receiver)
EV_DISCARD = "discard"                 # a 10 discard, face down, seen by its seat
EV_NAMED = "named"                     # the Queen Bomber's name (value)
EV_BOMB = "bomb"                       # a seat's named cards -> dead (value: the name)
EV_LEAD_LIMIT = "lead_limit"           # D26 moved the lead on
EV_STUCK = "stuck"                     # a D22 draw
EV_OUT = "out"                         # a seat went out (D28, D19)
EV_DEADLOCK = "deadlock"               # D27: the deal ends in a deadlock
EV_SCORE = "score"                     # a seat's points for the deal (value)

EFFECT_KEY = "daifugo13.effect."


def deal_event(seat: int, hand: tuple) -> Event:
    return Event(EV_DEAL, seat=seat, cards=hand, src="deck", dst=f"hand:{seat}",
                 visible_to=frozenset((seat,)))


def leader_draw_event(seat: int, card, round_no: int) -> Event:
    return Event(EV_LEADER_DRAW, seat=seat, cards=(card,), src="deck", dst=f"reveal:{seat}",
                 value=round_no)


def first_leader_event(seat: int) -> Event:
    return Event(EV_LEADER, seat=seat, value="daifugo13.event.first_leader")


def worst_leads_event(seat: int) -> Event:
    return Event(EV_LEADER, seat=seat, value="daifugo13.event.worst_leads")


def play_event(seat: int, cards: tuple, value) -> Event:
    return Event(EV_PLAY, seat=seat, cards=cards, src=f"hand:{seat}", dst="table", value=value)


def effect_event(seat: int | None, reason: str) -> Event:
    """An effect firing; `reason` names it ("skip", "eight_cut", "revolution" …)."""
    if seat is None:
        return Event(EV_EFFECT, value=EFFECT_KEY + reason)
    return Event(EV_EFFECT, seat=seat, value=EFFECT_KEY + reason)


def clear_event(cards: tuple, cause: str) -> Event:
    return Event(EV_CLEAR, cards=cards, src="table", dst="dead", value=cause)


def pass_event(seat: int, drawn: int) -> Event:
    return Event(EV_PASS, seat=seat, value=drawn)


def draw_event(seat: int, cards: tuple) -> Event:
    return Event(EV_DRAW, seat=seat, cards=cards, src="pile", dst=f"hand:{seat}",
                 visible_to=frozenset((seat,)))


def give_event(seat: int, card, receiver: int) -> Event:
    return Event(EV_GIVE, seat=seat, cards=(card,), src=f"hand:{seat}", dst=f"hand:{receiver}",
                 value=receiver, visible_to=frozenset((seat, receiver)))


def discard_event(seat: int, card) -> Event:
    return Event(EV_DISCARD, seat=seat, cards=(card,), src=f"hand:{seat}", dst="dead",
                 visible_to=frozenset((seat,)))


def named_event(seat: int, name: str) -> Event:
    return Event(EV_NAMED, seat=seat, value=name)


def bomb_event(victim: int, cards: tuple, name: str) -> Event:
    return Event(EV_BOMB, seat=victim, cards=cards, src=f"hand:{victim}", dst="dead", value=name)


def lead_limit_event(seat: int) -> Event:
    return Event(EV_LEAD_LIMIT, seat=seat, value="daifugo13.event.lead_limit")


def stuck_event(seat: int) -> Event:
    return Event(EV_STUCK, seat=seat, value="daifugo13.event.stuck")


def out_event(seat: int) -> Event:
    return Event(EV_OUT, seat=seat, value="daifugo13.event.out")


def deadlock_event() -> Event:
    return Event(EV_DEADLOCK, value="daifugo13.event.deadlock")


def score_event(seat: int, points: int) -> Event:
    return Event(EV_SCORE, seat=seat, value=points)
