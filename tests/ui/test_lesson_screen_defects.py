"""Small things a newcomer met on the lesson screens (issue 41): the step counter of a narrow step
panel, the ring's line through the prompt and raised cards, Democracy's own panel saying "Chosen"
while the learner was still choosing, and the Settings showing the Coach off in the first real deal
a lesson started with the Coach on, and the Napoleon step naming a button by a word it never
shows."""
from __future__ import annotations

import pygame

from game.lesson import lesson_for
from tests.ui.conftest import click_gui, drawn_texts, gui_button, run_until, step
from ui import lesson_panel
from ui.scenes.lesson_table import open_lesson


def test_a_narrow_step_panel_still_says_which_step_it_is(app):
    seen = drawn_texts(app)
    lines = ["one line of words"]
    narrow = pygame.Rect(8, 8, lesson_panel.NARROW_W, lesson_panel.panel_height(lines, lesson_panel.NARROW_W))
    assert narrow.h > lesson_panel.panel_height(lines), "no room kept for the counter row"
    lesson_panel.draw_panel(app.screen, app.text, narrow, lines, "Step 3 / 36")
    assert "Step 3 / 36" in seen


def test_the_ring_goes_round_a_prompt_line_and_a_raised_card_it_would_cross():
    zone = pygame.Rect(300, 550, 600, 130)              # a hand
    prompt = pygame.Rect(420, 520, 400, 24)              # just above it: the ring's line would cut it
    raised = pygame.Rect(500, 530, 74, 106)              # a selected card, lifted out of the zone
    far = pygame.Rect(20, 20, 100, 30)                   # nowhere near: left alone
    assert lesson_panel.runs_through(zone, prompt) and lesson_panel.runs_through(zone, raised)
    grown = lesson_panel.ring_zone(zone, [prompt, raised, far])
    assert grown.contains(prompt) and grown.contains(raised) and not grown.colliderect(far)
    assert not any(lesson_panel.runs_through(grown, r) for r in (prompt, raised, far))


def test_democracys_own_panel_does_not_say_chosen_while_the_learner_is_still_choosing(app):
    app.set_language("en")
    scene = open_lesson(app, "democracy", restart=True, ai_delay=0.0)
    assert run_until(app, lambda: scene.step_shown)
    step(app, 3)
    assert scene.run.learner_to_act and scene.run.step.waits_for_next   # reading a step, not chosen yet
    own, _ = scene.layout._seat_state(scene.view, scene.run.seat, scene.context())   # the learner's panel tab
    assert own != app.tr("ui.democracy.status.chosen")
    assert own == app.tr("ui.democracy.status.choosing")


def test_settings_show_the_coach_on_in_the_match_a_lesson_started_with_it(app):
    from ui.scenes.settings import SettingsScene
    from ui.scenes.setup import SetupScene

    app.settings.coach = False
    assert lesson_for("democracy") is not None
    setup = SetupScene.for_game(app, "democracy", coach=True)   # "Play a real deal" at a lesson's end
    app.switch(setup)
    step(app, 2)
    setup.start(seed=1)
    table = app.scene
    assert table.coach.always
    app.push(SettingsScene(app))
    step(app, 2)
    assert "#choice_on" in gui_button(app, "coach:on").object_ids
    assert "#choice_on" not in gui_button(app, "coach:off").object_ids
    click_gui(app, gui_button(app, "coach:off"))
    step(app, 2)
    assert not table.coach.always and not app.settings.coach
    assert "#choice_on" in gui_button(app, "coach:off").object_ids


def test_napoleons_naming_step_names_the_button_as_it_reads_after_the_pick():
    from game import i18n

    for lang in i18n.LANGUAGES:
        words = i18n.table(lang)["napoleon.lesson.name_mighty"]
        button = i18n.table(lang)["ui.napoleon.btn.name"].format(card="♠A")
        assert button in words, (lang, words, button)
