"""tools/research/bench_strength_research.py's half-known worlds (`--oracle-mix`), the measuring
stick for how much of Bao Huang's hidden hands Hard would need: a world keeps the deal's cards and hand sizes, never
touches the viewer's hand or the marked jokers, and keeps each other card with its holder about as
often as asked (all of them at 1, few at 0)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engines.baohuang.cards import EMPEROR_CARD, GUARD_CARD
from game import registry
from tools.research import bench_strength_research as tool
from tools.deal_loop import normal_decisions


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


@pytest.mark.parametrize("keep", [0.0, 1.0])
def test_a_half_known_democracy_world_keeps_the_public_record_and_the_viewers_cards(keep):
    """Democracy's half-known world: the same cards in all, the viewer's hand and the public
    record untouched, the other hands kept whole at 1 (their face-down choices re-chosen from the
    world's hands as Normal would), mostly changed at 0; the pool and Day 2 are always dealt anew."""
    rules = registry.load("democracy")
    state = rules.new_deal(rules.normalise_options({}), 4, random.Random("half-known"))
    rng = random.Random(1)
    while 1 not in state.pending:                       # seat 1 has chosen face down
        seat = rules.to_act(state)[0]
        rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    me = rules.to_act(state)[0]
    everything = lambda w: Counter([*(c for h in w.hands for c in h), *w.pool, *w.out, *w.later_pool,   # noqa: E731
                                    *(c for h in w.later_hands for c in h),
                                    *(c for a in w.pending.values() for c in a.cards)])
    changed = 0
    for seed in range(10):
        world = tool.half_known_world(rules, state, me, keep, random.Random(seed))
        assert everything(world) == everything(state)
        assert world.hands[me] == state.hands[me] and world.tricks == state.tricks
        assert world.captured == state.captured and world.turned == state.turned
        holding = lambda w, s: Counter([*w.hands[s], *(w.pending[s].cards if s in w.pending else ())])  # noqa: E731
        for s in range(4):
            if s != me:
                if keep == 1.0:
                    assert holding(world, s) == holding(state, s)
                changed += holding(world, s) != holding(state, s)
    assert keep == 1.0 or changed >= 20


def test_the_belief_diagnostic_scores_the_true_deal_one_and_a_blind_one_lower():
    """tools/research/diag_baohuang_belief.py: worlds that keep every card score a rank share of 1; the
    shipped belief and blind worlds score below."""
    from tools.research import diag_baohuang_belief as diag

    assert diag.scores(1, 1.0, "t")[0] == 1.0
    blind, hands = diag.scores(1, 0.0, "t")
    assert hands > 0 and 0.2 < blind < 0.9
    assert diag.scores(1, None, "t")[0] < 0.9


def test_the_posterior_diagnostic_replays_the_true_deal_exactly_and_its_swaps_keep_the_deal():
    """tools/research/diag_baohuang_posterior.py: replayed from the start of play, the true deal makes every
    decision Normal made (0 differences: the replay is exact); a world drawn by its swaps keeps the
    viewer's hand, the hand sizes, the deal's cards and the marked jokers, and differs from
    Normal's plays no more than the shipped world it started from."""
    from tools.research import diag_baohuang_posterior as diag

    for state, viewer, _, start, log, _ in diag.normal_deal("posterior"):
        if len(log) >= 40:
            break
    worlds, _, first, last, true_misses = diag.posterior_worlds(
        state, start, log, viewer, steps=60, odds=0.05, rng=random.Random(1), keep_every=10)
    assert true_misses == 0
    assert worlds and last <= first
    truth = Counter(c for h in state.hands for c in h)
    for hands in worlds:
        assert hands[viewer] == state.hands[viewer]
        assert [len(h) for h in hands] == [len(h) for h in state.hands]
        assert Counter(c for h in hands for c in h) == truth
        assert [EMPEROR_CARD in h for h in hands] == [EMPEROR_CARD in h for h in state.hands]


def test_the_democracy_posterior_diagnostic_replays_the_true_deal_exactly_and_keeps_hand_sizes():
    """tools/research/diag_democracy_posterior.py: each opponent's seen choices this Day are Normal's own
    in the true deal (0 differences); its worlds keep each opponent's number of cards and never
    give an opponent a card the viewer holds or has seen."""
    from tools.research import diag_democracy_posterior as diag
    from tools.research.diag_democracy_belief import held

    rules = diag.RULES
    state = rules.new_deal(rules.normalise_options({}), 4, random.Random("posterior"))
    rng, choices = random.Random(0), []
    while True:
        actor = rules.to_act(state)[0]
        view = rules.view(state, actor)
        if actor == 0 and view.trick_number >= 2:
            break
        action = diag.NORMAL.choose(view, rules.legal_actions(state, actor), rng)
        if actor != 0 and action.cards:
            choices.append((rules.clone(state), actor, action.cards[0], state.trick_number))
        rules.apply(state, actor, action)
    worlds, _, first, last, true_misses = diag.posterior_worlds(
        state, view, choices, steps=80, odds=0.05, rng=random.Random(1), keep_every=8)
    assert true_misses == 0 and worlds and last <= first
    seen = set(view.hand) | {c for *_, c, _ in choices}
    for world in worlds:
        for seat in (1, 2, 3):
            assert len(world[seat]) == len(held(state, seat))
            assert not seen & set(world[seat])


def test_the_napoleon_posterior_diagnostic_replays_the_true_deal_exactly_and_keeps_the_record():
    """tools/research/diag_napoleon_posterior.py: the opponents' plays are Normal's own in the true deal (0
    differences), and in mid-play states its worlds hold the hidden cards in the same places' sizes,
    never give a seat a suit it showed a void in, nor an honour to the face-down discards."""
    from engines.napoleon.cards import is_honour
    from tools.research import diag_napoleon_posterior as diag

    rules = diag.RULES
    checked = firsts = lasts = 0
    for deal in range(4):
        choices = []
        for state, actor, view, legal, action in normal_decisions(rules, 5, f"posterior/{deal}"):
            if actor == diag.VIEWER and state.phase == "play" and len(state.tricks) >= 3 and len(legal) > 1:
                worlds, _, first, last, true_misses = diag.posterior_worlds(
                    state, view, choices, steps=60, odds=0.05, rng=random.Random(1), keep_every=6)
                assert true_misses == 0 and worlds
                firsts, lasts = firsts + first, lasts + last
                truth = diag.hidden_places(state)
                for world in worlds:
                    assert {k: len(v) for k, v in world.items()} == {k: len(v) for k, v in truth.items()}
                    assert Counter(c for v in world.values() for c in v) == Counter(c for v in truth.values() for c in v)
                    for slot, cards in world.items():
                        assert all(diag.fits(c, slot, state) for c in cards)
                        if slot == "discards":
                            assert not any(is_honour(c) for c in cards)
                checked += 1
            if actor != diag.VIEWER and state.phase == "play":
                choices.append((rules.clone(state), actor, action.cards[0], len(state.tricks)))
    assert checked >= 8 and lasts < firsts


def test_the_metropolis_chain_keeps_better_swaps_undoes_worse_ones_and_records_the_second_half():
    """tools/research/metropolis.py on a toy: cards 0..5 in two hands, 'differences' = how many even cards
    the first hand lacks. At odds 0 a worse swap is always undone, so the count never rises and
    ends at 0; worlds are recorded only in the chain's second half."""
    from tools.research.metropolis import run_chain

    hands = [[1, 3, 5], [0, 2, 4]]
    rng = random.Random(3)
    counts = []

    def count(limit):
        counts.append(sum(1 for c in (0, 2, 4) if c not in hands[0]))
        return counts[-1]

    def propose():
        return (hands[0], rng.randrange(3)), (hands[1], rng.randrange(3))

    kept, rate, first, last = run_chain(propose, count, lambda: sorted(hands[0]), steps=200, odds=0.0,
                                        rng=rng, keep_every=10)
    assert first == 3 and last == 0 and sorted(hands[0]) == [0, 2, 4]
    assert 0 < rate < 1 and len(kept) == 10
    assert sorted(hands[0] + hands[1]) == list(range(6))
    assert all(sorted(world) == [0, 2, 4] for world in kept)    # reached 0 long before the second half
    assert len(counts) == 201                                    # the first world and each proposal


def test_a_carried_posterior_world_follows_the_plays_and_keeps_the_deal():
    """diag_baohuang_posterior.carry_forward: a world kept from an earlier decision, brought up to
    now, gives every seat its true number of cards, the viewer its true hand, and holds exactly the
    cards still in the hands, even where it had dealt a card since played to another seat."""
    from engines.baohuang.state import PLAY
    from tools.research import diag_baohuang_posterior as diag

    rules = diag.RULES
    state = rules.new_deal(rules.normalise_options({}), 5, random.Random("carry"))
    while state.phase != PLAY:
        seat = rules.to_act(state)[0]
        rules.apply(state, seat, diag.NORMAL.choose(rules.view(state, seat), rules.legal_actions(state, seat), diag.QUIET))
    hands = [list(h) for h in rules.sample_state(rules.view(state, 0), random.Random(2)).hands]
    plays = []
    for _ in range(30):
        seat = rules.to_act(state)[0]
        action = diag.NORMAL.choose(rules.view(state, seat), rules.legal_actions(state, seat), diag.QUIET)
        plays.append((seat, action))
        rules.apply(state, seat, action)
    moved = sum(1 for seat, a in plays if seat != 0 for c in a.cards if c not in hands[seat])
    diag.carry_forward(hands, plays, 0, state.hands[0], {EMPEROR_CARD, GUARD_CARD}, random.Random(3))
    assert moved > 0                                   # the case the repair is for did arise
    assert [len(h) for h in hands] == [len(h) for h in state.hands]
    assert hands[0] == state.hands[0]
    assert Counter(c for h in hands for c in h) == Counter(c for h in state.hands for c in h)


def test_a_hards_carried_chain_sees_only_its_seat_and_replays_the_true_deal_exactly():
    """tools/research/posterior_hard.CarriedChain, fed a Normal deal through `record`: its replay from the
    seat's first view of the play phase finds 0 differences with the true hands (so it reads the
    plays exactly, with the Guard and a silent solo following the world's hands), and its worlds
    show the seat its own view and keep the deal's cards."""
    from engines.baohuang.state import PLAY
    from tools.research import diag_baohuang_posterior as diag
    from tools.research.posterior_hard import CarriedChain

    rules = diag.RULES
    state = rules.new_deal(rules.normalise_options({}), 5, random.Random("chain"))
    chain = CarriedChain(2, steps=20, first_steps=60, odds=0.02, rng=random.Random(1))
    checked = 0
    while not rules.is_over(state) and checked < 3:
        seat = rules.to_act(state)[0]
        view, legal = rules.view(state, seat), rules.legal_actions(state, seat)
        if seat == 2 and state.phase == PLAY and chain.first_view is not None and len(chain.log) > 20 and len(legal) > 1:
            assert chain.differences([list(h) for h in state.hands], chain.played()) == 0
            chain.worlds_for(view)
            world = chain.world(view)
            assert rules.view(world, 2) == view
            assert Counter(c for h in world.hands for c in h) == Counter(c for h in state.hands for c in h)
            checked += 1
        action = diag.NORMAL.choose(view, legal, diag.QUIET)
        chain.record(state, seat, action)
        rules.apply(state, seat, action)
    assert checked == 3


@pytest.mark.parametrize("keep", [0.0, 0.5, 1.0])
def test_a_half_known_napoleon_world_keeps_the_view_the_shown_voids_and_that_share_of_the_cards(keep):
    """Napoleon's half-known world, taken at every decision of Normal deals: the viewer sees in it
    just what it sees in the deal (its hand, the tricks, the voids shown), the hidden places hold
    the same cards in all, each place keeps its own about as often as asked (all at 1), and no
    seat holds a suit it has shown a void in."""
    rules = registry.load("napoleon")
    kept = total = decisions = 0
    for deal in range(3):
        for state, seat, *_ in normal_decisions(rules, 5, f"half-known/{deal}"):
            me = (seat + 1 + deal) % 5
            world = tool.half_known_world(rules, state, me, keep, random.Random(decisions))
            decisions += 1
            assert rules.view(world, me) == rules.view(state, me)
            assert Counter(rules.all_cards(world)) == Counter(rules.all_cards(state))
            for s in range(5):
                assert not any(c.suit in state.voids[s] for c in world.hands[s])
                if s != me:
                    kept += len(set(world.hands[s]) & set(state.hands[s]))
                    total += len(state.hands[s])
    assert decisions > 100
    if keep == 1.0:
        assert kept == total
    else:
        assert keep < kept / total < keep + (1 - keep) * 0.5
