"""Where the table waits for people to look it offers Continue: at a deal's end the
button (or Space/Enter) goes on to the results at once; the computer's speed includes Instant."""
from __future__ import annotations

import pygame
import pytest

from game.match import Match
from game.seats import Seat
from tests.ui.conftest import DT, click_gui, gui_button, open_table, run_until, step
from ui.scenes.results import ResultsScene
from ui.settings import AI_DELAY, AI_SPEEDS, Settings


def ai_match() -> Match:
    return Match("daifugo13", {"deals": 2}, [Seat(f"C{i}", "ai", "easy") for i in range(4)], 6)


@pytest.mark.slow
def test_continue_at_the_end_of_a_deal_goes_to_the_results_at_once(app):
    table = open_table(app, ai_match())
    assert run_until(app, lambda: table.match.deal_over and not table.anim.busy, 6000)
    step(app)
    assert table.continue_shown and table.end_wait < 1.0
    click_gui(app, gui_button(app, "continue"))
    assert run_until(app, lambda: isinstance(app.scene, ResultsScene), 3)


@pytest.mark.slow
def test_space_continues_too(app):
    table = open_table(app, ai_match())
    assert run_until(app, lambda: table.match.deal_over and not table.anim.busy, 6000)
    app.step(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    assert run_until(app, lambda: isinstance(app.scene, ResultsScene), 3)


def test_instant_computer_speed_has_no_delay():
    assert "instant" in AI_SPEEDS and AI_DELAY["instant"] == 0.0
    assert Settings(ai_speed="instant").ai_delay == 0.0


def test_continue_ends_a_held_animation_step(app):
    table = open_table(app, ai_match())
    assert run_until(app, lambda: not table.anim.busy, 3000)
    table.ai_delay_override = 30.0   # the computers wait: only the held step runs
    table.anim.then(hold=5.0)        # what a layout queues to show a trick before it is taken
    step(app, 2)
    assert table.pausing() and table.continue_shown
    click_gui(app, gui_button(app, "continue"))
    step(app)
    assert not table.anim.busy and not table.continue_shown
