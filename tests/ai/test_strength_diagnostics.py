"""tools/bench_strength.py's half-known worlds (`--oracle-mix`), the measuring stick for how much of
Bao Huang's hidden hands Hard would need: a world keeps the deal's cards and hand sizes, never
touches the viewer's hand or the marked jokers, and keeps each other card with its holder about as
often as asked (all of them at 1, few at 0)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engines.baohuang.cards import EMPEROR_CARD, GUARD_CARD
from game import registry
from tools import bench_strength as tool


@pytest.mark.parametrize("keep", [0.0, 0.5, 1.0])
def test_a_half_known_world_keeps_the_deal_and_about_that_share_of_each_hand(keep):
    rules = registry.load("baohuang")
    truth = rules.new_deal(rules.normalise_options({}), 5, random.Random("half-known"))
    me = 2
    kept = total = 0
    for seed in range(20):
        world = tool.half_known_world(rules, truth, me, keep, random.Random(seed))
        assert world.hands[me] == truth.hands[me]
        assert [len(h) for h in world.hands] == [len(h) for h in truth.hands]
        assert Counter(c for h in world.hands for c in h) == Counter(c for h in truth.hands for c in h)
        for marked in (EMPEROR_CARD, GUARD_CARD):
            assert [marked in h for h in world.hands] == [marked in h for h in truth.hands]
        for s, hand in enumerate(truth.hands):
            if s != me:
                kept += sum((Counter(hand) & Counter(world.hands[s])).values())
                total += len(hand)
    assert truth.hands != tool.half_known_world(rules, truth, me, 0.0, random.Random(0)).hands
    if keep == 1.0:
        assert kept == total
    else:
        # cards reshuffled among the four other hands land back with their holder about a quarter
        # of the time (plus copies of equal cards from the four decks)
        assert abs(kept / total - (keep + (1 - keep) * 0.25)) < 0.08
