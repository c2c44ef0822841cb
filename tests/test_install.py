"""The package `pip install .` makes: pyproject.toml lists every package folder of game/, engines/
and ui/, the module main.py with its `cardtable` command, the pinned dependencies of
requirements.txt, and assets/ as package data; and (marked `build` and `slow`) the package built
and installed offline from a copy of the source, run as `cardtable` from an unrelated folder, plays
the same headless match as `python main.py` and draws the table with the Japanese font."""
from __future__ import annotations

import inspect
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HEADLESS = ["--headless", "--game", "tyrant", "--players", "4", "--seed", "7"]


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def package_folders() -> set[str]:
    """Every folder of game/, engines/ and ui/ that holds Python modules, as a dotted name."""
    found = set()
    for top in ("game", "engines", "ui"):
        for init in (ROOT / top).rglob("*.py"):
            found.add(".".join(init.parent.relative_to(ROOT).parts))
    return found


def test_every_package_folder_and_main_are_installed():
    setup = pyproject()["tool"]["setuptools"]
    listed = set(setup["packages"])
    missing = package_folders() - listed
    assert missing == set(), sorted(missing)
    assert all((ROOT / name.replace(".", "/") / "__init__.py").is_file() for name in package_folders())
    assert setup["py-modules"] == ["main"]
    print(f"{len(package_folders())} package folders, all listed in pyproject.toml")


def test_the_cardtable_command_is_mains_main_and_returns_an_exit_code():
    import main

    assert pyproject()["project"]["scripts"] == {"cardtable": "main:main"}
    signature = inspect.signature(main.main)
    assert list(signature.parameters) == ["argv"] and signature.parameters["argv"].default is None
    assert main.main(["--version-that-does-not-exist"]) == 2     # a usage error is an exit code


def test_the_assets_are_package_data_and_the_dependencies_are_the_pinned_ones():
    setup = pyproject()["tool"]["setuptools"]
    assert setup["package-dir"] == {"cardtable_assets": "assets"} and "cardtable_assets" in setup["packages"]
    assert setup["package-data"] == {"cardtable_assets": ["**/*"]}
    pins = [line.strip() for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]
    declared = pyproject()["project"]["dependencies"]
    assert set(declared) <= set(pins) and {"pygame-ce==2.5.8", "pygame-gui==0.6.14"} <= set(declared)
    for licence in pyproject()["project"]["license-files"]:
        assert (ROOT / licence).is_file(), licence


def headless_env(home: Path, site: Path | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "CARDTABLE_HOME")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               CARDTABLE_HOME=str(home))
    if site:
        env["PYTHONPATH"] = str(site)     # where `pip install --target` put the package
    return env


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """The package built and installed from a copy of the source that is deleted afterwards,
    offline (no index, no build isolation: setuptools comes from requirements-dev.txt)."""
    top = tmp_path_factory.mktemp("install")
    source, site = top / "source", top / "site"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "venv", "dist", "build", "*.egg-info", "__pycache__", ".pytest_cache", "tests"))
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index",
                           "--no-build-isolation", "--target", str(site), str(source)],
                          cwd=top, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    shutil.rmtree(source)
    return site


@pytest.mark.build
@pytest.mark.slow
def test_the_installed_command_plays_the_same_match_as_the_source(installed, tmp_path):
    command = installed / "bin" / "cardtable"
    assert command.is_file() and (installed / "cardtable_assets" / "fonts").is_dir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    run = subprocess.run([str(command), *HEADLESS], cwd=elsewhere, env=headless_env(tmp_path / "a", installed),
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    source = subprocess.run([sys.executable, "main.py", *HEADLESS], cwd=ROOT, env=headless_env(tmp_path / "b"),
                            capture_output=True, text=True, timeout=300)
    assert run.stdout == source.stdout and "winner" in run.stdout
    shot = tmp_path / "table.png"
    smoke = subprocess.run([str(command), "--smoke-test", "--screenshot", str(shot)], cwd=elsewhere,
                           env=headless_env(tmp_path / "c", installed), capture_output=True, text=True,
                           timeout=300)
    assert smoke.returncode == 0, smoke.stdout + smoke.stderr
    assert "Japanese font check: ok" in smoke.stdout and shot.stat().st_size > 10_000
    print(f"installed cardtable: headless match identical to the source's, {shot.stat().st_size} byte screenshot")
