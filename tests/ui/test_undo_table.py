"""Undo at the table (ui/scenes/table.py, game/undo.py): in solo play the Undo button and Ctrl+Z
take back the player's last decision; the table shows the earlier position at once (the same views,
the same log, the same legal moves), the autosave holds the match as it stands with the count, and
the results line names it. Pass-and-play and the replay viewer offer no Undo."""
from __future__ import annotations

import pygame
import pytest

from game import registry
from game.match import Match
from game.seats import Seat
from game.views import canonical
from tests.ui.conftest import click_gui, gui_button, open_table, run_until, solo_match, step
from tests.ui.saved_matches import file_replay, finished_match
from ui import saves
from ui.scenes.results import aids_line

CTRL_Z = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a")


def ready(table) -> bool:
    return bool(table.legal) and not table.anim.busy and table.worker is None


def table_state(table) -> tuple:
    match = table.match
    views = tuple(canonical(match.view(s)) for s in range(match.players))
    return (views, tuple(canonical(e) for e in table.layout.log.events), tuple(canonical(a) for a in table.legal),
            canonical(table.view))


def a_decision(table):
    """A legal move the player chooses among several (the first that is not the first listed)."""
    return table.legal[len(table.legal) // 2]


@pytest.mark.parametrize("game_id", registry.available_games())
def test_ctrl_z_takes_back_the_last_decision_and_shows_the_position_before_it(app, game_id):
    match = solo_match(game_id)
    table = open_table(app, match)
    assert run_until(app, lambda: ready(table), 3000)
    while len(table.legal) < 2:   # a forced move is not a decision: play on to a choice
        table.submit([table.legal[0]])
        assert run_until(app, lambda: ready(table), 3000)
    step(app, 2)
    before, steps = table_state(table), len(match.steps)
    assert gui_button(app, "undo").is_enabled == table.undo_possible()
    table.submit([a_decision(table)])
    assert run_until(app, lambda: ready(table) or match.deal_over, 3000)
    assert gui_button(app, "undo").is_enabled
    step(app, 1, [CTRL_Z])
    step(app, 2)
    print(f"{game_id}: {steps} steps before the decision, {len(match.steps)} after undo")
    assert match.undos_used == 1 and len(match.steps) == steps
    assert table_state(table) == before
    assert not table.anim.busy, "the restored position is shown at once, not animated again"
    saved = saves.read_document(saves.current_path())
    assert saved["undos_used"] == 1 and len(saved["actions"]) == steps


def test_the_undo_button_is_greyed_out_until_there_is_a_decision_to_take_back(app):
    match = solo_match("daifugo13", 4)
    table = open_table(app, match)
    assert run_until(app, lambda: ready(table), 3000)
    step(app, 2)
    button = gui_button(app, "undo")
    assert button.is_enabled == any(s.seat == 0 for s in match.steps)
    table.submit([a_decision(table)])
    assert run_until(app, lambda: ready(table) or match.deal_over, 3000)
    step(app, 2)
    click_gui(app, gui_button(app, "undo"))
    step(app, 2)
    assert match.undos_used == 1
    assert aids_line(match, app.tr) == app.tr("ui.table.undo.used", n=1)


def test_pass_and_play_offers_no_undo(app):
    seats = [Seat("A", "human"), Seat("B", "human"), Seat("C"), Seat("D")]
    match = Match("daifugo13", {"deals": 1}, seats, 4)
    table = open_table(app, match)
    step(app, 30)
    assert "undo" not in app.scene.buttons.values() and not table.undo_possible()
    steps = len(match.steps)
    table.ask_undo()
    step(app, 1, [CTRL_Z])
    assert len(match.steps) == steps and match.undos_used == 0


def test_the_replay_viewer_offers_no_undo(app):
    from ui.scenes.replay_viewer import ReplayViewerScene

    viewer = ReplayViewerScene(app, file_replay(finished_match()))
    app.switch(viewer)
    step(app, 3)
    position = viewer.pos
    step(app, 1, [CTRL_Z])
    assert "undo" not in app.scene.buttons.values() and viewer.pos == position
    assert viewer.final.undos_used == 0


@pytest.mark.parametrize("game_id", registry.available_games())
def test_undo_stands_clear_of_the_hint_finish_and_continue_buttons(app, game_id):
    table = open_table(app, solo_match(game_id))
    size = app.screen.get_size()
    hint = pygame.Rect(table.layout.hint_button_rect(*size))
    undo = pygame.Rect(table.layout.undo_button_rect(*size))
    others = {"hint": hint, "finish": pygame.Rect(table.layout.finish_button_rect(*size))}
    # Continue may stand where Undo stands: the two are never up together (the test below)
    print(f"{game_id}: undo {tuple(undo)}, " + ", ".join(f"{k} {tuple(r)}" for k, r in others.items()))
    assert app.screen.get_rect().contains(undo)
    assert not [name for name, rect in others.items() if rect.colliderect(undo)]


def test_undo_steps_aside_while_continue_is_up(app):
    """A scored deal is not taken back: while Continue is up there is no Undo button, and Undo is refused."""
    table = open_table(app, solo_match("daifugo13"))
    table.continue_shown = True
    table.rebuild()
    assert table.undo_button is None or not table.undo_button.alive()
    assert not table.undo_possible()
