"""The lobby server: one asyncio process serving many tables over WebSocket (`websockets`). It
checks every message (game/online/protocol.py), limits each connection's rate (a flood closes it),
binds a connection to one seat (by joining with the table's code or resuming with the seat's
token), and delivers what the table (game/online/table.py) says each seat may see. Each table is
autosaved after every change, before anyone is told of it, so a server killed at any moment and
started again resumes every table where it stood; the clients resume with their tokens.

`python main.py serve` runs it with no window; the app's Host screen runs the same server in a
thread (`ServerThread`) and joins it like everyone else."""
from __future__ import annotations

import asyncio
import secrets
import ssl
import threading
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.online.protocol import (BURST, CLOSE_FLOOD, CLOSE_REPLACED, CLOSE_VERSION, MAX_MESSAGE, PROTOCOL,
                                  RATE, ProtocolError, dump, error, parse)
from game.online import autosave
from game.online.table import Outgoing, Table, normal_code

MAX_TABLES = 1000
LOBBY_MAX = 50      # tables one "lobby" message lists


class Bucket:
    """A token bucket: RATE messages a second on average, BURST at once."""

    def __init__(self, rate: float = RATE, burst: int = BURST) -> None:
        self.rate, self.burst = rate, burst
        self.level, self.at = float(burst), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


class Client:
    """One connection and the seat it is bound to (none until it creates, joins or resumes)."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.greeted = False
        self.name = ""
        self.table: Table | None = None
        self.seat = -1
        self.bucket = Bucket()
        self.closing: asyncio.Task | None = None   # a flood: the connection is being closed


class Lobby:
    """Every table of this process, the connections bound to their seats, and the autosave folder
    (None: tables are not saved)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder
        self.tables: dict[str, Table] = {}
        self.by_code: dict[str, Table] = {}
        self.by_token: dict[str, tuple[Table, int]] = {}
        self.bound: dict[tuple[str, int], Client] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        if folder is not None:
            for table in autosave.load_all(folder):
                self._add(table)

    def _add(self, table: Table) -> None:
        self.tables[table.id] = table
        self.by_code[table.code] = table
        for seat, s in enumerate(table.seats):
            if s.token:
                self.by_token[s.token] = (table, seat)
        self.locks[table.id] = asyncio.Lock()

    async def _save(self, table: Table) -> None:
        """The whole table written (game/online/autosave.py), in a worker thread: a slow disk
        never stalls the other tables. For anything but a move."""
        if self.folder is not None:
            await asyncio.to_thread(autosave.write_snapshot, self.folder, table)

    def _save_ready(self, table: Table) -> None:
        """A seat asked for the next deal: appended to the journal (the deal is not dealt yet)."""
        if self.folder is not None:
            autosave.append_journal(self.folder, table.id, autosave.ready_line(table))

    def _save_moves(self, table: Table) -> None:
        """The moves just played, appended to the table's journal (one short line each)."""
        if self.folder is not None:
            autosave.append_journal(self.folder, table.id, autosave.journal_lines(table))

    # ---- connections ------------------------------------------------------------------------
    async def handle(self, ws: ServerConnection) -> None:
        client = Client(ws)
        try:
            async for raw in ws:
                if client.closing is not None:
                    continue            # read and dropped, so the closing handshake gets through
                if not client.bucket.take():
                    client.closing = asyncio.create_task(ws.close(CLOSE_FLOOD, "too many messages"))
                    continue
                try:
                    await self._dispatch(client, parse(raw))
                except ProtocolError as exc:
                    await self._send(client, error(exc.code, str(exc)))
                    if exc.code == "version":
                        await ws.close(CLOSE_VERSION, "protocol version mismatch")
                        return
        except ConnectionClosed:
            pass
        finally:
            await self._gone(client)

    async def _gone(self, client: Client) -> None:
        table = client.table
        if table is not None and self.bound.get((table.id, client.seat)) is client:
            del self.bound[(table.id, client.seat)]
            table.seats[client.seat].connected = False
            await self._deliver(table, table.seat_news())

    async def _send(self, client: Client, msg: dict[str, Any]) -> None:
        try:
            await client.ws.send(dump(msg))
        except ConnectionClosed:
            pass

    async def _deliver(self, table: Table, out: Outgoing) -> None:
        for seat, msg in out:
            client = self.bound.get((table.id, seat))
            if client is not None:
                await self._send(client, msg)

    async def _dispatch(self, client: Client, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        if kind == "hello":
            client.greeted, client.name = True, msg.get("name", "")
            await self._send(client, {"type": "welcome", "protocol": PROTOCOL})
            return
        if not client.greeted:
            raise ProtocolError("hello_first", "say hello with the protocol version first")
        if kind == "list":
            await self._send(client, {"type": "lobby", "tables": self.open_tables()})
        elif kind in ("create", "join", "resume"):
            if client.table is not None:
                raise ProtocolError("seated", "this connection already has a seat")
            seat_by = {"create": self._create, "join": self._join, "resume": self._resume}[kind]
            await seat_by(client, msg)
        elif kind == "leave":
            await client.ws.close(1000, "left")
        else:
            if client.table is None:
                raise ProtocolError("no_seat", "join a table first")
            await self._at_table(client, msg)

    async def _create(self, client: Client, msg: dict[str, Any]) -> None:
        if not client.name:
            raise ProtocolError("no_name", "say hello with a name first")
        if len(self.tables) >= MAX_TABLES:
            raise ProtocolError("server_full", "this server has no room for another table")
        try:
            table = Table(secrets.token_hex(6), msg["game"], msg["options"], Table.seats_from(msg["seats"]),
                          listed=msg.get("listed", False))
        except ValueError as exc:   # an unknown game
            if isinstance(exc, ProtocolError):
                raise
            raise ProtocolError("bad_game", str(exc)[:200]) from None
        self._add(table)
        await self._seat(client, table, *table.claim(client.name, table.host))

    def open_tables(self) -> list[dict[str, Any]]:
        """The lobby: the listed tables with a free seat and no match yet (at most LOBBY_MAX)."""
        return [t.lobby_entry() for t in self.tables.values() if t.open and t.listed][:LOBBY_MAX]

    async def _join(self, client: Client, msg: dict[str, Any]) -> None:
        if ("code" in msg) == ("table" in msg):
            raise ProtocolError("bad_message", "\"join\" takes a code or a listed table's id")
        if "code" in msg:
            table = self.by_code.get(normal_code(msg["code"]))
        else:
            table = self.tables.get(msg["table"])
            table = table if table is not None and table.listed else None
        if table is None:
            raise ProtocolError("bad_code", "no table has that code" if "code" in msg else "no listed table has that id")
        await self._seat(client, table, *table.claim(msg["name"]))

    async def _resume(self, client: Client, msg: dict[str, Any]) -> None:
        found = self.by_token.get(msg["token"])
        if found is None:
            raise ProtocolError("bad_token", "that seat token is not known here")
        table, seat = found
        old = self.bound.get((table.id, seat))
        if old is not None:
            old.table = None
            await old.ws.close(CLOSE_REPLACED, "the seat was resumed elsewhere")
        await self._seat(client, table, seat, table.seats[seat].token)

    async def _seat(self, client: Client, table: Table, seat: int, token: str) -> None:
        async with self.locks[table.id]:
            client.table, client.seat = table, seat
            self.bound[(table.id, seat)] = client
            self.by_token[token] = (table, seat)
            table.resumed(seat)
            await self._save(table)
            await self._send(client, {"type": "joined", "table": table.id, "seat": seat, "token": token,
                                      "code": table.code, "game": table.game_id, "host": table.host})
            await self._send(client, table.update_for(seat))
            if table.match is not None and table.match.over:
                await self._send(client, table.record_for(seat))
            await self._deliver(table, table.seat_news())
            await self._run_ai(table)

    async def _at_table(self, client: Client, msg: dict[str, Any]) -> None:
        table, seat, kind = client.table, client.seat, msg["type"]
        assert table is not None
        async with self.locks[table.id]:
            if kind == "act":
                if msg.get("seat", seat) != seat:
                    raise ProtocolError("wrong_seat", "a connection acts only for its own seat")
                out = table.act(seat, msg["n"], msg["action"])
                self._save_moves(table)
            elif kind == "next":
                dealt = (table.match_number, table.match.deal_index if table.match is not None else -1)
                out = table.next_deal(seat, msg["deal"])
                if dealt == (table.match_number, table.match.deal_index):
                    self._save_ready(table)    # still waiting for the others: one journal line
                else:
                    await self._save(table)    # a deal dealt (or "play again"): the whole table
            else:
                out = table.start(seat) if kind == "start" else table.hand_to_ai(seat, msg["seat"], msg["level"])
                await self._save(table)
            await self._deliver(table, out)
            await self._run_ai(table)

    async def _run_ai(self, table: Table) -> None:
        """AI seats decide until a human must (a Hard decision thinks in a worker thread)."""
        while (seat := table.ai_to_move()) is not None:
            decision = table.ai_decision(seat)
            action = await asyncio.to_thread(decision) if self._slow(table, seat) else decision()
            out = table.play_ai(seat, action)
            self._save_moves(table)
            await self._deliver(table, out)

    @staticmethod
    def _slow(table: Table, seat: int) -> bool:
        s = table.seats[seat]
        return (s.stand_in or s.level) == "hard"


def tls_context(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    if not cert:
        return None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context


async def run(host: str, port: int, folder: Path | None, context: ssl.SSLContext | None = None,
              started: Any = None, stop: asyncio.Event | None = None) -> None:
    """Serve until `stop` is set (for ever if None). `started(port, lobby)` is called once listening."""
    lobby = Lobby(folder)
    async with serve(lobby.handle, host, port, ssl=context, max_size=MAX_MESSAGE, compression=None, close_timeout=2,
                     max_queue=BURST) as server:
        bound_port = next(iter(server.sockets)).getsockname()[1]
        if started is not None:
            started(bound_port, lobby)
        if stop is None:
            await asyncio.Future()
        else:
            await stop.wait()


class ServerThread:
    """The server in a daemon thread with its own event loop (the app's Host screen)."""

    def __init__(self, host: str, port: int, folder: Path | None) -> None:
        self.port = 0
        self.lobby: Lobby | None = None
        self.failure: BaseException | None = None
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._main, args=(host, port, folder), daemon=True)
        self._thread.start()
        self._ready.wait(10)

    def _main(self, host: str, port: int, folder: Path | None) -> None:
        async def body() -> None:
            self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
            await run(host, port, folder, None, self._started, self._stop)

        try:
            asyncio.run(body())
        except BaseException as exc:   # noqa: BLE001 - told to the Host screen, not raised in a thread
            self.failure = exc
            self._ready.set()

    def _started(self, port: int, lobby: Lobby) -> None:
        self.port, self.lobby = port, lobby
        self._ready.set()

    def stop(self) -> None:
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(5)
