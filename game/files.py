"""The one safe reader for every JSON file the app or the command line reads (replays, saves,
settings, statistics): a size limit, only regular files (never a FIFO, device or folder), UTF-8 or
UTF-16/UTF-8 with a byte-order mark, JSON errors of every kind (deep nesting, integers of thousands of
digits, NaN/Infinity) turned into one `BadFile` with a readable one-line reason; and `set_aside`,
which moves a damaged file out of the way without ever overwriting an earlier one."""
from __future__ import annotations

import codecs
import json
import os
import stat
import time
from pathlib import Path
from typing import Any

MAX_BYTES = 32 * 1024 * 1024   # no save, replay or settings file comes near this


class BadFile(ValueError):
    """A file that cannot be used; str() is one line saying why (English)."""


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"non-finite number {name} is not allowed")


def read_text(path: str | os.PathLike, max_bytes: int = MAX_BYTES) -> str:
    """The text of a regular file of at most `max_bytes`. Raises FileNotFoundError when absent
    (callers treat that as 'no file yet'), BadFile for anything else wrong."""
    path = Path(path)
    if str(path) in ("", "."):
        raise BadFile("no file name given")
    try:
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(path, flags)   # O_NONBLOCK: opening a FIFO with no writer does not hang
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise BadFile(f"{path} is a folder, not a file") from None
    except OSError as exc:
        raise BadFile(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise BadFile(f"{path} is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise BadFile(f"{path} is not a regular file (a device or pipe)")
        if info.st_size > max_bytes:
            raise BadFile(f"{path} is too large ({info.st_size} bytes, at most {max_bytes})")
        chunks, total = [], 0
        while True:
            try:
                chunk = os.read(fd, 1 << 20)
            except OSError as exc:
                raise BadFile(f"cannot read {path}: {exc.strerror or exc}") from None
            if not chunk:
                break
            total += len(chunk)
            if total > max_bytes:
                raise BadFile(f"{path} is too large (more than {max_bytes} bytes)")
            chunks.append(chunk)
    finally:
        os.close(fd)
    return decode(b"".join(chunks), path)


def decode(data: bytes, path: str | os.PathLike = "file") -> str:
    """UTF-8 (a BOM allowed), or UTF-16 with a BOM; anything else is a BadFile."""
    try:
        if data.startswith(codecs.BOM_UTF8):
            return data[len(codecs.BOM_UTF8):].decode("utf-8")
        if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
            return data.decode("utf-16")
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadFile(f"{Path(path).name} is not UTF-8 or UTF-16 text "
                      f"(byte {exc.start}: {exc.reason})") from None


def parse_json(text: str, name: str = "file") -> Any:
    """json.loads refusing NaN/Infinity, with every failure (nesting too deep, integers too long)
    turned into BadFile."""
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise BadFile(f"{name} is not valid JSON (line {exc.lineno}, column {exc.colno}: "
                      f"{exc.msg})") from None
    except RecursionError:
        raise BadFile(f"{name} is not usable JSON (nested too deeply)") from None
    except (ValueError, OverflowError, TypeError) as exc:   # huge integers, NaN/Infinity
        reason = "a number thousands of digits long" if "digits" in str(exc) else one_line(exc)
        raise BadFile(f"{name} is not usable JSON ({reason})") from None


def read_json(path: str | os.PathLike, max_bytes: int = MAX_BYTES) -> Any:
    """read_text + parse_json. FileNotFoundError when absent, BadFile for anything else."""
    return parse_json(read_text(path, max_bytes), Path(path).name)


def read_json_object(path: str | os.PathLike, max_bytes: int = MAX_BYTES) -> dict:
    doc = read_json(path, max_bytes)
    if not isinstance(doc, dict):
        raise BadFile(f"{Path(path).name} does not hold a JSON object")
    return doc


def one_line(exc: BaseException, limit: int = 200) -> str:
    """An exception as one short line (huge-integer messages and the like are cut)."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= limit else text[:limit - 1] + "…"


def set_aside(path: str | os.PathLike, label: str = "bad") -> Path:
    """Move a damaged file to `<name>.<label>-<time>` beside it (never over an existing file) and
    return where it went. Raises OSError when it cannot be moved."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.{label}-{stamp}-{n}")
    if hasattr(os, "link") and os.name != "nt":
        try:   # link + unlink: fails instead of overwriting a file that appeared meanwhile
            os.link(path, target)
            os.unlink(path)
            return target
        except FileExistsError:
            return set_aside(path, label)
        except OSError:
            pass
    os.replace(path, target)
    return target
