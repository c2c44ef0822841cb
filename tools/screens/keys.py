"""The keyboard focus at each game's table (`--show keys`): the first decision with the focus moved
with → and a card picked with Space (the footer naming the keys that work then); the Hint's move
made with H then Enter; then a later decision, the focus moved on and a card picked, and a button
reached with Tab."""
from __future__ import annotations

from pathlib import Path

from game import registry
from game.match import Match
from game.seats import Seat
from tools.screenshot_kit import DT, frames, new_app, save, until


def press(app, key: str) -> None:
    import pygame

    app.step(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(key), mod=0, unicode="", scancode=0)])
    frames(app, 2)


def deciding(table) -> bool:
    return bool(table.legal) and not table.anim.busy and table.input_ready


def shoot(out: Path, lang: str, games: list[str]) -> None:
    from ui.scenes.table import TableScene

    for game_id in games:
        rules = registry.load(game_id)
        app = new_app(lang)
        app.keeper.enabled = False
        seats = [Seat("You", "human")] + [Seat(f"AI {i}", "ai", "normal") for i in range(1, rules.usual_table())]
        table = TableScene(app, Match(game_id, rules.one_deal_options(), seats, 11), ai_delay=0.0)
        app.switch(table)
        until(app, lambda: deciding(table), 4000)
        frames(app, 4)
        press(app, "right")
        press(app, "space")
        save(app, out, f"keys_{game_id}_first_{lang}")
        steps = len(table.match.steps)
        press(app, "h")
        until(app, lambda: table.hint_worker is None, 4000)
        press(app, "return")
        until(app, lambda: deciding(table) and len(table.match.steps) > steps, 6000)
        frames(app, 4)
        press(app, "right")
        press(app, "right")
        press(app, "space")
        save(app, out, f"keys_{game_id}_{lang}")
        press(app, "tab")
        save(app, out, f"keys_{game_id}_tab_{lang}")
