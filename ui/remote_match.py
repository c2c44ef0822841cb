"""What an online table knows of its match: the latest "update" from the host (its own seat's view,
legal actions and who is to act, the deal's results once over, the totals), with the surface of
`game.match.Match` the table scene, its layouts and the Hint read. It holds no state, no seed and
no other seat's cards: only what the host sent this seat (game/online/table.py)."""
from __future__ import annotations

import secrets
from typing import Any

from game import registry
from game.actions import Action
from game.engine import DealResult, ScoreLine
from game.seats import Seat


def deal_result(data: dict[str, Any]) -> DealResult:
    lines = [[ScoreLine(ln["key"], ln["points"], dict(ln.get("params") or {})) for ln in seat]
             for seat in data["lines"]]
    return DealResult(list(data["scores"]), lines, list(data["winners"]), dict(data.get("details") or {}))


class RemoteMatch:
    """Built from the first update; `take` each later one. `me` is this client's seat."""

    def __init__(self, update: dict[str, Any]) -> None:
        self.game_id = update["game"]
        self.rules = registry.load(self.game_id)
        self.me = update["seat"]
        self.seats = [Seat(name, "human" if kind["kind"] == "human" else "ai", kind.get("level") or "normal")
                      for name, kind in zip(update["names"], update["seats"])]
        self.seed = f"online/{secrets.token_hex(8)}"   # the Hint's own random stream; never the match's seed
        self.hints_used = self.undos_used = self.coach_notes = 0
        self.deal_results: list[DealResult] = []
        self.last: dict[str, Any] = update
        self.take(update)

    def take(self, update: dict[str, Any]) -> None:
        if update["match"] != self.last["match"]:
            self.deal_results = []
        self.last = update
        if update.get("result") is not None:
            while len(self.deal_results) <= update["deal"]:
                self.deal_results.append(deal_result(update["result"]))
            self.deal_results[update["deal"]] = deal_result(update["result"])

    # ---- the surface of Match the table reads --------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def deal_index(self) -> int:
        return self.last["deal"]

    @property
    def deals(self) -> int:
        return self.rules.deals_in_match(self.last["options"])

    def deals_shown(self, deal_number: int) -> int:
        return 0 if self.deals == 0 else max(self.deals, deal_number)

    @property
    def steps(self) -> list[None]:
        return [None] * self.last["n"]   # only their count is read (the Hint's place in the match)

    @property
    def deal_over(self) -> bool:
        return self.last["deal_over"]

    @property
    def over(self) -> bool:
        return self.last["match_over"]

    def to_act(self) -> tuple[int, ...]:
        return tuple(self.last["to_act"])

    def legal(self, seat: int) -> list[Action]:
        return [Action.from_json(a) for a in self.last["legal"]] if seat == self.me else []

    def view(self, seat: int | None) -> Any:
        return self.last["view"]   # this seat's view, whoever asks: the client knows no other

    def is_ai(self, seat: int) -> bool:
        return not self.seats[seat].is_human

    def totals(self) -> list[int]:
        return list(self.last["totals"])

    def winners(self) -> list[int]:
        return list(self.last.get("winners", []))
