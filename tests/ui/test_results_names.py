"""The results screen shows every seat's name whole where its column has room: Daifugo13 at six
seats (its most) with the setup's default names (one human "You", five "CPU n"; and in
pass-and-play "Player n"), and with a longish typed name, in both languages: no name is drawn
cut with "…" (ui/scenes/results.py puts the total under the name when a name would not fit beside it);
and in every game the notes under the columns never run under the buttons."""
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


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game_id", registry.available_games())
def test_the_notes_of_a_finished_match_never_run_under_the_buttons(app, lang, game_id):
    """At the game's largest table, a match of two deals where the game has deals (the notes then
    name this deal, the running totals and the match's winner): every text the screen draws ends
    above the buttons' row (h - 78); the columns grow shorter to leave the notes their room."""
    from ui.scenes.results import ResultsScene

    app.set_language(lang)
    rules = registry.load(game_id)
    options = {"deals": 2} if rules.one_deal_options() else {}
    seats = default_seats(rules.max_players, 1)
    buttons_top = app.screen.get_height() - 78
    for seed in (4, 10, 14):   # Bao Huang's 4 and 10: an Emperor alone, a rebellion, totals and the winner
        match = played_to_end(Match(game_id, options, seats, seed), random.Random(seed))
        rec = Recorder(app)
        app.switch(ResultsScene(app, match))
        app.step(DT)
        under = [(text, rect) for text, _, rect in rec.items if text.strip() and rect.bottom > buttons_top]
        print(f"{game_id} {lang} seed {seed}: {len(rec.items)} texts, the lowest ends at "
              f"{max(r.bottom for _, _, r in rec.items)} (buttons at {buttons_top})")
        assert not under, f"{game_id} seed {seed}: drawn under the buttons' top {buttons_top}: {under}"
