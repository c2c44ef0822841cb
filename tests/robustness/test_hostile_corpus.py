"""The hostile-file corpus of every game (made at test time by make_corpus.py: saves and replays
with NULs, lone surrogates, control characters, huge strings and integers, deep nesting, wrong
types, truncated JSON, UTF-16, plus FIFOs, links to /dev/zero, folders and empty files) through
every loader (replay.load, the command line, saves.read/probe, the Saved games list, settings,
statistics) and every screen that shows file text (the title with Continue, Saved games, the
replay viewer, New game with the last setup, Settings, Statistics), headless. A bad file is never a
crash: it is refused with one short line, set aside (`*.corrupt-<time>` / `*.bad-<time>`) intact
and never overwritten, a clear message is shown, and the next launch is clean. Prints what it tried."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

import main as cli
from game import files, replay
from game.errors import ReplayError
from tests.robustness import make_corpus
from tests.robustness.file_shapes import MESSAGE_LIMIT, assert_short_line, clear, put, snapshot
from tests.ui.conftest import app, step  # noqa: F401 (fixture)
from ui import lesson_progress, saves, settings, stats

pytestmark = pytest.mark.usefixtures("user_home")


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> dict[str, dict[str, Path]]:
    """game id -> {file name: path} of its hostile saves and replays (regular files)."""
    root = tmp_path_factory.mktemp("hostile")
    return {game: make_corpus.game_corpus(game, root / game) for game in make_corpus.GAMES}


def label(name: str) -> str:
    return name.split("_", 1)[0]








def every_file(corpus, tmp_path) -> list[tuple[str, Path]]:
    """(game, path) for every corpus file and, once per game, each special file made now."""
    out = []
    for game, found in corpus.items():
        out += [(game, path) for path in found.values()]
        out += [(game, path) for path in make_corpus.special_files(tmp_path / f"special-{game}").values()]
    return out




# ---- every loader ------------------------------------------------------------------------------------
def load_replay(path: Path, capsys) -> str:
    try:
        replay.load(path)
    except ReplayError as exc:
        assert_short_line(str(exc), path.name)
        return "refused"
    return "loaded"


def load_on_command_line(path: Path, capsys) -> str:
    code = cli.main(["--load-replay", str(path)])
    err = capsys.readouterr().err
    if code == 0:
        return "loaded"
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: ") and len(lines[0]) < 400, (path.name, err[:200])
    return "refused"


def load_as_the_save(path: Path, capsys) -> str:
    """As saves/current.json at launch: refused and set aside intact, then the next launch is clean."""
    current = saves.current_path()
    put(path, current)
    before = snapshot(current)
    found = saves.probe()
    if isinstance(found, saves.SaveProblem):
        assert found.moved_to is not None and snapshot(found.moved_to) == before, path.name
        assert not os.path.lexists(current), path.name
        assert_short_line(found.message(lambda key, **kw: key + " " + " ".join(map(str, kw.values()))), path.name)
        assert saves.probe() is None, f"{path.name}: the next launch is not clean"
        clear(found.moved_to)
        return "refused"
    clear(current)
    return "loaded"


def load_in_the_list(path: Path, capsys) -> str:
    from ui.scenes.saved_games import describe

    entry = describe(path, "replay")
    assert len(entry.names) < MESSAGE_LIMIT and not files.undrawable(entry.names), path.name
    return "refused" if entry.kind == "damaged" else "listed"


def load_as_settings(path: Path, capsys) -> str:
    target = settings.settings_path()
    put(path, target)
    before = snapshot(target)
    outcome = settings.load()
    if outcome.set_aside_to is not None:
        assert snapshot(outcome.set_aside_to) == before and not os.path.lexists(target), path.name
        assert_short_line(outcome.problem, path.name)
        assert settings.load().set_aside_to is None, f"{path.name}: the next launch is not clean"
        clear(outcome.set_aside_to)
        return "refused"
    clear(target)
    return "loaded"


def refused_as(module, where):
    """A loader for a file the app keeps for the player (`module.load()` reading `where()`): a save
    is never such a file, so every one is refused, kept byte for byte where it was set aside, said
    in one short line, and the next launch is clean."""
    def load_as(path: Path, capsys) -> str:
        target = where()
        put(path, target)
        before = snapshot(target)
        loaded = module.load()
        assert loaded.problem and loaded.set_aside_to is not None, path.name
        assert snapshot(loaded.set_aside_to) == before and not os.path.lexists(target), path.name
        assert_short_line(loaded.problem, path.name)
        assert not module.load().problem, f"{path.name}: the next launch is not clean"
        clear(loaded.set_aside_to)
        return "refused"

    load_as.__name__ = f"load_as_{module.__name__.rsplit('.', 1)[-1]}"
    return load_as


load_as_statistics = refused_as(stats, stats.stats_path)
load_as_lesson_progress = refused_as(lesson_progress, lesson_progress.progress_path)


LOADERS = (load_replay, load_on_command_line, load_as_the_save, load_in_the_list, load_as_settings,
           load_as_statistics, load_as_lesson_progress)
NOT_THEIR_FILES = (load_as_statistics, load_as_lesson_progress)   # a save is refused there, good or bad


@pytest.mark.slow
def test_every_file_of_every_game_through_every_loader(corpus, tmp_path, capsys):
    tried = refused = 0
    for game, path in every_file(corpus, tmp_path):
        kind = label(path.name) if path.name.startswith(("bad_", "good_", "odd_")) else "bad"
        for loader in LOADERS:
            outcome = loader(path, capsys)
            tried += 1
            refused += outcome == "refused"
            # settings may ignore a JSON object's other fields; the list reads only names (cut short)
            if kind == "bad" and loader not in (load_as_settings, load_in_the_list):
                assert outcome == "refused", (loader.__name__, path.name)
            if kind == "good" and loader not in NOT_THEIR_FILES:
                assert outcome != "refused", (loader.__name__, path.name)
    files_tried = tried // len(LOADERS)
    with capsys.disabled():
        print(f"\nhostile corpus: {len(corpus)} games, {files_tried} files, {len(LOADERS)} loaders, "
              f"{tried} loads ({refused} refused), 0 crashes")
    assert files_tried > 5 * 80


def test_the_five_megabyte_shapes_of_the_issue_are_refused_with_short_messages(corpus, capsys):
    import json

    doc = json.loads(corpus["tyrant"]["good_tyrant_save_utf8.json"].read_text(encoding="utf-8"))
    for field, value in (("version", "v" * 5_000_000), ("game", "g" * 5_000_000)):
        saves.current_path().parent.mkdir(parents=True, exist_ok=True)
        saves.current_path().write_text(json.dumps(dict(doc, **{field: value})), encoding="utf-8")
        found = saves.probe()
        assert isinstance(found, saves.SaveProblem) and len(found.detail) <= files.SHORT, field
        assert load_on_command_line(found.moved_to, capsys) == "refused"


# ---- every screen that shows file text ---------------------------------------------------------------
def clear_folder(folder: Path) -> None:
    if folder.exists():
        for path in folder.iterdir():
            clear(path)


def title_with(app, path: Path) -> str:
    """The file as saves/current.json at launch: a message (the file set aside intact), or Continue
    that opens the table; then the next launch is clean."""
    from ui.scenes.title import TitleScene

    put(path, saves.current_path())
    before = snapshot(saves.current_path())
    app.switch(TitleScene(app))
    step(app, 1)
    title = app.scene
    outcome = "continued"
    if title.problem is not None:
        assert snapshot(title.problem.moved_to) == before, path.name
        assert_short_line(title.problem.message(app.tr), path.name)
        outcome = "message"
    elif title.saved is not None:
        title.on_button("continue")
        step(app, 3)
    assert TitleScene(app).problem is None, f"{path.name}: the next launch is not clean"
    clear_folder(saves.current_path().parent)
    return outcome


def saved_games_with(app, paths: list[Path]) -> tuple[int, int]:
    """Every file in the Saved games list at once (as a finished replay and as an unfinished save),
    each opened: a message, or its table / replay viewer. Returns (rows, messages)."""
    from ui.scenes.saved_games import PER_PAGE, SavedGamesScene

    for n, path in enumerate(paths):
        put(path, saves.replays_dir() / f"r{n}-{path.name}")
        put(path, saves.current_path().with_name(f"current.json.unfinished-{n}"))
    scene = SavedGamesScene(app)
    app.switch(scene)
    entries, messages = list(scene.entries), 0
    for number, entry in enumerate(entries):
        if app.scene is not scene or scene.page != number // PER_PAGE:
            scene.page = number // PER_PAGE
            app.switch(scene)   # builds this page's rows
            step(app, 1)
        if entry.kind == "damaged" or not os.path.lexists(entry.path):
            continue
        scene.problem = ""
        scene.open(entry)
        step(app, 1)
        if app.scene is scene:
            assert_short_line(scene.problem, entry.path.name)
            messages += 1
    clear_folder(saves.replays_dir())
    clear_folder(saves.current_path().parent)
    return len(entries), messages


def viewer_with(app, path: Path) -> str:
    from ui.scenes.replay_viewer import ReplayViewerScene

    try:
        viewer = ReplayViewerScene(app, path)
    except ReplayError as exc:
        assert_short_line(str(exc), path.name)
        return "refused"
    app.switch(viewer)
    viewer.on_button("forward")
    step(app, 2)
    return "shown"


@pytest.mark.slow
@pytest.mark.parametrize("game", make_corpus.GAMES)   # the quick set runs one game (tests/conftest.py)
def test_every_file_through_every_screen(app, corpus, tmp_path, capsys, game):
    """Tyrant's in the quick run; every game's with the slow tests (each takes about 20 s)."""
    specials = list(make_corpus.special_files(tmp_path / "special").values())
    paths = list(corpus[game].values()) + specials
    messages = shown = titles = 0
    for path in paths:
        if "_replay_" in path.name:
            viewed = viewer_with(app, path)
            shown += viewed == "shown"
            assert viewed == "shown" or not path.name.startswith("good_"), path.name
            continue
        outcome = title_with(app, path)
        titles += 1
        assert outcome == "continued" or not path.name.startswith("good_"), path.name
        assert outcome == "message" or not (path.name.startswith("bad_") or path in specials), path.name
        messages += outcome == "message"
    rows, told = saved_games_with(app, paths)
    with capsys.disabled():
        print(f"\nhostile corpus, {game}: {len(paths)} files; title with Continue {titles} "
              f"({messages} messages), replay viewer {len(paths) - titles} ({shown} shown), "
              f"Saved games {rows} rows ({told} messages on opening), 0 crashes")


@pytest.mark.parametrize("game", make_corpus.GAMES)   # the quick set runs one game (tests/conftest.py)
def test_hostile_last_setups_and_settings_on_new_game_and_settings_screens(app, corpus, tmp_path, capsys, game):
    """settings.json with a hostile last setup (read by New game) or hostile fields, and the
    special files, through settings.load, the New game screen and the Settings screen."""
    import json

    from ui.scenes.settings import SettingsScene
    from ui.scenes.setup import SetupScene

    paths = list(make_corpus.special_files(tmp_path / "special").values())
    save = json.loads(corpus[game][f"good_{game}_save_utf8.json"].read_text(encoding="utf-8"))
    paths += list(make_corpus.settings_corpus(save, tmp_path / "settings").values())
    set_aside = 0
    for path in paths:
        target = settings.settings_path()
        put(path, target)
        before = snapshot(target)
        outcome = settings.load()
        if outcome.set_aside_to is not None:
            set_aside += 1
            assert snapshot(outcome.set_aside_to) == before, path.name
            assert_short_line(app.tr("ui.settings.corrupt", path=str(outcome.set_aside_to)), path.name)
            clear(outcome.set_aside_to)
        else:
            assert not path.name.startswith("bad_") or path.name.startswith(("bad_seats", "bad_options")), path.name
        clear(target)
        app.settings, app.last_setup = outcome.settings, None
        app.switch(SetupScene(app))
        step(app, 1)
        assert all(len(name) <= 40 and not files.undrawable(name) for name in app.scene.names), path.name
        app.push(SettingsScene(app))
        step(app, 1)
        app.pop()
        assert settings.load().set_aside_to is None, f"{path.name}: the next launch is not clean"
    with capsys.disabled():
        print(f"\nhostile settings, {game}: {len(paths)} files through settings.load, New game and Settings, "
              f"{set_aside} set aside, 0 crashes")
