"""A seat's default name follows its type, humans added for pass-and-play get
distinct names ("Player 2" / 「プレイヤー2」), and names typed by the player are kept."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("lang,player", [("ja", "プレイヤー{n}"), ("en", "Player {n}")])
def test_default_names_follow_the_seat_type(app, lang, player):
    from ui.scenes.setup import SetupScene

    app.set_language(lang)
    scene = SetupScene(app)
    app.switch(scene)
    scene.on_button("kind:2:human")
    scene.on_button("kind:3:human")
    seats = scene.seats()
    assert seats[2].name == player.format(n=3) and seats[3].name == player.format(n=4)
    assert len({s.name for s in seats}) == len(seats)
    scene.on_button("kind:2:ai")
    assert scene.seats()[2].name == app.tr("ui.setup.default_ai", n=2)
    scene.entries[3].set_text("Hanako")
    scene.on_button("kind:3:ai")
    assert scene.seats()[3].name == "Hanako"


def test_plural_strings_in_english():
    from game.i18n import Translator

    tr = Translator("en")
    assert tr("ui.tyrant.log.play", name="Ken", n=1) == "Ken played 1 card"
    assert tr("ui.tyrant.log.play", name="Ken", n=2) == "Ken played 2 cards"
    assert "honour(s)" not in tr("napoleon.event.trick", seat="Ken", honours=1)
    assert tr("ui.napoleon.res.deals", won=0, n=1) == "Napoleon's side won 0 of 1 deal."
