"""A forced move: the viewer's only legal move (a pass with nothing that beats the table, the one
card that may follow). With the setting "forced moves made for me" off (the default) the prompt
says why and names the one button to press, and the layout enables that button alone; with it on,
a banner on top of everything says why and what is made, for FORCED_SHOW_S before the table makes
it. The words come from the layout (`forced_reason` for a game's own reason, its buttons' labels)
and the table's MoveWords."""
from __future__ import annotations

import pygame

from game.actions import Action

FORCED_SHOW_S = 2.2      # the banner stays this long before the move is made (longer at Slow animations)
KEEP_ENABLED = {"stock", "clear", "cancel"}   # buttons that only look or undo a selection: never narrowed
BANNER_BG, BANNER_EDGE, BANNER_TITLE, BANNER_TEXT = (16, 34, 26), (246, 215, 126), (246, 215, 126), (244, 234, 208)


def only_move(legal: list[Action]) -> Action | None:
    return legal[0] if len(legal) == 1 else None


def makes(button_name: str, action: Action) -> bool:
    """Whether the button named so makes `action` (Play makes any card play)."""
    return button_name in (action.kind, f"{action.kind}:{action.value}") or (button_name == "play" and bool(action.cards))


def narrow(buttons: list, action: Action | None) -> None:
    """While `action` is the only legal move, its button is the only move button enabled."""
    if action is None:
        return
    for button in buttons:
        if button.name not in KEEP_ENABLED and not makes(button.name, action):
            button.enabled = False


def button_label(layout, action: Action) -> str | None:
    for button in [*getattr(layout, "dialog_buttons", []), *getattr(layout, "buttons", [])]:
        if makes(button.name, action):
            return button.label
    return None


def reason(layout, view, action: Action) -> str:
    """Why this is the only move: the game's own reason, else one by the kind of move."""
    own = layout.forced_reason(view, action)
    if own:
        return own
    tr, words = layout.tr, layout.table.words
    if action.cards:
        return tr("ui.forced.reason.cards", cards=words.cards(action.cards))
    if action.kind.startswith("pass"):
        return tr("ui.forced.reason.pass")
    return tr("ui.forced.reason.other", move=words.move(action))


def prompt(layout, view, action: Action) -> str:
    """The prompt while the player must press the only move themselves: why, and which button."""
    label = button_label(layout, action)
    why = reason(layout, view, action)
    return layout.tr("ui.forced.prompt", reason=why, button=label) if label else why


def draw_banner(surface: pygame.Surface, app, title: str, line: str, left: float, bottom: int) -> None:
    """The forced-move banner, above the table, its buttons and its animations, ending at `bottom`
    (just over the player's hand and prompt, where the player's own card would go): why (title),
    what is made (line), and a bar running down the time `left` (0..1) before it is made."""
    text = app.text
    width = min(surface.get_width() - 80, max(text.font(24, True).size(title)[0], text.font(18).size(line)[0]) + 80)
    box = pygame.Rect(0, 0, width, 104)
    box.midbottom = (surface.get_width() // 2, bottom)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*BANNER_BG, 235), shade.get_rect(), border_radius=16)
    surface.blit(shade, box.topleft)
    pygame.draw.rect(surface, BANNER_EDGE, box, 2, border_radius=16)
    from ui.layouts.common import fit_text

    label, size = fit_text(text, title, 24, box.w - 40, bold=True)
    text.blit(surface, label, (box.centerx, box.y + 16), size, BANNER_TITLE, bold=True, anchor="midtop")
    label, size = fit_text(text, line, 18, box.w - 40)
    text.blit(surface, label, (box.centerx, box.y + 52), size, BANNER_TEXT, anchor="midtop")
    bar = pygame.Rect(box.x + 30, box.bottom - 16, int((box.w - 60) * max(0.0, min(1.0, left))), 5)
    pygame.draw.rect(surface, BANNER_EDGE, bar, border_radius=2)
