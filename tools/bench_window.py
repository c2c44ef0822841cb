"""Prints what showing the 1280×720 table in windows of other sizes costs per frame: the time of
Stage.present (scaling the canvas into the window and filling the letterbox) at 960×540,
1280×720, 1920×1080, 2560×1440, 3840×2160 and 1000×1000, averaged over a few dozen frames.
Usage: .venv/bin/python -m tools.bench_window [FRAMES]"""
from __future__ import annotations

import argparse
import sys
import time

from tools import screenshot_kit as kit  # first: the headless set-up

from ui.scenes.title import TitleScene

SIZES = ((960, 540), (1280, 720), (1920, 1080), (2560, 1440), (3840, 2160), (1000, 1000))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("frames", nargs="?", type=int, default=30, help="frames averaged per window size")
    frames = parser.parse_args(argv).frames
    kit.open_window()
    app = kit.new_app("en")
    for size in SIZES:
        app.resize_window(size)
        app.switch(TitleScene(app))
        kit.frames(app, 2)
        start = time.perf_counter()
        for _ in range(frames):
            app.stage.present()
        ms = (time.perf_counter() - start) / frames * 1000
        scale = app.stage.scale
        how = "copy" if app.stage.canvas is app.window else ("integer" if scale == int(scale) else "smooth")
        print(f"{size[0]}x{size[1]}: present {ms:.2f} ms/frame (scale {scale:.3f}, {how})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
