"""tools/research/diag_napoleon_levels.py measures changes of Napoleon's levels (docs/research-log.md); its
variants must be what their names say: a bolder Normal bids higher from the same hand, an Easy that
slips only in some phases plays the others exactly as Normal, and the timid and former Easy carry
their bid base and slip."""
from __future__ import annotations

import random

from engines.napoleon.ai import NormalPlayer, TimidBidder
from tests.napoleon.napoleon_deals import opening_bids
from tools.research import diag_napoleon_levels as tool


def bid_height(action) -> int:
    return 0 if action.kind == "pass" else int(action.value[1:])


def test_bolder_normal_bids_at_least_as_high_and_sometimes_higher():
    shipped, bold = tool.variant_player("normal+7.0"), tool.variant_player("normal+9.0")
    rng = random.Random(0)
    pairs = [(bid_height(shipped.choose(v, legal, rng)), bid_height(bold.choose(v, legal, rng)))
             for v, legal in opening_bids(60)]
    assert all(b >= s or s == 0 for s, b in pairs)
    assert sum(b > s for s, b in pairs) >= 5


def test_phase_easy_plays_other_phases_as_normal():
    easy = tool.variant_player("easy:play:1.0")
    assert tool.variant_player("hard") is None
    for view, legal in opening_bids(30):
        assert easy.choose(view, legal, random.Random(1)) == easy.normal.choose(view, legal, random.Random(1))


def test_timid_variants_carry_their_base_and_slip():
    timid = tool.variant_player("easylast+4.5@0.9")
    assert isinstance(timid.normal, TimidBidder) and timid.normal.bid_base == 4.5 and timid.slip == 0.9
    former = tool.variant_player("easy+7.0")
    assert type(former.normal) is NormalPlayer and former.normal.bid_base == 7.0
    assert former.slip == tool.FORMER_EASY_SLIP == 0.8
