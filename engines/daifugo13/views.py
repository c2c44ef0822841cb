"""Information sets of 13th-Floor Daifugo: `view` (what one seat, or a spectator, may see) and
`sample_state` (a full state consistent with a view, hidden cards dealt at random).

Public: everything in `Public` except who holds a sandstorm (the holder alone sees its offer).
Private: the own hand, own face-down discards, 7 gifts given or received, cards drawn."""
from __future__ import annotations

import copy
import random

from game.actions import events_for
from game.cards import standard_deck

from engines.daifugo13.ranks import sorted_cards
from engines.daifugo13.state import Gift, Public, State, View


def copy_public(pub: Public) -> Public:
    out = copy.copy(pub)
    for name in ("table", "dead_public", "discard_counts", "outflows", "bombed", "named", "effects", "out"):
        setattr(out, name, list(getattr(pub, name)))
    return out


def view(state: State, seat: int | None) -> View:
    pub = copy_public(state.pub)
    if pub.storm_holder != seat or seat is None:
        pub.storm_holder = None
        pub.storm_declined = False
    public_seen = set(pub.dead_public)
    public_seen.update(c for played in pub.table for c in played.cards)
    if seat is None:
        hand, mine, given, received, drawn = (), (), (), (), ()
    else:
        hand = sorted_cards(state.hands[seat])
        mine = tuple(state.discards[seat])
        given = tuple(
            (g.receiver, g.card, pub.outflows[g.receiver] == g.mark)
            for g in state.gifts
            if g.giver == seat and g.card not in public_seen and g.card not in hand and g.card not in mine)
        received = tuple((g.giver, g.card) for g in state.gifts if g.receiver == seat)
        drawn = tuple(state.drawn[seat])
    return View(
        seat=seat, pub=pub, hand=hand,
        hand_sizes=tuple(len(h) for h in state.hands),
        pile_size=len(state.pile), aside_size=len(state.aside),
        my_discards=mine, gifts_given=given, gifts_received=received, drawn=drawn,
        opening=tuple(events_for(state.opening, seat)),
        options={"uno_scoring": state.pub.uno_scoring},
    )


def playout_view(state: State, seat: int) -> View:
    """A cheap view for the search's playouts, where only the Normal player reads it: the public
    record is shared, not copied (Normal only reads it), and the private extras Normal never reads
    (gifts, drawn cards, the opening events) are left out. Never hand it to a player outside the
    search: it is the sampled world's own record, not a copy."""
    return View(
        seat=seat, pub=state.pub, hand=sorted_cards(state.hands[seat]),
        hand_sizes=tuple(len(h) for h in state.hands),
        pile_size=len(state.pile), aside_size=len(state.aside),
        my_discards=(), gifts_given=(), gifts_received=(), drawn=(), opening=())


DECLINED = 0.3    # likelihood weight of a seat passing (and then not playing) while holding a beating play


def sample_state(v: View, rng: random.Random) -> State:
    """A deal of the hidden cards weighted by the passes on the current table (`pass_evidence`),
    see game/belief.py."""
    from game.belief import weighted_sample

    return weighted_sample(lambda r: uniform_sample(v, r), pass_evidence(v), rng)


def passers(pub: Public) -> list[int]:
    """The seats that passed on the top play of the table: those between its player and the seat
    on turn in the order of play (a pass draws cards, and a seat that drew a play may still decline
    it). Unknown (empty) after a skip effect, or when nobody played on this table yet."""
    if not pub.table or pub.fives or pub.phase != "play" or pub.last_player is None:
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
    from engines.daifugo13.moves import legal_plays

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
    from engines.daifugo13.flow import refresh_storm_holder

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
