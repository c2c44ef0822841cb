"""Napoleon's Easy level (engines/napoleon/ai.py `TimidBidder`): a timid bidder that never voids the deal, and
otherwise Normal with slips."""
from __future__ import annotations

import random

from engines.napoleon.ai import NormalPlayer, TimidBidder, estimated_honours, last_to_speak_unbid
from engines.napoleon.cards import BID_SUITS
from game import registry
from game.players import EasyPlayer
from napoleon_deals import opening_bids

RULES = registry.load("napoleon")
OPTIONS = RULES.normalise_options({})


def test_easy_level_is_the_timid_bidder_with_slips():
    easy = RULES.ai_player("easy")
    assert isinstance(easy, EasyPlayer) and isinstance(easy.normal, TimidBidder)
    assert easy.slip == RULES.easy_slip


def test_timid_bidder_bids_far_less_often_than_normal_and_only_where_normal_would():
    normal, timid = NormalPlayer(), TimidBidder()
    rng = random.Random(0)
    normal_bids = timid_bids = 0
    for view, legal in opening_bids(300):
        n, t = normal.choose(view, legal, rng), timid.choose(view, legal, rng)
        normal_bids += n.kind == "bid"
        timid_bids += t.kind == "bid"
        assert t.kind == "pass" or n.kind == "bid"
    assert normal_bids >= 100
    assert timid_bids * 5 <= normal_bids


def play_auction(agents, seed):
    state = RULES.new_deal(OPTIONS, 5, random.Random(seed))
    rngs = [random.Random(f"{seed}/{s}") for s in range(5)]
    last_chances = []
    while state.phase == "bid":
        seat = RULES.to_act(state)[0]
        view, legal = RULES.view(state, seat), RULES.legal_actions(state, seat)
        action = agents[seat].choose(view, legal, rngs[seat])
        if last_to_speak_unbid(view):
            last_chances.append((view, action))
        RULES.apply(state, seat, action)
    return state, last_chances


def test_a_table_of_easy_players_never_voids_a_deal_n17():
    voids = chances = 0
    for d in range(200):
        state, last_chances = play_auction([RULES.ai_player("easy") for _ in range(5)], f"void/{d}")
        voids += state.void_deals
        chances += len(last_chances)
        assert state.napoleon is not None
        assert all(action.kind == "bid" for _, action in last_chances)
    assert voids == 0
    assert chances >= 50           # the last-to-speak rule is what carries most of these auctions


def test_last_to_speak_unbid_takes_the_lowest_contract_in_its_best_suit():
    seen = 0
    for d in range(200):
        _, last_chances = play_auction([TimidBidder() for _ in range(5)], f"last/{d}")
        for view, action in last_chances:
            best = max(BID_SUITS, key=lambda suit: estimated_honours(view.hand, suit))
            assert action.value == f"{best}{view.options['min_bid']}"
            seen += 1
    assert seen >= 50
