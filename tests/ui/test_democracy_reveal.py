"""The moment everyone watches at a Democracy table (M05–M08): after the reveal the winning card is
outlined and the winner named ("Sara takes the trick with ♥A"); in pass-and-play the table holds it
until the players go on (Continue, Space, Enter or a click) and no curtain covers it before that; in
solo it stays up at least READ_HOLD_S at every animation speed, counted in the table's own time."""
from __future__ import annotations

import pygame
import pytest

from game.match import Match
from game.seats import Seat
from tests.ui.conftest import DT, drawn_texts, run_until
from ui.layouts.democracy.anim import CardGlow
from ui.scenes.curtain import CurtainScene
from ui.scenes.table import READ_HOLD_S, TableScene

SPACE = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")


def verdict_shown(table) -> bool:
    return any(lb.tag == "winner" and not isinstance(lb, CardGlow) for lb in table.anim.labels)


def expected_verdict(app, match) -> str:
    trick = match.view(None).tricks[-1]
    plays = dict(trick.plays)
    if trick.winner is None:
        return match.seats[trick.tied[0]].name
    card = plays[trick.winner]
    label = app.tr("ui.democracy.joker") if card.is_joker else card.label
    return app.tr("ui.democracy.verdict.takes", name=match.seats[trick.winner].name, card=label)


def choose_in_turn(app, table, match, names) -> None:
    """Every human chooses behind their curtain until the trick is revealed."""
    tricks = len(match.view(None).tricks)
    while len(match.view(None).tricks) == tricks:
        assert run_until(app, lambda: isinstance(app.scene, CurtainScene) or len(match.view(None).tricks) > tricks,
                         900)
        if not isinstance(app.scene, CurtainScene):
            break
        app.scene.age = 1.0
        app.scene.proceed()
        assert run_until(app, lambda: bool(table.legal) and table.input_ready, 600)
        table.submit([table.legal[0]])


@pytest.mark.parametrize("go_on", ["space", "button", "click"])
def test_M05_pass_and_play_the_reveal_waits_for_the_players(app, go_on):
    names = ["Sara", "Ken", "Yui"]
    match = Match("democracy", {}, [Seat(n, "human") for n in names], 5)
    table = TableScene(app, match, ai_delay=0.0)
    app.switch(table)
    texts = drawn_texts(app)
    choose_in_turn(app, table, match, names)
    assert run_until(app, lambda: verdict_shown(table), 300)
    texts.clear()
    for _ in range(900):          # 30 s of table time: still the reveal, no curtain over it
        app.step(DT, [])
        assert app.scene is table and table.anim.waiting
    verdict = expected_verdict(app, match)
    assert any(verdict in t for t in texts), (verdict, sorted(set(texts))[:20])
    assert any(isinstance(lb, CardGlow) for lb in table.anim.labels)
    assert table.continue_shown
    if go_on == "space":
        app.step(DT, [SPACE])
    elif go_on == "button":
        table.on_button("continue")
    else:
        app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(640, 300))])
    assert not table.anim.waiting
    assert run_until(app, lambda: isinstance(app.scene, CurtainScene), 300)
    print(f"\n[reveal] pass-and-play: '{verdict}' held 30 s until {go_on}, then the curtain")


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_M05_solo_the_reveal_stays_up_long_enough_at_every_speed(app, speed):
    app.settings.anim_speed = speed
    app.settings.ai_speed = "instant"
    seats = [Seat("Sara", "human")] + [Seat(f"CPU {i}", "ai", "random") for i in (1, 2, 3)]
    match = Match("democracy", {}, seats, 5)
    table = TableScene(app, match)
    app.switch(table)
    texts = drawn_texts(app)
    shown = []
    for _ in range(2):
        assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 1500)
        table.submit([table.legal[0]])
        assert run_until(app, lambda: verdict_shown(table), 600)
        texts.clear()
        frames = 0
        while verdict_shown(table):
            app.step(DT, [])
            frames += 1
        verdict = expected_verdict(app, match)
        assert any(verdict in t for t in texts), verdict
        shown.append(frames * DT)
    assert min(shown) >= READ_HOLD_S[speed] >= 2.5
    print(f"\n[reveal] solo at {speed}: verdict up {', '.join(f'{s:.2f}' for s in shown)} s "
          f"(at least {READ_HOLD_S[speed]} s)")


def test_finishing_a_deal_quickly_holds_nothing_extra(app):
    match = Match("democracy", {}, [Seat("Sara", "human")] + [Seat(f"CPU {i}", "ai") for i in (1, 2)], 5)
    table = TableScene(app, match, ai_delay=0.0)
    app.switch(table)
    assert table.outcome_hold() == READ_HOLD_S[app.settings.anim_speed]
    table.finishing = True
    assert table.outcome_hold() == 0.0
