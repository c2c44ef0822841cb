"""Nothing covers what the player needs (issue 34 item 9): at every table, for each number of
players the game allows from 3 (and 2 where that is the smallest), the rectangles the frame drew
(ui/drawn.py: the hand with its selection lift, the table's and pygame-gui's buttons, seat and log
panels, the prompt, the key footer, banners, the trick-winner labels) and the toast
(app.toasts.rects) are checked while a person plays a deal: with a long refusal showing on their
turn, with the Hint's line showing, during the animations and at the deal's end.

- a toast covers no hand card, button, panel, prompt or footer;
- a banner covers no hand card (it shows while nothing is lifted), button or panel; a trick
  winner's label no card shown on the table, unless the game's knowledge module says its label
  stands over the trick by design (`WINNER_LABEL_OVER_TRICK`, tests/ui/table_knowledge.py);
- no two panels overlap, and no panel covers a button, the hand, the prompt or the footer;
- the footer and the prompt cover no hand card and no button.
Declared exceptions: a "dialog" (a bid, a card to name, the keep chooser) is modal over the table
and is meant to lie over what is under it, so it is not checked; play "area"s (a field, the plaza)
are where toasts and banners may lie: a toast sits at the foot of the play area, which holds
nothing the viewer needs while deciding.
The canvas is 1280×720 at every 16:9 window size and taller in a tall window (900×1000: the table
spread over the height, ui/stretch.py, where nothing but a modal box may lie across the cut between
two bands); each case runs in one of four window sizes and the rectangles are also checked as the
window shows them (scaled, letterboxed): still apart, inside."""
from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game import registry
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import DT, let_workers_run, open_table
from tests.ui.table_knowledge import knowledge_of
from ui.layouts.common import SELECT_LIFT

GAMES = registry.available_games()   # every game: one without a layout (or lesson) fails, never drops out
SIZES = [(960, 540), (1280, 720), (1920, 1080), (900, 1000)]
LONG_REFUSAL = {"ja": "そのカードは今は出せません：場のカードより強い組み合わせを選ぶか、パスしてください（例）",
                "en": "That cannot be played now: choose a combination that beats the cards on the table, or pass"}


def _cases() -> list[tuple[str, int, str]]:
    cases = []
    for game_id in GAMES:
        rules = registry.load(game_id)
        counts = range(max(3, rules.min_players) if rules.max_players >= 3 else rules.min_players, rules.max_players + 1)
        cases += [(game_id, n, "ja") for n in counts]
        cases.append((game_id, rules.max_players, "en"))
    return cases


CASES = _cases()


def _unique(rects):
    seen, out = set(), []
    for name, rect in rects:
        key = tuple(rect)
        if key not in seen:
            seen.add(key)
            out.append((name, rect))
    return out


def _clash(what: str, mine, others, where: str) -> list[str]:
    return [f"{where}: {what} {a_name or ''}{tuple(a)} covers {b_kind} {b_name or ''}{tuple(b)}"
            for a_name, a in mine for b_kind, b_name, b in others if a.colliderect(b)]


def _tagged(kind: str, rects) -> list[tuple[str, str, pygame.Rect]]:
    return [(kind, name, rect) for name, rect in rects]


def _winner_label_over_trick(game_id: str) -> bool:
    """Whether the game's trick-winner label stands over the trick's cards by design."""
    return getattr(knowledge_of(game_id), "WINNER_LABEL_OVER_TRICK", False)


def check_frame(app, table, where: str) -> list[str]:
    drawn = table.drawn_rects
    hand = _tagged("hand", drawn.of("hand"))
    buttons = _tagged("button", _unique(drawn.of("button")))
    panels = _unique(drawn.of("panel"))
    prompt = _tagged("prompt", drawn.of("prompt"))
    footer = _tagged("footer", drawn.of("footer"))
    banners = _unique(drawn.of("banner") + [(n, r) for n, r in drawn.of("label") if n == "winner"])
    toasts = [("", r) for r in app.toasts.rects]
    problems = []
    plays = _tagged("play on the field", drawn.of("play"))
    problems += _clash("toast", toasts, hand + buttons + _tagged("panel", panels) + prompt + footer + plays, where)
    # a banner shows during an animation, when no hand card is lifted: the cards themselves count
    cards = [(kind, name, pygame.Rect(r.x, r.y + SELECT_LIFT, r.w, r.h - SELECT_LIFT)) for kind, name, r in hand]
    problems += _clash("banner", banners, cards + buttons + _tagged("panel", panels), where)
    for i, (name, rect) in enumerate(panels):
        later = _tagged("panel", panels[i + 1:])
        problems += _clash("panel", [(name, rect)], later + buttons + hand + prompt + footer, where)
    problems += _clash("footer", [(n, r) for _, n, r in footer], hand + buttons, where)
    problems += _clash("prompt", [(n, r) for _, n, r in prompt], hand + buttons, where)
    if not _winner_label_over_trick(table.match.game_id):
        played = [("card", "", pygame.Rect(round(s.x), round(s.y), s.w, s.h)) for s in table.anim.cards if s.visible]
        winner = [(n, r) for n, r in drawn.of("label") if n == "winner"]
        problems += _clash("winner label", winner, played, where)
    canvas = app.screen.get_rect()
    every = [r for _, r in toasts + banners + panels] + [r for _, _, r in hand + buttons + prompt + footer]
    problems += [f"{where}: {tuple(r)} leaves the {canvas.size} canvas" for r in every if not canvas.contains(r)]
    problems += [f"{where}: {kind} {name} {tuple(r)} lies across a cut of the tall table" for kind, name, r in table.torn]
    return problems + _check_scaled(app, toasts + banners + panels, where)


def _check_scaled(app, rects, where: str) -> list[str]:
    """The same rectangles as the window shows them: inside it, and two apart on the canvas apart
    on the screen too (edges scale the same way, so shared edges stay shared)."""
    stage = app.stage
    s = stage.scale

    def shown(r: pygame.Rect) -> pygame.Rect:
        x0, y0 = round(stage.rect.x + r.x * s), round(stage.rect.y + r.y * s)
        x1, y1 = round(stage.rect.x + r.right * s), round(stage.rect.y + r.bottom * s)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    window = app.window.get_rect()
    problems = [f"{where}: {tuple(r)} is not inside the {window.size} window" for _, r in rects
                if not window.contains(shown(r))]
    for (_, a), (_, b) in itertools.combinations(rects, 2):
        if not a.colliderect(b) and shown(a).colliderect(shown(b)):
            problems.append(f"{where}: {tuple(a)} and {tuple(b)} touch at {window.size}")
    return problems


def _acts(app, table, rng) -> bool:
    if table.legal and not table.anim.busy and table.input_ready and table.hint_worker is None:
        return table.submit([table.legal[rng.randrange(len(table.legal))]])
    return False


def _until(app, table, predicate, rng, limit: int, problems: list, where: str, play: bool = True) -> bool:
    for frame in range(limit):
        if predicate():
            return True
        if app.scene is not table:
            return False
        if play:
            _acts(app, table, rng)
        let_workers_run(app)
        app.step(DT)
        if app.scene is table and (frame % 3 == 0 or any(getattr(s, "tag", "") == "winner" for s in table.anim.labels)):
            problems += check_frame(app, table, f"{where} playing")
    return predicate()


@pytest.mark.parametrize("game_id,players,lang", CASES, ids=[f"{g}-{n}p-{lang}" for g, n, lang in CASES])
def test_no_toast_banner_or_panel_covers_the_hand_buttons_or_a_panel(app, game_id, players, lang):
    size = SIZES[CASES.index((game_id, players, lang)) % len(SIZES)]
    app.resize_window(size)
    app.set_language(lang)
    seats = [Seat("あなた" if lang == "ja" else "You", "human")] + \
        [Seat(f"AI {i}", "ai", "random") for i in range(1, players)]
    match = Match(game_id, registry.load(game_id).one_deal_options(), seats, 23)
    table = open_table(app, match)
    rng = random.Random(players)
    where = f"{game_id}/{players}p/{lang}/{size[0]}x{size[1]}"
    problems: list[str] = []

    def my_turn():
        return bool(table.legal) and not table.anim.busy and table.input_ready and app.scene is table

    moments = 0
    for turn in range(3):   # a refusal, then the Hint's line, on three of the person's turns
        if not _until(app, table, my_turn, rng, 3000, problems, where, play=turn > 0):
            break
        app.toasts.show(LONG_REFUSAL[lang])
        app.step(DT)
        problems += check_frame(app, table, f"{where} refusal {turn}")
        app.toasts.items.clear()
        table.ask_hint()
        _until(app, table, lambda: table.hint_worker is None, rng, 900, problems, where, play=False)
        app.step(DT)
        problems += check_frame(app, table, f"{where} hint {turn}")
        moments += 2 + bool(app.toasts.rects)
        _acts(app, table, rng)
    _until(app, table, lambda: match.deal_over and not table.anim.busy, rng, 30000, problems, where)
    if app.scene is table:
        app.step(DT)
        problems += check_frame(app, table, f"{where} deal end")
    winner = "over its trick by design" if _winner_label_over_trick(game_id) else "on no card"
    print(f"{where}: {moments} toast moments, winner label {winner}, {len(set(problems))} problems")
    assert moments >= 2, "the person never had a turn"
    assert not problems, "\n".join(sorted(set(problems))[:30])


@pytest.mark.parametrize("size", [(64, 90), (70, 98), (74, 106), (80, 112), (84, 120), (100, 140)])
def test_court_cards_corner_letters_clear_the_portrait_frame(app, size):
    """J, Q and K of every suit: the corner letter and suit (top left, and mirrored bottom right)
    never touch the portrait's frame (ui/cards.py face_layout, which the drawing uses)."""
    w, h = size
    checked = 0
    for suit in "SHDC":
        for rank in (11, 12, 13):
            places = app.cards.face_layout(suit, rank, size)
            frame = places["frame"]
            for corner in (places["label"], places["suit"]):
                mirrored = pygame.Rect(w - corner.right, h - corner.bottom, corner.w, corner.h)
                assert not corner.colliderect(frame) and not mirrored.colliderect(frame), (suit, rank, corner, frame)
                checked += 2
            assert frame.w >= w // 3, f"the portrait keeps a third of the card's width: {frame}"
    print(f"court cards at {size}: {checked} corner indices clear of the frame")


def test_tyrant_spent_chips_land_on_the_stack_not_on_its_counter(app):
    """A spent chip flies onto the first chip of the spent stack; with one chip there (the counter
    closest), the landed token still ends before the "×1" counter starts."""
    from ui.chips import draw_stack
    from ui.layouts.tyrant.geometry import SPENT_RADIUS, Geometry

    g = Geometry(4, 0)
    x, y = g.chips_discard_pos()
    landed = pygame.Rect(0, 0, 22, 22)   # the flying token (tyrant/anim.py): radius 11, centred
    landed.center = (x, y + 16)
    rec = []
    original = app.text.blit
    app.text.blit = lambda *a, **kw: rec.append(original(*a, **kw)) or rec[-1]
    try:
        draw_stack(pygame.Surface((1280, 720)), g.spent_chips_pos(), 1, app.text, radius=SPENT_RADIUS)
    finally:
        del app.text.blit
    (counter,) = rec
    assert landed.right <= counter.x, (landed, counter)
    print(f"landed chip {tuple(landed)}, counter {tuple(counter)}")


def test_democracy_log_entries_wrap_inside_the_panel(app):
    """A log entry longer than the panel is wrapped onto indented rows inside it, never cut: every
    character of it is drawn, within the panel."""
    from tests.ui.conftest import open_table as open_

    match = Match("democracy", {}, [Seat("You", "human")] + [Seat(f"AI {i}", "ai", "random") for i in range(1, 6)], 3)
    table = open_(app, match)
    long_entry = "Revealed: ♣4 ♣9 ♠9 ♣3 ♠Q ♦10 ♥J ♥K ♠A and a good many more words than one row holds"
    table.layout.log.lines = lambda render, key=None: ["Day 1 is over", long_entry]
    drawn = []
    original = app.text.blit

    def spy(surface, label, pos, size, *args, **kw):
        rect = original(surface, label, pos, size, *args, **kw)
        drawn.append((label, rect))
        return rect

    app.text.blit = spy
    try:
        app.step(DT)
    finally:
        del app.text.blit
    area = table.layout.geo(table.view).log_area
    rows = [(label, rect) for label, rect in drawn if area.contains(rect)]
    text = "".join(label for label, _ in rows).replace(" ", "")
    assert long_entry.replace(" ", "") in text
    assert len(rows) >= 3, "the long entry takes more than one row"
    print(f"democracy log: {len(rows)} rows inside {tuple(area)}")


def test_tyrant_log_lines_stay_inside_their_panel(app):
    """The Tyrant log's last line lay on the panel's bottom edge (issue 40): every line drawn lies
    inside the log's panel, however many events there are."""
    from game.actions import Event
    from tests.ui.conftest import run_until, solo_match

    table = open_table(app, solo_match("tyrant", 4))
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
    g = table.layout.geo(table.view)
    for _ in range(8):
        table.layout.log.append(Event("all_passed"))
    drawn = []
    real = app.text.blit

    def spy(surface, label, pos, *args, **kwargs):
        rect = real(surface, label, pos, *args, **kwargs)
        if g.log_area.collidepoint(pos):
            drawn.append(rect)
        return rect

    app.text.blit = spy   # the log panel draws its rows with the table's text (ui/layouts/log_panel.py)
    try:
        app.step(DT)
    finally:
        del app.text.blit
    assert len(drawn) >= 4
    inner = g.right_area.inflate(-4, -4)
    assert all(inner.contains(rect) for rect in drawn), (inner, drawn)


def test_tyrant_face_up_badge_leaves_the_card_indexes_readable(app):
    """The face-up badge of a three-card play lay over the card's bottom index (issue 40): it lies
    between the two corner indexes of the card it marks."""
    from tests.ui.conftest import run_until, solo_match

    table = open_table(app, solo_match("tyrant", 4, seed=11))
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
    hint = table.layout
    while table.view.phase != "play" or len(table.view.hand or ()) < 3:
        table.submit([table.legal[0]])
        assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
    cards = list(table.view.hand)[:3]
    hint.selected, hint.face_up = cards, cards[1]
    app.step(DT)
    badge = next(rect for name, rect in table.drawn_rects.of("badge") if name == "face_up")
    card = next(rect for rect, c, zone in hint.hit_cards if c == cards[1])
    w, h = card.w * 28 // 100, card.h * 30 // 100
    corners = [pygame.Rect(card.x, card.y, w, h), pygame.Rect(card.right - w, card.bottom - h, w, h)]
    assert card.contains(badge) and not any(badge.colliderect(c) for c in corners), (badge, card)


@pytest.mark.parametrize("players", range(registry.load("democracy").min_players,
                                           registry.load("democracy").max_players + 1))
def test_democracy_trump_badge_is_clear_of_every_played_card(app, players):
    """The viewer's played card lay over the trump badge under the turned card (issue 40): the badge
    touches no seat's place for its chosen card, nor the pool."""
    from tests.ui.conftest import run_until, solo_match

    table = open_table(app, solo_match("democracy", players))
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy and table.view.turned is not None, 3000)
    app.step(DT)
    badge = next(rect for name, rect in table.drawn_rects.of("badge") if name == "trump")
    g = table.layout.geo(table.view)
    places = [g.choice_rect(s) for s in range(players)] + [g.pool_rect()]
    assert not any(badge.colliderect(place) for place in places), (badge, places)
    assert g.centre.contains(badge)


@pytest.mark.slow
def test_tyrant_new_cards_never_lie_on_the_seats_previous_trick_strip(app):
    """A seat's new (face-down) cards flew onto the slots where its previous trick's strip was still
    drawn, covering it (issue 40): from the moment a seat's play is on its way, its previous-trick
    strip is gone; no card of the animation lies on a strip drawn in the same frame."""
    from tests.ui.conftest import run_until, solo_match

    table = open_table(app, solo_match("tyrant", 4, seed=7))
    rng = random.Random(2)
    g = None
    landed, problems = 0, []
    for frame in range(12000):
        if table.match.deal_over or app.scene is not table:
            break
        _acts(app, table, rng)
        app.step(DT)
        g = table.layout.geo(table.view)
        strips = [(name, r) for name, r in table.drawn_rects.of("area") if name.startswith("last_trick:")]
        for sprite in table.anim.cards:
            if not sprite.visible:
                continue
            rect = pygame.Rect(round(sprite.x), round(sprite.y), sprite.w, sprite.h)
            for seat in range(table.match.players):
                if rect.colliderect(g.played_zone(seat)) and table.view.last_reveal is not None:
                    landed += 1
            problems += [f"frame {frame}: a card {tuple(rect)} lies on {name} {tuple(r)}"
                         for name, r in strips if rect.colliderect(r)]
    assert landed, "no card ever reached a played zone after the first trick"
    assert not problems, "\n".join(problems[:10])
    print(f"tyrant: {landed} card-frames in played zones after a trick, none on a previous-trick strip")
