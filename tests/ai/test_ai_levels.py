"""Every AI level in every registered game: the levels a player sees (Easy, Normal, Hard) plus the
tests' Random baseline. Honesty (a level gets only the seat's view, through a proxy that refuses
anything else, and always answers a legal action; two hidden deals behind one view give Hard the
same information, hence the same decision), termination (a match of any level ends), and the saved
level names."""
from __future__ import annotations

import dataclasses
import random

import pytest

from game import registry
from game.headless import ai_match
from game.players import EasyPlayer
from game.search import SearchPlayer
from game.seats import Seat
from tests.ai.ai_helpers import GAMES, ViewOnly, decisions, players_of, tiny

LEVELS = ("random", "easy", "normal", "hard")


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_decides_from_the_view_alone_and_legally(game_id, level):
    rules, points = decisions(game_id, 6)
    assert points
    player = tiny(rules.ai_player(level))
    for state, seat, legal in points:
        action = player.choose(ViewOnly(rules.view(state, seat)), list(legal), random.Random(3))
        assert action in legal


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_decides_the_same_behind_two_hidden_deals_with_one_view(game_id):
    rules, points = decisions(game_id, 4, seed=5)
    differing = 0
    for state, seat, legal in points:
        view = rules.view(state, seat)
        other = rules.sample_state(view, random.Random(99))       # another deal of the hidden cards
        assert rules.view(other, seat) == view
        differing += rules.all_cards(other) != rules.all_cards(state)
        hard_a = tiny(rules.ai_player("hard"))
        hard_b = tiny(rules.ai_player("hard"))
        a = hard_a.choose(view, legal, random.Random(7))
        b = hard_b.choose(rules.view(other, seat), rules.legal_actions(other, seat), random.Random(7))
        assert a == b
    assert differing, "the hidden deals should differ somewhere"


def test_hard_with_a_prior_of_its_own_starts_from_it_and_plays_its_seat_on_with_it():
    rules, points = decisions("tyrant", 1, seed=4)
    state, seat, legal = points[0]
    asked: list[int] = []

    class Spy:
        """Normal, noting which seat's view it is asked to decide from."""

        def __init__(self):
            self.inner = rules.ai_player("normal")

        def choose(self, view, legal, rng):
            asked.append(view.seat)
            return self.inner.choose(view, legal, rng)

    hard = tiny(SearchPlayer(rules, prior=Spy()), playouts=8)
    analysis = hard.analyse(rules.view(state, seat), list(legal), random.Random(2))
    assert analysis.playouts >= len(legal) and len(asked) > 1    # the root choice, then playouts
    assert set(asked) == {seat}          # the other seats play on as before, never as the prior


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_plays_every_seat_of_its_playouts_on_the_games_cheap_playout_view(game_id):
    """A game with a `playout_view` (the fields its Normal and prior read, built without the full
    view's copies) has its Hard decide every playout step on it: the searcher's seat as its prior,
    the others as Normal (game/search.py `normal_on_view`)."""
    if registry.load(game_id).search_hooks().playout_view is None:
        pytest.skip(f"{game_id}: no playout_view in its search_hooks (Hard's playouts use the full view)")
    rules, points = decisions(game_id, 1, seed=3)
    state, seat, legal = points[0]
    hooks = rules.search_hooks()
    cheap, seen = hooks.playout_view, set()

    def counting(state, viewer):
        seen.add(viewer)
        return cheap(state, viewer)

    counted = dataclasses.replace(hooks, playout_view=counting)
    rules.search_hooks = lambda: counted     # on the shared instance, taken off again below
    try:
        hard = tiny(rules.ai_player("hard"), playouts=6)
        hard.choose(rules.view(state, seat), list(legal), random.Random(5))
    finally:
        del rules.search_hooks
    assert seat in seen and len(seen) == players_of(game_id)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_match_to_its_end(game_id, level):
    rules = registry.load(game_id)
    deals = 1 if level == "hard" else 2
    options = {"deals": deals} if any(o.key == "deals" for o in rules.options) else {}
    match = ai_match(game_id, players_of(game_id), 7, level, options)
    for player in match._ai:
        tiny(player, playouts=1)          # one sampled world a decision: the match must still end
    match.play_out()
    assert match.over and match.winners()
    print(f"\n[levels] {game_id} {level}: {len(match.deal_results)} deals, {len(match.steps)} actions")


def test_napoleon_all_hard_table_bids_after_a_void_deal():
    """An all-Hard Napoleon table goes on after a deal nobody bid on (`--headless --game napoleon
    --seed 7 --level hard` once redealt for ever)."""
    match = ai_match("napoleon", 5, 7, "hard", {"deals": 1})
    for player in match._ai:
        tiny(player)
    match.play_out()
    assert match.over and match.deal_results[0].details is not None


@pytest.mark.parametrize("game_id", GAMES)
def test_easy_plays_normal_or_an_action_of_the_same_kind(game_id):
    rules, points = decisions(game_id, 10, seed=2)
    easy = rules.ai_player("easy")
    assert isinstance(easy, EasyPlayer)
    slips = 0
    for state, seat, legal in points:
        for k in range(8):
            view = rules.view(state, seat)
            mine = easy.choose(view, legal, random.Random(k))
            normal = easy.normal.choose(view, legal, random.Random(k))
            assert mine in legal and mine.kind == normal.kind
            slips += mine != normal
    assert slips, "Easy should sometimes play something other than Normal"


def test_old_saves_with_the_search_level_load_as_hard():
    seat = Seat.from_json({"name": "AI 2", "kind": "ai", "level": "search"})
    assert seat.level == "hard"
    assert Seat.from_json(seat.to_json()) == seat
    for level in ("easy", "normal", "hard"):
        assert Seat.from_json({"name": "x", "kind": "ai", "level": level}).level == level


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_is_a_search_player_and_one_legal_action_is_instant(game_id):
    rules, points = decisions(game_id, 1)
    hard = rules.ai_player("hard")
    assert isinstance(hard, SearchPlayer)
    with pytest.raises(ValueError):
        rules.ai_player("search")                # the old name is mapped where seats are read
    state, seat, legal = points[0]
    hard.max_playouts = 0
    assert hard.choose(rules.view(state, seat), legal[:1], random.Random(1)) == legal[0]
    assert hard.last is None                     # no search was run for a forced move


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_over_budget_in_its_first_world_plays_normals_choice_and_stops(game_id):
    """A wide decision whose first world (one playout per candidate) would outlast the time budget
    stops there: Normal's choice is played out first, the candidates the clock left unplayed are
    dropped, so the table never waits past the budget for the first world."""
    rules, points = decisions(game_id, 1)
    hard = rules.ai_player("hard")
    hard.budget_s = 0.0
    hard.max_playouts = None
    state, seat, legal = points[0]
    analysis = hard.analyse(rules.view(state, seat), legal, random.Random(3))
    assert analysis.action == analysis.normal
    assert analysis.playouts == 1 and analysis.worlds == 1
    assert [c.action for c in analysis.candidates if c.playouts] == [analysis.normal]


@pytest.mark.parametrize("game_id", GAMES)
def test_search_hooks_are_declared_not_discovered(game_id):
    """Hard's hooks come from `Ruleset.search_hooks` (a `SearchHooks`), never from attributes
    found on the rule set; every hook a game declares is callable, and the search uses them."""
    from game.engine import SearchHooks

    rules = registry.load(game_id)
    hooks = rules.search_hooks()
    assert isinstance(hooks, SearchHooks)
    for name in ("playout_view", "rollout_policy", "rechoose_hidden_choices",
                 "search_candidates", "quick"):
        assert not hasattr(type(rules), name), f"{game_id}: {name} still a rule-set attribute"
        hook = getattr(hooks, name)
        assert hook is None or callable(hook)
    hard = SearchPlayer(rules)
    assert (hard.rechoose is None) == (hooks.rechoose_hidden_choices is None)
    assert (hard.quick is None) == (hooks.quick is None)
    assert hard.copy_worlds == rules.fast_clone
