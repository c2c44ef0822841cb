"""Every step of each game's lesson at the table (`--show lessons`), as the learner sees it (the
step panel, the ring, the dimmed hand), and its end panel: OUT/<game>/<lang>_<nn>.png (nn: the
step's index; "end" for the last panel; "<nn>_wrong" after a wrong move on an action step).
Games without a lesson are skipped and said so; --fixtures shoots the made-up lessons of the
lesson table's tests (tests/ui/lesson_fixtures.py) instead."""
from __future__ import annotations

from pathlib import Path

from tools.screenshot_kit import new_app, save


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


def use_fixtures() -> None:
    """The lesson table tests' made-up lessons instead of the games' own, for good."""
    from tests.ui.lesson_fixtures import use_fixture_lessons

    use_fixture_lessons(_Patch())


def shoot(out: Path, lang: str, games: list[str]) -> None:
    from game import lesson as lesson_mod

    for game_id in games:
        if lesson_mod.lesson_for(game_id) is None:
            print(f"{game_id}: no lesson yet, skipped")
            continue
        print(f"{game_id} {lang}: {shoot_lesson(out, lang, game_id)} steps shot")
