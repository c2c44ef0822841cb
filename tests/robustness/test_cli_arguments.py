"""main.py's arguments in a real process: an output path (--replay, --screenshot) that is a FIFO, a
symlink, a device, a folder or in a folder that does not exist, and a --seconds / --players that is
not a finite number in range, are each refused before anything runs with exit code 2 and one short
line on stderr; the target is left as it was (a symlink stays a symlink, a FIFO a FIFO) and no
crash log is written. An argument or a file's text of megabytes is never echoed back whole."""
from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import main as cli

ROOT = Path(__file__).resolve().parents[2]
MAX_LINE = 400


def run_main(home: Path, *argv: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               CARDTABLE_HOME=str(home))
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *argv], capture_output=True,
                          text=True, timeout=60, env=env, cwd=ROOT)


def fingerprint(path: Path):
    """What must not change: the file type, a link's target, a regular file's bytes."""
    if not os.path.lexists(path):
        return None
    mode = os.lstat(path).st_mode
    if stat.S_ISLNK(mode):
        return ("link", os.readlink(path))
    if stat.S_ISREG(mode):
        return ("file", path.read_bytes())
    return (stat.S_IFMT(mode),)


def assert_usage_error(done: subprocess.CompletedProcess, home: Path, what: str) -> str:
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2, (what, done.returncode, done.stderr[:300])
    assert len(lines) == 1 and lines[0].startswith("error: ") and len(lines[0]) < MAX_LINE, (what, done.stderr[:300])
    assert "Traceback" not in done.stderr, what
    assert not (home / "logs").exists(), f"{what}: a crash log was written"
    return lines[0]


def bad_targets(tmp_path: Path) -> dict[str, Path]:
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(victim)
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "nowhere.json")
    folder = tmp_path / "folder.json"
    folder.mkdir()
    not_a_folder = tmp_path / "plain"
    not_a_folder.write_text("x", encoding="utf-8")
    return {"fifo": fifo, "symlink": link, "dangling symlink": dangling, "device": Path("/dev/null"),
            "folder": folder, "missing parent": tmp_path / "no-such-folder" / "out.json",
            "parent is a file": not_a_folder / "out.json"}


def test_output_paths_that_are_not_plain_files_are_refused(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    targets = bad_targets(tmp_path)
    tried = 0
    for option, extra in (("--replay", ["--headless", "--players", "3"]), ("--screenshot", ["--smoke-test"])):
        for name, target in targets.items():
            before = fingerprint(target)
            victim_before = fingerprint(tmp_path / "victim.txt")
            line = assert_usage_error(run_main(home, *extra, option, str(target)), home, f"{option} {name}")
            assert option in line, line
            assert fingerprint(target) == before, f"{option} {name}: the target changed"
            assert fingerprint(tmp_path / "victim.txt") == victim_before
            tried += 1
    assert not list(tmp_path.rglob("*.tmp")) and not (tmp_path / "no-such-folder").exists()
    print(f"output paths: {len(targets)} bad targets x 2 options = {tried} runs, all exit 2 with one line,"
          " targets untouched")


def test_files_written_beside_the_target_are_checked_too(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    (tmp_path / "r.json.tmp").symlink_to(victim)      # replay.save writes PATH.tmp first
    (tmp_path / "shot.png.json").symlink_to(victim)    # the smoke test's font report
    assert_usage_error(run_main(home, "--headless", "--replay", str(tmp_path / "r.json")), home, "PATH.tmp link")
    assert_usage_error(run_main(home, "--smoke-test", "--screenshot", str(tmp_path / "shot.png")), home,
                       "PATH.json link")
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert os.path.islink(tmp_path / "r.json.tmp") and not (tmp_path / "r.json").exists()
    print("companion files (PATH.tmp, PATH.json) as symlinks: refused, link target untouched")


def test_numbers_must_be_finite_and_in_range(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    cases = [("--smoke-test", "--seconds", value) for value in ("nan", "inf", "-inf", "-1", "1e400", "86401", "abc")]
    cases += [("--autoplay", "--seconds", "nan"), ("--headless", "--players", "-1"), ("--headless", "--players", "1e400"),
              ("--headless", "--players", "9" * 5000), ("--headless", "--players", "0"),
              ("--headless", "--seed", "7" * 5000)]
    for argv in cases:
        assert_usage_error(run_main(home, *argv), home, " ".join(argv)[:60])
    print(f"numbers: {len(cases)} bad values (nan, inf, -1, 1e400, 5000 digits, ...), all exit 2 with one line")


def test_long_arguments_and_file_text_are_not_echoed_whole(tmp_path, capsys):
    """Through a process, an argument of 100 kB (the kernel refuses longer ones); in the process, 5 MB."""
    home = tmp_path / "home"
    home.mkdir()
    long_name = "x" * 100_000
    for argv in (("--headless", "--replay", str(tmp_path / long_name)), ("--load-replay", long_name),
                 ("--headless", "--game", long_name), ("--lang", long_name), ("--headless", "--level", long_name),
                 ("--headless", long_name)):
        assert_usage_error(run_main(home, *argv), home, f"{argv[-2]} of 100 kB")
    huge = "y" * 5_000_000
    document = tmp_path / "huge-version.json"
    document.write_text(json.dumps({"format": "cardtable-replay", "version": huge}), encoding="utf-8")
    line = assert_usage_error(run_main(home, "--load-replay", str(document)), home, "5 MB version text")
    assert "Unsupported replay version" in line
    for argv in (("--headless", "--replay", huge), ("--load-replay", huge), ("--headless", "--game", huge),
                 ("--lang", huge), ("--smoke-test", "--screenshot", huge), (huge,)):
        code = cli.main(list(argv))
        err = capsys.readouterr().err.strip()
        assert code == 2 and len(err.splitlines()) == 1 and len(err) < MAX_LINE, (argv[0], code, err[:200])
    print("long input: 6 arguments of 100 kB in a process, a 5 MB replay text, 6 arguments of 5 MB in-process:"
          " each one line under 400 characters")


def test_a_newline_in_a_path_stays_one_line(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    line = assert_usage_error(run_main(home, "--headless", "--replay", str(tmp_path / "a\nb" / "c.json")), home,
                              "newline in path")
    assert "does not exist" in line
