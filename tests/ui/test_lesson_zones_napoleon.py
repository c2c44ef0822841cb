"""The zones Napoleon's lesson rings are on its table: walking the lesson headlessly, at every step
the real table is opened on the lesson's match from the learner's seat and drawn in a 1280×800 and
a 1024×640 window, and the step's zone is among the layout's `lesson_zones` for that view and lies
inside the canvas the table draws on."""
from __future__ import annotations

from engines.napoleon.lesson import LESSON
from game.lesson import LessonRun
from tests.ui.conftest import step
from ui.scenes.table import TableScene

SIZES = ((1280, 800), (1024, 640))


def take_step(run: LessonRun) -> None:
    current = run.step
    if current.do is not None:
        assert run.try_action(run.asked_action())
    elif current.watch:
        for _ in range(current.watch):
            run.watch_one()
    else:
        run.next()


def test_every_step_zone_is_on_the_table_at_two_window_sizes(app):
    run = LessonRun(LESSON)
    checked = 0
    while not run.finished:
        assert run.ready, f"step {run.index} cannot be shown"
        zone = run.step.zone
        table = TableScene(app, run.match, ai_delay=0.0)
        app.switch(table)
        for size in SIZES:
            app.resize_window(size)
            step(app)
            view = table.match.view(LESSON.human_seat)
            zones = table.layout.lesson_zones(view)
            canvas = app.screen.get_rect()
            assert zone in zones, f"step {run.index} ({run.step.text}): no zone {zone!r} in {sorted(zones)}"
            assert canvas.contains(zones[zone]), f"step {run.index}: {zone} {zones[zone]} outside {canvas}"
            assert all(canvas.contains(rect) for rect in zones.values())
            checked += 1
        take_step(run)
    print(f"napoleon lesson zones: {len(LESSON.steps)} steps x {len(SIZES)} window sizes, {checked} checked")
    assert checked == len(LESSON.steps) * len(SIZES)
