"""Screenshots of the application-level screens (issue 11): the title and a table in windows of
960×540, 1920×1080 and 1000×1000 (the whole window, letterbox included), the settings, the saved
games list, the replay viewer and the statistics, in Japanese and English.
Usage: .venv/bin/python tools/screens_app.py OUT_DIR [--lang ja|en]"""
from __future__ import annotations

import sys
from pathlib import Path

import screenshot_kit as kit  # noqa: E402  (sets up the headless environment first)

import pygame  # noqa: E402

from game.match import Match  # noqa: E402
from game.seats import Seat  # noqa: E402


def save_window(app, out: Path, name: str) -> None:
    app.step(kit.DT, [])
    path = out / f"{name}.png"
    pygame.image.save(app.window, str(path))
    print(path)


def shoot_windows(out: Path, lang: str) -> None:
    from ui.scenes.table import TableScene
    from ui.scenes.title import TitleScene

    app = kit.new_app(lang)
    for size in ((960, 540), (1920, 1080), (1000, 1000)):
        app.resize_window(size)
        app.switch(TitleScene(app))
        kit.frames(app, 3)
        save_window(app, out, f"window_title_{size[0]}x{size[1]}_{lang}")
        match = Match("daifugo13", {"deals": 1}, [Seat(f"P{i + 1}", k, "normal") for i, k in
                                                  enumerate(["human", "ai", "ai", "ai"])], 3)
        table = TableScene(app, match, ai_delay=0.05)
        app.switch(table)
        kit.until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
        save_window(app, out, f"window_table_{size[0]}x{size[1]}_{lang}")
    app.resize_window((1280, 720))


def shoot(out: Path, lang: str, args) -> None:
    shoot_windows(out, lang)
    for extra in EXTRA_SHOTS:
        extra(out, lang)


EXTRA_SHOTS: list = []

if __name__ == "__main__":
    sys.exit(kit.run(kit.parser(__doc__), sys.argv[1:], shoot))
