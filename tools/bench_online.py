"""Online benchmark (not a test): one `main.py serve` process on 127.0.0.1 with TABLES tables of
bot clients, a client a seat of the game's usual table (this process; the clients pick random legal moves after THINK seconds on
average and never decode views, so the server's work is what is measured), playing matches over
and over for SECONDS. Prints:
actions served a second; the round trip from a client sending its action to every seat of the
table holding the resulting update (p50, p95, max); the server's CPU time per action (what a free
core would serve, whatever else the machine runs); and the server's memory per table (its resident
size with the tables running, less its size before the first connection, over TABLES). On this
2-core machine the clients share the cores with the server, so the figures are a floor.

    python -m tools.bench_online [--tables 200] [--seconds 60] [--game G] [--think 1]
"""
from __future__ import annotations

import argparse
import asyncio
import os
import resource
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game import registry



def cpu_s(pid: int) -> float:
    """The process's CPU time so far (user + system), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def measure(url: str, tables: int, seconds: float, game: str, server_pid: int, think: float) -> dict:
    from game.online.bot import Bot

    rules = registry.load(game)
    players = rules.usual_table()   # the game's own table size and longest match, asked of it
    options = {"deals": 20} if rules.one_deal_options() else {}

    arrivals: dict[tuple, int] = {}
    trips: list[float] = []
    bots_of: dict[str, list[Bot]] = {}

    def note(bot: Bot, msg: dict) -> None:
        if msg["type"] != "update" or msg["n"] == 0:
            return
        key = (bot.table, msg["match"], msg["n"])
        arrivals[key] = arrivals.get(key, 0) + 1
        if arrivals[key] == players:
            del arrivals[key]
            sent = [b.sent_at.pop((msg["match"], msg["n"] - 1), None) for b in bots_of.get(bot.table, [])]
            sent = [t for t in sent if t is not None]
            if sent:
                trips.append(time.perf_counter() - max(sent))

    deadline = time.monotonic() + seconds + 30
    base = rss_kib(server_pid)
    runs = []
    for t in range(tables):
        host = Bot(url, "Host", create={"type": "create", "game": game, "options": options,
                                        "seats": [{"kind": "human"}] * players},
                   seed=t, matches=10 ** 6, policy="random", on_message=note, think_s=think)
        runs.append(asyncio.create_task(host.run(deadline)))
        await asyncio.wait_for(host.joined.wait(), 120)
        guests = [Bot(url, f"P{i}", code=host.code, seed=t * 10 + i, matches=10 ** 6, policy="random",
                      on_message=note, think_s=think) for i in range(1, players)]
        bots_of[host.table] = [host, *guests]
        runs += [asyncio.create_task(g.run(deadline)) for g in guests]
    await asyncio.sleep(3)   # every table dealt and playing
    trips.clear()
    start, cpu_start, clients_start = time.perf_counter(), cpu_s(server_pid), cpu_s(os.getpid())
    await asyncio.sleep(seconds)
    elapsed, cpu = time.perf_counter() - start, cpu_s(server_pid) - cpu_start
    clients_cpu = cpu_s(os.getpid()) - clients_start
    served = len(trips)
    loaded = rss_kib(server_pid)
    for run in runs:
        run.cancel()
    await asyncio.gather(*runs, return_exceptions=True)
    return {"served": served, "elapsed": elapsed, "cpu": cpu, "trips": sorted(trips), "base": base, "loaded": loaded,
            "clients_cpu": clients_cpu, "load": os.getloadavg()[0]}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=200)
    p.add_argument("--seconds", type=float, default=60.0)
    games = registry.available_games()
    p.add_argument("--game", choices=games, default=max(games, key=lambda g: registry.load(g).usual_table()),
                   help="a game's id (default: the first whose usual table seats the most players)")
    p.add_argument("--think", type=float, default=1.0,
                   help="seconds a bot waits before each action, on average (0: as fast as it can)")
    args = p.parse_args(argv)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 8192)), hard))   # ~2 sockets a client
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-online-") as folder:
        port = free_port()
        server = subprocess.Popen([sys.executable, "main.py", "serve", "--host", "127.0.0.1", "--port", str(port),
                                   "--data", folder], cwd=ROOT, stdout=subprocess.DEVNULL)
        try:
            wait_listening(port)
            got = asyncio.run(measure(f"ws://127.0.0.1:{port}", args.tables, args.seconds, args.game, server.pid,
                                      args.think))
        finally:
            server.kill()
            server.wait(10)
    trips = got["trips"]
    print(f"{args.tables} tables of {registry.load(args.game).usual_table()} bot clients ({args.game}, {args.think:g} s a decision),"
          f" {got['elapsed']:.1f} s, one server process")
    print(f"actions served: {got['served']} ({got['served'] / got['elapsed']:.1f} a second)")
    if trips:
        ms = [t * 1000 for t in trips]
        print(f"round trip, action to every seat's update: p50 {statistics.median(ms):.1f} ms,"
              f" p95 {ms[int(len(ms) * 0.95) - 1 if len(ms) > 1 else 0]:.1f} ms, max {ms[-1]:.1f} ms")
    if got["served"]:
        per = got["cpu"] / got["served"] * 1000
        print(f"server CPU: {got['cpu']:.1f} s in {got['elapsed']:.1f} s ({got['cpu'] / got['elapsed'] * 100:.0f} % of a core),"
              f" {per:.2f} ms an action: one free core would serve about {1000 / per:.0f} actions a second")
    print(f"bot clients' CPU: {got['clients_cpu'] / got['elapsed'] * 100:.0f} % of a core;"
          f" load average at the end {got['load']:.1f} on {os.cpu_count()} cores")
    print(f"server memory: {got['base'] / 1024:.1f} MiB idle, {got['loaded'] / 1024:.1f} MiB with the tables,"
          f" {(got['loaded'] - got['base']) / max(1, args.tables):.0f} KiB a table")
    return 0


ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_listening(port: int, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)

if __name__ == "__main__":
    sys.exit(main())
