"""A solo player's only legal move (a pass with nothing that beats the table, the one card that may
follow) is theirs to press by default: the prompt says why and which button, and that button is the
only move button enabled. With the setting "forced moves made for me" on, a banner on top of the
table says why and what is made for at least two seconds before the table makes it, and never
within the first second after the table comes on screen (a resume). A move with a choice is never
made for anyone; in pass-and-play nothing is made for anyone either: the others watch the screen,
and a move made at once would tell them the seat had no choice."""
from __future__ import annotations

import pytest

import pygame

from game import registry
from tests.ui.conftest import solo_match, open_table, run_until, step
from ui import forced
from ui.settings import Settings
from game.match import Match
from game.seats import Seat


def until_forced(app, table, limit: int = 400) -> None:
    """Play on (the human's first legal move when it has a choice) until the human's only legal
    move is on screen."""
    for _ in range(limit):
        assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.input_ready, 3000)
        if len(table.legal) == 1:
            return
        table.submit([table.legal[0]])
        step(app, 2)
    raise AssertionError("the human never had a forced move")


def human_moves(match: Match, seat: int = 0) -> int:
    return sum(1 for s in match.steps if s.seat == seat)


GAMES = [(game_id, registry.load(game_id).usual_table()) for game_id in registry.available_games()]


def test_by_default_forced_moves_are_the_players_to_press():
    assert Settings().auto_forced is False


@pytest.mark.parametrize("game_id,players", GAMES)
def test_the_prompt_says_why_and_only_the_right_button_is_enabled(app, game_id, players):
    match = solo_match(game_id, players)
    table = open_table(app, match)
    until_forced(app, table)
    only, before = table.legal[0], human_moves(match)
    step(app, 90)                                        # 3 s: nothing is made for them
    assert human_moves(match) == before and table.legal == [only]
    layout = table.layout
    prompt = layout.prompt(table.view, table.context())
    assert prompt == forced.prompt(layout, table.view, only) and forced.reason(layout, table.view, only) in prompt
    moves = [b for b in getattr(layout, "dialog_buttons", []) + layout.buttons if b.name not in forced.KEEP_ENABLED]
    enabled = [b.name for b in moves if b.enabled]
    print(f"{game_id}: {only} -> {prompt!r}, enabled {enabled}")
    assert enabled and all(forced.makes(name, only) for name in enabled)
    if only.cards or only.kind.startswith("pass"):
        assert forced.button_label(layout, only) in prompt
    step(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN if only.cards else pygame.K_p, mod=0,
                                     unicode="", scancode=0)])
    assert run_until(app, lambda: human_moves(match) == before + 1, 60)
    assert [s.action for s in match.steps if s.seat == 0][-1] == only


@pytest.mark.parametrize("game_id,players", [("baohuang", 5), ("napoleon", 5), ("daifugo13", 4)])
def test_with_the_setting_on_the_move_is_made_after_its_banner_has_been_read(app, monkeypatch, game_id, players):
    app.settings.auto_forced = True
    match = solo_match(game_id, players)
    table = open_table(app, match)
    until_forced(app, table)
    only, before = table.legal[0], human_moves(match)
    drawn = banners(monkeypatch)
    step(app, 60)                                        # 2 s on screen: still there to read
    assert human_moves(match) == before and table.legal == [only]
    assert drawn and drawn[-1][0] == forced.reason(table.layout, table.view, only)
    assert run_until(app, lambda: human_moves(match) == before + 1, 30)   # made by 3 s
    assert [s.action for s in match.steps if s.seat == 0][-1] == only


def test_a_resumed_table_makes_no_move_for_the_player_in_its_first_seconds(app):
    from ui.scenes.table import TableScene

    app.settings.auto_forced = True
    match = solo_match("napoleon", 5)
    table = open_table(app, match)
    app.settings.auto_forced = False
    until_forced(app, table)
    app.settings.auto_forced = True
    before = human_moves(match)
    resumed = TableScene(app, match, ai_delay=0.0)       # the saved match opened again mid-deal
    app.switch(resumed)
    step(app, 45)                                        # 1.5 s after the table appears
    assert human_moves(match) == before and resumed.forced_pending()
    assert run_until(app, lambda: human_moves(match) == before + 1, 40)


def banners(monkeypatch) -> list:
    """From now on every forced-move banner drawn is appended to the list returned: (title, line)."""
    drawn: list = []
    original = forced.draw_banner

    def spy(surface, app_, title, line, left, bottom):
        drawn.append((title, line))
        return original(surface, app_, title, line, left, bottom)

    monkeypatch.setattr(forced, "draw_banner", spy)
    return drawn


def test_a_move_with_a_choice_is_never_made_for_the_player(app):
    match = solo_match("baohuang", 5)
    table = open_table(app, match)
    assert run_until(app, lambda: len(table.legal) > 1 and not table.anim.busy, 3000)
    before = human_moves(match)
    step(app, 120)
    assert human_moves(match) == before


def test_pass_and_play_never_makes_a_forced_move_for_anyone(app):
    from ui.scenes.curtain import CurtainScene

    app.settings.auto_forced = True
    seats = [Seat(f"P{i}", "human") for i in range(5)]
    match = Match("baohuang", {"deals": 1}, seats, 4)
    table = open_table(app, match)
    forced_seen = 0
    for _ in range(3000):
        if isinstance(app.scene, CurtainScene):
            app.scene.proceed()
        step(app, 1)
        if table.anim.busy or not table.legal or not table.input_ready:
            continue
        if len(table.legal) == 1:
            before = len(match.steps)
            step(app, 60)                               # 2 s: nothing is made for them
            assert len(match.steps) == before and len(table.legal) == 1
            forced_seen += 1
            if forced_seen >= 3:
                break
        table.submit([table.legal[0]])
    assert forced_seen >= 3
