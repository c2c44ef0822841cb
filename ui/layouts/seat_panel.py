"""A seat's panel as every table draws it: the panel itself (glowing, with a gold frame, while the
seat is on turn), and its first line: the seat's name (gold while on turn), its badges as pills
after the name, a figure in the top right corner (a match total), and either the turn tab (on
turn: "On turn", "Thinking…") or the seat's state after the badges ("passed", "out"); and the
viewer's seat as one line above the hand. `StandardLayout.draw_seat` and `draw_own_line` draw
them from the game's hooks; what lies under a panel's first line (card backs, chips, tricks
taken) is the game's own."""
from __future__ import annotations

from typing import Sequence

import pygame

from ui.layouts.common import CREAM, DIM, GOLD, MIN_TEXT, blit_fit, ellipsize, pill_badge, turn_panel, turn_tab

Colour = tuple[int, int, int]


def seat_header(layout, surface: pygame.Surface, rect: pygame.Rect, seat: int, active: bool, *, tab: str = "",
                status: tuple[str, Colour] | None = None, badges: Sequence[tuple[str, Colour]] = (),
                corner: str = "", right: int | None = None, inset: tuple[int, int] = (12, 6), size: int = 18,
                status_size: int = 15, alpha: int = 150, lead: int = 0, above: int | None = None) -> int:
    """Draw `seat`'s panel in `rect` and its first line for `layout`; returns where the name and
    its badges end. `active`: the seat is on turn (the tab shows `tab`); `status`: its state
    (label, colour) after the badges while it is not on turn; `corner`: a figure at the top right;
    `right`: where the line must end (what the game draws at the panel's right); `inset`: the
    name's place in the panel, `lead` pixels further right when icons stand before it; `above`:
    where what the game draws under the line starts (an opponent's card backs): a badge larger type
    makes taller rises to end above it."""
    text = layout.app.text
    turn_panel(surface, rect, active, alpha=alpha)
    x, y = rect.x + inset[0] + lead, rect.y + inset[1]
    right = rect.right - 12 if right is None else right
    clear: tuple[pygame.Rect, ...] = ()
    if corner:
        clear = (text.blit(surface, corner, (rect.right - 12, y + 3), MIN_TEXT, DIM, anchor="topright"),)
        right = min(right, clear[0].x - 8)
    badges_w = sum(text.font(MIN_TEXT, True).size(label)[0] + 18 for label, _ in badges)
    status_w = text.font(status_size, True).size(status[0])[0] + 12 if status and status[0] and not active else 0
    name = ellipsize(text, layout.name(seat), size, max(60, right - x - badges_w - status_w), bold=True)
    end = text.blit(surface, name, (x, y), size, GOLD if active else CREAM, bold=True).right + 8
    for label, colour in badges:   # larger type, a narrow panel: a badge is cut to the room left
        room = right - end - 12
        if room < 24:
            break
        shown = ellipsize(text, label, MIN_TEXT, room, bold=True)
        top = y + 4 if above is None else min(y + 4, above - 1 - text.font(MIN_TEXT, True).size(shown)[1] - 2)
        end = pill_badge(surface, text, end, top, shown, colour)
    if active:
        turn_tab(surface, text, rect, tab, clear_of=end, keep_clear=clear)
    elif status and status[0]:
        blit_fit(surface, text, status[0], (end + 4, y + size - status_size), status_size, right - end - 4,
                 status[1], bold=True)
    return end


def seat_line(layout, surface: pygame.Surface, rect: pygame.Rect, name: str, facts: Sequence[str], active: bool,
              remark: tuple[str, Colour] | None = None, lead: int = 0) -> None:
    """The viewer's seat as one line above the hand: its panel (glowing while on turn), `name`
    (`lead` pixels in, after the icons the game draws before it), the facts about the seat after it
    (cards held, a total, marks, "your turn"; gold while on turn) and a remark (label, colour) at
    the line's right end."""
    text = layout.app.text
    turn_panel(surface, rect, active, alpha=110)
    label = ellipsize(text, name, 18, 240, bold=True)
    x = text.blit(surface, label, (rect.x + 10 + lead, rect.y + 9), 18, GOLD if active else CREAM, bold=True).right + 14
    room = rect.right - 10 - x
    if remark:
        shown = ellipsize(text, remark[0], 15, 200, bold=True)
        room -= text.blit(surface, shown, (rect.right - 10, rect.y + 11), 15, remark[1], bold=True,
                          anchor="topright").w + 16
    blit_fit(surface, text, "   ".join(facts), (x, rect.y + 11), 15, room, GOLD if active else CREAM, bold=active)
