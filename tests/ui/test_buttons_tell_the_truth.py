"""Buttons tell the truth before they are pressed, in every game: an action button is enabled only
when what it makes (with the current selection) is one of the seat's legal actions — checked
against the engine itself on a copy of the state — and every kind of legal action has its button
enabled once a suitable selection is made. Then the particular cases: Tyrant's pass after a pass
last trick or with no chip (T16), Napoleon's discard with nothing chosen (N22), a Bao Huang play
nothing in the hand beats (B11: only Pass, the hand dimmed, the prompt says so)."""
from __future__ import annotations

import copy
import random

import pytest

from game.actions import Action
from game.cards import SUIT_SYMBOLS
from game import registry
from game.errors import IllegalAction
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import open_table, run_until, step
from tools.deal_loop import first_walk_to, walk_until
from ui.layouts.base import allows

def solo(game_id: str, seed: int, level: str = "random") -> Match:
    rules = registry.load(game_id)
    seats = [Seat("You", "human")] + [Seat(f"AI {i}", "ai", level) for i in range(1, rules.usual_table())]
    return Match(game_id, rules.one_deal_options(), seats, seed)


def ready(table) -> bool:
    return bool(table.legal) and not table.anim.busy and table.input_ready


def buttons(layout) -> list:
    return list(layout.buttons) + list(getattr(layout, "dialog_buttons", []))


def engine_accepts(match, seat: int, actions: list[Action]) -> bool:
    """Whether the engine applies `actions` one after another, on a copy of the match's state."""
    state = copy.deepcopy(match.state)
    try:
        for action in actions:
            match.rules.apply(state, seat, action)
    except IllegalAction:
        return False
    return True


def select(layout, view, action: Action) -> set[str]:
    """Set the layout's selection so that a button makes `action`: the names of the buttons that
    may (the game's layout says, `selection_for`; empty: a move made without a button)."""
    return layout.selection_for(action)


def check_buttons(app, table) -> tuple[int, int]:
    """At a decision of the human: every enabled action button makes a move the engine accepts, and
    every legal action (up to 12 of each kind) enables its button once selected. Returns (enabled
    buttons checked, legal actions checked)."""
    layout, match, seat = table.layout, table.match, table.viewer
    step(app)
    enabled = 0
    for button in buttons(layout):
        made = layout.made_by(button.name)
        if button.name in layout.button_makes and button.enabled:
            enabled += 1
            assert made and allows(table.legal, made, layout.same), (button.name, made)
            assert engine_accepts(match, seat, made), (button.name, made)
    by_kind: dict[str, list[Action]] = {}
    for action in table.legal:
        by_kind.setdefault(action.kind, []).append(action)
    checked = 0
    for kind, actions in by_kind.items():
        for action in actions[:12]:
            names = select(layout, table.view, action)
            step(app)
            if not names:
                continue
            button = next((b for b in buttons(layout) if b.name in names and b.name in layout.button_makes), None)
            assert button is not None and button.enabled, (kind, action, [(b.name, b.enabled) for b in buttons(layout)])
            made = layout.made_by(button.name)
            assert engine_accepts(match, seat, made), (action, made)
            checked += 1
    layout.reset()
    step(app)
    return enabled, checked


def fuzz_play_button(app, table, rng, tries: int = 10) -> int:
    """Random selections from the hand: the Play button is enabled exactly when the engine accepts
    the play it makes. Returns how many selections were tried."""
    layout, match, seat = table.layout, table.match, table.viewer
    hand = list(table.view.hand or ())
    phase = getattr(table.view, "phase", None) or table.view.pub.phase
    if not hand or not any(a.kind == "play" for a in table.legal) or phase != "play":
        return 0
    for _ in range(tries):
        layout.reset()
        if isinstance(layout.selected, list):
            layout.selected = rng.sample(hand, rng.randint(1, min(3, len(hand))))
            if hasattr(layout, "face_up") and len(layout.selected) == 3:   # Tyrant's triple shows one card
                layout.face_up = rng.choice(layout.selected)
        else:
            layout.selected = rng.choice(hand)
        step(app)
        button = next((b for b in buttons(layout) if b.name == "play"), None)
        assert button is not None, (phase, table.legal[:3], table.anim.busy, [b.name for b in buttons(layout)])
        made = layout.made_by("play")
        accepted = bool(made) and engine_accepts(match, seat, made[:1])
        assert button.enabled == accepted, (layout.selected, made)
    layout.reset()
    step(app)
    return tries


@pytest.mark.slow
@pytest.mark.parametrize("game_id", registry.available_games())
def test_every_enabled_button_is_legal_and_every_legal_kind_has_its_button(app, game_id):
    app.settings.auto_forced = False   # a lone legal move stays on screen while its buttons are checked
    table = open_table(app, solo(game_id, seed=11))
    rng = random.Random(11)
    decisions = enabled = checked = fuzzed = 0
    kinds: set[str] = set()
    while decisions < 14 and not table.match.deal_over:
        if not run_until(app, lambda: ready(table) or table.match.deal_over, 4000):
            break
        if table.match.deal_over:
            break
        e, c = check_buttons(app, table)
        enabled, checked = enabled + e, checked + c
        fuzzed += fuzz_play_button(app, table, rng)
        kinds |= {a.kind for a in table.legal}
        table.submit([rng.choice(table.legal)])
        decisions += 1
    print(f"{game_id}: {decisions} decisions, {enabled} enabled buttons checked against the engine, "
          f"{checked} legal actions enabled their button, {fuzzed} random selections matched the engine, "
          f"kinds {sorted(kinds)}")
    assert decisions >= 5 and checked >= decisions


# ---- the particular cases ------------------------------------------------------------------------------
def walked(game_id: str, predicate, tries: int = 120) -> Match:
    match = first_walk_to(lambda seed: solo(game_id, seed), 0, predicate, tries=tries, limit=600)
    assert match is not None, f"no seeded walk of {game_id} reached the situation"
    return match


def opened_at(app, match):
    app.settings.auto_forced = False
    table = open_table(app, match)
    assert run_until(app, lambda: ready(table), 600)
    step(app)
    return table


def enabled_names(table) -> set[str]:
    return {b.name for b in buttons(table.layout) if b.enabled}


NO_PASS = {   # why a pass is not legal: the situation walked to, the prompt's key, how many seeds to try
    "passed last trick": (lambda v: v.phase == "play" and v.passed_last[0] and v.hand and v.chips[0] > 0,
                          "ui.tyrant.prompt.must_play_passed", 120),
    "no chip": (lambda v: v.phase == "play" and v.chips[0] == 0 and v.hand,
                "ui.tyrant.prompt.must_play_no_chips", 300),
}


@pytest.mark.parametrize("why", list(NO_PASS))
def test_T16_no_pass_button_after_a_pass_last_trick_or_without_a_chip(app, why):
    situation, prompt_key, tries = NO_PASS[why]
    match = walked("tyrant", situation, tries=tries)
    table = opened_at(app, match)
    assert Action("pass") not in table.legal and "pass" not in enabled_names(table)
    prompt = table.layout.prompt(table.view, table.context())
    if len(table.legal) > 1:
        assert prompt == app.tr(prompt_key, suit=SUIT_SYMBOLS[table.view.lead_suit])
    else:                                    # one play left: the forced-move prompt names its button
        assert prompt == table.layout.forced_prompt(table.view, table.context())
    print(f"{why}: enabled {sorted(enabled_names(table))}; prompt {prompt!r}")


def test_T16_the_pass_button_is_enabled_when_a_pass_is_legal(app):
    match = walked("tyrant", lambda v: v.phase == "play" and not v.passed_last[0] and v.hand and v.chips[0] > 0)
    table = opened_at(app, match)
    assert Action("pass") in table.legal and "pass" in enabled_names(table)


def test_N22_discard_is_disabled_until_three_cards_are_chosen(app):
    match = walked("napoleon", lambda v: v.phase == "discard")
    table = opened_at(app, match)
    layout = table.layout
    for n in range(4):
        layout.discard_sel = list(table.view.hand[:n])
        step(app)
        assert ("discard" in enabled_names(table)) == (n == 3), n


def test_B11_nothing_beats_the_play_only_pass_is_enabled_the_hand_dimmed_the_prompt_says_so(app, monkeypatch):
    import ui.layouts.baohuang.table as bt
    from ui.layouts.baohuang.table import cards_text

    def unbeatable(view):
        return view.phase == "play" and view.last_play is not None and view.seat not in view.out_order

    match = None
    for seed in range(200):
        candidate = solo("baohuang", seed)
        if walk_until(candidate, 0, lambda v: unbeatable(v) and not any(a.kind == "play" for a in candidate.legal(0)),
                      random.Random(seed), 600):
            match = candidate
            break
    assert match is not None
    table = opened_at(app, match)
    dimmed: list = []
    original = bt.dim_cards
    monkeypatch.setattr(bt, "dim_cards", lambda surface, rects, alpha=120: dimmed.extend(rects) or
                        original(surface, rects, alpha))
    step(app)
    assert enabled_names(table) == {"pass"}
    hand_top = table.layout.geo(table.view).hand_area.y - 30
    assert len([r for r in dimmed if r.y > hand_top]) == len(table.layout.stacks) > 0
    seat, cards = table.view.last_play
    prompt = table.layout.prompt(table.view, table.context())
    named = app.tr("baohuang.table.forced.cannot_beat", what=cards_text(cards, app.tr), name=table.layout.name(seat))
    assert prompt == app.tr("ui.forced.prompt", reason=named, button=app.tr("baohuang.action.pass"))
    print(f"unbeatable: enabled {sorted(enabled_names(table))}, {len(table.layout.stacks)} stacks dimmed, {prompt!r}")
