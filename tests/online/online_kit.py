"""What the online tests share: a lobby server on 127.0.0.1 (in a thread, or as a `main.py serve`
process), a raw client that sends exactly what a test says, and a table of bots playing a whole
match. Every wait has a timeout."""
from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from game.online.bot import Bot
from game.online.client import connect
from game.online.protocol import PROTOCOL

ROOT = Path(__file__).resolve().parents[2]
WAIT = 10.0   # seconds any single reply may take on a busy machine


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve_process(port: int, folder: Path, *extra: str) -> subprocess.Popen:
    """`python main.py serve` on 127.0.0.1:`port`, its tables autosaved in `folder`; returns once
    it accepts connections."""
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.Popen([sys.executable, "main.py", "serve", "--host", "127.0.0.1", "--port", str(port),
                             "--data", str(folder), *extra], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return proc
        except OSError:
            if proc.poll() is not None:
                raise RuntimeError(f"server exited: {proc.stdout.read() if proc.stdout else ''}")
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError("server did not start")


class Raw:
    """A client that sends what it is told and keeps everything it receives."""

    def __init__(self, ws) -> None:
        self.ws = ws
        self.got: list[dict[str, Any]] = []

    @classmethod
    async def open(cls, url: str, name: str = "Raw", hello: bool = True) -> "Raw":
        raw = cls(await connect(url, timeout=WAIT))
        if hello:
            await raw.send({"type": "hello", "protocol": PROTOCOL, "name": name})
            await raw.expect("welcome")
        return raw

    async def send(self, msg: Any) -> None:
        await self.ws.send(msg if isinstance(msg, (str, bytes)) else json.dumps(msg))

    async def expect(self, kind: str, timeout: float = WAIT) -> dict[str, Any]:
        """The next message of `kind` (the ones before it are kept in `got`)."""
        async def wait() -> dict[str, Any]:
            while True:
                msg = json.loads(await self.ws.recv())
                self.got.append(msg)
                if msg["type"] == kind:
                    return msg
        return await asyncio.wait_for(wait(), timeout)

    async def close(self) -> None:
        await self.ws.close()


def table_of(game: str, players: int, options: dict | None = None):
    """A started table (no sockets) with every seat a human who has joined."""
    from game.online.table import Table, TableSeat

    table = Table("t1", game, options or {}, [TableSeat("human") for _ in range(players)])
    for i in range(players):
        table.claim(f"P{i}")
    table.start(table.host)
    return table


def create_message(game: str, humans: int, ai: int = 0, options: dict | None = None) -> dict[str, Any]:
    seats = [{"kind": "human"}] * humans + [{"kind": "ai", "level": "normal"}] * ai
    return {"type": "create", "game": game, "options": options or {}, "seats": seats}


async def bots_table(url: str, game: str, players: int, options: dict | None = None,
                     seconds: float = 120.0, **host_args: Any) -> list[Bot]:
    """`players` bots at one new table (the first hosts), played to the end of the match."""
    deadline = time.monotonic() + seconds
    host = Bot(url, "Host", create=create_message(game, players, 0, options), seed=1, **host_args)
    task = asyncio.create_task(host.run(deadline))
    await asyncio.wait_for(host.joined.wait(), WAIT)
    guests = [Bot(url, f"P{i + 1}", code=host.code, seed=i + 2) for i in range(players - 1)]
    await asyncio.gather(task, *[g.run(deadline) for g in guests])
    return [host, *guests]
