"""Bao Huang's catalogue of action kinds and event kinds, and the builders of its events (who may
see each). Every event is a `game.actions.Event`; cards only some seats may see carry
`visible_to` (the table shows an event through `Event.for_viewer(seat)`).

Zones (`src` / `dst`): "deck", "hand:<s>", "tribute" (the face-down tribute pile), "centre" (the
current round's plays), "discard" (finished rounds)."""
from __future__ import annotations

from game.actions import Event

# ---- action kinds ---------------------------------------------------------------------------
KEEP = "keep"                    # the Emperor card's holder becomes Emperor (B06, B07 b)
SOLO = "solo"                    # holding both marked cards: declare playing alone (B07 a)
PASS_EMPEROR = "pass_emperor"    # pass the Emperor card to the right neighbour (B06, B07 c)
REBEL = "rebel"                  # a Peasant declares rebellion (B08)
NO_REBEL = "no_rebel"            # the answer "no" to rebellion (B08; the Guard's only answer)
PLAY_CARDS = "play"              # cards: one rank plus jokers, or jokers only (B09, B11, B16)
PASS = "pass"                    # pass on the play to beat (B12)

# ---- event kinds ----------------------------------------------------------------------------
EV_DEAL = "deal"                     # a hand to its seat, seen by that seat only (B04)
EV_TRIBUTE_GIVE = "tribute_give"     # a loser's cards face down to the pile, seen by it (B23)
EV_TRIBUTE_TAKE = "tribute_take"     # a winner's draw from the pile, seen by it only (B23)
EV_EMPEROR_PASS = "emperor_pass"     # the Emperor card to the right (value: the new holder, B06)
EV_EMPEROR = "emperor"               # the Emperor announced (value "solo" when declared, B07)
EV_REBELLION = "rebellion"           # a seat's answer (value: REBEL or NO_REBEL, B08)
EV_PLAY = "play"                     # cards hand -> centre
EV_PASS = "pass"                     # a pass
EV_GUARD_REVEALED = "guard_revealed"  # the Guard card was played: its seat is the Guard
EV_REVEAL = "reveal"                 # value REVEAL_SILENT_SOLO or REVEAL_GUARD (B24)
EV_OUT = "out"                       # a seat went out (value: its place, B14)
EV_ROUND_END = "round_end"           # the round's cards centre -> discard; seat: the next leader
EV_SCORE = "score"                   # a seat's score of the deal (B17-B21)

REVEAL_SILENT_SOLO = "silent_solo"   # the Emperor played alone without saying so (B07 b)
REVEAL_GUARD = "guard"               # the hidden Guard at the end (B24)
DECLARED_SOLO = "solo"               # EV_EMPEROR's value for a declared solo (B07 a)

_PASS_EVENTS = tuple(Event(EV_PASS, seat) for seat in range(8))   # equal values, shared


def deal_event(seat: int, hand: tuple) -> Event:
    return Event(EV_DEAL, seat, hand, "deck", f"hand:{seat}", visible_to=frozenset({seat}))


def tribute_give_event(seat: int, cards: tuple) -> Event:
    return Event(EV_TRIBUTE_GIVE, seat, cards, f"hand:{seat}", "tribute",
                 visible_to=frozenset({seat}))


def tribute_take_event(seat: int, cards: tuple) -> Event:
    return Event(EV_TRIBUTE_TAKE, seat, cards, "tribute", f"hand:{seat}",
                 visible_to=frozenset({seat}))


def emperor_pass_event(seat: int, to: int) -> Event:
    return Event(EV_EMPEROR_PASS, seat, (), f"hand:{seat}", f"hand:{to}", value=to)


def emperor_event(seat: int, declared_solo: bool) -> Event:
    return Event(EV_EMPEROR, seat, value=DECLARED_SOLO if declared_solo else None)


def rebellion_event(seat: int, answer: str) -> Event:
    return Event(EV_REBELLION, seat, value=answer)


def play_event(seat: int, cards: tuple) -> Event:
    return Event(EV_PLAY, seat, cards, f"hand:{seat}", "centre")


def pass_event(seat: int) -> Event:
    return _PASS_EVENTS[seat]


def guard_revealed_event(seat: int) -> Event:
    return Event(EV_GUARD_REVEALED, seat)


def reveal_event(seat: int, what: str) -> Event:
    return Event(EV_REVEAL, seat, value=what)


def out_event(seat: int, place: int) -> Event:
    return Event(EV_OUT, seat, value=place)


def round_end_event(leader: int, cards: tuple) -> Event:
    return Event(EV_ROUND_END, leader, cards, "centre", "discard")


def score_event(seat: int, points: int) -> Event:
    return Event(EV_SCORE, seat, value=points)
