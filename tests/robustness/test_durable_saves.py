"""Durable saves, in a private CARDTABLE_HOME: the autosave is fsync'd and
renamed (no stray .tmp, the previous good save untouched when writing fails), a save folder that
cannot be written (permission refused, disk full, or really read-only) is a translated toast at
the table in ja and en and play goes on, saving resumes (and says so) once the folder is writable;
a damaged save whose setting aside failed is never overwritten by the next autosave; a second app
instance never takes over the first's current.json (saves/current.lock with its pid; a dead
pid's lock is stale and taken over). Prints what it tried."""
from __future__ import annotations

import errno
import json
import os
import random
import subprocess
import sys
from types import SimpleNamespace

import pytest

from game.i18n import Translator
from tests.ui.conftest import app, run_until, step, tyrant_match, private_home  # noqa: F401 (fixtures)
from ui import saves
from ui.toast import Toasts


def fake_app(lang: str = "en"):
    return SimpleNamespace(toasts=Toasts(), tr=Translator(lang))


def play_some(match, actions: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    for _ in range(actions):
        if match.deal_over:
            return
        seat = match.to_act()[0]
        match.play(seat, rng.choice(match.legal(seat)))


def saved_actions(path):
    return json.loads(path.read_text(encoding="utf-8"))["actions"]


def test_the_autosave_is_fsynced_then_renamed_then_the_folder_fsynced(user_home, monkeypatch):
    calls = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(saves.os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(saves.os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1])
    match = tyrant_match(["ai"] * 4)
    play_some(match, 5)
    path = saves.Keeper().save(match)
    assert path == saves.current_path() and saved_actions(path)
    expected = ["fsync", "replace", "fsync"] if os.name == "posix" else ["fsync", "replace"]
    assert calls == expected
    assert not list(path.parent.glob("*.tmp"))
    print(f"\n[saves] write order {calls}")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("fault", ["replace_denied", "open_denied", "disk_full_on_write"])
def test_an_unwritable_save_folder_is_a_message_and_the_last_good_save_stays(user_home, monkeypatch, fault, lang):
    match = tyrant_match(["ai"] * 4)
    keeper, shown = saves.Keeper(), fake_app(lang)
    play_some(match, 4)
    assert keeper.save(match, shown)
    good = saves.current_path().read_bytes()
    real_open, real_replace = open, os.replace

    def failing_open(file, mode="r", *args, **kwargs):
        if str(file).endswith(".tmp"):
            if fault == "open_denied":
                raise PermissionError(errno.EACCES, "Permission denied", str(file))
            handle = real_open(file, mode, *args, **kwargs)
            handle.write = lambda data: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space left on device"))
            return handle
        return real_open(file, mode, *args, **kwargs)

    failed = 0
    with monkeypatch.context() as patch:
        if fault == "replace_denied":
            patch.setattr(saves.os, "replace", lambda a, b: (_ for _ in ()).throw(
                PermissionError(errno.EACCES, "Permission denied")))
        else:
            patch.setattr("builtins.open", failing_open)
        for _ in range(5):                   # the match goes on; every save fails quietly
            play_some(match, 1, seed=failed)
            assert keeper.save(match, shown) is None
            failed += 1
        assert saves.current_path().read_bytes() == good, "the last good save must stay whole"
        assert not list(saves.current_path().parent.glob("*.tmp"))
    key = "ui.save.failed.full" if fault == "disk_full_on_write" else "ui.save.failed.readonly"
    expected = shown.tr(key, folder=str(saves.current_path().parent), reason="")
    assert shown.toasts.texts == [expected], "one clear message, not one per action"
    assert expected != key and (lang != "ja" or "保存" in expected)
    assert keeper.save(match, shown) == saves.current_path()
    assert saved_actions(saves.current_path()) == [s.to_json() for s in match.steps]
    assert shown.toasts.texts[-1] == shown.tr("ui.save.recovered")
    print(f"\n[saves] {fault} ({lang}): {failed} failed saves, 1 toast, last good save kept, resumed")


def chmod_blocks() -> bool:
    return os.name == "posix" and os.geteuid() != 0


def test_the_folder_made_read_only_mid_match_at_the_table(app, user_home, monkeypatch):
    """The saves folder turns read-only while a match runs at the table: really (chmod) where that
    blocks this user, else (root, Windows) simulated by a rename refused with EROFS."""
    from tests.ui.conftest import open_table

    real_replace = os.replace
    refused = {"on": False}

    def replace(a, b):
        if refused["on"]:
            raise OSError(errno.EROFS, "Read-only file system")
        return real_replace(a, b)

    monkeypatch.setattr(saves.os, "replace", replace)

    def make_read_only(folder):
        if chmod_blocks():
            os.chmod(folder, 0o555)
        else:
            refused["on"] = True

    def make_writable(folder):
        if chmod_blocks():
            os.chmod(folder, 0o755)
        refused["on"] = False

    table = open_table(app, tyrant_match(["human", "ai", "ai", "ai"]))
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.worker is None)
    assert table.submit([table.legal[0]])
    folder = saves.current_path().parent
    good = saves.current_path().read_bytes()
    make_read_only(folder)
    try:
        assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.worker is None)
        assert table.submit([table.legal[0]])            # the save fails; no exception
        step(app, 3)
        message = app.tr("ui.save.failed.readonly", folder=str(folder))
        assert message in app.toasts.texts
        assert saves.current_path().read_bytes() == good
    finally:
        make_writable(folder)
    step(app, 2)
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.worker is None)
    assert table.submit([table.legal[0]])
    assert saved_actions(saves.current_path()) == [s.to_json() for s in table.match.steps]
    assert app.tr("ui.save.recovered") in app.toasts.texts
    print(f"\n[saves] read-only folder at the table ({'chmod' if chmod_blocks() else 'EROFS simulated'}):"
          f" toast '{message}', {len(table.match.steps)} actions saved after")


def test_a_damaged_save_that_could_not_be_set_aside_is_never_overwritten(user_home, monkeypatch):
    folder = saves.current_path().parent
    folder.mkdir(parents=True)
    damaged = b'{"format": "cardtable-replay", "actions": [' + b"[" * 50
    saves.current_path().write_bytes(damaged)
    keeper, shown = saves.Keeper(), fake_app()
    match = tyrant_match(["ai"] * 4)
    play_some(match, 2)
    from game import files

    with monkeypatch.context() as patch:
        patch.setattr(files, "set_aside", lambda *a, **k: (_ for _ in ()).throw(
            PermissionError(errno.EACCES, "Permission denied")))
        assert keeper.save(match, shown) is None
        assert saves.current_path().read_bytes() == damaged
        play_some(match, 1)
        assert keeper.save(match, shown) is None, "the next autosave must not overwrite the damaged save"
        assert saves.current_path().read_bytes() == damaged
    assert keeper.save(match, shown) == saves.current_path()
    kept = [p for p in folder.iterdir() if ".unfinished-" in p.name or ".corrupt-" in p.name]
    assert [p.read_bytes() for p in kept] == [damaged]
    print(f"\n[saves] damaged save kept through 2 failed set-asides: {kept[0].name}")


def live_process():
    return subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])


def locked_by(pid: int) -> None:
    """saves/current.lock as another running instance (`pid`) left it."""
    lock = saves.current_path().with_name(saves.LOCK)
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text(json.dumps({"pid": pid}), encoding="utf-8")


def test_a_second_instance_saves_in_its_own_slot(user_home):
    other = live_process()
    try:
        locked_by(other.pid)
        first = tyrant_match(["ai"] * 4, seed=1)
        play_some(first, 6)
        saves.write_atomic(saves.document(first), saves.current_path())   # the first instance's save
        before = saves.current_path().read_bytes()
        keeper, shown = saves.Keeper(), fake_app("ja")
        second = tyrant_match(["ai"] * 4, seed=2)
        for n in range(4):
            play_some(second, 1, seed=n)
            path = keeper.save(second, shown)
            assert path is not None and path != saves.current_path()
        assert saves.current_path().read_bytes() == before, "the first instance's save is untouched"
        assert saved_actions(path) == [s.to_json() for s in second.steps]
        assert shown.toasts.texts == [shown.tr("ui.save.other_instance")]
        from ui.scenes.saved_games import list_saves

        listed = {e.path.name: e.kind for e in list_saves()}
        assert listed[path.name] == "unfinished" and listed["current.json"] == "current"
        print(f"\n[saves] second instance (lock held by live pid {other.pid}) saved 4 times to {path.name}")
    finally:
        other.kill()
        other.wait()


def test_a_lock_left_by_a_killed_instance_is_taken_over(user_home):
    dead = live_process()
    dead.kill()
    dead.wait()
    lock = saves.current_path().with_name(saves.LOCK)
    lock.parent.mkdir(parents=True)
    lock.write_text(json.dumps({"pid": dead.pid}), encoding="utf-8")
    keeper = saves.Keeper()
    match = tyrant_match(["ai"] * 4)
    play_some(match, 3)
    assert keeper.save(match) == saves.current_path()
    assert json.loads(lock.read_text(encoding="utf-8"))["pid"] == os.getpid()
    keeper.lock.release()
    assert not lock.exists()
    print(f"\n[saves] stale lock of dead pid {dead.pid} taken over and released")


def test_one_instance_keeps_current_json_across_matches(user_home):
    keeper = saves.Keeper()
    for seed in (1, 2):
        match = tyrant_match(["ai"] * 4, seed=seed)
        play_some(match, 3)
        assert keeper.save(match) == saves.current_path()
    unfinished = [p for p in saves.current_path().parent.iterdir() if ".unfinished-" in p.name]
    assert len(unfinished) == 1   # the first match set aside, as before the lock
    keeper.lock.release()


def test_a_second_instance_opening_an_unfinished_save_leaves_current_json_alone(user_home):
    from ui.scenes.saved_games import adopt, list_saves

    other = live_process()
    try:
        locked_by(other.pid)
        running = tyrant_match(["ai"] * 4, seed=1)
        play_some(running, 5)
        saves.write_atomic(saves.document(running), saves.current_path())
        before = saves.current_path().read_bytes()
        kept = tyrant_match(["ai"] * 4, seed=2)
        play_some(kept, 3)
        aside = saves.current_path().with_name("current.json.unfinished-20260101-000000")
        saves.write_atomic(saves.document(kept), aside)
        entry = next(e for e in list_saves() if e.path == aside)
        match = saves.read(entry.path)
        keeper = saves.Keeper()
        adopt(entry.path, match, keeper)
        play_some(match, 2, seed=9)
        assert keeper.save(match) == aside
        assert saves.current_path().read_bytes() == before
        assert saved_actions(aside) == [s.to_json() for s in match.steps]
        print(f"\n[saves] second instance continued {aside.name} in place; the first's current.json untouched")
    finally:
        other.kill()
        other.wait()
