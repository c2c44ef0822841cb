"""Faults on real sockets (127.0.0.1): a client whose connection drops resumes its seat with its
token and sees the same position; the host may hand an absent friend's seat to an AI; and a
`main.py serve` process killed with SIGKILL mid-match, started again on its autosave folder,
resumes the table while the bot clients reconnect by themselves and finish the match, nothing
played lost; and `serve --cert --key` speaks TLS."""
from __future__ import annotations

import asyncio
import json
import shutil
import ssl
import subprocess
import time

import pytest
from websockets.asyncio.client import connect as ws_connect

from game.online.bot import Bot
from game.online.server import ServerThread
from tests.online.online_kit import WAIT, Raw, create_message, free_port, serve_process


def test_a_dropped_connection_resumes_its_seat_with_its_token(tmp_path):
    thread = ServerThread("127.0.0.1", 0, tmp_path)
    url = f"ws://127.0.0.1:{thread.port}"

    async def body():
        host = await Raw.open(url, "Host")
        await host.send(create_message("napoleon", 1, 4, {"deals": 1}))
        joined = await host.expect("joined")
        await host.send({"type": "start"})
        update = await host.expect("update")
        while not update["legal"]:
            update = await host.expect("update")
        await host.send({"type": "act", "n": update["n"], "action": update["legal"][0]})
        played = await host.expect("update")
        host.ws.transport.abort()   # the cable pulled: no closing handshake
        back = await Raw.open(url, "Host")
        await back.send({"type": "resume", "token": joined["token"]})
        assert (await back.expect("joined"))["seat"] == joined["seat"]
        again = await back.expect("update")
        assert again["n"] >= played["n"] and again["view"]["$o"] == played["view"]["$o"]
        await back.send({"type": "resume", "token": joined["token"] + "x"})
        assert (await back.expect("error"))["code"] in ("bad_token", "seated")
    try:
        asyncio.run(asyncio.wait_for(body(), 60))
    finally:
        thread.stop()


def test_the_host_hands_an_absent_friends_seat_to_an_ai(tmp_path):
    thread = ServerThread("127.0.0.1", 0, tmp_path)
    url = f"ws://127.0.0.1:{thread.port}"

    async def body():
        host = await Raw.open(url, "Host")
        await host.send(create_message("napoleon", 2, 3, {"deals": 1}))
        joined = await host.expect("joined")
        guest = await Raw.open(url, "Guest")
        await guest.send({"type": "join", "code": joined["code"], "name": "Guest"})
        await guest.expect("joined")
        await guest.close()
        seats = await host.expect("seats")
        while seats["seats"][1]["connected"]:
            seats = await host.expect("seats")
        await host.send({"type": "start"})
        await host.send({"type": "seat_ai", "seat": 1, "level": "normal"})
        deadline = time.monotonic() + 60
        update = await host.expect("update")
        while not update["match_over"] and time.monotonic() < deadline:   # the host plays; the AI plays seat 1
            if update["legal"]:
                await host.send({"type": "act", "n": update["n"], "action": update["legal"][0]})
            update = await host.expect("update")
        assert update["match_over"]
    try:
        asyncio.run(asyncio.wait_for(body(), 90))
    finally:
        thread.stop()


def test_kill_9_of_the_server_mid_match_and_its_restart_resume_the_table(tmp_path):
    port, folder = free_port(), tmp_path / "tables"
    url = f"ws://127.0.0.1:{port}"
    server = serve_process(port, folder)
    seen: dict[int, list[int]] = {}

    def note(bot: Bot, msg: dict) -> None:
        if msg["type"] == "update":
            seen.setdefault(bot.seat, []).append(msg["n"])

    async def body():
        nonlocal server
        deadline = time.monotonic() + 240
        host = Bot(url, "Host", create=create_message("napoleon", 5, 0, {"deals": 2}), seed=1, on_message=note)
        task = asyncio.create_task(host.run(deadline))
        await asyncio.wait_for(host.joined.wait(), WAIT)
        guests = [Bot(url, f"P{i}", code=host.code, seed=i + 2, on_message=note) for i in range(4)]
        play = asyncio.gather(task, *[g.run(deadline) for g in guests])
        while max(seen.get(0, [0])) < 60:            # well into the first deal
            await asyncio.sleep(0.05)
        server.kill()                                 # SIGKILL: no chance to save anything more
        server.wait(WAIT)
        killed_at = {seat: max(ns) for seat, ns in seen.items()}
        server = serve_process(port, folder)
        await asyncio.wait_for(play, 240)
        return [host, *guests], killed_at

    try:
        bots, killed_at = asyncio.run(body())
    finally:
        server.kill()
        server.wait(WAIT)
    assert all(b.finished for b in bots) and len({json.dumps(b.finished) for b in bots}) == 1
    for seat, ns in seen.items():
        after = ns[ns.index(killed_at[seat]) + 1:]
        assert after and min(after) >= killed_at[seat], "a position a client had seen was lost"


def test_tls_serve_speaks_wss_with_the_given_certificate(tmp_path):
    """`serve --cert --key`: a client trusting that certificate plays over wss://; a plain ws://
    client gets nothing."""
    if shutil.which("openssl") is None:
        pytest.skip("no openssl to make a test certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    port = free_port()
    server = serve_process(port, tmp_path / "tables", "--cert", str(cert), "--key", str(key))

    async def body():
        context = ssl.create_default_context(cafile=str(cert))
        async with ws_connect(f"wss://127.0.0.1:{port}", ssl=context, open_timeout=WAIT) as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "name": "Secure"}))
            assert json.loads(await asyncio.wait_for(ws.recv(), WAIT))["type"] == "welcome"
        try:
            async with ws_connect(f"ws://127.0.0.1:{port}", open_timeout=3) as ws:
                await ws.send(json.dumps({"type": "hello", "protocol": 1}))
                await asyncio.wait_for(ws.recv(), 3)
            return False
        except Exception:   # noqa: BLE001 - any failure of a plain connection to a TLS port will do
            return True

    try:
        assert asyncio.run(body()), "a plain ws:// connection was served"
    finally:
        server.kill()
        server.wait(WAIT)
