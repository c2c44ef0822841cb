"""The viewer's hand as every table fans it: the cards side by side along the geometry's
`hand_area` (`g.hand_rects(n)`), the one under the mouse raised while it is a choice, the chosen
ones lifted and outlined, the Hint's (or, in a review, the made move's) mark, the cards no legal
move uses dimmed while the hand is active, and each active card a click target. What is the
same at every table lives here; the layout's hooks (ui/layouts/standard.py) say what differs."""
from __future__ import annotations

import pygame

from ui.layouts.common import dim_cards, hovered, mark_hand, mark_selected, selected_rect


def draw_hand_fan(layout, surface: pygame.Surface, view, g, ctx) -> list:
    """Draw the viewer's hand for `layout`; returns [(rect, card)] as drawn (a hidden hand: [])."""
    art = layout.app.cards
    cards = layout.hand_cards(view, ctx)
    if cards is None:
        for rect in g.hand_rects(layout.hand_backs(view)):
            art.blit(surface, None, rect, face_up=False)
        return []
    rects = g.hand_rects(len(cards))
    mark_hand(rects)
    active = layout.hand_active(view, ctx)
    usable = layout.usable(view, ctx) if active else None
    hover = hovered(rects, ctx.mouse) if active else None
    targets = getattr(layout, layout.HAND_TARGETS)
    drawn = []
    for i, (card, rect) in enumerate(zip(cards, rects)):
        chosen = layout.chosen(card)
        free = usable is None or card in usable
        r = selected_rect(rect, chosen, i == hover and free)
        art.blit(surface, card, r)
        if layout.hinted(card):
            layout.mark_hint(surface, r)
        elif layout.was_made(card):
            layout.mark_made(surface, r)
        if not free and not chosen:
            dim_cards(surface, [r])   # no legal move uses it now
        if chosen:
            mark_selected(surface, r)
        layout.decorate_card(surface, view, card, r, active)
        entry = layout.hand_hit(r, card, free) if active else None
        if entry is not None:
            targets.append(entry)
        drawn.append((r, card))
    return drawn
