"""Run by tests/ui/test_fullscreen_x11.py on a real X server (Xvfb): the App's window toggled in
and out of fullscreen by F11 several times, with frames in between; prints one JSON line of
what the window did (places, sizes, display surfaces made; the X server's own geometry of the
window, by xwininfo where it is installed; the frame's drawn rectangle) for the test to check."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
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


def x_geometry() -> list[int] | None:
    """The window's place and size as the X server has them (SDL's own figures can disagree:
    without a window manager a desktop-fullscreen window keeps its old X size); None without
    xwininfo."""
    if shutil.which("xwininfo") is None:
        return None
    out = subprocess.run(["xwininfo", "-id", str(pygame.display.get_wm_info()["window"])],
                         capture_output=True, text=True).stdout
    return [int(re.search(label + r":\s+(-?\d+)", out).group(1))
            for label in ("Absolute upper-left X", "Absolute upper-left Y", "Width", "Height")]


def frame(app) -> dict:
    """What the X server shows against what the app draws into."""
    return {"x": x_geometry(), "surface": list(pygame.display.get_surface().get_size()),
            "rect": list(app.stage.rect)}


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
        log["full"].append([list(window.position), list(window.size), app.settings.fullscreen, frame(app)])
        app.step(1 / 60, [f11])
        run_frames(app, 1.2)
        log["windowed"].append([list(window.position), list(window.size), app.settings.fullscreen,
                                list(app.settings.window_size or []), frame(app)])
    log["desktop"] = list(pygame.display.get_desktop_sizes()[0])
    log["set_mode_calls"] = len(made)
    print(json.dumps(log))
    pygame.quit()


if __name__ == "__main__":
    main()
