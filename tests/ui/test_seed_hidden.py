"""The match seed is never drawn: with it anyone could deal every hand again, so no screen a player
sees (the table, the results, the saved-games list, the replay viewer) shows it, in any form."""
from __future__ import annotations

import random

import pytest

from game.match import Match
from game.seats import Seat
from tests.ui.conftest import step
from tests.ui.saved_matches import file_replay
from ui import saves

SEED = 0xC0FFEE_5EED_1234_5  # distinctive: its decimal and hex forms appear in no other text


class Shown:
    """Every string the app's own text drawing renders, plus every pygame-gui element's text."""

    def __init__(self, app) -> None:
        self.app, self.texts = app, []
        original = app.text.render

        def render(text, *args, **kw):
            self.texts.append(str(text))
            return original(text, *args, **kw)

        app.text.render = render

    def all(self) -> list[str]:
        gui = [str(getattr(e, name)) for e in self.app.manager.get_sprite_group().sprites()
               for name in ("text", "html_text") if getattr(e, name, None)]
        return self.texts + gui


def forms_of(seed: int) -> list[str]:
    return [str(seed), f"{seed:x}", f"{seed:X}", f"{seed:,}"]


def finished(game_id: str) -> Match:
    match = Match(game_id, {"deals": 1}, [Seat("You", "human")] + [Seat(f"C{i}", "ai", "easy") for i in range(1, 4)], SEED)
    rng = random.Random(1)
    while not match.over:
        seat = match.to_act()[0]
        match.play(seat, rng.choice(match.legal(seat)))
    return match


@pytest.mark.parametrize("screen", ["table", "results", "saved_games", "replay_viewer"])
def test_no_screen_shows_the_seed(app, screen):
    from ui.scenes.replay_viewer import ReplayViewerScene
    from ui.scenes.results import ResultsScene
    from ui.scenes.saved_games import SavedGamesScene
    from ui.scenes.table import TableScene

    match = finished("daifugo13")
    saves.autosave(match)
    path = file_replay(match)
    shown = Shown(app)
    make = {"table": lambda: TableScene(app, Match("daifugo13", {"deals": 1}, list(match.seats), SEED)),
            "results": lambda: ResultsScene(app, match), "saved_games": lambda: SavedGamesScene(app),
            "replay_viewer": lambda: ReplayViewerScene(app, path)}[screen]
    app.switch(make())
    step(app, 20)
    texts = shown.all()
    print(f"{screen}: {len(texts)} texts drawn, none holds the seed")
    assert texts
    assert not [t for t in texts for form in forms_of(SEED) if form in t]
