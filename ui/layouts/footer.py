"""The table's keys and the key help line at the bottom of every table (its footer), built from
one list per game: each `Key` is the keys pressed, the label the footer prints for them, what the
footer says they do, and the buttons they press (the first one enabled). A layout's key handling
reads the same list (`pressed`), and the footer names only the keys that work in the present
phase (`live_keys`: a key whose button is up and enabled, a key of the layout's own that works now),
then the keyboard focus's keys while the player has choices to move over or a button without a
key of its own (Tab; ui/keyfocus.py), then
the keys the table scene and the window answer in every game (H hint, Space skip, Esc menu, F11
full screen), in one wording per language."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.drawn import record


@dataclass(frozen=True)
class Key:
    codes: tuple[int, ...]          # pygame key codes that do it
    label: str                      # as the footer prints the key ("Enter", "P", "↑↓")
    does: str                       # what it does: the string "ui.keys.<does>"
    presses: tuple[str, ...] = ()   # the buttons it presses, the first one enabled (none: the layout's own)


ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)

FOCUS_KEYS = (Key((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END), "←→", "focus"),
              Key((pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN), "Space", "select"),
              Key((pygame.K_TAB,), "Tab", "buttons"))
TABLE_KEYS = (Key((pygame.K_h,), "H", "hint"),
              Key((pygame.K_SPACE,), "Space", "skip"),
              Key((pygame.K_ESCAPE,), "Esc", "menu"),
              Key((pygame.K_F11,), "F11", "fullscreen"))


def footer_line(tr, keys: tuple[Key, ...], table_keys: tuple[Key, ...] = TABLE_KEYS) -> str:
    """The key help line: the game's keys, then the table's, "Enter play · P pass · H hint · …"
    (`table_keys`: the table's own, fewer at a lesson's table, which has no Hint)."""
    groups: list[list] = []   # neighbours that do the same are named once: "↑↓ raise/lower the bid"
    for key in (*keys, *table_keys):
        if groups and groups[-1][1] == key.does:
            groups[-1][0] += key.label
        else:
            groups.append([key.label, key.does])
    return tr("ui.keys.sep").join(tr("ui.keys.item", keys=label, does=tr(f"ui.keys.{does}")) for label, does in groups)


def pressed(keys: tuple[Key, ...], code: int, enabled) -> str | None:
    """The name of the button `code` presses now: the first button in `enabled` of the keys it is
    one of (Enter plays, keeps or places chips: whichever button is up)."""
    for key in keys:
        if code in key.codes:
            name = next((name for name in key.presses if name in enabled), None)
            if name is not None:
                return name
    return None


def live_keys(layout, keys: tuple[Key, ...]) -> tuple[Key, ...]:
    """The game's keys that work now: those whose buttons are drawn and enabled ("Enter play" once
    the chosen cards make a play), and those of the layout's own it says work (`key_works`); then
    the focus keys while the viewer has choices (ui/keyfocus.py)."""
    table = layout.table
    drawn = {b.name for b in layout.layout_buttons() if b.enabled}
    view = getattr(table, "view", None)
    live = [k for k in keys if (any(name in drawn for name in k.presses) if k.presses else layout.key_works(k, view))]
    deciding = bool(getattr(table, "legal", None)) and not layout.replay
    choices = layout.focus_choices() if deciding else []
    if choices:
        live.append(FOCUS_KEYS[0])
        claimed = layout.claims(pygame.K_UP)
        live.append(FOCUS_KEYS[1] if not claimed else Key((pygame.K_SPACE,), "Space", "select"))
    with_keys = {name for k in keys for name in k.presses}
    if deciding and any(":" not in t.payload and t.payload not in with_keys for t in layout.focus_buttons()):
        live.append(FOCUS_KEYS[2])   # Tab, named while a button has no key of its own (it reaches them all)
    return tuple(live)


def table_keys_now(layout, table_keys: tuple[Key, ...]) -> tuple[Key, ...]:
    """The table's own keys: Space is the focus's "select" while the player has choices, so it is
    named "skip" only while the player has none."""
    if getattr(layout.table, "legal", None) and layout.focus_choices():
        return tuple(k for k in table_keys if k.does != "skip")
    return table_keys


def draw_footer(layout, surface: pygame.Surface, keys: tuple[Key, ...], pos, width: int, anchor: str = "midtop") -> None:
    """The footer at `pos`, no wider than `width` (smaller type down to the smallest, then cut:
    `layout.footer_drawn` keeps what was drawn, for the tests that it fits whole), and never below
    the canvas's bottom edge (a small window's larger type would take it there: then it ends at
    the edge)."""
    from ui.layouts.common import DIM, MIN_TEXT, fit_text

    if layout.replay:   # the replay viewer has keys of its own (its line under the table), none of these
        layout.footer_drawn = ""
        return
    text = layout.app.text
    table_keys = table_keys_now(layout, getattr(layout.table, "table_keys", TABLE_KEYS))
    label, size = fit_text(text, footer_line(layout.tr, live_keys(layout, keys), table_keys), MIN_TEXT, width)
    layout.footer_drawn = label
    height = text.font(size).size(label)[1]
    if anchor == "midtop" and pos[1] + height > surface.get_height():
        pos, anchor = (pos[0], surface.get_height()), "midbottom"
    record("footer", text.blit(surface, label, pos, size, DIM, anchor=anchor))
