"""A table's autosave on the server's disk, in two files: `<table>.json`, the whole table (seats,
tokens, code, the match in the replay format), written atomically when anything but a move changes
(a seat taken, the match started, the next deal, a seat handed to the AI); and `<table>.steps`, one
line a move appended after every action since that snapshot (and a line for a seat that asks for
the next deal, until the deal is dealt). An action costs one short append, not
a rewrite of the whole match (which grows with every move: ~10 ms an action late in a long match).

Loading takes the snapshot and replays the journal's lines through the match's gate; a line cut
short by a kill, or one that does not follow (another match, a step already in the snapshot), ends
the journal there. Nothing here is fsync'd per move: a power cut may lose the last moves, a killed
or crashed process loses nothing it had told anyone (the server writes before it delivers)."""
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
    """The whole table through a temporary file renamed over the old one, then an empty journal.
    Killed between the two, the journal's lines are all in the snapshot already and are skipped."""
    path = snapshot_path(folder, table.id)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(dump(table.to_json()), encoding="utf-8")
    os.replace(tmp, path)
    journal_path(folder, table.id).write_bytes(b"")
    table.journalled = len(table.match.steps) if table.match is not None else 0


def journal_lines(table: Table) -> str:
    """The moves played since the table was last written, one JSON line each ("" if none)."""
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
    """The table as it stood at its last write: the snapshot, then the journal's moves. Raises
    ReplayError (one line) for a snapshot that is not a table or does not replay."""
    table = Table.from_json(files.read_json(snapshot_path(folder, table_id)))
    table.journalled = len(table.match.steps) if table.match is not None else 0
    path = journal_path(folder, table_id)
    if table.match is None or not path.exists():
        return table
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if not replay_line(table, line):
            break
    table.journalled = len(table.match.steps)
    return table


def replay_line(table: Table, line: str) -> bool:
    """One journal line played on the table's match; False (nothing changed) if it does not follow."""
    match = table.match
    try:
        entry: Any = json.loads(line)
        if "ready" in entry:
            if entry["match"] != table.match_number or not match.deal_over:
                return False
            table.ready = {seat for seat in entry["ready"] if type(seat) is int and 0 <= seat < len(table.seats)}
            return True
        step = entry["step"]
        if entry["match"] != table.match_number or entry["n"] != len(match.steps):
            return entry["n"] < len(match.steps) and entry["match"] == table.match_number   # already in
        if step["deal"] != match.deal_index or match.deal_over:
            return False
        match.play(step["seat"], Action.from_json(step["action"]))
    except (ValueError, KeyError, TypeError, IndexError, IllegalAction):
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
