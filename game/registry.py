"""The registry of games: game id → rule set, loaded by name so `game/` never imports `engines/`
at import time (the layers go ui → engines → game). A registered game whose engine fails to import
is a programming error: listing the games raises GameLoadError naming it, never drops it."""
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


class GameLoadError(RuntimeError):
    """A registered game's engine could not be loaded (a broken import, no RULES)."""

    def __init__(self, game_id: str, cause: BaseException):
        super().__init__(f"game {game_id!r} is registered but its engine {GAME_MODULES.get(game_id)!r} "
                         f"fails to load: {type(cause).__name__}: {cause}")
        self.game_id = game_id


def available_games() -> list[str]:
    """Ids of every registered game, in menu order, each one loaded. Raises GameLoadError for
    a registered game whose engine does not load."""
    for game_id in GAME_MODULES:
        try:
            load(game_id)
        except Exception as exc:
            raise GameLoadError(game_id, exc) from exc
    return list(GAME_MODULES)


def first_game() -> str:
    """The menu's first game (the flagship): the game chosen where nobody chose one."""
    return next(iter(GAME_MODULES))


def load(game_id: str) -> Ruleset:
    if game_id not in GAME_MODULES:
        raise ValueError(f"unknown game: {game_id!r} (known: {', '.join(GAME_MODULES)})")
    module = importlib.import_module(GAME_MODULES[game_id])
    return module.RULES
