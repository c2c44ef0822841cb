"""What the shared table tests ask of Democracy (tests/ui/table_knowledge.py): a second Space on the
chosen card plays it (tests/ui/test_keyboard_alone.py). Its prompt states no fact beyond the shared
ones and no wrong selection of it is tried (tests/ui/test_one_voice.py says so)."""
from __future__ import annotations

import pygame

from game.actions import Action
from tests.ui.key_moves import key


def card_chosen_by_keys(app, table, action: Action) -> bool | None:
    if action.kind != "play":
        return None
    key(app, pygame.K_SPACE)
    return True
