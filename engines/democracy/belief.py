"""Democracy's belief: `sample_state`, a full state consistent with a seat's view, every card the
seat has not seen dealt at random and the deals weighed by the evidence of this Day's revealed
plays: a seat that let a valuable trick go probably held no card that would have taken it
(`play_evidence`), and a seat's plays read as the Normal player's (`policy_evidence`): a deal in
which the seat held a card Normal clearly prefers to the one it played is made less likely
(`MISPLAY`; a seat that dumped its 6 on a rich trump trick probably held no high trump). The
evidence is built from the public record and the viewer's own cards only. A Bad Catch claim looks
like a card chosen (M05, M12), so a sampled world may hold a claim there (`draw_hidden_claims`)."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from game.actions import Action
from game.belief import per_view, weighted_sample
from game.cards import SUITS, Card

from engines.democracy.ai import card_scores
from engines.democracy.cards import cards_per_day, deck, points, trick_outcome
from engines.democracy.events import BAD_CATCH, DECLARE_SUITS, PLAY_CARD
from engines.democracy.flow import can_claim_bad_catch
from engines.democracy.scoring import score, suit_points
from engines.democracy.state import (DECLARE, OVER, PLAY, RECORD_GHOST, RECORD_TRICK,
                                     DemocracyState, TrickRecord)
from engines.democracy.view import DemocracyView, seen_cards

CANDIDATES = 12          # candidate deals a sampled world is drawn from
VALUABLE_TRICK = 5       # points on the table from which a seat holding a winning card plays it
HELD_BACK = 0.35         # how likely a seat still holding such a card let a valuable trick go
MISPLAY = 0.25           # how likely a deal stays where a seat passed over a card Normal clearly prefers
SLACK = 0.5              # "clearly": by more than this much of Normal's score (points of a trick, roughly)


def sample_state(view: DemocracyView, rng: random.Random) -> DemocracyState:
    """A full state consistent with `view`, weighed by what the seats' plays suggest
    (game/belief.py `weighted_sample` among `CANDIDATES` uniform deals)."""
    evidence = _evidence_of(view)
    return weighted_sample(lambda r: uniform_sample(view, r), evidence, rng,
                           candidates=CANDIDATES)


@per_view
def _evidence_of(view: DemocracyView):
    """The weight of a candidate deal: the valuable tricks a seat let go (`play_evidence`) times
    its plays read as Normal's (`policy_evidence`). Built once per view (game/belief.py
    `per_view`): the search samples hundreds of worlds from one view."""
    parts = [e for e in (play_evidence(view), policy_evidence(view)) if e is not None]
    if not parts:
        evidence = None
    elif len(parts) == 1:
        evidence = parts[0]
    else:
        first, second = parts

        def evidence(state: DemocracyState) -> float:
            return first(state) * second(state)
    return evidence


# ---- dealing what the viewer has not seen -------------------------------------------------------
def uniform_sample(view: DemocracyView, rng: random.Random) -> DemocracyState:
    """A full state consistent with `view`: every card not seen by the viewer (other hands, other
    seats' face-down choices, unturned pool cards, Day 2, the unseen cards) dealt at random; all
    that is public (revealed plays, captured piles, discards, the turned card, Ghost draws) and the
    viewer's own hand and choice kept. A seat that has chosen is dealt its hand and a card chosen
    face down; where its dealt cards allow a Bad Catch claim, the claim may be its choice instead
    (`draw_hidden_claims`)."""
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
    pending = _sampled_choices(view, take)
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
    draw_hidden_claims(state, me, rng)
    if view.phase == OVER:
        state.final = score(state)
    return state


def _sampled_choices(view: DemocracyView, take: Callable[[int], list[Card]]) -> dict[int, Action]:
    """The face-down choices of this step: the viewer's own, a card dealt for each other seat
    that chose (an empty declaration while declaring)."""
    pending: dict[int, Action] = {}
    for s in view.chosen:
        if s == view.seat:
            pending[s] = view.my_choice
        elif view.phase == DECLARE:
            pending[s] = Action(DECLARE_SUITS, value="")
        else:
            pending[s] = Action(PLAY_CARD, tuple(take(1)))
    return pending


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


def draw_hidden_claims(state: DemocracyState, viewer: int | None, rng: random.Random) -> None:
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
        if can_claim_bad_catch(state, seat) and rng.randrange(len(state.hands[seat]) + 2) == 0:
            state.hands[seat].extend(action.cards)
            state.pending[seat] = Action(BAD_CATCH)


# ---- valuable tricks let go ---------------------------------------------------------------------
def play_evidence(view: DemocracyView) -> Callable[[DemocracyState], float] | None:
    """The weight of a candidate deal by this Day's revealed tricks: for each seat that lost a
    trick worth `VALUABLE_TRICK` points or more, a card it still holds in the candidate deal (so
    held then) that would have won that trick makes the deal `HELD_BACK` times as likely. None when
    nothing has been lost yet."""
    dummy = bool(view.options.get("dummy_joker"))
    losses = _valuable_losses(view)
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


def _valuable_losses(view: DemocracyView) -> list[tuple[int, TrickRecord]]:
    """(seat, trick) for each other seat that lost a trick of this Day worth `VALUABLE_TRICK`+."""
    losses: list[tuple[int, TrickRecord]] = []
    for trick in view.tricks:
        if trick.day != view.day or trick.kind != RECORD_TRICK:
            continue
        value = points(trick.pool_card) + sum(points(c) for _, c in trick.plays)
        if value < VALUABLE_TRICK:
            continue
        for seat, _ in trick.plays:
            if seat != view.seat and seat != trick.winner:
                losses.append((seat, trick))
    return losses


# ---- plays read as Normal's ---------------------------------------------------------------------
@dataclass(frozen=True)
class PastView:
    """The fields of a seat's view that Normal's card choice reads, as they stood at a past trick
    (the seat's own hand left out: every card not yet public counts as unseen)."""

    seat: int
    players: int
    options: dict
    trump: str | None
    turned: Card
    hand: tuple
    hand_sizes: tuple
    chosen: tuple
    discards: tuple
    captured: tuple
    suit_points: tuple
    declared: Any
    unseen: int
    tricks_per_day: int
    trick_number: int
    day: int
    days: int


@dataclass(frozen=True)
class PastChoice:
    """One seat's revealed play on one trick of this Day, and Normal's scores of the cards it
    might have held then."""

    seat: int
    trick: int                    # index in the view's tricks
    played: Card
    scores: dict[Card, float]


def past_choices(view: DemocracyView) -> list[PastChoice]:
    """Every other seat's play on every trick of the view's Day, with Normal's scores."""
    n = view.players
    me = view.seat
    captured: list[list[Card]] = [[] for _ in range(n)]
    discards: list[Card] = []
    out: list[PastChoice] = []
    mine_now = set(view.hand) | (set(view.my_choice.cards) if view.my_choice is not None else set())
    for index, trick in enumerate(view.tricks):
        if trick.day == view.day and trick.kind == RECORD_TRICK:
            public = set(discards) | {trick.pool_card}
            for pile in captured:
                public.update(pile)
            mine_then = mine_now | {c for t in view.tricks[index:] if t.day == view.day
                                    for s, c in t.plays if s == me}
            could_hold = [c for c in deck(n) if c not in public and c not in mine_then]
            left = view.tricks_per_day - trick.number
            piles = tuple(tuple(p) for p in captured)          # as every seat saw them then
            piles_points = tuple(tuple(suit_points(p)[s] for s in SUITS) for p in captured)
            for seat, played in trick.plays:
                if seat == me:
                    continue
                past = PastView(
                    seat=seat, players=n, options=view.options,
                    trump=None if trick.pool_card.is_joker else trick.pool_card.suit,
                    turned=trick.pool_card, hand=(), hand_sizes=(left,) * n, chosen=(),
                    discards=tuple(discards), captured=piles, suit_points=piles_points,
                    declared=view.declared, unseen=view.unseen,
                    tricks_per_day=view.tricks_per_day, trick_number=trick.number,
                    day=view.day, days=view.days)
                scores = card_scores(past, could_hold)
                out.append(PastChoice(seat, index, played, dict(zip(could_hold, scores))))
        _settle(trick, captured, discards)
    return out


def _settle(trick: TrickRecord, captured: list[list[Card]], discards: list[Card]) -> None:
    """Where a revealed trick's cards went (M07, M08, M14), as the rules put them."""
    if trick.kind == RECORD_GHOST:
        for drawer, _, card in trick.draws:
            captured[drawer].append(card)
        discards.append(trick.pool_card)
    elif trick.winner is not None:
        captured[trick.winner].extend(c for _, c in trick.plays)
        captured[trick.winner].append(trick.pool_card)
    else:
        for seat, card in trick.plays:
            (captured[seat] if seat in trick.tied else discards).append(card)
        discards.append(trick.pool_card)


def policy_evidence(view: DemocracyView) -> Callable[[DemocracyState], float] | None:
    """The weight of a candidate deal: `MISPLAY` for each past play of this Day where the seat
    (in that deal) held a card Normal scores higher than the card it played by over `SLACK`.
    None before any trick of the Day is revealed."""
    choices = past_choices(view)
    if not choices:
        return None
    tricks = view.tricks
    day = view.day
    later_plays: dict[tuple[int, int], list[Card]] = {}
    for choice in choices:
        later_plays[(choice.seat, choice.trick)] = [
            c for t in tricks[choice.trick:] if t.day == day and t.kind == RECORD_TRICK
            for s, c in t.plays if s == choice.seat]

    def evidence(state: DemocracyState) -> float:
        weight = 1.0
        for choice in choices:
            held = list(state.hands[choice.seat]) + later_plays[(choice.seat, choice.trick)]
            pending = state.pending.get(choice.seat)
            if pending is not None:
                held.extend(pending.cards)
            bar = choice.scores[choice.played] + SLACK
            if any(choice.scores.get(c, bar) > bar for c in held if c != choice.played):
                weight *= MISPLAY
        return weight

    return evidence
