"""What a seat of 13th-Floor Daifugo believes about the hidden cards: `sample_state(view, rng)`,
a full state consistent with the view, its hidden cards dealt at random (`uniform_sample`) and
weighted by the evidence of the passes on the current table (`pass_evidence`): a seat that passed
on the top play and did not play after drawing is less likely to hold a play that beats it."""
from __future__ import annotations

import random

from game.belief import weighted_sample
from game.cards import standard_deck

from engines.daifugo13.cards import sorted_cards
from engines.daifugo13.moves import legal_plays
from engines.daifugo13.state import PLAY, Gift, Public, State, copy_public
from engines.daifugo13.storm import refresh_storm_holder
from engines.daifugo13.view import View

DECLINED = 0.3    # likelihood weight of a seat passing (and then not playing) while holding a beating play


def sample_state(v: View, rng: random.Random) -> State:
    """A deal of the hidden cards weighted by the passes on the current table (`pass_evidence`),
    see game/belief.py."""
    return weighted_sample(lambda r: uniform_sample(v, r), pass_evidence(v), rng)


def passers(pub: Public) -> list[int]:
    """The seats that passed on the top play of the table: those between its player and the seat
    on turn in the order of play (a pass draws cards, and a seat that drew a play may still decline
    it). Unknown (empty) after a skip effect, or when nobody played on this table yet."""
    if not pub.table or pub.fives or pub.phase != PLAY or pub.last_player is None:
        return []
    out: list[int] = []
    seat = (pub.last_player + pub.direction) % pub.players
    while seat != pub.turn and seat != pub.last_player and len(out) < pub.players:
        if seat not in pub.out:
            out.append(seat)
        seat = (seat + pub.direction) % pub.players
    return out


def pass_evidence(v: View):
    """How well a sampled deal explains the passes: a seat that passed on the top play and did not
    play after drawing is less likely to hold a play that beats it."""
    seats = [s for s in passers(v.pub) if s != v.seat]
    if not seats:
        return None
    top, inverted = v.pub.top, v.pub.inverted

    def evidence(state: State) -> float:
        weight = 1.0
        for s in seats:
            if legal_plays(state.hands[s], top, inverted):
                weight *= DECLINED
        return weight

    return evidence


def uniform_sample(v: View, rng: random.Random) -> State:
    """Deal every card the viewer cannot see: gifts it knows are still with their receiver go
    there; gifts it has lost track of stay among hands and face-down discards; the rest go
    anywhere hidden (other hands, face-down discards, draw pile, cards set aside)."""
    pub = copy_public(v.pub)
    n = pub.players
    me = v.seat
    known = set(v.hand) | set(v.my_discards) | set(pub.dead_public)
    known.update(c for played in pub.table for c in played.cards)
    hands: list[list] = [[] for _ in range(n)]
    discards: list[list] = [[] for _ in range(n)]
    if me is not None:
        hands[me] = list(v.hand)
        discards[me] = list(v.my_discards)
    hidden_sizes = [0 if s == me else v.hand_sizes[s] for s in range(n)]
    hidden_discards = [0 if s == me else pub.discard_counts[s] for s in range(n)]
    uncertain = []
    for receiver, card, sure in v.gifts_given:
        known.add(card)
        if sure and hidden_sizes[receiver] > len(hands[receiver]):
            hands[receiver].append(card)
        else:
            uncertain.append(card)
    rest = [c for c in standard_deck(jokers=2) if c not in known]
    rng.shuffle(rest)
    # slots among hands and face-down discards, for the gifts whose place is unknown
    slots = [("h", s) for s in range(n) for _ in range(hidden_sizes[s] - len(hands[s]))]
    slots += [("d", s) for s in range(n) for _ in range(hidden_discards[s])]
    rng.shuffle(slots)
    for card in uncertain:
        kind, seat = slots.pop()
        (hands if kind == "h" else discards)[seat].append(card)
    for kind, seat in slots:
        (hands if kind == "h" else discards)[seat].append(rest.pop())
    pile = [rest.pop() for _ in range(v.pile_size)]
    aside = [rest.pop() for _ in range(v.aside_size)]
    if rest:
        raise ValueError("view is inconsistent: cards left over after sampling")
    for s in range(n):
        if s != me:
            hands[s] = list(sorted_cards(hands[s]))
    drawn = [[] for _ in range(n)]
    if me is not None:
        drawn[me] = list(v.drawn)
    gifts = [Gift(me, r, c, pub.outflows[r] if sure else -1) for r, c, sure in v.gifts_given]
    gifts += [Gift(g, me, c, -1) for g, c in v.gifts_received]
    state = State(pub=pub, hands=hands, pile=pile, aside=aside, discards=discards, gifts=gifts,
                  drawn=drawn, opening=list(v.opening))
    refresh_storm_holder(state)
    return state
