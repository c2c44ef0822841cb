"""The pygame-gui theme: assets/theme/theme.json with its font paths resolved through
game.resources.asset_path, so the shipped NotoSansJP renders Japanese from the source tree and
from a PyInstaller bundle alike, on a machine with no fonts installed."""
from __future__ import annotations

import json
from typing import Any

from game.resources import asset_path

FONT_PATH_KEYS = ("regular_path", "bold_path", "italic_path", "bold_italic_path")


def _resolve_fonts(block: Any) -> None:
    entries = block if isinstance(block, list) else [block]
    for entry in entries:
        for key in FONT_PATH_KEYS:
            if isinstance(entry.get(key), str):
                entry[key] = str(asset_path(*entry[key].split("/")))
        # italic faces are not shipped: the regular/bold files stand in for them
        entry.setdefault("italic_path", entry.get("regular_path"))
        entry.setdefault("bold_italic_path", entry.get("bold_path"))


def theme_dict(min_font: int = 0) -> dict[str, Any]:
    """The theme; every font at least `min_font` (the larger cards-and-text setting in a small
    window raises the buttons' and labels' text with the table's)."""
    data = json.loads(asset_path("theme", "theme.json").read_text(encoding="utf-8"))
    for element in data.values():
        if isinstance(element, dict) and "font" in element:
            _resolve_fonts(element["font"])
            for entry in element["font"] if isinstance(element["font"], list) else [element["font"]]:
                if min_font and str(entry.get("size", "")).isdigit():
                    entry["size"] = str(max(int(entry["size"]), min_font))
    return data
