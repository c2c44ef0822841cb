"""Helpers over views: collect every card a view exposes (for the no-leak properties), and write
a view as canonical text — the same in every process, whatever PYTHONHASHSEED orders its sets by —
for digests of a position."""
from __future__ import annotations

import dataclasses
import enum
from typing import Any

from game.cards import Card


def cards_in(obj: Any) -> list[Card]:
    """Every `Card` reachable from a view: dataclass fields, dicts, lists, tuples, sets (in that
    order, depth first). Every play of a watched seat's match asks this of its view, so the walk
    decides once per type how to go through a value (WALKS)."""
    found: list[Card] = []
    _gather(obj, found)
    return found


CARD, FIELDS, MAPPING, ITEMS, NOTHING = range(5)
WALKS: dict[type, tuple[int, tuple[str, ...]]] = {}


def _walk_of(kind: type) -> tuple[int, tuple[str, ...]]:
    if issubclass(kind, Card):
        return CARD, ()
    if dataclasses.is_dataclass(kind):
        return FIELDS, tuple(f.name for f in dataclasses.fields(kind))
    if issubclass(kind, dict):
        return MAPPING, ()
    if issubclass(kind, (list, tuple, set, frozenset)):
        return ITEMS, ()
    return NOTHING, ()


def _gather(obj: Any, found: list[Card]) -> None:
    kind = type(obj)
    walk = WALKS.get(kind)
    if walk is None:
        walk = WALKS[kind] = _walk_of(kind)
    how, names = walk
    if how == CARD:
        found.append(obj)
    elif how == FIELDS:
        for name in names:
            _gather(getattr(obj, name), found)
    elif how == MAPPING:
        for key, value in obj.items():
            _gather(key, found)
            _gather(value, found)
    elif how == ITEMS:
        for item in obj:
            _gather(item, found)


def canonical(obj: Any) -> str:
    """`obj` (a view, or anything in one) as text that does not depend on the process: sets written
    sorted by their members' canonical text, dicts by their keys', dataclasses and named tuples field
    by field, enums by name, cards by code; plain values by repr."""
    if isinstance(obj, Card):
        return obj.code
    if isinstance(obj, enum.Enum):
        return f"{type(obj).__qualname__}.{obj.name}"
    if obj is None or isinstance(obj, (bool, int, float, complex, str, bytes)):
        return repr(obj)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return _fields(obj, [(f.name, getattr(obj, f.name)) for f in dataclasses.fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return _fields(obj, list(zip(obj._fields, obj)))
    if isinstance(obj, dict):
        return "{" + ", ".join(sorted(f"{canonical(k)}: {canonical(v)}" for k, v in obj.items())) + "}"
    if isinstance(obj, (set, frozenset)):
        return "{" + ", ".join(sorted(canonical(item) for item in obj)) + "}"
    if isinstance(obj, list):
        return "[" + ", ".join(canonical(item) for item in obj) + "]"
    if isinstance(obj, tuple):
        return "(" + "".join(f"{canonical(item)}, " for item in obj) + ")"
    return _other(obj)


def _fields(obj: Any, pairs: list[tuple[str, Any]]) -> str:
    return f"{type(obj).__qualname__}(" + ", ".join(f"{name}={canonical(value)}" for name, value in pairs) + ")"


def _other(obj: Any) -> str:
    """An object of no kind above: its attributes when it has them (never a memory address)."""
    slots = [getattr(cls, "__slots__", ()) for cls in type(obj).__mro__]
    names = sorted(getattr(obj, "__dict__", {}) or
                   {name for names in slots for name in ((names,) if isinstance(names, str) else names)})
    if names:
        return _fields(obj, [(name, getattr(obj, name, None)) for name in names])
    return f"{type(obj).__qualname__}:{obj!r}"
