"""The settings for eyes of every kind (`--show eyes`): the Settings screen with its "Easier to
see" row; each game's table on the person's turn with the four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green on cards, badges and text), with larger cards
and text in a 960×540 window (the window as shown), with reduced motion just after a computer's
play (its cards already in place, nothing in flight), and in a tall 900×1000 window (`--modes`
chooses among four, large, reduced, tall)."""
from __future__ import annotations

import random
from pathlib import Path

from game import registry
from game.match import Match
from game.seats import Seat
from tools.screens.windows import save_window
from tools.screenshot_kit import frames, new_app, until

MODES = ("four", "large", "reduced", "tall")


def open_table(app, game_id: str, seed: str):
    from ui.scenes.table import TableScene

    seats = [Seat("You", "human", default="you")] + [
        Seat(f"CPU {i}", "ai", "normal", default=f"cpu:{i}") for i in range(1, registry.load(game_id).usual_table())]
    match = Match(game_id, registry.load(game_id).one_deal_options(), seats, seed)
    table = TableScene(app, match, ai_delay=0.02)
    app.switch(table)
    return table


def to_my_turn(app, table, rng, turns: int) -> bool:
    """Play `turns` of the person's decisions at random, then stop on the next one."""
    for _ in range(turns + 1):
        if not until(app, lambda: (bool(table.legal) and not table.anim.busy and table.input_ready)
                     or table.match.deal_over, 6000) or table.match.deal_over:
            return False
        if _ == turns:
            return True
        table.submit([table.legal[rng.randrange(len(table.legal))]])
    return True


def shoot_table(out: Path, lang: str, game_id: str, mode: str, seed: str) -> None:
    app = new_app(lang)
    app.keeper.enabled = False
    app.settings.card_colours = "four" if mode in ("four", "large") else "two"
    app.set_card_colours(app.settings.card_colours == "four")
    app.settings.large_text = mode == "large"
    app.settings.reduced_motion = mode == "reduced"
    app.resize_window({"large": (960, 540), "tall": (900, 1000)}.get(mode, (1280, 720)))
    table = open_table(app, game_id, seed)
    rng = random.Random(5)
    name = f"eyes_{game_id}_{mode}_{lang}"
    if mode == "reduced":
        frames(app, 2)
        to_my_turn(app, table, rng, 2)
        table.submit([table.legal[rng.randrange(len(table.legal))]])
        seen = until(app, lambda: table.worker is not None and table.worker.done, 3000)
        until(app, lambda: table.anim.busy or not seen, 60)
        frames(app, 2)          # two frames into the computer's play: already in place
        save_window(app, out, name)
    else:
        to_my_turn(app, table, rng, 3)
        save_window(app, out, name)
    app.resize_window((1280, 720))


def shoot_settings(out: Path, lang: str) -> None:
    from ui.scenes.settings import SettingsScene

    app = new_app(lang)
    app.settings.large_text = app.settings.reduced_motion = True
    app.settings.card_colours = "four"
    app.set_card_colours(True)
    app.resize_window((960, 540))
    app.switch(SettingsScene(app))
    frames(app, 3)
    save_window(app, out, f"eyes_settings_{lang}")
    app.resize_window((1280, 720))


def shoot(out: Path, lang: str, games: list[str], modes: str, seed: str) -> None:
    shoot_settings(out, lang)
    for game_id in games:
        for mode in modes.split(","):
            shoot_table(out, lang, game_id, mode, seed)
