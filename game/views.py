"""Helpers over views: collect every card a view exposes (for the no-leak properties)."""
from __future__ import annotations

import dataclasses
from typing import Any, Iterator

from game.cards import Card


def cards_in(obj: Any) -> Iterator[Card]:
    """Every `Card` reachable from a view: dataclass fields, dicts, lists, tuples, sets."""
    if isinstance(obj, Card):
        yield obj
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from cards_in(getattr(obj, f.name))
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from cards_in(k)
            yield from cards_in(v)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for item in obj:
            yield from cards_in(item)
