"""The Bao Huang table driven like a person: whole deals through the table with AI seats and the
results between deals, the grouped hand (three of a rank in at most two clicks or one key; stacks
dimmed exactly when no legal play uses them), an illegal selection explained on screen with Play
disabled and nothing applied (wrong count, not stronger, a 6 under Sixes-last), the throne and
rebellion buttons, the Guard never named or marked before its card falls (and the reveal
animation only after), tribute cards drawn and named only on their giver's / taker's screen, and
the pass-and-play curtain; a wrong lead refused in the lead's words."""
from __future__ import annotations

import random

import pygame
import pytest

from game.actions import Action
from game.cards import JOKER
from game.errors import IllegalAction
from game.i18n import Translator
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import DT, click, click_gui, gui_button, open_table, record_faces, run_until, step
from ui.layouts.baohuang.hand import card_key, matching_play, playable_keys, stacks_of
from ui.scenes.curtain import CurtainScene
from ui.scenes.results import ResultsScene

from engines.baohuang.cards import GUARD_CARD, strength


def bh_match(kinds, seed=7, deals=1, **options) -> Match:
    return Match("baohuang", {"deals": deals, **options},
                 [Seat(f"P{i + 1}", k, "normal") for i, k in enumerate(kinds)], seed)


def ready(table) -> bool:
    return bool(table.legal) and not table.anim.busy and table.input_ready


def button(table, name):
    return next(b for b in table.layout.buttons if b.name == name)


def stack_rect(table, stack):
    return next(r for r, c in table.layout.hit_cards if c in stack.cards)


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def emperor_seed(**options) -> int:
    """A seed whose deal gives seat 0 the Emperor card: it keeps it and leads the first round (B10),
    so the tests reach its lead and its follow whatever the AI seats choose."""
    return next(s for s in range(1, 300) if bh_match(["ai"] * 5, seed=s, **options).to_act() == (0,))


def advance_to_play(app, table, predicate, limit=6000) -> bool:
    """Let the human seat answer throne/rebellion (keep / no) and play its smallest play until
    `predicate(view)` holds on its turn in the play phase."""
    for _ in range(limit):
        if table.match.deal_over:
            return False
        if ready(table):
            view = table.view
            if view.phase == "play" and predicate(view):
                step(app)
                return True
            kinds = {a.kind for a in table.legal}
            if "keep" in kinds:
                table.submit([Action("keep")])
            elif "no_rebel" in kinds:
                table.submit([Action("no_rebel")])
            elif "pass" in kinds:
                table.submit([Action("pass")])
            else:
                table.submit([next(a for a in table.legal if a.kind == "play")])
        app.step(DT, [])
    return False


@pytest.mark.slow
def test_whole_deals_through_the_table_with_ai_seats_and_results_between(app):
    match = bh_match(["ai"] * 5, seed=3, deals=2)
    table = open_table(app, match)
    between = 0
    for _ in range(10):
        assert run_until(app, lambda: isinstance(app.scene, ResultsScene), 20000)
        if app.scene.on_next is None:
            break
        between += 1
        step(app, 2)
        click_gui(app, gui_button(app, "next"))
        assert app.scene is table
    assert between >= 1 and match.over
    assert len(match.deal_results) >= 2
    step(app, 2)


def test_B09_three_of_a_rank_with_one_key_or_two_clicks(app):
    match = bh_match(["human"] + ["ai"] * 4, seed=emperor_seed())
    table = open_table(app, match)
    assert advance_to_play(app, table, lambda v: v.last_play is None
                           and any(len(s.cards) >= 4 for s in stacks_of(v.hand)))
    layout = table.layout
    stack = next(s for s in layout.stacks if len(s.cards) >= 4)
    rect = stack_rect(table, stack)
    pygame.mouse.set_pos(rect.center)
    step(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    table.layout.hovered_stack = lambda ctx, s=stack: s   # the dummy video driver keeps no pointer
    step(app, 1, [key(pygame.K_3)])
    assert sorted(map(card_key, layout.selected)) == [stack.key] * 3
    # clicks: +1 each (three clicks), or Shift+click (all) then a right-click (−1): two clicks
    layout.selected = []
    step(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center, mod=pygame.KMOD_SHIFT)])
    assert len(layout.selected) == len(stack.cards)
    while len(layout.selected) > 3:
        step(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=stack_rect(table, stack).center)])
    assert len(layout.selected) == 3
    step(app)
    assert button(table, "play").enabled
    click(app, button(table, "play").rect.center)
    assert run_until(app, lambda: not table.anim.busy, 600)
    assert match.steps[-1].seat == 0 and len(match.steps[-1].action.cards) == 3


def test_B11_following_one_click_takes_as_many_as_needed(app):
    match = bh_match(["human"] + ["ai"] * 4, seed=emperor_seed())
    table = open_table(app, match)

    def beatable(view):
        if view.last_play is None or len(view.last_play[1]) < 2:
            return False
        need = len(view.last_play[1])
        low = max(strength(c) for c in view.last_play[1])
        return any(len(s.cards) >= need and s.strength > low and s.strength < 16 for s in stacks_of(view.hand))

    assert advance_to_play(app, table, beatable)
    view = table.view
    need = len(view.last_play[1])
    low = max(strength(c) for c in view.last_play[1])
    stack = next(s for s in table.layout.stacks if len(s.cards) >= need and low < s.strength < 16)
    click(app, stack_rect(table, stack).center)
    assert len(table.layout.selected) == need
    assert button(table, "play").enabled


def test_dimmed_stacks_are_exactly_those_no_legal_play_uses(app, monkeypatch):
    import ui.layouts.baohuang.table as bt

    match = bh_match(["human"] + ["ai"] * 4, seed=emperor_seed())
    table = open_table(app, match)
    assert advance_to_play(app, table, lambda v: v.last_play is not None)
    dimmed = []
    original = bt.dim_cards
    monkeypatch.setattr(bt, "dim_cards", lambda surface, rects, alpha=120: dimmed.extend(rects) or
                        original(surface, rects, alpha))
    step(app)
    usable = playable_keys(table.legal)
    stacks = table.layout.stacks
    rects = table.app and [r for r, _ in table.layout.hit_cards]
    expected = [s for s in stacks if s.key not in usable]
    hand_dims = [r for r in dimmed if r.y > table.layout.geo(table.view).hand_area.y - 30]
    assert len(hand_dims) == len(expected)
    for stack in expected:
        rect = next(r for r, c in table.layout.hit_cards if c in stack.cards)
        assert any(rect.contains(d) for d in hand_dims)
    del rects


def test_B11_illegal_selection_shows_the_reason_and_nothing_is_applied(app):
    match = bh_match(["human"] + ["ai"] * 4, seed=emperor_seed())
    table = open_table(app, match)
    assert advance_to_play(app, table, lambda v: v.last_play is not None and len(v.last_play[1]) == 1
                           and min(strength(c) for c in v.hand) <= strength(v.last_play[1][0]))
    view = table.view
    low = min(view.hand, key=strength)
    stack = next(s for s in table.layout.stacks if low in s.cards)
    table.layout.selected = [stack.cards[0]]
    step(app)
    assert not button(table, "play").enabled
    assert table.layout.reason_text == app.tr("baohuang.table.reason.weaker")
    # wrong count: two cards on a single
    two = next((s for s in table.layout.stacks if len(s.cards) >= 2), None)
    if two is not None:
        table.layout.selected = two.cards[:2]
        step(app)
        assert table.layout.reason_text == app.tr.error(
            __import__("game.errors", fromlist=["IllegalAction"]).IllegalAction(
                "baohuang.table.reason.count", "", n=1))
    steps = len(match.steps)
    click(app, button(table, "play").rect.center)
    step(app, 2, [key(pygame.K_RETURN)])
    assert len(match.steps) == steps
    assert any(table.layout.reason_text == t for t in app.toasts.texts)


def test_B16_a_six_under_sixes_last_is_refused_with_its_reason(app):
    def emperor_with_sixes(m):   # seat 0 is dealt the Emperor card (it keeps it and leads) and some 6s
        return m.to_act() == (0,) and any(c.rank == 6 and c.suit != "X" for c in m.state.hands[0])

    seed = next(s for s in range(1, 300) if emperor_with_sixes(bh_match(["ai"] * 5, seed=s, sixes_last=True)))
    match = bh_match(["human"] + ["ai"] * 4, seed=seed, sixes_last=True)
    table = open_table(app, match)
    assert advance_to_play(app, table, lambda v: v.last_play is None and any(c.rank == 6 and c.suit != "X"
                                                                             for c in v.hand))
    six = next(c for c in table.view.hand if c.rank == 6 and c.suit != "X")
    table.layout.selected = [six]
    step(app)
    assert not button(table, "play").enabled
    assert table.layout.reason_text == app.tr("baohuang.table.reason.sixes_last")
    stack = next(s for s in table.layout.stacks if six in s.cards)
    assert stack.key not in playable_keys(table.legal)


def test_B06_B08_throne_and_rebellion_buttons(app):
    seed = next(s for s in range(1, 200) if bh_match(["ai"] * 5, seed=s).to_act() == (0,))
    match = bh_match(["human"] + ["ai"] * 4, seed=seed)
    table = open_table(app, match)
    assert run_until(app, lambda: ready(table), 3000)
    step(app)
    names = {b.name for b in table.layout.buttons}
    assert {"keep", "pass_emperor"} <= names
    assert ("solo" in names) == (GUARD_CARD in table.view.hand)
    click(app, button(table, "keep").rect.center)
    assert run_until(app, lambda: match.view(None).phase != "throne", 600)
    assert match.view(None).emperor == 0


@pytest.mark.parametrize("with_guard", [False, True])
def test_B06_B07_the_emperor_card_back_with_its_first_holder_offers_no_pass(app, with_guard):
    """After five passes the card is back with seat 0, its first holder: the prompt says it came
    back, there is no pass button, and with the Guard card too the choice is (a) or (b)."""
    seed = next(s for s in range(1, 300) if bh_match(["ai"] * 5, seed=s).to_act() == (0,)
                and (GUARD_CARD in bh_match(["ai"] * 5, seed=s).state.hands[0]) == with_guard)
    match = bh_match(["human"] + ["ai"] * 4, seed=seed)
    for passes in range(5):
        match.play(passes, Action("pass_emperor"))
    table = open_table(app, match)
    assert run_until(app, lambda: ready(table), 3000)
    step(app)
    names = {b.name for b in table.layout.buttons}
    assert names == ({"keep", "solo"} if with_guard else {"keep"})
    back = "baohuang.table.prompt.throne_back_both" if with_guard else "baohuang.table.prompt.throne_back"
    assert table.layout.prompt(table.view, table.context()) == app.tr(back)
    click(app, button(table, "keep").rect.center)
    assert run_until(app, lambda: match.view(None).phase != "throne", 600)
    assert match.view(None).emperor == 0 and (match.state.solo == "silent") == with_guard


@pytest.mark.slow
def test_B05_the_guard_is_never_drawn_or_named_before_its_card_falls(app, monkeypatch):
    """A human who is not the Guard watches a whole deal: until the Guard card is played no text
    names the Guard, no shield is drawn, and the reveal animation's badge appears only after."""
    import ui.layouts.baohuang.table as bt
    from tests.ui.label_checks import Recorder

    def fits(m):
        s = m.state
        g = next(i for i in range(5) if GUARD_CARD in s.hands[i])
        return g != 0
    seed = next(s for s in range(1, 300) if fits(bh_match(["ai"] * 5, seed=s)))
    match = Match("baohuang", {"deals": 1}, [Seat(n, k, "normal") for n, k in
                                              zip(["Ann", "Bob", "Cyd", "Dee", "Eve"], ["human"] + ["ai"] * 4)], seed)
    table = open_table(app, match)
    rec = Recorder(app)
    shields = []
    original = bt.draw_shield
    monkeypatch.setattr(bt, "draw_shield", lambda *a, **k: shields.append(a[1]) or original(*a, **k))
    guard_words = {app.tr("baohuang.role.guard"), app.tr("baohuang.table.banner.guard")}
    revealed_frames = 0
    rng = random.Random(4)
    for _ in range(20000):
        if match.deal_over and not table.anim.busy:
            break
        rec.items.clear()
        shields.clear()
        if ready(table):
            kinds = {a.kind for a in table.legal}
            choice = Action("no_rebel") if "no_rebel" in kinds else table.legal[rng.randrange(len(table.legal))]
            table.submit([choice])
        app.step(DT, [])
        state = match.state
        guard = state.guard
        known = state.guard_revealed or state.revealed
        tokens = [lb for lb in table.anim.labels if getattr(lb, "tag", "") == "guard"]
        if not known:
            assert state.solo is not None or not tokens
            assert not shields, "a Guard shield drawn before the reveal"
            texts = [t for t, _, _ in rec.items]
            assert not [t for t in texts if any(w in t for w in guard_words) and
                        t != app.tr("baohuang.table.info.guard_hidden")], texts
        elif tokens:
            revealed_frames += 1
        del guard
    assert match.deal_over
    assert revealed_frames > 0 or match.state.solo is not None or not match.state.guard_revealed


def test_B05_the_guard_sees_its_own_marker_only_in_its_own_view(app):
    seed = next(s for s in range(1, 300)
                if (lambda m: GUARD_CARD in m.state.hands[0] and m.to_act() != (0,))(bh_match(["ai"] * 5, seed=s)))
    match = bh_match(["human"] + ["ai"] * 4, seed=seed)
    table = open_table(app, match)
    assert run_until(app, lambda: not table.anim.busy, 3000)
    from tests.ui.label_checks import Recorder

    rec = Recorder(app)
    step(app)
    assert any(app.tr("baohuang.table.you_guard") in t for t, _, _ in rec.items)
    guard_stack = [s for s in table.layout.stacks if s.guard]
    assert guard_stack and guard_stack[0].cards == [GUARD_CARD]
    table.set_viewer(None)
    rec.items.clear()
    step(app)
    assert not any(app.tr("baohuang.table.you_guard") in t for t, _, _ in rec.items)


def test_B23_tribute_cards_drawn_only_for_their_giver_and_taker(app):
    """Deal 2 opens with tribute: watched from each seat in turn, no other seat's given or received
    card is drawn face up or named, while the seat's own are."""
    base = None
    for seed in range(3, 60):
        m = bh_match(["ai"] * 5, seed=seed, deals=3)
        while not m.deal_over:
            s = m.to_act()[0]
            m.play(s, m.ai_choice(s))
        if any(m.deal_results[-1].scores):
            base = seed
            break
    assert base is not None
    for viewer in range(5):
        kinds = ["ai"] * 5
        kinds[viewer] = "human"
        match = bh_match(kinds, seed=base, deals=3)
        while not match.deal_over:
            s = match.to_act()[0]
            if match.is_ai(s):
                match.play(s, match.ai_choice(s))
            else:
                match.play(s, m.rules.ai_player("normal").choose(match.view(s), match.legal(s), random.Random(1)))
        match.next_deal()
        faces = record_faces(app)
        table = open_table(app, match)
        state = match.state
        mine = set(state.tribute_given[viewer]) | set(state.tribute_received[viewer])
        others = {c for s in range(5) if s != viewer for c in state.tribute_given[s] + state.tribute_received[s]}
        others -= set(state.hands[viewer]) | mine
        for _ in range(90):
            app.step(DT, [])
        assert not (set(faces) & others), f"seat {viewer} saw {set(faces) & others}"
        if mine:
            assert set(faces) & mine or not state.tribute_given[viewer]
        lines = table.layout.log.lines(table.layout.log_line)
        own_lines = [ln for ln in lines if app.tr("baohuang.log.you_gave", cards="").split("{")[0][:3] in ln]
        del own_lines
        app.cards.face = type(app.cards).face.__get__(app.cards)


def test_curtain_between_humans_in_pass_and_play(app):
    match = bh_match(["human", "ai", "human", "ai", "ai"], seed=4)
    table = open_table(app, match)
    assert run_until(app, lambda: isinstance(app.scene, CurtainScene), 3000)
    first = app.scene.name
    assert table.viewer is None
    step(app, 12)
    click(app, (640, 600))
    assert app.scene is table and table.match.seats[table.viewer].name == first
    assert run_until(app, lambda: ready(table), 600)
    played = False
    for _ in range(3000):
        if ready(table) and app.scene is table:
            table.submit([table.legal[-1]])
            played = True
        step(app)
        if isinstance(app.scene, CurtainScene) and played:
            break
    assert played and isinstance(app.scene, CurtainScene)
    assert table.viewer is None


def test_matching_play_takes_the_selected_cards():
    from engines.baohuang.cards import full_deck

    deck = full_deck()
    nines = [c for c in deck if c.rank == 9 and c.suit != "X"][:3]
    legal = [Action("play", tuple(nines))]
    other = [c for c in deck if c.rank == 9 and c.suit != "X"][3:6]
    assert matching_play(other, legal) == Action("play", tuple(other))
    assert matching_play(other[:2], legal) is None


@pytest.mark.slow
def test_labels_fit_with_long_names_through_a_whole_deal_and_tribute(app):
    """16-character names in both languages, a whole deal (places, reveal) and the next deal's
    tribute and throne: every label stays inside its panel and the window, none under 14 px."""
    from tests.ui.label_checks import LONG, Recorder, check_frame

    problems: list[str] = []
    for lang in ("ja", "en"):
        app.set_language(lang)
        seats = [Seat(LONG[lang][0], "human")] + [Seat(LONG[lang][i], "ai", "normal") for i in range(1, 5)]
        match = Match("baohuang", {"deals": 2}, seats, 21)
        table = open_table(app, match)
        rec = Recorder(app)
        rng = random.Random(2)
        for frame in range(30000):
            if match.deal_over and not table.anim.busy:
                if match.deal_index == 1 or match.over:
                    break
                match.next_deal()
                table.set_viewer(0)
                table.layout.intro(table.view, table.anim)
                table.anim.commit(lambda: None)
            rec.items.clear()
            if ready(table) and app.scene is table:
                table.submit([table.legal[rng.randrange(len(table.legal))]])
            app.step(DT)
            if app.scene is table and frame % 3 == 0:
                problems += check_frame(table, rec, f"baohuang/{lang} deal {match.deal_index + 1} frame {frame}")
            if len(problems) > 12:
                break
    assert not problems, "\n".join(sorted(set(problems))[:25])


def test_a_click_on_a_stack_lands_at_every_window_size(app):
    """Any window size, for the grouped hand: at three window sizes a click posted at window
    coordinates on a stack selects from that stack."""
    from tests.ui.conftest import window_click

    for size in ((960, 540), (1920, 1080), (1000, 1000)):
        app.resize_window(size)
        match = bh_match(["human"] + ["ai"] * 4, seed=emperor_seed())
        table = open_table(app, match)
        assert advance_to_play(app, table, lambda v: v.last_play is None)
        stack = table.layout.stacks[len(table.layout.stacks) // 2]
        centre = stack_rect(table, stack).center   # on the table's design; a tall window spreads it
        window_click(app, table.stretch.map_point(centre) if table.stretch is not None else centre)
        assert table.layout.selected and all(c in stack.cards for c in table.layout.selected), size


def test_the_opening_log_follows_the_deal_and_tribute_animation(app):
    """The log of a deal's opening (deal, tribute, who holds the Emperor card) joins the log as the
    animation reaches it, never ahead of it."""
    match = bh_match(["human"] + ["ai"] * 4, seed=emperor_seed())
    table = open_table(app, match)
    assert len(table.layout.log) == 0          # the intro is queued, nothing shown yet
    app.step(DT, [])
    kinds = [e.kind for e in table.layout.log.events]
    assert kinds[:1] == ["deal_start"] and "emperor_card" not in kinds
    assert run_until(app, lambda: not table.anim.busy, 3000)
    assert "emperor_card" in [e.kind for e in table.layout.log.events]


def test_B23_the_log_names_only_the_viewers_own_tribute_cards(app):
    base = next(s for s in range(3, 60) if _tribute_deal(s) is not None)
    match = _tribute_deal(base, human=0)
    table = open_table(app, match)
    assert run_until(app, lambda: not table.anim.busy, 3000)
    events = list(table.layout.log.events)
    for e in events:
        if e.kind in ("tribute_give", "tribute_take"):
            assert bool(e.cards) == (e.seat == 0), e
    from ui.layouts.baohuang.table import cards_text

    own = match.state.tribute_given[0] or match.state.tribute_received[0]
    assert own
    mine = app.tr("baohuang.log.you_gave" if match.state.tribute_given[0] else "baohuang.log.you_took",
                  cards=cards_text(own, app.tr))
    assert mine in table.layout.log.lines(table.layout.log_line)
    table.set_viewer(None)    # another viewer: the same events render as counts only
    step(app)
    assert mine not in table.layout.log.lines(table.layout.log_line)


def _tribute_deal(seed, human=None):
    """A match at the start of deal 2 with tribute (seat `human` human), or None without tribute."""
    kinds = ["ai"] * 5
    if human is not None:
        kinds[human] = "human"
    match = bh_match(kinds, seed=seed, deals=3)
    player = match.rules.ai_player("normal")
    while not match.deal_over:
        s = match.to_act()[0]
        action = match.ai_choice(s) if match.is_ai(s) else player.choose(match.view(s), match.legal(s),
                                                                          random.Random(1))
        match.play(s, action)
    if not any(match.deal_results[-1].scores):
        return None
    match.next_deal()
    return match


def test_a_match_resumed_mid_deal_shows_its_position(app):
    """A saved match reopened in the middle of the play (after the throne, the rebellion and some
    rounds): the table catches up through the layout with no animation left and play goes on."""
    match = bh_match(["human"] + ["ai"] * 4, seed=emperor_seed())
    rng = random.Random(3)
    while len(match.view(None).played) < 20:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        match.play(seat, match.ai_choice(seat) if match.is_ai(seat) else legal[rng.randrange(len(legal))])
    table = open_table(app, match)
    step(app, 2)
    assert not table.anim.busy and len(table.layout.log) >= 10
    assert table.view.phase == "play"
    for _ in range(3):
        assert run_until(app, lambda: ready(table) or match.deal_over, 3000)
        if match.deal_over:
            break
        table.submit([table.legal[-1]])


def test_B24_ruling_a_silent_solo_shown_when_it_plays_the_guard_card(app):
    """Seed 118: the Emperor holds both marked cards, keeps silently and plays the Guard card
    mid-deal. Before that its own panel says it plays alone in secret; after, the table shows the
    solo to everyone and the Emperor's own panel no longer calls it a secret."""
    from tests.ui.label_checks import Recorder

    match = bh_match(["ai"] * 5, seed=118)
    table = open_table(app, match)
    rec = Recorder(app)

    def emperor_view():
        return match.view(match.state.emperor) if match.state.emperor is not None else None

    assert run_until(app, lambda: emperor_view() is not None and emperor_view().phase == "play", 6000)
    table.set_viewer(match.state.emperor)
    assert run_until(app, lambda: not table.anim.busy, 3000)
    rec.items.clear()
    step(app)
    assert not match.view(1 if match.state.emperor != 1 else 2).silent_solo
    secret = app.tr("baohuang.table.you_silent.named", who=table.names()[match.state.emperor])   # a computer's seat, by name
    assert any(secret in t for t, _, _ in rec.items)
    assert run_until(app, lambda: emperor_view().silent_solo and not table.anim.busy, 20000)
    assert not match.deal_over
    assert all(match.view(s).silent_solo and match.view(s).guard is None for s in range(5))
    rec.items.clear()
    step(app)
    drawn = " ".join(t for t, _, _ in rec.items)
    assert secret not in drawn and app.tr("baohuang.table.you_silent") not in drawn
    assert app.tr("baohuang.table.badge.silent_solo") in drawn


def test_totals_name_each_seat_with_its_points():
    """The running totals read "CPU 0は12点" / "CPU 0: 12", not "CPU 0 12" (issue 40)."""
    from game import i18n
    from game.match import Match
    from game.seats import Seat
    from ui.layouts.baohuang.table import result_notes

    match = Match("baohuang", {"deals": 2}, [Seat(f"CPU {i}", "ai", "random") for i in range(5)], 3)
    while not match.deal_over:
        seat = match.to_act()[0]
        match.play(seat, match.legal(seat)[0])
    totals = match.totals()
    for lang, item in (("ja", "{name}は{n}点"), ("en", "{name}: {n}")):
        tr = i18n.Translator(lang)
        _, notes = result_notes(match, tr)
        line = next(n for n in notes if i18n.text("baohuang.table.res.totals", lang, totals="") in n)
        for s in range(5):
            assert item.format(name=f"CPU {s}", n=totals[s]) in line, line


def test_a_wrong_lead_is_not_told_about_the_last_play():
    """Bao Huang: a lead that is not one rank is refused in the lead's words, never "as many cards
    as the last play" (there is none)."""
    seats = [Seat("You", "human")] + [Seat(f"CPU {i}", "ai", "random") for i in range(1, 5)]
    match = Match("baohuang", {}, seats, 5)
    while match.state.last_play is not None or not any(a.kind == "play" for a in match.legal(match.to_act()[0])):
        seat = match.to_act()[0]
        match.play(seat, match.legal(seat)[0])
    seat = match.to_act()[0]
    hand = match.state.hands[seat]
    mixed = next((a, b) for a in hand for b in hand if a.rank != b.rank and a.suit != JOKER and b.suit != JOKER)
    with pytest.raises(IllegalAction) as refused:
        match.rules.apply(match.state, seat, Action("play", mixed))
    assert refused.value.key == "baohuang.err.bad_lead"
    assert "last play" not in Translator("en").error(refused.value)
