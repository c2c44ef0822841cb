"""Who sits where: a seat is a name and either a human or an AI of some level. A default name is
also kept as a marker (`default`, e.g. "you", "cpu:1"), so the table can show it in the language
of the moment (ui/seat_names.py); `name` is then that name as it read when the seat was made."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from game.files import short_text

AI_LEVELS = ("random", "easy", "normal", "hard")
MAX_NAME = 40     # the setup screen takes 16 characters; a file's longer name is not a seat
OLD_LEVEL_NAMES = {"search": "hard"}   # saves written before the levels were renamed
DEFAULT_MARKER = re.compile(r"you|player:\d{1,2}|cpu:\d{1,2}")


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "ai"          # "human" or "ai"
    level: str = "normal"     # AI level; ignored for humans
    default: str = field(default="", compare=False)   # the marker of a default name, "" for a typed one

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict[str, Any]:
        data = {"name": self.name, "kind": self.kind, "level": self.level}
        if self.default:
            data["default"] = self.default
        return data

    @staticmethod
    def from_json(data: Any) -> "Seat":
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("not a seat: no name")
        if len(data["name"]) > MAX_NAME:
            raise ValueError(f"not a seat: a name longer than {MAX_NAME} characters")
        kind = data.get("kind", "ai")
        level = data.get("level", "normal")
        level = OLD_LEVEL_NAMES.get(level, level)
        if kind not in ("human", "ai") or level not in AI_LEVELS:
            raise ValueError(f"not a seat: kind {short_text(repr(kind), 40)}, level {short_text(repr(level), 40)}")
        default = data.get("default", "")
        if not isinstance(default, str) or not DEFAULT_MARKER.fullmatch(default):
            default = ""   # a marker not understood: the name as written
        return Seat(data["name"], kind, level, default)
