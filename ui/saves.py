"""The running match on disk. After every applied action and at the start of each deal the table
writes it atomically to user_data_dir()/saves/current.json: the replay document of game/replay.py
(seats, options, seed, actions) plus a small "ui" object (the deal on screen, when it was saved),
a key game/replay.py does not read. A finished match is a replay: its file moves to
replays/<game>-<time>.json. The title resumes current.json by replaying it; a file that cannot
be read or does not replay is set aside (kept, never overwritten) and described by a `SaveProblem`
whose reason the title shows in the player's language.

Durable: the file is written to a temporary file, flushed and fsync'd, renamed over the old one
(which stays whole until then) and the folder fsync'd (POSIX). A folder that cannot be written
(read-only, full) is one translated toast (`ui.save.*`), never a crash; play goes on and saves
again once it can. One app instance owns current.json through saves/current.lock (its pid; a lock
whose process is dead is stale and taken over); a second instance saves its match in a slot of its
own (`current.json.unfinished-…-window<pid>`, listed under Saved games) and says so. The lock is
read through game/files.py like every other file (a small regular file holding a sane pid); anything
else there (a pipe, a device, a folder, garbage) is stale.

Nothing repeats a crash: a match read from a file is remembered with its number of actions, and
after a crash before anything was played on it the crash handler sets its file aside
(`set_aside_unplayed`) instead of saving it again, so the next start is clean."""
from __future__ import annotations

import atexit
import errno
import json
import os
import stat
import time
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import files, replay
from game.files import fsync_folder, write_atomic  # noqa: F401 (the saves' writer, called as saves.write_atomic)
from game.errors import ReplayError
from game.match import Match
from game.resources import user_data_dir
from ui.crashlog import log_error

SAVES_DIR = "saves"
CURRENT = "current.json"
REPLAYS_DIR = "replays"
LOCK = "current.lock"
LOCK_MAX_BYTES = 4096          # a lock holds {"pid": …, "since": …}
MAX_PID = 2 ** 32 - 1          # Windows pids are 32-bit; POSIX ones smaller


def current_path() -> Path:
    return user_data_dir() / SAVES_DIR / CURRENT


def replays_dir() -> Path:
    return user_data_dir() / REPLAYS_DIR


# ---- writing --------------------------------------------------------------------------------------
def document(match: Match) -> dict[str, Any]:
    doc = replay.to_json(match)
    doc["ui"] = {"deal": match.deal_index, "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S")}
    return doc


def autosave(match: Match, path: Path | None = None) -> Path:
    """Save the running match to `path` (current.json), or file a finished one under replays/."""
    path = path or current_path()
    write_atomic(document(match), path)
    if match.over:
        return archive(match, path)
    return path


def archive(match: Match, current: Path | None = None) -> Path:
    """Move current.json (already holding the finished match) to replays/<game>-<time>.json."""
    current = current or current_path()
    if not current.is_file():
        write_atomic(document(match), current)
    target = new_replay_path(match.game_id)
    os.replace(current, target)
    fsync_folder(target.parent)
    return target


def new_replay_path(game_id: str) -> Path:
    """A name under replays/ no file has yet: <game>-<time>.json (-2, -3… within one second)."""
    folder = replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = folder / f"{game_id}-{stamp}.json"
    n = 1
    while target.exists():
        n += 1
        target = folder / f"{game_id}-{stamp}-{n}.json"
    return target


def keep_replay(doc: dict[str, Any], game_id: str) -> Path:
    """A finished match's replay document (a copy of an online match the host sent) filed under
    replays/ like the matches played here."""
    target = new_replay_path(game_id)
    write_atomic(doc, target)
    return target


# ---- one instance owns current.json ---------------------------------------------------------------
def pid_alive(pid: int) -> bool:
    """Whether process `pid` is running (never signals it: on Windows os.kill would end it)."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if os.name == "nt":
        import ctypes

        kernel32 = ctypes.windll.kernel32
        handle = kernel32.OpenProcess(0x1000, False, pid)   # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return kernel32.GetLastError() == 5             # access denied: it exists
        code = ctypes.c_ulong()
        ok = kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
        kernel32.CloseHandle(handle)
        return bool(ok) and code.value == 259               # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


class SaveLock:
    """saves/current.lock: the pid of the instance that owns current.json. Created exclusively;
    a lock whose pid is dead (the app was killed) is stale and taken over; released at exit."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.held = False
        self.other: int | None = None    # the live instance holding it, when not ours

    def owner(self) -> int | None:
        """The pid in the lock, or None for anything odd (absent, not a small regular file, not
        JSON, no pid in 1..MAX_PID): such a lock is stale."""
        try:
            pid = files.read_json_object(self.path, LOCK_MAX_BYTES).get("pid")
        except (OSError, ValueError):   # files.BadFile is a ValueError
            return None
        if isinstance(pid, int) and not isinstance(pid, bool) and 0 < pid <= MAX_PID:
            return pid
        return None

    def _being_written(self) -> bool:
        """An empty regular lock file a few seconds old: an instance starting right now has made it
        and not yet written its pid (json.dump writes the whole small object at once)."""
        try:
            info = self.path.lstat()
        except OSError:
            return False
        return stat.S_ISREG(info.st_mode) and info.st_size == 0 and time.time() - info.st_mtime < 5.0

    def _remove_stale(self) -> bool:
        """Remove a stale lock (a folder there is set aside); False when it cannot be."""
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            try:
                files.set_aside(self.path, "stale")
            except OSError:
                return False
        return True

    def acquire(self) -> bool:
        """True when this instance may write current.json: it holds the lock, or no lock can be
        made there at all (a folder that cannot be written: saving then reports that)."""
        if self.held:
            return True
        for _ in range(3):
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
            except FileExistsError:
                pid = self.owner()
                if pid == os.getpid():
                    self.held = True
                    return True
                if pid is not None and pid_alive(pid):
                    self.other = pid
                    return False
                if pid is None and self._being_written():
                    self.other = -1
                    return False
                if not self._remove_stale():            # stale: its process is gone, or junk
                    return True
                continue
            except OSError:
                return True
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump({"pid": os.getpid(), "since": time.strftime("%Y-%m-%dT%H:%M:%S")}, fh)
            self.held = True
            self.other = None
            atexit.register(self.release)
            return True
        return True

    def release(self) -> None:
        if self.held and self.owner() == os.getpid():
            try:
                self.path.unlink()
            except OSError:
                pass
        self.held = False


def own_slot(pid: int | None = None) -> Path:
    """Where a second instance saves: beside current.json, named like an unfinished save so the
    Saved games list shows it and the first instance never touches it."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return current_path().with_name(f"{CURRENT}.unfinished-{stamp}-window{pid or os.getpid()}")


def problem_key(exc: BaseException) -> str:
    """The `ui.save.failed.*` string for a failed save: read-only folder, full disk, or other."""
    code = getattr(exc, "errno", None)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
        return "ui.save.failed.full"
    if isinstance(exc, PermissionError) or code in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "ui.save.failed.readonly"
    return "ui.save.failed.other"


class Keeper:
    """The table's autosaver: saves, and turns a failure into one toast (per reason) and a log
    entry instead of an exception; says once when saving works again. A match is 'seen' (the
    other unfinished match in current.json set aside) only once that succeeded, so a failed move
    is retried and never followed by an overwrite. `enabled` is False for the smoke test (never
    touch the player's real save). Writes current.json while this instance holds saves/current.lock,
    else its own slot (`own_slot`)."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.last_problem = ""
        self.last_path: Path | None = None
        self.seconds: list[float] = []  # how long each save took (tools/bench_ui.py prints them)
        self.lock: SaveLock | None = None
        self.slot: Path | None = None    # this instance's own save when another owns current.json
        self._match_seen: int | None = None
        self._told_slot = False

    def target(self) -> Path:
        """Where this instance saves now: current.json, or its own slot when another live
        instance holds the lock."""
        current = current_path()
        if self.lock is None or self.lock.path != current.with_name(LOCK):
            self.lock, self.slot, self._told_slot = SaveLock(current.with_name(LOCK)), None, False
        if self.slot is not None:
            return self.slot
        if self.lock.acquire():
            return current
        self.slot = own_slot()
        return self.slot

    def save(self, match: Match, app=None) -> Path | None:
        if not self.enabled:
            return None
        start = time.perf_counter()
        try:
            path = self.target()
            if self.slot is not None and not self._told_slot and app is not None:
                self._told_slot = True
                app.toasts.show(app.tr("ui.save.other_instance"), seconds=8, kind="warn")
            if self._match_seen != id(match):
                if path == current_path():
                    keep_other_unfinished(match)
                self._match_seen = id(match)     # only once the other match is safe
            self.last_path = autosave(match, path)
        except (OSError, TypeError, ValueError) as exc:
            reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
            if reason != self.last_problem:
                self.last_problem = reason
                log_error("autosave failed", exc)
                if app is not None:
                    app.toasts.show(app.tr(problem_key(exc), reason=reason,
                                           folder=str(current_path().parent)), seconds=8, kind="warn")
            return None
        finally:
            self.seconds.append(time.perf_counter() - start)
            del self.seconds[:-500]
        if self.last_problem and app is not None:
            app.toasts.show(app.tr("ui.save.recovered"), seconds=4, kind="info")
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
    (unreadable, not_json, bad_text, not_save, version, no_replay), `detail` is the technical part
    (English, cut to files.SHORT characters),
    `moved_to` where the file was set aside (None if even that failed)."""

    reason: str
    detail: str
    moved_to: Path | None

    def __post_init__(self) -> None:
        self.detail = files.short_text(self.detail)   # file text quoted in a message stays short

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
        detail = files.short_text(detail)
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


def read(path: Path) -> Match:
    """The match in `path`, replayed and advanced to the deal that was on screen."""
    doc = read_document(path)
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
    for key in [key for key, (ref, _) in _read_at.items() if ref() is None]:
        del _read_at[key]
    _read_at[id(match)] = (weakref.ref(match), len(match.steps))
    return match


def read_document(path: Path) -> dict[str, Any]:
    """The save document in `path`, or _Unusable saying which check it failed."""
    try:
        text = files.read_text(path)
    except OSError as exc:
        raise _Unusable("unreadable", exc.strerror or str(exc)) from None
    except files.BadFile as exc:
        raise _Unusable("unreadable", str(exc)) from None
    try:
        doc = files.parse_json(text, path.name)
    except files.BadText as exc:
        raise _Unusable("bad_text", exc.code) from None
    except files.BadFile as exc:
        raise _Unusable("not_json", str(exc)) from None
    if not isinstance(doc, dict) or doc.get("format") != replay.FORMAT:
        raise _Unusable("not_save", "no \"format\": \"cardtable-replay\"")
    if not replay.supported(doc.get("version")):
        raise _Unusable("version", replay.shown(doc.get("version")))
    return doc


# ---- nothing repeats a crash -------------------------------------------------------------------------
_read_at: dict[int, tuple[weakref.ref, int]] = {}   # id(match) -> (the match, its actions when read)


def unplayed_since_read(match: Match | None) -> bool:
    """Whether `match` was read from a file (`read`) and nothing has been played on it since."""
    found = _read_at.get(id(match)) if match is not None else None
    return found is not None and found[0]() is match and len(match.steps) == found[1]


def set_aside_unplayed(match: Match, path: Path | None = None) -> Path | None:
    """After a crash while `match`, just read from a file, was shown: set the running save aside as
    damaged when it holds that match, so the next start does not crash the same way (the match is
    never saved again). Returns where the file went, None when it was not there or not moved."""
    path = path or current_path()
    try:
        doc = files.read_json(path)
    except (OSError, ValueError):
        doc = None
    if doc is not None and not same_match(doc, match):
        return None
    try:
        return replay.set_aside(path) if os.path.lexists(path) else None
    except OSError as exc:
        log_error(f"could not set aside {path} after a crash", exc)
        return None


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
