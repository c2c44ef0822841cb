"""One truth on screen, in every game: a seat's panel never shows it on turn together with a
passed (or chosen, or out) mark, and a seat whose move is being animated is no longer shown on turn;
the log never runs ahead of the animation (after each step of an action's animation ends, the log
holds the lines of the events shown so far and none of later ones); the 13th-Floor field caption
always names the play lying on top."""
from __future__ import annotations

import inspect

import pytest

from game import registry
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import DT, open_table
from ui.layouts import layout_for

GAMES = registry.available_games()
def ai_match(game_id: str, seed: int) -> Match:
    rules = registry.load(game_id)
    seats = [Seat(f"P{i + 1}", "ai", "random") for i in range(rules.usual_table())]
    return Match(game_id, rules.one_deal_options(), seats, seed)


def other_marks(tr, game_id: str) -> tuple[set[str], tuple[str, ...]]:
    """The words a panel shows for a seat that is not on turn, as the game's layout names them
    (`OFF_TURN_MARKS`, `OFF_TURN_PREFIXES`): (exact words, prefixes)."""
    layout = layout_for(game_id)
    if not layout.OFF_TURN_MARKS and not layout.OFF_TURN_PREFIXES:
        pytest.skip(f"{game_id}: its Layout names no OFF_TURN_MARKS (passed/out/chosen marks), so its panels "
                    f"are not checked")
    prefixes = [tr(key, **{param: "\x00"}).partition("\x00")[0] for key, param in layout.OFF_TURN_PREFIXES]
    return {tr(k) for k in layout.OFF_TURN_MARKS}, tuple(p for p in prefixes if p)


def panels_of(layout, view) -> dict[int, object]:
    g = layout.geo(view)
    rects = dict(g.panels)
    if hasattr(g, "own_panel"):
        rects[g.bottom] = g.own_panel
    return rects


class Spy:
    """What one frame drew: panels drawn on turn (turn_panel), and every word blitted."""

    def __init__(self, app, monkeypatch, game_id: str) -> None:
        import importlib

        self.on_turn: list = []
        self.words: list[tuple[str, object]] = []
        original_panel = importlib.import_module("ui.layouts.common").turn_panel
        for name in (f"ui.layouts.{game_id}.table", "ui.layouts.seat_panel"):   # the game's panels, the standard's
            module = importlib.import_module(name)
            if hasattr(module, "turn_panel"):
                monkeypatch.setattr(module, "turn_panel", lambda surface, rect, on, alpha=150: (
                    self.on_turn.append(rect.copy()) if on else None, original_panel(surface, rect, on, alpha))[1])
        original_blit = app.text.blit

        def blit(surface, text, pos, size, *args, **kwargs):
            rect = original_blit(surface, text, pos, size, *args, **kwargs)
            self.words.append((text, rect))
            return rect

        monkeypatch.setattr(app.text, "blit", blit)

    def clear(self) -> None:
        self.on_turn.clear()
        self.words.clear()


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_a_seat_is_never_shown_on_turn_and_passed_at_once(app, monkeypatch, game_id):
    table = open_table(app, ai_match(game_id, seed=21))
    table.ai_delay_override = 0.05
    spy = Spy(app, monkeypatch, game_id)
    exact, prefixes = other_marks(app.tr, game_id)
    moving: list[int] = []    # the seat whose move is being animated, from its first step on
    original = table.layout.animate

    def animate(events, before, after, anim):
        seat = table.match.steps[-1].seat
        first = len(anim.timeline.steps)
        original(events, before, after, anim)
        if len(anim.timeline.steps) > first:
            step_ = anim.timeline.steps[first]
            make = step_.make
            step_.make = lambda: (moving.append(seat), make() if make else [])[1]

    table.layout.animate = animate
    frames = turn_frames = acting_frames = 0
    for _ in range(2400):
        if table.match.deal_over:
            break
        spy.clear()
        if not table.anim.busy:
            moving.clear()
        app.step(DT, [])
        frames += 1
        panels = panels_of(table.layout, table.view)
        labels = [(lab.text, (lab.x, lab.y)) for lab in table.anim.labels
                  if isinstance(getattr(lab, "text", None), str) and getattr(lab, "alpha", 255) > 0]
        for seat, rect in panels.items():
            if rect not in spy.on_turn:
                continue
            turn_frames += 1
            inside = [w for w, r in spy.words if rect.colliderect(r)]
            inside += [w for w, pos in labels if rect.inflate(20, 20).collidepoint(pos)]
            clash = [w for w in inside if w in exact or any(w.startswith(p) for p in prefixes)]
            assert not clash, (game_id, seat, clash)
            acting = table.anim.busy and seat in moving
            acting_frames += bool(acting)
            assert not acting, (game_id, seat, "shown on turn while its own move is animated")
    print(f"{game_id}: {frames} frames, {turn_frames} panels on turn, none with a passed/chosen mark, "
          f"none while its move was animated")
    assert turn_frames > 0 and acting_frames == 0


def log_line_of(layout, event, after):
    line = layout.log_line
    if len(inspect.signature(line).parameters) > 1:   # a line that reads the state after the event
        return line(event, after)
    return line(event)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_holds_exactly_the_lines_of_the_events_shown_so_far(app, game_id):
    """Each action's events, each with its own animation steps: at the end of every step the log
    has gained the lines of exactly the events whose first step has ended."""
    table = open_table(app, ai_match(game_id, seed=22))
    table.ai_delay_override = 0.05
    layout, anim = table.layout, table.anim
    appended = [0]
    real_append = layout.log.append

    def counting_append(entry):
        appended[0] += 1
        real_append(entry)

    layout.log.append = counting_append
    original = layout.animate
    failures: list = []
    checked = [0, 0]   # steps checked, lines seen

    def animate(events, before, after, anim_):
        steps = anim_.timeline.steps
        marks: list[tuple[int, int]] = []     # per event: (steps before its sound step, steps before its own)
        real_announce = anim_.announce

        def announce(event):
            pre = len(steps)
            real_announce(event)
            marks.append((pre, len(steps)))

        anim_.announce = announce
        first = len(steps)
        try:
            original(events, before, after, anim_)
        finally:
            anim_.announce = real_announce
        base = appended[0]
        starts = [start for (_, start), event in zip(marks, events) if log_line_of(layout, event, after)]
        checked[1] += len(starts)
        for j in range(first, len(steps)):
            step_ = steps[j]
            expected = base + sum(1 for s in starts if s <= j)

            def ended(previous=step_.on_end, expected=expected, j=j):
                if previous is not None:
                    previous()
                checked[0] += 1
                if appended[0] != expected:
                    failures.append((game_id, j, appended[0], expected))

            step_.on_end = ended

    layout.animate = animate
    for _ in range(2400):
        if table.match.deal_over or checked[0] > 400:
            break
        app.step(DT, [])
    print(f"{game_id}: {checked[0]} animation steps checked, {checked[1]} log lines, each joined at its own step")
    assert not failures, failures[:5]
    assert checked[0] > 20 and checked[1] > 5


@pytest.mark.slow
def test_the_13th_floor_field_caption_names_the_play_on_top(app, monkeypatch):
    from ui.layouts.daifugo13.anim import Caption

    table = open_table(app, ai_match("daifugo13", seed=23))
    table.ai_delay_override = 0.05
    layout = table.layout
    spy = Spy(app, monkeypatch, "daifugo13")
    template = app.tr("ui.daifugo13.played_by", name="\x00", what="\x01")
    head, _, rest = template.partition("\x00")
    middle = rest.partition("\x01")[0]
    names = [layout.name(s) for s in range(4)]

    def is_caption(word: str) -> bool:
        return any(word.startswith(head + n + middle) for n in names)

    seen = landed = 0
    for _ in range(3000):
        if table.match.deal_over:
            break
        spy.clear()
        app.step(DT, [])
        field = layout.geo(table.view).field_area
        drawn = [w for w, r in spy.words if is_caption(w) and field.colliderect(r)]   # the view's and sprites'
        assert len(drawn) <= 1, drawn
        top = None if table.anim.suppressed.get("table") else (table.view.pub.table[-1] if table.view.pub.table else None)
        sprites = [lab for lab in table.anim.labels if isinstance(lab, Caption)]
        if sprites:   # a play has landed on top of the drawn view's table: the caption names it
            landed += 1
            assert drawn == [sprites[0].label]
        elif drawn and top is not None and not table.anim.suppressed.get("field"):
            seen += 1
            assert drawn == [app.tr("ui.daifugo13.played_by", name=layout.name(top.seat), what=layout.describe(top))]
        if table.anim.suppressed.get("field") and not sprites:
            assert drawn == [], drawn   # a play is flying in: no caption names the play under it
    print(f"daifugo13: {seen} frames captioned from the view, {landed} from a play that just landed")
    assert seen > 0 and landed > 0
