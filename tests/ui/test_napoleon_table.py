"""The Napoleon table driven like a person (headless): bidding through the panel (the count stops at
the lowest bid; a bid that does not beat the standing one is refused on screen, naming that bid as
♥12), naming the adjutant in the picker, the 3-card discard (a wrong count refused), playing a
card, not following suit refused with the engine's reason, the curtain between two humans, the
adjutant never marked early, no other seat's hidden card drawn, and AI-only deals run through the
table to the final results; a stronger suit's bid of the standing count never refused as too low;
the bid, the adjutant and the discard made by keys and the Hint."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest

from game.actions import Action
from game.cards import SUIT_SYMBOLS, Card
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import DT, click, open_table, record_faces, run_until, step
from tests.ui.key_moves import focus_choice, hint_line, key
from ui.layouts.base import DrawContext
from ui.scenes.curtain import CurtainScene
from ui.scenes.results import ResultsScene, notes_for

ROOT = Path(__file__).resolve().parents[2]


def napoleon_match(kinds, seed=3, level="normal", **options) -> Match:
    seats = [Seat(f"P{i + 1}", kind, level) for i, kind in enumerate(kinds)]
    return Match("napoleon", {"deals": 1, **options}, seats, seed)


def ready(table, phase: str) -> bool:
    return bool(table.legal) and not table.anim.busy and table.view.phase == phase


def button(table, name: str):
    return next(b for b in table.layout.buttons if b.name == name)


def press(app, table, name: str) -> None:
    click(app, button(table, name).rect.center)


def hand_rect(table, card):
    return next(rect for rect, kind, payload in table.layout.hits if kind == "hand" and payload == card)


def set_count(app, table, count: int) -> None:
    while table.layout.bid_count > count:
        press(app, table, "minus")
    while table.layout.bid_count < count:
        press(app, table, "plus")


def test_N13_N18_N22_N27_bid_name_discard_and_play_through_the_table(app):
    match = napoleon_match(["human", "ai", "ai", "ai", "ai"], seed=5)
    table = open_table(app, match)
    assert run_until(app, lambda: ready(table, "bid"), 3000)
    step(app)
    # the count stops at the lowest bid the rules allow (12): '−' is disabled there
    set_count(app, table, 12)
    assert not button(table, "minus").enabled
    press(app, table, "minus")
    assert table.layout.bid_count == 12
    # seed 5: seat 3 bid ♥12 before us; ♣12 does not beat it: the engine's reason is on screen
    bids_before = table.view.bids
    assert bids_before[-2:] == ((3, "H12"), (4, "pass"))
    press(app, table, "suit:C")
    press(app, table, "bid")
    assert app.tr("napoleon.err.bid_not_higher", bid="♥12") in app.toasts.texts
    assert table.match.view(0).bids == bids_before
    # ♠20 through the panel: nobody can outbid it, so this seat becomes Napoleon
    press(app, table, "suit:S")
    set_count(app, table, 20)
    press(app, table, "bid")
    assert table.match.view(0).bids[-1] == (0, "S20")
    assert run_until(app, lambda: ready(table, "name"), 3000)
    step(app)
    # the picker: the heart jack (not our own card if we hold it: then the diamond ace)
    wanted = Card("H", 11) if Card("H", 11) not in table.view.hand else Card("D", 1)
    rect = next(r for r, kind, payload in table.layout.hits if kind == "pick" and payload == wanted)
    click(app, rect.center)
    assert table.layout.picked == wanted
    press(app, table, "name")
    assert run_until(app, lambda: ready(table, "discard"), 600)
    step(app)
    assert table.view.named == wanted and len(table.view.hand) == 13
    # two cards chosen: the table refuses a discard that is not exactly three
    hand = list(table.view.hand)
    for card in hand[:2]:
        click(app, hand_rect(table, card).center)
    press(app, table, "discard")
    assert app.tr("ui.napoleon.discard_three", n=2) in app.toasts.texts
    assert len(table.match.view(0).discards) == 0
    click(app, hand_rect(table, hand[2]).center)
    press(app, table, "discard")
    assert run_until(app, lambda: ready(table, "play"), 600)
    assert table.view.discards == tuple(hand[:3]) and len(table.view.hand) == 10
    # Napoleon leads: click a card twice to play it
    step(app)
    lead = table.view.hand[-1]
    click(app, hand_rect(table, lead).center)
    assert table.layout.selected == lead
    click(app, hand_rect(table, lead).center)
    assert run_until(app, lambda: not table.anim.busy, 600)
    assert table.match.view(0).current[0] == (0, lead) or table.match.view(0).tricks[0][0][0] == (0, lead)
    # follow a later trick with an off-suit card while holding the led suit: refused with the reason
    refused = False
    for _ in range(9):
        if not run_until(app, lambda: ready(table, "play"), 3000):
            break
        step(app)
        view = table.view
        if view.current:
            led = view.current[0][1]
            suit = view.trump if led.suit == "X" else led.suit
            follow = [c for c in view.hand if c.suit == suit]
            off = [c for c in view.hand if c.suit not in (suit, "X")]
            if follow and off and led != Card("C", 3):
                click(app, hand_rect(table, off[0]).center)
                click(app, hand_rect(table, off[0]).center)
                expected = app.tr("napoleon.err.must_follow", suit=SUIT_SYMBOLS[suit])
                assert expected in app.toasts.texts
                assert off[0] in table.match.view(0).hand
                refused = True
                break
        table.submit([table.legal[0]])
    assert refused, "no trick let this seat show the must-follow refusal"


def test_curtain_between_two_humans(app):
    table = open_table(app, napoleon_match(["human", "ai", "human", "ai", "ai"], seed=5))
    assert run_until(app, lambda: isinstance(app.scene, CurtainScene), 600)
    first = app.scene.name
    assert table.viewer is None
    step(app, 12)
    click(app, (640, 600))
    assert app.scene is table and table.match.seats[table.viewer].name == first
    assert run_until(app, lambda: ready(table, "bid"), 600)
    table.submit([table.legal[0]])          # pass: the other human's turn comes behind a curtain
    assert run_until(app, lambda: isinstance(app.scene, CurtainScene), 1200)
    assert app.scene.name != first and table.viewer is None


@pytest.mark.slow
def test_N18_N39_ai_deals_run_through_the_table_without_leaks_or_an_early_adjutant(app):
    """Two AI-only deals with Reverse on: no other seat's hidden card is drawn face up, the adjutant
    is marked only once the named card has shown (or for the viewer who is the adjutant), and the
    table reaches the final results, with the between-deals results in the middle."""
    match = napoleon_match(["ai"] * 5, seed=11, deals=2, reverse=True)
    table = open_table(app, match)
    drawn = record_faces(app)
    leaks, early, frames = [], [], 0
    while frames < 12000 and not (isinstance(app.scene, ResultsScene) and getattr(app.scene, "on_next", None) is None):
        drawn.clear()
        app.step(DT, [])
        frames += 1
        scene = app.scene
        if isinstance(scene, ResultsScene):
            if getattr(scene, "on_next", None) is not None:
                scene.on_button("next")
            continue
        viewer = table.viewer
        state = match.state
        hidden = {c for s in range(5) if s != viewer for c in state.hands[s]} | set(state.widow)
        hidden.discard(state.named)               # the named card itself is public (N18)
        leaks.extend(c for c in drawn if c in hidden)
        for seat in range(5):
            if table.layout.adjutant_shown_for(table.view, seat) and seat != viewer:
                if not (table.view.adjutant_public or table.view.phase == "over"):
                    early.append((frames, seat))
    assert isinstance(app.scene, ResultsScene) and len(match.deal_results) == 2
    assert leaks == [] and early == []
    badges, notes = notes_for(match, app.tr)
    assert len(badges) == 5 and any(app.tr("ui.results.winner") in b for b in badges)


def test_napoleon_ui_strings_in_both_languages():
    tables = {lang: json.loads((ROOT / "assets" / "strings" / lang / "napoleon_table.json").read_text(encoding="utf-8"))
              for lang in ("ja", "en")}
    assert set(tables["ja"]) == set(tables["en"])
    assert all(k.startswith("ui.napoleon.") and v.strip() for t in tables.values() for k, v in t.items())
    used = set()
    for path in (ROOT / "ui" / "layouts" / "napoleon").glob("*.py"):
        used.update(re.findall(r"\"(ui\.napoleon\.[a-z0-9_.]+[a-z0-9_])\"", path.read_text(encoding="utf-8")))
    assert used and used <= set(tables["en"])


@pytest.mark.slow
def test_N18_pass_and_play_never_draws_another_humans_cards(app):
    """Two humans and three AI: curtains between the humans, and no card of a hand other than the
    one on screen is ever drawn face up (the adjutant picker's grid of all 53 cards aside)."""
    match = napoleon_match(["human", "ai", "human", "ai", "ai"], seed=4)
    table = open_table(app, match)
    drawn = record_faces(app, as_card=False)
    leaks, curtains, frames = [], 0, 0
    while frames < 8000 and not match.deal_over:
        drawn.clear()
        app.step(DT, [])
        frames += 1
        if isinstance(app.scene, CurtainScene):
            curtains += 1
            assert all(c is None for c in drawn)
            app.scene.age = 1.0
            app.scene.proceed()
            continue
        picker = table.view.phase == "name" and bool(table.legal)
        state = match.state
        hidden = {c for s in range(5) if s != table.viewer for c in state.hands[s]} - {state.named}
        if not picker:
            leaks.extend(Card(*c) for c in drawn if Card(*c) in hidden)
        if table.legal and not table.anim.busy:
            table.submit([table.legal[0]])
    assert match.deal_over and curtains >= 3
    assert leaks == []


def test_a_stronger_suit_is_never_told_it_must_beat_the_standing_bid(app):
    """♠ outranks ♣ (N16): a ♠ bid of the standing count is not refused with "must beat ♣…", even
    where the table allows only one move (a lesson's asked move); a ♣ bid of that count is."""
    seats = [Seat("You", "human")] + [Seat(f"CPU {i}", "ai", "random") for i in range(1, 5)]
    match = Match("napoleon", {}, seats, 3)
    table = open_table(app, match)
    first = match.to_act()[0]
    floor = match.state.options["min_bid"]
    match.play(first, Action("bid", value=f"C{floor}"))
    seat = match.to_act()[0]
    view = match.view(seat)
    layout = table.layout
    for legal in (match.legal(seat), [Action("pass")]):
        ctx = DrawContext(seat, [], {}, (0, 0), legal, False, None)
        layout.bid_suit, layout.bid_count = "S", floor
        refused = layout.refusal(view, ctx)
        assert refused is None or refused.key != "napoleon.err.bid_not_higher", app.tr.error(refused)
        layout.bid_suit = "C"
        assert layout.refusal(view, ctx).key == "napoleon.err.bid_not_higher"


@pytest.mark.usefixtures("quick_hints")
def test_napoleon_bid_adjutant_and_discard_by_keys_and_the_hint(app):
    """Napoleon's bid by the focus (a suit with ←/→ and Space, the count with ↑), the adjutant
    named by H then Enter (it marked a card and Enter did nothing), the discard's Hint saying
    which card of three it is, and its line gone once that card is discarded."""
    app.set_language("en")
    table = open_table(app, Match("napoleon", {"deals": 1}, [Seat("P1", "human")] +
                                  [Seat(f"P{i}", "ai", "normal") for i in range(2, 6)], 5))
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.view.phase == "bid", 3000)
    app.step(DT)
    assert focus_choice(app, table, lambda payload: payload == "suit:S")
    key(app, pygame.K_SPACE)
    assert table.layout.bid_suit == "S"
    for _ in range(12):
        key(app, pygame.K_UP)
    assert table.layout.bid_count == 20
    key(app, pygame.K_RETURN)
    assert table.match.view(0).bids[-1] == (0, "S20")
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.view.phase == "name", 3000)
    app.step(DT)
    key(app, pygame.K_h)
    assert run_until(app, lambda: table.hint_worker is None and table.layout.hint is not None, 3000)
    named = table.layout.hint.cards[0]
    assert table.layout.picked == named                      # the Hint's card is picked: Enter names it
    key(app, pygame.K_RETURN)
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.view.phase == "discard", 600)
    assert table.view.named == named
    app.step(DT)
    key(app, pygame.K_h)
    assert run_until(app, lambda: table.hint_worker is None and table.layout.hint is not None, 3000)
    line = hint_line(app, table)
    card = table.layout.card_label(table.layout.hint.cards[0])
    assert f"discard {card} as card 1 of 3" in line, line
    key(app, pygame.K_RETURN)
    assert run_until(app, lambda: len(table.match.view(0).discards) == 1 and not table.anim.busy, 300)
    app.step(DT)
    assert line not in app.toasts.texts                      # the Hint's line goes with its decision
    print(line)
