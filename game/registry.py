"""The registry of games: game id → rule set, loaded by name so `game/` never imports `engines/`
at import time (the layers go ui → engines → game)."""
from __future__ import annotations

import importlib

from game.engine import Ruleset

GAME_MODULES = {
    "tyrant": "engines.tyrant",
    "napoleon": "engines.napoleon",
    "daifugo13": "engines.daifugo13",
    "baohuang": "engines.baohuang",
    "democracy": "engines.democracy",
}


def available_games() -> list[str]:
    """Ids of the games whose engine is present, in menu order."""
    found = []
    for game_id in GAME_MODULES:
        try:
            load(game_id)
        except (ImportError, AttributeError):
            continue
        found.append(game_id)
    return found


def load(game_id: str) -> Ruleset:
    if game_id not in GAME_MODULES:
        raise ValueError(f"unknown game: {game_id!r} (known: {', '.join(GAME_MODULES)})")
    module = importlib.import_module(GAME_MODULES[game_id])
    return module.RULES
