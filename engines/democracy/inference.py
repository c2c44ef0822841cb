"""What the seats' past plays of this Day say about the cards they still hold, read as if they
played like the Normal player: for each revealed trick, Normal's liking (`card_scores`) of every
card the seat might have held then, from what was public at that trick. A sampled deal in which
the seat held a card Normal clearly prefers to the one it played is made less likely
(`MISPLAY`): a seat that dumped its 6 on a rich trump trick probably held no high trump.

Used by `sample_state` (engines/democracy/view.py) through `policy_evidence`; the search never
sees more than the viewer's own view: the scores are built from the public record and the
viewer's own cards only."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.cards import SUITS, Card

from engines.democracy.state import DemocracyState, TrickRecord, deck

MISPLAY = 0.25    # how likely a deal stays where a seat passed over a card Normal clearly prefers
SLACK = 0.5       # "clearly": by more than this much of Normal's score (points of a trick, roughly)


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


def past_choices(view: Any) -> list[PastChoice]:
    """Every other seat's play on every trick of the view's Day, with Normal's scores."""
    from engines.democracy.ai import card_scores
    from engines.democracy.scoring import suit_points

    n = view.players
    me = view.seat
    captured: list[list[Card]] = [[] for _ in range(n)]
    discards: list[Card] = []
    out: list[PastChoice] = []
    mine_now = set(view.hand) | (set(view.my_choice.cards) if view.my_choice is not None else set())
    for index, trick in enumerate(view.tricks):
        if trick.day == view.day and trick.kind == "trick":
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
    if trick.kind == "ghost":
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


def policy_evidence(view: Any) -> Callable[[DemocracyState], float] | None:
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
            c for t in tricks[choice.trick:] if t.day == day and t.kind == "trick"
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
