"""Who sits where: a seat is a name and either a human or an AI of some level."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.files import short_text

AI_LEVELS = ("random", "easy", "normal", "hard")
MAX_NAME = 40     # the setup screen takes 16 characters; a file's longer name is not a seat
OLD_LEVEL_NAMES = {"search": "hard"}   # saves written before the levels were renamed


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "ai"          # "human" or "ai"
    level: str = "normal"     # AI level; ignored for humans

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

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
        return Seat(data["name"], kind, level)
