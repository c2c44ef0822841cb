"""Who sits where: a seat is a name and either a human or an AI of some level."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

AI_LEVELS = ("random", "easy", "normal", "hard")
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
            raise ValueError(f"not a seat: {data!r}")
        kind = data.get("kind", "ai")
        level = data.get("level", "normal")
        level = OLD_LEVEL_NAMES.get(level, level)
        if kind not in ("human", "ai") or level not in AI_LEVELS:
            raise ValueError(f"not a seat: {data!r}")
        return Seat(data["name"], kind, level)
