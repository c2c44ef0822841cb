"""Hostile clients on real sockets (127.0.0.1): junk JSON, a 10 MB message, acting for another
seat, out of turn, a replayed action, a forged token or code, a thousand messages at once, another
protocol version. Each gets an error reply or its own connection closed; the table's position is
what it was, and the honest players play on."""
from __future__ import annotations

import asyncio
import json
import secrets

import pytest
from websockets.exceptions import ConnectionClosed

from game.online.protocol import CLOSE_FLOOD, CLOSE_VERSION, PROTOCOL
from game.online.server import ServerThread
from tests.online.online_kit import WAIT, Raw, create_message


@pytest.fixture
def url(tmp_path):
    thread = ServerThread("127.0.0.1", 0, tmp_path / "tables")
    yield f"ws://127.0.0.1:{thread.port}"
    thread.stop()


async def settle(raw: Raw, quiet: float = 0.4) -> dict:
    """Read until the server has been quiet for `quiet` seconds; the latest update."""
    while True:
        try:
            msg = json.loads(await asyncio.wait_for(raw.ws.recv(), quiet))
            raw.got.append(msg)
        except asyncio.TimeoutError:
            return [m for m in raw.got if m["type"] == "update"][-1]


async def two_humans_three_ai(url: str) -> tuple[Raw, Raw]:
    host, guest = await Raw.open(url, "Host"), await Raw.open(url, "Guest")
    await host.send(create_message("napoleon", 2, 3, {"deals": 1}))
    joined = await host.expect("joined")
    await guest.send({"type": "join", "code": joined["code"], "name": "Guest"})
    await guest.expect("joined")
    await host.send({"type": "start"})
    await host.expect("update")
    return host, guest


async def mover(host: Raw, guest: Raw) -> tuple[Raw, Raw, dict]:
    """(the client to act, the other, its latest update)"""
    a, b = await settle(host), await settle(guest)
    assert a["n"] == b["n"]
    return (host, guest, a) if a["legal"] else (guest, host, b)


def run(body):
    return asyncio.run(asyncio.wait_for(body, 120))


@pytest.mark.slow
def test_junk_gets_an_error_reply_and_changes_nothing(url):
    async def body():
        host, guest = await two_humans_three_ai(url)
        actor, _, update = await mover(host, guest)
        junk = ["not json", "[1, 2]", '{"type": "fly"}', '{"type": "act"}', "NaN",
                '{"type": "act", "n": "0", "action": {}}', '{"type": "act", "n": 1e400, "action": {}}',
                json.dumps({"type": "act", "n": update["n"], "action": {"kind": "play", "cards": ["ZZ"]}}),
                json.dumps({"type": "act", "n": update["n"], "action": {"kind": "play", "value": [1]}}),
                "[" * 5000 + "]" * 5000, json.dumps({"type": "hello", "protocol": PROTOCOL, "name": "x" * 500})]
        for text in junk:
            await actor.send(text)
            assert (await actor.expect("error"))["code"] in ("bad_json", "bad_message", "bad_action", "illegal")
        await actor.send(b"\x00binary")
        await actor.expect("error")
        again = await settle(actor)
        assert again["n"] == update["n"] and again["legal"] == update["legal"]
        await actor.send({"type": "act", "n": update["n"], "action": update["legal"][0]})
        assert (await actor.expect("update"))["n"] == update["n"] + 1
    run(body())


@pytest.mark.slow
def test_wrong_seat_out_of_turn_and_replayed_actions_are_refused(url):
    async def body():
        host, guest = await two_humans_three_ai(url)
        actor, other, update = await mover(host, guest)
        n, action = update["n"], update["legal"][0]
        await other.send({"type": "act", "n": n, "action": action})                  # out of turn
        assert (await other.expect("error"))["code"] == "illegal"
        await other.send({"type": "act", "n": n, "action": action, "seat": update["seat"]})   # for another seat
        assert (await other.expect("error"))["code"] == "wrong_seat"
        await actor.send({"type": "act", "n": n, "action": action})                  # the real one
        await actor.expect("update")
        after = await settle(actor)
        await actor.send({"type": "act", "n": n, "action": action})                  # replayed
        assert (await actor.expect("error"))["code"] == "stale"
        assert (await settle(actor))["n"] == after["n"] and (await settle(other))["n"] == after["n"]
    run(body())


def test_forged_tokens_and_codes_get_no_seat(url):
    async def body():
        host, guest = await two_humans_three_ai(url)
        thief = await Raw.open(url, "Thief")
        await thief.send({"type": "resume", "token": secrets.token_urlsafe(24)})
        assert (await thief.expect("error"))["code"] == "bad_token"
        await thief.send({"type": "join", "code": "AAAAA-AAAAA", "name": "Thief"})
        assert (await thief.expect("error"))["code"] == "bad_code"
        await thief.send({"type": "act", "n": 0, "action": {"kind": "pass"}})
        assert (await thief.expect("error"))["code"] == "no_seat"
        await thief.send({"type": "start"})
        assert (await thief.expect("error"))["code"] == "no_seat"
    run(body())


def test_a_ten_megabyte_message_closes_only_that_connection(url):
    async def body():
        host, guest = await two_humans_three_ai(url)
        await guest.send(json.dumps({"type": "list", "pad": "x" * (10 * 1024 * 1024)}))
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(guest.expect("never"), WAIT)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009   # message too big
        actor = await settle(host)
        assert actor["n"] >= 0
        await host.send({"type": "list"})
        assert (await host.expect("lobby"))["type"] == "lobby"
    run(body())


def test_a_flood_closes_the_connection_and_changes_nothing(url):
    async def body():
        host, guest = await two_humans_three_ai(url)
        before = await settle(host)
        flood = await Raw.open(url, "Flood")
        with pytest.raises(ConnectionClosed) as closed:
            for _ in range(1000):
                await flood.send({"type": "list"})
            await asyncio.wait_for(flood.expect("never"), WAIT)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == CLOSE_FLOOD
        assert (await settle(host))["n"] == before["n"]
        await host.send({"type": "list"})
        await host.expect("lobby")
    run(body())


def test_another_protocol_version_is_refused_with_a_clear_message(url):
    async def body():
        old = await Raw.open(url, hello=False)
        await old.send({"type": "list"})
        assert (await old.expect("error"))["code"] == "hello_first"
        await old.send({"type": "hello", "protocol": PROTOCOL + 1, "name": "Future"})
        refusal = await old.expect("error")
        assert refusal["code"] == "version" and f"protocol {PROTOCOL}" in refusal["message"]
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(old.expect("never"), WAIT)
        assert closed.value.rcvd.code == CLOSE_VERSION
    run(body())
