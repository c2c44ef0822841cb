"""The results screen shows every seat's name whole where its column has room: Daifugo13 at six
seats (its most) with the setup's default names (one human "You", five "CPU n"; and in
pass-and-play "Player n"), and with a longish typed name, in both languages: no name is drawn
cut with "…" (ui/scenes/results.py puts the total under the name when a name would not fit beside it)."""
from __future__ import annotations

import random

import pytest

from game import registry
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import DT
from tests.ui.label_checks import Recorder
from tools.deal_loop import played_to_end
from ui.seat_names import default_marker, default_name_in, shown_names


def default_seats(players: int, humans: int) -> list[Seat]:
    """The seats as the setup screen makes them: `humans` human seats first, AIs after, each with
    its default name and the marker that keeps it in the language of the moment."""
    kinds = ["human" if i < humans else "ai" for i in range(players)]
    return [Seat(default_name_in("en", i, kind, humans), kind, default=default_marker(i, kind, humans))
            for i, kind in enumerate(kinds)]


def drawn_names(app, match) -> tuple[list[str], list[str]]:
    """(the seats' names as shown, every text the results screen drew) for the finished `match`."""
    from ui.scenes.results import ResultsScene

    rec = Recorder(app)
    app.switch(ResultsScene(app, match))
    app.step(DT)
    return shown_names(match, app.settings.lang), [t for t, _, _ in rec.items]


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("seats", ["default", "pass_and_play", "alexandra"])
def test_six_seat_daifugo13_results_draw_every_name_whole(app, lang, seats):
    app.set_language(lang)
    players = registry.load("daifugo13").max_players
    assert players == 6
    chosen = default_seats(players, 2 if seats == "pass_and_play" else 1)
    if seats == "alexandra":
        chosen[0] = Seat("Alexandra", "human")
    match = played_to_end(Match("daifugo13", {"deals": 1}, chosen, 11), random.Random(11))
    names, texts = drawn_names(app, match)
    cut = [t for t in texts if t.endswith("…")]
    assert not cut, f"names drawn cut: {cut}"
    for name in names:
        assert name in texts, f"{name!r} not drawn whole: {texts}"
