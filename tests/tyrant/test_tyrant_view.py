"""Tyrant views (the information sets at the end of tyrant.md), opening events and sample_state on
hand-built situations."""
import random

from game.actions import Action
from game.views import cards_in
from engines.tyrant import RULES
from tests.tyrant.tyrant_builder import build, cards, play


def test_view_shows_own_private_cards_and_only_public_parts_of_others():
    state = build(lead="HK", row="CK", lead_deck="SJ DJ", plaza={"S": "S9"}, piles={"D": 1},
                  hands={0: "H2 S2 D2 C2", 1: "H3 C3", 2: "C4", 3: "C5"},
                  stocks={0: "S3", 1: "S4 S5"}, aces="SA HA DA CA")
    play(state, 0, "H2 S2 D2", face=2, chips="plaza:S:1")
    mine = RULES.view(state, 0)
    assert mine.ace == cards("SA")[0] and mine.hand == tuple(cards("C2"))
    assert mine.stock == tuple(cards("S3")) and mine.played[0] == tuple(cards("H2 S2 D2"))
    other = RULES.view(state, 1)
    assert other.ace == cards("HA")[0] and other.played[0] == (None, None, cards("D2")[0])
    assert other.played_count == (3, 0, 0, 0) and other.face_up[0] == cards("D2")[0]
    assert other.placed[0] == ("plaza:S", 1) and other.chips == (4, 5, 5, 5)
    assert other.hand_sizes == (1, 2, 1, 1) and other.stock_sizes == (1, 2, 0, 0)
    assert other.lead_deck_size == 2 and other.lead_suit == "H" and other.turn == 1
    powers = {col.suit: (col.value, col.chips, col.power) for col in other.plaza}
    assert powers == {"S": (1, 1, 0), "H": (0, 0, 10), "D": (2, 0, 2), "C": (0, 0, 0)}
    spectator = RULES.view(state, None)
    assert spectator.ace is None and spectator.hand is None and spectator.stock is None
    assert not set(cards("SA HA DA CA H2 S2 C2 S3")) & set(cards_in(spectator))
    assert cards("D2")[0] in set(cards_in(spectator))


def test_reveal_makes_played_cards_public_and_stays_as_last_reveal():
    state = build(lead="HK", row="CK SK", hands={0: "H2 D2", 1: "H3", 2: "S4", 3: "S5"})
    play(state, 0, "H2 D2")
    play(state, 1, "H3")
    play(state, 2, "S4")
    play(state, 3, "S5")
    view = RULES.view(state, 2)
    assert view.last_reveal is not None and view.last_reveal.played[0] == tuple(cards("H2 D2"))
    assert view.last_reveal.powers == (9, 10, 0, 0) and view.last_reveal.winner == 1
    assert view.trick_piles[1][0].fame == cards("HK")[0]
    assert RULES.view(state, None).reveals == view.reveals


def test_opening_events_hide_cards_removed_unseen_and_other_seats_cards():
    state = RULES.new_deal({}, 3, random.Random(4))
    events = RULES.opening_events(state)
    kinds = [e.kind for e in events]
    for kind in ("lead_out_unseen", "ace_out_unseen", "draw_out_unseen"):
        event = events[kinds.index(kind)]
        assert all(c is None for seat in (0, 1, 2, None) for c in event.for_viewer(seat).cards)
    deals = [e for e in events if e.kind == "deal"]
    assert [len(e.cards) for e in deals] == [16, 16, 16]
    assert deals[1].for_viewer(1).cards == tuple(state.stocks[1])
    assert set(deals[1].for_viewer(0).cards) == {None}
    assert [e.cards[0] for e in events if e.kind == "to_plaza"] == [
        c for s in "SHDC" for c in state.plaza[s]]


def test_sample_state_keeps_a_seat_without_the_lead_suit_void_in_hand():
    rng = random.Random(0)
    found = 0
    for _ in range(40):
        state = RULES.new_deal({}, 4, rng)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            RULES.apply(state, seat, legal[rng.randrange(len(legal))])
            view = RULES.view(state, 0)
            voids = [s for s in (1, 2, 3) if view.void[s] and state.hands[s]
                     and state.phase == "play"]
            if not voids:
                continue
            found += 1
            for _ in range(5):
                sample = RULES.sample_state(view, rng)
                assert RULES.view(sample, 0) == view
                for s in voids:
                    assert not any(c.suit in view.void[s] for c in sample.hands[s])
    assert found > 20


def test_passing_ends_the_void_inference():
    state = build(lead="HK", row="CK SK", lead_deck="DJ",
                  hands={0: "H2", 1: "C3 D3 S3 C7", 2: "H4 C4", 3: "H5 D5"})
    play(state, 0, "H2")
    play(state, 1, "C3")          # seat 1 shows at the reveal that it had no heart
    play(state, 2, "H4")
    play(state, 3, "H5")
    assert RULES.view(state, 0).void[1] == frozenset("H")
    assert RULES.to_act(state) == (3,)
    RULES.apply(state, 3, Action("pass"))
    RULES.apply(state, 0, Action("pass"))
    RULES.apply(state, 1, Action("pass"))
    assert RULES.view(state, 2).void[1] == frozenset()
