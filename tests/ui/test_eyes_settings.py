"""Eyes of every kind: larger cards and text, and reduced motion, are switches on the Settings
screen's "Easier to see" row, each saved at once (the four-colour deck is tested in
test_settings_screen.py). With larger text on, no text of any table, the settings or the title
shows under 14 px in a 960×540 window (measured on what is drawn: our own text and pygame-gui's
buttons and labels), none but the footer's own lies on its key line, none leaves an opponent's
panel, and a card's corner index is taller. At every game's table, with normal text at 1280×720
and larger text at 960×540, every seat's name is drawn whole, no two words or badges in a seat's
panel overlap or lie on a card there, and the log's rows stay inside its area. With reduced motion
no card flies: no animation of the table (a card's flight, flip or fade) is ever left part-way at
the end of a frame, so what is drawn is only where things stand and where they land; without it,
frames show cards part-way in flight."""
from __future__ import annotations

import pygame
import pytest

from game import registry
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import gui_button, open_table, run_until, step, window_click
from ui import settings
from ui.sprites import CardSprite
from ui.tween import Tween

GAMES = registry.available_games()   # every game: one without a layout (or lesson) fails, never drops out


def test_each_eyes_switch_is_saved_from_the_settings_screen(app):
    from ui.scenes.settings import SettingsScene

    app.save_settings = True
    app.switch(SettingsScene(app))
    step(app, 2)
    for name in ("large_text", "reduced_motion"):
        window_click(app, gui_button(app, name).rect.center)
        assert getattr(settings.load().settings, name) is True
    assert app.cards.large and app.text.min_size == 14      # 1280×720: 14 px on screen
    window_click(app, gui_button(app, "large_text").rect.center)
    assert settings.load().settings.large_text is False and not app.cards.large and app.text.min_size == 12
    assert settings.load().settings.reduced_motion is True


def gui_font_sizes(app) -> list[tuple[str, int]]:
    """The point size of every pygame-gui element's font drawn now (text buttons and labels)."""
    found = []
    for element in app.manager.get_root_container().elements:
        font = getattr(element, "font", None)
        text = getattr(element, "text", "")
        if font is not None and text:
            found.append((text, font.point_size))
    return found


def drawn_sizes(app) -> list:
    """(text, canvas font size, rendered height) of every text our Text draws from now on."""
    seen: list = []
    original = app.text.render

    def spy(text, size, *args, **kwargs):
        surface = original(text, size, *args, **kwargs)
        seen.append((text, max(size, app.text.min_size), surface.get_height()))
        return surface

    app.text.render = spy
    return seen


def smallest_on_screen(app, sizes) -> tuple[float, str]:
    scale = app.stage.scale
    ours = [(size * scale, text) for text, size, _ in sizes if text.strip()]
    theirs = [(size * scale, text) for text, size in gui_font_sizes(app)]
    return min(ours + theirs)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_larger_text_leaves_nothing_under_14_px_in_a_960x540_window(app, lang):
    from ui.scenes.settings import SettingsScene
    from ui.scenes.title import TitleScene

    app.set_language(lang)
    app.settings.large_text = True
    app.resize_window((960, 540))
    assert app.stage.scale == 0.75
    sizes = drawn_sizes(app)
    report = []
    for scene in (TitleScene(app), SettingsScene(app)):
        app.switch(scene)
        sizes.clear()
        step(app, 3)
        low, text = smallest_on_screen(app, sizes)
        report.append(f"{type(scene).__name__} {low:.1f}px")
        assert low >= 14, f"{type(scene).__name__}: {text!r} at {low:.1f} px"
    for game_id in GAMES:
        rules = registry.load(game_id)
        seats = [Seat("You", "human", default="you")] + [Seat(f"CPU {i}", "ai", "normal") for i in range(1, rules.max_players)]
        table = open_table(app, Match(game_id, rules.one_deal_options(), seats, 6))
        assert run_until(app, lambda: bool(table.legal) and table.input_ready and not table.anim.busy, 3000)
        sizes.clear()
        step(app, 2)
        low, text = smallest_on_screen(app, sizes)
        tallest_small = min(height for _, size, height in sizes if size == app.text.min_size) * app.stage.scale
        report.append(f"{game_id} {low:.1f}px (rendered line {tallest_small:.1f}px)")
        assert low >= 14, f"{game_id}: {text!r} at {low:.1f} px"
    print(f"\n[larger text {lang}, 960×540] smallest text on screen: " + ", ".join(report))


def test_larger_cards_have_taller_corner_indices(app):
    size = (84, 120)
    plain = app.cards.face_layout("H", 10, size)["label"]
    app.cards.set_large(True)
    large = app.cards.face_layout("H", 10, size)["label"]
    assert large.h > plain.h * 1.2


def part_way(monkeypatch) -> list[float]:
    """The progress of every animation left part-way (between 0 and 1) at the end of an update,
    from now on."""
    seen: list[float] = []
    original = Tween.update

    def spy(self, dt):
        original(self, dt)
        t = self.elapsed - self.delay
        if self.started and 0 < t < self.duration:
            seen.append(t / self.duration)

    monkeypatch.setattr(Tween, "update", spy)
    return seen


def sprites_drawn(monkeypatch) -> list:
    drawn: list = []
    original = CardSprite.draw

    def spy(self, surface, art):
        drawn.append(id(self))
        return original(self, surface, art)

    monkeypatch.setattr(CardSprite, "draw", spy)
    return drawn


@pytest.mark.parametrize("reduced", [True, False], ids=["reduced", "full-motion"])
@pytest.mark.parametrize("game_id", GAMES)
def test_reduced_motion_places_every_card_at_once(app, monkeypatch, game_id, reduced):
    """At every game's table of AI seats, over 400 frames of the deal and the first plays: with
    reduced motion no animation is ever left part-way at a frame's end; without it, many are."""
    app.settings.reduced_motion = reduced
    app.settings.anim_speed = "normal"
    rules = registry.load(game_id)
    seats = [Seat(f"CPU {i}", "ai", "normal", default=f"cpu:{i}") for i in range(rules.max_players)]
    match = Match(game_id, rules.one_deal_options(), seats, 5)
    from ui.scenes.table import TableScene

    table = TableScene(app, match)
    app.switch(table)
    between = part_way(monkeypatch)
    drawn = sprites_drawn(monkeypatch)
    for _ in range(400):
        app.step(1 / 60, [])
    print(f"\n[motion] {game_id} reduced={reduced}: {len(set(drawn))} card sprites drawn, "
          f"{len(between)} frames with an animation part-way")
    assert drawn, "no card was animated"
    if reduced:
        assert not between
    else:
        assert len(between) > 20


def test_four_colours_reach_the_suit_symbols_in_text(app):
    """With the four-colour deck a ♦ inside a line of text is drawn blue and a ♣ green (on the
    felt's dark panels, their light versions), ♥ red; with two colours the line is one colour."""
    from ui.cards import ON_FELT_FOUR

    def colours_in(surface) -> set:
        w, h = surface.get_size()
        return {tuple(surface.get_at((x, y)))[:3] for x in range(w) for y in range(h) if surface.get_at((x, y)).a == 255}

    cream = (244, 234, 208)
    plain = app.text.render("Lead ♦9 · ♣2", 30, cream)
    assert colours_in(plain) == {cream}
    app.set_card_colours(True)
    four = app.text.render("Lead ♦9 · ♣2", 30, cream)
    assert {ON_FELT_FOUR["D"], ON_FELT_FOUR["C"], cream} <= colours_in(four)
    assert four.get_width() == plain.get_width()


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("players", [3, 4])
def test_larger_text_keeps_tyrants_opponent_panel_words_apart_at_960x540(app, players, lang):
    """With larger text on in a 960×540 window, no two texts drawn in a Tyrant opponent's panel
    overlap, nor a text its chips ("hand", "stock" and "fame" ran into each other and under the fame
    card, and the status into the chips, issue 40), and none leaves its panel; the lead area's
    "spent chips" and round-marker lines stay apart too. Over a few turns."""
    game_id = "tyrant"
    app.set_language(lang)
    app.settings.large_text = True
    app.resize_window((960, 540))
    rules = registry.load(game_id)
    seats = [Seat("You", "human", default="you")] + [Seat(f"CPU {i}", "ai", "normal") for i in range(1, players)]
    table = open_table(app, Match(game_id, rules.one_deal_options(), seats, 6))
    drawn = []
    real = app.text.blit

    def spy(surface, label, pos, size, *args, **kwargs):
        rect = real(surface, label, pos, size, *args, **kwargs)
        if label.strip():
            drawn.append((label, rect))
        return rect

    app.text.blit = spy
    problems, frames = set(), 0
    try:
        for turn in range(4):
            assert run_until(app, lambda: bool(table.legal) and table.input_ready and not table.anim.busy, 3000)
            drawn.clear()
            step(app, 1)
            frames += 1
            g = table.layout.geo(table.view)
            chips = [("chips", r) for n, r in table.drawn_rects.of("label") if n == "chips"]
            lead = [(label, rect) for label, rect in drawn if g.lead_area.collidepoint(rect.center)]
            problems |= {f"{a!r} {tuple(ra)} overlaps {b!r} {tuple(rb)}" for i, (a, ra) in enumerate(lead)
                         for b, rb in lead[i + 1:] if ra.colliderect(rb)}
            for seat, box in g.panels.items():
                if seat == g.bottom:
                    continue
                inside = [(label, rect) for label, rect in drawn if box.collidepoint(rect.center)]
                problems |= {f"{a!r} {tuple(ra)} overlaps the chips {tuple(rc)}" for a, ra in inside
                             for _, rc in chips if box.contains(rc) and ra.colliderect(rc) and not a.startswith("×")}
                for i, (a, ra) in enumerate(inside):
                    if not box.inflate(2, 2).contains(ra):
                        problems.add(f"{a!r} {tuple(ra)} leaves the panel {tuple(box)}")
                    for b, rb in inside[i + 1:]:
                        if ra.colliderect(rb) and not (ra.contains(rb) or rb.contains(ra)):
                            problems.add(f"{a!r} {tuple(ra)} overlaps {b!r} {tuple(rb)}")
            table.submit([table.legal[0]])
    finally:
        del app.text.blit
    assert not problems, "\n".join(sorted(problems)[:12])
    print(f"tyrant {players}p/{lang}: {frames} frames, opponents' panel words apart")


def texts_drawn_in_a_frame(app, table) -> list[tuple[str, pygame.Rect]]:
    """Every text the next frame draws, with where (app.text.blit watched for one frame)."""
    return [(label, rect) for label, rect, _ in inked_texts_in_a_frame(app, table)]


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_larger_text_keeps_words_off_the_key_line_and_inside_the_opponents_panels(app, monkeypatch, game_id, lang):
    """With larger text in a 960×540 window, at the usual table on the play phase, in one frame: no
    text (a line or a pill badge) but the footer's own lies on the footer's key line, and every text
    centred in an opponent's panel lies wholly inside it. (Bao Huang's stack counts "×4" sat on the
    key line, and Daifugo13's "Cards: 5" under an opponent's backs crossed the panel's foot, issue 40;
    Bao Huang's Emperor pill crossed it too.)"""
    app.set_language(lang)
    app.settings.large_text = True
    app.resize_window((960, 540))
    rules = registry.load(game_id)
    seats = [Seat("You", "human", default="you")] + [Seat(f"CPU {i}", "ai", "normal")
                                                      for i in range(1, rules.usual_table())]
    table = open_table(app, Match(game_id, rules.one_deal_options(), seats, 6))
    for _ in range(12):   # on to the play, where the hand and the key line are both up
        assert run_until(app, lambda: bool(table.legal) and table.input_ready and not table.anim.busy, 3000)
        if getattr(table.view, "phase", "play") == "play":
            break
        table.submit([table.legal[0]])
    drawn = texts_drawn_in_a_frame(app, table)
    badges = table.drawn_rects.of("pill")   # pills and seat badges, which the table's text does not draw
    texts = drawn + badges
    footer = [line for _, line in table.drawn_rects.of("footer")]
    assert footer, "no key line drawn"
    own = [(label, r) for label, r in drawn if label == table.layout.footer_drawn and r in footer]
    on_the_line = [f"{label!r} {tuple(r)}" for label, r in texts if (label, r) not in own
                   and any(r.colliderect(line) for line in footer)]
    g = table.layout.geo(table.view)
    opponents = {seat: box for seat, box in g.panels.items() if seat != table.view.seat}
    in_panels = [(label, r, box) for label, r in texts for box in opponents.values() if box.collidepoint(r.center)]
    leaving = [f"{label!r} {tuple(r)} leaves the panel {tuple(box)}" for label, r, box in in_panels
               if not box.contains(r)]
    print(f"\n[larger text {lang}, 960×540] {game_id} {len(seats)}p, phase {getattr(table.view, 'phase', '-')}: "
          f"{len(texts)} texts ({len(badges)} pills), {len(in_panels)} in {len(opponents)} opponents' panels")
    assert not on_the_line, "on the key line: " + "; ".join(on_the_line)
    assert not leaving, "\n".join(leaving)


def inked_texts_in_a_frame(app, table, cards: list | None = None,
                           glyphs: list | None = None) -> list[tuple[str, pygame.Rect, pygame.Rect]]:
    """(label, its line's rectangle, its glyphs' rectangle) of every text the next frame draws (and
    in `cards`, where it draws each card, face up or down; in `glyphs`, each text's glyphs' rectangle
    with the mask of its pixels at least half inked and where it was drawn, for `ink_on`)."""
    drawn, real, real_card = [], app.text.blit, app.cards.blit

    def card_spy(surface, card, rect, *args, **kwargs):
        if cards is not None:
            cards.append(pygame.Rect(rect))
        return real_card(surface, card, rect, *args, **kwargs)

    def spy(surface, label, pos, size, *args, **kwargs):
        rect = real(surface, label, pos, size, *args, **kwargs)
        if label.strip():
            bold = kwargs.get("bold", args[1] if len(args) > 1 else False)
            shape = app.text.render(label, size, (0, 0, 0), bold=bold)
            ink = shape.get_bounding_rect().move(rect.topleft)
            drawn.append((label, rect.copy(), ink))
            if glyphs is not None:
                glyphs.append((ink, pygame.mask.from_surface(shape, 127), rect.topleft))
        return rect

    app.text.blit, app.cards.blit = spy, card_spy
    try:
        step(app, 1)
    finally:
        del app.text.blit, app.cards.blit
    return drawn


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_larger_text_keeps_democracys_names_whole_tabs_off_the_totals_and_own_lines_apart(app, lang):
    """With larger text at 960×540, Democracy's "Choosing…" tabs lay on the panels' "0/5" totals,
    the dealer's name was cut to "CP…" under its Dealer badge, and in the viewer's panel "2 cards in
    hand" ran into "this deal 0" and the last trick's line into its cards (issue 40)."""
    app.set_language(lang)
    app.settings.large_text = True
    app.resize_window((960, 540))
    seats = [Seat("You", "human", default="you")] + [Seat(f"CPU {i}", "ai", "normal") for i in range(1, 4)]
    table = open_table(app, Match("democracy", {}, seats, 7))
    for _ in range(3):   # a trick or two revealed: the viewer's panel shows its last trick
        assert run_until(app, lambda: bool(table.legal) and table.input_ready and not table.anim.busy, 3000)
        table.submit([table.legal[0]])
    assert run_until(app, lambda: bool(table.legal) and table.input_ready and not table.anim.busy, 3000)
    view = table.view
    assert view.phase == "play" and any(t.plays for t in view.tricks)
    card_rects: list[pygame.Rect] = []
    drawn = inked_texts_in_a_frame(app, table, card_rects)
    g = table.layout.geo(view)
    names = {table.layout.name(seat) for seat in range(view.players)}
    assert names <= {label for label, _, _ in drawn}, "a seat's name was cut"
    tabs = [r for name, r in table.drawn_rects.of("label") if name == "tab"]
    assert len(tabs) == view.players   # everyone chooses at once
    totals = [ink for label, _, ink in drawn if "/" in label or "／" in label]
    for tab in tabs:
        assert not [ink for ink in totals if tab.colliderect(ink)], "a turn tab lies on a seat's total"
    own = g.panels[g.bottom]
    mine = [(label, ink) for label, _, ink in drawn if own.contains(ink)]
    for i, (a, ra) in enumerate(mine):
        for b, rb in mine[i + 1:]:
            assert not ra.colliderect(rb), (a, b)
    head = next(ink for label, _, ink in drawn if label.startswith(app.tr("ui.democracy.last_trick", name="")[:4]))
    cards = [r for r in card_rects if own.contains(r) and r.size == (34, 48)]   # the last trick's
    assert len(cards) == 1 + view.players   # the pool's card and every seat's
    assert not [r for r in cards if r.colliderect(head)], "the last trick's line lies on its cards"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_larger_text_keeps_napoleons_adjutant_line_and_labels_inside_the_deal_panel(app, lang):
    """With larger text at 960×540, Napoleon's "独り立ち（あなただけが知っています）" beside the named
    card ran out of the deal panel, cut; "Named card" ran under the card (issue 40)."""
    app.set_language(lang)
    app.settings.large_text = True
    app.resize_window((960, 540))
    seats = [Seat("You", "human", default="you")] + [Seat(f"CPU {i}", "ai", "normal") for i in range(1, 5)]
    table = open_table(app, Match("napoleon", {"deals": 1}, seats, 7))
    assert _play_on_until_named(app, table)
    layout = table.layout
    layout.adjutant_status = lambda view: app.tr("ui.napoleon.adjutant_alone_secret")
    drawn = inked_texts_in_a_frame(app, table)
    g = layout.geo(table.view)
    named = g.named_rect()
    beside = [(label, ink) for label, _, ink in drawn 
              if named.right < ink.x < named.right + 40 and named.y - 30 < ink.y < named.bottom + 10]
    assert beside, "the adjutant's line is not drawn"
    for label, ink in beside:
        assert g.info_area.contains(ink), (label, ink, g.info_area)
    said = "".join(label for label, _ in beside).replace(" ", "")
    assert said == app.tr("ui.napoleon.adjutant_alone_secret").replace(" ", ""), "the adjutant's line was cut"
    label_ink = next(ink for label, _, ink in drawn if ink.x < named.x and named.y - 6 < ink.centery < named.bottom)
    assert label_ink.right < named.x, "the named card's label runs under the card"


def _play_on_until_named(app, table) -> bool:
    """Plays seat 0's first legal move until the named card is set (the bidding and naming)."""
    for _ in range(60):
        if table.view.named is not None:
            return True
        if run_until(app, lambda: bool(table.legal) and table.input_ready and not table.anim.busy, 3000):
            table.submit([table.legal[0]])
    return table.view.named is not None


TEXT_SIZES = {"normal": ((1280, 720), False), "larger": ((960, 540), True)}   # window, larger text


def log_rows_drawn(monkeypatch) -> list[tuple[pygame.Rect, list[str], list[tuple[str, pygame.Rect]]]]:
    """(area, entries, [(row, glyphs' rect)]) of every log the table draws from now on: every table
    draws its log by `StandardLayout.draw_log` (ui/layouts/log_panel.py), given the area."""
    from ui.layouts import standard

    drawn: list = []
    real = standard.draw_log

    class Watched:
        def __init__(self, text, rows):
            self.text, self.rows = text, rows

        def __getattr__(self, name):
            return getattr(self.text, name)

        def blit(self, surface, label, pos, size, *args, **kwargs):
            rect = self.text.blit(surface, label, pos, size, *args, **kwargs)
            if label.strip():
                ink = self.text.render(label, size, (0, 0, 0)).get_bounding_rect().move(rect.topleft)
                self.rows.append((label, ink))
            return rect

    def spy(surface, text, area, entries, *args, **kwargs):
        rows: list = []
        drawn.append((pygame.Rect(area), list(entries), rows))
        return real(surface, Watched(text, rows), area, entries, *args, **kwargs)

    monkeypatch.setattr(standard, "draw_log", spy)
    return drawn


def ink_on(shape: tuple | None, ink: pygame.Rect, rect: pygame.Rect) -> bool:
    """Whether a thing drawn at `ink` lies on `rect`: a text's glyphs (`shape`, its mask and where
    it was drawn, from `inked_texts_in_a_frame`'s `glyphs`) by their pixels at least half inked, so
    a descender beside a card is not taken for one on it; a mark (no shape) by its rectangle."""
    if not ink.colliderect(rect):
        return False
    if shape is None:
        return True
    mask, topleft = shape
    area = rect.move(-topleft[0], -topleft[1])
    return mask.overlap(pygame.mask.Mask(area.size, fill=True), area.topleft) is not None


def _fit_cases() -> list:
    return [pytest.param(game_id, lang, size, id=f"{game_id}-{lang}-{size}")
            for game_id in GAMES for lang in ("ja", "en") for size in TEXT_SIZES]


@pytest.mark.parametrize("game_id,lang,size", _fit_cases())
def test_names_whole_panel_words_apart_and_the_log_inside_its_area(app, monkeypatch, game_id, lang, size):
    """At every game's usual table (the viewer and AI seats), in both languages, with normal text at
    1280×720 and larger text at 960×540, at the first decision and after a few moves: (a) every
    seat's name as the table shows it is drawn whole inside its panel; (b) inside each seat's panel
    (the viewer's too) no two texts' glyphs overlap, nor a text a pill or badge (a turn tab, a
    seat's badge), nor two of those; (c) the log is drawn in an area inside the panel under it,
    and every row it draws lies inside that area and is part of one of the log's entries; (d) no
    text's glyphs nor a mark in a seat's panel lie on a card drawn there, face up or down (every
    card is drawn by `app.cards.blit`; 1 px on a card's edge is touching, not lying on it): a text
    wholly inside the card, or inside a pile of backs (`backs.draw_pile`) the card is one of, is
    written on it by design (Democracy's count on a seat's taken pile), one partly on it is not.
    (Tyrant's opponent panels' words, Democracy's dealer name and own-panel lines, Tyrant's last log
    line on its panel's edge, issue 40, were each checked at their own game's table only; this
    found Napoleon's "×10" hand count running into the bid or "Pass" after it with larger text;
    (d) found Tyrant's turn tab in the viewer's panel on the round marker's corner, and Napoleon's
    "Dealer" badge on an opponent's backs with larger text.)"""
    window, larger = TEXT_SIZES[size]
    app.set_language(lang)
    app.settings.large_text = larger
    app.resize_window(window)
    rules = registry.load(game_id)
    seats = [Seat("You", "human", default="you")] + [Seat(f"CPU {i}", "ai", "normal")
                                                      for i in range(1, rules.usual_table())]
    table = open_table(app, Match(game_id, rules.one_deal_options(), seats, 6))
    logs = log_rows_drawn(monkeypatch)
    problems: list[str] = []
    counts = {"frames": 0, "names": 0, "panel texts": 0, "marks": 0, "pairs": 0, "on cards": 0, "log rows": 0}
    moves, seen_at, seen, reported = 0, 0, set(), 0

    def ready() -> bool:
        return run_until(app, lambda: bool(table.legal) and table.input_ready and not table.anim.busy, 3000)

    for moment in ("first", "play", "later", "later"):   # the first decision, the play's first, 3 and 6 on
        while ready() and moves < 40 and (moment == "play" and getattr(table.view, "phase", "play") != "play"
                                          or moment == "later" and moves < seen_at + 3):
            table.submit([table.legal[0]])
            moves += 1
        if not ready():
            break   # the deal is over
        seen_at = moves
        if moves in seen:
            continue   # the first decision is the play's
        seen.add(moves)
        logs.clear()
        cards: list[pygame.Rect] = []
        glyphs: list = []
        drawn = inked_texts_in_a_frame(app, table, cards, glyphs)
        piles = [r for _, r in table.drawn_rects.of("pile")]   # each round all its backs
        shapes = {tuple(ink): (mask, topleft) for ink, mask, topleft in glyphs}
        counts["frames"] += 1
        view = table.view
        g = table.layout.geo(view)
        where = f"move {moves}, phase {getattr(view, 'phase', '-')}"
        boxes = table.drawn_rects.of("pill") + [(name, r) for name, r in table.drawn_rects.of("label")
                                                if name in ("tab", "tag")]
        for seat in range(table.layout.players_of(view)):   # (a)
            box, name = g.panels.get(seat), table.layout.name(seat)
            if box is None:
                problems.append(f"{where}: seat {seat} has no panel")
                continue
            counts["names"] += 1
            if not any(name in label and box.contains(ink) for label, _, ink in drawn):
                shown = [label for label, _, ink in drawn if box.contains(ink)]
                problems.append(f"{where}: {name!r} is not drawn whole in its panel {tuple(box)}: {shown}")
        for seat, box in g.panels.items():   # (b)
            inside = [(label, ink) for label, _, ink in drawn if box.collidepoint(ink.center)]
            badges = [(label, r) for label, r in boxes if box.colliderect(r)]   # a tab straddles an edge
            counts["panel texts"] += len(inside)
            counts["marks"] += len(badges)
            things = [("text", label, r) for label, r in inside] + [("mark", label, r) for label, r in badges]
            for i, (ka, a, ra) in enumerate(things):
                for kb, b, rb in things[i + 1:]:
                    counts["pairs"] += 1
                    if ra.colliderect(rb):
                        problems.append(f"{where}: seat {seat}'s panel: {ka} {a!r} {tuple(ra)} overlaps "
                                        f"{kb} {b!r} {tuple(rb)}")
            for kind, label, r in things:   # (d)
                for card in [c for c in cards if box.collidepoint(c.center)]:
                    counts["on cards"] += 1
                    badge = any(c.contains(r) for c in [card] + [p for p in piles if p.contains(card)])
                    if not badge and ink_on(shapes.get(tuple(r)) if kind == "text" else None, r,
                                            card.inflate(-2, -2)):
                        problems.append(f"{where}: seat {seat}'s panel: {kind} {label!r} {tuple(r)} lies on "
                                        f"the card {tuple(card)}")
        if not logs:
            problems.append(f"{where}: no log drawn")
        panels = [r for _, r in table.drawn_rects.of("panel")]
        for area, entries, rows in logs:   # (c)
            counts["log rows"] += len(rows)
            under = [r for r in panels if r.collidepoint(area.center)]
            if not under or not min(under, key=lambda r: r.w * r.h).contains(area):
                problems.append(f"{where}: the log's area {tuple(area)} is not inside the panel under it {under}")
            for row, ink in rows:
                if not area.contains(ink):
                    problems.append(f"{where}: log row {row!r} {tuple(ink)} leaves the log's area {tuple(area)}")
                if not any(row in entry for entry in entries):
                    problems.append(f"{where}: log row {row!r} is in no entry")
        if len(problems) > reported:   # the frame, to look at
            reported = len(problems)
            pygame.image.save(app.screen, f"/tmp/fit-{game_id}-{lang}-{size}-{moves}.png")
    print(f"\n[{size} text {lang}] {game_id} {len(seats)}p: " + ", ".join(f"{v} {k}" for k, v in counts.items()))
    assert counts["frames"] >= 2, "fewer than two decisions were reached"
    assert counts["log rows"], "the log showed nothing"
    assert not problems, "\n".join(problems[:16])
