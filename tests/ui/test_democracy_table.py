"""The Democracy table driven like a person (headless): choosing a card by clicks, the Suit Sweep
declaration and the dealer's Ghost choice through their dialogs, solo play where the AI seats choose
while this seat still chooses yet no AI card face is drawn before the reveal, pass-and-play with two
humans and three AI (the curtain names whose choice it is, no other human's hand or chosen card is
ever drawn, the reveal is watched in the spectator's view), and AI-only deals run through the table
to the results."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pygame
import pytest

from game import registry
from game.actions import Action
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import DT, click, open_table, record_faces, run_until, step
from ui.scenes.curtain import CurtainScene
from ui.scenes.results import ResultsScene, notes_for

ROOT = Path(__file__).resolve().parents[2]
DEMOCRACY = registry.load("democracy")


def democracy_match(kinds, seed=3, level="normal", names=None, **options) -> Match:
    seats = [Seat(names[i] if names else f"P{i + 1}", kind, level) for i, kind in enumerate(kinds)]
    return Match("democracy", options, seats, seed)


def ready(table) -> bool:
    return bool(table.legal) and not table.anim.busy


def button(table, name: str):
    return next(b for b in table.layout.buttons if b.name == name)


def hand_rect(table, card):
    return next(rect for rect, kind, payload in table.layout.hits if kind == "hand" and payload == card)


def hidden_choices(match, viewer) -> set:
    """Cards chosen face down by seats other than `viewer`, not revealed yet."""
    return {a.cards[0] for s, a in match.state.pending.items() if s != viewer and a.cards}


def test_M05_choose_a_card_by_clicks(app):
    match = democracy_match(["human", "ai", "ai", "ai"])
    table = open_table(app, match)
    assert run_until(app, lambda: ready(table), 600)
    step(app)
    card = table.view.hand[-1]
    click(app, hand_rect(table, card).center)
    assert table.layout.selected == card
    assert button(table, "play").enabled
    click(app, hand_rect(table, card).center)          # a second click chooses it
    assert run_until(app, lambda: not table.anim.busy, 600)
    chosen = match.view(0).my_choice == Action("play", (card,)) or any(
        (0, card) in t.plays for t in match.view(0).tricks)
    assert chosen and card not in match.view(0).hand
    # the next trick through the button
    assert run_until(app, lambda: ready(table), 1200)
    step(app)
    card = table.view.hand[0]
    click(app, hand_rect(table, card).center)
    click(app, button(table, "play").rect.center)
    assert run_until(app, lambda: not table.anim.busy, 600)
    assert card not in match.view(0).hand


@pytest.mark.slow
def test_M05_solo_ai_choices_stay_face_down_until_the_reveal(app):
    """This seat chooses last on purpose: the AI seats choose meanwhile (the table shows that they
    have), and no card an AI has chosen, nor any card of an AI hand, is drawn before the reveal."""
    match = democracy_match(["human", "ai", "ai", "ai"], seed=8)
    table = open_table(app, match)
    drawn = record_faces(app)
    leaks, waited, frames = [], 0, 0
    while frames < 9000 and not match.deal_over:
        drawn.clear()
        app.step(DT, [])
        frames += 1
        hidden = hidden_choices(match, 0) | {c for s in (1, 2, 3) for c in match.state.hands[s]}
        leaks.extend(c for c in drawn if c in hidden)
        if ready(table):
            if len(match.state.pending) < 3 and frames % 400:
                continue    # wait for the AI seats to choose first (a person thinking)
            if len(match.state.pending) == 3:
                waited += 1
                assert set(table.view.chosen) == {1, 2, 3} and table.view.my_choice is None
            table.submit([table.legal[0]])
    assert match.deal_over and waited >= 5
    assert leaks == []


def test_M05_the_human_may_choose_while_an_ai_thinks(app, monkeypatch):
    """A slow AI does not hold this seat's choice back: it is applied at once, and the AI's own choice
    (made from the view it started with) still counts."""
    import threading

    from game.players import RandomPlayer

    gate = threading.Event()
    original = RandomPlayer.choose

    def slow(self, view, legal, rng):
        gate.wait(5)
        return original(self, view, legal, rng)

    monkeypatch.setattr(RandomPlayer, "choose", slow)
    match = democracy_match(["human", "ai", "ai"], level="random")
    table = open_table(app, match)
    assert run_until(app, lambda: ready(table) and table.worker is not None, 600)
    assert table.submit([table.legal[0]])
    assert match.view(0).my_choice is not None or match.view(0).tricks
    gate.set()
    assert run_until(app, lambda: bool(match.view(0).tricks), 600)


def test_a_stale_ai_choice_is_thought_again_not_replaced_by_chance(app):
    """An AI decision made from a view that other seats' choices have since changed is dropped when
    it is no longer legal (the seat simply thinks again); no random fallback, nothing logged."""
    from types import SimpleNamespace

    match = democracy_match(["human", "ai", "ai"], seed=5)
    table = open_table(app, match)        # no frame runs: nobody has chosen yet
    match.play(2, match.legal(2)[0])      # another seat's choice after seat 1 began to think
    stale = SimpleNamespace(seat=1, started_at=len(match.steps) - 1, error=None,
                            action=Action("play", (next(c for c in match.state.hands[2]),)))
    steps = len(match.steps)
    assert 1 in match.to_act()
    table._apply_ai(stale)
    assert len(match.steps) == steps and 1 in match.to_act()
    fresh = SimpleNamespace(seat=1, started_at=len(match.steps) - 1, error=None, action=match.legal(1)[0])
    table._apply_ai(fresh)                 # still legal although the match moved on: it counts
    assert len(match.steps) == steps + 1 and 1 not in match.to_act()


def test_M05_pass_and_play_curtains_and_no_other_humans_cards(app):
    """Two humans and three AI: every curtain names a human who still has to choose, no card of the
    other human's hand nor their face-down choice is ever drawn, and every reveal after a human's
    choice is shown in the spectator's view."""
    names = ["Ann", "Bot1", "Ben", "Bot2", "Bot3"]
    match = democracy_match(["human", "ai", "human", "ai", "ai"], seed=4, names=names, one_day=True)
    table = open_table(app, match)
    drawn = record_faces(app)
    leaks, curtains, frames, wrong = [], [], 0, []
    reveals_seen, held = [], 0
    space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")
    while frames < 12000 and not match.deal_over:
        drawn.clear()
        app.step(DT, [])
        frames += 1
        if isinstance(app.scene, CurtainScene):
            seat = names.index(app.scene.name)
            if seat not in match.to_act() or not match.seats[seat].is_human:
                wrong.append(app.scene.name)
            curtains.append(app.scene.name)
            assert all(c is None for c in drawn) or not drawn
            assert app.scene.note
            app.scene.age = 1.0
            app.scene.proceed()
            continue
        viewer = table.viewer
        hidden = hidden_choices(match, viewer)
        for human in (0, 2):
            if human != viewer:
                hidden |= set(match.state.hands[human])
        leaks.extend(c for c in drawn if c in hidden)
        if table.anim.busy and any(lb.tag == "winner" for lb in table.anim.labels):
            reveals_seen.append(viewer)
        if table.anim.waiting:             # the reveal is held until the players go on
            held += 1
            app.step(DT, [space])
            continue
        if ready(table):
            table.submit([table.legal[0]])
    assert match.deal_over
    assert wrong == [] and leaks == []
    assert "Ann" in curtains and "Ben" in curtains and len(curtains) >= 8
    assert reveals_seen and all(v is None for v in reveals_seen)
    assert held >= len(match.view(None).tricks) - 1   # the last trick ends the deal, and the loop, before its hold


def test_M05_three_humans_no_ai_every_choice_behind_a_curtain(app):
    """Humans only: each chooses behind the curtain that names them, in turn, and the reveal is
    watched in the spectator's view."""
    names = ["Ann", "Ben", "Cat"]
    match = democracy_match(["human"] * 3, seed=2, names=names)
    table = open_table(app, match)
    order, reveal_viewers = [], []
    for _ in range(3):
        assert run_until(app, lambda: isinstance(app.scene, CurtainScene), 900)
        seat = names.index(app.scene.name)
        assert seat in match.to_act() and seat not in order
        order.append(seat)
        app.scene.age = 1.0
        app.scene.proceed()
        assert run_until(app, lambda: ready(table), 600) and table.viewer == seat
        step(app)
        click(app, hand_rect(table, table.view.hand[0]).center)
        click(app, button(table, "play").rect.center)
        assert table.viewer is None          # handed over at once
        if len(order) == 3:
            assert run_until(app, lambda: any(lb.tag == "winner" for lb in table.anim.labels), 300)
            reveal_viewers.append(table.viewer)
    assert sorted(order) == [0, 1, 2] and reveal_viewers == [None]
    assert len(match.view(None).tricks) == 1


def test_M16_declaration_dialog(app):
    match = democracy_match(["human", "ai", "ai"], seed=6, suit_sweep=True, suit_sweep_declared=True, one_day=True)
    table = open_table(app, match)
    assert run_until(app, lambda: ready(table) and table.view.phase == "declare", 1200)
    step(app)
    click(app, button(table, "suit:H").rect.center)
    click(app, button(table, "suit:S").rect.center)
    assert table.layout.declare_value() == "SH"
    click(app, button(table, "declare").rect.center)
    assert run_until(app, lambda: not table.anim.busy, 600)
    assert match.view(0).my_choice == Action("declare", value="SH") or match.view(0).declared[0] == "SH"


def _ghost_seed() -> str:
    """A seed whose first deal turns a joker up at the first trick, with seat 0 dealing (6 players)."""
    rules = Match("democracy", {}, [Seat(f"P{i}", "ai", "random") for i in range(6)], 0).rules
    options = rules.normalise_options({"ghost": True, "ghost_dealer_choice": True, "one_day": True})
    for n in range(3000):
        seed = f"ghost{n}"
        state = rules.new_deal(options, 6, random.Random(f"{seed}/deal0"), None)
        if state.dealer == 0 and state.phase == "ghost":
            return seed
    raise AssertionError("no seed turns a joker up first")


def test_M14_the_dealer_chooses_ghost_in_a_dialog(app):
    seed = _ghost_seed()
    match = democracy_match(["human"] + ["ai"] * 5, seed=seed, ghost=True, ghost_dealer_choice=True, one_day=True)
    table = open_table(app, match)
    assert run_until(app, lambda: ready(table) and table.view.phase == "ghost", 600)
    step(app)
    assert {b.name for b in table.layout.buttons} >= {"ghost", "no_trump"}
    click(app, button(table, "ghost").rect.center)
    assert run_until(app, lambda: not table.anim.busy, 900)
    assert match.view(0).tricks and match.view(0).tricks[0].kind == "ghost"


def _bad_catch_seed(claimants=lambda seats: 0 in seats) -> str:
    """A seed whose first deal (six players) gives Bad Catch hands to seats `claimants` accepts
    (by default: seat 0 has one)."""
    rules = Match("democracy", {}, [Seat(f"P{i}", "ai", "random") for i in range(6)], 0).rules
    options = rules.normalise_options({"bad_catch": True})
    for n in range(5000):
        seed = f"bad{n}"
        state = rules.new_deal(options, 6, random.Random(f"{seed}/deal0"), None)
        if claimants([s for s in range(6) if rules.can_claim_bad_catch(state, s)]):
            return seed
    raise AssertionError("no seed deals a Bad Catch")


def test_M12_bad_catch_is_claimed_with_its_button(app):
    match = democracy_match(["human"] + ["ai"] * 5, seed=_bad_catch_seed(), bad_catch=True)
    table = open_table(app, match)
    assert run_until(app, lambda: ready(table), 600)
    step(app)
    assert button(table, "bad_catch").enabled
    click(app, button(table, "bad_catch").rect.center)
    assert run_until(app, lambda: match.view(0).redeals >= 1, 900)
    assert match.view(0).bad_catch_points[0] == 1


def test_M12_an_ai_claim_is_drawn_like_a_chosen_card_until_the_reveal(app):
    """An AI seat claims a Bad Catch (no card taken) while this seat still chooses: the table is
    drawn pixel for pixel as if it had chosen a card (its "×" count, the face-down card in front)."""
    seed = _bad_catch_seed(lambda seats: seats and 0 not in seats)
    match = democracy_match(["human"] + ["ai"] * 5, seed=seed, bad_catch=True)
    table = open_table(app, match)
    assert run_until(app, lambda: ready(table) and len(table.view.chosen) == 5, 900)
    claimant = next(s for s, a in match.state.pending.items() if a.kind == "bad_catch")
    table.draw(app.screen)
    claimed = pygame.image.tobytes(app.screen, "RGB")
    card = match.state.hands[claimant].pop()
    match.state.pending[claimant] = Action("play", (card,))
    table.view = match.view(0)
    table.draw(app.screen)
    assert pygame.image.tobytes(app.screen, "RGB") == claimed


@pytest.mark.slow
def test_M10_M11_ai_deals_run_through_the_table_to_the_results(app):
    """An AI-only match with Bad Catch, Ghost and Suit Sweep on runs through the table: no hidden card
    is drawn face up (each frame's view is the spectator's), the between-deals results come, and the
    notes give each seat's 13+ suits and its total toward the target."""
    match = democracy_match(["ai"] * 4, seed=11, target=1, bad_catch=True, high_stake=True, ghost=True,
                            suit_sweep=True)
    table = open_table(app, match)
    drawn = record_faces(app)
    leaks, frames, between = [], 0, 0
    while frames < 20000 and not (isinstance(app.scene, ResultsScene) and app.scene.on_next is None):
        drawn.clear()
        app.step(DT, [])
        frames += 1
        if isinstance(app.scene, ResultsScene):
            if app.scene.on_next is None:
                break
            between += 1
            app.scene.on_button("next")
            continue
        hidden = hidden_choices(match, 0) | {c for s in (1, 2, 3) for c in match.state.hands[s]}
        hidden |= set(match.state.pool) | set(match.state.later_pool)
        leaks.extend(c for c in drawn if c in hidden)
    assert isinstance(app.scene, ResultsScene) and match.over
    assert leaks == []
    badges, notes = notes_for(match, app.tr)
    assert len(badges) == 4 and notes and any(app.tr("ui.results.winner") in b for b in badges)


def test_a_match_resumed_mid_deal_shows_its_position(app):
    """A saved match reopened in the middle of a Day (choices pending, Ghost on): the table catches
    up through the layout with no animation left, and play goes on from there."""
    match = democracy_match(["human", "ai", "ai", "ai"], seed=9, ghost=True)
    rng = random.Random(1)
    for _ in range(3):
        for seat in match.to_act():
            match.play(seat, rng.choice(match.legal(seat)))
    match.play(1, match.legal(1)[0])                 # one face-down choice waiting
    table = open_table(app, match)
    step(app, 2)
    assert not table.layout.dealing and len(table.layout.log) > 3
    assert run_until(app, lambda: ready(table), 600)
    table.submit([table.legal[0]])
    assert run_until(app, lambda: len(match.view(0).tricks) == 4, 900)


def test_democracy_ui_strings_in_both_languages():
    tables = {lang: json.loads((ROOT / "assets" / "strings" / lang / "democracy_table.json").read_text(encoding="utf-8"))
              for lang in ("ja", "en")}
    assert set(tables["ja"]) == set(tables["en"])
    assert all(k.startswith("ui.democracy.") and v.strip() for t in tables.values() for k, v in t.items())
    assert not any("さん" in v for v in tables["ja"].values())
    used = set()
    for path in (ROOT / "ui" / "layouts" / "democracy").glob("*.py"):
        used.update(re.findall(r"\"(ui\.democracy\.[a-z0-9_.]+[a-z0-9_])\"", path.read_text(encoding="utf-8")))
    assert used and used <= set(tables["en"])


def test_M14_M16_refining_options_only_change_while_their_rule_is_on(app):
    from tests.ui.conftest import click_gui, gui_button
    from ui.scenes.options import OptionsScene

    chosen = {}
    app.push(OptionsScene(app, "democracy", {}, chosen.update))
    step(app, 2)
    for sub in ("step:high_stake_points:1", "set:ghost_dealer_choice:1", "set:suit_sweep_declared:1"):
        assert not gui_button(app, sub).is_enabled
    click_gui(app, gui_button(app, "set:ghost:1"))
    assert gui_button(app, "set:ghost_dealer_choice:1").is_enabled
    assert not gui_button(app, "set:suit_sweep_declared:1").is_enabled
    click_gui(app, gui_button(app, "set:ghost_dealer_choice:1"))
    app.scene.on_button("set:suit_sweep_declared:1")      # a click on a disabled row changes nothing
    click_gui(app, gui_button(app, "done"))
    assert chosen["ghost"] is True and chosen["ghost_dealer_choice"] is True
    assert chosen["suit_sweep_declared"] is False


def test_a_seat_without_a_suit_of_13_sees_how_near_it_came():
    """The results badge of a seat with no suit of 13+ names its best suit's points (in both
    languages); with no points at all it just says none."""
    from game.i18n import Translator
    from ui.layouts.democracy.table import closest_suit

    for lang in ("en", "ja"):
        tr = Translator(lang)
        near = closest_suit((4, 11, 0, 9), tr)
        assert "♥" in near and "11" in near and near != tr("ui.democracy.res.no13")
        assert closest_suit((0, 0, 0, 0), tr) == tr("ui.democracy.res.no13")


@pytest.mark.parametrize("larger", [False, True], ids=["normal", "larger-960x540"])
@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("players", range(DEMOCRACY.min_players, DEMOCRACY.max_players + 1))
def test_the_pools_count_stays_clear_of_the_viewers_choice_slot(app, players, lang, larger):
    """"投票箱×4" stood centred under the pile and ran onto the outline of the viewer's choice slot
    beside it; now it ends before the slot, at every table size and type size."""
    from tests.ui.label_checks import Recorder

    app.set_language(lang)
    if larger:
        app.settings.large_text = True
        app.resize_window((960, 540))
    table = open_table(app, democracy_match(["human"] + ["ai"] * (players - 1)))
    assert run_until(app, lambda: ready(table), 600)
    rec = Recorder(app)
    step(app)
    label = table.layout.tr("ui.democracy.pool_n", n=table.view.pool_left)
    drawn = [rec.ink(t, s, r) for t, s, r in rec.items if t == label]
    g = table.layout.geo(table.view)
    slot = g.choice_rect(g.bottom)
    assert drawn and not any(ink.colliderect(slot) or ink.colliderect(g.pool_rect()) for ink in drawn), \
        (label, drawn, slot, g.pool_rect())
