"""Replay and save files: one JSON document holding the game id, rule options, seed, the seed of
each deal started (for a match whose deals draw theirs from the OS), seats, every action in order
and (when finished) the result. Loading replays the actions through the engine,
so a file that does not replay exactly is refused with a readable message. The format is
documented in docs/replay-format.md."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from game import files
from game.actions import Action
from game.files import one_line
from game.errors import IllegalAction, NotFinished, ReplayError
from game.match import Match
from game.review_file import kept_entries
from game.seats import Seat

FORMAT = "cardtable-replay"
VERSION = 1
MAX_DEAL_SEEDS = 10_000   # far more deals than any match plays


def to_json(match: Match) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": match.game_id,
        "options": match.options,
        "seed": match.seed,
        "players": match.players,
        "seats": [s.to_json() for s in match.seats],
        "actions": [s.to_json() for s in match.steps],
        "finished": match.over,
        "deals": [r.to_json() for r in match.deal_results],
        "hints_used": match.hints_used,
        "undos_used": match.undos_used,
        "coach_notes": match.coach_notes,
    }
    if match.deal_seeds is not None:
        doc["deal_seeds"] = list(match.deal_seeds)
    if match.reviews:
        doc["reviews"] = match.reviews
    if match.player_seat is not None:
        doc["player_seat"] = match.player_seat
    if match.over:
        doc["result"] = {
            "totals": match.totals(),
            "winners": match.winners(),
        }
    return doc


def save(match: Match, path: str | os.PathLike) -> None:
    """Write atomically: a crash mid-write never leaves a half file in place."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    try:
        tmp.write_text(json.dumps(to_json(match), ensure_ascii=False, indent=1), encoding="utf-8")
        os.replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink(missing_ok=True)   # never leave a stray .tmp behind
        except OSError:
            pass
        raise


def brief(value: Any) -> str:
    """A value from a file, shown in a message: a short repr of a scalar, else its type's name."""
    if value is None or isinstance(value, (str, int, float, bool)):
        text = repr(value) if not isinstance(value, int) or abs(value) < 10 ** 40 else "a huge number"
        return text if len(text) <= 40 else text[:39] + "…"
    return f"a {type(value).__name__}"


def supported(version: Any) -> bool:
    """Whether a file's "version" is one this code reads: the number itself (true is not 1)."""
    return type(version) is int and version == VERSION


def shown(value: Any, limit: int = 40) -> str:
    """A file's value as JSON, cut short, for a one-line message (true stays true, not True)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):   # not JSON, or an int too long to write out
        text = type(value).__name__
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def whole(step: dict[str, Any], key: str) -> int:
    """A step's "deal" or "seat": a JSON whole number (not true, 1.0 or "1")."""
    value = step[key]
    if type(value) is not int:
        raise ValueError(f"\"{key}\" must be a whole number")
    return value


def deal_seeds_of(doc: dict[str, Any]) -> list[int | str] | None:
    """A file's "deal_seeds": each deal's seed, kept as the deal starts (absent in files of
    matches whose every deal comes from "seed", and in files from before deal seeds). Raises
    ValueError unless it is a non-empty list of at most MAX_DEAL_SEEDS whole numbers or short
    strings."""
    if "deal_seeds" not in doc:
        return None
    seeds = doc["deal_seeds"]
    if type(seeds) is not list or not 0 < len(seeds) <= MAX_DEAL_SEEDS:
        raise ValueError(f"\"deal_seeds\" must be a list of 1 to {MAX_DEAL_SEEDS} seeds")
    for seed in seeds:
        if not (type(seed) is int and 0 <= seed < 2 ** 128) and not (type(seed) is str and len(seed) <= 200):
            raise ValueError("each of \"deal_seeds\" must be a whole number or a short string")
    return seeds


def from_json(doc: Any, check_result: bool = True) -> Match:
    """Rebuild a match by replaying its actions through `Match.play` (the rules' gate: an action
    with a value or cards its move does not take is refused). Raises ReplayError with the reason,
    one line."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ReplayError("This is not a card-table replay file.")
    if not supported(doc.get("version")):
        raise ReplayError(f"Unsupported replay version: {shown(doc.get('version'))}"
                          f" (\"version\" must be the whole number {VERSION}).")
    try:
        seats = [Seat.from_json(s) for s in doc["seats"]]
        seed = doc["seed"]
        if type(seed) is not int and type(seed) is not str:
            raise ValueError("\"seed\" must be a whole number or a string")
        match = Match(doc["game"], dict(doc.get("options") or {}), seats, seed, deal_seeds_of(doc))
        actions = doc["actions"]
        if not isinstance(actions, list):
            raise ValueError("actions must be a list")
    except ImportError:
        raise ReplayError(f"The game {brief(doc.get('game'))} of this replay is not installed.") from None
    except (KeyError, TypeError, ValueError, OverflowError, AttributeError) as exc:
        raise ReplayError(f"The replay file is damaged: {one_line(exc)}") from None
    for number, step in enumerate(actions, 1):
        try:
            deal, seat, action = whole(step, "deal"), whole(step, "seat"), Action.from_json(step["action"])
            if not 0 <= seat < len(seats):
                raise ValueError(f"seat {seat} out of range (0-{len(seats) - 1})")
            if match.deal_seeds is not None and deal >= len(match.deal_seeds):
                raise ValueError(f"no seed is kept for deal {deal + 1}")
            while match.deal_index < deal and match.deal_over and not match.over:
                match.next_deal()
            if deal != match.deal_index:
                raise ValueError(f"action for deal {deal} during deal {match.deal_index}")
            match.play(seat, action)
        except IllegalAction as exc:
            raise ReplayError(f"Action {number} does not replay: {one_line(exc)}") from None
        except (KeyError, TypeError, ValueError, OverflowError, AttributeError) as exc:
            raise ReplayError(f"Action {number} is damaged: {one_line(exc)}") from None
    hints = doc.get("hints_used", 0)
    match.hints_used = hints if type(hints) is int and hints >= 0 else 0
    undos = doc.get("undos_used", 0)
    match.undos_used = undos if type(undos) is int and undos >= 0 else 0
    notes = doc.get("coach_notes", 0)
    match.coach_notes = notes if type(notes) is int and notes >= 0 else 0
    # kept reviews: data checked against the match (game/review_file.py), junk dropped, never written back
    match.reviews = kept_entries(doc.get("reviews"), match)
    seat = doc.get("player_seat")
    match.player_seat = seat if type(seat) is int and 0 <= seat < len(seats) and seats[seat].is_human else None
    if check_result and "result" in doc:
        if not match.over:
            raise ReplayError("The replay ends before the match does.")
        if not isinstance(doc["result"], dict):
            raise ReplayError("The replay file is damaged: \"result\" is not an object.")
        if doc["result"].get("totals") != match.totals():
            raise ReplayError("The replayed scores differ from the ones stored in the file.")
    return match


def load(path: str | os.PathLike) -> Match:
    """Read (through game.files: size, file type, encoding and JSON checks) and replay a file."""
    try:
        doc = files.read_json(path)
    except FileNotFoundError:
        raise ReplayError(f"Cannot read {path}: no such file") from None
    except files.BadFile as exc:
        raise ReplayError(str(exc)) from None
    return from_json(doc)


def load_finished(path: str | os.PathLike) -> Match:
    """`load`, for watching: a match that is not over (by its replayed actions, whatever the file's
    "finished" says) raises NotFinished, since a replay shows every hand."""
    match = load(path)
    if not match.over:
        raise NotFinished("This match is not finished, so it cannot be watched as a replay"
                          " (that would show every hand); continue it from Saved games.")
    return match


def set_aside(path: str | os.PathLike, label: str = "corrupt") -> Path:
    """Move a file out of the way (never overwrite anything) to `<name>.<label>-<time>` beside it,
    and return where it went: a corrupt save, or an unfinished match a new one replaces."""
    return files.set_aside(path, label)
