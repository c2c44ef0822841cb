"""Every character of every shipped string (both languages, every string table) is drawn by the
fonts the app ships, Regular and Bold: no string shows a .notdef box. (A "▸" on a button and the
floor brackets "⌊⌋" in a rules text were boxes before this test.)"""
from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.resources import asset_path  # noqa: E402
from ui import fontcheck  # noqa: E402


def shipped_characters() -> str:
    chars: set[str] = set()
    for lang in ("ja", "en"):
        for path in sorted(asset_path("strings", lang).glob("*.json")):
            for value in json.loads(path.read_text(encoding="utf-8")).values():
                if isinstance(value, str):
                    chars.update(value)
    return "".join(sorted(chars))


@pytest.mark.parametrize("font_name", ["NotoSansJP-Regular.otf", "NotoSansJP-Bold.otf"])
def test_every_shipped_string_is_drawn_by_the_shipped_font(font_name):
    pygame.font.init()
    font = pygame.font.Font(str(asset_path("fonts", font_name)), 24)
    text = shipped_characters()
    assert len(text) > 500                      # kana, kanji, suits, punctuation of both languages
    assert fontcheck.missing_glyphs(font, text) == []
