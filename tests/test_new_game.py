"""A new game is a command (`python -m tools.new_game <id>`, docs/adding-a-game.md): in a copy of
the repository's files the scaffold writes a game, and pytest, run in that copy, passes the shared
checks over it — the engine contract, the registry, the string files, the rule ids, the lesson
(headless and at the table) — and the game's own tests; the run must have collected and passed
tests of the new game in every one of those files, none skipped. The scaffold also refuses a
registered id, a malformed one, a taken rule id letter and a suit letter, writing nothing; and the
guide names every file it writes, every check the copy runs and the letters it refuses."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import registry
from game.cards import SUITS
from tools.new_game import TEMPLATES, ScaffoldError, letters_taken, new_game

ROOT = Path(__file__).resolve().parents[1]
GAME = "scaffold"        # the id the test generates (no test name contains it)
SKIP_DIRS = {".git", ".venv", "__pycache__", ".pytest_cache", "build", "dist"}
# the shared checks the scaffolded game must pass, and the files that hold them
CHECKS = ["tests/contract", "tests/test_string_files.py", "tests/ui/test_glossary.py", "tests/test_install.py",
          "tests/ui/test_rules_ids.py", "tests/ui/test_every_lesson.py", "tests/ui/test_lesson_zones.py"]
PER_GAME = ["tests/contract/test_engine_loop.py", "tests/contract/test_sampled_worlds.py",
            "tests/contract/test_hidden_choices.py", "tests/contract/test_api_fuzz.py",
            "tests/contract/test_lessons.py", "tests/contract/test_registry.py", "tests/ui/test_rules_ids.py",
            "tests/ui/test_every_lesson.py", "tests/ui/test_lesson_zones.py"]
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def repository_files() -> list[str]:
    """The repository's files (tracked, and new ones not ignored), from git where there is one."""
    try:
        listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                                capture_output=True, text=True, check=True).stdout.splitlines()
    except (OSError, subprocess.CalledProcessError):
        listed = [str(p.relative_to(ROOT)) for p in ROOT.rglob("*")
                  if p.is_file() and not SKIP_DIRS & set(p.relative_to(ROOT).parts)]
    return [name for name in listed if (ROOT / name).is_file()]


def copy_repository(target: Path) -> Path:
    for name in repository_files():
        (target / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, target / name)
    return target


def run(args: list[str], cwd: Path, timeout: int) -> subprocess.CompletedProcess:
    env = {**os.environ, **HEADLESS, "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout)


@pytest.mark.slow
def test_a_scaffolded_game_passes_the_shared_checks_in_a_copy(tmp_path):
    start = time.monotonic()
    copy = copy_repository(tmp_path / "repo")
    made = run(["-m", "tools.new_game", GAME], copy, timeout=120)
    assert made.returncode == 0, made.stderr
    assert (copy / "engines" / GAME / "lesson.py").is_file() and (copy / "ui" / "layouts" / GAME).is_dir()
    installed = (copy / "pyproject.toml").read_text(encoding="utf-8")   # `pip install .` takes the new packages
    assert f'"engines.{GAME}"' in installed and f'"ui.layouts.{GAME}"' in installed
    others = [g for g in registry.GAME_MODULES if g != GAME]
    selection = f"{GAME} or not ({' or '.join(others)})"     # the new game's tests and the shared ones
    checked = run(["-m", "pytest", "-v", "-n", "0", "-p", "no:cacheprovider", "-k", selection, *CHECKS, f"tests/{GAME}"],
                  copy, timeout=1200)
    lines = checked.stdout.splitlines()
    outcome = {line.split(" ")[0]: line.split(" ")[1] for line in lines if "::" in line and " " in line}
    mine = {node: result for node, result in outcome.items() if f"[{GAME}" in node or f"tests/{GAME}/" in node}
    print(f"\n[new game] {len(made.stdout.splitlines()) - 2} files written; in the copy pytest ran "
          f"{len(outcome)} tests, {len(mine)} of them {GAME}'s, in {time.monotonic() - start:.0f} s")
    assert checked.returncode == 0, "\n".join(lines[-40:]) + checked.stderr[-2000:]
    assert mine and set(mine.values()) == {"PASSED"}, {n: r for n, r in mine.items() if r != "PASSED"}
    for path in PER_GAME + [f"tests/{GAME}/test_{GAME}_rules.py"]:
        assert any(node.startswith(path) for node in mine), f"no test of {GAME} ran in {path}"
    for path in ("tests/test_string_files.py", "tests/ui/test_glossary.py"):
        assert any(node.startswith(path) and result == "PASSED" for node, result in outcome.items()), path
    assert not [n for n, r in outcome.items() if r == "SKIPPED"], "a shared check skipped"


def reading_root(tmp_path: Path) -> Path:
    """The files the scaffold reads before it writes: the registry and the rules texts."""
    for name in ["game/registry.py", *(f"assets/strings/en/{g}_rules.json" for g in registry.GAME_MODULES)]:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, tmp_path / name)
    return tmp_path


@pytest.mark.parametrize("game_id, letter, why", [
    (registry.available_games()[0], None, "already a registered game"),
    ("Not-An-Id", None, "not a game id"),
    ("class", None, "not a game id"),
    ("fresh", "S", "suit letter"),
    ("fresh", "taken", "rule id letter"),
    ("fresh", "xy", "not a capital letter"),
])
def test_the_scaffold_refuses_a_taken_or_bad_id_or_letter_and_writes_nothing(tmp_path, game_id, letter, why):
    root = reading_root(tmp_path)
    before = sorted(p.relative_to(root) for p in root.rglob("*"))
    if letter == "taken":
        letter = next(iter(letters_taken(root)))
    with pytest.raises(ScaffoldError, match=why):
        new_game(root, game_id, letter)
    assert sorted(p.relative_to(root) for p in root.rglob("*")) == before
    print(f"refused {game_id!r} letter {letter!r}: {why}")


def test_the_guide_names_every_file_the_scaffold_writes_and_every_check_it_passes():
    guide = (ROOT / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
    written = sorted({p.name[:-len(".tmpl")].replace("__GAME__", "<game>") for p in TEMPLATES.rglob("*.tmpl")})
    unnamed = [name for name in written if f"`{name}`" not in guide]
    assert unnamed == [], f"docs/adding-a-game.md does not name {unnamed}"
    folders = ["engines/<game>/", "ui/layouts/<game>/", "tests/<game>/", "assets/strings/{ja,en}/"]
    assert [f for f in folders if f"`{f}`" not in guide] == []
    assert [c for c in CHECKS if f"`{c}`" not in guide] == [], "a check the scaffolded game passes is not in the guide"
    assert "python -m tools.new_game <game>" in guide and ", ".join(SUITS) in guide
    print(f"the guide names the {len(written)} files the scaffold writes and the {len(CHECKS)} checks")
