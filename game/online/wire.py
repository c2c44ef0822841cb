"""Views, events and actions as JSON for the wire, and back. A view is an engine's dataclass of
cards, tuples, sets and dicts; it is written as tagged JSON (a set sorted, a dict's pairs sorted, so
two equal views always give the same bytes) and read back only into dataclasses and named tuples of
the project's own `engines.` and `game.` modules that are already loaded: a message can never make
the reader import or build anything else."""
from __future__ import annotations

import dataclasses
import enum
import json
import sys
from typing import Any

from game.actions import Action, Event
from game.cards import Card, codes, parse_card, parse_cards

ALLOWED_MODULES = ("engines.", "game.")
MAX_DEPTH = 40


def encode(obj: Any) -> Any:
    """`obj` as JSON-able data with tags for what plain JSON cannot tell apart."""
    kind = type(obj)
    if obj is None or kind is str or kind is int or kind is bool or kind is float:
        return obj
    if kind is Card:
        code = _CODES.get(obj)
        if code is None:
            code = _CODES[obj] = {"$c": obj.code}
        return code
    if kind is tuple or kind is list:
        if obj and all(type(item) is Card for item in obj):   # a run of cards: one string of codes
            return {"$cs" if kind is tuple else "$cl": " ".join([_code(item) for item in obj])}
        if kind is tuple:
            return [encode(item) for item in obj]
        return {"$l": [encode(item) for item in obj]}
    shape = _SHAPES.get(kind)
    if shape is None:
        shape = _SHAPES[kind] = _shape(kind)
    if shape[0] == "o":
        return {"$o": shape[1], "f": {name: encode(getattr(obj, name)) for name in shape[2]}}
    if shape[0] == "e":
        return {"$e": shape[1], "n": obj.name}
    if shape[0] == "s":
        items = [encode(item) for item in obj]
        return {"$s": sorted(items, key=_text), "frozen": isinstance(obj, frozenset)}
    if shape[0] == "d":
        pairs = [[encode(k), encode(v)] for k, v in obj.items()]
        return {"$d": sorted(pairs, key=lambda pair: _text(pair[0]))}
    return [encode(item) for item in obj]   # a tuple subclass that is not a named tuple


_CODES: dict[Card, dict[str, str]] = {}
_TEXT: dict[Card, str] = {}


def _code(card: Card) -> str:
    text = _TEXT.get(card)
    if text is None:
        text = _TEXT[card] = card.code
    return text
_SHAPES: dict[type, tuple] = {}


def _shape(kind: type) -> tuple:
    """How values of `kind` are written: ("o", class name, field names), ("e", class name), ("s",),
    ("d",) or ("t",). Raises TypeError for anything a view never holds."""
    if issubclass(kind, enum.Enum):
        return ("e", _class_name(kind))
    if dataclasses.is_dataclass(kind):
        return ("o", _class_name(kind), tuple(f.name for f in dataclasses.fields(kind)))
    if issubclass(kind, tuple) and hasattr(kind, "_fields"):
        return ("o", _class_name(kind), tuple(kind._fields))
    if issubclass(kind, (set, frozenset)):
        return ("s",)
    if issubclass(kind, dict):
        return ("d",)
    if issubclass(kind, tuple):
        return ("t",)
    raise TypeError(f"cannot send a {kind.__name__}")


def decode(data: Any, depth: int = 0) -> Any:
    """What `encode` wrote. Raises ValueError on anything else (an unknown tag, a class outside the
    allowed modules, a field the class does not have, nesting deeper than MAX_DEPTH)."""
    if depth > MAX_DEPTH:
        raise ValueError("nested too deeply")
    if data is None or isinstance(data, (bool, str, int, float)):
        return data
    if isinstance(data, list):
        return tuple(decode(item, depth + 1) for item in data)
    if not isinstance(data, dict) or len(data) > 2:
        raise ValueError("not a tagged value")
    if "$c" in data:
        return parse_card(data["$c"])
    if "$cs" in data or "$cl" in data:
        text = data.get("$cs", data.get("$cl"))
        if not isinstance(text, str):
            raise ValueError("not a run of cards")
        cards = [parse_card(code) for code in text.split(" ")]
        return tuple(cards) if "$cs" in data else cards
    if "$l" in data and isinstance(data["$l"], list):
        return [decode(item, depth + 1) for item in data["$l"]]
    if "$s" in data and isinstance(data["$s"], list):
        items = [decode(item, depth + 1) for item in data["$s"]]
        return frozenset(items) if data.get("frozen") else set(items)
    if "$d" in data and isinstance(data["$d"], list):
        out = {}
        for pair in data["$d"]:
            if not isinstance(pair, list) or len(pair) != 2:
                raise ValueError("not a pair")
            out[decode(pair[0], depth + 1)] = decode(pair[1], depth + 1)
        return out
    if "$e" in data:
        cls = _allowed_class(data["$e"])
        if not issubclass(cls, enum.Enum) or data.get("n") not in cls.__members__:
            raise ValueError("not a known value")
        return cls[data["n"]]
    if "$o" in data and isinstance(data.get("f"), dict):
        return _build(_allowed_class(data["$o"]), data["f"], depth)
    raise ValueError("not a tagged value")


def _build(cls: type, raw: dict[str, Any], depth: int) -> Any:
    values = {str(k): decode(v, depth + 1) for k, v in raw.items()}
    if dataclasses.is_dataclass(cls):
        fields = {f.name: f for f in dataclasses.fields(cls)}
        if set(values) - set(fields):
            raise ValueError(f"{cls.__name__} has no such field")
        obj = cls(**{k: v for k, v in values.items() if fields[k].init})
        for k, v in values.items():
            if not fields[k].init:
                object.__setattr__(obj, k, v)
        return obj
    if issubclass(cls, tuple) and hasattr(cls, "_fields"):
        if set(values) - set(cls._fields):
            raise ValueError(f"{cls.__name__} has no such field")
        return cls(**values)
    raise ValueError("not a value class")


def _class_name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def _allowed_class(name: Any) -> type:
    if not isinstance(name, str) or ":" not in name:
        raise ValueError("not a class name")
    module_name, _, qualname = name.partition(":")
    module = sys.modules.get(module_name)
    if module is None or not module_name.startswith(ALLOWED_MODULES) or "." in qualname:
        raise ValueError(f"not an allowed class: {name[:80]}")
    cls = getattr(module, qualname, None)
    if not isinstance(cls, type) or getattr(cls, "__module__", "") != module_name:
        raise ValueError(f"not an allowed class: {name[:80]}")
    return cls


def _text(data: Any) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False)


def event_to_json(event: Event) -> dict[str, Any]:
    """An event already filtered for its viewer (`Event.for_viewer`), face-down cards as null."""
    out = event.to_json()
    if event.cards:
        out["cards"] = codes(event.cards)
    return out


def event_from_json(data: Any) -> Event:
    if not isinstance(data, dict) or type(data.get("kind")) is not str:
        raise ValueError("an event must be an object with a \"kind\"")
    seat = data.get("seat")
    value = data.get("value")
    if seat is not None and type(seat) is not int:
        raise ValueError("an event's seat must be a whole number")
    if value is not None and type(value) not in (int, str):
        raise ValueError("an event's value must be a whole number or a string")
    cards = data.get("cards", [])
    if type(cards) is not list:
        raise ValueError("an event's cards must be a list")
    return Event(data["kind"], seat, parse_cards(cards), str(data.get("src", "")), str(data.get("dst", "")), value)


def actions_to_json(actions: list[Action]) -> list[dict[str, Any]]:
    return [a.to_json() for a in actions]
