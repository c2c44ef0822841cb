"""The log file, user_data_dir()/logs/cardtable.log: the tracebacks of errors the table survived
(an AI that raised or chose an illegal move, a save that could not be written or read) and of the
error that stopped it, each with the time and what was going on. Writing the log never raises;
past about 1 MB the file is rotated once to cardtable.log.1."""
from __future__ import annotations

import time
import traceback
from pathlib import Path

from game.resources import user_data_dir

LOG_DIR = "logs"
LOG_FILE = "cardtable.log"
MAX_BYTES = 1_000_000


def log_path() -> Path:
    return user_data_dir() / LOG_DIR / LOG_FILE


def log_error(context: str, exc: BaseException | None = None, trace: str | None = None) -> Path | None:
    """Append one entry: the time, `context`, then `trace` (a formatted traceback) or `exc`'s own.
    Returns the log's path, or None when it could not be written."""
    if trace is None and exc is not None:
        trace = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    entry = f"=== {time.strftime('%Y-%m-%d %H:%M:%S')} {context}\n{(trace or '').rstrip()}\n\n"
    try:
        path = log_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > MAX_BYTES:
            path.replace(path.with_name(LOG_FILE + ".1"))
        with path.open("a", encoding="utf-8") as log:
            log.write(entry)
        return path
    except OSError:
        return None
