"""Where files are: bundled resources (assets/) found the same way from the source tree and from a
PyInstaller bundle (`sys._MEIPASS`), and the user's data folder (settings, saves) per platform —
never next to the executable."""
from __future__ import annotations

import os
import sys
from pathlib import Path

APP_DIR_NAME = "CardTable"
DATA_DIR_PROBLEM: str | None = None   # why the data folder could not be created, once that failed


def base_dir() -> Path:
    """The folder holding `assets/`: the bundle's unpack folder when frozen, else the repo root."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def asset_path(*parts: str) -> Path:
    return base_dir().joinpath("assets", *parts)


def user_data_dir() -> Path:
    """Settings and saves. CARDTABLE_HOME overrides (tests use it)."""
    override = os.environ.get("CARDTABLE_HOME")
    if override:
        path = Path(override)
    elif sys.platform == "win32":
        path = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / APP_DIR_NAME
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / APP_DIR_NAME
    else:
        xdg = os.environ.get("XDG_DATA_HOME")
        path = (Path(xdg) if xdg else Path.home() / ".local" / "share") / APP_DIR_NAME.lower()
    global DATA_DIR_PROBLEM
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:   # the app still runs, without saving; the title says so
        DATA_DIR_PROBLEM = f"{path}: {exc.strerror or exc}"
    return path
