"""Tyrant's deal (T01–T10): the cards of a deal, `new_deal` from a seeded RNG, and
`opening_events` describing that deal for the table's dealing animation."""
from __future__ import annotations

import random

from game.actions import Event
from game.cards import SUITS, Card
from engines.tyrant import events
from engines.tyrant.state import DEALT_AT_SETUP, HAND_AT_SETUP, PHASE_SETUP, START_CHIPS, SUIT_ORDER, State

LEAD_RANKS = (11, 12, 13)
LEAD_REMOVED = 4        # T04
PLAZA_DRAWN = 8         # T08
PLAZA_KEPT = 4          # T08


def deal_cards(players: int) -> list[Card]:
    """Every card of a deal (T01, T03–T05): deck D1 (deck 0) without jokers, plus D2's (deck 1)
    number cards 2–6 (3 players) or 2–10 (4 players). The round marker is not a card here (its
    holder is `State.marker`); the other jokers and the rest of D2 are out of the game."""
    top = 6 if players == 3 else 10
    d1 = [Card(s, r, 0) for s in SUITS for r in range(1, 14)]
    d2 = [Card(s, r, 1) for s in SUITS for r in range(2, top + 1)]
    return d1 + d2


def new_deal(options: dict, players: int, rng: random.Random, carry: dict | None = None) -> State:
    """One deal (T01–T10); a match is one deal, so nothing is carried in."""
    if not 3 <= players <= 4:
        raise ValueError("Tyrant takes 3 or 4 players")
    n = players
    aces = [Card(s, 1, 0) for s in SUITS]
    rng.shuffle(aces)                                                   # T03
    lead_deck = [Card(s, r, 0) for s in SUITS for r in LEAD_RANKS]
    rng.shuffle(lead_deck)                                              # T04
    removed_unseen = [lead_deck.pop() for _ in range(LEAD_REMOVED)]
    top = 6 if n == 3 else 10
    draw = [Card(s, r, 0) for s in SUITS for r in range(2, 11)]
    draw += [Card(s, r, 1) for s in SUITS for r in range(2, top + 1)]
    rng.shuffle(draw)                                                   # T05
    lead_row: list[Card] = []
    for _ in range(3):                                                  # T06 (as three T11 steps)
        lead_row.insert(0, lead_deck.pop())
    seat_aces = [aces.pop() for _ in range(n)]                          # T07
    removed_unseen.extend(aces)
    drawn = [draw.pop() for _ in range(PLAZA_DRAWN)]                    # T08
    rng.shuffle(drawn)
    plaza = {s: [] for s in SUIT_ORDER}
    for card in drawn[:PLAZA_KEPT]:
        plaza[card.suit].append(card)
    removed_unseen.extend(drawn[PLAZA_KEPT:])
    stocks = [[draw.pop() for _ in range(DEALT_AT_SETUP)] for _ in range(n)]   # T09
    assert not draw
    marker = rng.randrange(n)                                           # T10
    return State(
        players=n, phase=PHASE_SETUP, trick=1, marker=marker, turn=None, order_pos=0,
        aces=seat_aces, hands=[[] for _ in range(n)], stocks=stocks, need=[HAND_AT_SETUP] * n,
        lead_deck=lead_deck, lead_row=lead_row, plaza=plaza,
        piles={s: [] for s in SUIT_ORDER}, chips=[START_CHIPS] * n, chips_spent=0,
        placed=[None] * n, played=[[] for _ in range(n)], face_up=[None] * n,
        acted=[False] * n, passed=[False] * n, passed_last=[False] * n, hard_out=[False] * n,
        revealed=False, plaza_queue=[], trick_piles=[[] for _ in range(n)],
        removed_unseen=removed_unseen, removed_seen=[], reveals=[], void=[set() for _ in range(n)],
        options=dict(options or {}),
    )


def opening_events(state: State) -> list[Event]:
    """The set-up as events, from a state fresh out of `new_deal` (before any keep)."""
    removed = state.removed_unseen
    ev = [events.out_unseen(events.EV_LEAD_OUT_UNSEEN, [c for c in removed if c.rank > 10], "lead_deck")]
    row: list[Card] = []
    for card in reversed(state.lead_row):
        if row:
            ev.append(events.lead_shift(len(row)))
        row.insert(0, card)
        ev.append(events.lead_turn_up(card))
    seats = range(state.players)
    ev.extend(events.deal_ace(seat, state.aces[seat]) for seat in seats)
    ace_out = [c for c in removed if c.rank == 1]
    if ace_out:
        ev.append(events.out_unseen(events.EV_ACE_OUT_UNSEEN, ace_out, "aces"))
    for suit in SUIT_ORDER:
        ev.extend(events.to_plaza(None, card, "draw") for card in state.plaza[suit])
    ev.append(events.out_unseen(events.EV_DRAW_OUT_UNSEEN, [c for c in removed if 2 <= c.rank <= 10], "draw"))
    ev.extend(events.deal(seat, tuple(state.stocks[seat]) + tuple(state.hands[seat])) for seat in seats)
    ev.extend(events.chips_given(seat, START_CHIPS) for seat in seats)
    ev.append(events.marker_placed(state.marker))
    return ev
