"""Starting a deal of 13th-Floor Daifugo: the D02 leader draw on the first deal (simulated with the
seeded RNG and kept as events for the table), the leader from `carry` on later deals, the D01
deal (⌊28 ÷ n⌋ cards each, the rest set aside unseen, a 26-card draw pile), and `opening_events`
(the deal and the draw, kept in the state for the table's opening animation)."""
from __future__ import annotations

import random
from typing import Any

from game.actions import Event
from game.cards import JOKER, standard_deck

from engines.daifugo13.cards import sorted_cards
from engines.daifugo13.events import deal_event, first_leader_event, leader_draw_event, worst_leads_event
from engines.daifugo13.state import Public, State
from engines.daifugo13.storm import refresh_storm_holder

PILE_SIZE = 26


def hand_size(players: int) -> int:
    return 28 // players


def draw_first_leader(players: int, rng: random.Random) -> tuple[int, list[Event]]:
    """D02: everyone draws a card; the highest number (K 13 … A 1) leads. A joker is redrawn at
    once; players tied for highest draw again. Drawn cards are not reused within the draw."""
    deck = standard_deck(jokers=2)
    rng.shuffle(deck)
    events: list[Event] = []
    contenders = list(range(players))
    round_no = 1
    while True:
        drawn = {}
        if len(deck) < 2 * len(contenders) + 2:  # a long run of ties: a fresh deck
            deck = standard_deck(jokers=2)
            rng.shuffle(deck)
        for seat in contenders:
            while True:
                card = deck.pop()
                events.append(leader_draw_event(seat, card, round_no))
                if card.suit != JOKER:
                    break
            drawn[seat] = card.rank
        best = max(drawn.values())
        contenders = [s for s in contenders if drawn[s] == best]
        if len(contenders) == 1:
            leader = contenders[0]
            events.append(first_leader_event(leader))
            return leader, events
        round_no += 1


def new_deal(options: dict[str, Any], players: int, rng: random.Random,
             carry: dict[str, Any] | None) -> State:
    if not 3 <= players <= 6:
        raise ValueError(f"daifugo13 takes 3–6 players, not {players}")
    opening: list[Event] = []
    if carry and "worst" in carry:
        leader = int(carry["worst"])
        oya = int(carry.get("best", leader))
        opening.append(worst_leads_event(leader))
    else:
        leader, opening = draw_first_leader(players, rng)
        oya = leader
    deck = standard_deck(jokers=2)
    rng.shuffle(deck)  # D02 ruling: drawn cards go back and the deck is reshuffled
    each = hand_size(players)
    hands = [list(sorted_cards(deck[i * each:(i + 1) * each])) for i in range(players)]
    rest = deck[players * each:]
    aside = rest[:len(rest) - PILE_SIZE]
    pile = rest[len(rest) - PILE_SIZE:]
    for seat, hand in enumerate(hands):
        opening.append(deal_event(seat, tuple(hand)))
    pub = Public(players=players, uno_scoring=bool(options.get("uno_scoring", False)), turn=leader,
                 discard_counts=[0] * players, outflows=[0] * players, first_leader=leader, oya=oya)
    state = State(pub=pub, hands=hands, pile=pile, aside=aside, discards=[[] for _ in range(players)],
                  drawn=[[] for _ in range(players)], opening=opening)
    refresh_storm_holder(state)
    return state


def opening_events(state: State) -> list[Event]:
    """The deal (each hand seen by its seat only) and the D02 draw or the worst scorer's lead."""
    return list(state.opening)
