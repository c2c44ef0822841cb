"""Undo at the table (ui/scenes/table.py, game/undo.py): in solo play the Undo button and Ctrl+Z
take back the player's last decision when nothing the player had not seen was shown since; the
table shows the earlier position at once (the same views, the same log, the same legal moves), the
autosave holds the match as it stands with the count, and the results line names it. Where undo
would cross a card shown or a scored deal, the button is grey with the reason as its tooltip and
Ctrl+Z changes nothing and shows that reason. Pass-and-play and the replay viewer offer no Undo."""
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


def ctrl_z_is_refused(app, table) -> str:
    """Ctrl+Z where Undo may not take anything back: nothing changes, the button (when up) is
    grey with the reason as its tooltip, and the reason is shown. Returns the refusal's key."""
    refused = table.undo_refusal()
    assert refused is not None
    steps, undos, before = len(table.match.steps), table.match.undos_used, table_state(table)
    step(app, 1, [CTRL_Z])
    assert (len(table.match.steps), table.match.undos_used) == (steps, undos)
    assert table_state(table) == before
    reason = app.tr.error(refused)
    assert reason in [t.text for t in app.toasts.items]
    if table.undo_button is not None and table.undo_button.alive():
        assert not table.undo_button.is_enabled and table._undo_tip == reason
    return refused.key


def to_an_undoable_decision(app, table, refusals: list[str], decisions: int = 40):
    """Play the player's decisions (a middle choice each) until, with the AI's answers in, Undo
    may take the last one back: (the table's state before it, its step count), or None when the
    deal ends first. Every refusal met on the way goes through `ctrl_z_is_refused`."""
    match = table.match
    for _ in range(decisions):
        assert run_until(app, lambda: ready(table) or match.deal_over, 3000)
        if match.deal_over:
            return None
        if len(table.legal) < 2:   # a forced move is not a decision: play on to a choice
            table.submit([table.legal[0]])
            continue
        step(app, 2)
        before, steps = table_state(table), len(match.steps)
        table.submit([a_decision(table)])
        assert run_until(app, lambda: ready(table) or match.deal_over, 3000)
        step(app, 2)
        if table.undo_possible():
            return before, steps
        refusals.append(ctrl_z_is_refused(app, table))
    return None


@pytest.mark.parametrize("game_id", registry.available_games())
def test_ctrl_z_takes_back_the_last_decision_and_shows_the_position_before_it(app, game_id):
    match = solo_match(game_id)
    table = open_table(app, match)
    refusals: list[str] = []
    found = to_an_undoable_decision(app, table, refusals)
    print(f"{game_id}: Ctrl+Z refused {len(refusals)} times ({sorted(set(refusals))}) before "
          + ("a decision it may take back" if found else "the deal ended: no decision it may take back"))
    assert set(refusals) <= {"ui.table.undo.revealed", "ui.table.undo.none"}
    if found is None:   # Democracy: every trick's choice is revealed at once with the others'
        assert refusals
        return
    before, steps = found
    assert gui_button(app, "undo").is_enabled
    step(app, 1, [CTRL_Z])
    step(app, 2)
    assert match.undos_used == 1 and len(match.steps) == steps
    assert table_state(table) == before
    assert not table.anim.busy, "the restored position is shown at once, not animated again"
    saved = saves.read_document(saves.current_path())
    assert saved["undos_used"] == 1 and len(saved["actions"]) == steps


@pytest.mark.slow
def test_some_decision_can_be_taken_back_in_most_games(app):
    """Undo stays useful where it is honest: in at least half the games a decision is met, in one
    deal at the table, that nothing shown since stops (where every move shows a card at once, as in
    Democracy or the new-game skeleton's trick game, none is)."""
    undone = []
    for game_id in registry.available_games():
        table = open_table(app, solo_match(game_id))
        if to_an_undoable_decision(app, table, []) is not None:
            undone.append(game_id)
    print("a decision Undo may take back:", undone)
    assert 2 * len(undone) >= len(registry.available_games()), undone


@pytest.mark.parametrize("game_id", registry.available_games())
def test_ctrl_z_with_continue_up_does_nothing(app, game_id):
    """The end of a deal is final: with the deal scored and Continue up, Ctrl+Z takes nothing back
    and says why."""
    match = solo_match(game_id)
    table = open_table(app, match)
    pick = __import__("random").Random(game_id)
    while not match.deal_over:
        assert run_until(app, lambda: ready(table) or match.deal_over, 3000)
        if not match.deal_over:
            table.submit([table.legal[pick.randrange(len(table.legal))]])
    assert run_until(app, lambda: table.continue_shown or table.finished, 3000)
    assert ctrl_z_is_refused(app, table) in {"ui.table.undo.scored", "ui.table.undo.over"}


def test_the_undo_button_is_greyed_out_until_there_is_a_decision_to_take_back(app):
    match = solo_match("daifugo13", 4)
    table = open_table(app, match)
    assert run_until(app, lambda: ready(table), 3000)
    step(app, 2)
    button = gui_button(app, "undo")
    assert not button.is_enabled and button.tool_tip_text == app.tr("ui.table.undo.none")
    assert to_an_undoable_decision(app, table, []) is not None
    assert gui_button(app, "undo").is_enabled
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
