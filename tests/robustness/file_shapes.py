"""Shared by the hostile-file probes: what a file is (to check it was set aside intact), making a
copy of a file or a special file, clearing a folder, and the check that a message about a file is
one short drawable line."""
from __future__ import annotations

import os
import stat
from pathlib import Path

from game import files

MESSAGE_LIMIT = 600      # characters: a message about a file, however big the file


def snapshot(path: Path):
    """What a file is, to check it was set aside intact: its bytes, or its kind for a special file."""
    info = os.lstat(path)
    if stat.S_ISREG(info.st_mode):
        return path.read_bytes()
    return stat.S_IFMT(info.st_mode)


def put(source: Path, target: Path) -> None:
    """`target` becomes a copy of `source` (a regular file), or the same kind of special file."""
    target.parent.mkdir(parents=True, exist_ok=True)
    info = os.lstat(source)
    if stat.S_ISLNK(info.st_mode):
        os.symlink(os.readlink(source), target)
    elif stat.S_ISFIFO(info.st_mode):
        os.mkfifo(target)
    elif stat.S_ISDIR(info.st_mode):
        target.mkdir()
    else:
        target.write_bytes(source.read_bytes())


def clear(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        for inner in path.iterdir():
            clear(inner)
        path.rmdir()
    elif os.path.lexists(path):
        path.unlink()


def assert_short_line(text: str, what: str) -> None:
    assert text.strip() and "\n" not in text and len(text) < MESSAGE_LIMIT, (what, text[:120])
    assert not files.undrawable(text), (what, text[:120])
