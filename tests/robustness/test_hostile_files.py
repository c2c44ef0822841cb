"""The hostile-file corpus (tests/robustness/corpus/, written by make_corpus.py) through every
reader: the command line's --load-replay (in-process, one clear line on stderr, non-zero exit, no
traceback), the save loader behind the title (set aside with a reason), settings and statistics
(set aside, defaults used), and game.files itself (FIFOs, devices, folders, size limit, set_aside
never overwriting)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

import main as cli
from game import files, registry, replay
from game.errors import ReplayError

CORPUS = Path(__file__).resolve().parent / "corpus"
BAD = sorted(CORPUS.glob("bad_*"))
GOOD = sorted(CORPUS.glob("good_*"))


pytestmark = pytest.mark.usefixtures("user_home")   # a private user-data folder (tests/conftest.py)


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_clear_line(code: int, err: str, what: str) -> None:
    assert code != 0, what
    assert "Traceback" not in err, what
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), (what, err)
    assert len(lines[0]) < 400, (what, lines[0][:100])


def test_corpus_is_present():
    assert len(BAD) >= 30 and len(GOOD) == 3
    assert b"\xe9" in (CORPUS / "bad_latin1_names.json").read_bytes()


def test_every_bad_file_gives_one_line_on_the_command_line(capsys):
    for path in BAD:
        code, _, err = run_cli(capsys, "--load-replay", str(path))
        assert_one_clear_line(code, err, path.name)


def test_good_files_in_utf8_and_utf16_with_bom_replay(capsys):
    for path in GOOD:
        code, out, err = run_cli(capsys, "--load-replay", str(path))
        assert code == 0 and "replay OK" in out, (path.name, err)


def test_every_bad_file_is_refused_by_the_loader_with_a_reason():
    for path in BAD:
        with pytest.raises(ReplayError) as refused:
            replay.load(path)
        assert str(refused.value).strip() and "\n" not in str(refused.value), path.name


def test_every_bad_save_is_set_aside_by_the_title_and_the_save_slot_is_free(user_home):
    from ui import saves

    current = saves.current_path()
    current.parent.mkdir(parents=True, exist_ok=True)
    for path in BAD:
        current.write_bytes(path.read_bytes())
        problem = saves.probe()
        assert isinstance(problem, saves.SaveProblem), path.name
        assert problem.moved_to is not None and problem.moved_to.read_bytes() == path.read_bytes()
        assert not current.exists(), path.name
    kept = list(current.parent.glob("current.json.*"))
    assert len(kept) == len(BAD)   # never one set-aside file over another


def test_bad_settings_and_statistics_are_set_aside_and_defaults_used(user_home):
    from ui import settings, stats

    set_aside = 0
    for path in BAD:
        target = settings.settings_path()
        target.write_bytes(path.read_bytes())
        outcome = settings.load()   # never raises
        try:
            files.read_json_object(path)
        except files.BadFile:   # not a JSON object at all: set aside, defaults used
            assert outcome.settings == settings.Settings() and not target.exists(), path.name
            assert outcome.set_aside_to is not None and outcome.set_aside_to.exists(), path.name
            set_aside += 1
        # a JSON object that is not settings keeps the defaults field by field (settings.py)
        target.unlink(missing_ok=True)
        target = stats.stats_path()
        target.write_bytes(path.read_bytes())
        loaded = stats.load()
        assert loaded.problem and loaded.set_aside_to is not None and not target.exists(), path.name
    assert set_aside >= 10


def test_replay_of_a_game_whose_engine_is_absent(monkeypatch, capsys):
    monkeypatch.setitem(registry.GAME_MODULES, "tyrant", "engines.engine_not_written_yet")
    code, _, err = run_cli(capsys, "--load-replay", str(GOOD[0]))
    assert_one_clear_line(code, err, "absent engine")
    assert "not installed" in err
    code, _, err = run_cli(capsys, "--headless", "--game", "tyrant")
    assert_one_clear_line(code, err, "absent engine, headless")


def test_command_line_usage_errors(capsys, tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    unwritable = tmp_path / "a-file"
    unwritable.write_text("x")
    cases = [
        ("--headless", "--players", "0"),
        ("--headless", "--players", "99"),
        ("--headless", "--game", "no-such-game"),
        ("--smoke-test", "--game", "napoleon", "--players", "3"),
        ("--load-replay", ""),
        ("--load-replay", str(tmp_path)),
        ("--load-replay", "/dev/zero"),
        ("--load-replay", str(fifo)),
        ("--load-replay", str(tmp_path / "missing.json")),
        ("--headless", "--replay", str(tmp_path)),
        ("--headless", "--replay", str(unwritable / "sub" / "r.json")),
    ]
    for argv in cases:
        code, _, err = run_cli(capsys, *argv)
        assert_one_clear_line(code, err, " ".join(argv))
    assert not list(tmp_path.rglob("*.tmp"))


def test_a_failed_replay_write_leaves_no_tmp(tmp_path):
    from game.headless import ai_match

    match = ai_match("tyrant", 3, 1, "random")
    (tmp_path / "r.json").mkdir()   # a folder where the file should go: os.replace fails
    with pytest.raises(OSError):
        replay.save(match, tmp_path / "r.json")
    assert not list(tmp_path.rglob("*.tmp"))


# ---- game.files itself ---------------------------------------------------------------------------
def test_reader_refuses_fifo_device_folder_and_oversize_quickly(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    big = tmp_path / "big.json"
    big.write_text("[" + "1," * 100 + "1]")
    for path in (fifo, Path("/dev/zero"), tmp_path):
        with pytest.raises(files.BadFile):
            files.read_json(path)
    with pytest.raises(files.BadFile, match="too large"):
        files.read_json(big, max_bytes=50)
    with pytest.raises(FileNotFoundError):
        files.read_json(tmp_path / "absent.json")


def test_parse_refuses_non_finite_huge_and_deep():
    for text in ('{"a": NaN}', '[Infinity]', '[-Infinity]', "[" + "9" * 5000 + "]", "[" * 5000):
        with pytest.raises(files.BadFile):
            files.parse_json(text)
    assert files.parse_json('{"a": [1, 2.5, "x"]}') == {"a": [1, 2.5, "x"]}


def test_set_aside_never_overwrites(tmp_path):
    path = tmp_path / "current.json"
    moved = []
    for n in range(3):
        path.write_text(str(n))
        moved.append(files.set_aside(path))
    assert len(set(moved)) == 3 and not path.exists()
    assert sorted(p.read_text() for p in moved) == ["0", "1", "2"]
    assert all(".bad-" in p.name for p in moved)


def test_the_saved_games_list_marks_every_bad_file_it_cannot_parse_as_damaged():
    from ui.scenes.saved_games import describe

    for path in BAD:
        entry = describe(path, "replay")   # never raises
        try:
            files.read_json_object(path)
        except files.BadFile:
            assert entry.kind == "damaged", path.name
