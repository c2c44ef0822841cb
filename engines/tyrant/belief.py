"""Tyrant `sample_state`: a full State consistent with a View. Everything public and everything the
viewing seat knows is copied; the cards the viewer cannot account for are dealt at random into the
hidden places of their kind, respecting every size:
- aces → the other seats' aces (and, with 3 players, the ace removed unseen, T07);
- J/Q/K → the lead deck (in random order) and the four lead cards removed unseen (T04);
- number cards → other hands, other stocks, other seats' face-down played cards of this trick and
  the four plaza cards removed unseen (T08).
A seat that revealed no lead-suit card when playing had none in hand, and keeps none until it
passes (`View.void`): its hand is dealt from cards of its other suits when possible."""
from __future__ import annotations

import random

from engines.tyrant.deal import LEAD_REMOVED, PLAZA_DRAWN, PLAZA_KEPT, deal_cards
from engines.tyrant.state import State
from engines.tyrant.view import View


def known_cards(view: View) -> set:
    """Every card the viewer can locate exactly."""
    known = set(view.lead_row)
    for col in view.plaza:
        known.update(col.vertical)
        for pile in col.piles:
            known.update(pile)
    for piles in view.trick_piles:
        for p in piles:
            known.add(p.fame)
            known.update(p.cards)
    known.update(view.removed_seen)
    for cards in view.played:
        known.update(c for c in cards if c is not None)
    if view.seat is not None:
        known.add(view.ace)
        known.update(view.hand)
        known.update(view.stock)
    return known


def _deal_hand(pool: list, size: int, void: frozenset) -> list:
    """`size` cards from the (shuffled) pool, avoiding `void` suits when enough cards allow."""
    if void:
        allowed = [i for i, c in enumerate(pool) if c.suit not in void]
        if len(allowed) >= size:
            picked = set(allowed[:size])
            hand = [pool[i] for i in sorted(picked)]
            pool[:] = [c for i, c in enumerate(pool) if i not in picked]
            return hand
    hand = pool[:size]
    del pool[:size]
    return hand


def _deal_numbers(view: View, numbers: list) -> tuple[list, list, list]:
    """The other seats' hands (the seats with most shown voids first), stocks and face-down played
    cards from the shuffled unknown number cards; what is left of `numbers` was removed unseen."""
    n, me = view.players, view.seat
    hands: list = [None] * n
    order = sorted((s for s in range(n) if s != me), key=lambda s: -len(view.void[s]))
    for s in order:
        hands[s] = _deal_hand(numbers, view.hand_sizes[s], view.void[s])
    if me is not None:
        hands[me] = list(view.hand)
    stocks = []
    for s in range(n):
        if s == me:
            stocks.append(list(view.stock))
        else:
            stocks.append(numbers[:view.stock_sizes[s]])
            del numbers[:view.stock_sizes[s]]
    played = [[numbers.pop() if c is None else c for c in view.played[s]] for s in range(n)]
    return hands, stocks, played


def sample_state(view: View, rng: random.Random) -> State:
    n = view.players
    me = view.seat
    known = known_cards(view)
    unknown = [c for c in deal_cards(n) if c not in known]
    aces = [c for c in unknown if c.rank == 1]
    courts = [c for c in unknown if c.rank > 10]
    numbers = [c for c in unknown if 2 <= c.rank <= 10]
    rng.shuffle(aces)
    rng.shuffle(courts)
    rng.shuffle(numbers)

    seat_aces = [view.ace if s == me else aces.pop() for s in range(n)]
    removed_unseen = aces[:]                       # the 4th ace with 3 players, else empty
    lead_deck = courts[:view.lead_deck_size]
    removed_unseen.extend(courts[view.lead_deck_size:])
    if len(courts) != view.lead_deck_size + LEAD_REMOVED:
        raise ValueError("view inconsistent: lead cards do not add up")

    hands, stocks, played = _deal_numbers(view, numbers)
    if len(numbers) != PLAZA_DRAWN - PLAZA_KEPT:
        raise ValueError("view inconsistent: number cards do not add up")
    removed_unseen.extend(numbers)

    return State(
        players=n, phase=view.phase, trick=view.trick, marker=view.marker, turn=view.turn,
        order_pos=sum(view.acted), aces=seat_aces, hands=hands, stocks=stocks,
        need=list(view.need), lead_deck=lead_deck, lead_row=list(view.lead_row),
        plaza={col.suit: list(col.vertical) for col in view.plaza},
        piles={col.suit: list(col.piles) for col in view.plaza},
        chips=list(view.chips), chips_spent=view.chips_spent, placed=list(view.placed),
        played=played, face_up=list(view.face_up), acted=list(view.acted),
        passed=list(view.passed), passed_last=list(view.passed_last),
        hard_out=list(view.hard_out), revealed=view.revealed, plaza_queue=list(view.plaza_queue),
        trick_piles=[list(p) for p in view.trick_piles], removed_unseen=removed_unseen,
        removed_seen=list(view.removed_seen), reveals=list(view.reveals),
        void=[set(v) for v in view.void], options=dict(view.options),
    )


