"""F11 on a real X server, with a window manager and without one: the window goes to desktop
fullscreen and back to the same size and place every time (as the X server itself has it, not
only as SDL reports it), the frame fills the window it is drawn into after every toggle, no new
window is made, and nothing hangs. Needs Xvfb (and openbox for the window manager case): `.ci/run` installs them where it can;
elsewhere the test is skipped and says why."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

PROBE = "tests.ui.scripts.fullscreen_probe"   # run as a module from the repository root
ROOT = Path(__file__).resolve().parents[2]


def free_display() -> int:
    for number in range(90, 200):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return number
    pytest.skip("no free X display number")


@pytest.fixture
def x_server():
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (apt-get install xvfb openbox)")
    number = free_display()
    server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        if time.monotonic() > deadline or server.poll() is not None:
            server.kill()
            pytest.skip("Xvfb did not start")
        time.sleep(0.05)
    yield f":{number}"
    server.terminate()
    server.wait(10)


def run_probe(display: str, window_manager: bool) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               CARDTABLE_HOME=str(Path(os.environ.get("CARDTABLE_HOME", "/tmp")) / "x11"))
    manager = None
    if window_manager:
        if shutil.which("openbox") is None:
            pytest.skip("openbox is not installed (apt-get install openbox)")
        manager = subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)
    try:
        done = subprocess.run([sys.executable, "-m", PROBE], env=env, cwd=ROOT, capture_output=True,
                              text=True, timeout=90)
    finally:
        if manager is not None:
            manager.terminate()
            manager.wait(10)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("window_manager", [True, False], ids=["openbox", "no-window-manager"])
def test_f11_goes_to_desktop_fullscreen_and_back_to_the_same_place(user_home, x_server, window_manager):
    log = run_probe(x_server, window_manager)
    print(f"\n[fullscreen] {'openbox' if window_manager else 'bare X'}: start {log['start']}, "
          f"fullscreen {log['full'][0][:2]}, back {[w[:2] for w in log['windowed']]}, "
          f"set_mode calls {log['set_mode_calls']}")
    start_place, start_size = log["start"]
    for place, size, on, shown in log["full"]:
        assert on and size == log["desktop"] and place == [0, 0]
        assert_frame_fits(shown, [0, 0, *log["desktop"]])
    for place, size, on, remembered, shown in log["windowed"]:
        assert not on
        assert size == start_size and remembered == start_size
        assert place == start_place          # no walk: the same place after every return
        assert_frame_fits(shown, [*start_place, *start_size])
    assert log["set_mode_calls"] == 0        # the same window throughout, never a new one


def assert_frame_fits(shown: dict, expected: list[int]) -> None:
    """The X window is where and as large as expected (when xwininfo can tell), the app draws
    into a surface of that size, and the frame fills it on one axis, centred on the other."""
    if shown["x"] is not None:
        assert shown["x"] == expected, f"the X window is {shown['x']}, the app thinks {expected}"
    assert shown["surface"] == expected[2:]
    x, y, w, h = shown["rect"]
    sw, sh = shown["surface"]
    assert (x, w) == (0, sw) or (y, h) == (0, sh), f"frame {shown['rect']} in a {sw}×{sh} window"
    assert abs(x - (sw - x - w)) <= 1 and abs(y - (sh - y - h)) <= 1
