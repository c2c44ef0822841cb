"""Statistics of finished matches, kept in user_data_dir()/stats.json: per game and per level of
the computer opponents ("easy", "normal", "hard", "mixed", or "humans" when nobody was a
computer), how many matches each human seat played and won, the sum of its scores (for the
average) and its best score (the lowest where the game counts penalty points). A match is recorded once, when it finishes. A damaged file is
reported, set aside (kept, never overwritten) and the statistics start again from nothing."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from game.resources import user_data_dir

FILE_NAME = "stats.json"
VERSION = 1


def stats_path() -> Path:
    return user_data_dir() / FILE_NAME


def set_aside(path: Path) -> Path | None:
    """Keep a damaged file beside itself under a new name (the shared helper when it exists)."""
    try:
        from game.files import set_aside as shared   # the robustness helper, once it lands
    except ImportError:
        from game.replay import set_aside as shared
    try:
        return shared(path)
    except OSError:
        return None


@dataclass
class Record:
    played: int = 0
    won: int = 0
    total: int = 0
    best: int | None = None

    @property
    def average(self) -> float | None:
        return self.total / self.played if self.played else None

    def to_json(self) -> dict:
        return {"played": self.played, "won": self.won, "total": self.total, "best": self.best}

    @staticmethod
    def from_json(data) -> "Record":
        if not isinstance(data, dict):
            raise ValueError("a record must be an object")
        played, won, total, best = (data.get(k) for k in ("played", "won", "total", "best"))
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (played, won, total)) \
                or not (best is None or isinstance(best, int)) or not 0 <= won <= played:
            raise ValueError(f"bad record {data!r}")
        return Record(played, won, total, best)


@dataclass
class Stats:
    games: dict[str, dict[str, Record]] = field(default_factory=dict)
    problem: str = ""               # why the file on disk was not used (empty: it was fine)
    set_aside_to: Path | None = None

    def record(self, game_id: str, level: str) -> Record:
        return self.games.setdefault(game_id, {}).setdefault(level, Record())

    def add_match(self, match) -> None:
        """Count a finished match for each human seat (a computer-only match counts nowhere)."""
        humans = [i for i, s in enumerate(match.seats) if s.is_human]
        if not humans:
            return
        level = opponents_level(match)
        pick = min if lower_is_better(match.game_id) else max
        totals = match.totals()
        winners = set(match.winners())
        for seat in humans:
            rec = self.record(match.game_id, level)
            rec.played += 1
            rec.won += seat in winners
            rec.total += totals[seat]
            rec.best = totals[seat] if rec.best is None else pick(rec.best, totals[seat])

    def total_for(self, game_id: str) -> Record:
        out = Record()
        pick = min if lower_is_better(game_id) else max
        for rec in self.games.get(game_id, {}).values():
            out.played += rec.played
            out.won += rec.won
            out.total += rec.total
            if rec.best is not None:
                out.best = rec.best if out.best is None else pick(out.best, rec.best)
        return out

    def to_json(self) -> dict:
        return {"version": VERSION, "games": {g: {lv: r.to_json() for lv, r in levels.items()}
                                              for g, levels in self.games.items()}}


def lower_is_better(game_id: str) -> bool:
    """Whether the game's totals are penalty points (the best score is the lowest)."""
    from game import registry

    try:
        return bool(registry.load(game_id).lower_is_better)
    except Exception:   # a game no longer offered: count as higher is better
        return False


def opponents_level(match) -> str:
    levels = {s.level for s in match.seats if not s.is_human}
    if not levels:
        return "humans"
    return levels.pop() if len(levels) == 1 else "mixed"


def parse(text: str) -> Stats:
    from game.files import parse_json

    data = parse_json(text, "statistics file")
    if not isinstance(data, dict) or data.get("version") != VERSION or not isinstance(data.get("games"), dict):
        raise ValueError("not a statistics file of this version")
    stats = Stats()
    for game_id, levels in data["games"].items():
        if not isinstance(levels, dict):
            raise ValueError(f"bad entry for {game_id!r}")
        for level, rec in levels.items():
            stats.games.setdefault(str(game_id), {})[str(level)] = Record.from_json(rec)
    return stats


def load(path: Path | None = None) -> Stats:
    """The statistics on disk; a damaged file is set aside and empty statistics say why."""
    path = path or stats_path()
    try:
        from game.files import BadFile, read_text

        text = read_text(path)
    except FileNotFoundError:
        return Stats()
    except BadFile as exc:
        return Stats(problem=str(exc), set_aside_to=set_aside(path))
    except OSError as exc:
        return Stats(problem=exc.strerror or str(exc))
    try:
        return parse(text)
    except (ValueError, UnicodeDecodeError) as exc:   # json.JSONDecodeError is a ValueError
        return Stats(problem=str(exc) or type(exc).__name__, set_aside_to=set_aside(path))


def save(stats: Stats, path: Path | None = None) -> None:
    path = path or stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(stats.to_json(), indent=1), encoding="utf-8")
    os.replace(tmp, path)


def record_match(match) -> Stats:
    """Add a finished match to the file (loading, and if need be setting aside, what is there).
    Raises OSError when the file cannot be written; the caller reports it."""
    stats = load()
    stats.add_match(match)
    save(stats)
    return stats


def problem_message(tr, stats: Stats) -> str:
    """What the player reads when the statistics file could not be used."""
    if stats.set_aside_to is not None:
        return tr("ui.stats.corrupt", path=str(stats.set_aside_to))
    return tr("ui.stats.unreadable", reason=stats.problem)
