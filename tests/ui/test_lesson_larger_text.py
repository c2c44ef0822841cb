"""Every game's lesson in both languages with larger text in a 960×540 window (the type raised):
at every step each text of the step panel lies inside the panel, clear of its foot, no two of its
texts (nor a text and one of its buttons) overlap, and its buttons lie inside the panel and the
window. The table beside it too: no text of a table panel the lesson panel leaves uncovered lies
on another of that panel (Daifugo 13's "passed" remark lay on a seat's face-down discards)."""
from __future__ import annotations

import os
import time

import pygame
import pytest

from game import registry
from game.lesson import lesson_for
from tests.ui import lesson_fixtures
from tests.ui.conftest import step, window_click
from tests.ui.label_checks import SCREEN, Recorder, check_frame
from ui.lesson_panel import PANEL_W
from ui.scenes.lesson_table import PANEL_BUTTONS, open_lesson

SAVE = os.environ.get("LESSON_FIT_SAVE", "")   # a folder the frames found wrong go to (every frame: LESSON_FIT_ALL=1)
GAMES = registry.available_games()   # every game: one without a layout (or lesson) fails, never drops out


def panel_problems(app, scene, rec: Recorder, where: str) -> tuple[list[str], int]:
    """What is wrong with the step panel of the frame `rec` saw, and how many of its texts it checked."""
    rect, lines = scene._panel
    drawn = [r for name, r in scene.drawn_rects.of("panel") if name == "lesson"]
    assert drawn == [rect], f"{where}: the panel drawn {drawn} is not the one laid out {rect}"
    buttons = [(name, element) for element, name in scene.buttons.items() if name in PANEL_BUTTONS]
    counter = scene.tr("ui.lesson.counter", k=scene.run.index + 1, n=len(scene.run.lesson.steps))
    ours = set(lines) | ({counter} if scene._built[0] == "step" else set())   # the table's own texts lie under the panel
    texts = [(t, s, r) for t, s, r in rec.items if t.strip() and t in ours and rect.collidepoint(r.x + 2, r.centery)]
    assert len(texts) >= len(lines), f"{where}: {len(texts)} texts recorded for {len(lines)} lines"
    problems = []
    inks = []
    for text, size, r in texts:
        ink = rec.ink(text, size, r)
        if not rect.inflate(-4, -4).contains(ink):
            problems.append(f"{where}: {text!r} {tuple(ink)} runs out of the panel {tuple(rect)}")
        for other, other_ink in inks:
            if ink.colliderect(other_ink):
                problems.append(f"{where}: {text!r} lies on {other!r}")
        for name, element in buttons:
            if ink.colliderect(element.rect):
                problems.append(f"{where}: {text!r} {tuple(ink)} lies on the button {name} {tuple(element.rect)}")
        inks.append((text, ink))
    for name, element in buttons:
        b = element.rect
        if not SCREEN.contains(b) or not rect.contains(b):
            problems.append(f"{where}: the button {name} {tuple(b)} leaves the panel {tuple(rect)} or the window")
        w, h = element.font.size(element.text)
        if w > b.w - 8 or h > b.h - 4:   # pygame-gui draws a label too wide past the button's edges
            problems.append(f"{where}: the label {element.text!r} ({w}×{h}) does not fit its button {name} {tuple(b)}")
    return problems, len(texts)


def table_overlaps(scene, rec: Recorder, where: str) -> list[str]:
    """Texts on texts in the table's panels, leaving out what the lesson panel covers."""
    panel = scene._panel[0]
    beside = [(t, s, r) for t, s, r in rec.items if not panel.colliderect(r)]
    problems = check_frame(scene, rec, where, texts=beside, registry=scene.drawn_rects.without("panel", "lesson"))
    return [p for p in problems if " lies on " in p]


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_lesson_panel_texts_fit_with_larger_text(app, monkeypatch, game_id, lang):
    lesson = lesson_for(game_id)
    if lesson is None:
        pytest.skip(f"{game_id} has no lesson yet")
    start = time.perf_counter()
    app.set_language(lang)
    app.settings.large_text = True
    app.resize_window((960, 540))
    # Next is clicked where the scaled canvas shows it in the window (drive's click_gui clicks the canvas's point)
    monkeypatch.setattr(lesson_fixtures, "click_gui", lambda app, element: window_click(app, element.rect.center))
    scene = open_lesson(app, game_id, restart=True, ai_delay=0.0)
    rec = Recorder(app)
    problems: list[str] = []
    counted = [0, 0]   # texts, narrow panels

    def check(scene, index: int) -> None:
        rec.items.clear()
        step(app, 1)
        where = f"{game_id}/{lang} step {index} ({'the end' if scene.run.finished else scene.run.step.text})"
        found, texts = panel_problems(app, scene, rec, where)
        found += table_overlaps(scene, rec, where)
        counted[0] += texts
        counted[1] += scene._panel[0].w < PANEL_W
        if SAVE and (found or os.environ.get("LESSON_FIT_ALL")):
            pygame.image.save(app.screen, f"{SAVE}/{game_id}_{lang}_{index:02d}.png")
        problems.extend(found)

    shown = lesson_fixtures.drive(app, scene, check)
    step(app, 5)
    assert scene.run.finished and scene._built == ("done",)
    check(scene, len(shown))   # the last panel: back to Learn, or a real deal
    print(f"{game_id} {lang}: {len(shown)} steps, {counted[0]} panel texts checked ({counted[1]} panels narrow) "
          f"in {time.perf_counter() - start:.1f} s")
    assert not problems, "\n".join(problems[:25])
