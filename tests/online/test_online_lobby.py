"""The server's lobby: a table its host lists ("create" with "listed": true) shows in "list" while
it has a free seat and no match, and is joined from the list by its id; a table not listed is
never shown and never joined without its code; the app's fetch reads the list."""
from __future__ import annotations

import asyncio

import pytest

from game.online.client import fetch_open_tables
from game.online.server import ServerThread
from tests.online.online_kit import WAIT, Raw, create_message


@pytest.fixture
def url(tmp_path):
    thread = ServerThread("127.0.0.1", 0, tmp_path / "tables")
    yield f"ws://127.0.0.1:{thread.port}"
    thread.stop()


def run(body):
    return asyncio.run(asyncio.wait_for(body, 60))


async def host_table(url: str, name: str, listed: bool, humans: int = 2) -> tuple[Raw, dict]:
    host = await Raw.open(url, name)
    await host.send({**create_message("baohuang", humans, 5 - humans), "listed": listed})
    return host, await host.expect("joined")


def test_a_listed_table_is_shown_and_joined_by_its_id_and_an_unlisted_one_is_not(url):
    async def body():
        listed_host, listed = await host_table(url, "Hanako", True)
        private_host, private = await host_table(url, "Taro", False)
        looker = await Raw.open(url, "Looker")
        await looker.send({"type": "list"})
        tables = (await looker.expect("lobby"))["tables"]
        assert [t["table"] for t in tables] == [listed["table"]]
        assert tables[0] == {"table": listed["table"], "game": "baohuang", "host": "Hanako", "seats": 5, "free": 1,
                             "started": False}
        assert "code" not in tables[0], "the list never carries a join code"
        await looker.send({"type": "join", "table": private["table"], "name": "Looker"})
        assert (await looker.expect("error"))["code"] == "bad_code"   # a private table needs its code
        await looker.send({"type": "join", "table": listed["table"], "code": listed["code"], "name": "Looker"})
        assert (await looker.expect("error"))["code"] == "bad_message"   # one way to name the table, not two
        await looker.send({"type": "join", "table": listed["table"], "name": "Looker"})
        joined = await looker.expect("joined")
        assert joined["table"] == listed["table"] and joined["seat"] == 1
        await looker.send({"type": "list"})
        assert (await looker.expect("lobby"))["tables"] == [], "a full table leaves the list"
        for raw in (listed_host, private_host, looker):
            await raw.close()
    run(body())


def test_the_apps_search_reads_the_list(url):
    async def body():
        host, listed = await host_table(url, "Hanako", True)
        found = await asyncio.to_thread(fetch_open_tables, url, WAIT)
        await host.close()
        return listed, found
    listed, found = run(body())
    assert [(t["table"], t["host"], t["free"]) for t in found] == [(listed["table"], "Hanako", 1)]


def test_a_server_that_is_not_there_is_an_error_not_a_hang():
    with pytest.raises(OSError):
        fetch_open_tables("ws://127.0.0.1:9", 2)
