"""What the screenshot tool (tools/screens/) and the tools that drive the app headless share: a
headless set-up (the dummy video and audio drivers, a throw-away CARDTABLE_HOME) done on import, so
import this module before any of game/ or ui/; stepping the app frame by frame or until something
shows; saving the screen as a PNG; and an App with given language and speeds."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-screens-"))

import pygame  # noqa: E402

from ui.app import App, open_window  # noqa: E402
from ui.settings import Settings  # noqa: E402

DT = 1 / 60


def frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step(DT, [])


def until(app: App, predicate, limit: int) -> bool:
    """Step the app until `predicate()` holds, at most `limit` frames; whether it holds."""
    for _ in range(limit):
        if predicate():
            return True
        app.step(DT, [])
    return predicate()


def save(app: App, out: Path, name: str) -> None:
    """One more frame, then the screen as OUT/name.png (the path is printed)."""
    app.step(DT, [])
    path = out / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    print(path)


def new_app(lang: str, anim_speed: str = "fast") -> App:
    """An App on the open window, fast AI, settings never written."""
    return App(pygame.display.get_surface(), Settings(lang=lang, ai_speed="fast", anim_speed=anim_speed),
               save_settings=False)

