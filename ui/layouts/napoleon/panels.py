"""The Napoleon table's three overlays: the bidding panel (a suit, a number of honours, bid or
pass), the adjutant card picker (all 53 cards, the viewer's own marked), and the end-of-deal
results (N39: the discards, where the named card was, who the adjutant was; then each seat's role,
honours, score lines from DealResult.lines, the deal's points and the running total)."""
from __future__ import annotations

import pygame

from engines.napoleon.cards import parse_bid
from game.actions import Action
from game.cards import JOKER, SUIT_SYMBOLS, Card
from ui.drawn import record
from ui.layouts.common import BLUE, CREAM, DIM, GOLD, MIN_TEXT, above_foot, blit_fit, dialog_panel, ellipsize
from ui.layouts.napoleon.geometry import PICK, SMALL, Geometry
from ui.layouts.results import draw_score_lines
from ui.widgets import Button

BID_SUITS = ("S", "H", "D", "C")
PICK_RANKS = (1, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2)


# ---- bidding ------------------------------------------------------------------------------------------
def lowest_bid(view) -> int:
    """N13: the fewest honours a bid may name in this game (the rule option, 12 by default)."""
    return int(view.options.get("min_bid", 12))


def _default_bid(layout, view) -> None:
    """Start the panel at the lowest bid the rules accept now."""
    if layout.bid_suit is not None and layout.bid_count is not None:
        return
    lowest = next((parse_bid(a.value) for a in layout.table.legal if a.kind == "bid"), None)
    count, suit = lowest if lowest else (lowest_bid(view), "C")
    layout.bid_suit = layout.bid_suit or suit
    layout.bid_count = layout.bid_count or count


SUIT_W, SUIT_GAP = 110, 8   # a suit button's width at the usual type size, the gap between two


def suit_label(tr, suit: str) -> str:
    return f"{SUIT_SYMBOLS[suit]} {tr('napoleon.suit.' + suit)}"


def suit_width(layout) -> int:
    """A suit button's width: wider where raised type (larger text, a small window) needs it."""
    font = layout.app.text.font(MIN_TEXT, True)
    return max(SUIT_W, max(font.size(suit_label(layout.tr, suit))[0] for suit in BID_SUITS) + 20)


def bid_box(layout, g: Geometry) -> pygame.Rect:
    """The bid dialog: the geometry's `bid_box`, widened about its centre where raised type needs
    room for the suit buttons or the key line."""
    keys = layout.app.text.font(MIN_TEXT).size(layout.tr("ui.napoleon.bid_keys"))[0] + 24
    box = g.bid_box.copy()
    box.w = max(box.w, 4 * suit_width(layout) + 3 * SUIT_GAP + 32, keys)
    box.centerx = g.bid_box.centerx
    return box


def draw_bidding(layout, surface, view, g: Geometry, ctx) -> None:
    text, tr = layout.app.text, layout.tr
    _default_bid(layout, view)
    box = bid_box(layout, g)
    dialog_panel(surface, box)
    text.blit(surface, tr("ui.napoleon.bid_title"), (box.centerx, box.y + 10), 20, GOLD, bold=True,
              anchor="midtop")
    if view.high_bid is not None:
        count, suit = view.high_bid
        standing = tr("ui.napoleon.high_bid", bid=f"{SUIT_SYMBOLS[suit]}{count}", name=layout.name(view.high_bidder))
    else:
        standing = tr("ui.napoleon.no_bid_min", n=lowest_bid(view))
    text.blit(surface, standing, (box.centerx, box.y + 42), 15, CREAM, anchor="midtop")
    text.blit(surface, tr("ui.napoleon.honours"), (box.x + 24, box.y + 160), 16, DIM)
    count_rect = pygame.Rect(box.centerx - 50, box.y + 146, 100, 50)
    pygame.draw.rect(surface, (8, 22, 15), count_rect, border_radius=9)
    pygame.draw.rect(surface, (201, 161, 74), count_rect, 1, border_radius=9)
    text.blit(surface, str(layout.bid_count), count_rect.center, 26, CREAM, bold=True, anchor="center")
    record("value", count_rect, f"bid_count:{layout.bid_count}")
    blit_fit(surface, text, tr("ui.napoleon.bid_keys"), (box.centerx, box.bottom - 3), MIN_TEXT, box.w - 24, DIM,
             anchor="midbottom")   # inside the box at any type size


def bid_buttons(layout, view, g: Geometry, ctx) -> list[Button]:
    tr = layout.tr
    _default_bid(layout, view)
    box = bid_box(layout, g)
    out = []
    w, gap = suit_width(layout), SUIT_GAP
    x0 = box.centerx - (4 * w + 3 * gap) // 2
    for i, suit in enumerate(BID_SUITS):
        out.append(Button("suit:" + suit, suit_label(tr, suit), pygame.Rect(x0 + i * (w + gap), box.y + 78, w, 48),
                          toggled=layout.bid_suit == suit))
    out.append(Button("minus", "−", pygame.Rect(box.centerx - 112, box.y + 146, 52, 50),
                      enabled=layout.bid_count > lowest_bid(view)))
    out.append(Button("plus", "+", pygame.Rect(box.centerx + 60, box.y + 146, 52, 50),
                      enabled=layout.bid_count < 20))
    bid = f"{SUIT_SYMBOLS[layout.bid_suit]}{layout.bid_count}"
    made = Action("bid", value=f"{layout.bid_suit}{layout.bid_count}")
    out.append(layout.action_button("bid", tr("ui.napoleon.btn.bid", bid=bid),
                                    pygame.Rect(box.centerx - 214, box.y + 212, 230, 52), made, ctx,
                                    primary=True, hotkey="Enter"))
    out.append(layout.action_button("pass", tr("ui.napoleon.btn.pass"),
                                    pygame.Rect(box.centerx + 28, box.y + 212, 186, 52), Action("pass"), ctx,
                                    hotkey="P"))
    return out


# ---- the adjutant picker ----------------------------------------------------------------------------------
def pick_card(row: int, col: int) -> Card:
    if col == 13:
        return Card(JOKER, 1)
    return Card(BID_SUITS[row], PICK_RANKS[col])


def draw_picker(layout, surface, view, g: Geometry, ctx) -> None:
    art, text, tr = layout.app.cards, layout.app.text, layout.tr
    box = g.pick_box
    dialog_panel(surface, box)
    text.blit(surface, tr("ui.napoleon.pick_title"), (box.centerx, box.y + 8), 18, GOLD, bold=True, anchor="midtop")
    own = set(view.hand)
    yours = tr("ui.napoleon.in_hand")
    if text.font(MIN_TEXT, True).size(yours)[0] > PICK[0]:   # raised type: the short word, under its card only
        yours = tr("ui.napoleon.in_hand_short")
    shade = pygame.Surface(PICK, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 120), shade.get_rect(), border_radius=5)
    for rect, row, col in g.pick_rects():
        card = pick_card(row, col)
        chosen = card == layout.picked
        r = rect.move(0, -6) if chosen else rect
        art.blit(surface, card, r, shadow=False)
        if card in own:
            record("dim", r)
            surface.blit(shade, r)
            text.blit(surface, yours, (r.centerx, r.bottom - 2), MIN_TEXT, GOLD, bold=True, anchor="midbottom")
        elif layout.lesson_only is not None and not layout.hinted(card):
            record("dim", r)
            surface.blit(shade, r)          # a lesson asks for one card: the others are dimmed
        if chosen:
            pygame.draw.rect(surface, GOLD, r.inflate(6, 6), 3, border_radius=7)
        if layout.hinted(card):   # the Hint's card keeps its mark when it is also the one picked
            layout.mark_hint(surface, r)
        elif layout.was_made(card):
            layout.mark_made(surface, r)
        elif r.collidepoint(ctx.mouse):
            pygame.draw.rect(surface, (255, 255, 255), r.inflate(4, 4), 1, border_radius=6)
        layout.hits.append((r, "pick", card))
    foot = above_foot(text, box.bottom, MIN_TEXT, 24)
    blit_fit(surface, text, tr("ui.napoleon.pick_hint"), (box.centerx, foot), MIN_TEXT, box.w - 24, DIM,
             anchor="midtop")


# ---- end of deal ------------------------------------------------------------------------------------------
def draw_results(layout, surface, view, g: Geometry) -> None:
    art, text, tr = layout.app.cards, layout.app.text, layout.tr
    match = layout.table.match
    if not match.deal_results:
        return
    result = match.deal_results[-1]
    details = result.details or {}
    totals = match.totals()
    box = g.result_box
    dialog_panel(surface, box)
    bid = f"{SUIT_SYMBOLS[view.trump]}{view.bid_count}" if view.trump else ""
    side = details.get("napoleon_side_honours", 0)
    key = "ui.napoleon.res.side_won" if details.get("napoleon_side_won") else "ui.napoleon.res.side_lost"
    title = tr("ui.napoleon.res.title", n=match.deal_index + 1, of=match.deals)
    text.blit(surface, title, (box.x + 20, box.y + 12), 20, GOLD, bold=True)
    text.blit(surface, tr(key, honours=side, bid=bid, name=layout.name(view.napoleon)),
              (box.right - 20, box.y + 14), 17, CREAM, bold=True, anchor="topright")
    # the reveal (N39)
    y = box.y + 50
    text.blit(surface, tr("ui.napoleon.discards"), (box.x + 20, y + 14), 15, DIM)
    for i, card in enumerate(view.discards):
        art.blit(surface, card, pygame.Rect(box.x + 110 + i * 40, y, *SMALL))
    text.blit(surface, tr("ui.napoleon.named"), (box.x + 260, y + 14), 15, DIM)
    if view.named is not None:
        art.blit(surface, view.named, pygame.Rect(box.x + 370, y, *SMALL))
    where = view.named_where or details.get("named_where", "")
    holder = view.adjutant if view.adjutant is not None else view.napoleon
    reveal = tr(f"napoleon.event.reveal_{where}", card=layout.card_label(view.named),
                seat=layout.name(holder)) if where else ""
    adj = (tr("ui.napoleon.adjutant_is", name=layout.name(view.adjutant)) if view.adjutant is not None
           else tr("ui.napoleon.adjutant_alone"))
    text.blit(surface, reveal, (box.x + 420, y + 2), 15, CREAM)
    text.blit(surface, adj, (box.x + 420, y + 26), 15, BLUE, bold=True)
    # the table of seats
    cols = (box.x + 20, box.x + 180, box.x + 320, box.x + 420, box.right - 120, box.right - 20)
    y = box.y + 112
    heads = ("ui.napoleon.res.col_name", "ui.napoleon.res.col_role", "ui.napoleon.res.col_honours",
             "ui.napoleon.res.col_lines", "ui.napoleon.res.col_deal", "ui.napoleon.res.col_total")
    for i, head in enumerate(heads):
        anchor = "topright" if i >= 4 else "topleft"
        text.blit(surface, tr(head), (cols[i], y), MIN_TEXT, DIM, anchor=anchor)
    y += 22
    seats = details.get("seats", [])
    winners = set(result.winners)
    lines_w = cols[4] - 60 - cols[3]
    for seat in range(len(result.scores)):
        pygame.draw.line(surface, (201, 161, 74), (box.x + 14, y), (box.right - 14, y), 1)
        row_y = y + 6
        color = GOLD if seat in winners else CREAM
        text.blit(surface, ellipsize(text, layout.name(seat), 16, cols[1] - cols[0] - 10, bold=True), (cols[0], row_y),
                  16, color, bold=True)
        role = seats[seat].get("role", "ally") if seat < len(seats) else "ally"
        if role == "napoleon" and details.get("alone"):
            role = "alone"
        text.blit(surface, tr(f"napoleon.role.{role}"), (cols[1], row_y), 15, color)
        text.blit(surface, str(len(view.taken[seat])), (cols[2] + 20, row_y), 16, CREAM, bold=True)
        draw_score_lines(surface, text, tr, result.lines[seat], (cols[3], row_y + 1), lines_w)
        text.blit(surface, f"{result.scores[seat]:+d}", (cols[4], row_y), 17, color, bold=True, anchor="topright")
        text.blit(surface, str(totals[seat]), (cols[5], row_y), 17, color, bold=True, anchor="topright")
        y += 46
