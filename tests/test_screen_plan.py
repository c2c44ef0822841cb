"""The screenshot plan (tools/screens/plan.py) asks nothing of a game but its rules: for every
registered game, one deal yields each kind of decision once, in order, each a legal move of the
seat that makes it at that position; each picture a game asks for beyond it (game.pictures) is
reached by a walk, where seat 0 may act; and the pictures of a game are written."""
from __future__ import annotations

import pytest

from game import registry
from game.match import Match
from game.pictures import pictures_for
from tools.screens.plan import moments, the_deal


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


@pytest.mark.parametrize("game_id", registry.available_games())
def test_every_picture_a_game_asks_for_is_reached(game_id):
    from tools.screens.situations import walked_to

    for picture in pictures_for(game_id):
        match = walked_to(game_id, picture, "en", "3")
        assert match is not None, f"{game_id} {picture.name}: no walk reaches it"
        assert 0 in match.to_act() and picture.when(match.view(0), match.legal(0))
        chosen = picture.select(match.view(0), match.legal(0)) if picture.select else None
        assert chosen is None or chosen in match.legal(0)


@pytest.mark.slow
def test_a_games_pictures_are_written(tmp_path):
    from ui.app import open_window
    from tools.screens.plan import shoot_game
    from tools.screens.situations import shoot_pictures

    game_id = max(registry.available_games(), key=lambda g: len(pictures_for(g)))   # the most asked of
    open_window()
    written = shoot_game(tmp_path, "en", game_id, "3") + shoot_pictures(tmp_path, "en", game_id, "3")
    assert len(written) == len(moments(game_id, "3")) + 2 + len(pictures_for(game_id))
    assert all(p.is_file() and p.stat().st_size > 10_000 for p in written)
