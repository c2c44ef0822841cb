"""A headless bot client: it connects, creates or joins a table (or resumes its seat with a token),
and plays its seat through the protocol with the game's Normal player deciding from the view it
receives, asks for each next deal, and reconnects and resumes when the connection drops. For the
tests on real sockets and the online benchmark."""
from __future__ import annotations

import asyncio
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from websockets.exceptions import ConnectionClosed

from game import registry
from game.actions import Action
from game.online.client import connect, decoded
from game.online.protocol import PROTOCOL


@dataclass
class Bot:
    """One seat's player. Give `code` to join, `create` (a "create" message) to host, or `token` to
    resume. `start_when_full`: as host, start once every seat is taken. `matches`: how many
    matches to finish before stopping (a finished match asks for "play again" until then).
    `policy`: "normal" decides with the game's Normal player from the decoded view; "random" picks
    a legal action at random and never decodes the view (the benchmark's cheap clients)."""

    url: str
    name: str
    code: str = ""
    create: dict[str, Any] | None = None
    token: str = ""
    seed: int = 0
    start_when_full: bool = True
    matches: int = 1
    policy: str = "normal"
    think_s: float = 0.0        # a pause before each action (a benchmark's players are not instant)
    on_message: Callable[["Bot", dict[str, Any]], None] | None = None
    seat: int = -1
    table: str = ""
    finished: list[dict[str, Any]] = field(default_factory=list)
    errors: list[dict[str, Any]] = field(default_factory=list)
    last: dict[str, Any] | None = None
    records: list[dict[str, Any]] = field(default_factory=list)   # finished matches the host sent whole
    sent_at: dict[tuple[int, int], float] = field(default_factory=dict)   # (match, n) -> when sent
    joined: asyncio.Event = field(default_factory=asyncio.Event)
    _asked_next: set = field(default_factory=set)

    async def run(self, deadline: float) -> None:
        """Play until `matches` are finished or the clock passes `deadline` (time.monotonic)."""
        rng = random.Random(self.seed)
        while len(self.finished) < self.matches and time.monotonic() < deadline:
            try:
                ws = await connect(self.url, timeout=max(0.5, deadline - time.monotonic()))
            except (OSError, asyncio.TimeoutError):
                await asyncio.sleep(0.2)
                continue
            try:
                await asyncio.wait_for(self._session(ws, rng), max(0.1, deadline - time.monotonic()))
            except (ConnectionClosed, asyncio.TimeoutError):
                pass
            finally:
                await ws.close()
            if len(self.finished) < self.matches:
                await asyncio.sleep(0.1)

    async def _session(self, ws, rng: random.Random) -> None:
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL, "name": self.name}))
        if self.token:
            first = {"type": "resume", "token": self.token}
        elif self.create is not None:
            first = self.create
        else:
            first = {"type": "join", "code": self.code, "name": self.name}
        await ws.send(json.dumps(first))
        async for raw in ws:
            msg = json.loads(raw)
            if self.policy == "normal":
                msg = decoded(msg)
            if self.on_message is not None:
                self.on_message(self, msg)
            reply = self.answer(msg, rng)
            if reply is not None:
                if reply["type"] == "act":
                    if self.think_s:
                        await asyncio.sleep(self.think_s * (0.5 + rng.random()))
                    self.sent_at[(self.last["match"], reply["n"])] = time.perf_counter()
                await ws.send(json.dumps(reply))
            if len(self.finished) >= self.matches and len(self.records) >= self.matches:
                return   # the last match seen to its end, and its record kept

    def answer(self, msg: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
        kind = msg["type"]
        if kind == "joined":
            self.token, self.seat, self.table, self.code = msg["token"], msg["seat"], msg["table"], msg["code"]
            self.joined.set()
            self._asked_next = {key for key in self._asked_next if key[1] == "done"}
        elif kind == "error":
            self.errors.append(msg)
        elif kind == "record":
            self.records.append({"replay": msg["replay"], "after_match_over": bool(self.last and self.last["match_over"])})
        elif kind == "seats" and self.start_when_full and msg["host"] == self.seat and not msg["started"] \
                and all(s["joined"] for s in msg["seats"]) and ("start", 0) not in self._asked_next:
            self._asked_next.add(("start", 0))
            return {"type": "start"}
        elif kind == "update":
            self.last = msg
            if msg["match_over"] and (msg["match"], "done") not in self._asked_next:
                self._asked_next.add((msg["match"], "done"))
                self.finished.append({"totals": msg["totals"], "winners": msg["winners"], "n": msg["n"]})
                if len(self.finished) < self.matches:
                    return {"type": "next", "deal": msg["deal"]}
            elif msg["deal_over"] and not msg["match_over"] and (msg["match"], msg["deal"]) not in self._asked_next:
                self._asked_next.add((msg["match"], msg["deal"]))
                return {"type": "next", "deal": msg["deal"]}
            elif msg["legal"]:
                if self.policy == "random":
                    return {"type": "act", "n": msg["n"], "action": rng.choice(msg["legal"])}
                legal = [Action.from_json(a) for a in msg["legal"]]
                player = registry.load(msg["game"]).normal_player()
                action = player.choose(msg["view"], legal, rng)
                return {"type": "act", "n": msg["n"], "action": action.to_json()}
        return None
