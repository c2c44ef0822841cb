"""The command line: headless AI matches print the score table and write a replay that reloads to
the same result; damaged replays give a clear message and exit code 2, never a traceback."""
import json

import pytest

import main
from game import registry


def tables() -> list[tuple[str, int]]:
    """Every game at its usual table, and at its smallest where that is another."""
    out = []
    for game_id in registry.available_games():
        rules = registry.load(game_id)
        out += [(game_id, n) for n in sorted({rules.usual_table(), rules.min_players})]
    return out


@pytest.mark.parametrize("game_id,players", tables())
def test_headless_match_writes_a_replay_that_reproduces(game_id, players, tmp_path, capsys):
    out = tmp_path / "out.json"
    assert main.main(["--headless", "--game", game_id, "--players", str(players), "--seed", "7",
                      "--replay", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "winner" in printed
    doc = json.loads(out.read_text())
    assert doc["game"] == game_id and doc["seed"] == 7 and doc["players"] == players
    assert len(doc["seats"]) == players and doc["actions"] and doc["finished"]
    assert main.main(["--load-replay", str(out)]) == 0
    assert "replay OK" in capsys.readouterr().out


def test_T36_T37_tyrant_replay_holds_the_whole_result(tmp_path, capsys):
    out = tmp_path / "t.json"
    main.main(["--headless", "--game", "tyrant", "--players", "4", "--seed", "11", "--replay", str(out)])
    details = json.loads(out.read_text())["deals"][0]["details"]
    for seat in details["seats"]:
        assert {"owned", "chips", "tricks", "base", "suit_bonus", "rank_bonus", "underdog", "total",
                "eliminated"} <= set(seat)
        assert seat["total"] == seat["base"] + seat["suit_bonus"] + seat["rank_bonus"] + seat["underdog"]
    assert details["winner"] in range(4) and "plaza_piles" in details
    assert not details["seats"][details["winner"]]["eliminated"]
    printed = capsys.readouterr().out
    assert "<- winner" in printed


def test_same_seed_same_match(capsys):
    main.main(["--headless", "--game", "tyrant", "--players", "4", "--seed", "5"])
    first = capsys.readouterr().out
    main.main(["--headless", "--game", "tyrant", "--players", "4", "--seed", "5"])
    assert capsys.readouterr().out == first


@pytest.mark.parametrize("content", ["{broken", "[]", json.dumps({"format": "cardtable-replay", "version": 1}),
                                     json.dumps({"format": "cardtable-replay", "version": 1, "game": "tyrant",
                                                 "seed": 1, "seats": [{"name": "a"}] * 4,
                                                 "actions": [{"deal": 0, "seat": 0, "action": {"kind": "fly"}}]})])
def test_malformed_replay_gives_a_clear_message(content, tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    assert main.main(["--load-replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "Traceback" not in err


def test_tampered_replay_result_is_refused(tmp_path, capsys):
    out = tmp_path / "t.json"
    main.main(["--headless", "--game", "tyrant", "--players", "3", "--seed", "2", "--replay", str(out)])
    doc = json.loads(out.read_text())
    doc["result"]["totals"][0] += 1
    out.write_text(json.dumps(doc))
    assert main.main(["--load-replay", str(out)]) == 2
    assert "differ" in capsys.readouterr().err


def test_unknown_game_is_a_clear_error(capsys):
    assert main.main(["--headless", "--game", "poker"]) == 2
    assert "unknown game" in capsys.readouterr().err
