"""How far the player has come in each game's lesson, kept in user_data_dir()/lessons.json as
{game_id: {"step": k, "finished": bool}} (k: the steps done, where a lesson resumes). Written
durably (game/files.write_atomic). A damaged file is reported, set aside (kept, never overwritten)
and the progress starts again from nothing; a file that cannot be read or written is reported,
never a crash."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.files import parse_json, read_kept, short_text, write_atomic
from game.resources import user_data_dir

FILE_NAME = "lessons.json"
MAX_STEP = 10_000     # no lesson has this many steps


def progress_path() -> Path:
    return user_data_dir() / FILE_NAME


@dataclass
class Entry:
    step: int = 0
    finished: bool = False

    def to_json(self) -> dict:
        return {"step": self.step, "finished": self.finished}


@dataclass
class Progress:
    games: dict[str, Entry] = field(default_factory=dict)
    problem: str = ""                 # why the file could not be used (empty: it could)
    set_aside_to: Path | None = None  # where a damaged file was kept

    def of(self, game_id: str) -> Entry:
        return self.games.get(game_id, Entry())

    def to_json(self) -> dict:
        return {game_id: entry.to_json() for game_id, entry in sorted(self.games.items())}


def parse(text: str) -> Progress:
    """The progress in `text`; ValueError (BadFile is one) when it is not a lessons file."""
    from game import registry

    data = parse_json(text, FILE_NAME)
    if not isinstance(data, dict):
        raise ValueError("not a lessons file")
    progress = Progress()
    for game_id, entry in data.items():
        if game_id not in registry.GAME_MODULES:
            raise ValueError(f"an unknown game {short_text(repr(game_id), 40)}")
        if not isinstance(entry, dict):
            raise ValueError(f"bad entry for {game_id}")
        step, finished = entry.get("step"), entry.get("finished")
        if type(step) is not int or not 0 <= step <= MAX_STEP or type(finished) is not bool:
            raise ValueError(f"bad step or finished flag for {game_id}")
        progress.games[game_id] = Entry(step, finished)
    return progress


def load(path: Path | None = None) -> Progress:
    """The progress on disk; a damaged file is set aside and empty progress says why."""
    progress, problem, aside = read_kept(path or progress_path(), parse)
    return progress if progress is not None else Progress(problem=problem, set_aside_to=aside)


def save(progress: Progress, path: Path | None = None) -> None:
    """Raises OSError when the file cannot be written (the caller reports it)."""
    write_atomic(progress.to_json(), path or progress_path())


def record(game_id: str, step: int, finished: bool) -> Progress:
    """Note how far `game_id`'s lesson is: `step` steps done; once finished, a lesson stays
    finished (✓) when it is taken again. Returns what was loaded (its `problem`, if any, is for
    the caller to report); OSError when the file cannot be written."""
    progress = load()
    finished = finished or progress.of(game_id).finished
    progress.games[game_id] = Entry(max(0, min(step, MAX_STEP)), finished)
    save(progress)
    return progress


def problem_message(tr, progress: Progress) -> str:
    """What the player reads when the lessons file could not be used."""
    if progress.set_aside_to is not None:
        return tr("ui.lesson.progress_corrupt", path=str(progress.set_aside_to))
    return tr("ui.lesson.progress_unreadable", reason=progress.problem)
