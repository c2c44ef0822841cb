"""Records what a table's animation plan queues: seeded matches of a game played (random legal
moves from a seeded generator) through the real table scene headless, and for each event batch
(the deal's opening, then every action) the animator's steps as they begin — hold, whether they
end with a callback, their tweens' durations, delays and easing, the sprites and labels they put
up and the zones they hide. Two recordings of the same code are equal; a refactoring of the plans
that keeps every step, order and timing keeps the recording.

`python -m tests.ui.anim_recorder OUT_DIR` writes one JSON file per game into OUT_DIR."""
from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")



def match_options(rules) -> dict:
    """Two deals where the game has a "deals" option (Bao Huang's tribute needs a second), else its defaults."""
    return {"deals": 2} if rules.one_deal_options() else {}


def _sprite_text(sprite) -> list:
    parts = [type(sprite).__name__]
    for name in ("text", "title", "sub", "label", "tag", "kind"):
        value = getattr(sprite, name, None)
        if isinstance(value, str):
            parts.append(value)
    for name in ("x", "y", "pos", "rect"):
        value = getattr(sprite, name, None)
        if value is not None:
            parts.append(str(tuple(value) if hasattr(value, "__iter__") else round(float(value), 2)))
    return parts


def _card_sprite(sprite) -> list:
    return [str(sprite.card), [round(sprite.x), round(sprite.y), round(sprite.w), round(sprite.h)], sprite.face_up]


class StepLog:
    """Patches `ui.tween.Step.begin` so each step that begins is written down with what it made."""

    def __init__(self, anim) -> None:
        self.anim = anim
        self.steps: list = []

    def wrap(self, original):
        log = self

        def begin(step) -> None:
            anim = log.anim
            cards, labels = len(anim.cards), list(anim.labels)
            entry = {"hold": step.hold, "min_hold": step.min_hold, "make": step.make is not None,
                     "on_end": step.on_end is not None}
            original(step)
            entry["tweens"] = [[round(t.duration, 4), round(t.delay, 4), t.ease.__name__] for t in step.tweens]
            entry["cards"] = [_card_sprite(s) for s in anim.cards[cards:]]
            entry["labels"] = [_sprite_text(s) for s in anim.labels if s not in labels]
            entry["suppressed"] = sorted(anim.suppressed.items())
            log.steps.append(entry)

        return begin


def record(app, game_id: str, seed: int, limit: int = 260) -> list:
    """Every event batch of one seeded match of `game_id` on the table, as begun steps."""
    from game import registry
    from game.match import Match
    from game.seats import Seat
    from ui.scenes.table import TableScene
    from ui.tween import Step

    rules = registry.load(game_id)
    seats = [Seat(f"P{i + 1}", "ai", "random") for i in range(rules.usual_table())]
    match = Match(game_id, match_options(rules), seats, seed)
    table = TableScene(app, match, ai_delay=0.0)
    log = StepLog(table.anim)
    original = Step.begin
    Step.begin = log.wrap(original)
    rng = random.Random(seed)
    batches: list = []
    kinds: list = []
    animate = table.layout.animate

    def animate_and_note(events, before, after, anim) -> None:
        kinds[:] = [e.kind for e in events]
        animate(events, before, after, anim)

    table.layout.animate = animate_and_note
    try:
        def batch(label: str) -> None:
            log.steps = []
            table.anim.skip()
            batches.append({"batch": label, "steps": log.steps})

        table.layout.intro(table.view, table.anim)
        table.anim.commit(lambda: None)
        batch("intro")
        for _ in range(limit):
            if match.over:
                break
            if match.deal_over:
                table.next_deal()
                batch("next_deal")
                continue
            seat = match.to_act()[0]
            action = rng.choice(match.legal(seat))
            table._apply(seat, action)
            batch(f"{seat}:{action.kind}:" + ",".join(kinds))
    finally:
        Step.begin = original
    return batches


def record_all(out: Path, seeds=(1, 2, 3, 4)) -> dict[str, int]:
    """Writes OUT/<game>.json for every game; returns the number of steps recorded per game."""
    import pygame

    from game import registry
    from ui.app import App, open_window
    from ui.settings import Settings

    out.mkdir(parents=True, exist_ok=True)
    counts = {}
    for game_id in registry.available_games():
        screen = open_window()
        app = App(screen, Settings(lang="en", ai_speed="fast", anim_speed="fast"), save_settings=False)
        runs = {str(seed): record(app, game_id, seed) for seed in seeds}
        pygame.quit()
        (out / f"{game_id}.json").write_text(json.dumps(runs, indent=0, ensure_ascii=False), encoding="utf-8")
        counts[game_id] = sum(len(b["steps"]) for run in runs.values() for b in run)
    return counts


if __name__ == "__main__":
    import tempfile

    os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="anim_recorder_"))
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/anim_recording")
    for game, n in record_all(target).items():
        print(f"{game}: {n} steps recorded")
