"""Statistics and settings are written like the saves (issue 39): through game.files.write_atomic
(a temporary file, fsync'd, renamed, the folder fsync'd), so a failure to write leaves the old
file whole and no stray temporary file, and a process killed with SIGKILL while writing them again
and again leaves the old file or the new one, never a broken one. Files written indented by
earlier versions still load. Prints what it tried."""
from __future__ import annotations

import errno
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game import registry

from game import files
from ui import settings, stats

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.usefixtures("user_home")


def full_stats(played: int) -> stats.Stats:
    """Statistics with a record for every game and level, `played` matches in each."""
    found = stats.Stats()
    for game_id in registry.available_games():
        for level in stats.LEVELS:
            record = found.record(game_id, level)
            record.played, record.won, record.total, record.best = played, played // 2, 3 * played, 9 if played else None
    return found


def played_in(path: Path) -> int:
    """The matches every record of the statistics file at `path` counts (all the same); the file
    must load with no problem."""
    loaded = stats.load(path)
    assert loaded.problem == "" and loaded.set_aside_to is None, loaded.problem
    counts = {record.played for levels in loaded.games.values() for record in levels.values()}
    assert len(counts) == 1, counts
    return counts.pop()


def width_in(path: Path) -> int:
    outcome = settings.load(path)
    assert outcome.set_aside_to is None and outcome.problem == "", outcome.problem
    return outcome.settings.window_size[0]


WRITERS = {
    "stats": (lambda path: stats.save(full_stats(1), path), lambda path: stats.save(full_stats(2), path), "stats.json"),
    "settings": (lambda path: settings.save(settings.Settings(window_size=[1001, 600]), path),
                 lambda path: settings.save(settings.Settings(window_size=[1002, 600]), path), "settings.json"),
}


@pytest.mark.parametrize("kind", sorted(WRITERS))
def test_written_fsynced_then_renamed_then_the_folder_fsynced(kind, user_home, monkeypatch):
    first, _, name = WRITERS[kind]
    calls = []
    real_fsync, real_replace = os.fsync, os.replace
    me = threading.get_ident()   # only this write's calls (a worker thread of an earlier test may still write)

    def noted(name: str) -> None:
        if threading.get_ident() == me:
            calls.append(name)

    monkeypatch.setattr(files.os, "fsync", lambda fd: (noted("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(files.os, "replace", lambda a, b: (noted("replace"), real_replace(a, b))[1])
    path = user_home / name
    first(path)
    assert calls == (["fsync", "replace", "fsync"] if os.name == "posix" else ["fsync", "replace"])
    assert not list(user_home.glob("*.tmp"))
    print(f"[{kind}] write order {calls}")


@pytest.mark.parametrize("kind", sorted(WRITERS))
@pytest.mark.parametrize("fault", ["open_denied", "disk_full_on_write", "fsync_fails", "replace_denied"])
def test_a_failed_write_leaves_the_old_file_and_no_temporary_file(kind, fault, user_home, monkeypatch):
    first, second, name = WRITERS[kind]
    path = user_home / name
    first(path)
    good = path.read_bytes()
    real_open = open

    def failing_open(file, mode="r", *args, **kwargs):
        if str(file).endswith(".tmp"):
            if fault == "open_denied":
                raise PermissionError(errno.EACCES, "Permission denied", str(file))
            handle = real_open(file, mode, *args, **kwargs)
            if fault == "disk_full_on_write":
                handle.write = lambda data: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space left on device"))
            return handle
        return real_open(file, mode, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr("builtins.open", failing_open)
        if fault == "fsync_fails":
            patch.setattr(files.os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(errno.EIO, "I/O error")))
        if fault == "replace_denied":
            patch.setattr(files.os, "replace", lambda a, b: (_ for _ in ()).throw(
                PermissionError(errno.EACCES, "Permission denied")))
        with pytest.raises(OSError):
            second(path)
    assert path.read_bytes() == good, "the old file is untouched"
    assert sorted(p.name for p in user_home.iterdir()) == [name], "no stray temporary file"
    second(path)
    assert path.read_bytes() != good and not list(user_home.glob("*.tmp"))
    print(f"[{kind}] {fault}: OSError, the old file whole, no .tmp; the next write goes through")


def test_files_written_indented_by_earlier_versions_still_load(user_home):
    old_stats, old_settings = user_home / "stats.json", user_home / "settings.json"
    old_stats.write_text(json.dumps(full_stats(4).to_json(), indent=1), encoding="utf-8")
    old_settings.write_text(json.dumps({"lang": "en", "window_size": [1003, 600], "volume": 0.5}, indent=1),
                            encoding="utf-8")
    assert played_in(old_stats) == 4 and width_in(old_settings) == 1003
    stats.save(stats.load(old_stats), old_stats)
    settings.save(settings.load(old_settings).settings, old_settings)
    assert "\n" not in old_stats.read_text(encoding="utf-8"), "written compactly now, like the saves"
    assert played_in(old_stats) == 4 and width_in(old_settings) == 1003


# ---- SIGKILL while writing ------------------------------------------------------------------------
WRITE_LOOP = {
    "stats": """
import sys
from pathlib import Path
from tests.robustness.test_durable_stats import full_stats
from ui import stats
path = Path(sys.argv[1])
i = int(sys.argv[2])
while True:
    i += 1
    stats.save(full_stats(i), path)
    print(i, flush=True)
""",
    "settings": """
import sys
from pathlib import Path
from ui import settings
path = Path(sys.argv[1])
i = int(sys.argv[2])
while True:
    i += 1
    settings.save(settings.Settings(lang="en", window_size=[1000 + i % 15000, 600]), path)
    print(i, flush=True)
""",
}


def killed_while_writing(kind: str, path: Path, start: int, rng: random.Random) -> int:
    """A process writing `path` again and again, from `start` on, killed with SIGKILL at a random
    moment after its first write; the last count it said it had written."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-c", WRITE_LOOP[kind], str(path), str(start)], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        first = child.stdout.readline()
        assert first.strip(), "the writer started"
        time.sleep(rng.uniform(0.0, 0.08))
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    said = [line for line in (first + child.stdout.read()).split() if line.isdigit()]
    child.stdout.close()
    assert child.returncode == -signal.SIGKILL
    return int(said[-1])


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
@pytest.mark.parametrize("kind", ["stats", "settings"])
def test_killed_while_writing_leaves_the_old_or_the_new_file(kind, user_home):
    path = user_home / f"{kind}.json"
    read = played_in if kind == "stats" else (lambda p: width_in(p) - 1000)
    rng, written, kills, stray = random.Random(39), 0, 8, 0
    for _ in range(kills):
        said = killed_while_writing(kind, path, written, rng)
        found = read(path)
        assert said <= found <= said + 1, f"the file holds write {found}; the writer had said {said}"
        stray += path.with_name(path.name + ".tmp").exists()
        written = found
    assert not list(user_home.glob("*.bad-*")), "nothing was set aside"
    (stats.save(full_stats(0), path) if kind == "stats" else settings.save(settings.Settings(), path))
    assert not list(user_home.glob("*.tmp")), "the next write takes the temporary file a kill left"
    print(f"[{kind}] {kills} SIGKILLs while writing: every time the file loaded whole "
          f"({written} writes in all; a temporary file left by {stray} of the kills, gone after the next write)")
