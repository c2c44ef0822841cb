"""Where files are: bundled resources (assets/) found the same way from the source tree, from a
PyInstaller bundle (`sys._MEIPASS`) and from an install by `pip install .` (the package data of
`cardtable_assets`), and the user's data folder (settings, saves) per platform, through
`platformdirs` — never next to the executable."""
from __future__ import annotations

import importlib.util
import os
import sys
from functools import lru_cache
from pathlib import Path

import platformdirs

APP_DIR_NAME = "CardTable"
ASSETS_PACKAGE = "cardtable_assets"   # assets/ as installed by `pip install .` (pyproject.toml)
DATA_DIR_PROBLEM: str | None = None   # why the data folder could not be created, once that failed


def base_dir() -> Path:
    """The bundle's unpack folder when frozen, else the folder holding the game package: the repo
    root when run from source (installed, the assets are elsewhere: see assets_dir)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


@lru_cache(maxsize=1)
def installed_assets_dir() -> Path | None:
    """The assets folder `pip install .` put beside the packages, if there is one."""
    spec = importlib.util.find_spec(ASSETS_PACKAGE)
    folders = list(spec.submodule_search_locations or []) if spec else []
    return Path(folders[0]) if folders else None


def assets_dir() -> Path:
    """The assets folder: in the bundle when frozen, else the source tree's, else the installed one."""
    here = base_dir() / "assets"
    if getattr(sys, "_MEIPASS", None) or here.is_dir():
        return here
    return installed_assets_dir() or here


def asset_path(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def platform_data_dir() -> Path:
    """The platform's own user data folder for the game, from `platformdirs`: %APPDATA%\\CardTable
    on Windows, ~/Library/Application Support/CardTable on macOS, $XDG_DATA_HOME/cardtable (default
    ~/.local/share/cardtable) on Linux and the other Unixes, where folder names are lower case."""
    name = APP_DIR_NAME if sys.platform in ("win32", "darwin") else APP_DIR_NAME.lower()
    return Path(platformdirs.PlatformDirs(name, appauthor=False, roaming=True).user_data_dir)


def user_data_dir() -> Path:
    """Settings and saves. CARDTABLE_HOME overrides (tests use it)."""
    override = os.environ.get("CARDTABLE_HOME")
    path = Path(override) if override else platform_data_dir()
    global DATA_DIR_PROBLEM
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:   # the app still runs, without saving; the title says so
        DATA_DIR_PROBLEM = f"{path}: {exc.strerror or exc}"
    return path
