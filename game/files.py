"""The one safe reader for every JSON file the app or the command line reads (replays, saves,
settings, statistics): a size limit, only regular files (never a FIFO, device or folder), UTF-8 or
UTF-16/UTF-8 with a byte-order mark, JSON errors of every kind (deep nesting, integers of thousands of
digits, NaN/Infinity) turned into one `BadFile` with a readable one-line reason; text that cannot be
drawn (a NUL, another control character, a lone surrogate such as "\ud800", all valid JSON) refused
as `BadText`; `short_text`, which cuts file text to a sane length wherever it becomes a message, a
name or a label; `set_aside`, which moves a damaged file out of the way without ever
overwriting an earlier one; and `write_atomic`, the one durable writer of a JSON file (saves,
replays and the reviews kept in them, lesson progress, statistics, settings)."""
from __future__ import annotations

import codecs
import json
import os
import re
import stat
import time
from pathlib import Path
from typing import Any, Callable

MAX_BYTES = 32 * 1024 * 1024   # no save, replay or settings file comes near this
SHORT = 200                    # the longest piece of file text a message or label shows

UNDRAWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")   # control characters, lone surrogates
RAW_UNDRAWABLE = re.compile("[\x80-\x9f\ud800-\udfff]")   # C1 controls, surrogates: not ASCII


class BadFile(ValueError):
    """A file that cannot be used; str() is one line saying why (English)."""


class BadText(BadFile):
    """A file whose text holds characters that cannot be drawn (NUL, control, lone surrogate);
    `code` names the first one found ("U+0000"), the same in every language."""

    def __init__(self, message: str, code: str) -> None:
        super().__init__(message)
        self.code = code


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
    """json.loads refusing NaN/Infinity and undrawable text (BadText), with every failure (nesting
    too deep, integers too long) turned into BadFile."""
    try:
        doc = json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise BadFile(f"{name} is not valid JSON (line {exc.lineno}, column {exc.colno}: "
                      f"{exc.msg})") from None
    except RecursionError:
        raise BadFile(f"{name} is not usable JSON (nested too deeply)") from None
    except (ValueError, OverflowError, TypeError) as exc:   # huge integers, NaN/Infinity
        reason = "a number thousands of digits long" if "digits" in str(exc) else one_line(exc)
        raise BadFile(f"{name} is not usable JSON ({reason})") from None
    if may_hold_undrawable(text):   # else no string of `doc` holds one: no walk over millions of them
        refuse_undrawable(doc, name)
    return doc


def may_hold_undrawable(text: str) -> bool:
    """Whether a JSON text that parsed may hold undrawable text in a string: it has an escape (a
    backslash: "\\u0000", "\\n", "\\ud800"…), a DEL, or a raw C1 control or surrogate (json.loads
    itself refuses a raw control below U+0020 in a string). Fast: C-speed scans, the regex only
    over text that is not ASCII."""
    if "\\" in text or "\x7f" in text:
        return True
    return not text.isascii() and RAW_UNDRAWABLE.search(text) is not None


def undrawable(text: str) -> str:
    """What in `text` cannot be drawn ("" when nothing): a NUL, a lone surrogate, a control character."""
    found = None if text.isprintable() else UNDRAWABLE.search(text)   # isprintable: fast, in C
    if found is None:
        return ""
    code = ord(found.group())
    if code == 0:
        return "a NUL character"
    if 0xD800 <= code <= 0xDFFF:
        return f"a lone surrogate U+{code:04X}"
    return f"a control character U+{code:04X}"


def refuse_undrawable(doc: Any, name: str = "file") -> None:
    """BadText when any string of `doc` (key or value, at any depth) holds undrawable text."""
    stack = [doc]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            what = "" if item.isprintable() else undrawable(item)
            if what:
                code = f"U+{ord(UNDRAWABLE.search(item).group()):04X}"
                raise BadText(f"{name} holds text that cannot be shown ({what})", code)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def read_json(path: str | os.PathLike, max_bytes: int = MAX_BYTES) -> Any:
    """read_text + parse_json. FileNotFoundError when absent, BadFile for anything else."""
    return parse_json(read_text(path, max_bytes), Path(path).name)


def read_json_object(path: str | os.PathLike, max_bytes: int = MAX_BYTES) -> dict:
    doc = read_json(path, max_bytes)
    if not isinstance(doc, dict):
        raise BadFile(f"{Path(path).name} does not hold a JSON object")
    return doc


def short_text(text: object, limit: int = SHORT) -> str:
    """`text` (from a file, or a message quoting one) as one line of at most `limit` characters:
    whitespace runs become one space, undrawable characters "?", and a longer text is cut with "…"."""
    text = text if isinstance(text, str) else str(text)
    head = text[:limit * 4 + 16]   # a text megabytes long is never split or searched whole
    head = UNDRAWABLE.sub("?", " ".join(head.split()))
    if len(head) <= limit and len(text) <= limit * 4 + 16:
        return head
    return head[:limit - 1] + "…"


def one_line(exc: BaseException, limit: int = SHORT) -> str:
    """An exception as one short line (huge-integer messages and the like are cut)."""
    return short_text(exc, limit) or type(exc).__name__


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


def read_kept(path: Path, parse: Callable[[str], Any]) -> tuple[Any, str, Path | None]:
    """A file the app keeps for the player (statistics, lesson progress), read and `parse`d:
    (its value, "", None). A missing file gives (None, "", None); one that cannot be read now
    (None, why, None), left where it is; a damaged one (None, why, where it was set aside, or None
    when it could not be moved) — `parse` raises ValueError for anything it does not accept."""
    try:
        text = read_text(path)
    except FileNotFoundError:
        return None, "", None
    except BadFile as exc:
        return None, short_text(exc) or type(exc).__name__, set_aside_if_possible(path)
    except OSError as exc:
        return None, short_text(exc.strerror or exc), None
    try:
        return parse(text), "", None
    except (ValueError, UnicodeDecodeError) as exc:   # json.JSONDecodeError is a ValueError
        return None, short_text(exc) or type(exc).__name__, set_aside_if_possible(path)


def set_aside_if_possible(path: Path) -> Path | None:
    """`set_aside`, or None when the file cannot be moved (it stays; the caller says so)."""
    try:
        return set_aside(path)
    except OSError:
        return None


def write_atomic(doc: dict[str, Any], path: Path) -> None:
    """Compact JSON through a temporary file, flushed and fsync'd, then one rename and an fsync of
    the folder: a crash or power cut mid-write leaves the old file whole, and a written save stays
    written. On any failure the temporary file is removed and the old file is untouched.
    (Compact because json's indenting encoder is several times slower.)"""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    tmp = path.with_name(path.name + ".tmp")
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
        raise
    fsync_folder(path.parent)


def fsync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable where the platform allows it (POSIX; Windows cannot open
    a folder for fsync, and NTFS journals the rename)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
