"""The running match on disk. After every applied action and at the start of each deal the table
writes it atomically to user_data_dir()/saves/current.json: the replay document of game/replay.py
(seats, options, seed, actions) plus a small "ui" object (the deal on screen, when it was saved),
a key game/replay.py does not read. A finished match is a replay: its file moves to
replays/<game>-<time>.json. The title resumes current.json by replaying it; a file that cannot
be read or does not replay is set aside (kept, never overwritten) and described by a `SaveProblem`
whose reason the title shows in the player's language."""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import files, replay
from game.errors import ReplayError
from game.match import Match
from game.resources import user_data_dir
from ui.crashlog import log_error

SAVES_DIR = "saves"
CURRENT = "current.json"
REPLAYS_DIR = "replays"


def current_path() -> Path:
    return user_data_dir() / SAVES_DIR / CURRENT


def replays_dir() -> Path:
    return user_data_dir() / REPLAYS_DIR


def has_save() -> bool:
    return current_path().is_file()


# ---- writing --------------------------------------------------------------------------------------
def document(match: Match) -> dict[str, Any]:
    doc = replay.to_json(match)
    doc["ui"] = {"deal": match.deal_index, "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S")}
    return doc


def write_atomic(doc: dict[str, Any], path: Path) -> None:
    """Compact JSON through a temporary file and one rename: a crash mid-write leaves the old file
    whole. (Compact because json's indenting encoder is several times slower.)"""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(doc, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    os.replace(tmp, path)


def autosave(match: Match) -> Path:
    """Save the running match to current.json, or file a finished one under replays/."""
    write_atomic(document(match), current_path())
    if match.over:
        return archive(match)
    return current_path()


def archive(match: Match) -> Path:
    """Move current.json (already holding the finished match) to replays/<game>-<time>.json."""
    current = current_path()
    if not current.is_file():
        write_atomic(document(match), current)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{match.game_id}-{stamp}.json"
    n = 1
    while target.exists():
        n += 1
        target = folder / f"{match.game_id}-{stamp}-{n}.json"
    os.replace(current, target)
    return target


class Keeper:
    """The table's autosaver: saves, and turns a failure into one toast (per reason) and a log
    entry instead of an exception. `enabled` is False for the smoke test (never touch the
    player's real save)."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.last_problem = ""
        self.last_path: Path | None = None
        self.seconds: list[float] = []  # how long each save took (tools/bench_ui.py prints them)
        self._match_seen: int | None = None

    def save(self, match: Match, app=None) -> Path | None:
        if not self.enabled:
            return None
        start = time.perf_counter()
        try:
            if self._match_seen != id(match):
                self._match_seen = id(match)
                keep_other_unfinished(match)
            self.last_path = autosave(match)
        except (OSError, TypeError, ValueError) as exc:
            reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
            if reason != self.last_problem:
                self.last_problem = reason
                log_error("autosave failed", exc)
                if app is not None:
                    app.toasts.show(app.tr("ui.saves.save_failed", reason=reason), seconds=6, kind="warn")
            return None
        finally:
            self.seconds.append(time.perf_counter() - start)
            del self.seconds[:-500]
        self.last_problem = ""
        return self.last_path


def same_match(doc: Any, match: Match) -> bool:
    """Is `doc` (a saved document) an earlier point of `match`: same game, seed and seats, and its
    actions a prefix of the match's?"""
    if not isinstance(doc, dict):
        return False
    mine = replay.to_json(match)
    actions = doc.get("actions")
    return (doc.get("game") == mine["game"] and doc.get("seed") == mine["seed"]
            and doc.get("seats") == mine["seats"] and isinstance(actions, list)
            and actions == mine["actions"][:len(actions)])


def keep_other_unfinished(match: Match) -> Path | None:
    """A new match is about to take current.json: if it holds another, unfinished match, move that
    one aside to saves/current.json.unfinished-<time> instead of overwriting it (a game is never lost)."""
    current = current_path()
    if not current.is_file():
        return None
    try:
        doc = files.read_json(current)
    except (OSError, ValueError):   # files.BadFile is a ValueError
        doc = None
    if same_match(doc, match):
        return None
    return replay.set_aside(current, "unfinished")


# ---- reading ----------------------------------------------------------------------------------------
@dataclass
class SaveProblem:
    """Why current.json could not be resumed: `reason` names a string `ui.saves.reason.<reason>`
    (unreadable, not_json, not_save, version, no_replay), `detail` is the technical part (English),
    `moved_to` where the file was set aside (None if even that failed)."""

    reason: str
    detail: str
    moved_to: Path | None

    def heading(self, tr) -> str:
        return tr("ui.saves.corrupt")

    def body(self, tr) -> str:
        text = tr(f"ui.saves.reason.{self.reason}", detail=self.detail)
        if self.moved_to is not None:
            text += " " + tr("ui.saves.kept_as", path=str(self.moved_to))
        return text

    def message(self, tr) -> str:
        return f"{self.heading(tr)} {self.body(tr)}"


class _Unusable(Exception):
    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


def read(path: Path) -> Match:
    """The match in `path`, replayed and advanced to the deal that was on screen."""
    try:
        text = files.read_text(path)
    except OSError as exc:
        raise _Unusable("unreadable", exc.strerror or str(exc)) from None
    except files.BadFile as exc:
        raise _Unusable("unreadable", str(exc)) from None
    try:
        doc = files.parse_json(text, path.name)
    except files.BadFile as exc:
        raise _Unusable("not_json", str(exc)) from None
    if not isinstance(doc, dict) or doc.get("format") != replay.FORMAT:
        raise _Unusable("not_save", "no \"format\": \"cardtable-replay\"")
    if doc.get("version") != replay.VERSION:
        raise _Unusable("version", repr(doc.get("version")))
    try:
        match = replay.from_json(doc)
    except ReplayError as exc:
        raise _Unusable("no_replay", str(exc)) from None
    except Exception as exc:  # an engine that chokes on a damaged action
        log_error(f"replaying {path} failed", exc)
        raise _Unusable("no_replay", f"{type(exc).__name__}: {exc}") from None
    ui = doc.get("ui")
    deal = ui.get("deal") if isinstance(ui, dict) else None
    if isinstance(deal, int):
        while match.deal_index < deal and match.deal_over and not match.over:
            match.next_deal()  # saved at the start of a deal that has no action yet
    return match


def probe() -> Match | SaveProblem | None:
    """What the title can offer: the saved match to continue, the problem with a damaged save
    (which is set aside, so the title then offers New game only), or None when there is none.
    A save of a finished match (the app stopped before filing it) is filed under replays/."""
    path = current_path()
    if not path.exists():
        return None
    try:
        match = read(path)
    except _Unusable as bad:
        try:
            moved: Path | None = replay.set_aside(path)
        except OSError as exc:
            log_error(f"could not set aside {path}", exc)
            moved = None
        log_error(f"save {path} set aside ({bad.reason}): {bad.detail}")
        return SaveProblem(bad.reason, bad.detail, moved)
    if match.over:
        try:
            archive(match)
        except OSError as exc:
            log_error("filing a finished save under replays/ failed", exc)
        return None
    return match
