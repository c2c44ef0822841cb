"""The footer's keys checked the way a person presses them (tests/ui/test_footer_keys.py and the
games' table tests): a key posted as a pygame KEYDOWN to a headless table, and what it did."""
from __future__ import annotations

import pygame

from tests.ui.conftest import DT
from ui import keyfocus
from ui.layouts.footer import TABLE_KEYS, live_keys, table_keys_now


def post_key(app, code: int) -> None:
    """The key pressed the way pygame delivers it: posted to the event queue, read by the frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    app.step(DT)


def press_spy(layout, monkeypatch) -> list[str]:
    """The names of the buttons the layout presses from now on (recorded, not pressed: the test's
    buttons stand in for the real ones)."""
    pressed: list[str] = []
    monkeypatch.setattr(layout, "press" if hasattr(layout, "press") else "_press",
                        lambda button, view, ctx: pressed.append(button))
    return pressed


def footer_keys(table):
    """The keys the footer names now: the game's that work in this phase, the focus's, the table's."""
    layout = table.layout
    return live_keys(layout, layout.keys), table_keys_now(layout, getattr(table, "table_keys", TABLE_KEYS))


def does_something(app, table, key, monkeypatch) -> str:
    """Press `key` (each of its codes) at the player's decision and say what it did ("" nothing)."""
    layout = table.layout
    code = key.codes[0]
    if key.presses:
        pressed, steps = press_spy(layout, monkeypatch), len(table.match.steps)
        post_key(app, code)
        monkeypatch.undo()
        if len(table.match.steps) != steps:
            return "the Hint's move made"
        return f"pressed {pressed}" if pressed and pressed[0] in key.presses else ""
    if key.does == "count":
        post_key(app, pygame.K_RIGHT)                     # the focus on a stack: 1 takes one of its cards
        before = layout.selection_state()
        post_key(app, pygame.K_1)
        return "count" if layout.selection_state() != before else ""
    if key.does == "focus":
        choices, _ = keyfocus.targets(table)
        before = table.focus.current(*keyfocus.targets(table))
        post_key(app, pygame.K_RIGHT)
        after = table.focus.current(*keyfocus.targets(table))
        return "moved" if len(choices) == 1 or after.payload != before.payload else ""
    if key.does == "select":
        before, steps = layout.selection_state(), len(table.match.steps)
        post_key(app, pygame.K_SPACE)
        return "selected" if layout.selection_state() != before or len(table.match.steps) != steps else ""
    if key.does == "buttons":
        post_key(app, pygame.K_TAB)
        on_button = table.focus.on_button
        choices, _ = keyfocus.targets(table)
        post_key(app, pygame.K_HOME)                      # back to the choices, if any: Enter is the game's again
        return "on a button" if on_button and (not choices or not table.focus.on_button) else ""
    if key.does == "hint":
        toasts = len(app.toasts.items)
        post_key(app, pygame.K_h)
        return "hint" if table.hint_worker is not None or len(app.toasts.items) != toasts else ""
    if key.does == "menu":
        post_key(app, pygame.K_ESCAPE)
        opened = table.menu_open
        post_key(app, pygame.K_ESCAPE)
        return "menu" if opened and not table.menu_open else ""
    if key.does == "fullscreen":
        full = app.settings.fullscreen
        post_key(app, pygame.K_F11)
        changed = app.settings.fullscreen != full
        post_key(app, pygame.K_F11)
        return "fullscreen" if changed else ""
    if key.does == "skip":
        table.anim.then(hold=5.0)
        app.step(DT)
        post_key(app, pygame.K_SPACE)
        return "skipped" if not table.anim.busy else ""
    return ""
