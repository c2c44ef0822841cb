"""The zones every lesson rings are on its table: walking each game's lesson headlessly
(`LessonRun.walk`), at every step the real table is opened on the lesson's match from the learner's
seat and drawn in a 1280×800 and a 1024×640 window; the step's zone is among the layout's
`lesson_zones` for that view, has an area, lies on the canvas the table draws on and inside the
window once scaled there, and every zone the layout gives lies on the canvas. Tyrant's zones are
also checked against what they name (the hand's cards, the chooser, a plaza column, a panel)."""
from __future__ import annotations

import pygame
import pytest

from game.lesson import LessonRun, lesson_for
from game.registry import GAME_MODULES
from tests.ui.conftest import step
from ui.scenes.table import TableScene

SIZES = ((1280, 800), (1024, 640))


def drawn_table(app, match) -> TableScene:
    table = TableScene(app, match, ai_delay=0.0)
    app.switch(table)
    step(app)
    return table


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", list(GAME_MODULES))
def test_every_step_rings_a_zone_of_its_table_inside_the_window(app, game_id, size):
    lesson = lesson_for(game_id)
    if lesson is None:
        pytest.skip(f"{game_id} has no lesson")
    app.resize_window(size)
    run, checked = LessonRun(lesson), set()
    for shown in run.walk():
        table = drawn_table(app, run.match)
        assert table.view.seat == lesson.human_seat
        zones = table.layout.lesson_zones(table.view)
        canvas = app.screen.get_rect()
        assert all(canvas.contains(rect) for rect in zones.values()), (run.index, shown.text, zones)
        if shown.zone is None:
            continue
        assert shown.zone in zones, f"step {run.index} ({shown.text}): no zone {shown.zone!r} in {sorted(zones)}"
        rect = zones[shown.zone]
        assert rect.w > 0 and rect.h > 0, (run.index, shown.zone, rect)
        left, top = app.stage.to_window(rect.topleft)
        right, bottom = app.stage.to_window((rect.right - 1, rect.bottom - 1))
        assert pygame.Rect(0, 0, *size).contains(pygame.Rect(left, top, right - left, bottom - top))
        checked.add(shown.zone)
    print(f"{game_id} {size}: {len(lesson.steps)} steps, zones {sorted(checked)} on the table")
    assert checked


def test_tyrant_zones_cover_what_they_name(app):
    from ui.layouts.tyrant.geometry import Geometry

    run = LessonRun(lesson_for("tyrant"))
    table = drawn_table(app, run.match)           # the keep of 7: the chooser is up
    view = table.view
    zones = table.layout.lesson_zones(view)
    g = Geometry(view.players, view.seat)
    assert zones["keep"] == g.keep_box
    assert zones["plaza:C"].contains(g.vertical_rect("C", 0, 0))
    assert zones["lead_row"].contains(g.lead_slot(2)) and zones["lead_row"].contains(g.lead_deck_rect())
    for seat in g.opponents:
        assert zones[f"seat:{seat}"].contains(g.panels[seat])
    run.fast_forward(4)                            # trick 1: the hand of 7 is drawn
    table = drawn_table(app, run.match)
    hand = [rect for rect, _, zone in table.layout.hit_cards if zone == "hand"]
    assert len(hand) == 7 and all(table.layout.lesson_zones(table.view)["hand"].contains(r) for r in hand)
