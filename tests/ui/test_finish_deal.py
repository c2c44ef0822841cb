"""Sitting out: a solo player who is out of the deal while the others play on (Bao Huang after going
out, B14/B15; Tyrant after a hard pass, T17) is offered "Finish the deal", which plays the rest with
no pauses and quick animations (the AI seats decide as ever) and ends with the deal; it is not
offered while the player still has decisions, nor in pass-and-play."""
from __future__ import annotations

import random

from tests.ui.conftest import click_gui, gui_button, open_table, run_until, step
from game import registry
from game.match import Match
from game.seats import Seat


def out_but_playing_on(seats: list[Seat]) -> Match:
    """A Bao Huang match (one deal) played by Normal in every seat until seat 0 has gone out and the
    others still play."""
    normal = registry.load("baohuang").ai_player("normal")
    for seed in range(40):
        match = Match("baohuang", {"deals": 1}, seats, seed)
        rng = random.Random(seed)
        while not match.deal_over:
            if 0 in match.view(0).out_order:
                return match
            seat = match.to_act()[0]
            match.play(seat, normal.choose(match.view(seat), match.legal(seat), rng))
    raise AssertionError("no seed where seat 0 goes out first and play goes on")


def names(app) -> list[str]:
    return list(app.scene.buttons.values())


def test_finish_the_deal_is_offered_once_out_and_plays_the_rest_quickly(app):
    seats = [Seat("You", "human")] + [Seat(f"C{i}", "ai", "normal") for i in range(1, 5)]
    match = out_but_playing_on(seats)
    table = open_table(app, match)
    table.ai_delay_override = None                       # the table's own pace, as a player has it
    step(app, 3)
    assert "finish" in names(app)
    click_gui(app, gui_button(app, "finish"))
    assert table.finishing and table.ai_delay == 0.0 and table._think_floor() == 0.0
    assert run_until(app, lambda: match.deal_over, 600)  # 20 s of frames at most
    assert run_until(app, lambda: not table.finishing, 300)   # over with the deal
    assert "finish" not in names(app)


def test_not_offered_while_the_player_still_has_decisions(app):
    seats = [Seat("You", "human")] + [Seat(f"C{i}", "ai", "normal") for i in range(1, 5)]
    table = open_table(app, Match("baohuang", {"deals": 1}, seats, 4))
    assert run_until(app, lambda: bool(table.legal), 3000)
    step(app, 3)
    assert "finish" not in names(app) and not table.finish_offered()


def test_not_offered_in_pass_and_play(app):
    seats = [Seat("You", "human"), Seat("Friend", "human")] + [Seat(f"C{i}", "ai", "normal") for i in range(2, 5)]
    match = out_but_playing_on(seats)
    table = open_table(app, match)
    table.set_viewer(0)
    step(app, 3)
    assert not table.finish_offered()


def test_T17_a_hard_pass_sits_the_tyrant_player_out():
    from types import SimpleNamespace

    from ui.layouts.tyrant.table import Layout

    layout = Layout.__new__(Layout)
    out = SimpleNamespace(seat=1, hard_out=(False, True, False, False), phase="play")
    assert layout.sitting_out(out)
    assert not layout.sitting_out(SimpleNamespace(seat=0, hard_out=out.hard_out, phase="play"))
    assert not layout.sitting_out(SimpleNamespace(seat=1, hard_out=out.hard_out, phase="over"))


def test_finish_the_deal_never_covers_played_cards_or_the_hint_in_tyrant():
    import pygame

    from ui.layouts.tyrant.geometry import HINT_BUTTON, Geometry
    from ui.layouts.tyrant.table import Layout

    finish = pygame.Rect(Layout.__new__(Layout).finish_button_rect(1280, 720))
    assert not finish.colliderect(HINT_BUTTON)
    for players in (3, 4):
        for viewer in range(players):
            g = Geometry(players, viewer)
            assert g.buttons_area.contains(finish)
            for seat in range(players):
                assert not any(finish.colliderect(r) for n in (1, 2, 3) for r in g.played_slots(seat, n))
