"""One online table, pure and synchronous (no sockets, no pygame): a match with its seats (a remote
human, or AI at a level), a join code, a resume token per human seat, and for each seat only what
that seat may see: its own `view`, the events filtered for it (`Event.for_viewer`), its own legal
actions. Every action from a seat is checked here (started, that seat's turn by the match's own
count of steps, one of the legal actions through `Match.play`) and a refusal changes nothing.

Methods return the messages to send as `(seat, message)` pairs; the server (game/online/server.py)
only delivers them. `to_json`/`from_json` are the table's autosave: the match is kept in the replay
format (game/replay.py), so a restarted server replays it to exactly where it was. A seed or a
state never appears in a message."""
from __future__ import annotations

import random
import secrets
from dataclasses import dataclass, field
from typing import Any

from game import registry, replay
from game.actions import Action, events_for
from game.errors import IllegalAction, ReplayError
from game.match import Match
from game.online import wire
from game.online.protocol import LEVELS, ProtocolError
from game.seats import Seat
from game.seeds import new_seed

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"   # 32 letters, none mistaken for another
CODE_LENGTH = 10                                        # 50 random bits
FORMAT = "cardtable-online-table"
VERSION = 1
Outgoing = list[tuple[int, dict[str, Any]]]


def new_code() -> str:
    """A join code of CODE_LENGTH letters (5 bits each) from the operating system's randomness."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str:
    """A code as typed (any case, spaces or dashes) in the form `new_code` makes."""
    return "".join(ch for ch in text.upper() if ch.isalnum())


@dataclass
class TableSeat:
    """A seat: "human" (a remote player, `name` once joined) or "ai" at `level`. `stand_in` is the
    level of an AI the host handed a human's seat to while that player is away ("" if none)."""

    kind: str
    level: str = "normal"
    name: str = ""
    token: str = ""
    stand_in: str = ""
    connected: bool = field(default=False, compare=False)

    @property
    def taken(self) -> bool:
        return self.kind == "ai" or bool(self.token)

    def public(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level if self.kind == "ai" else "", "name": self.name,
                "joined": self.taken, "connected": self.connected or self.kind == "ai",
                "stand_in": self.stand_in}


class Table:
    """See the module docstring. `host` is the seat of the player who created the table."""

    def __init__(self, table_id: str, game_id: str, options: dict[str, Any], seats: list[TableSeat],
                 code: str | None = None, listed: bool = False) -> None:
        rules = registry.load(game_id)
        if not rules.min_players <= len(seats) <= rules.max_players:
            raise ProtocolError("bad_seats", f"{game_id} takes {rules.min_players}-{rules.max_players} players")
        if not any(s.kind == "human" for s in seats):
            raise ProtocolError("bad_seats", "a table needs a human seat")
        try:
            self.options = rules.normalise_options(options)
        except ValueError as exc:
            raise ProtocolError("bad_options", str(exc)) from None
        self.id, self.game_id, self.seats = table_id, game_id, seats
        self.code = code or new_code()
        self.listed = listed              # shown in the server's lobby and joined from it without the code
        self.host = next(i for i, s in enumerate(seats) if s.kind == "human")
        self.match: Match | None = None
        self.ready: set[int] = set()      # seats that asked for the next deal
        self.match_number = 0             # "play again" starts match 1, 2, ...
        self.journalled = 0               # moves of the match already in its journal (game/online/autosave.py)
        self.journal_match = -1           # the match (its number) the journal holds
        self._stand_in_ai: dict[int, tuple[Any, random.Random]] = {}

    # ---- seats ---------------------------------------------------------------------------
    @staticmethod
    def seats_from(spec: list[Any]) -> list[TableSeat]:
        """Seats from a "create" message: each {"kind": "human"} or {"kind": "ai", "level": L}."""
        seats = []
        for item in spec:
            if not isinstance(item, dict) or item.get("kind") not in ("human", "ai"):
                raise ProtocolError("bad_seats", "each seat is {\"kind\": \"human\"} or {\"kind\": \"ai\", \"level\": ...}")
            level = item.get("level", "normal")
            if item["kind"] == "ai" and level not in LEVELS:
                raise ProtocolError("bad_seats", f"an AI level is one of {', '.join(LEVELS)}")
            seats.append(TableSeat(item["kind"], level if item["kind"] == "ai" else "normal"))
        return seats

    def claim(self, name: str, seat: int | None = None) -> tuple[int, str]:
        """Give `name` the first free human seat (or `seat`); returns (seat, resume token)."""
        free = [i for i, s in enumerate(self.seats) if s.kind == "human" and not s.token]
        if seat is not None:
            free = [i for i in free if i == seat]
        if not free:
            raise ProtocolError("table_full", "no free seat at this table")
        chosen = free[0]
        self.seats[chosen].name = name.strip()
        self.seats[chosen].token = secrets.token_urlsafe(24)
        return chosen, self.seats[chosen].token

    @property
    def open(self) -> bool:
        return self.match is None and any(not s.taken for s in self.seats)

    @property
    def full(self) -> bool:
        return all(s.taken for s in self.seats)

    def lobby_entry(self) -> dict[str, Any]:
        return {"table": self.id, "game": self.game_id, "host": self.seats[self.host].name,
                "seats": len(self.seats), "free": sum(not s.taken for s in self.seats),
                "started": self.match is not None}

    # ---- the match --------------------------------------------------------------------------
    def start(self, seat: int) -> Outgoing:
        if seat != self.host:
            raise ProtocolError("not_host", "only the host starts the match")
        if self.match is not None and not self.match.over:
            raise ProtocolError("started", "the match has started")
        if not self.full:
            raise ProtocolError("not_full", "wait until every seat is filled")
        seats = [Seat(s.name, "human") if s.kind == "human" else Seat(f"AI {i + 1}", "ai", s.level)
                 for i, s in enumerate(self.seats)]
        self.match = Match(self.game_id, dict(self.options), seats, new_seed(), deal_seeds=[])
        self.match_number += 1
        self.ready.clear()
        return self._everyone(self._opening_events())

    def _opening_events(self) -> list:
        assert self.match is not None
        return list(self.match.rules.opening_events(self.match.state))

    def act(self, seat: int, n: Any, action_data: Any) -> Outgoing:
        """`seat`'s action, sent when the match had `n` steps. Refused (ProtocolError, nothing
        changed) unless the match runs, `n` is its count of steps (a replayed or late action is
        not) and the match's gate takes the action."""
        match = self._running()
        if n != len(match.steps):
            raise ProtocolError("stale", "that action was for an earlier position")
        if seat in self._stand_in_ai:
            raise ProtocolError("stand_in", "an AI plays this seat until the host gives it back")
        try:
            action = Action.from_json(action_data)
            events = match.play(seat, action)
        except IllegalAction as exc:
            raise ProtocolError("illegal", str(exc)) from None
        except ValueError as exc:
            raise ProtocolError("bad_action", str(exc)[:200]) from None
        return self._everyone(events)

    def _running(self) -> Match:
        if self.match is None:
            raise ProtocolError("not_started", "the match has not started")
        if self.match.deal_over:
            raise ProtocolError("deal_over", "the deal is over")
        return self.match

    def ai_to_move(self) -> int | None:
        """An AI seat (or a human seat an AI stands in for) whose decision it is now, or None."""
        match = self.match
        if match is None or match.deal_over:
            return None
        return next((s for s in match.to_act() if match.is_ai(s) or s in self._stand_in_ai), None)

    def ai_decision(self, seat: int):
        """The decision of the AI in `seat`, prepared from its view now (callable in a thread)."""
        assert self.match is not None
        if seat in self._stand_in_ai:
            player, rng = self._stand_in_ai[seat]
            view, legal = self.match.view(seat), self.match.legal(seat)
            return lambda: player.choose(view, legal, rng)
        return self.match.ai_decision(seat)

    def play_ai(self, seat: int, action: Action) -> Outgoing:
        assert self.match is not None
        return self._everyone(self.match.play(seat, action))

    def hand_to_ai(self, by: int, seat: int, level: str) -> Outgoing:
        """The host hands a human seat whose player is away to an AI at `level` (until the player
        is back: `resumed`)."""
        if by != self.host:
            raise ProtocolError("not_host", "only the host hands a seat to the AI")
        if not (0 <= seat < len(self.seats)) or self.seats[seat].kind != "human" or seat == by:
            raise ProtocolError("bad_seat", "not a friend's seat")
        if self.seats[seat].connected:
            raise ProtocolError("connected", "that player is at the table")
        rules = registry.load(self.game_id)
        self._stand_in_ai[seat] = (rules.ai_player(level), random.Random(secrets.randbits(64)))
        self.seats[seat].stand_in = level
        return self.seat_news()

    def deal_on_to(self, deal: int) -> None:
        """A match read back from its autosave: dealt on to deal `deal` as the table had, each deal
        after one that is over, only with the seed kept for it (never a new one drawn)."""
        match = self.match
        while match is not None and match.deal_index < deal and match.deal_over and not match.over \
                and (match.deal_seeds is None or deal < len(match.deal_seeds)):
            match.next_deal()
            self.ready = set()

    def resumed(self, seat: int) -> None:
        """The player of `seat` is back: an AI standing in gives the seat back."""
        self._stand_in_ai.pop(seat, None)
        self.seats[seat].stand_in = ""
        self.seats[seat].connected = True

    def next_deal(self, seat: int, deal: int) -> Outgoing:
        """`seat` is ready for the deal after `deal`; once every human seat is, it is dealt (or,
        after the last deal, a new match: "Play again")."""
        match = self.match
        if match is None or not match.deal_over or deal != match.deal_index:
            raise ProtocolError("stale", "no deal is waiting to start")
        self.ready.add(seat)
        waiting = [i for i, s in enumerate(self.seats) if s.kind == "human" and i not in self.ready
                   and i not in self._stand_in_ai]
        if waiting:
            return self.seat_news()
        self.ready.clear()
        if match.over:
            return self.start(self.host)
        match.next_deal()
        return self._everyone(self._opening_events())

    # ---- messages ------------------------------------------------------------------------------
    def seat_news(self) -> Outgoing:
        msg = {"type": "seats", "seats": [s.public() for s in self.seats], "host": self.host,
               "ready": sorted(self.ready), "started": self.match is not None}
        return [(i, msg) for i, s in enumerate(self.seats) if s.kind == "human"]

    def _everyone(self, events: list) -> Outgoing:
        out = [(i, self.update_for(i, events)) for i, s in enumerate(self.seats) if s.kind == "human"]
        if self.match is not None and self.match.over:
            out += [(i, self.record_for(i)) for i, s in enumerate(self.seats) if s.kind == "human"]
        return out

    def record_for(self, seat: int) -> dict[str, Any]:
        """The finished match, whole, for `seat` to keep, replay and review (its copy names `seat` as
        its player's). Only once the match is over: until then nothing holds another seat's card."""
        match = self.match
        if match is None or not match.over:
            raise ProtocolError("not_over", "the match is not over")
        doc = replay.to_json(match)
        doc["player_seat"] = seat
        return {"type": "record", "table": self.id, "match": self.match_number, "replay": doc}

    def update_for(self, seat: int, events: list | None = None) -> dict[str, Any]:
        """Everything `seat` may know now: its view, the events just played as it may see them,
        its legal actions when it is to act, the deal's and match's results once over."""
        match = self.match
        if match is None:
            return {"type": "lobby_table", "table": self.id, "game": self.game_id, "code": self.code,
                    "seat": seat, "host": self.host, "seats": [s.public() for s in self.seats]}
        to_act = list(match.to_act())
        mine = seat in to_act and seat not in self._stand_in_ai
        msg: dict[str, Any] = {
            "type": "update", "table": self.id, "game": self.game_id, "seat": seat, "host": self.host,
            "match": self.match_number, "n": len(match.steps), "deal": match.deal_index,
            "deals": match.deals_shown(match.deal_index + 1), "options": self.options,
            "names": [s.name for s in match.seats], "seats": [s.public() for s in self.seats],
            "events": [wire.event_to_json(e) for e in events_for(events or [], seat)],
            "view": wire.encode(match.view(seat)), "to_act": to_act,
            "legal": wire.actions_to_json(match.legal(seat)) if mine else [],
            "deal_over": match.deal_over, "totals": match.totals(), "match_over": match.over,
        }
        if match.deal_over and match.deal_results:
            result = match.deal_results[-1].to_json()
            result.pop("carry", None)
            msg["result"] = result
        if match.over:
            msg["winners"] = match.winners()
        return msg

    # ---- autosave -------------------------------------------------------------------------------
    def to_json(self, moves: bool = True) -> dict[str, Any]:
        """The table; `moves=False`: the match's header only (its moves kept in a journal)."""
        match = None
        if self.match is not None:
            match = replay.to_json(self.match)
            if not moves:
                match["actions"], match["deals"] = [], []
                match.pop("result", None)
        return {"format": FORMAT, "version": VERSION, "id": self.id, "game": self.game_id,
                "options": self.options, "code": self.code, "listed": self.listed, "match_number": self.match_number,
                "seats": [{"kind": s.kind, "level": s.level, "name": s.name, "token": s.token,
                           "stand_in": s.stand_in} for s in self.seats],
                "ready": sorted(self.ready),
                "deal": self.match.deal_index if self.match is not None else 0,
                "match": match}

    @staticmethod
    def from_json(doc: Any) -> "Table":
        """A table from its autosave; the match is replayed through the rules' gate. Raises
        ReplayError (one line) for a file that is not a table or does not replay."""
        if not isinstance(doc, dict) or doc.get("format") != FORMAT or doc.get("version") != VERSION:
            raise ReplayError("not an online table file of this version")
        try:
            seats = [TableSeat(s["kind"], s["level"], s["name"], s["token"]) for s in doc["seats"]]
            table = Table(str(doc["id"]), doc["game"], doc["options"], seats, str(doc["code"]),
                          doc.get("listed") is True)
            table.match_number = int(doc.get("match_number", 0))
            table.ready = {int(i) for i in doc.get("ready", [])}
            if doc.get("match") is not None:
                table.match = replay.from_json(doc["match"], check_result=False)
                table.deal_on_to(int(doc.get("deal", 0)))   # a deal dealt, nothing played in it yet
            for i, s in enumerate(doc["seats"]):
                if s.get("stand_in") in LEVELS:
                    table.hand_to_ai(table.host, i, s["stand_in"])
        except (KeyError, TypeError, ValueError, ProtocolError) as exc:
            raise ReplayError(f"damaged table file: {exc}") from None
        return table
