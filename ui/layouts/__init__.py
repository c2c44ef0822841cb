"""Table layouts, one package per game mirroring engines/ (ui/layouts/<game>/ exporting `Layout`,
and optionally `result_notes`/`result_cards` for the results screen); every layout builds on the
standard table (ui/layouts/standard.py: the hand, the log, the prompt, the buttons, the footer, the
input), and smaller shared pieces live in common.py and base.py. The generic table scene asks `layout_for(game_id)`; games
without their own layout are refused at setup."""
from __future__ import annotations

import importlib
import importlib.util


class LayoutLoadError(RuntimeError):
    """A game's table layout package exists but does not import."""


def has_layout(game_id: str) -> bool:
    """Whether the game has a table layout package. One that exists but fails to import is a
    programming error and raises (LayoutLoadError), never reads as "no layout"."""
    if not game_id.isidentifier() or importlib.util.find_spec(f"ui.layouts.{game_id}") is None:
        return False
    try:
        importlib.import_module(f"ui.layouts.{game_id}")
    except Exception as exc:
        raise LayoutLoadError(f"the table layout ui.layouts.{game_id} fails to load: "
                              f"{type(exc).__name__}: {exc}") from exc
    return True


def layout_for(game_id: str):
    return importlib.import_module(f"ui.layouts.{game_id}").Layout
