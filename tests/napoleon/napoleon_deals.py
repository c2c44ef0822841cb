"""Seeded Napoleon deals for the tests: the first bidder's decision of each deal."""
from __future__ import annotations

import random

from game import registry

RULES = registry.load("napoleon")


def opening_bids(deals: int):
    """The first bidder's view and legal actions in `deals` seeded deals."""
    options = RULES.normalise_options({})
    for d in range(deals):
        state = RULES.new_deal(options, 5, random.Random(f"easy/{d}"))
        seat = RULES.to_act(state)[0]
        yield RULES.view(state, seat), RULES.legal_actions(state, seat)
