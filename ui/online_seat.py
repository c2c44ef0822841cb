"""The online seat this computer holds, kept in `online.json` in the user data folder: the table's
address, the seat's resume token, the player's name, and whether this computer hosts the table. A
relaunched app (after a crash, a kill, a laptop's battery) offers "Back to my table" from it."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game import files
from game.resources import user_data_dir

FILE = "online.json"


def path() -> Path:
    return user_data_dir() / FILE


def remember(url: str, token: str, name: str, hosted: bool, port: int) -> None:
    try:
        files.write_atomic({"url": url, "token": token, "name": name, "hosted": hosted, "port": port}, path())
    except OSError:
        pass   # only "Back to my table" after a relaunch is lost


def recall() -> dict[str, Any] | None:
    """The kept seat, or None (none, or a file not of this shape)."""
    try:
        doc = files.read_json_object(path())
    except (OSError, files.BadFile):
        return None
    ok = all(isinstance(doc.get(k), str) and doc.get(k) for k in ("url", "token", "name"))
    return doc if ok and isinstance(doc.get("hosted"), bool) and type(doc.get("port")) is int else None


def forget() -> None:
    try:
        path().unlink(missing_ok=True)
    except OSError:
        pass


def tables_folder() -> Path:
    """Where a table this computer hosts is autosaved (the `serve` command's default too)."""
    return user_data_dir() / "online"
