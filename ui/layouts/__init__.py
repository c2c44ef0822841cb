"""Table layouts, one package per game mirroring engines/ (ui/layouts/<game>/ exporting `Layout`,
and optionally `result_notes`/`result_cards` for the results screen); what every table shares lives
in ui/layouts/common.py and base.py. The generic table scene asks `layout_for(game_id)`; games
without their own layout are refused at setup."""
from __future__ import annotations

import importlib


def has_layout(game_id: str) -> bool:
    try:
        importlib.import_module(f"ui.layouts.{game_id}")
    except ImportError:
        return False
    return True


def layout_for(game_id: str):
    return importlib.import_module(f"ui.layouts.{game_id}").Layout
