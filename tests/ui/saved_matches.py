"""Matches for the save, replay and statistics tests: a short match played to its end, and a match
written to the replays folder as a finished match's file is."""
from __future__ import annotations

import random

from game import registry
from game.match import Match
from game.seats import Seat
from tools.deal_loop import played_to_end
from ui import saves


def finished_match(seed=2) -> Match:
    """A one-deal 13th-Floor Daifugo match, a human and three Easy seats, played to its end by
    random legal moves."""
    match = Match("daifugo13", {"deals": 1}, [Seat("Me", "human"), Seat("C1", "ai", "easy"),
                                              Seat("C2", "ai", "easy"), Seat("C3", "ai", "easy")], seed)
    return played_to_end(match, random.Random(seed))


def file_replay(match: Match, name="daifugo13-20260101-000000.json"):
    """`match` written into the replays folder under `name`; its path."""
    path = saves.replays_dir() / name
    saves.write_atomic(saves.document(match), path)
    return path


def played(game_id="daifugo13", seed=4, actions=None, deals=2, human=True) -> Match:
    kinds = ["human" if human else "ai", "ai", "ai", "ai"]
    options = {"deals": deals} if "deals" in registry.load(game_id).one_deal_options() else {}
    match = Match(game_id, options, [Seat(f"P{i + 1}", k, "easy") for i, k in enumerate(kinds)], seed)
    rng = random.Random(seed)
    n = 0
    while not match.over and (actions is None or n < actions):
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.to_act()[0]
        match.play(seat, rng.choice(match.legal(seat)))
        n += 1
    return match
