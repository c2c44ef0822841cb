"""What a table frame drew where: rectangles by kind ("hand" cards, action "button"s, seat and
log "panel"s, play "area"s, modal "dialog"s, "banner"s and floating "label"s, the "prompt", the
key "footer"), each with a name; and what a person sees of the state of things: a "button_off"
(a button drawn disabled), the Hint's or a lesson's "mark", "selected" (lifted) and "dim" cards,
a "pill" (a badge or a seat's badge, named by its label), a "pile" of backs (round all its backs),
the "play" on top of a field (its cards and caption: a toast climbs over it),
Tyrant's "face_up" tag, a dialog's "value" (Napoleon's bid count). The drawing helpers
(common.panel, Banner, Button, LabelSprite) and the layouts' hand, prompt and footer record into
the registry a table scene holds while it draws (`recording`), so a test can check that nothing
covers what the player needs, and tools/lesson_clicks.py can play a lesson from what was drawn."""
from __future__ import annotations

from contextlib import contextmanager

import pygame


class DrawnRects:
    def __init__(self) -> None:
        self.items: list[tuple[str, str, pygame.Rect]] = []

    def add(self, kind: str, rect: pygame.Rect, name: str = "") -> None:
        self.items.append((kind, name, pygame.Rect(rect)))

    def of(self, *kinds: str) -> list[tuple[str, pygame.Rect]]:
        """(name, rect) of every rectangle of these kinds, in drawing order."""
        return [(name, rect) for kind, name, rect in self.items if kind in kinds]

    def without(self, kind: str, name: str) -> DrawnRects:
        """A copy without the rectangles of this kind and name (what is checked beside a panel)."""
        copy = DrawnRects()
        copy.items = [item for item in self.items if item[:2] != (kind, name)]
        return copy


_current: DrawnRects | None = None


def record(kind: str, rect: pygame.Rect, name: str = "") -> pygame.Rect:
    """Note `rect` as drawn (while a scene records); returns it, so a draw call can be wrapped."""
    if _current is not None and rect is not None:
        _current.add(kind, rect, name)
    return rect


def current() -> DrawnRects | None:
    """The registry being recorded into now (None: nothing records)."""
    return _current


@contextmanager
def recording(registry: DrawnRects):
    """Everything drawn inside the block is recorded into `registry`."""
    global _current
    previous, _current = _current, registry
    try:
        yield registry
    finally:
        _current = previous
