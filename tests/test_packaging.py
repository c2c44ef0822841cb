"""Packaging: resources are found the same way from the source tree and from a PyInstaller bundle,
user data never lands next to the executable, the Japanese-font check is not vacuous, and (marked
`build`, run by .ci/run, skip locally with `-m "not build"`) the real one-file executable is built
in a temporary folder from a copy of the source tree that is deleted before it runs, smoke-tested
headless from an unrelated working directory, and refuses cleanly when there is no display."""
from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game import i18n, registry
from game.resources import asset_path, base_dir, user_data_dir
from ui import fontcheck

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "pyinstaller.spec"
SCREEN_SIZE = (1280, 720)


# ---- fast checks ----------------------------------------------------------------------------------

def test_assets_resolve_identically_from_source_and_from_a_simulated_bundle(tmp_path, monkeypatch):
    strings = sorted(p.relative_to(ROOT / "assets") for p in (ROOT / "assets" / "strings").rglob("*.json"))
    assert strings, "no string tables found under assets/strings"
    from_source = {rel: asset_path(*rel.parts).relative_to(base_dir()) for rel in strings}
    assert base_dir() == ROOT

    bundle = tmp_path / "_MEI4242"
    shutil.copytree(ROOT / "assets" / "strings", bundle / "assets" / "strings")
    (bundle / "assets" / "strings" / "en" / "zz_packaging_probe.json").write_text(
        json.dumps({"packaging.probe": "read from the bundle"}), encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    i18n.table.cache_clear()
    try:
        assert base_dir() == bundle
        for rel, relative_in_source in from_source.items():
            found = asset_path(*rel.parts)
            assert found.relative_to(bundle) == relative_in_source
            assert found.is_file()
        assert i18n.text("packaging.probe", "en") == "read from the bundle"
    finally:
        monkeypatch.undo()
        i18n.table.cache_clear()
    assert i18n.text("packaging.probe", "en") == "packaging.probe"


PLATFORM_DATA = {"linux": (".local", "share", "cardtable"), "win32": ("AppData", "Roaming", "CardTable"),
                 "darwin": ("Library", "Application Support", "CardTable")}


@pytest.fixture
def as_platform(monkeypatch):
    """Stand in another platform: sys.platform patched and platformdirs loaded again, so it picks
    that platform's folders (on Windows from %APPDATA%, as it does without the Windows API)."""
    import importlib

    import platformdirs

    def become(platform: str) -> None:
        monkeypatch.setattr(sys, "platform", platform)
        importlib.reload(platformdirs)
        if platform == "win32":
            from platformdirs import windows
            monkeypatch.setattr(windows, "_RESOLVE_WIN_FOLDER", windows.get_win_folder_from_env_vars)

    yield become
    monkeypatch.undo()
    importlib.reload(platformdirs)


@pytest.mark.parametrize("platform", list(PLATFORM_DATA))
def test_user_data_dir_is_the_platforms_own_never_next_to_the_executable(platform, tmp_path, monkeypatch, as_platform):
    dist = tmp_path / "dist"
    bundle = tmp_path / "_MEI777"
    home = tmp_path / "home"
    monkeypatch.setattr(sys, "executable", str(dist / "CardTable"))
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.delenv("CARDTABLE_HOME", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    monkeypatch.setenv("APPDATA", str(home / "AppData" / "Roaming"))
    monkeypatch.chdir(dist.parent)
    as_platform(platform)

    folder = user_data_dir()

    print(f"{platform}: user data in {folder.relative_to(home)}")
    assert folder.is_dir()
    assert folder == home.joinpath(*PLATFORM_DATA[platform]), folder
    for forbidden in (dist, bundle, ROOT):
        assert not folder.is_relative_to(forbidden), f"{folder} is inside {forbidden}"


def test_fontcheck_sees_japanese_in_the_shipped_font_and_boxes_in_pygames_default():
    pygame.font.init()
    shipped = pygame.font.Font(str(asset_path("fonts", "NotoSansJP-Regular.otf")), 24)
    default = pygame.font.Font(None, 24)  # pygame's own Latin-only font
    assert fontcheck.missing_glyphs(shipped, fontcheck.PROBE + " Tyrant 7") == []
    assert fontcheck.missing_glyphs(default, fontcheck.PROBE) == list(fontcheck.PROBE)
    assert fontcheck.missing_glyphs(default, "Tyrant") == []


def test_fontcheck_report_sits_beside_the_screenshot(tmp_path):
    shot = tmp_path / "table.png"
    report = fontcheck.write_report(shot, samples=["カードテーブル"])
    stored = json.loads(fontcheck.report_path(shot).read_text(encoding="utf-8"))
    assert stored == report
    assert stored["japanese_ok"] is True and stored["missing"] == []
    assert stored["frozen"] is False
    assert Path(stored["font"]).is_relative_to(Path(stored["bundle_dir"]))


def test_spec_has_no_absolute_paths():
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    literals = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    absolute = [s for s in literals
                if (len(s) > 1 and s.startswith(("/", "\\"))) or s[1:3] in (":\\", ":/")]
    assert absolute == []
    assert "SPECPATH" in SPEC.read_text(encoding="utf-8")


# ---- the real executable (slow: builds with PyInstaller) ---------------------------------------------

def executable_name() -> str:
    return "CardTable.exe" if sys.platform == "win32" else "CardTable"


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    """The environment of a player's machine: nothing pointing at this repo, a fresh home."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "CARDTABLE_HOME", "XDG_DATA_HOME", "VIRTUAL_ENV")}
    env.update(HOME=str(home), APPDATA=str(home / "AppData" / "Roaming"), PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.update(extra)
    return env


NOT_SOURCE = shutil.ignore_patterns(".git", ".venv", "venv", "dist", "build", "__pycache__", "*.pyc",
                                    ".pytest_cache", "tests", "docs", "screens", "out*.json")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """Build once per module with the documented command, from a copy of the source tree that is
    deleted before the executable runs: whatever it needs must be inside it. With CARDTABLE_EXE
    set (the release workflow, .github/workflows/release.yml), the tests take that executable,
    already built, copied alone into a fresh folder: the very file a release attaches."""
    top = tmp_path_factory.mktemp("build")
    given = os.environ.get("CARDTABLE_EXE")
    if given:
        exe = top / "dist" / executable_name()
        exe.parent.mkdir()
        shutil.copy2(given, exe)
        print(f"\ntesting the executable already built at {given}")
        return exe
    source, dist, work = top / "source", top / "dist", top / "work"
    shutil.copytree(ROOT, source, ignore=NOT_SOURCE)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "tools.build_exe", "--quiet",
                           "--dist", str(dist), "--work", str(work)],
                          cwd=source, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stdout + done.stderr
    print(f"\nbuilt {executable_name()} in {time.perf_counter() - start:.0f} s")
    shutil.rmtree(work, ignore_errors=True)
    shutil.rmtree(source)
    exe = dist / executable_name()
    assert exe.is_file()
    return exe


@pytest.mark.build
def test_executable_bundles_every_asset_file(built):
    from PyInstaller.archive.readers import CArchiveReader

    inside = {name.replace("\\", "/") for name in CArchiveReader(str(built)).toc}
    wanted = {p.relative_to(ROOT).as_posix() for p in (ROOT / "assets").rglob("*")
              if p.is_file() and "__pycache__" not in p.parts}
    assert wanted - inside == set()
    assert any(name.startswith("assets/fonts/") and "OFL" in name for name in inside)


@pytest.mark.build
@pytest.mark.parametrize("game_id", registry.available_games())
def test_executable_plays_every_engine_exactly_like_the_source(built, game_id, tmp_path):
    """Engines are imported by name (importlib): the bundle must hold them, unchanged. The replay
    files are compared (the Windows build is windowed: it has no console to print to), and the
    printed match too where the executable has a console."""
    home = tmp_path / "home"
    home.mkdir()
    command = ["--headless", "--game", game_id, "--level", "random", "--seed", "11"]
    env = clean_env(home, SDL_VIDEODRIVER="dummy")
    frozen_replay, source_replay = tmp_path / "frozen.json", tmp_path / "source.json"
    frozen = subprocess.run([str(built), *command, "--replay", str(frozen_replay)], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=300)
    source = subprocess.run([sys.executable, str(ROOT / "main.py"), *command, "--replay", str(source_replay)],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert frozen.returncode == 0, frozen.stderr
    assert source.returncode == 0, source.stderr
    assert frozen_replay.read_bytes() == source_replay.read_bytes()
    if sys.platform != "win32":   # the same lines, each naming its own replay file
        assert frozen.stdout.replace(str(frozen_replay), "REPLAY") == source.stdout.replace(str(source_replay), "REPLAY")


@pytest.mark.build
def test_executable_smoke_test_draws_the_table_with_japanese_text(built, tmp_path):
    elsewhere, home, shots = tmp_path / "elsewhere", tmp_path / "home", tmp_path / "shots"
    for folder in (elsewhere, home, shots):
        folder.mkdir()
    shot = shots / "table.png"
    env = clean_env(home, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")

    done = subprocess.run([str(built), "--smoke-test", "--seconds", "3", "--lang", "ja",
                           "--screenshot", str(shot)],
                          cwd=elsewhere, env=env, capture_output=True, text=True, timeout=300)

    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    image = pygame.image.load(str(shot))
    assert image.get_size() == SCREEN_SIZE
    pixels = pygame.image.tobytes(image, "RGB")
    colours = {pixels[i:i + 3] for i in range(0, len(pixels), 3 * 97)}
    assert len(colours) > 50, f"screenshot looks blank: {len(colours)} colours"

    sidecar = fontcheck.report_path(shot)
    assert sidecar.is_file(), "no font report: ui/smoke.py must call ui.fontcheck.write_report(PATH)"
    report = json.loads(sidecar.read_text(encoding="utf-8"))
    assert report["frozen"] is True
    assert report["japanese_ok"] is True, report["missing"]
    bundle = Path(report["bundle_dir"])
    assert Path(report["font"]).is_relative_to(bundle)
    assert not bundle.is_relative_to(ROOT)

    assert sorted(p.name for p in built.parent.iterdir()) == [built.name], "files written next to the exe"
    assert list(elsewhere.iterdir()) == [], "files written to the working directory"


@pytest.mark.build
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Windows and macOS always have a display")
def test_executable_without_display_says_so_instead_of_a_traceback(built, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = clean_env(home)
    for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)

    try:
        done = subprocess.run([str(built)], cwd=tmp_path, env=env, capture_output=True, text=True,
                              timeout=20)
    except subprocess.TimeoutExpired:
        pytest.fail("with no display the executable kept running (SDL fell back to an offscreen driver?)")

    assert done.returncode != 0
    output = done.stdout + done.stderr
    assert "Traceback" not in output, output
    assert "display" in done.stderr.lower(), output
