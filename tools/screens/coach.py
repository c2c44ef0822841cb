"""The coach's words (`--show coach`), for each game asked for: the review of a deal in which this
seat played at random (its rows labelled mistake, inaccuracy, close, worst first), and the Coach's
note at the table after such a move (labelled, with both chances). --budget: the review's time.
(A game's own prompts in rare positions are among its pictures: --game G.)"""
from __future__ import annotations

import random
from pathlib import Path

from game import registry
from game.match import Match
from tools.screens.plan import seats_for
from tools.screenshot_kit import new_app, save, until


def random_deal(game_id: str, lang: str, seed: str) -> Match:
    """The game's first deal at its usual table played out: this seat at random, the others Normal."""
    rules = registry.load(game_id)
    match = Match(game_id, rules.one_deal_options(), seats_for(rules.usual_table(), lang, 0), seed)
    rng = random.Random(seed)
    while not match.deal_over:
        seat = match.to_act()[0]
        match.play(seat, match.ai_choice(seat) if match.is_ai(seat) else rng.choice(match.legal(seat)))
    return match


def shoot_review(app, out: Path, lang: str, game_id: str, budget: float) -> None:
    from ui.scenes.review import ReviewScene
    from ui.scenes.title import TitleScene

    match = random_deal(game_id, lang, "review-random")
    app.toasts.items = []            # the table's note is not the review screen's
    scene = ReviewScene(app, None, match, 0, 0, back=lambda: TitleScene(app), budget_s=budget)
    app.switch(scene)
    until(app, lambda: scene.worker.done, int(60 * (budget + 30)))
    save(app, out, f"coach_review_{game_id}_{lang}")


def shoot_note(app, out: Path, lang: str, game_id: str) -> None:
    """This seat moves at random until the Coach has a note on one of its moves (at most a deal)."""
    from ui.coach import NOTE_KIND
    from ui.scenes.table import TableScene

    app.settings.coach = True
    rules = registry.load(game_id)
    match = Match(game_id, rules.one_deal_options(), seats_for(rules.usual_table(), lang, 0), 4)
    table = TableScene(app, match, ai_delay=0.05)
    app.switch(table)
    rng = random.Random(4)
    noted = lambda: any(t.kind == NOTE_KIND for t in app.toasts.items)
    while not noted() and not match.deal_over:
        if not until(app, lambda: noted() or match.deal_over or (bool(table.legal) and not table.anim.busy), 60 * 40):
            break
        if table.legal and not noted() and not match.deal_over:
            table.submit([rng.choice(table.legal)])
            until(app, lambda: noted() or (table.coach.worker is None and not table.coach.waiting), 60 * 40)
    save(app, out, f"coach_note_{game_id}_{lang}")
    app.settings.coach = False


def shoot(out: Path, lang: str, games: list[str], budget: float) -> None:
    app = new_app(lang)
    app.keeper.enabled = False
    for game_id in games:
        shoot_note(app, out, lang, game_id)
        shoot_review(app, out, lang, game_id, budget)
