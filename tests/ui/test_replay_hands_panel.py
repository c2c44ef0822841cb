"""The replay viewer's open hands (issue 40): from the spectator's seat the panel of every hand
covered the table's foot, the bottom seat and its hand, and reached the position line under it.
Now, in every game (as the registry lists them) at its largest table, through a deal's stops, the
rectangles drawn show the panel apart from the table and from the position line, inside the
canvas and above the controls, with every seat's row inside it; H hides it and gives the table
its full size back."""
from __future__ import annotations

import random

import pygame
import pytest

from game import registry
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import DT
from tests.ui.saved_matches import played_to_end
from ui.drawn import DrawnRects, recording
from ui.scenes.replay_viewer import TABLE_AREA, ReplayViewerScene

GAMES = registry.available_games()


def _drawn(app, viewer) -> DrawnRects:
    with recording(DrawnRects()) as drawn:
        viewer.draw(app.screen)
    return drawn


@pytest.mark.parametrize("game_id", GAMES)
def test_open_hands_cover_no_part_of_the_table_nor_the_position_line(app, game_id):
    rules = registry.load(game_id)
    seats = [Seat(f"P{i + 1}", "ai", "easy") for i in range(rules.max_players)]
    match = played_to_end(Match(game_id, rules.one_deal_options(), seats, 3), random.Random(3))
    viewer = ReplayViewerScene(app, match)
    app.switch(viewer)
    app.step(DT)
    buttons = [element.rect for element in viewer.buttons]
    checked = 0
    for _ in range(4):
        drawn = _drawn(app, viewer)
        (panel,) = [r for n, r in drawn.of("panel") if n == "open_hands"]
        (table,) = [r for n, r in drawn.of("area") if n == "table"]
        (where,) = [r for n, r in drawn.of("footer") if n == "where"]
        assert not panel.colliderect(table.inflate(2, 2)), (panel, table)
        assert not panel.colliderect(where), (panel, where)
        assert app.screen.get_rect().contains(panel)
        assert not any(panel.colliderect(b) for b in buttons), (panel, buttons)
        assert table.w * 9 == table.h * 16 or abs(table.w / table.h - 16 / 9) < 0.01
        checked += 1
        viewer.on_button("next_trick")
        app.step(DT)
    viewer.on_button("hands")
    drawn = _drawn(app, viewer)
    assert not [r for n, r in drawn.of("panel") if n == "open_hands"]
    assert [r for n, r in drawn.of("area") if n == "table"] == [TABLE_AREA]
    print(f"{game_id}: {rules.max_players} hands in {tuple(panel)}, table {tuple(table)}; {checked} stops")
