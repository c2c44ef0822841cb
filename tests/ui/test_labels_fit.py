"""With the longest names a seat can have (16 characters, set-up's limit), every
label fits its panel in both languages, at normal and larger text: a text drawn from inside one of the table's panels or areas
(the layout geometry's rectangles) ends inside it too, no text leaves the 1280×720 window, and no
table text is smaller than 14 px. Runs every game with a table layout through part of a deal, the
curtain and the results."""
from __future__ import annotations

import random

import pytest

from game import registry
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import DT, open_table
from tests.ui.label_checks import LONG, SCREEN, Recorder, check_frame
from ui.layouts.common import MIN_TEXT

GAMES = registry.available_games()   # every game: one without a layout (or lesson) fails, never drops out


@pytest.mark.parametrize("larger", [False, True], ids=["normal", "larger-960x540"])
@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_label_fits_its_panel_with_long_names(app, game_id, lang, larger):
    """Also with larger text in a 960×540 window (the type raised), where Tyrant's keep chooser's
    foot note ran over the chooser's edge."""
    app.set_language(lang)
    if larger:
        app.settings.large_text = True
        app.resize_window((960, 540))
    rules = registry.load(game_id)
    players = rules.max_players
    seats = [Seat(LONG[lang][0], "human")] + [Seat(LONG[lang][i], "ai", "random") for i in range(1, players)]
    match = Match(game_id, {}, seats, 11)
    table = open_table(app, match)
    rec = Recorder(app)
    rng = random.Random(5)
    problems: list[str] = []
    buttons_checked = None
    for frame in range(900):
        if match.deal_over or table is not app.scene:
            break
        rec.items.clear()
        if table.legal and not table.anim.busy and table.input_ready and frame % 7 == 0:
            table.submit([table.legal[rng.randrange(len(table.legal))]])
        app.step(DT)
        buttons = tuple(name for name, _ in table.drawn_rects.of("button"))
        if app.scene is table and (frame % 5 == 0 or buttons != buttons_checked):   # and each new set of buttons
            problems += check_frame(table, rec, f"{game_id}/{lang} frame {frame}")
            buttons_checked = buttons
        if len(problems) > 12:
            break
    assert not problems, "\n".join(sorted(set(problems))[:25])


@pytest.mark.parametrize("larger", [False, True], ids=["normal", "larger-960x540"])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_curtain_and_rules_texts_stay_in_the_window(app, lang, larger):
    from ui.scenes.curtain import CurtainScene
    from ui.scenes.rules import RulesScene

    app.set_language(lang)
    if larger:
        app.settings.large_text = True
        app.resize_window((960, 540))
    rec = Recorder(app)
    app.switch(CurtainScene(app, LONG[lang][0], on_continue=lambda: None))
    app.step(DT)
    for game_id in GAMES:
        app.switch(RulesScene(app, game_id))
        app.step(DT)
    bad = [(t, r) for t, s, r in rec.items if t.strip() and not SCREEN.contains(r)]
    assert not bad, bad
    for element in app.scene.elements:
        assert SCREEN.contains(element.rect), element


@pytest.mark.parametrize("larger", [False, True], ids=["normal", "larger-960x540"])
@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_results_with_long_names_stay_in_the_window(app, game_id, lang, larger):
    from ui.scenes.results import ResultsScene

    app.set_language(lang)
    if larger:
        app.settings.large_text = True
        app.resize_window((960, 540))
    players = registry.load(game_id).max_players
    match = Match(game_id, {}, [Seat(LONG[lang][i], "ai", "random") for i in range(players)], 3)
    while not match.deal_over:
        seat = match.to_act()[0]
        match.play(seat, match.ai_choice(seat))
    rec = Recorder(app)
    app.switch(ResultsScene(app, match, on_next=lambda: None))
    app.step(DT)
    bad = [(t, s, r) for t, s, r in rec.items if t.strip() and (not SCREEN.contains(r) or s < MIN_TEXT)]
    assert not bad, bad


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_string_key_renders_with_long_names(app, lang):
    """Every string of the language fills its parameters (names as long as set-up allows, counts,
    cards) with no placeholder left, and one line of it at 14 px never needs more than the window."""
    import re
    import string

    from game import i18n

    tr = i18n.Translator(lang)
    font = app.text.font(MIN_TEXT)
    problems = []
    for key, template in i18n.table(lang).items():
        fields = {f for _, f, _, _ in string.Formatter().parse(template) if f}
        params = {f: (LONG[lang][0] if f in ("name", "seat", "dealer", "to", "names", "holder") else 12)
                  for f in fields}
        try:
            out = tr(key, **params)
        except Exception as exc:  # noqa: BLE001 - any failure to fill is a problem
            problems.append((key, repr(exc)))
            continue
        if re.search(r"\{[a-z_]+\}", out):
            problems.append((key, out))
        if ".rules." not in key and key.split(".")[-1] != "rules" and "\n" not in out:
            longest = max(font.size(line)[0] for line in app.text.wrap(out, MIN_TEXT, 1240) or [""])
            if longest > 1240:
                problems.append((key, longest))
    assert not problems, problems[:20]
