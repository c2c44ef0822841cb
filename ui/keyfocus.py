"""The keyboard focus every table shares: a light ring over one of the viewer's choices (a card of
the hand or of a dialog, a place on the table, a choice button such as a suit) or over one of the
buttons. ←/→ move it over the choices, Home/End jump to the first and last, Space (or ↑/↓, unless
the game gives them its own meaning in this phase) does what a click on it does, Tab/Shift+Tab move
it over the buttons, and Enter presses the button it is on. A choice is "clicked" by handing the
layout the very click a mouse would make at a point of it no other target covers, so the keyboard
does exactly what the mouse does, in every game and phase, with no game's rules copied here."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

FOCUS_COLOUR = (255, 255, 255)
MOVE_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
JUMP_KEYS = {pygame.K_HOME: "first", pygame.K_END: "last"}
CLICK_KEYS = (pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


@dataclass
class Target:
    """One thing the focus can rest on: where it is drawn, where a click on it lands, what it is
    (a card, a place's name, a button's name) and whether it is a button (Tab) or a choice (←/→)."""
    rect: pygame.Rect
    point: tuple[int, int]
    payload: Any
    button: bool = False
    gui: Any = None          # a pygame-gui button of the table (Hint, Undo, Continue…): pressed by name


def free_point(rect: pygame.Rect, covers: list[pygame.Rect]) -> tuple[int, int] | None:
    """A point of `rect` that none of `covers` (drawn above it) contains: the middle of the part
    left in sight, searched on a small grid from the left (a fanned card shows its left edge)."""
    inner = rect.inflate(-4, -4) if rect.w > 8 and rect.h > 8 else rect
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.25, 0.1, 0.75, 0.9, 0.04):
            point = (inner.x + int(inner.w * fx), inner.y + int(inner.h * fy))
            if not any(c.collidepoint(point) for c in covers):
                return point
    return None


def choices_of(entries: list[tuple[pygame.Rect, Any]], buttons: list) -> list[Target]:
    """Targets for click targets drawn in this order (a later one lies above an earlier one),
    each reachable at a point no later target and no button covers."""
    targets = []
    above = [b.rect for b in buttons]
    for i, (rect, payload) in enumerate(entries):
        covers = [r for r, _ in entries[i + 1:]] + above
        point = free_point(rect, covers)
        if point is not None:
            targets.append(Target(pygame.Rect(rect), point, payload))
    return targets


class KeyFocus:
    """Where the focus is: over the choices (`on_button` False) or the buttons, and on which (by
    what it is, so a card keeps the focus when others leave the hand; by place when it goes)."""

    def __init__(self) -> None:
        self.on_button = False
        self.payload: Any = None
        self.index = 0

    def reset(self) -> None:
        self.on_button = False
        self.payload = None
        self.index = 0

    def current(self, choices: list[Target], buttons: list[Target]) -> Target | None:
        """The target the focus is on now (falling back to the choices when no button is there)."""
        ring = buttons if self.on_button and buttons else choices
        if self.on_button and not buttons:
            self.on_button = False
        if not ring:
            return None
        for i, target in enumerate(ring):
            if target.payload == self.payload:
                self.index = i
                return target
        self.index = max(0, min(self.index, len(ring) - 1))
        self.payload = ring[self.index].payload
        return ring[self.index]

    def move(self, ring: list[Target], step: int | str, button: bool) -> Target | None:
        """Move over `ring` (the choices or the buttons) by `step`, or to its "first"/"last"."""
        if not ring:
            return None
        if self.on_button != button:
            self.on_button = button
            i = 0 if step in (1, "first") else len(ring) - 1
        else:
            self.current(ring if not button else [], ring if button else [])
            if step == "first":
                i = 0
            elif step == "last":
                i = len(ring) - 1
            else:
                i = (self.index + step) % len(ring)
        self.index, self.payload = i, ring[i].payload
        return ring[i]


def draw_focus(surface: pygame.Surface, target: Target) -> None:
    """The focus ring: a white outline a little outside the target, with a dark edge so it shows
    on the felt, on cards and on gold buttons alike, and a small mark under it."""
    ring = target.rect.inflate(10, 10)
    pygame.draw.rect(surface, (10, 20, 14), ring.inflate(4, 4), 2, border_radius=12)
    pygame.draw.rect(surface, FOCUS_COLOUR, ring, 3, border_radius=11)
    x, y = target.point[0], ring.bottom + 3
    if y + 8 <= surface.get_height():
        pygame.draw.polygon(surface, FOCUS_COLOUR, [(x - 7, y + 8), (x + 7, y + 8), (x, y)])


def gui_targets(scene) -> list[Target]:
    """The table's pygame-gui buttons on screen and enabled (Hint, Undo, Continue, Finish the deal)."""
    out = []
    for element, name in scene.buttons.items():
        if element.visible and element.is_enabled:
            out.append(Target(pygame.Rect(element.rect), element.rect.center, name, True, gui=element))
    return out


def targets(scene) -> tuple[list[Target], list[Target]]:
    """(choices, buttons) the focus moves over now: none unless the viewer has a decision."""
    if not scene.legal or scene.menu_open or scene.layout.replay:
        return [], []
    layout = scene.layout
    return layout.focus_choices(), layout.focus_buttons() + gui_targets(scene)


def press(scene, target: Target) -> list | None:
    """What pressing (or clicking) `target` does: a pygame-gui button's own handler, else the very
    click a mouse would make there (for a choice, ↓ may stand for another mouse button)."""
    if target.gui is not None:
        scene.on_button(target.payload)
        return None
    return click(scene, target.point, 1)


def click(scene, point, button: int) -> list | None:
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=point, mod=0)
    return scene.layout.handle_event(event, scene.view, scene.context())


def handle_key(scene, focus: KeyFocus, key: int, mod: int) -> tuple[bool, list | None]:
    """A key for the focus: (True, the actions it completes) when the focus took it, (False, None)
    when the game's own keys (and the table's) should have it."""
    layout = scene.layout
    choices, buttons = targets(scene)
    if not choices and not buttons:
        return False, None
    if key in ENTER_KEYS:
        current = focus.current(choices, buttons)
        if focus.on_button and current is not None:
            focus.on_button = False
            return True, press(scene, current)
        if layout.hint_untouched() and layout.hint_stands(layout.hint, scene.legal):
            return True, layout.hint_moves(layout.hint)   # H then Enter: the Hint's whole move
        return False, None
    if layout.claims(key):
        return False, None
    if key == pygame.K_TAB:
        moved = focus.move(buttons, -1 if mod & pygame.KMOD_SHIFT else 1, True)
    elif key in MOVE_KEYS and choices:
        moved = focus.move(choices, MOVE_KEYS[key], False)
    elif key in JUMP_KEYS and choices:
        moved = focus.move(choices, JUMP_KEYS[key], False)
    elif key in CLICK_KEYS:
        current = focus.current(choices, buttons)
        if current is None:
            return False, None
        if focus.on_button or current.button:
            return True, press(scene, current)
        return True, click(scene, current.point, layout.down_click if key == pygame.K_DOWN else 1)
    else:
        return False, None
    if moved is not None:
        layout.focus_moved(moved.payload)
    return moved is not None, None


def draw(scene, focus: KeyFocus, surface: pygame.Surface) -> None:
    """The focus ring over the target it is on, while the viewer has a decision."""
    choices, buttons = targets(scene)
    current = focus.current(choices, buttons)
    if current is not None and not scene.anim.busy:
        draw_focus(surface, current)
