"""Statistics of finished matches, kept in user_data_dir()/stats.json: per game and per level of
the computer opponents ("easy", "normal", "hard", "mixed", or "humans" when nobody was a
computer), how many matches each human seat played and won, the sum of its scores (for the
average), its best score (the lowest where the game counts penalty points) and the hints asked for,
decisions taken back (Undo) and the Coach's notes at the table, once per match (files without them
count 0). A match is
recorded once, when it finishes. A file is checked on load (known games and levels, counts and
scores in sane ranges, so the screen never meets a number it cannot divide or print); a damaged
one is reported, set aside (kept, never overwritten) and the statistics start again from nothing."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.files import read_kept, short_text, write_atomic
from game.resources import user_data_dir
from game.seats import AI_LEVELS, OLD_LEVEL_NAMES

FILE_NAME = "stats.json"
VERSION = 1
LEVELS = (*AI_LEVELS, "mixed", "humans")
MAX_COUNT = 10 ** 9      # matches played: no one plays a billion
MAX_SCORE = 10 ** 6      # the largest score, either sign, one match can give
MAX_AIDS = 10 ** 12      # hints or undos counted in one record: far past any real play


def stats_path() -> Path:
    return user_data_dir() / FILE_NAME


@dataclass
class Record:
    played: int = 0
    won: int = 0
    total: int = 0
    best: int | None = None
    hints: int = 0      # hints asked for in these matches
    undos: int = 0      # decisions taken back in these matches
    coach: int = 0      # the Coach's notes on clearly worse decisions in these matches

    @property
    def average(self) -> float | None:
        return self.total / self.played if self.played else None

    def to_json(self) -> dict:
        return {"played": self.played, "won": self.won, "total": self.total, "best": self.best,
                "hints": self.hints, "undos": self.undos, "coach": self.coach}

    @staticmethod
    def from_json(data) -> "Record":
        if not isinstance(data, dict):
            raise ValueError("a record must be an object")
        played, won, total, best = (data.get(k) for k in ("played", "won", "total", "best"))
        if not all(is_int(v) for v in (played, won, total)) or not (best is None or is_int(best)):
            raise ValueError("a record's counts must be whole numbers")
        if not 0 <= won <= played <= MAX_COUNT or abs(total) > played * MAX_SCORE \
                or (best is not None and (not played or abs(best) > MAX_SCORE)):
            raise ValueError(f"a record out of range (played {short_text(played, 20)}, won {short_text(won, 20)})")
        hints, undos, coach = (data.get(k, 0) for k in ("hints", "undos", "coach"))
        if not all(is_int(v) and 0 <= v <= MAX_AIDS for v in (hints, undos, coach)):
            raise ValueError("a record's hints, undos and coach notes must be whole numbers in range")
        return Record(played, won, total, best, hints, undos, coach)

    def merge(self, other: "Record", pick) -> None:
        self.played += other.played
        self.won += other.won
        self.total += other.total
        self.hints += other.hints
        self.undos += other.undos
        self.coach += other.coach
        if other.best is not None:
            self.best = other.best if self.best is None else pick(self.best, other.best)


def is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass
class Stats:
    games: dict[str, dict[str, Record]] = field(default_factory=dict)
    problem: str = ""               # why the file on disk was not used (empty: it was fine)
    set_aside_to: Path | None = None

    def record(self, game_id: str, level: str) -> Record:
        return self.games.setdefault(game_id, {}).setdefault(level, Record())

    def add_match(self, match) -> None:
        """Count a finished match for each human seat (a computer-only match counts nowhere; an
        online match only for this computer's player, `player_seat`)."""
        humans = [i for i, s in enumerate(match.seats) if s.is_human]
        if match.player_seat is not None:
            humans = [match.player_seat]
        if not humans:
            return
        level = opponents_level(match)
        pick = min if lower_is_better(match.game_id) else max
        totals = match.totals()
        winners = set(match.winners())
        aided = self.record(match.game_id, level)   # the table's counts are the match's, once
        aided.hints += max(0, min(int(match.hints_used), MAX_AIDS))
        aided.undos += max(0, min(int(match.undos_used), MAX_AIDS))
        aided.coach += max(0, min(int(match.coach_notes), MAX_AIDS))
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
            out.merge(rec, pick)
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
    """The statistics in `text`; ValueError when anything in it is not a known game, a known level
    or a record in range (game.files.BadFile, a ValueError, for text that is not usable JSON)."""
    from game import registry
    from game.files import parse_json

    data = parse_json(text, "statistics file")
    if not isinstance(data, dict) or data.get("version") != VERSION or not isinstance(data.get("games"), dict):
        raise ValueError("not a statistics file of this version")
    stats = Stats()
    for game_id, levels in data["games"].items():
        if game_id not in registry.GAME_MODULES:
            raise ValueError(f"an unknown game {short_text(repr(game_id), 40)}")
        if not isinstance(levels, dict):
            raise ValueError(f"bad entry for {game_id!r}")
        pick = min if lower_is_better(game_id) else max
        for level, rec in levels.items():
            level = OLD_LEVEL_NAMES.get(level, level)
            if level not in LEVELS:
                raise ValueError(f"an unknown level {short_text(repr(level), 40)} for {game_id}")
            stats.record(game_id, level).merge(Record.from_json(rec), pick)
    return stats


def load(path: Path | None = None) -> Stats:
    """The statistics on disk; a damaged file is set aside and empty statistics say why."""
    stats, problem, aside = read_kept(path or stats_path(), parse)
    return stats if stats is not None else Stats(problem=problem, set_aside_to=aside)


def save(stats: Stats, path: Path | None = None) -> None:
    """Written like the saves (`game.files.write_atomic`: fsync'd, renamed, no stray temporary file
    after a failure). Raises OSError when the file cannot be written (the caller reports it)."""
    write_atomic(stats.to_json(), Path(path or stats_path()))


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
