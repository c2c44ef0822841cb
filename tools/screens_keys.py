"""Screenshots of the keyboard focus at every table: each game's first decisions, the focus moved
with → and a card picked with Space, the footer naming the keys that work then; Tyrant's play
after the keep (H then Enter), and a button reached with Tab.

    python -m tools.screens_keys OUT_DIR [--lang ja|en]"""
from __future__ import annotations

import sys

from tools import screenshot_kit as kit  # noqa: I001  (sets up the headless drivers first)

import pygame  # noqa: E402

from game.match import Match  # noqa: E402
from game.seats import Seat  # noqa: E402
from ui.scenes.table import TableScene  # noqa: E402

GAMES = [("tyrant", 4), ("napoleon", 5), ("daifugo13", 4), ("baohuang", 5), ("democracy", 4)]


def press(app, code: int, mod: int = 0) -> None:
    app.step(kit.DT, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)])
    kit.frames(app, 2)


def deciding(table) -> bool:
    return bool(table.legal) and not table.anim.busy and table.input_ready


def shoot(out, lang, args) -> None:
    for game_id, players in GAMES:
        app = kit.new_app(lang)
        seats = [Seat("You", "human")] + [Seat(f"AI {i}", "ai", "normal") for i in range(1, players)]
        table = TableScene(app, Match(game_id, {} if game_id in ("tyrant", "democracy") else {"deals": 1}, seats, 11),
                           ai_delay=0.0)
        app.switch(table)
        kit.until(app, lambda: deciding(table), 4000)
        kit.frames(app, 4)
        if game_id == "tyrant":
            press(app, pygame.K_RIGHT)
            press(app, pygame.K_SPACE)
            kit.save(app, out, f"keys_{game_id}_keep_{lang}")
            press(app, pygame.K_h)
            kit.until(app, lambda: table.hint_worker is None, 4000)
            press(app, pygame.K_RETURN)
            kit.until(app, lambda: deciding(table) and table.view.phase == "play", 6000)
            kit.frames(app, 4)
        if game_id == "baohuang":
            kit.until(app, lambda: (deciding(table) and table.view.phase == "play") or
                      (deciding(table) and not press(app, pygame.K_RETURN)), 6000)
            kit.frames(app, 4)
        press(app, pygame.K_RIGHT)
        press(app, pygame.K_RIGHT)
        press(app, pygame.K_SPACE)
        kit.save(app, out, f"keys_{game_id}_{lang}")
        press(app, pygame.K_TAB)
        kit.save(app, out, f"keys_{game_id}_tab_{lang}")


def main(argv: list[str] | None = None) -> int:
    return kit.run(kit.parser(__doc__), sys.argv[1:] if argv is None else argv, shoot)


if __name__ == "__main__":
    raise SystemExit(main())
