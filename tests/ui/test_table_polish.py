"""Table polish: every registered game has its rules text in both languages (title and
numbered sections only, rulings marked); Tyrant and Napoleon dim unplayable cards and enable Play
only for a legal selection, showing the engine's reason otherwise; Tyrant's prompts say the right
thing; the log is kept as events and re-rendered in the other language; toasts never cover the hand;
no table text is smaller than 14 px."""
from __future__ import annotations

import pygame
import pytest

from game import i18n, registry
from game.i18n import Translator
from tests.ui.conftest import open_table, step, tyrant_match

LANGS = ("ja", "en")


@pytest.mark.parametrize("game_id", registry.available_games())
@pytest.mark.parametrize("lang", LANGS)
def test_every_registered_game_has_rules_text(game_id, lang):
    from ui.scenes.rules import rules_keys

    table = i18n.table(lang)
    title = f"{game_id}.rules.title"
    assert title in table, f"{game_id}: no {title} in {lang}"
    keys = [k for k in rules_keys(game_id, lang) if k in table]
    bodies = [k for k in keys if k.endswith(".body")]
    assert len(bodies) >= 3, f"{game_id}: rules text in {lang} has {len(bodies)} sections"
    for body in bodies:
        assert body[:-5] + ".title" in table, f"{body} has no heading in {lang}"
        assert table[body].strip(), f"{body} is empty in {lang}"


@pytest.mark.parametrize("game_id", registry.available_games())
@pytest.mark.parametrize("lang", LANGS)
def test_rules_screen_shows_only_text_with_headings_and_rulings(game_id, lang):
    from ui.scenes.rules import rules_html

    tr = Translator(lang)
    body = rules_html(game_id, tr)
    assert tr("ui.rules.missing") not in body
    assert "<b>" in body and "<font size=5 " in body
    assert "RULING" not in body and "F2C75C" in body   # the rulings are marked


def test_rules_keys_are_in_section_order():
    from ui.scenes.rules import rules_keys

    keys = rules_keys("tyrant", "en")
    assert keys[0] == "tyrant.rules.title"
    assert keys[1:3] == ["tyrant.rules.s01.title", "tyrant.rules.s01.body"]


JP = "\u3040-\u30ff\u4e00-\u9fff"
OTHER_TEAMS = ("baohuang", "democracy")   # their string files are being written as this test is


def _strings(lang):
    import json

    from game.resources import asset_path

    for path in sorted(asset_path("strings", lang).glob("*.json")):
        if any(t in path.name for t in OTHER_TEAMS):
            continue
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            yield path.name, key, value


def test_words_read_right_in_english():
    bad = [(f, k, v) for f, k, v in _strings("en")
           if "(s)" in v or "Oya" in v or "{name}'s" in v or " leads" in v and "{name} leads" in v]
    assert not bad, bad


def test_japanese_punctuation_is_full_width_and_names_are_not_glued():
    import re

    bad = []
    for f, k, v in _strings("ja"):
        if re.search(r"\{(name|seat|dealer)\}\s*さん", v) or "おもて向き" in v:
            bad.append((f, k, v))
        if re.search(rf"\{{(name|seat|dealer|to)\}} [{JP}]", v):
            bad.append((f, k, v))           # "{name} が": no space before a particle
        if k.endswith(".rules") or k.startswith("daifugo13.rules") is False and ".rules." not in k:
            pass
        if re.search(rf"[{JP}][():?!]|[():?!][{JP}]", v):
            bad.append((f, k, v))
    assert not bad, bad


@pytest.mark.parametrize("game_id", registry.available_games())
def test_toasts_never_cover_a_card_and_selected_cards_lift(app, game_id):
    """A refusal toast at the table lies between the played cards and the hand (no card drawn under
    it), and a selected hand card is drawn SELECT_LIFT px above the others."""
    from game.match import Match
    from game.seats import Seat
    from tests.ui.conftest import run_until
    from ui.layouts.common import SELECT_LIFT

    rules = registry.load(game_id)
    seats = [Seat("P1", "human")] + [Seat(f"P{i + 1}", "ai", "random") for i in range(1, rules.usual_table())]
    table = open_table(app, Match(game_id, rules.one_deal_options(), seats, 9))

    def ready_to_play():
        return (table.legal and not table.anim.busy and table.input_ready
                and any(a.kind == "play" for a in table.legal))

    for _ in range(40):   # act with the first legal action until a card play is offered
        if run_until(app, lambda: table.legal and not table.anim.busy, 3000) and ready_to_play():
            break
        if table.legal and not table.anim.busy:
            table.submit([table.legal[0]])
        step(app, 2)
    assert ready_to_play()
    drawn = []
    original = app.cards.blit

    def spy(target, card, rect, *args, **kw):
        drawn.append(pygame.Rect(rect))
        return original(target, card, rect, *args, **kw)

    app.cards.blit = spy
    app.toasts.show("A refusal long enough to need a good part of the width of the table, as some do")
    drawn.clear()
    step(app)
    assert app.toasts.rects
    for toast in app.toasts.rects:
        covered = [r for r in drawn if r.colliderect(toast)]
        assert not covered, f"{game_id}: the toast {toast} covers cards at {covered}"
    # the selection lift: the clicked card is drawn again SELECT_LIFT px higher, nothing else moves
    layout = table.layout
    card = next(a.cards[0] for a in table.legal if a.kind == "play")
    rect = next(h[0] for name in layout.CHOICE_LISTS for h in getattr(layout, name, None) or [] if card in h)
    pygame.mouse.set_pos((5, 5))
    drawn.clear()
    step(app)
    before = {tuple(r) for r in drawn}
    step(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center)])
    drawn.clear()
    step(app)
    moved = {tuple(r) for r in drawn} - before
    assert moved, f"{game_id}: nothing was drawn anew after the card was chosen"
    for x, y, w, h in moved:
        assert (x, y + SELECT_LIFT, w, h) in before, f"{game_id}: a card drawn at {(x, y)} is not a lifted one"


@pytest.mark.parametrize("game_id", registry.available_games())
def test_the_log_is_kept_as_events_and_follows_a_language_switch(app, game_id):
    from game.match import Match
    from game.seats import Seat
    from tests.ui.conftest import run_until
    from ui.layouts.common import EventLog

    players = registry.load(game_id).usual_table()
    match = Match(game_id, {}, [Seat(f"P{i + 1}", "ai", "random") for i in range(players)], 6)
    table = open_table(app, match)
    layout = table.layout
    assert isinstance(layout.log, EventLog)
    render = getattr(layout, "render_entry", None) or layout.log_line
    assert run_until(app, lambda: len(layout.log.lines(render)) >= 3, 3000)
    ja = layout.log.lines(render)
    app.set_language("en")
    en = layout.log.lines(render)
    assert len(en) == len(ja) and en != ja
    assert not any(any("\u3040" <= ch <= "\u30ff" for ch in line) for line in en), en


def test_tyrant_prompt_tells_an_empty_hand_to_pass(app):
    """With no cards in hand the prompt says the player must pass (not "choose 1–3 cards")."""
    import dataclasses

    from game.actions import Action
    from tests.ui.conftest import run_until

    table = open_table(app, tyrant_match(["human", "ai", "ai"], seed=3))
    assert run_until(app, lambda: table.legal and table.view.phase == "setup", 600)
    view = dataclasses.replace(table.view, phase="play", hand=())
    ctx = table.context()
    ctx.legal = [Action("pass")]
    ctx.busy = False
    assert table.layout.prompt(view, ctx) == app.tr("ui.tyrant.prompt.must_pass")


def test_table_text_colours_are_readable_on_the_felt(app):
    """WCAG contrast of every table text colour is at least 4.5:1 on a panel over the brightest
    part of the felt (where table text sits), and the key hints (DIM, straight on the felt at the
    bottom) are as readable there."""
    from ui.felt import felt
    from ui.layouts.common import BLUE, CREAM, DIM, GOLD, RED_TEXT

    def luminance(rgb):
        def channel(c):
            c /= 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
        r, g, b = (channel(c) for c in rgb[:3])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    def contrast(a, b):
        hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
        return (hi + 0.05) / (lo + 0.05)

    surface = felt((1280, 720))
    brightest = max((surface.get_at((x, y)) for x in range(0, 1280, 40) for y in range(0, 720, 40)),
                    key=luminance)
    alpha = 150 / 255   # common.panel's default
    under_panel = tuple(round(alpha * p + (1 - alpha) * f) for p, f in zip((8, 22, 15), brightest[:3]))
    for colour in (CREAM, DIM, GOLD, RED_TEXT, BLUE):
        assert contrast(colour, under_panel) >= 4.5, (colour, under_panel)
    bottom = max((surface.get_at((x, 708)) for x in range(300, 1000, 20)), key=luminance)
    assert contrast(DIM, bottom) >= 4.5, (DIM, bottom)


@pytest.mark.parametrize("game_id", registry.available_games())
def test_the_log_never_runs_ahead_of_the_animation(app, game_id):
    """An action's log lines join the log as its animation reaches them, not when it is queued."""
    from game.match import Match
    from game.seats import Seat
    from tests.ui.conftest import run_until

    players = registry.load(game_id).usual_table()
    match = Match(game_id, {}, [Seat(f"P{i + 1}", "ai", "random") for i in range(players)], 8)
    table = open_table(app, match)
    layout = table.layout
    seen = []
    original = layout.animate

    def animate(events, before, after, anim):
        count = len(layout.log)
        original(events, before, after, anim)
        seen.append((count, len(layout.log), bool(anim.timeline.steps)))

    layout.animate = animate
    assert run_until(app, lambda: len(seen) >= 8, 3000)
    assert all(before == after for before, after, _ in seen), seen
    assert any(queued for _, _, queued in seen)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_daifugo13_banners_never_cover_the_plays_on_the_field(players):
    from ui.layouts.daifugo13.geometry import Geometry

    g = Geometry(players, 0)
    banner = g.banner_rect()
    for count in range(1, 11):
        cards = g.field_slots(count) + g.under_slots(1, count) + g.under_slots(2, count)
        assert not any(banner.colliderect(r) for r in cards), count
        assert not banner.colliderect(g.hand_area)


@pytest.mark.parametrize("players", [3, 4])
def test_tyrant_played_cards_never_run_under_the_hint_button_or_the_log(players):
    from ui.layouts.tyrant.geometry import HINT_BUTTON, Geometry

    for viewer in range(players):
        g = Geometry(players, viewer)
        for seat in range(players):
            for count in (1, 2, 3):
                slots = g.played_slots(seat, count)
                assert not any(HINT_BUTTON.colliderect(r) for r in slots), (viewer, seat, count)
                assert all(g.played_zone(seat).x <= r.x and r.right <= g.played_zone(seat).right for r in slots)
        own = g.played_slots(g.bottom, 3)
        assert all(r.bottom + 18 <= g.log_area.y - 4 for r in own)   # the "face down" tag above the log's rule


def test_a_long_hint_toast_at_the_table_stays_on_one_line(app):
    """The Hint's line with its reason and chances (Tyrant's pass, in English, the longest) is drawn
    on one line at a table, a size smaller than other toasts if need be, inside the window; a text
    too long even at the smallest size wraps at the full size; toasts off the table keep it."""
    from ui.toast import SIZE, TABLE_MIN_SIZE, Toasts

    tr = Translator("en")
    line = tr("ui.hint.chance_why", play=tr("ui.hint.kind.pass"), why=tr("ui.hint.why.tyrant_pass"),
              p=75, q=50)
    surface = pygame.Surface((1280, 720))
    assert app.text.font(SIZE).size(line)[0] > 1100, "the case this guards: too long at full size"
    toasts = Toasts()
    toasts.show(line, kind="info")
    toasts.draw(surface, app.text, bottom=520)
    (rect,) = toasts.rects
    assert rect.height < 18 + 2 * (TABLE_MIN_SIZE + 10), "one line"
    assert surface.get_rect().contains(rect) and rect.bottom <= 520
    toasts.show(" ".join([line] * 2), kind="info")
    toasts.draw(surface, app.text, bottom=520)
    (rect,) = toasts.rects
    lines, rest = divmod(rect.height - 18, SIZE + 10)
    assert lines >= 2 and rest == 0, "wrapped at the full size"
    toasts.draw(surface, app.text)             # off the table: stacked, full size, wrapped
    assert all(r.height % (SIZE + 10) == 18 % (SIZE + 10) for r in toasts.rects)


def test_a_toast_is_laid_out_once_per_width_not_every_frame(app):
    """A toast measures and wraps its text when first drawn at a width and reuses that on later
    frames; a window of another width lays it out again."""
    from ui.toast import Toasts

    calls = []
    real_wrap = app.text.wrap

    def counting_wrap(*args, **kwargs):
        calls.append(args)
        return real_wrap(*args, **kwargs)

    toasts = Toasts()
    toasts.show("That card cannot be played now.")
    app.text.wrap = counting_wrap
    try:
        for _ in range(5):
            toasts.draw(pygame.Surface((1280, 720)), app.text, bottom=520)
        assert len(calls) == 1
        toasts.draw(pygame.Surface((1000, 700)), app.text, bottom=520)
        assert len(calls) == 2
    finally:
        del app.text.wrap


def test_the_log_renders_each_event_once_per_words_and_keeps_an_event_that_stands_twice():
    """EventLog.lines with a key: an event rendered under the same key is not rendered again, a new
    key renders all again, and an event object that stands in the log twice (an engine may hand
    the same pass event again) gives its line each time, in its places."""
    from ui.layouts.common import EventLog

    log, calls = EventLog(maxlen=8), []
    a, b = object(), object()
    for event in (a, b, a):
        log.append(event)

    def render(event):
        calls.append(event)
        return "A" if event is a else "B"

    assert log.lines(render, ("en",)) == ["A", "B", "A"]
    assert log.lines(render, ("en",)) == ["A", "B", "A"] and len(calls) == 2
    assert log.lines(render, ("ja",)) == ["A", "B", "A"] and len(calls) == 4
