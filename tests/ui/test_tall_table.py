"""A tall window gives the table its height (issue 40): at 900×1000 the table's canvas is as tall as
the window's aspect gives (ui/stretch.py), the viewer's hand and seat are drawn in its lower part
and the opponents' seats in its upper part, every game (as the registry lists them), read from the
rectangles the frame drew, the hand's cards larger than in a 16:9 window as wide (the last band's
columns enlarged: ui/stretch.py's lift); nothing but a modal box lies across a cut between bands or
a column's edge; and a click
where the canvas shows a choice lands on that choice."""
from __future__ import annotations

import pygame
import pytest

from game import registry
from tests.ui.conftest import DT, open_table, run_until, solo_match
from ui.layouts import has_layout

GAMES = [g for g in registry.available_games() if has_layout(g)]
TALL = (900, 1000)


def _my_turn(app, table) -> bool:
    return bool(table.legal) and not table.anim.busy and table.input_ready and app.scene is table


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tall_window_puts_the_hand_and_seat_low_and_the_opponents_high(app, game_id):
    app.resize_window(TALL)
    rules = registry.load(game_id)
    table = open_table(app, solo_match(game_id, rules.max_players))
    for _ in range(30):   # to a turn where the hand is drawn (Tyrant opens with its keep chooser)
        assert run_until(app, lambda: _my_turn(app, table), 3000)
        app.step(DT)
        if table.drawn_rects.of("hand"):
            break
        table.submit([table.legal[0]])
    height = app.screen.get_height()
    assert height > 720, f"the canvas is still {app.screen.get_size()} in a {TALL} window"
    stretch = table.stretch
    drawn = table.drawn_rects
    panels = [rect for _, rect in drawn.of("panel")]
    hand = [rect for _, rect in drawn.of("hand")]
    g = table.layout.geo(table.view)
    mine = stretch.map_rect(g.panels[g.bottom])
    assert hand and all(r.top > height * 0.55 for r in hand), (height, hand)
    assert mine in panels and mine.top > height * 0.55, (mine, height)
    foot = stretch.map_rect(pygame.Rect(0, 700, 1280, 20))
    assert foot.bottom >= height - 2, f"the design's foot ends at {foot.bottom} of {height}"
    lowest = max(r.bottom for _, r in drawn.of("hand", "panel", "button", "footer"))
    assert lowest > height - 80, f"the table's foot ends at {lowest} of {height}"
    for seat, rect in g.panels.items():
        if seat != g.bottom:
            shown = stretch.map_rect(rect)
            assert shown in panels and shown.bottom < height * 0.45, (seat, shown, height)
    assert not table.torn, f"split between bands: {table.torn}"
    # the height is used, not only spread: the hand's cards are larger than in a 16:9 window as wide
    tall_cards = max(r.h for r in hand)
    app.resize_window((TALL[0], TALL[0] * 9 // 16))
    app.step(DT)
    wide_cards = max(r.h for _, r in table.drawn_rects.of("hand"))
    assert tall_cards >= 1.2 * wide_cards, (tall_cards, wide_cards)
    print(f"{game_id}: canvas {app.screen.get_size()}, hand from y {min(r.top for r in hand)}, "
          f"own seat {tuple(mine)}, opponents end by y {max(stretch.map_rect(r).bottom for s, r in g.panels.items() if s != g.bottom)}")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_click_where_a_choice_is_shown_lands_on_it(app, game_id):
    """Hit-testing matches the drawing on the taller canvas: the window point where the canvas shows
    the middle of each choice the viewer has comes back to the layout on that choice."""
    app.resize_window(TALL)
    table = open_table(app, solo_match(game_id))
    for _ in range(30):   # to a decision with choices on the table (not only buttons)
        assert run_until(app, lambda: _my_turn(app, table), 3000)
        app.step(DT)
        if any(not t.button for t in table.layout.focus_choices()):
            break
        table.submit([table.legal[0]])
    stretch = table.stretch
    checked = 0
    for target in table.layout.focus_choices():
        if target.button:
            continue
        at = app.stage.to_window(stretch.map_point(target.point))
        event = app.stage.map_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        back = table._design_event(event).pos
        assert target.rect.collidepoint(back), (target.payload, target.rect, back)
        checked += 1
    assert checked


def test_the_lifted_hand_column_maps_clicks_back_and_stays_inside_the_canvas():
    """ui/stretch.py's lift on its own: every design point of every band comes back from where the
    canvas shows it (within a pixel of the zoom's rounding), the enlarged columns stay inside the
    canvas, the zoom never passes the window's own pixels (its cap) nor the canvas's width, and a
    canvas with too little spare height is only spread."""
    from ui.stretch import Stretch

    tall = Stretch(1422, (236, 503), lift=(318, 990), zoom_cap=1.42)
    assert tall.lift == (318, 990) and tall.zoom == pytest.approx(1.42)
    canvas = pygame.Rect(0, 0, 1280, 1422)
    for src, dst in tall.columns:
        assert canvas.contains(dst), (src, dst)
    for x in range(0, 1280, 37):
        for y in range(0, 720, 23):
            back = tall.to_design(tall.map_point((x, y)))
            assert abs(back[0] - x) <= 1 and abs(back[1] - y) <= 1, ((x, y), back)
    wide = Stretch(1422, (457,), lift=(0, 999), zoom_cap=2.0)
    assert wide.zoom == pytest.approx(1280 / 999)
    assert Stretch(780, (503,), lift=(318, 990), zoom_cap=1.42).lift is None   # 60 rows to spare: spread only
    hand = pygame.Rect(400, 560, 84, 120)
    assert tall.map_rect(hand).size == (round(84 * tall.zoom), round(120 * tall.zoom))
    assert tall.spans(pygame.Rect(300, 600, 40, 20)) and not tall.spans(pygame.Rect(330, 600, 40, 20))
