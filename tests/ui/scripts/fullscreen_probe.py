"""Run by tests/ui/test_fullscreen_x11.py on a real X server (Xvfb): the App's window toggled in
and out of fullscreen by F11 several times, with frames in between; prints one JSON line of
what the window did (places, sizes, display surfaces made) for the test to check."""
from __future__ import annotations

import json
import time

import pygame

from ui import app as app_module
from ui.settings import Settings

made = []
real_set_mode = pygame.display.set_mode


def counting_set_mode(*args, **kwargs):
    made.append(args[0] if args else None)
    return real_set_mode(*args, **kwargs)


def run_frames(app, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.step(1 / 60, pygame.event.get())
        time.sleep(1 / 60)


def main() -> None:
    screen = app_module.open_window()
    app = app_module.App(screen, Settings(lang="en", window_size=[1000, 600]), save_settings=False)
    app.restore_window()
    from ui.scenes.title import TitleScene
    app.switch(TitleScene(app))
    run_frames(app, 0.8)
    pygame.display.set_mode = counting_set_mode
    window = app_module.display_window()
    log = {"start": [list(window.position), list(window.size)], "full": [], "windowed": []}
    f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    for _ in range(3):
        app.step(1 / 60, [f11])
        run_frames(app, 1.2)
        log["full"].append([list(window.position), list(window.size), app.settings.fullscreen])
        app.step(1 / 60, [f11])
        run_frames(app, 1.2)
        log["windowed"].append([list(window.position), list(window.size), app.settings.fullscreen,
                                list(app.settings.window_size or [])])
    log["desktop"] = list(pygame.display.get_desktop_sizes()[0])
    log["set_mode_calls"] = len(made)
    print(json.dumps(log))
    pygame.quit()


if __name__ == "__main__":
    main()
