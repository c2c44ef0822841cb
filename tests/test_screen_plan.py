"""The screenshot plan (tools/screen_plan.py) asks nothing of a game but its rules: for every
registered game, one deal yields each kind of decision once, in order, each a legal move of the
seat that makes it at that position; and the pictures of a game are written."""
from __future__ import annotations

import pytest

from game import registry
from game.match import Match
from tools.screen_plan import moments, the_deal


@pytest.mark.parametrize("game_id", registry.available_games())
def test_every_kind_of_decision_of_a_deal_is_planned_once_from_its_seat(game_id):
    planned = moments(game_id, "3")
    played, steps = the_deal(game_id, "3")
    kinds = {(m.phase, m.step.action.kind) for m in planned}
    assert planned and len(kinds) == len(planned)
    assert {s.action.kind for s in steps} == {k for _, k in kinds}, "every action kind the deal held is pictured"
    for moment in planned:
        again = Match(game_id, dict(played.options), list(played.seats), "3")
        for step in steps[:moment.index]:
            again.play(step.seat, step.action)
        assert moment.step.seat in again.to_act() and moment.step.action in again.legal(moment.step.seat)


def test_a_games_pictures_are_written(tmp_path):
    from ui.app import open_window
    from tools.screen_plan import shoot_game

    open_window()
    written = shoot_game(tmp_path, "en", "democracy", "3")
    assert written and all(p.is_file() and p.stat().st_size > 10_000 for p in written)
