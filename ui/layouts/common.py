"""What the game tables (tyrant, napoleon, daifugo13 layouts) draw and animate alike: the text
colours, the cached translucent rounded panel, a hand fanned across an area (the card under the
mouse, the cards not flying out of it), one action's events queued as log lines and animation
steps (and the base of each layout's event plan), face-down cards dealt from the middle, and a
passing remark (or any sprite on the label layer) shown for a while and then taken off. Not a
game's layout itself: there is no `Layout` here."""
from __future__ import annotations

from typing import Callable

import pygame

GOLD = (236, 198, 106)
CREAM = (244, 234, 208)
DIM = (178, 186, 168)
RED_TEXT = (255, 140, 120)
BLUE = (150, 196, 255)

_PANELS: dict[tuple, pygame.Surface] = {}


def panel(surface: pygame.Surface, rect: pygame.Rect, highlight: bool = False, alpha: int = 150) -> None:
    """A translucent rounded panel with a gold edge (cached per size and look)."""
    key = (rect.size, highlight, alpha)
    box = _PANELS.get(key)
    if box is None:
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (8, 22, 15, alpha), box.get_rect(), border_radius=12)
        border = (246, 210, 120, 255) if highlight else (201, 161, 74, 110)
        pygame.draw.rect(box, border, box.get_rect(), 3 if highlight else 1, border_radius=12)
        _PANELS[key] = box
    surface.blit(box, rect)


def fan_rects(area: pygame.Rect, count: int, size: tuple[int, int], gap: int, top: int,
              margin: int = 0) -> list[pygame.Rect]:
    """`count` cards of `size` in a row centred in `area`, `top` below its top edge: `gap` apart,
    overlapping when the row (with `margin` kept free) would not fit."""
    if count <= 0:
        return []
    w, h = size
    step = min(w + gap, (area.w - margin - w) // max(1, count - 1)) if count > 1 else 0
    total = w + step * (count - 1)
    x0 = area.centerx - total // 2
    return [pygame.Rect(x0 + i * step, area.y + top, w, h) for i in range(count)]


def hovered(rects: list[pygame.Rect], mouse) -> int | None:
    """The index of the card under `mouse` in an overlapping fan (the one drawn on top), or None."""
    found = None
    for i, rect in enumerate(rects):
        if rect.collidepoint(mouse) and (i == len(rects) - 1 or not rects[i + 1].collidepoint(mouse)):
            found = i
    return found


def still_in_hand(cards: list, seat: int, ctx, anim) -> list:
    """`cards` of `seat`'s hand less those flying out of it right now (while sprites stand in)."""
    if ctx.suppressed.get(f"hand:{seat}"):
        flying = anim.flying_cards
        return [c for c in cards if c not in flying]
    return cards


def play_events(plan, events, log_line: Callable[[object], str | None], log, anim) -> None:
    """Queue each event's animation on `plan` (after its line, if `log_line` gives one, joins
    `log` at that point of the timeline), then the plan's closing beat."""
    for event in events:
        line = log_line(event)
        if line:
            anim.then(lambda line=line: log.append(line) or [])
        plan.add(event)
    plan.finish()


class EventPlan:
    """The base of a layout's plan, which turns one action's events into animation steps over the
    view from before the action: what it is handed, the layout's strings, the closing beat."""

    closing_beat = 0.08

    def __init__(self, layout, g, before, after, anim) -> None:
        self.layout = layout
        self.g = g
        self.before = before
        self.after = after
        self.anim = anim

    def _text(self, key: str, **kw) -> str:
        return self.layout.tr(key, **kw)

    def add(self, e) -> None:
        raise NotImplementedError

    def finish(self) -> None:
        """A beat after a visible action, so consecutive plays read as separate moves."""
        if self.anim.timeline.steps:
            self.anim.then(hold=self.closing_beat)


def deal_flight(layout, anim, origin: pygame.Rect, flights: list[tuple[pygame.Rect, float, float]]) -> None:
    """Face-down cards fly from `origin`, one to each (target, duration, delay) of `flights` in
    that order; `layout.dealing` stays True until they have landed, then they vanish."""
    sprites = []

    def make():
        tweens = []
        for target, duration, delay in flights:
            s = anim.card(None, origin, False)
            sprites.append(s)
            tweens.append(s.move_to(target, duration, delay=delay))
        return tweens

    def clear():
        for s in sprites:
            s.visible = False
        layout.dealing = False

    layout.dealing = True
    anim.then(make, on_end=clear)


def show_briefly(anim, hold: float, appear: Callable[[], tuple[object, object]]) -> None:
    """Queue a step: `appear()` puts a sprite on `anim.labels` and returns (sprite, its tween);
    `hold` seconds after the tween the sprite is taken off again."""
    shown = []

    def make():
        sprite, tween = appear()
        shown.append(sprite)
        return [tween]

    def gone():
        for sprite in shown:
            if sprite in anim.labels:
                anim.labels.remove(sprite)

    anim.then(make, hold=hold, on_end=gone)


def passing_label(anim, text: str, pos, hold: float, pop: float, size: int = 18, tag: str = "") -> None:
    """A passing remark (a pass, chips placed, an effect) that pops in over `pop` seconds and
    disappears after `hold`."""
    def appear():
        lab = anim.label(text, pos, size=size, tag=tag)
        return lab, lab.pop_in(pop)

    show_briefly(anim, hold, appear)
