"""Tyrant's Normal AI: decides from its own view only, always picks a legal action, keeps cards for
the lead suits it can see coming, and passes rather than become a true tyrant (T36)."""
import inspect
import random

from engines.tyrant import RULES
from engines.tyrant import ai as tyrant_ai
from engines.tyrant.ai import NormalPlayer, room_below_tyranny


def test_normal_ai_module_never_touches_the_state():
    source = inspect.getsource(tyrant_ai)
    assert "State" not in source.replace("estimated_scores", "")
    assert ".hands" not in source and ".stocks" not in source and ".aces" not in source


def test_normal_ai_always_chooses_a_legal_action_in_full_games():
    player = NormalPlayer()
    for seed in range(60):
        rng = random.Random(seed)
        state = RULES.new_deal({}, 3 + seed % 2, random.Random(seed))
        while not RULES.is_over(state):
            for seat in RULES.to_act(state):
                if seat not in RULES.to_act(state):
                    continue
                legal = RULES.legal_actions(state, seat)
                action = player.choose(RULES.view(state, seat), legal, rng)
                assert action in legal
                RULES.apply(state, seat, action)


def test_T09_normal_keeps_cards_of_the_current_lead_suit():
    for seed in range(30):
        state = RULES.new_deal({}, 4, random.Random(seed))
        lead_suit = RULES.view(state, 0).lead_suit
        available = sum(1 for c in state.stocks[0] if c.suit == lead_suit)
        player, rng = NormalPlayer(), random.Random(seed)
        while state.phase == "setup":
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            RULES.apply(state, seat, player.choose(RULES.view(state, seat), legal, rng))
        kept = sum(1 for c in state.hands[0] if c.suit == lead_suit)
        assert kept >= min(2, available)


def test_T36_normal_passes_when_close_to_tyranny():
    """Far ahead of the lowest seat, the Normal player passes when it may, instead of winning."""
    checked = 0
    for seed in range(200):
        rng = random.Random(seed)
        state = RULES.new_deal({}, 4, random.Random(seed))
        player = NormalPlayer()
        while not RULES.is_over(state):
            for seat in RULES.to_act(state):
                if seat not in RULES.to_act(state):
                    continue
                view = RULES.view(state, seat)
                legal = RULES.legal_actions(state, seat)
                action = player.choose(view, legal, rng)
                if (view.phase == "play" and any(a.kind == "pass" for a in legal)
                        and room_below_tyranny(view, seat) < NormalPlayer.pass_below_room):
                    assert action.kind == "pass"
                    checked += 1
                RULES.apply(state, seat, action)
    assert checked > 0


def test_normal_decides_the_same_from_a_sampled_world():
    """The AI sees only the view: two states that give the same view give the same decision."""
    for seed in range(20):
        state = RULES.new_deal({}, 4, random.Random(seed))
        view = RULES.view(state, 1)
        other = RULES.sample_state(view, random.Random(seed + 99))
        assert RULES.view(other, 1) == view
        a = NormalPlayer().choose(view, RULES.legal_actions(state, 1), random.Random(3))
        b = NormalPlayer().choose(RULES.view(other, 1), RULES.legal_actions(other, 1), random.Random(3))
        assert a == b


def test_search_level_plays_legal_moves_from_its_view_only():
    """The search AI samples hidden cards (sample_state) and plays out with the Normal policy;
    with a tiny budget it still returns one of the legal actions, deal after deal."""
    player = RULES.ai_player("hard")
    player.budget_s, player.max_rollouts = 0.01, 8
    state = RULES.new_deal({}, 4, random.Random(5))
    rng = random.Random(5)
    decisions = 0
    while not RULES.is_over(state) and decisions < 60:
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        action = player.choose(RULES.view(state, seat), legal, rng)
        assert action in legal
        RULES.apply(state, seat, action)
        decisions += 1
