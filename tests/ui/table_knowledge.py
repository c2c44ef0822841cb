"""Where a shared table test finds what it must ask of one game: the game's own module
tests/<game>/<game>_table_knowledge.py, found by the registry's id, or None for a game that has
none (the shared test then checks only what holds for every game, and says so). Also what those
modules share: the card plays among the legal actions and a random pick of the hand's cards.

A knowledge module may offer, each optional:
- `FACTS`: {string key: check(view, legal) -> bool}, the fact each prompt sentence of the game
  states (tests/ui/test_one_voice.py); a shared key listed there replaces the shared check;
- `wrong_selection(layout, view, legal, rng)` -> (refusal or None, what was picked) or None, a
  wrong selection a person might make, with the layout's refusal of it, and
  `refusal_holds(key, picked, view, legal)` -> bool, whether that refusal's words are true;
- `own_move_by_keys(app, table, rng)` -> bool or None, the game's own gestures
  (tests/ui/test_keyboard_alone.py; None: the shared gestures make the move),
  `card_chosen_by_keys(app, table, action)` -> bool or None, what finishes a one-card move once its
  card is chosen (None: its button, by Tab and Enter), and
  `decision_without_the_hint(app, table)` -> bool or None, a decision always made by keys, and
  `ONE_CARD_KINDS`, the kinds of the one-card moves made by choosing the card ("play" without it);
- `WINNER_LABEL_OVER_TRICK`: True where the trick winner's label (tagged "winner") stands over the
  trick's played cards by design (tests/ui/test_nothing_covers.py checks it covers none elsewhere)."""
from __future__ import annotations

import importlib
import random
from types import ModuleType

from game.actions import Action


def knowledge_file(game: str) -> str:
    return f"tests/{game}/{game}_table_knowledge.py"


def knowledge_of(game: str) -> ModuleType | None:
    package, name = f"tests.{game}", f"tests.{game}.{game}_table_knowledge"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name not in (package, name):
            raise
        return None


def card_plays(legal: list[Action], kinds: tuple[str, ...] = ("play",)) -> list[Action]:
    """The legal actions that play cards: of `kinds` (a game's module names its own) and with cards."""
    return [a for a in legal if a.kind in kinds and a.cards]


def some_cards_of_the_hand(view, rng: random.Random) -> list | None:
    """One to four cards of the hand at random (None when the seat holds none)."""
    hand = list(getattr(view, "hand", None) or ())
    if not hand:
        return None
    return rng.sample(hand, min(len(hand), rng.randint(1, 4)))
