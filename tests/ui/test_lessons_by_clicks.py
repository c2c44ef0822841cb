"""Every lesson played as a person plays it (tools/lesson_clicks.py): only mouse clicks and keys on
what the lesson table drew, never an action handed to the table. The whole of each lesson in both
languages (slow: `python -m tools.play_lessons --by-clicks` prints the same), with every wrong
thing pressed once per step and answered by a word naming the asked move; and, quickly, the
decisions that once could not be made by clicking: Napoleon's discard of three through its
Discard button, Tyrant's keep of 7 and return of 6 made by the learner, and a three-card Tyrant
play whose face-up card the learner marks by clicking it again (taught by the step's words)."""
from __future__ import annotations

import pytest

from game import i18n, registry
from game.lesson import action_code, lesson_for
from tests.ui.conftest import step
from tests.ui.lesson_fixtures import check_step
from tools.lesson_clicks import ClickDriver, play_by_clicks
from ui import lesson_progress
from ui.scenes.lesson_table import LessonTableScene, open_lesson

GAMES = registry.available_games()   # every game: one without a layout (or lesson) fails, never drops out


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_lesson_is_finished_by_clicks_with_every_wrong_press_answered(app, game_id, lang):
    app.set_language(lang)
    outcome = play_by_clicks(app, game_id, probe=True, on_step=check_step)
    print(outcome.line())
    assert outcome.finished, outcome.problem
    lesson = lesson_for(game_id)
    assert outcome.shown == list(range(len(lesson.steps)))
    assert outcome.probes >= 1, f"{game_id}: no wrong press was tried"


def at_step(app, game_id: str, key: str, lang: str = "en") -> tuple[LessonTableScene, int]:
    """The lesson opened where the learner left it just before the step `key` (as lessons.json
    keeps it), with that step up."""
    app.set_language(lang)
    lesson = lesson_for(game_id)
    index = next(i for i, s in enumerate(lesson.steps) if s.text == f"{game_id}.lesson.{key}")
    lesson_progress.record(game_id, index, False)
    scene = open_lesson(app, game_id, ai_delay=0.0)
    driver = ClickDriver(app, scene, probe=False)
    assert driver.until(lambda: scene.step_shown) and scene.run.index == index, (scene.run.index, index)
    step(app, 2)
    return scene, index


def learner_moves(scene, count: int) -> list[str]:
    """The learner's last `count` decisions, as action codes."""
    mine = [action_code(s.action) for s in scene.match.steps if s.seat == scene.run.seat]
    return mine[-count:]


def test_napoleon_discards_three_with_its_discard_button(app):
    scene, index = at_step(app, "napoleon", "discard_three")
    driver = ClickDriver(app, scene, probe=False)
    buttons = driver.buttons()
    assert "discard" in buttons and not buttons["discard"][1], "Discard is on before three cards are picked"
    driver.pick_marked(index)
    assert scene.run.index == index, "picking the cards played something"
    rect, on = driver.buttons()["discard"]
    assert on and driver.is_marked(rect), "Discard (3/3) is neither on nor marked with the three marked cards up"
    driver.click(rect.center)
    driver.until(lambda: scene.run.index != index, 60)
    assert scene.run.index == index + 1 and not scene.broken
    assert learner_moves(scene, 3) == ["discard:H2", "discard:C3", "discard:H10"]


def test_a_wrong_card_in_napoleons_discard_is_named_and_the_rest_stay_picked(app):
    scene, index = at_step(app, "napoleon", "discard_three")
    driver = ClickDriver(app, scene, probe=False)
    driver.click(driver.card_point("H2"))
    wrong = next(code for where, code, _ in driver.cards() if where == "hand" and code not in ("H2", "C3", "H10"))
    driver.click(driver.card_point(wrong))
    asked = scene.words.move(scene.layout.lesson_only)
    assert any(asked in text for text in driver.toasts()), driver.toasts()
    assert [c.code for c in scene.layout.discard_sel] == ["H2"]


@pytest.mark.parametrize("key, count", [("keep", 7), ("return", 6)])
def test_tyrant_learner_makes_the_keep_and_the_return_through_the_keep_button(app, key, count):
    scene, index = at_step(app, "tyrant", key)
    words = i18n.table("en")[f"tyrant.lesson.{key}"]
    assert "Watch" not in words and "Keep" in words, words
    driver = ClickDriver(app, scene, probe=False)
    rect, on = driver.buttons()["keep"]
    assert not on
    driver.pick_marked(index)
    rect, on = driver.buttons()["keep"]
    assert on and driver.is_marked(rect), f"Keep is not on and marked after the {count} marked cards"
    driver.click(rect.center)
    driver.until(lambda: scene.run.index != index, 60)
    assert scene.run.index == index + 1 and not scene.broken
    assert learner_moves(scene, count) == list(lesson_for("tyrant").steps[index].codes)


def test_tyrant_three_card_play_needs_the_face_up_click_the_step_teaches(app):
    scene, index = at_step(app, "tyrant", "play_three")
    assert "second time" in i18n.table("en")["tyrant.lesson.play_three"]
    assert "もう一度クリック" in i18n.table("ja")["tyrant.lesson.play_three"]
    driver = ClickDriver(app, scene, probe=False)
    prompts = [r for _, r in driver.drawn("prompt")]
    assert not prompts or scene.layout.reason_text, (
        "the prompt line speaks beside the step (it once said '♠2 ♦5 ♣3 is the only card you may play. Press Play"
        " 3 cards' while Play was off): in a lesson the step's words are the one voice")
    rect, on = driver.buttons()["play"]
    assert not on, "Play is on before a card is marked face up"
    driver.click(rect.center)           # the button off: the learner is told what is asked, nothing played
    assert scene.run.index == index and driver.toasts()
    driver.pick_marked(index)            # the ♠2 clicked a second time
    assert driver.drawn("face_up")
    rect, on = driver.buttons()["play"]
    assert on
    driver.click(rect.center)
    driver.until(lambda: scene.run.index != index, 60)
    assert scene.run.index == index + 1
    assert learner_moves(scene, 1) == ["play:S2/1,D5,C3=0"]
