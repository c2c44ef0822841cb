"""The whole window (letterbox included) at 960×540, 1920×1080 and 1000×1000: the title and each
game's table on the person's first decision (`--show windows`)."""
from __future__ import annotations

from pathlib import Path

from game import registry
from game.match import Match
from tools.screens.plan import seats_for
from tools.screenshot_kit import DT, frames, new_app, until

SIZES = ((960, 540), (1920, 1080), (1000, 1000))


def save_window(app, out: Path, name: str) -> None:
    """One more frame, then the window as shown (the scaled canvas and its margins)."""
    import pygame

    app.step(DT, [])
    app.stage.present()
    path = out / f"{name}.png"
    pygame.image.save(app.window, str(path))
    print(path)


def shoot(out: Path, lang: str, games: list[str], seed) -> None:
    from ui.scenes.table import TableScene
    from ui.scenes.title import TitleScene

    app = new_app(lang)
    app.keeper.enabled = False
    for size in SIZES:
        tag = f"{size[0]}x{size[1]}_{lang}"
        app.resize_window(size)
        app.switch(TitleScene(app))
        frames(app, 3)
        save_window(app, out, f"window_title_{tag}")
        for game_id in games:
            rules = registry.load(game_id)
            match = Match(game_id, rules.one_deal_options(), seats_for(rules.usual_table(), lang, 0), seed)
            table = TableScene(app, match, ai_delay=0.05)
            app.switch(table)
            until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
            save_window(app, out, f"window_{game_id}_{tag}")
    app.resize_window((1280, 720))
