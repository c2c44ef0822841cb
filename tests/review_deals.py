"""A deal to review, for the review tests: a Napoleon match (one deal, or the first of more) where
the human seat makes the highest bid it may at its first bid (a deliberately bad decision) and
plays the rest as Easy would, the other seats Easy; and the same match filed as a finished
match's replay."""
from __future__ import annotations

import random

from game.match import Match
from game.seats import Seat


def napoleon_bad_bid(seed: str = "review-bad-bid", deals: int = 1) -> Match:
    """The match played to the end of its first deal (of `deals`: with more, the match goes on)."""
    match = Match("napoleon", {"deals": deals}, [Seat("You", "human")] + [Seat(f"C{i}", "ai", "easy") for i in range(1, 5)],
                  seed)
    easy, rng, bid = match.rules.ai_player("easy"), random.Random(seed), False
    while not match.deal_over:
        seat = match.to_act()[0]
        if match.is_ai(seat):
            match.play(seat, match.ai_choice(seat))
            continue
        legal = match.legal(seat)
        bids = [a for a in legal if a.kind == "bid"]
        if bids and not bid:
            bid, action = True, max(bids, key=lambda a: int(str(a.value)[1:]))
        else:
            action = easy.choose(match.view(seat), legal, rng)
        match.play(seat, action)
    return match


def highest_bid_step(match: Match) -> int:
    return next(i for i, s in enumerate(match.steps) if s.seat == 0 and s.action.kind == "bid")
