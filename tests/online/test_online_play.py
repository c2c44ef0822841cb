"""Whole matches through the protocol on real sockets (127.0.0.1): five headless bot clients play
Bao Huang and Napoleon to the end of the match, a table with AI seats too, and the server's
autosave replays to the same result every client was told."""
from __future__ import annotations

import asyncio
import json

import pytest

from game import replay
from game.online import autosave
from game.online.server import ServerThread
from tests.online.online_kit import bots_table


@pytest.fixture
def server(tmp_path):
    thread = ServerThread("127.0.0.1", 0, tmp_path / "tables")
    assert thread.failure is None
    yield thread, tmp_path / "tables"
    thread.stop()


@pytest.mark.parametrize("game", ["baohuang", "napoleon"])
def test_five_bot_clients_play_a_whole_match_to_the_end(server, game):
    thread, folder = server
    bots = asyncio.run(bots_table(f"ws://127.0.0.1:{thread.port}", game, 5, {"deals": 2}, seconds=240))
    results = [json.dumps(b.finished) for b in bots]
    assert all(b.finished for b in bots), "every client saw the end of the match"
    assert len(set(results)) == 1, "every client was told the same result"
    assert all(not b.errors for b in bots), [b.errors for b in bots]
    assert sorted(b.seat for b in bots) == [0, 1, 2, 3, 4]
    saved = autosave.load(folder, next(folder.glob("*.json")).stem)
    assert saved.match.over and saved.match.totals() == bots[0].finished[0]["totals"]
    assert len(saved.match.steps) == bots[0].finished[0]["n"]
    for bot in bots:   # each player keeps the finished match, sent only once it was over
        assert len(bot.records) == 1 and bot.records[0]["after_match_over"]
        kept = replay.from_json(bot.records[0]["replay"])
        assert kept.player_seat == bot.seat and kept.over
        assert kept.totals() == saved.match.totals() and len(kept.steps) == len(saved.match.steps)


def test_a_table_with_ai_seats_plays_to_the_end_and_play_again_starts_a_new_match(server):
    thread, _ = server
    url = f"ws://127.0.0.1:{thread.port}"

    async def play():
        from game.online.bot import Bot
        from tests.online.online_kit import WAIT, create_message
        import time
        deadline = time.monotonic() + 240
        host = Bot(url, "Host", create=create_message("napoleon", 2, 3, {"deals": 1}), seed=3, matches=2)
        task = asyncio.create_task(host.run(deadline))
        await asyncio.wait_for(host.joined.wait(), WAIT)
        guest = Bot(url, "Guest", code=host.code.lower(), seed=4, matches=2)   # a code typed in lower case
        await asyncio.gather(task, guest.run(deadline))
        return host, guest

    host, guest = asyncio.run(play())
    assert len(host.finished) == len(guest.finished) == 2
    assert host.finished == guest.finished and not host.errors and not guest.errors
