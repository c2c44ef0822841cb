"""What one seat of a Democracy deal may see (the rules' information sets): its own hand and own
face-down choice, who has chosen (not what: a Bad Catch claim looks like a card chosen until the
reveal), everything revealed; and the reverse, a full state consistent with such a view for search
AI (`sample_state`)."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.actions import Action
from game.belief import per_view
from game.cards import SUITS, Card
from game.rngs import copy_rng

from engines.democracy.state import (BAD_CATCH, DECLARE, OVER, PLAY, PLAY_CARD, DemocracyState,
                                     TrickRecord, deck, is_bad_catch, points)


@dataclass(frozen=True)
class DemocracyView:
    """One seat's information set. `seat` None is a spectator (sees no hand).

    Per-seat tuples are indexed by seat. `suit_points[s]` follows `SUITS` order (S, H, D, C)."""

    seat: int | None
    players: int
    phase: str                                   # "play", "ghost", "declare", "over"
    options: dict[str, Any]
    dealer: int
    days: int                                    # 2, or 1 with the one-Day option
    day: int                                     # 1 or 2
    trick_number: int                            # within the Day, from 0
    tricks_per_day: int                          # cards each player gets per Day
    to_act: tuple[int, ...]                      # seats that still have to choose (public)
    hand: tuple[Card, ...]                       # own hand, without the card chosen face down
    hand_sizes: tuple[int, ...]                  # cards in each hand, a chosen card not counted
                                                 # (`hand_sizes_for`: a claim counts as one)
    pool_left: int                               # unturned pool cards of this Day
    turned: Card | None                          # the turned-up pool card of this trick
    trump: str | None                            # its suit; None: no trump (a joker) or none turned
    chosen: tuple[int, ...]                      # seats with a face-down choice now (not what)
    my_choice: Action | None                     # own face-down choice this step, if any
    tricks: tuple[TrickRecord, ...]              # revealed tricks and Ghosts of this deal, in order
    captured: tuple[tuple[Card, ...], ...]       # each seat's captured cards (public, M07)
    suit_points: tuple[tuple[int, ...], ...]     # captured points per seat per suit (M10)
    discards: tuple[Card, ...]                   # seen, then discarded (M08 ties, Ghost jokers)
    unseen: int                                  # cards never dealt (6 players: 7)
    later: int                                   # cards waiting for Day 2 (hands + pool)
    bad_catch_points: tuple[int, ...]            # tribe points from Bad Catch claims this deal
    bad_catch_claims: tuple[tuple[int, tuple[Card, ...]], ...]   # (seat, hand shown) per claim
    redeals: int                                 # Bad Catch redeals in this deal
    declared: tuple[str, ...] | None             # revealed sweep declarations ("HS", "")
    high_stake: bool                             # own Day-1 hand was a Bad Catch played on (M13)
    totals_before: tuple[int, ...]               # match tribe points before this deal
    target: int                                  # tribe points that end the match (M11)

    def suit_points_of(self, seat: int) -> dict[str, int]:
        return dict(zip(SUITS, self.suit_points[seat]))


def day1_hand(state: DemocracyState, seat: int) -> tuple[Card, ...]:
    """The seat's Day-1 hand rebuilt from what happened since the (last) deal: its Day-1 plays,
    the cards drawn from it by Ghosts on Day 1 and, still on Day 1, its hand and face-down card."""
    cards: list[Card] = []
    for trick in state.tricks:
        if trick.day != 1:
            continue
        cards.extend(c for s, c in trick.plays if s == seat)
        cards.extend(c for _, src, c in trick.draws if src == seat)
    if state.day == 1:
        cards.extend(state.hands[seat])
        action = state.pending.get(seat)
        if action is not None:
            cards.extend(action.cards)
    return tuple(cards)


def make_view(rules: Any, state: DemocracyState, seat: int | None) -> DemocracyView:
    from engines.democracy.rules import cards_per_day
    from engines.democracy.scoring import suit_points

    over = state.phase == OVER
    turned = state.turned
    return DemocracyView(
        seat=seat,
        players=state.players,
        phase=state.phase,
        options=dict(state.options),
        dealer=state.dealer,
        days=state.days,
        day=state.day,
        trick_number=state.trick_number,
        tricks_per_day=cards_per_day(state.players, state.days),
        to_act=rules.to_act(state),
        hand=tuple(state.hands[seat]) if seat is not None else (),
        hand_sizes=hand_sizes_for(state, seat),
        pool_left=len(state.pool),
        turned=turned,
        trump=None if turned is None or turned.is_joker else turned.suit,
        chosen=() if over else tuple(sorted(state.pending)),
        my_choice=state.pending.get(seat) if seat is not None else None,
        tricks=tuple(state.tricks),
        captured=tuple(tuple(p) for p in state.captured),
        suit_points=tuple(tuple(per_suit[s] for s in SUITS)
                          for per_suit in map(suit_points, state.captured)),
        discards=tuple(state.discards),
        unseen=len(state.out),
        later=sum(len(h) for h in state.later_hands) + len(state.later_pool),
        bad_catch_points=tuple(state.bad_catch_points),
        bad_catch_claims=tuple(state.bad_catch_claims),
        redeals=state.redeals,
        declared=tuple(state.declared) if state.declared is not None else None,
        high_stake=(seat is not None and bool(state.options["high_stake"])
                    and is_bad_catch(state.day1_hands[seat])),
        totals_before=tuple(state.totals_before),
        target=int(state.options["target"]),
    )


def hand_sizes_for(state: DemocracyState, viewer: int | None) -> tuple[int, ...]:
    """Each hand's size as `viewer` may count it: a seat that has chosen this step has one card
    committed face down, whatever it chose. A Bad Catch claim (M12) takes no card, so the
    claimant's hand holds one card more, but until the reveal every other seat must see it as
    one that chose a card (M05: chosen face down); the viewer's own count is its own hand."""
    return tuple(len(hand) - (1 if s != viewer and _claimed(state, s) else 0)
                 for s, hand in enumerate(state.hands))


def _claimed(state: DemocracyState, seat: int) -> bool:
    action = state.pending.get(seat)
    return action is not None and action.kind == BAD_CATCH


def clone_state(state: DemocracyState) -> DemocracyState:
    """A fast independent copy (cards, actions and trick records are immutable and shared)."""
    rng = copy_rng(state.rng)
    return DemocracyState(
        options=state.options, players=state.players, rng=rng, dealer=state.dealer,
        totals_before=list(state.totals_before), days=state.days, day=state.day,
        phase=state.phase, hands=[list(h) for h in state.hands], pool=list(state.pool),
        later_hands=[list(h) for h in state.later_hands], later_pool=list(state.later_pool),
        out=list(state.out), turned=state.turned, trick_number=state.trick_number,
        pending=dict(state.pending), tricks=list(state.tricks),
        captured=[list(p) for p in state.captured], discards=list(state.discards),
        day1_hands=list(state.day1_hands), bad_catch_points=list(state.bad_catch_points),
        bad_catch_claims=list(state.bad_catch_claims), redeals=state.redeals,
        declared=list(state.declared) if state.declared is not None else None,
        opening=[], final=state.final)


VALUABLE_TRICK = 5      # points on the table from which a seat holding a winning card plays it
HELD_BACK = 0.35        # how likely a seat still holding such a card let a valuable trick go


def sample_state(rules: Any, view: DemocracyView, rng: random.Random) -> DemocracyState:
    """A full state consistent with `view`, weighed by what the seats' plays suggest
    (`play_evidence`): deals where a seat let a valuable trick go while holding a card that would
    have taken it are drawn less often (game/belief.py)."""
    from game.belief import weighted_sample

    evidence = _evidence_of(rules, view)
    return weighted_sample(lambda r: uniform_sample(rules, view, r), evidence, rng,
                           candidates=CANDIDATES)


CANDIDATES = 12          # candidate deals a sampled world is drawn from


@per_view
def _evidence_of(rules: Any, view: DemocracyView):
    """The weight of a candidate deal: the valuable tricks a seat let go (`play_evidence`) times
    its plays read as Normal's (`policy_evidence`, engines/democracy/inference.py). Built once
    per view (game/belief.py `per_view`): the search samples hundreds of worlds from one view."""
    from engines.democracy.inference import policy_evidence

    parts = [e for e in (play_evidence(rules, view), policy_evidence(view)) if e is not None]
    if not parts:
        evidence = None
    elif len(parts) == 1:
        evidence = parts[0]
    else:
        first, second = parts

        def evidence(state: DemocracyState) -> float:
            return first(state) * second(state)
    return evidence


def play_evidence(rules: Any, view: DemocracyView):
    """The weight of a candidate deal by this Day's revealed tricks: for each seat that lost a
    trick worth `VALUABLE_TRICK` points or more, a card it still holds in the candidate deal (so
    held then) that would have won that trick makes the deal `HELD_BACK` times as likely. None when
    nothing has been lost yet."""
    from engines.democracy.rules import trick_outcome

    dummy = bool(view.options.get("dummy_joker"))
    me = view.seat
    losses: list[tuple[int, TrickRecord]] = []
    for trick in view.tricks:
        if trick.day != view.day or trick.kind != "trick":
            continue
        value = points(trick.pool_card) + sum(points(c) for _, c in trick.plays)
        if value < VALUABLE_TRICK:
            continue
        for seat, _ in trick.plays:
            if seat != me and seat != trick.winner:
                losses.append((seat, trick))
    if not losses:
        return None

    def would_win(seat: int, card: Card, trick: TrickRecord) -> bool:
        plays = [(s, card if s == seat else c) for s, c in trick.plays]
        return trick_outcome(plays, trick.pool_card, dummy)[0] == seat

    def evidence(state: DemocracyState) -> float:
        weight = 1.0
        for seat, trick in losses:
            held = list(state.hands[seat])
            choice = state.pending.get(seat)
            if choice is not None:
                held.extend(choice.cards)
            if any(would_win(seat, card, trick) for card in held):
                weight *= HELD_BACK
        return weight

    return evidence


def seen_cards(view: DemocracyView) -> set[Card]:
    """Every card the viewer has seen this deal: its hand, the turned card, the discards and the
    captured piles (every revealed play ends in one of them); not its own face-down choice."""
    seen = set(view.hand) | set(view.discards)
    for pile in view.captured:
        seen.update(pile)
    if view.turned is not None:
        seen.add(view.turned)
    return seen


def uniform_sample(rules: Any, view: DemocracyView, rng: random.Random) -> DemocracyState:
    """A full state consistent with `view`: every card not seen by the viewer (other hands, other
    seats' face-down choices, unturned pool cards, Day 2, the unseen cards) dealt at random; all
    that is public (revealed plays, captured piles, discards, the turned card, Ghost draws) and the
    viewer's own hand and choice kept. A seat that has chosen is dealt its hand and a card chosen
    face down; where its dealt cards allow a Bad Catch claim, the claim may be its choice instead
    (`draw_hidden_claims`)."""
    from engines.democracy.rules import cards_per_day

    n = view.players
    me = view.seat
    known = seen_cards(view)
    if view.my_choice is not None:
        known.update(view.my_choice.cards)
    unknown = [c for c in deck(n) if c not in known]
    rng.shuffle(unknown)

    def take(count: int) -> list[Card]:
        got = unknown[:count]
        del unknown[:count]
        return got

    hands = [list(view.hand) if s == me else take(view.hand_sizes[s]) for s in range(n)]
    pending: dict[int, Action] = {}
    for s in view.chosen:
        if s == me:
            pending[s] = view.my_choice
        elif view.phase == DECLARE:
            pending[s] = Action("declare", value="")
        else:
            pending[s] = Action("play", tuple(take(1)))
    pool = take(view.pool_left)
    later_hands: list[list[Card]] = []
    later_pool: list[Card] = []
    if view.later:
        per = cards_per_day(n, view.days)
        later_hands = [take(per) for _ in range(n)]
        later_pool = take(per)
    out = take(view.unseen)
    if unknown:
        raise ValueError("sample_state: the view's counts do not add up")
    state = DemocracyState(
        options=dict(view.options), players=n, rng=random.Random(rng.random()),
        dealer=view.dealer, totals_before=list(view.totals_before), days=view.days,
        day=view.day, phase=view.phase, hands=hands, pool=pool, later_hands=later_hands,
        later_pool=later_pool, out=out, turned=view.turned, trick_number=view.trick_number,
        pending=pending, tricks=list(view.tricks), captured=[list(p) for p in view.captured],
        discards=list(view.discards), bad_catch_points=list(view.bad_catch_points),
        bad_catch_claims=list(view.bad_catch_claims), redeals=view.redeals,
        declared=list(view.declared) if view.declared is not None else None)
    state.day1_hands = [day1_hand(state, s) for s in range(n)]
    draw_hidden_claims(rules, state, me, rng)
    if view.phase == OVER:
        from engines.democracy.scoring import score
        state.final = score(state)
    return state


def draw_hidden_claims(rules: Any, state: DemocracyState, viewer: int | None, rng: random.Random) -> None:
    """The hidden choice of each other seat that has chosen, in a sampled world: the view shows a
    claim and a card alike (`hand_sizes_for`), so where the seat's sampled Day-1 hand is a Bad
    Catch and a claim is open (M12) the choice is drawn uniformly over the seat's legal actions,
    the claim among them: it keeps its card in hand and claims. No draw where no claim is open."""
    if state.phase != PLAY:
        return
    for seat in sorted(state.pending):
        action = state.pending[seat]
        if seat == viewer or action.kind != PLAY_CARD:
            continue
        if rules.can_claim_bad_catch(state, seat) and rng.randrange(len(state.hands[seat]) + 2) == 0:
            state.hands[seat].extend(action.cards)
            state.pending[seat] = Action(BAD_CATCH)
