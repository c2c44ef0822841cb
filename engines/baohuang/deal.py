"""Bao Huang's deal: the dealer and the cards (B04), the tribute of the previous deal's losers to
its winners (B23), and the opening events they leave for the table."""
from __future__ import annotations

import random

from game.actions import Event
from game.cards import Card

from engines.baohuang.cards import EMPEROR_CARD, full_deck, sort_hand, strength
from engines.baohuang.events import deal_event, tribute_give_event, tribute_take_event
from engines.baohuang.state import EMPEROR, PLAYERS, BaoHuangState
def new_deal(options: dict, players: int, rng: random.Random,
             carry: dict | None = None) -> BaoHuangState:
    """A fresh deal (`options` already normalised); `carry` is the previous deal's, if any."""
    if players != PLAYERS:
        raise ValueError("Bao Huang is for exactly 5 players")
    carry = carry or {}
    if "dealer" in carry:
        dealer = (carry["dealer"] + 1) % PLAYERS                # B04: passes to the right
    else:
        dealer = rng.randrange(PLAYERS)
    deck = full_deck()
    rng.shuffle(deck)
    hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
    first = (dealer + 2) % PLAYERS                                # right of the cutter
    for i, card in enumerate(deck):                               # B04: 34, 34, 34, 33, 33
        hands[(first + i) % PLAYERS].append(card)
    state = BaoHuangState(options=options, dealer=dealer,
                          deal_number=int(carry.get("deal_number", 0)) + 1,
                          totals_before=list(carry.get("totals", [0] * PLAYERS)),
                          hands=hands, tribute_counts=[0] * PLAYERS,
                          tribute_given=[() for _ in range(PLAYERS)],
                          tribute_received=[() for _ in range(PLAYERS)])
    for seat in range(PLAYERS):
        state.opening.append(deal_event(seat, tuple(sort_hand(hands[seat]))))
    _tribute(state, carry, rng)
    for seat in range(PLAYERS):
        state.hands[seat] = sort_hand(state.hands[seat])
    holder = next(s for s in range(PLAYERS) if EMPEROR_CARD in state.hands[s])
    state.emperor_card_at = state.first_holder = holder
    return state


def opening_events(state: BaoHuangState) -> list[Event]:
    return list(state.opening)


def _tribute(state: BaoHuangState, carry: dict, rng: random.Random) -> None:
    """B23: the previous losers give their strongest non-jokers face down; the winners draw
    blind, from the seat after the previous Emperor, counter-clockwise."""
    scores = carry.get("scores")
    roles = carry.get("roles")
    if not scores or not roles or all(s == 0 for s in scores):
        return
    emperor = roles.index(EMPEROR) if EMPEROR in roles else None
    emperor_count = 4 if carry.get("solo") else 2
    counts = [emperor_count if seat == emperor else 1 for seat in range(PLAYERS)]
    pool = _give_tribute(state, scores, counts)
    rng.shuffle(pool)
    _take_tribute(state, scores, counts, emperor, pool)
    for giver, card in pool:                   # Ruling: cards nobody takes go back
        state.hands[giver].append(card)


def _give_tribute(state: BaoHuangState, scores: list, counts: list[int]) -> list[tuple[int, Card]]:
    """Each loser's strongest non-jokers out of its hand: the pool as (giver, card)."""
    pool: list[tuple[int, Card]] = []
    for seat in range(PLAYERS):
        if scores[seat] < 0:
            hand = state.hands[seat]
            plain = sorted((c for c in hand if c.suit != "X"),
                           key=lambda c: (strength(c), c.suit, c.deck), reverse=True)
            gave = tuple(plain[:counts[seat]])
            for c in gave:
                hand.remove(c)
                pool.append((seat, c))
            state.tribute_given[seat] = gave
            state.tribute_counts[seat] = -len(gave)
            state.opening.append(tribute_give_event(seat, gave))
    return pool


def _take_tribute(state: BaoHuangState, scores: list, counts: list[int], emperor: int | None,
                  pool: list[tuple[int, Card]]) -> None:
    """The winners draw from the end of the shuffled pool, one card each in turn, until each has
    its count or the pool is empty (what is left stays in `pool`)."""
    start = (emperor + 1) % PLAYERS if emperor is not None else 0
    order = [(start + i) % PLAYERS for i in range(PLAYERS)]
    takers = [s for s in order if scores[s] > 0]
    got: dict[int, list[Card]] = {s: [] for s in takers}
    while pool and any(len(got[s]) < counts[s] for s in takers):
        for s in takers:
            if pool and len(got[s]) < counts[s]:
                got[s].append(pool.pop()[1])
    for s in takers:
        cards = tuple(got[s])
        state.hands[s].extend(cards)
        state.tribute_received[s] = cards
        state.tribute_counts[s] = len(cards)
        if cards:
            state.opening.append(tribute_take_event(s, cards))
