"""The client side of the protocol: open a connection (`connect`), and `ClientThread`, which runs
one connection in its own thread and event loop for the app: messages from the server arrive in a
`queue.Queue` the pygame scene reads each frame, and `send` may be called from any thread. When
the connection drops it is opened again and the seat resumed with its token, so a laptop that
slept or a relaunched client continues the match."""
from __future__ import annotations

import asyncio
import json
import queue
import ssl
import threading
from typing import Any

from websockets.asyncio.client import ClientConnection, connect as ws_connect
from websockets.exceptions import ConnectionClosed

from game import registry
from game.online import wire
from game.online.protocol import CLOSE_FLOOD, CLOSE_REPLACED, CLOSE_VERSION, MAX_MESSAGE, PROTOCOL

SERVER_MAX = 4 * 1024 * 1024    # bytes of one server message a client accepts
RETRY_S = 1.0


def server_url(address: str) -> str:
    """"host:port", "host" or a ws:// / wss:// URL as a URL (port 8765 unless given)."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        return address
    if ":" not in address.rsplit("]", 1)[-1]:
        address += ":8765"
    return f"ws://{address}"


async def connect(url: str, timeout: float = 5.0) -> ClientConnection:
    context = ssl.create_default_context() if url.startswith("wss://") else None
    return await ws_connect(url, open_timeout=timeout, max_size=SERVER_MAX, compression=None,
                            ssl=context, close_timeout=2)


async def open_tables(url: str, timeout: float = 5.0) -> list[dict[str, Any]]:
    """The tables a server lists in its lobby (each {table, game, host, seats, free, started}),
    only the well-formed ones of installed games. Raises OSError, asyncio.TimeoutError, or
    ValueError for an answer that is not this protocol's."""
    ws = await connect(url, timeout)
    try:
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL}))
        await ws.send(json.dumps({"type": "list"}))
        async for raw in ws:
            msg = json.loads(raw)
            if msg.get("type") == "error":
                raise ValueError(str(msg.get("message", ""))[:200])
            if msg.get("type") == "lobby" and isinstance(msg.get("tables"), list):
                return [t for t in msg["tables"] if listed_entry(t)]
        raise ValueError("the server closed the connection")
    finally:
        await ws.close()


def listed_entry(entry: Any) -> bool:
    return (isinstance(entry, dict) and type(entry.get("table")) is str and len(entry["table"]) <= 40
            and entry.get("game") in registry.GAME_MODULES and type(entry.get("host")) is str
            and len(entry["host"]) <= 40 and type(entry.get("seats")) is int and type(entry.get("free")) is int)


def fetch_open_tables(url: str, timeout: float = 5.0) -> list[dict[str, Any]]:
    """`open_tables` from a thread with no event loop of its own (the Join screen's search)."""
    return asyncio.run(asyncio.wait_for(open_tables(url, timeout), timeout + 1))


def decoded(msg: dict[str, Any]) -> dict[str, Any]:
    """An "update" with its view and events as the engine's own objects (the game's modules loaded
    first, so only its classes can be built)."""
    if msg.get("type") == "update":
        registry.load(msg["game"])
        msg = dict(msg, view=wire.decode(msg["view"]),
                   events=[wire.event_from_json(e) for e in msg["events"]])
    return msg


class ClientThread:
    """One connection for the app. `first` is the message that gets a seat ("create" or "join");
    after "joined" the token is kept and used to resume. Incoming messages (decoded) go to
    `inbox`; connection trouble arrives as {"type": "link", "state": "lost" | "back" | "closed",
    "code": ...}."""

    def __init__(self, url: str, name: str, first: dict[str, Any]) -> None:
        self.url, self.name, self.first = url, name, first
        self.token = ""
        self.inbox: queue.Queue = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._out: asyncio.Queue | None = None
        self._closing = False
        self._ready = threading.Event()
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True)
        self._thread.start()
        self._ready.wait(5)

    def send(self, msg: dict[str, Any]) -> None:
        """Queue `msg` for the server (dropped once the connection has ended for good)."""
        if self._loop is not None and self._out is not None:
            try:
                self._loop.call_soon_threadsafe(self._out.put_nowait, msg)
            except RuntimeError:   # the connection's loop has finished: nothing more goes out
                pass

    def close(self) -> None:
        self._closing = True
        self.send({"type": "leave"})

    async def _main(self) -> None:
        self._loop, self._out = asyncio.get_running_loop(), asyncio.Queue()
        self._ready.set()
        lost = False
        while not self._closing:
            try:
                ws = await connect(self.url)
            except Exception as exc:   # noqa: BLE001 - any address that does not answer as a table server
                if not self.token:
                    self.inbox.put({"type": "link", "state": "closed", "code": "unreachable", "message": str(exc)[:200]})
                    return
                await asyncio.sleep(RETRY_S)
                continue
            if lost:
                self.inbox.put({"type": "link", "state": "back"})
            code = await self._session(ws)
            if self._closing or code in (CLOSE_VERSION, CLOSE_FLOOD, CLOSE_REPLACED) or not self.token:
                self.inbox.put({"type": "link", "state": "closed", "code": code})
                return
            lost = True
            self.inbox.put({"type": "link", "state": "lost"})
            await asyncio.sleep(RETRY_S)

    async def _session(self, ws: ClientConnection) -> int | None:
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL, "name": self.name}))
        await ws.send(json.dumps({"type": "resume", "token": self.token} if self.token else self.first))
        sender = asyncio.create_task(self._pump(ws))
        try:
            async for raw in ws:
                msg = json.loads(raw)
                if msg.get("type") == "joined":
                    self.token = msg["token"]
                self.inbox.put(decoded(msg))
        except ConnectionClosed:
            pass
        except (ValueError, KeyError, TypeError, AttributeError) as exc:   # a server not speaking this protocol
            self._closing = True
            self.inbox.put({"type": "error", "code": "bad_server", "message": str(exc)[:200]})
        finally:
            sender.cancel()
        return ws.close_code

    async def _pump(self, ws: ClientConnection) -> None:
        assert self._out is not None
        while True:
            msg = await self._out.get()
            try:
                await ws.send(json.dumps(msg))
            except ConnectionClosed:
                self._out.put_nowait(msg)   # sent again once the seat is resumed
                return
            if msg.get("type") == "leave":
                return
