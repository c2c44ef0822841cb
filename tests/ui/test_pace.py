"""At the default pace every play stays on the table long enough to follow: an all-computer table
of each game, run on a controlled clock (frames of 1/60 s handed to App.step; each AI worker is
waited for when it starts, so its real thinking time never shows on the clock), and the moments
at which the table starts to show each play (Democracy: each reveal of the cards chosen face
down) are at least 0.35 s apart, a reveal at least 0.7 s. The deal's whole length per game is
measured by `python -m tools.bench_pace`, not here."""
from __future__ import annotations

import pytest

from game import registry
from game.match import Match
from game.seats import Seat

GAMES = registry.available_games()   # every game: one without a layout (or lesson) fails, never drops out
DT = 1 / 60
PLAYS = 24          # plays watched per game (the first of the deal)
ON_SHOW = 0.35      # a play stays at least this long
REVEAL = 0.7        # a reveal of several cards at once, longer


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_every_play_stays_on_the_table_at_the_default_pace(app, game_id):
    from ui.scenes.table import TableScene

    app.settings.ai_speed = app.settings.anim_speed = "normal"
    rules = registry.load(game_id)
    seats = [Seat(f"CPU {i}", "ai", "normal", default=f"cpu:{i}") for i in range(min(rules.max_players, 5))]
    match = Match(game_id, rules.one_deal_options(), seats, 3)
    table = TableScene(app, match)
    app.switch(table)
    clock = [0.0]
    shown: list[float] = []
    kind = "reveal" if rules.face_down_phases else "play"   # face-down plays are put on show at the reveal
    animate = table.layout.animate

    def noting(events, *args, **kwargs):
        if any(e.kind == kind for e in events):
            shown.append(clock[0])
        return animate(events, *args, **kwargs)

    table.layout.animate = noting
    seen = None
    while len(shown) < PLAYS + 1 and not match.deal_over and clock[0] < 600:
        app.step(DT, [])
        clock[0] += DT
        worker = table.worker
        if worker is not None and worker is not seen:
            seen = worker
            worker.thread.join()
    gaps = [b - a for a, b in zip(shown, shown[1:])]
    least = REVEAL if kind == "reveal" else ON_SHOW
    print(f"\n[pace] {game_id}: {len(gaps)} gaps between plays shown, shortest {min(gaps):.2f} s, "
          f"median {sorted(gaps)[len(gaps) // 2]:.2f} s")
    assert len(gaps) >= 5
    assert min(gaps) >= least - 1e-6, f"{game_id}: a play on show only {min(gaps):.2f} s"
