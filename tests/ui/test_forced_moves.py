"""A solo player's only legal move (a pass with nothing that beats the table, the last card) is made
for them once it has been on screen a moment, when the setting asks for it (the default); with the
setting off the table waits for the click; a move with a choice is never made for anyone; in
pass-and-play it is never made for anyone either: the others watch the screen, and a move made at
once would tell them the seat had no choice."""
from __future__ import annotations

import pytest

from tests.ui.conftest import solo_match, open_table, run_until, step
from game.match import Match
from game.seats import Seat


def until_forced(app, table, limit: int = 400) -> None:
    """Play on (the human's first legal move when it has a choice) until the human's only legal
    move is on screen."""
    for _ in range(limit):
        assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.input_ready, 3000)
        if len(table.legal) == 1:
            return
        table.submit([table.legal[0]])
        step(app, 2)
    raise AssertionError("the human never had a forced move")


def human_moves(match: Match, seat: int = 0) -> int:
    return sum(1 for s in match.steps if s.seat == seat)


@pytest.mark.parametrize("game_id,players", [("baohuang", 5), ("napoleon", 5), ("daifugo13", 4)])
def test_the_only_legal_move_is_made_for_the_player_after_a_moment(app, game_id, players):
    match = solo_match(game_id, players)
    table = open_table(app, match)
    until_forced(app, table)
    forced, before = table.legal[0], human_moves(match)
    step(app, 2)                                         # not at once: it stays on screen a moment
    assert human_moves(match) == before and table.legal == [forced]
    step(app, 40)                                        # ~1.3 s
    assert human_moves(match) == before + 1
    assert [s.action for s in match.steps if s.seat == 0][-1] == forced


def test_with_the_setting_off_the_table_waits_for_the_click(app):
    app.settings.auto_forced = False
    match = solo_match("baohuang", 5)
    table = open_table(app, match)
    until_forced(app, table)
    forced, before = table.legal[0], human_moves(match)
    step(app, 120)                                       # 4 s
    assert human_moves(match) == before and table.legal == [forced]
    assert table.submit([forced]) and human_moves(match) == before + 1


def test_a_move_with_a_choice_is_never_made_for_the_player(app):
    match = solo_match("baohuang", 5)
    table = open_table(app, match)
    assert run_until(app, lambda: len(table.legal) > 1 and not table.anim.busy, 3000)
    before = human_moves(match)
    step(app, 120)
    assert human_moves(match) == before


def test_pass_and_play_never_makes_a_forced_move_for_anyone(app):
    from ui.scenes.curtain import CurtainScene

    seats = [Seat(f"P{i}", "human") for i in range(5)]
    match = Match("baohuang", {"deals": 1}, seats, 4)
    table = open_table(app, match)
    forced_seen = 0
    for _ in range(3000):
        if isinstance(app.scene, CurtainScene):
            app.scene.proceed()
        step(app, 1)
        if table.anim.busy or not table.legal or not table.input_ready:
            continue
        if len(table.legal) == 1:
            before = len(match.steps)
            step(app, 60)                               # 2 s: nothing is made for them
            assert len(match.steps) == before and len(table.legal) == 1
            forced_seen += 1
            if forced_seen >= 3:
                break
        table.submit([table.legal[0]])
    assert forced_seen >= 3
