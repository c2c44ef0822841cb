"""A default seat name ("You", "Player 2", "CPU 1") is kept as a marker, not as text: after a
language switch the table, its log, the curtain and the results show it in the new language
("あなた", not "You"); a name the player typed stays as typed; a seat's marker survives a save, and
a marker not understood falls back to the name as written."""
from __future__ import annotations

import pytest

from game.seats import Seat
from tests.ui.conftest import drawn_texts, step
from ui.seat_names import shown_name


def started_table(app, lang: str, game: str = "democracy", typed: str | None = None):
    from ui.scenes.setup import SetupScene

    app.set_language(lang)
    scene = SetupScene(app)
    app.switch(scene)
    scene.on_button(f"game:{game}")
    if typed is not None:
        scene.entries[1].set_text(typed)
    scene.start(seed=3)
    step(app, 3)
    return app.scene


@pytest.mark.parametrize("first,then", [("en", "ja"), ("ja", "en")])
def test_default_names_follow_the_language_after_a_switch(app, first, then):
    table = started_table(app, first)
    seats = table.match.seats
    assert seats[0].default == "you" and seats[1].default == "cpu:1"
    you_then, cpu_then = app.tr.__class__(then)("ui.setup.default_human"), app.tr.__class__(then)(
        "ui.setup.default_ai", n=1)
    you_first = app.tr("ui.setup.default_human")
    app.set_language(then)
    texts = drawn_texts(app)
    step(app, 2)
    assert table.names()[:2] == [you_then, cpu_then]
    assert any(you_then in t for t in texts) and not any(t == you_first for t in texts)
    log = table.layout.log.lines(table.layout.log_line)
    assert log and not any(you_first in line for line in log)
    print(f"\n[names] {first} -> {then}: {table.names()[:2]}; log: {log[-1]!r}")


def test_a_typed_name_stays_as_typed_in_both_languages(app):
    table = started_table(app, "ja", typed="Hanako")
    seat = table.match.seats[1]
    assert seat.name == "Hanako" and seat.default == ""
    app.set_language("en")
    step(app)
    assert table.names()[1] == "Hanako"


def test_the_curtain_names_a_default_player_in_the_current_language(app):
    from tests.ui.conftest import run_until
    from ui.scenes.curtain import CurtainScene
    from ui.scenes.setup import SetupScene

    app.set_language("en")
    scene = SetupScene(app)
    app.switch(scene)
    scene.on_button("game:democracy")
    scene.on_button("kind:1:human")
    scene.start(seed=3)
    app.set_language("ja")
    assert run_until(app, lambda: isinstance(app.scene, CurtainScene), 900)
    assert app.scene.name in ("プレイヤー1", "プレイヤー2")      # pass-and-play: nobody is "あなた"
    assert [s.default for s in app.scene.table().match.seats[:2]] == ["player:1", "player:2"]


def test_a_marker_survives_a_save_and_a_strange_one_is_ignored():
    seat = Seat("CPU 2", "ai", "easy", "cpu:2")
    again = Seat.from_json(seat.to_json())
    assert again.default == "cpu:2" and shown_name(again, "ja") == "CPU 2" and again == seat
    for strange in ("cpu", "you:3", "dealer:1", 7, None, "cpu:1; rm"):
        odd = Seat.from_json({"name": "Ken", "kind": "ai", "default": strange})
        assert odd.default == "" and shown_name(odd, "en") == "Ken"
    assert "default" not in Seat("Ken", "human").to_json()   # typed names save as before
    assert shown_name(Seat("You", "human", "normal", "you"), "ja") == "あなた"
    assert shown_name(Seat("Player 3", "human", "normal", "player:3"), "ja") == "プレイヤー3"
