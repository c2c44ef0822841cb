"""Pass-and-play speaks to each person by name: a match set up on the setup screen with two humans
(and computers between them) calls nobody "You"/「あなた」 (the defaults are Player 1, Player 2…),
and a whole deal of every game, walked frame by frame through the curtain, the table and the
results, draws a second-person word only while a human's own table is on screen (the person the
curtain was lifted for); the curtain, the table between turns and the results speak of nobody as
"you". An all-computer table (the demo, autoplay) draws no second-person word at all."""
from __future__ import annotations

import random
import re

import pygame
import pytest

from game import registry
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import drawn_texts, open_table
from ui.seat_names import you_names

GAMES = registry.available_games()   # every game: one without a layout (or lesson) fails, never drops out
SECOND_PERSON = {"en": re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE), "ja": re.compile("あなた")}
WALK_DT = 0.1


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def second_person(texts: list[str], lang: str) -> list[str]:
    return sorted({t for t in texts if SECOND_PERSON[lang].search(t)})


def set_up_pass_and_play(app, game_id: str, lang: str):
    """The setup screen as a person fills it: the game, then seat 3 made human (seat 1 is)."""
    from ui.scenes.setup import SetupScene

    app.set_language(lang)
    scene = SetupScene(app)
    app.switch(scene)
    scene.on_button(f"game:{game_id}")
    scene.on_button("kind:2:human")
    names = [s.name for s in scene.seats()]
    scene.start(seed=11)
    return app.scene, names


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_pass_and_play_deal_calls_everyone_by_name(app, game_id, lang):
    from ui.scenes.curtain import CurtainScene
    from ui.scenes.results import ResultsScene

    table, names = set_up_pass_and_play(app, game_id, lang)
    match = table.match
    player = app.tr("ui.polish.player_n", n=1)
    assert names[0] == player and names[2] == app.tr("ui.polish.player_n", n=3)
    assert not set(table.names()) & you_names()
    texts = drawn_texts(app)
    rng = random.Random(5)
    seen = {"curtain": 0, "own table": 0, "results": 0}
    for _ in range(6000):
        texts.clear()
        scene = app.scene
        if isinstance(scene, ResultsScene):
            app.step(WALK_DT)
            wrong = second_person(texts, lang)
            assert not wrong, f"{game_id}/{lang}: the results speak to 'you': {wrong}"
            seen["results"] += 1
            break
        if isinstance(scene, CurtainScene):
            assert scene.name in table.names() and scene.name not in you_names()
            app.step(0.3)
            app.step(WALK_DT, [key(pygame.K_RETURN)])     # the named person lifts the curtain
            seen["curtain"] += 1
            continue
        app.step(WALK_DT)
        viewer = table.viewer
        wrong = second_person(texts, lang)
        if app.scene is not table:
            continue      # the curtain came down in this frame (it is checked as it stands)
        if viewer is None or not match.seats[viewer].is_human:
            assert not wrong, f"{game_id}/{lang}: nobody's table on screen, yet it says {wrong}"
        elif wrong:
            seen["own table"] += 1
        if viewer is not None and table.legal and table.input_ready and not table.anim.busy:
            choices = [a for a in table.legal if a.kind not in ("hold",)] or table.legal
            table.submit([choices[rng.randrange(len(choices))]])
        if (match.deal_over or table.anim.waiting) and app.scene is table:
            app.step(WALK_DT, [key(pygame.K_SPACE)])      # Continue, for everyone at the table
    print(f"\n[pass-and-play names] {game_id}/{lang}: {table.names()}; frames seen: {seen}")
    assert seen["curtain"] >= 2 and seen["results"] == 1


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_an_all_computer_table_speaks_of_no_you(app, game_id, lang):
    app.set_language(lang)
    rules = registry.load(game_id)
    seats = [Seat(f"CPU {i}", "ai", "normal", default=f"cpu:{i}") for i in range(min(rules.max_players, 5))]
    match = Match(game_id, registry.load(game_id).one_deal_options(), seats, 8)
    table = open_table(app, match)
    texts = drawn_texts(app)
    said: set[str] = set()
    for _ in range(6000):
        if match.deal_over and not table.anim.busy:
            break
        app.step(WALK_DT)
        said.update(second_person(texts, lang))
        texts.clear()
    assert match.deal_over
    app.step(WALK_DT)
    said.update(second_person(texts, lang))
    assert not said, f"{game_id}/{lang}: an all-computer table says {sorted(said)}"
