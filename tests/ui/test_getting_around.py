"""A newcomer's first evening, getting around (issue 34 item 10): the results between deals say
which number is the deal's and which the running total, and Esc leaves to the table's next deal or
to the title (the match saved, Continue there resumes it); rule options have Cancel; Saved games
says in words what each state means; Continue offers the newest unfinished match; the replay
viewer steps a trick or an opening choice at a time (one action with Shift), draws none of the live
table's words and shows every hand to the spectator; a tall window gives the menus its height."""
from __future__ import annotations

import random

import pygame
import pytest

from game import registry
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import DT, click_gui, gui_button, open_table, record_faces, run_until, step
from tests.ui.saved_matches import file_replay, played, played_to_end
from ui import saves
from ui.scenes.replay_viewer import ReplayViewerScene, phase_of
from ui.scenes.results import ResultsScene
from ui.scenes.title import TitleScene

GAMES = registry.available_games()


def usual_table(game_id: str) -> int:
    return registry.load(game_id).usual_table()


def key(app, k, mod=0) -> None:
    app.step(DT, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def texts_drawn(app) -> list[str]:
    """From now on every string the app's Text draws is appended to the list returned."""
    drawn: list[str] = []
    original = app.text.render

    def render(text, size, *args, **kw):
        drawn.append(text)
        return original(text, size, *args, **kw)

    app.text.render = render
    return drawn


def finished(game_id: str, seed: int = 3) -> Match:
    rules = registry.load(game_id)
    match = Match(game_id, rules.one_deal_options(), [Seat(f"P{i + 1}", "ai", "easy") for i in range(rules.usual_table())], seed)
    return played_to_end(match, random.Random(seed))


def between_deals(app):
    match = Match("daifugo13", {"deals": 2}, [Seat(f"C{i}", "ai", "easy") for i in range(4)], 6)
    table = open_table(app, match)
    assert run_until(app, lambda: isinstance(app.scene, ResultsScene), 8000)
    return table, app.scene


# ---- results between deals -------------------------------------------------------------------------
@pytest.mark.slow
def test_results_between_deals_label_this_deal_and_total(app):
    _, results = between_deals(app)
    drawn = texts_drawn(app)
    step(app)
    this_deal = app.tr("ui.results.this_deal")
    totals = [app.tr("ui.results.total_points", n=n) for n in results.match.totals()]
    scores = [f"{n:+d}" for n in results.match.deal_results[-1].scores]
    print(f"between deals: {drawn.count(this_deal)} x {this_deal!r}, totals {totals}, deal sums {scores}")
    assert drawn.count(this_deal) == 4 and all(t in drawn for t in totals) and all(s in drawn for s in scores)


@pytest.mark.slow
def test_esc_between_deals_offers_next_deal_or_the_title_and_continue_resumes(app):
    table, results = between_deals(app)
    key(app, pygame.K_ESCAPE)
    assert results.menu_open and set(results.buttons.values()) == {"next", "leave", "stay"}
    drawn = texts_drawn(app)
    step(app)
    saved_words = app.tr("ui.results.menu.saved")
    assert any(len(line) > 5 and line in saved_words for line in drawn)   # "the match is saved", wrapped
    click_gui(app, gui_button(app, "stay"))
    assert not results.menu_open and "next" in results.buttons.values()
    key(app, pygame.K_ESCAPE)
    click_gui(app, gui_button(app, "leave"))
    assert isinstance(app.scene, TitleScene) and not app.stack and table.finished
    title = app.scene
    assert title.saved is not None and title.saved.deal_index == 0 and title.saved.deal_over
    click_gui(app, gui_button(app, "continue"))
    assert run_until(app, lambda: isinstance(app.scene, ResultsScene), 600)   # the same results again
    key(app, pygame.K_ESCAPE)
    click_gui(app, gui_button(app, "next"))
    assert app.scene.match.deal_index == 1 and not app.scene.match.deal_over


# ---- rule options -----------------------------------------------------------------------------------
def test_rule_options_cancel_leaves_them_as_they_were(app):
    from ui.scenes.setup import SetupScene

    setup = SetupScene(app)
    app.switch(setup)
    setup.game_id = "daifugo13"
    before = dict(setup.options)
    setup.on_button("options")
    options = app.scene
    spec = next(o for o in options.rules.options if o.kind == "bool")
    options.on_button(f"set:{spec.key}:{0 if options.values[spec.key] else 1}")
    click_gui(app, gui_button(app, "cancel"))
    assert app.scene is setup and setup.options == before
    setup.on_button("options")
    app.scene.on_button(f"set:{spec.key}:{0 if app.scene.values[spec.key] else 1}")
    key(app, pygame.K_ESCAPE)                      # Esc cancels too
    assert app.scene is setup and setup.options == before
    setup.on_button("options")
    app.scene.on_button(f"set:{spec.key}:{0 if app.scene.values[spec.key] else 1}")
    click_gui(app, gui_button(app, "done"))
    print(f"options: cancel kept {before}, done gave {setup.options}")
    assert setup.options != before


# ---- saved games and Continue --------------------------------------------------------------------------
def test_saved_games_explains_every_state_in_words(app):
    from ui.scenes.saved_games import SavedGamesScene

    saves.autosave(played(actions=10))
    saves.write_atomic(saves.document(played(seed=5, actions=12)),
                       saves.current_path().with_name("current.json.unfinished-20260101-000000"))
    saves.current_path().with_name("current.json.corrupt-20260101-000000").write_text("{", encoding="utf-8")
    file_replay(played(seed=6))
    app.switch(SavedGamesScene(app))
    drawn = texts_drawn(app)
    step(app)
    for state in ("current", "unfinished", "finished", "damaged"):
        words = app.tr(f"ui.saved.standing.{state}")
        assert words in drawn, state   # whole, never cut short
    print(f"saved games: {len(app.scene.entries)} rows, each with its state's words")


def test_title_continue_offers_the_newest_unfinished_match_set_aside(app):
    older = saves.current_path().with_name("current.json.unfinished-20260101-000000")
    newer = saves.current_path().with_name("current.json.unfinished-20260102-000000")
    saves.write_atomic(saves.document(played(seed=5, actions=12)), older)
    saves.write_atomic(saves.document(played(seed=8, actions=20)), newer)
    import os
    os.utime(older, (1_700_000_000, 1_700_000_000))
    assert not saves.current_path().exists()
    app.switch(TitleScene(app))
    step(app)
    assert app.scene.saved is not None and app.scene.saved_path == newer
    click_gui(app, gui_button(app, "continue"))
    assert app.scene.match.seed == 8 and len(app.scene.match.steps) == 20
    assert saves.current_path().is_file() and not newer.exists() and older.exists()


def test_title_without_any_unfinished_match_offers_no_continue(app):
    file_replay(played(seed=6))
    app.switch(TitleScene(app))
    step(app)
    assert "continue" not in app.scene.buttons.values()


# ---- the replay viewer ----------------------------------------------------------------------------------
def test_a_step_is_a_whole_trick_or_opening_choice_and_shift_steps_one_action(app):
    """→ goes to where the next step ends: the first action after which a trick was taken, the
    deal's phase changed (every seat's opening choice, a whole bidding, a rebellion round is one
    step) or the deal ended, found by walking there one action at a time with Shift+→; Shift+←
    walks back one action at a time. The first two steps of every game's replay."""
    for game_id in GAMES:
        viewer = ReplayViewerScene(app, file_replay(finished(game_id), f"{game_id}-20260101-000000.json"))
        app.switch(viewer)
        step(app)
        sizes = []
        for _ in range(2):
            start, opening = viewer.pos, phase_of(viewer.match)
            while True:
                key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
                mark = viewer.marks[viewer.pos - 1]
                if mark.trick_end or viewer.match.deal_over or phase_of(viewer.match) != opening:
                    break
            end = viewer.pos
            while viewer.pos > start:
                key(app, pygame.K_LEFT, pygame.KMOD_SHIFT)
            assert viewer.pos == start
            key(app, pygame.K_RIGHT)
            assert viewer.pos == end, (game_id, start, end, viewer.pos)
            assert viewer.marks[end - 1].stop and not any(m.stop for m in viewer.marks[start:end - 1])
            sizes.append((end - start, opening))
        print(f"{game_id}: the first two steps: {sizes} (actions, from phase)")


@pytest.mark.slow
def test_the_viewer_draws_no_live_table_words(app):
    from game import i18n
    from ui.layouts.base import LIVE_ONLY

    for lang in ("ja", "en"):
        app.set_language(lang)
        live = {v for k, v in i18n.table(lang).items() if k.endswith(LIVE_ONLY) or k.endswith(".your_turn")}
        live = {v.split("{")[0] for v in live if v.split("{")[0].strip()}
        live.add(i18n.text("ui.tyrant.your_play", lang))   # nobody is "you" in a replay
        footer = i18n.text("ui.keys.item", lang, keys="Esc", does=i18n.text("ui.keys.menu", lang))   # the live keys
        for game_id in GAMES:
            viewer = ReplayViewerScene(app, file_replay(finished(game_id), f"{game_id}-20260101-000000.json"))
            app.switch(viewer)
            drawn = texts_drawn(app)
            for viewpoint in range(2):
                for _ in range(4):
                    viewer.on_button("next_trick")
                    step(app, 3)
                viewer.on_button("viewer")
            found = [t for t in drawn if any(t.startswith(w) for w in live) or footer in t]
            assert not found, (lang, game_id, found[:3])
        print(f"{lang}: {len(live)} live-table phrases, none drawn in any game's replay")


def test_the_spectator_sees_every_hand_of_a_finished_match(app):
    for game_id in GAMES:
        viewer = ReplayViewerScene(app, file_replay(finished(game_id), f"{game_id}-20260101-000000.json"))
        app.switch(viewer)
        viewer.on_button("next_trick")
        step(app, 2)
        faces = record_faces(app)
        step(app)
        hands = [viewer.match.view(s).hand or () for s in range(viewer.match.players)]
        assert all(card in faces for hand in hands for card in hand), game_id
        viewer.on_button("viewer")             # a player's seat: their own hand only, as at the table
        faces.clear()
        step(app)
        assert not any(card in faces for card in hands[1] if card not in hands[0]), game_id
        print(f"{game_id}: spectator saw {sum(map(len, hands))} cards in {len(hands)} hands")


# ---- text size at 960×540 and the tall window ----------------------------------------------------------
class SizeRecorder:
    """The size of the font every text the app's Text renders is drawn with; texts drawn on the
    replay viewer's smaller table (shown at TABLE_AREA's width / 1280) are kept apart."""

    def __init__(self, app) -> None:
        self.sizes: dict[str, list[tuple[int, str]]] = {"canvas": [], "viewer_table": []}
        self.bucket = "canvas"
        original = app.text.render

        def render(text, size, color=(0, 0, 0), bold=False, shadow=False):
            if text.strip():
                self.sizes[self.bucket].append((app.text.font(size, bold).point_size, text))
            return original(text, size, color, bold, shadow)

        app.text.render = render

    def watch_viewer(self, viewer) -> None:
        for part in (viewer.layout, viewer.anim):
            for name in ("draw", "draw_overlay"):
                if hasattr(part, name):
                    setattr(part, name, self._in_table(getattr(part, name)))

    def _in_table(self, draw):
        def wrapped(*args, **kw):
            self.bucket = "viewer_table"
            try:
                return draw(*args, **kw)
            finally:
                self.bucket = "canvas"
        return wrapped


def visit_every_screen(app, rec: SizeRecorder) -> int:
    """Title (with Continue and its question), setup, every game's rule options, saved games,
    rules, settings, statistics, every game's table to the first decision, results between deals
    and at the end, and every game's replay (spectator and a seat). Returns the screens seen."""
    from game import registry
    from ui.scenes.options import OptionsScene
    from ui.scenes.rules import RulesScene
    from ui.scenes.saved_games import SavedGamesScene
    from ui.scenes.settings import SettingsScene
    from ui.scenes.setup import SetupScene
    from ui.scenes.stats import StatsScene

    saves.autosave(played(actions=10))
    seen = 0
    for scene in (TitleScene(app), SetupScene(app), SavedGamesScene(app), RulesScene(app, None),
                  SettingsScene(app), StatsScene(app)):
        app.switch(scene)
        step(app, 2)
        seen += 1
    app.switch(TitleScene(app))
    app.scene.on_button("new")   # the "a match is unfinished" question
    step(app, 2)
    for game_id in GAMES:
        app.switch(OptionsScene(app, game_id, {}, lambda values: None))
        step(app, 2)
        seats = [Seat("You", "human")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, usual_table(game_id))]
        two_deals = {"deals": 2} if registry.load(game_id).one_deal_options() else {}
        table = open_table(app, Match(game_id, two_deals, seats, 4))
        run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
        step(app, 2)
        viewer = ReplayViewerScene(app, file_replay(finished(game_id), f"{game_id}-20260101-000000.json"))
        app.switch(viewer)
        rec.watch_viewer(viewer)
        for _ in range(3):
            viewer.on_button("next_trick")
            step(app, 20)
        viewer.on_button("viewer")
        rec.watch_viewer(viewer)
        step(app, 20)
        seen += 4
    table, _ = between_deals(app)
    step(app, 2)
    key(app, pygame.K_ESCAPE)
    step(app, 2)
    app.switch(ResultsScene(app, finished("daifugo13")))
    step(app, 2)
    return seen + 3


@pytest.mark.slow
def test_no_text_is_under_12_px_on_screen_at_960x540(app):
    from ui.app import SIZE
    from ui.scenes.replay_viewer import TABLE_AREA

    share = TABLE_AREA.width / SIZE[0]   # the replay's table is drawn this much smaller

    app.resize_window((960, 540))
    scale = app.stage.scale
    rec = SizeRecorder(app)
    seen = visit_every_screen(app, rec)
    screen_px = {bucket: [(round(size * scale * (share if bucket == "viewer_table" else 1), 2), text)
                          for size, text in sizes] for bucket, sizes in rec.sizes.items()}
    smallest = {bucket: min(sizes) for bucket, sizes in screen_px.items()}
    print(f"960x540 (scale {scale}): {seen} screens, {sum(map(len, rec.sizes.values()))} texts, smallest on screen "
          f"{smallest['canvas'][0]} px ({smallest['canvas'][1]!r}), on the replay's table "
          f"{smallest['viewer_table'][0]} px")
    assert app.screen.get_size() == SIZE
    assert all(px >= 12 for px, _ in smallest.values()), smallest


def test_pygame_gui_theme_fonts_read_at_12_px_at_960x540():
    import json

    from game.resources import asset_path

    sizes = []

    def walk(node):
        if isinstance(node, dict):
            if "size" in node and "regular_path" in node or "name" in node and "size" in node:
                sizes.append(int(node["size"]))
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(json.loads(asset_path("theme", "theme.json").read_text(encoding="utf-8")))
    print(f"theme: {len(sizes)} font sizes, smallest {min(sizes)} -> {min(sizes) * 0.75} px at 960x540")
    assert sizes and min(sizes) * 0.75 >= 12


def test_a_tall_window_gives_the_menus_its_height_and_clicks_stay_exact(app):
    from tests.ui.conftest import window_click
    from ui.app import SIZE
    from ui.scenes.rules import RulesScene
    from ui.scenes.saved_games import PER_PAGE, SavedGamesScene

    saves.autosave(played(actions=10))
    for size in ((1000, 1000), (720, 1280)):
        app.resize_window(size)
        app.switch(TitleScene(app))
        step(app)
        canvas = app.screen.get_size()
        assert canvas[0] == 1280 and abs(canvas[1] / canvas[0] - size[1] / size[0]) < 0.01
        assert app.stage.rect.size == size and app.stage.rect.topleft == (0, 0)   # no letterbox
        continue_button = gui_button(app, "continue")
        assert abs(continue_button.rect.centery - canvas[1] / 2) < 160   # the title sits in the middle
        window_click(app, gui_button(app, "rules").rect.center)
        assert isinstance(app.scene, RulesScene) and app.screen.get_size() == canvas
        app.switch(SavedGamesScene(app))
        step(app)
        assert app.scene.per_page > PER_PAGE
        table = open_table(app, played(seed=9, actions=0, deals=1))
        step(app)
        # the table uses the height too: its 1280×720 design spread over the same canvas (ui/stretch.py)
        assert app.screen.get_size() == canvas and app.manager.window_resolution == canvas
        assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
        step(app)
        rect, card = table.layout.hit_cards[len(table.layout.hit_cards) // 2]
        window_click(app, table.stretch.map_point(rect.center))
        assert table.layout.selected == [card]
        print(f"{size}: menus and the table ({SIZE} design spread) on a {canvas} canvas, clicks exact")
