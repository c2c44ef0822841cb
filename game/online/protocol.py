"""The online protocol's constants and the check of every message a client sends: one JSON object
of at most MAX_MESSAGE bytes with a known "type" and exactly the fields that type takes, each of
its kind and size. Anything else is a `ProtocolError` (a code and an English line; the app shows
its own words for the code). docs/protocol.md documents every message."""
from __future__ import annotations

import json
from typing import Any

PROTOCOL = 1                 # bumped on any change a client of another version would misread
MAX_MESSAGE = 64 * 1024      # bytes of one client message (the server's websockets max_size too)
MAX_NAME = 16                # characters of a player's name, as on the setup screen
RATE = 20.0                  # messages a second a connection may send on average ...
BURST = 60                   # ... with this many at once; beyond it the connection is closed
CLOSE_FLOOD = 4008           # WebSocket close codes the server uses
CLOSE_VERSION = 4001
CLOSE_REPLACED = 4002

# type -> {field: kind}; kinds: "int", "str", "name", "code", "token", "dict", "list", "level", "bool"
SHAPES: dict[str, dict[str, str]] = {
    "hello": {"protocol": "int", "name": "name"},
    "list": {},
    "create": {"game": "str", "options": "dict", "seats": "list"},
    "join": {"name": "name"},
    "resume": {"token": "token"},
    "start": {},
    "act": {"n": "int", "action": "dict"},
    "next": {"deal": "int"},
    "seat_ai": {"seat": "int", "level": "level"},
    "leave": {},
}
OPTIONAL = {"act": {"seat": "int"}, "hello": {"name": "name"}, "create": {"listed": "bool"},
            "join": {"code": "code", "table": "str"}}   # join: by code, or a listed table by its id
LEVELS = ("easy", "normal", "hard")


class ProtocolError(ValueError):
    """A message refused: `code` for the app's string table, `str()` an English line."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


def parse(raw: str | bytes) -> dict[str, Any]:
    """A client's message checked for shape (not yet for the table's state). Raises ProtocolError."""
    if isinstance(raw, bytes):
        raise ProtocolError("bad_message", "messages are JSON text, not binary")
    if len(raw) > MAX_MESSAGE:
        raise ProtocolError("too_big", f"a message has at most {MAX_MESSAGE} bytes")
    try:
        msg = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_json", "not JSON") from None
    if not isinstance(msg, dict) or msg.get("type") not in SHAPES:
        raise ProtocolError("bad_message", "a message is an object with a known \"type\"")
    kind = msg["type"]
    if kind == "hello" and msg.get("protocol") != PROTOCOL:
        raise ProtocolError("version", f"this server speaks protocol {PROTOCOL}, the program that"
                            f" connected speaks {str(msg.get('protocol'))[:12]}: both need the same version")
    wanted, optional = SHAPES[kind], OPTIONAL.get(kind, {})
    for key in msg:
        if key != "type" and key not in wanted and key not in optional:
            raise ProtocolError("bad_message", f"\"{kind}\" takes no field {str(key)[:30]!r}")
    for key, field_kind in wanted.items():
        if key not in msg and key not in optional:
            raise ProtocolError("bad_message", f"\"{kind}\" needs the field {key!r}")
    for key, value in msg.items():
        if key != "type":
            _check(kind, key, value, {**wanted, **optional}[key])
    return msg


def _no_constant(name: str) -> Any:
    raise ValueError(name)


def _check(kind: str, key: str, value: Any, field_kind: str) -> None:
    ok = {
        "int": type(value) is int and -1 <= value < 1_000_000,
        "str": type(value) is str and 0 < len(value) <= 40,
        "name": type(value) is str and 0 < len(value.strip()) and len(value) <= MAX_NAME
                and value.isprintable(),
        "code": type(value) is str and 0 < len(value) <= 20,
        "token": type(value) is str and 0 < len(value) <= 64,
        "dict": type(value) is dict and len(value) <= 20,
        "list": type(value) is list and len(value) <= 10,
        "level": value in LEVELS,
        "bool": type(value) is bool,
    }[field_kind]
    if not ok:
        raise ProtocolError("bad_message", f"\"{kind}\": the field {key!r} is not {field_kind}")


def dump(msg: dict[str, Any]) -> str:
    """A server message as compact JSON text (the same message gives the same bytes)."""
    return json.dumps(msg, ensure_ascii=False, separators=(",", ":"))


def error(code: str, message: str, **extra: Any) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message, **extra}
