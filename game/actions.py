"""Actions (a seat's decision) and Events (what moved where), both small frozen values that turn
into JSON and back. Events carry who may see their cards; `Event.for_viewer` hides the rest."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.cards import Card, codes, parse_cards

PUBLIC = None
JSON_NAMES = {"bool": "true or false", "float": "a fraction", "list": "a list", "dict": "an object"}


@dataclass(frozen=True)
class Action:
    """One small decision. `kind` is engine-defined ("play", "pass", "bid", "keep", ...), `cards`
    the cards it names, `value` an extra int or str (a suit, a count, a place for chips)."""

    kind: str
    cards: tuple[Card, ...] = ()
    value: int | str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.cards:
            out["cards"] = codes(self.cards)
        if self.value is not None:
            out["value"] = self.value
        return out

    @staticmethod
    def from_json(data: Any) -> "Action":
        """The action `to_json` wrote. Raises ValueError (a short message) on anything else: a
        value that is a bool, a float or a list, cards that are not a list of card codes."""
        if not isinstance(data, dict) or type(data.get("kind")) is not str:
            raise ValueError("an action must be an object with a \"kind\" string")
        value = data.get("value")
        if value is not None and type(value) is not int and type(value) is not str:
            raise ValueError("an action's \"value\" must be a whole number or a string, not "
                             + JSON_NAMES.get(type(value).__name__, "that"))
        cards = data.get("cards", [])
        if type(cards) is not list or any(type(c) is not str for c in cards):
            raise ValueError("an action's \"cards\" must be a list of card codes")
        return Action(data["kind"], parse_cards(cards), value)

    def __str__(self) -> str:
        parts = [self.kind]
        if self.cards:
            parts.append(" ".join(c.label for c in self.cards))
        if self.value is not None:
            parts.append(str(self.value))
        return " ".join(parts)


@dataclass(frozen=True)
class Event:
    """Something that happened, for the table to animate and the log to tell.

    `src`/`dst` are zone names the game's layout understands ("hand:2", "plaza:H", "lead_row",
    "trick", "pile:1", "out"). `cards` are the cards moved; a viewer outside `visible_to` gets the
    same number of `None` (face-down) cards. `visible_to=None` means public."""

    kind: str
    seat: int | None = None
    cards: tuple[Card | None, ...] = ()
    src: str = ""
    dst: str = ""
    value: int | str | None = None
    visible_to: frozenset[int] | None = field(default=PUBLIC)

    def for_viewer(self, viewer: int | None) -> "Event":
        if self.visible_to is None or (viewer is not None and viewer in self.visible_to):
            return self
        return replace(self, cards=tuple(None for _ in self.cards))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.cards:
            out["cards"] = codes(self.cards)
        for name in ("src", "dst"):
            if getattr(self, name):
                out[name] = getattr(self, name)
        if self.value is not None:
            out["value"] = self.value
        return out


def events_for(events: list[Event], viewer: int | None) -> list[Event]:
    return [e.for_viewer(viewer) for e in events]
