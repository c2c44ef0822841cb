"""A table's autosave on the server's disk, in two files. `<table>.steps` is the match's journal:
one line a move, appended as it is played (and a line for a seat that asks for the next deal),
from the match's start to its end. `<table>.json` is the table without the moves: seats, tokens,
code, options, and the match's header in the replay format (seed, each dealt deal's seed, the
deal it is at), written to a temporary file renamed over the old one whenever anything but a
move changes: a seat taken, the match started (the journal then starts afresh), a deal dealt, a
seat handed to the AI. A move costs one short append; nothing grows with the match but the
journal (writing the whole match at every deal cost ~9 ms late in a long match, and held up
every other table meanwhile).

Loading takes the header and replays the journal's lines through the match's gate (the next deal
dealt where a line is for it); a line cut short by a kill, or one that does not follow (another
match, a step already played), ends the journal there. Nothing is fsync'd per move: a power cut
may lose the last moves, a killed or crashed process loses nothing it had told anyone (the server
writes before it delivers)."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from game import files
from game.actions import Action
from game.errors import IllegalAction, ReplayError
from game.online.protocol import dump
from game.online.table import Table


def snapshot_path(folder: Path, table_id: str) -> Path:
    return folder / f"{table_id}.json"


def journal_path(folder: Path, table_id: str) -> Path:
    return folder / f"{table_id}.steps"


def write_snapshot(folder: Path, table: Table) -> None:
    """The table without its moves, through a temporary file renamed over the old one; for a match
    the journal does not hold yet (a new one, "play again"), an empty journal after it. Killed
    between the two, the old journal's lines are another match's and are skipped."""
    path = snapshot_path(folder, table.id)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(dump(table.to_json(moves=False)), encoding="utf-8")
    os.replace(tmp, path)
    if table.journal_match != table.match_number:
        journal_path(folder, table.id).write_bytes(b"")
        table.journal_match, table.journalled = table.match_number, 0
    append_journal(folder, table.id, journal_lines(table))


def journal_lines(table: Table) -> str:
    """The moves played since the journal was last written to, one JSON line each ("" if none)."""
    match = table.match
    if match is None:
        return ""
    lines = [dump({"match": table.match_number, "n": n, "step": match.steps[n].to_json()}) + "\n"
             for n in range(table.journalled, len(match.steps))]
    table.journalled = len(match.steps)
    return "".join(lines)


def ready_line(table: Table) -> str:
    """The seats that asked for the next deal, as a journal line (one asked; the deal not dealt yet)."""
    return dump({"match": table.match_number, "ready": sorted(table.ready)}) + "\n"


def append_journal(folder: Path, table_id: str, text: str) -> None:
    if text:
        with journal_path(folder, table_id).open("a", encoding="utf-8") as out:
            out.write(text)


def load(folder: Path, table_id: str) -> Table:
    """The table as it stood at its last write: the header, then the journal's moves. Raises
    ReplayError (one line) for a header that is not a table or does not replay."""
    doc = files.read_json(snapshot_path(folder, table_id))
    table = Table.from_json(doc)
    match = table.match
    path = journal_path(folder, table_id)
    if match is not None and path.exists():
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            if not replay_line(table, line):
                break
        table.deal_on_to(doc["deal"] if type(doc.get("deal")) is int else 0)   # dealt, nothing played in it yet
    table.journal_match = table.match_number
    table.journalled = len(match.steps) if match is not None else 0
    return table


def replay_line(table: Table, line: str) -> bool:
    """One journal line played on the table's match; False (nothing changed) if it does not follow."""
    match = table.match
    try:
        entry: Any = json.loads(line)
        if entry["match"] != table.match_number:
            return False
        if "ready" in entry:
            if not match.deal_over:
                return False
            table.ready = {seat for seat in entry["ready"] if type(seat) is int and 0 <= seat < len(table.seats)}
            return True
        step = entry["step"]
        if entry["n"] != len(match.steps):
            return entry["n"] < len(match.steps)   # already played
        table.deal_on_to(step["deal"])
        if step["deal"] != match.deal_index or match.deal_over:
            return False
        match.play(step["seat"], Action.from_json(step["action"]))
    except (ValueError, KeyError, TypeError, IndexError, IllegalAction, RuntimeError):
        return False
    return True


def load_all(folder: Path) -> list[Table]:
    """Every table in `folder`; a snapshot that cannot be read is set aside (never overwritten)."""
    folder.mkdir(parents=True, exist_ok=True)
    tables = []
    for path in sorted(folder.glob("*.json")):
        try:
            tables.append(load(folder, path.stem))
        except (ReplayError, files.BadFile, OSError):
            files.set_aside_if_possible(path)
    return tables
