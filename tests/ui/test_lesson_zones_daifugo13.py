"""The zones 13th-Floor Daifugo's lesson rings exist on the real table: walking the lesson
headlessly, at every step the table for the lesson's match (the learner's view) is drawn at
1280×800 and at 1024×640, and the step's zone is among `Layout.lesson_zones(view)` and lies inside
the canvas the table draws on (which the window shows whole, letterboxed)."""
from __future__ import annotations

from game.lesson import LessonRun

from engines.daifugo13.lesson import LESSON
from tests.ui.conftest import step as frame
from ui.scenes.table import TableScene

SIZES = ((1280, 800), (1024, 640))


def test_every_step_zone_is_on_the_table_at_both_window_sizes(app):
    run = LessonRun(LESSON)
    checked = 0
    while not run.finished:
        step = run.step
        table = TableScene(app, run.match, ai_delay=0.0)
        app.switch(table)
        for size in SIZES:
            app.resize_window(size)
            frame(app)
            zones = table.layout.lesson_zones(table.view)
            canvas = app.screen.get_rect()
            assert all(canvas.contains(rect) for rect in zones.values()), (step.text, size, zones)
            if step.zone is not None:
                assert step.zone in zones, (step.text, step.zone, sorted(zones))
                assert zones[step.zone].w > 0 and zones[step.zone].h > 0
            checked += 1
        if step.do is not None:
            run.try_action(run.asked_action())
        elif step.watch:
            for _ in range(step.watch):
                run.watch_one()
        else:
            run.next()
    print(f"daifugo13 lesson: {len(LESSON.steps)} steps x {len(SIZES)} window sizes, {checked} tables checked")
