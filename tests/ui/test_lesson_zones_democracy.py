"""Democracy's lesson rings a real part of the table at every step: walking the lesson headlessly,
the table drawn for the match from the learner's view (windows 1280×800 and 1024×640) has the
step's zone in `lesson_zones`, inside the canvas and so inside the window where it is shown."""
from __future__ import annotations

import pygame

from engines.democracy.lesson import LESSON
from game.lesson import LessonRun
from tests.ui.conftest import open_table, step

SIZES = ((1280, 800), (1024, 640))


def zones_at_each_step(app):
    """(step index, step, {size: zones}) for every step, the table drawn at each window size."""
    run = LessonRun(LESSON)
    while not run.finished:
        current = run.step
        table = open_table(app, run.match)
        per_size = {}
        for size in SIZES:
            app.resize_window(size)
            step(app, 2)
            view = run.match.view(run.seat)
            per_size[size] = table.layout.lesson_zones(view)
        yield run.index, current, per_size
        if current.do:
            run.try_action(run.asked_action())
        elif current.watch:
            for _ in range(current.watch):
                run.watch_one()
        else:
            run.next()


def test_every_step_zone_is_on_the_table_and_inside_the_window(app):
    checked = 0
    for index, current, per_size in zones_at_each_step(app):
        for size, zones in per_size.items():
            canvas = app.screen.get_rect()
            if current.zone is None:
                continue
            assert current.zone in zones, (index, current.text, sorted(zones))
            rect = zones[current.zone]
            assert rect.w > 0 and rect.h > 0 and canvas.contains(rect), (index, current.zone, rect)
            left, top = app.stage.to_window(rect.topleft)
            right, bottom = app.stage.to_window((rect.right - 1, rect.bottom - 1))
            assert pygame.Rect(0, 0, *size).contains(pygame.Rect(left, top, right - left, bottom - top))
            checked += 1
    print(f"\n[lesson zones] democracy: {len(LESSON.steps)} steps x {len(SIZES)} window sizes, {checked} zones checked")
    assert checked == 2 * sum(1 for s in LESSON.steps if s.zone is not None)
