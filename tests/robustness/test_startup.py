"""Start-up with damaged files, in-process on the dummy display: a current.json, settings.json and
stats.json that break the JSON parser (nesting thousands deep, integers of thousands of digits) are set
aside, the title says why, and the app starts; a data folder that cannot be created gives a message
and the app still runs (without saving)."""
from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

CORPUS = Path(__file__).resolve().parent / "corpus"


def start_app_briefly(monkeypatch, capsys) -> tuple[int, str, object]:
    """run_app with the main loop cut to a few frames; returns (exit code, stderr, the title)."""
    from ui import app as app_mod

    seen = {}
    original_run = app_mod.App.run

    def short_run(self, seconds=None):
        original_run(self, 0.3)
        seen["scene"] = self.scene
        seen["app"] = self

    monkeypatch.setattr(app_mod.App, "run", short_run)
    args = argparse.Namespace(lang="en", smoke_test=False)
    code = app_mod.run_app(args)
    return code, capsys.readouterr().err, seen


@pytest.mark.parametrize("damage", ["bad_deep_array.json", "bad_huge_int_seed.json", "bad_not_utf8.json"])
def test_damaged_files_at_start_up_are_set_aside_and_the_app_starts(tmp_path, monkeypatch, capsys, damage):
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    bad = (CORPUS / damage).read_bytes()
    for name in ("saves/current.json", "settings.json", "stats.json"):
        (home / name).write_bytes(bad)
    code, err, seen = start_app_briefly(monkeypatch, capsys)
    assert code == 0 and "Traceback" not in err
    assert not (home / "saves" / "current.json").exists()
    assert not (home / "settings.json").exists()
    assert list((home / "saves").glob("current.json.*"))[0].read_bytes() == bad
    assert list(home.glob("settings.json.*"))[0].read_bytes() == bad
    assert "settings file was damaged" in err
    title = seen["scene"]
    assert title.problem is not None and title.problem.moved_to is not None   # said on the title
    from ui import stats

    assert stats.load().set_aside_to is not None and not (home / "stats.json").exists()


def test_an_uncreatable_data_folder_gives_a_message_and_the_app_runs(tmp_path, monkeypatch, capsys):
    from game import resources

    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("CARDTABLE_HOME", str(blocker / "CardTable"))
    monkeypatch.setattr(resources, "DATA_DIR_PROBLEM", None)
    code, err, _ = start_app_briefly(monkeypatch, capsys)
    assert code == 0 and "Traceback" not in err
    assert "data folder cannot be created" in err
