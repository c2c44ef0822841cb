"""The pictures a game asks for beyond the screenshot plan (tools/screens/plan.py shows every kind
of decision one deal at the usual table holds): situations such a deal rarely reaches — an option
that is off by default, another table size, a second deal, a dialog only a rare hand opens. A game
lists them as data, `PICTURES` in `engines/<game>/pictures.py` (found through the registry, like
its lesson); each names the situation by a test on the human seat's view and legal moves, and the
screenshot tool walks seeded random deals until one reaches it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from game.actions import Action


@dataclass(frozen=True)
class Picture:
    """One situation worth a picture, seen by seat 0 (the human) when it is to act and `when(view,
    legal)` holds. `options` go over the game's one-deal options; `players` 0 is the usual table;
    `select` picks the move shown chosen on the table (its cards raised, its button lit); `keys`
    are pressed before the picture, by pygame key name ("h": the Hint, "return": Play…); `shown`
    names a label the table then shows (its tag: "winner" for a trick's reveal), waited for;
    `move` steers the walk there (any seat's move, None for a random one)."""

    name: str
    when: Callable[[Any, list[Action]], bool]
    options: dict[str, Any] = field(default_factory=dict)
    players: int = 0
    select: Callable[[Any, list[Action]], Action | None] | None = None
    keys: tuple[str, ...] = ()
    shown: str = ""
    move: Callable[[Any, list[Action]], Action | None] | None = None


def pictures_for(game_id: str) -> tuple[Picture, ...]:
    """The game's own pictures (`engines/<game>/pictures.py`, `PICTURES`); none if it has none."""
    import importlib

    from game.registry import GAME_MODULES

    try:
        module = importlib.import_module(f"{GAME_MODULES[game_id]}.pictures")
    except ModuleNotFoundError:
        return ()
    return tuple(getattr(module, "PICTURES", ()))
