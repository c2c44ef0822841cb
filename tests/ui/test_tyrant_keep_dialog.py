"""Tyrant's hand choices at the table: the keep of 7 (T09), the return of 6 after a pass (T12) and
the stock viewer (S) lie in the hand's band, leaving the lead row's current card and every plaza
column in sight; the prompt names the lead suit and the lead card; the Hint proposes the whole keep
at once, chosen for the player so that Enter takes it."""
from __future__ import annotations

import dataclasses
import time

import pygame
import pytest

from game.cards import SUIT_SYMBOLS
from tests.ui.conftest import open_table, run_until, solo_match, step
from ui.layouts.tyrant.geometry import BUTTONS_AREA, HINT_BUTTON, KEEP_CARD, KEEP_LIFT, SUITS, Geometry

CANVAS = pygame.Rect(0, 0, 1280, 720)


def suits_of(counts: dict[str, int]) -> list[str]:
    return [s for s in SUITS for _ in range(counts.get(s, 0))]


@pytest.mark.parametrize("players", [3, 4])
def test_the_chooser_and_stock_viewer_leave_the_lead_card_and_the_plaza_in_sight(players):
    for viewer in range(players):
        g = Geometry(players, viewer)
        box = g.keep_box
        assert CANVAS.contains(box)
        current = g.lead_slot_for(2, 3)   # the current lead card is always in the farthest slot
        shown = [current.inflate(12, 12), current.move(0, current.h + 8).inflate(0, 20)]   # its glow, "Lead: ♥"
        shown += [g.lead_slot_for(i, 3) for i in range(3)] + [g.lead_area, g.plaza_area]
        shown += [g.column_rect(s) for s in SUITS]
        assert not any(box.colliderect(r) for r in shown), (players, viewer)
        assert not box.colliderect(BUTTONS_AREA) and not box.colliderect(HINT_BUTTON)
        assert not box.colliderect(g.panels[g.bottom])
        for counts in ({"S": 9, "H": 3, "D": 2, "C": 2}, {"S": 4, "H": 4, "D": 4, "C": 4}, {"H": 9},
                       {"S": 2, "H": 2, "D": 2, "C": 3}, {"D": 1}):
            rects = g.chooser_rects(suits_of(counts))
            lifted = [r.move(0, -KEEP_LIFT) for r in rects]
            assert all(box.contains(r) for r in rects + lifted), counts
            assert all(r.size == KEEP_CARD for r in rects)
    print(f"{players}p: keep box {tuple(g.keep_box)} clear of the lead row, the plaza and the buttons")


def keep_table(app, players: int, lang: str):
    app.set_language(lang)
    table = open_table(app, solo_match("tyrant", players))
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.view.phase == "setup", 3000)
    step(app, 2)
    return table


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("players", [3, 4])
def test_the_keep_prompt_names_the_lead_suit_and_card(app, players, lang):
    table = keep_table(app, players, lang)
    view, ctx = table.view, table.context()
    lead = view.lead_row[-1]
    prompt = table.layout.prompt(view, ctx)
    assert SUIT_SYMBOLS[lead.suit] in prompt and lead.label in prompt and "7" in prompt, prompt
    back = dataclasses.replace(view, phase="return", need=tuple(6 if s == view.seat else 0 for s in range(players)))
    returning = table.layout.prompt(back, ctx)
    assert SUIT_SYMBOLS[lead.suit] in returning and "6" in returning and returning != prompt, returning
    unseen = dataclasses.replace(view, lead_row=(), lead_suit=None)
    honest = table.layout.prompt(unseen, ctx)
    assert not any(sign in honest for sign in SUIT_SYMBOLS.values()), honest
    print(f"{lang}: {prompt} | {returning} | {honest}")


def test_the_chooser_draws_every_stock_card_inside_its_box(app):
    table = keep_table(app, 4, "en")
    box = table.layout.geo(table.view).keep_box
    stock = [(r, c) for r, c, zone in table.layout.hit_cards if zone == "stock"]
    assert len(stock) == len(table.view.stock) == 16
    assert all(box.contains(r) for r, _ in stock)


def test_the_keep_hint_chooses_all_seven_at_once_and_enter_keeps_them(app):
    table = keep_table(app, 4, "en")
    match = table.match
    start = time.perf_counter()
    table.ask_hint()
    assert run_until(app, lambda: table.hint_worker is None, 600)
    seconds = time.perf_counter() - start
    hint = table.layout.hint
    assert hint is not None and hint.kind == "keep" and len(hint.cards) == 7
    assert set(hint.cards) <= set(table.view.stock) and table.layout.keep == list(hint.cards)
    assert match.hints_used == 1
    line = next(t for t in app.toasts.texts if t.startswith("Hint"))
    assert SUIT_SYMBOLS[table.view.lead_suit] in line and "solid move" not in line
    keep = next(b for b in table.layout.buttons if b.name == "keep")
    assert keep.enabled
    step(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert run_until(app, lambda: not table.anim.busy, 600)
    assert set(match.view(0).hand) == set(hint.cards) and table.layout.hint is None
    print(f"keep hint in {seconds:.2f} s (frames included): {line}")


def test_a_click_on_the_stock_viewer_does_not_select_the_hand_beneath(app):
    table = keep_table(app, 4, "en")
    layout = table.layout
    layout.keep = list(table.view.stock[:7])
    step(app, 2)   # the Keep button is drawn enabled
    step(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.view.phase == "play", 4000)
    layout.show_stock = True
    step(app, 2)
    g = layout.geo(table.view)
    card = g.hand_rects(len(table.view.hand))[0]
    assert g.keep_box.contains(card.inflate(0, -8)), "the stock viewer lies over the hand"
    assert not any(zone == "hand" for _, _, zone in layout.hit_cards)
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=card.center)
    assert layout.handle_event(event, table.view, table.context()) is None
    assert layout.selected == []
    layout.show_stock = False          # hidden again: the same click picks the hand's card
    step(app, 2)
    layout.handle_event(event, table.view, table.context())
    assert len(layout.selected) == 1


def test_every_card_of_the_fan_is_chosen_by_a_click_on_the_part_in_sight(app):
    table = keep_table(app, 4, "en")
    layout = table.layout
    stock = [card for _, card, zone in layout.hit_cards if zone == "stock"]
    for card in stock:
        rect = next(r for r, c, zone in layout.hit_cards if c == card)
        event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(rect.x + 4, rect.bottom - 6))
        layout.handle_event(event, table.view, table.context())
        assert layout.keep == [card], card
        step(app)
        rect = next(r for r, c, zone in layout.hit_cards if c == card)   # lifted now
        layout.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(rect.x + 4, rect.y + 4)),
                            table.view, table.context())
        assert layout.keep == [], card
        step(app)
    print(f"{len(stock)} cards chosen and put back, each by its visible edge")
