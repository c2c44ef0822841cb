"""Whether a font really draws Japanese rather than .notdef boxes, and the small JSON report the
smoke test writes beside its screenshot (PATH + ".json") so the packaging test can check the built
executable, not only the source tree.

A glyph counts as drawn when it has ink and its bitmap differs from the font's .notdef glyph
(obtained by rendering a code point no shipped font maps)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pygame

from game.resources import asset_path, base_dir

PROBE = "暴君論"
UNMAPPED = "\U0010FFFD"  # last private-use code point of plane 16: in no font we ship
REPORT_SUFFIX = ".json"


def glyph_bitmap(font: pygame.font.Font, char: str) -> tuple[tuple[int, int], bytes] | None:
    """The glyph as (size, white-on-black bytes), or None when it leaves no ink."""
    surface = font.render(char, False, (255, 255, 255), (0, 0, 0))
    pixels = pygame.image.tobytes(surface, "RGB")
    if not any(pixels):
        return None
    return surface.get_size(), pixels


def missing_glyphs(font: pygame.font.Font, text: str) -> list[str]:
    """The characters of `text` this font draws as .notdef (or not at all); spaces are ignored."""
    notdef = glyph_bitmap(font, UNMAPPED)
    return [char for char in dict.fromkeys(text)
            if not char.isspace() and glyph_bitmap(font, char) in (None, notdef)]


def report_path(screenshot_path: str | Path) -> Path:
    return Path(f"{screenshot_path}{REPORT_SUFFIX}")


def write_report(screenshot_path: str | Path, font_path: str | Path | None = None,
                 samples: list[str] | tuple[str, ...] = ()) -> dict:
    """Check the Japanese font the table uses against PROBE (and any on-screen `samples`) and write
    the result next to the screenshot. Returns the report."""
    from ui.text import REGULAR

    font_file = Path(font_path) if font_path else asset_path("fonts", REGULAR)
    if not pygame.font.get_init():
        pygame.font.init()
    font = pygame.font.Font(str(font_file), 24)
    texts = [PROBE, *samples]
    missing = sorted({char for text in texts for char in missing_glyphs(font, text)})
    report = {
        "font": str(font_file),
        "bundle_dir": str(base_dir()),
        "frozen": bool(getattr(sys, "_MEIPASS", None)),
        "probe": PROBE,
        "samples": list(samples),
        "missing": missing,
        "japanese_ok": not missing,
    }
    report_path(screenshot_path).write_text(json.dumps(report, ensure_ascii=False, indent=1),
                                            encoding="utf-8")
    return report
