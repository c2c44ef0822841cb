"""The keys a person presses at a headless table, as the keyboard tests and the games' table
knowledge modules (tests/<game>/<game>_table_knowledge.py) press them: one KEYDOWN posted to
pygame's queue and read by the next frame, the focus brought to a choice or a button with ←/→ and
Tab, Enter, and the Hint (H then Enter)."""
from __future__ import annotations

import pygame

from tests.ui.conftest import DT, run_until
from ui import keyfocus


def key(app, code: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    app.step(DT)


def focused(table):
    choices, buttons = keyfocus.targets(table)
    return table.focus.current(choices, buttons)


def focus_choice(app, table, wanted) -> bool:
    """←/→ from Home until the focus rests on a choice that `wanted(payload)` accepts."""
    choices, _ = keyfocus.targets(table)
    key(app, pygame.K_HOME)
    for _ in range(len(choices) + 1):
        now = focused(table)
        if now is not None and not table.focus.on_button and wanted(now.payload):
            return True
        key(app, pygame.K_RIGHT)
    return False


def focus_button(app, table, name: str) -> bool:
    """Tab until the focus rests on the button `name`."""
    _, buttons = keyfocus.targets(table)
    for _ in range(len(buttons) + 1):
        key(app, pygame.K_TAB)
        now = focused(table)
        if table.focus.on_button and now is not None and now.payload == name:
            return True
    return False


def press_enter(app) -> bool:
    key(app, pygame.K_RETURN)
    return True


def by_hint(app, table) -> bool:
    """H, the Hint's move shown, then Enter."""
    key(app, pygame.K_h)
    if not run_until(app, lambda: table.hint_worker is None, 3000) or table.layout.hint is None:
        return False
    key(app, pygame.K_RETURN)
    return True


def hint_line(app, table) -> str:
    return table.hint_toast if table.hint_toast in app.toasts.texts else ""
