"""The table's keys and the key help line at the bottom of every table (its footer), built from
one list per game: each `Key` is the keys pressed, the label the footer prints for them, what the
footer says they do, and the buttons they press (the first one enabled). A layout's key handling
reads the same list (`pressed`), so the footer names only keys the table really has. The keys the
table scene and the window answer in every game (H hint, Space skip, Esc menu, F11 full screen)
close every footer, in one wording per language."""
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
    """The name of the button `code` presses now: the first of its key's buttons in `enabled`."""
    for key in keys:
        if code in key.codes:
            return next((name for name in key.presses if name in enabled), None)
    return None


def draw_footer(layout, surface: pygame.Surface, keys: tuple[Key, ...], pos, width: int, anchor: str = "midtop") -> None:
    """The footer at `pos`, no wider than `width` (smaller type down to the smallest, then cut:
    `layout.footer_drawn` keeps what was drawn, for the tests that it fits whole), and never below
    the canvas's bottom edge (a small window's larger type would take it there: then it ends at
    the edge)."""
    from ui.layouts.common import DIM, MIN_TEXT, fit_text

    text = layout.app.text
    table_keys = getattr(layout.table, "table_keys", TABLE_KEYS)
    label, size = fit_text(text, footer_line(layout.tr, keys, table_keys), MIN_TEXT, width)
    layout.footer_drawn = label
    height = text.font(size).size(label)[1]
    if anchor == "midtop" and pos[1] + height > surface.get_height():
        pos, anchor = (pos[0], surface.get_height()), "midbottom"
    record("footer", text.blit(surface, label, pos, size, DIM, anchor=anchor))
