"""Every game's own lesson (`lesson_for(game)`, engines/<game>/lesson.py) played at the lesson
table to its end in Japanese and English, as a person would (Next on the panel, the asked move
submitted as a click hands it to the table, watch steps left to play): every step's zone is one of
the layout's and on screen, the panel covers neither it nor the hand, the words are translated, no
step gets stuck and the lesson ends finished. Games without a lesson yet are skipped, and say so."""
from __future__ import annotations

import pytest

from game import registry
from game.lesson import lesson_for
from tests.ui.lesson_fixtures import check_step, drive
from tests.ui.conftest import step
from ui.scenes.lesson_table import LessonTableScene, open_lesson

GAMES = registry.available_games()   # every game: one without a layout (or lesson) fails, never drops out


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_lesson_is_played_to_its_end_at_the_table(app, game_id, lang):
    lesson = lesson_for(game_id)
    if lesson is None:
        print(f"{game_id}: no lesson yet (engines/{game_id}/lesson.py), skipped")
        pytest.skip(f"{game_id} has no lesson yet")
    app.set_language(lang)
    scene = open_lesson(app, game_id, restart=True, ai_delay=0.0)
    assert isinstance(scene, LessonTableScene), f"{game_id}: the lesson did not open"
    shown = drive(app, scene, check_step)
    step(app, 5)
    assert scene.run.finished and not scene.broken and scene._built == ("done",)
    assert shown == list(range(len(lesson.steps))), f"{game_id}: steps shown {shown}"
    print(f"{game_id} {lang}: {len(shown)} steps driven at the table, {len(scene.match.steps)} match steps, "
          f"rules taught {lesson.rules_taught()}")
