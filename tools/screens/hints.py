"""The Hint at each game's table (`--show hints`): the human seat plays as Normal would until it
must answer another seat's play with a choice of plays and asks for a hint, until a hint comes
with the game's reason in plain words (at most 8 asked; once in a game that has no such reasons);
the table is shot with the highlighted play and its one line up."""
from __future__ import annotations

import random
from pathlib import Path

from game import registry
from game.engine import Ruleset
from game.match import Match
from game.seats import Seat
from tools.screenshot_kit import frames, new_app, save, until


def answering(match, seat: int, legal) -> bool:
    """Whether the seat now answers another seat's play with a choice of plays (where the games'
    reasons speak): the deal's latest play (passes aside) was another seat's, and more than one
    play is legal."""
    plays = [s for s in match.steps if s.deal == match.deal_index and s.action.kind == "play"]
    return sum(a.kind == "play" for a in legal) >= 2 and bool(plays) and plays[-1].seat != seat


def shoot_game(app, out: Path, lang: str, game_id: str, seed: int) -> None:
    from ui.scenes.table import TableScene

    you = "あなた" if lang == "ja" else "You"
    names = ["ミナ", "ケン", "サラ", "ユウ"] if lang == "ja" else ["Mina", "Ken", "Sara", "Yu"]
    rules = registry.load(game_id)
    seats = [Seat(you, "human")] + [Seat(names[i % len(names)], "ai", "normal") for i in range(rules.usual_table() - 1)]
    match = Match(game_id, rules.one_deal_options(), seats, seed)
    table = TableScene(app, match, ai_delay=0.05)
    app.switch(table)
    normal = rules.ai_player("normal")
    rng = random.Random(seed)
    asked, tries = 0, 8 if type(rules).hint_reason is not Ruleset.hint_reason else 1
    for _ in range(300):
        if not until(app, lambda: bool(table.legal) and not table.anim.busy and app.scene is table, 3000):
            print(f"{game_id} {lang}: the deal ended before a hint with a reason came")
            break
        if answering(match, 0, table.legal):
            table.ask_hint()
            worker = table.hint_worker
            until(app, lambda: table.hint_worker is None, 60 * 30)
            asked += 1
            if worker.hint is not None and (worker.hint.why is not None or asked >= tries):
                break
        table.submit([normal.choose(table.view, table.legal, rng)])
        frames(app, 2)
    frames(app, 20)
    save(app, out, f"hint_{game_id}_{lang}")


def shoot(out: Path, lang: str, games: list[str], seed: int) -> None:
    app = new_app(lang, anim_speed="fast")
    app.keeper.enabled = False
    for game_id in games:
        shoot_game(app, out, lang, game_id, seed)

