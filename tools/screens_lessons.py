"""Save a PNG of every step of every game's lesson at the table, as the learner sees it (the step
panel, the ring, the dimmed hand), and of its end panel: OUT/<game>/<lang>_<nn>.png (nn: the
step's index; "end" for the last panel; "<nn>_wrong" after a wrong move on an action step).
Games without a lesson are skipped and said so; --fixtures shoots the made-up lessons of the
lesson table's tests (tests/ui/lesson_fixtures.py) instead.

    SDL_VIDEODRIVER=dummy python -m tools.screens_lessons [--games tyrant,democracy] [--lang ja|en]
        [--out /tmp/lesson_screens] [--fixtures]
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tools.screenshot_kit import new_app, save  # first: the headless set-up

import pygame  # noqa: E402

from game import registry  # noqa: E402
from ui.app import open_window  # noqa: E402
from ui.layouts import has_layout  # noqa: E402


class _Patch:
    """What the fixtures' `use_fixture_lessons` asks of pytest's monkeypatch, done for good."""

    def setitem(self, mapping, key, value) -> None:
        mapping[key] = value

    def setattr(self, owner, name, value) -> None:
        setattr(owner, name, value)


def wrong_move(scene):
    """A legal move of the learner that the step does not ask for (None: there is none)."""
    asked = scene.run.asked_action()
    return next((a for a in scene.match.legal(scene.run.seat) if a != asked), None)


def shoot_lesson(out: Path, lang: str, game_id: str) -> int:
    """The lesson played as a person plays it (tools/lesson_clicks.py), a PNG as each step comes up
    and, on a step asking for a one-click move, one after a wrong move."""
    from tools.lesson_clicks import play_by_clicks

    app = new_app(lang)
    folder = out / game_id
    folder.mkdir(parents=True, exist_ok=True)

    def on_step(scene, index: int) -> None:
        save(app, folder, f"{lang}_{index:02d}")
        if scene.run.step.do is not None and len(scene.run.asked_actions()) == 1 and wrong_move(scene) is not None:
            scene.submit([wrong_move(scene)])   # (a move of several clicks, a keep of 7, is left whole)
            save(app, folder, f"{lang}_{index:02d}_wrong")

    outcome = play_by_clicks(app, game_id, probe=False, on_step=on_step)
    save(app, folder, f"{lang}_end")
    if not outcome.finished:
        print(f"{game_id} {lang}: {outcome.line()}")
    return outcome.steps


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", default="", help="comma-separated game ids (default: all)")
    p.add_argument("--lang", choices=("ja", "en"), default=None, help="only this language")
    p.add_argument("--out", default="/tmp/lesson_screens", help="folder for the PNG files")
    p.add_argument("--fixtures", action="store_true", help="the lesson table tests' made-up lessons")
    args = p.parse_args(argv)
    from game import lesson as lesson_mod

    if args.fixtures:
        from tests.ui.lesson_fixtures import use_fixture_lessons

        use_fixture_lessons(_Patch())
    games = [g for g in (args.games.split(",") if args.games else registry.available_games()) if has_layout(g)]
    open_window()
    for game_id in games:
        if lesson_mod.lesson_for(game_id) is None:
            print(f"{game_id}: no lesson yet, skipped")
            continue
        for lang in ([args.lang] if args.lang else ["ja", "en"]):
            print(f"{game_id} {lang}: {shoot_lesson(Path(args.out), lang, game_id)} steps shot")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
