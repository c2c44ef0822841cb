"""Views follow the information sets: own hand and own choice only, unturned pool cards and Day 2
never shown; `sample_state(view)` keeps every public fact and the seat's own knowledge, and
view(sample_state(v), seat) == v, all along random deals with every option."""
import random
from collections import Counter

import pytest

from engines.democracy import RULES
from engines.democracy.belief import draw_hidden_claims
from engines.democracy.cards import deck
from game.actions import Action

ALL_ON = {"bad_catch": True, "high_stake": True, "ghost": True, "dummy_joker": True,
          "suit_sweep": True, "suit_sweep_declared": True}
VARIANTS = [{}, ALL_ON, dict(ALL_ON, ghost_dealer_choice=True, one_day=True, high_stake_points=3)]


def _walk(players, seed, options):
    rng = random.Random(seed)
    state = RULES.new_deal(dict(options), players, random.Random(f"v{seed}"))
    while True:
        yield state
        if RULES.is_over(state):
            return
        acting = list(RULES.to_act(state))
        seat = acting[rng.randrange(len(acting))]
        legal = RULES.legal_actions(state, seat)
        RULES.apply(state, seat, legal[rng.randrange(len(legal))])


def _hidden_from(state, seat):
    """Cards `seat` must not see: other hands, unturned pool, Day 2, unseen, others' choices."""
    hidden = set(state.pool) | set(state.out) | set(state.later_pool)
    for s, hand in enumerate(state.hands):
        if s != seat:
            hidden |= set(hand)
    for hand in state.later_hands:
        hidden |= set(hand)
    for s, action in state.pending.items():
        if s != seat:
            hidden |= set(action.cards)
    return hidden


def _cards_in_view(view):
    seen = set(view.hand) | set(view.discards)
    if view.turned is not None:
        seen.add(view.turned)
    for pile in view.captured:
        seen |= set(pile)
    for t in view.tricks:
        seen |= {c for _, c in t.plays} | {c for _, _, c in t.draws} | {t.pool_card}
    if view.my_choice is not None:
        seen |= set(view.my_choice.cards)
    return seen


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("options", VARIANTS)
def test_views_never_show_hidden_cards_and_samples_round_trip(players, options):
    for seed in range(3):
        for step, state in enumerate(_walk(players, seed, options)):
            for seat in list(range(players)) + [None]:
                view = RULES.view(state, seat)
                assert not (_cards_in_view(view) & _hidden_from(state, seat))
                if seat is not None:
                    for other in state.pending:
                        if other != seat:
                            assert view.my_choice is None or view.my_choice == state.pending[seat]
                if step % 3 == 0 or RULES.is_over(state):
                    sample = RULES.sample_state(view, random.Random(step))
                    assert RULES.view(sample, seat) == view
                    assert sorted(RULES.all_cards(sample)) == sorted(deck(players))
                    if seat is not None:
                        assert sample.hands[seat] == state.hands[seat]
                        assert sample.pending.get(seat) == state.pending.get(seat)
                        assert sorted(sample.day1_hands[seat]) == sorted(state.day1_hands[seat])
                    assert sample.captured == state.captured and sample.tricks == state.tricks
                    assert sample.discards == state.discards and sample.turned == state.turned


def test_samples_differ_in_what_is_hidden():
    state = RULES.new_deal({}, 4, random.Random(1))
    view = RULES.view(state, 0)
    others = {tuple(RULES.sample_state(view, random.Random(i)).hands[1]) for i in range(5)}
    assert len(others) > 1


def test_sampled_state_plays_on_to_the_end():
    state = RULES.new_deal(ALL_ON, 4, random.Random(5))
    sample = RULES.sample_state(RULES.view(state, 2), random.Random(0))
    rng = random.Random(0)
    while not RULES.is_over(sample):
        seat = RULES.to_act(sample)[0]
        legal = RULES.legal_actions(sample, seat)
        RULES.apply(sample, seat, legal[rng.randrange(len(legal))])
    assert len(RULES.result(sample).scores) == 4


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_events_never_show_a_viewer_hidden_cards(players):
    from game.actions import events_for
    for options in VARIANTS:
        for seed in range(4):
            rng = random.Random(seed)
            state = RULES.new_deal(dict(options), players, random.Random(f"e{seed}"))
            batches = [RULES.opening_events(state)]
            hidden_after = [{s: _hidden_from(state, s) for s in range(players)}]
            while not RULES.is_over(state):
                acting = RULES.to_act(state)
                seat = acting[rng.randrange(len(acting))]
                legal = RULES.legal_actions(state, seat)
                batches.append(RULES.apply(state, seat, legal[rng.randrange(len(legal))]))
                hidden_after.append({s: _hidden_from(state, s) for s in range(players)})
            for events, hidden in zip(batches, hidden_after):
                for viewer in range(players):
                    for e in events_for(events, viewer):
                        assert not (set(e.cards) & hidden[viewer]), (e, viewer)
                        if e.kind == "chose":
                            assert e.cards == () and e.value is None


def _lost_valuable_tricks(seed=3):
    """Normal-played 4p deals stopped after some seat other than 0 lost a trick worth 5+ points
    this Day while still holding cards: (view of seat 0, that seat, that trick), one per deal."""
    from engines.democracy.ai import NormalPlayer
    from engines.democracy.cards import points

    for s in range(seed, seed + 40):
        state = RULES.new_deal({}, 4, random.Random(s))
        normal, rng = NormalPlayer(), random.Random(s)
        while not RULES.is_over(state):
            for trick in state.tricks:
                value = points(trick.pool_card) + sum(points(c) for _, c in trick.plays)
                if trick.day == state.day and trick.kind == "trick" and value >= 5:
                    losers = [p for p, _ in trick.plays if p not in (0, trick.winner) and state.hands[p]]
                    if losers and not state.pending:
                        yield RULES.view(state, 0), losers[0], trick
                        break
            else:
                seat = RULES.to_act(state)[0]
                legal = RULES.legal_actions(state, seat)
                RULES.apply(state, seat, normal.choose(RULES.view(state, seat), legal, rng))
                continue
            break


def test_sampling_weighs_deals_by_the_valuable_tricks_a_seat_let_go():
    """Belief: a seat that lost a trick worth 5+ points is less likely to hold a card
    that would have taken it; the weight comes from the view's public tricks and the candidate's
    cards only, and sampling draws such deals less often than a uniform deal does."""
    from engines.democracy.belief import HELD_BACK, play_evidence, uniform_sample
    from engines.democracy.cards import trick_outcome

    for view, seat, trick in _lost_valuable_tricks():
        def holds_winner(state):
            for card in state.hands[seat]:
                plays = [(s, card if s == seat else c) for s, c in trick.plays]
                if trick_outcome(plays, trick.pool_card, False)[0] == seat:
                    return True
            return False

        uniform = [uniform_sample(view, random.Random(i)) for i in range(400)]
        if sum(map(holds_winner, uniform)) >= 60:      # a deal where holding a winner was likely
            break
    else:
        raise AssertionError("no lost valuable trick a seat could have won")
    evidence = play_evidence(view)
    assert evidence is not None
    for state in uniform:
        assert evidence(state) <= (HELD_BACK if holds_winner(state) else 1.0)
    weighted = [RULES.sample_state(view, random.Random(i)) for i in range(400)]
    share_uniform = sum(map(holds_winner, uniform)) / len(uniform)
    share_weighted = sum(map(holds_winner, weighted)) / len(weighted)
    assert share_weighted < share_uniform - 0.05



def _deal_with_a_bad_catch(players=6):
    """A real deal (the whole deck) in which some seat could claim a Bad Catch, and that seat."""
    for seed in range(300):
        state = RULES.new_deal({"bad_catch": True}, players, random.Random(seed))
        seat = next((s for s in range(players) if RULES.can_claim_bad_catch(state, s)), None)
        if seat is not None:
            return state, seat
    raise AssertionError("no Bad Catch hand in 300 deals")


def _play_out(state, rng):
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        RULES.apply(state, seat, legal[rng.randrange(len(legal))])


def test_M12_worlds_sampled_after_a_claim_or_a_card_are_whole_and_alike():
    """A claimant keeps one card more than a seat that chose one; another seat's view shows both
    alike, and every world sampled from it deals each card once and shows that view again."""
    dealt, seat = _deal_with_a_bad_catch()
    viewer = (seat + 1) % dealt.players
    views = []
    for first in (Action("bad_catch"), RULES.legal_actions(dealt, seat)[0]):
        state = RULES.clone(dealt)
        RULES.apply(state, seat, first)
        view = RULES.view(state, viewer)
        views.append(view)
        for k in range(40):
            world = RULES.sample_state(view, random.Random(k))
            assert RULES.view(world, viewer) == view
            assert sorted(RULES.all_cards(world)) == sorted(deck(dealt.players))
            assert len(world.hands[seat]) + len(world.pending[seat].cards) == len(dealt.hands[seat])
    assert views[0] == views[1]


def test_M12_a_seat_whose_sampled_cards_could_claim_claims_in_some_worlds():
    """The hidden choice of a seat that has chosen is drawn over its legal actions, a claim among
    them when its cards allow one; the world stays whole and shows the viewer the same view."""
    dealt, seat = _deal_with_a_bad_catch()
    viewer = (seat + 1) % dealt.players
    RULES.apply(dealt, seat, RULES.legal_actions(dealt, seat)[0])
    view = RULES.view(dealt, viewer)
    kinds = Counter()
    for k in range(60):
        world = RULES.clone(dealt)
        draw_hidden_claims(world, viewer, random.Random(k))
        assert RULES.view(world, viewer) == view
        assert sorted(RULES.all_cards(world)) == sorted(deck(dealt.players))
        kinds[world.pending[seat].kind] += 1
        _play_out(world, random.Random(k))
    assert kinds["bad_catch"] and kinds["play"], kinds
