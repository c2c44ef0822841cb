"""What main.py accepts on its command line before anything runs: numbers that are finite and in
range, a seed of sane length, output files (--replay, --screenshot) that are plain files or not
there yet in a folder that exists, and every error as one short printable line with exit code 2
(also argparse's own errors, which would otherwise echo a whole argument back, however long)."""
from __future__ import annotations

import argparse
import math
import os
import re
import stat
import sys

MAX_ERROR = 300          # characters of an error line
MAX_SEED = 100           # characters of a seed
MAX_SECONDS = 86_400.0   # --seconds: a day at most
USAGE = 2                # argparse's exit code for a usage error
WHOLE = re.compile(r"[+-]?[0-9]{1,12}")


def clip(text: str, limit: int = MAX_ERROR) -> str:
    """`text` as one printable line of at most `limit` characters (cut with "…")."""
    flat = " ".join(str(text).split())
    flat = "".join(ch if ch.isprintable() else "?" for ch in flat[:limit + 1])
    return flat if len(flat) <= limit else flat[:limit - 1] + "…"


def shown(path: str) -> str:
    """A path as echoed in an error: its start and end, however long it is."""
    return path if len(path) <= 120 else f"{path[:60]}…{path[-59:]}"


def usage_error(message: str, code: int = USAGE) -> int:
    """Print `error: <message>` (one clipped line) on stderr and return `code`."""
    print(clip(f"error: {message}"), file=sys.stderr)
    return code


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage error is one short line (no usage block, no echo of a huge value)."""

    def error(self, message: str):   # noqa: D401 - argparse's hook
        usage_error(f"{message} (--help lists the options)")
        sys.exit(USAGE)


def finite_number(low: float, high: float):
    """An argparse type: a finite decimal number from `low` to `high`."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if not (math.isfinite(value) and low <= value <= high):
            raise argparse.ArgumentTypeError(f"needs a number from {low:g} to {high:g}, not {clip(text, 40)!r}")
        return value
    return parse


def whole_number(low: int, high: int):
    """An argparse type: a whole number from `low` to `high` (short text only: no 5000-digit int)."""
    def parse(text: str) -> int:
        if WHOLE.fullmatch(text.strip()) and low <= int(text) <= high:
            return int(text)
        raise argparse.ArgumentTypeError(f"needs a whole number from {low} to {high}, not {clip(text, 40)!r}")
    return parse


def seed_text(text: str) -> str:
    """An argparse type: a seed of at most MAX_SEED characters."""
    if len(text) > MAX_SEED:
        raise argparse.ArgumentTypeError(f"a seed has at most {MAX_SEED} characters, not {len(text)}")
    return text


def seed_value(text: str) -> int | str:
    """A number when the seed is one (of sane length), else the text itself (also a valid seed)."""
    if len(text) <= MAX_SEED and text.lstrip("-").isdigit():
        return int(text)
    return text


def output_path_problem(path: str, companions: tuple[str, ...] = ()) -> str | None:
    """Why `path` cannot be written as a new file (or replace a plain file), or None. A symbolic
    link, folder, device or pipe there is refused (writing would follow it or replace it), so is a
    folder that does not exist or cannot be written into. `companions` are suffixes of files
    written beside it (PATH.tmp, PATH.json), which must not be anything but plain files either."""
    if not path:
        return "needs a file name"
    if path.endswith(("/", os.sep)):
        return f"{shown(path)} names a folder, not a file"
    problem = _existing_target_problem(path)
    for suffix in companions:
        problem = problem or _existing_target_problem(path + suffix)
    return problem or _folder_problem(os.path.dirname(path) or os.curdir)


def _existing_target_problem(path: str) -> str | None:
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"cannot use {shown(path)}: {exc.strerror or exc}"
    if stat.S_ISLNK(mode):
        return f"{shown(path)} is a symbolic link; name the file itself"
    if stat.S_ISDIR(mode):
        return f"{shown(path)} is a folder, not a file"
    if not stat.S_ISREG(mode):
        return f"{shown(path)} is not a regular file (a device or pipe)"
    if not os.access(path, os.W_OK):
        return f"{shown(path)} is not writable"
    return None


def _folder_problem(folder: str) -> str | None:
    try:
        mode = os.stat(folder).st_mode
    except FileNotFoundError:
        return f"the folder {shown(folder)} does not exist"
    except NotADirectoryError:
        return f"{shown(folder)} is not a folder"
    except OSError as exc:
        return f"cannot use the folder {shown(folder)}: {exc.strerror or exc}"
    if not stat.S_ISDIR(mode):
        return f"{shown(folder)} is not a folder"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"cannot write into {shown(folder)}"
    return None
