"""Tyrant's lesson zones (ui/layouts/tyrant/lesson_zones.py): walking the lesson
(engines/tyrant/lesson.py) headlessly, at every step the real table is built on the lesson's match
from the learner's view and drawn at two window sizes; the zone the step rings is one the layout
gives for that view, it lies on the canvas, and it covers what it names (the hand's cards, the
chooser, a plaza column, an opponent's panel)."""
from __future__ import annotations

import pygame
import pytest

from game.lesson import LessonRun
from engines.tyrant.lesson import LESSON
from ui.layouts.tyrant.geometry import Geometry

SIZES = [(1280, 800), (1024, 640)]


def drawn_table(app, match):
    from ui.scenes.table import TableScene

    table = TableScene(app, match, ai_delay=0.0)
    table.draw(app.screen)
    return table


def walk(run: LessonRun):
    """Yield each step of the lesson when it is shown, then do what it asks."""
    while not run.finished:
        assert run.ready, f"step {run.index} can never be shown"
        step = run.step
        yield step
        if step.do is not None:
            run.try_action(run.asked_action())
        elif step.watch:
            for _ in range(step.watch):
                run.watch_one()
        else:
            run.next()


@pytest.mark.parametrize("size", SIZES)
def test_every_step_rings_a_zone_of_the_table_inside_the_window(app, size):
    app.resize_window(size)
    canvas = app.screen.get_rect()
    run = LessonRun(LESSON)
    checked = set()
    for step in walk(run):
        table = drawn_table(app, run.match)
        zones = table.layout.lesson_zones(table.view)
        assert all(canvas.contains(rect) for rect in zones.values()), (step.text, zones)
        if step.zone is None:
            continue
        assert step.zone in zones, (step.text, step.zone, sorted(zones))
        checked.add(step.zone)
    print(f"{size}: {len(LESSON.steps)} steps, zones {sorted(checked)} all on the "
          f"{canvas.w}x{canvas.h} canvas")


def test_zones_cover_what_they_name(app):
    run = LessonRun(LESSON)
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
