"""Tyrant set-up rules T01–T10 on fresh deals from seeded RNGs."""
import random
from collections import Counter

import pytest

from game.actions import Action
from game.cards import Card
from engines.tyrant import RULES
from engines.tyrant.deal import deal_cards


def deal(players, seed=1):
    return RULES.new_deal({}, players, random.Random(seed))


@pytest.mark.parametrize("players", [3, 4])
def test_T01_two_decks_and_five_chips_each(players):
    state = deal(players)
    assert state.chips == [5] * players and state.chips_spent == 0
    decks = Counter(c.deck for c in RULES.all_cards(state))
    assert set(decks) == {0, 1}
    assert decks[0] == 52 and decks[1] == (20 if players == 3 else 36)


def test_T02_round_marker_is_a_seat_and_no_joker_is_in_play():
    state = deal(4)
    assert 0 <= state.marker < 4
    assert not any(c.suit == "X" for c in RULES.all_cards(state))


@pytest.mark.parametrize("players", [3, 4])
def test_T03_fame_aces_are_the_four_aces_of_the_first_deck(players):
    state = deal(players)
    aces = [c for c in RULES.all_cards(state) if c.rank == 1]
    assert sorted(aces) == sorted(Card(s, 1, 0) for s in "SHDC")


@pytest.mark.parametrize("seed", range(5))
def test_T04_lead_deck_twelve_courts_four_removed_unseen_eight_remain(seed):
    state = deal(4, seed)
    courts = [c for c in RULES.all_cards(state) if c.rank > 10]
    assert len(courts) == 12 and all(c.deck == 0 for c in courts)
    assert len([c for c in state.removed_unseen if c.rank > 10]) == 4
    assert len(state.lead_deck) + len(state.lead_row) == 8


@pytest.mark.parametrize("players,size,per_suit", [(3, 56, 14), (4, 72, 18)])
def test_T05_draw_pile_sizes(players, size, per_suit):
    state = deal(players)
    numbers = [c for c in RULES.all_cards(state) if 2 <= c.rank <= 10]
    assert len(numbers) == size
    assert Counter(c.suit for c in numbers) == {s: per_suit for s in "SHDC"}
    assert sorted(RULES.all_cards(state)) == sorted(deal_cards(players))


def test_T06_lead_row_three_face_up_rightmost_is_the_lead():
    state = deal(4, 7)
    assert len(state.lead_row) == 3 and len(state.lead_deck) == 5
    view = RULES.view(state, None)
    assert view.lead_card == state.lead_row[-1] and view.lead_suit == state.lead_row[-1].suit
    turned = [e.cards[0] for e in RULES.opening_events(state) if e.kind == "lead_turn_up"]
    # the first card turned up ends farthest from the deck (rightmost)
    assert turned == list(reversed(state.lead_row))


@pytest.mark.parametrize("players", [3, 4])
def test_T07_each_seat_has_a_hidden_ace(players):
    state = deal(players)
    assert len(set(state.aces)) == players and all(c.rank == 1 for c in state.aces)
    for seat in range(players):
        view = RULES.view(state, seat)
        assert view.ace == state.aces[seat]
        others = {a for s, a in enumerate(state.aces) if s != seat}
        from game.views import cards_in
        assert not others & set(cards_in(view))
    assert len([c for c in state.removed_unseen if c.rank == 1]) == (1 if players == 3 else 0)


@pytest.mark.parametrize("seed", range(5))
def test_T08_plaza_four_face_up_four_removed_unseen(seed):
    state = deal(4, seed)
    plaza = [c for s in "SHDC" for c in state.plaza[s]]
    assert len(plaza) == 4 and all(c.suit == s for s in "SHDC" for c in state.plaza[s])
    assert len([c for c in state.removed_unseen if 2 <= c.rank <= 10]) == 4
    assert not any(state.piles[s] for s in "SHDC")


def test_T09_deal_sixteen_keep_seven_secretly_one_card_at_a_time():
    state = deal(4, 3)
    assert state.phase == "setup" and RULES.to_act(state) == (0, 1, 2, 3)
    assert all(len(s) == 16 for s in state.stocks)
    legal = RULES.legal_actions(state, 2)
    assert 1 <= len(legal) <= 4 and len({a.cards[0].suit for a in legal}) == len(legal)
    # any specific card of the 16 may be kept, not only the representatives
    specific = state.stocks[2][-1]
    events = RULES.apply(state, 2, Action("keep", (specific,)))
    assert specific in state.hands[2] and events[0].for_viewer(0).cards == (None,)
    rng = random.Random(0)
    while state.phase == "setup":
        seat = RULES.to_act(state)[0]
        options = RULES.legal_actions(state, seat)
        RULES.apply(state, seat, options[rng.randrange(len(options))])
    assert [len(h) for h in state.hands] == [7] * 4 and [len(s) for s in state.stocks] == [9] * 4
    assert state.phase == "play"


def test_T10_start_player_random_from_rng_takes_the_marker_and_starts():
    markers = {deal(4, seed).marker for seed in range(40)}
    assert markers == {0, 1, 2, 3}
    assert deal(4, 11).marker == deal(4, 11).marker
    state = deal(3, 5)
    rng = random.Random(1)
    while state.phase == "setup":
        seat = RULES.to_act(state)[0]
        options = RULES.legal_actions(state, seat)
        RULES.apply(state, seat, options[rng.randrange(len(options))])
    assert RULES.to_act(state) == (state.marker,)
