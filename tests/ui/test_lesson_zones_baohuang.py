"""The zones Bao Huang's lesson rings are on its table: walking the lesson headlessly, at every
step the real table is built for the lesson's match from the learner's view and drawn at two
window sizes, and the step's zone is one `Layout.lesson_zones` gives for that view, inside the
canvas the table draws on."""
from __future__ import annotations

from game.lesson import LessonRun
from tests.ui.conftest import open_table, step

from engines.baohuang.lesson import LESSON

SIZES = ((1280, 800), (1024, 640))


def walk(run: LessonRun, visit) -> None:
    """Do what every step asks, calling `visit(step)` when it is shown."""
    while not run.finished:
        shown = run.step
        assert run.ready, f"step {run.index} ({shown.text}) is never shown"
        visit(shown)
        if shown.do is not None:
            assert run.try_action(run.asked_action())
        elif shown.watch:
            for _ in range(shown.watch):
                run.watch_one()
        else:
            run.next()


def test_every_step_rings_a_zone_of_the_table_inside_the_window(app):
    run = LessonRun(LESSON)
    checked = []

    def visit(lesson_step) -> None:
        for size in SIZES:
            app.resize_window(size)
            table = open_table(app, run.match)
            step(app)
            assert table.view.seat == LESSON.human_seat
            zones = table.layout.lesson_zones(table.view)
            canvas = app.screen.get_rect()
            if lesson_step.zone is None:
                continue
            assert lesson_step.zone in zones, f"{lesson_step.text}: no zone {lesson_step.zone!r} in {sorted(zones)}"
            rect = zones[lesson_step.zone]
            assert rect.w > 0 and rect.h > 0 and canvas.contains(rect), (lesson_step.text, size, rect)
            checked.append((lesson_step.zone, size))

    walk(run, visit)
    print(f"baohuang lesson: {len(checked)} zones checked over {len(LESSON.steps)} steps x {len(SIZES)} sizes, "
          f"{len({z for z, _ in checked})} distinct zones")
    assert len(checked) == sum(1 for s in LESSON.steps if s.zone) * len(SIZES)
