"""Save PNG screenshots of the Hint at every game's table, in Japanese and English: the human seat
plays as Normal would until it must answer a play (or, in Tyrant and Democracy, choose cards in a
trick) and asks for a hint, until a hint comes with the game's reason in plain words (at most 8
asked; once in a game that has no such reasons); the table is shot with the highlighted play and
its one line up.

    SDL_VIDEODRIVER=dummy python -m tools.screens_hints OUT_DIR [--games daifugo13,baohuang] [--lang ja|en]
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

from tools.screenshot_kit import frames, new_app, parser, run, save, until  # first: the headless set-up

from game import registry
from game.engine import Ruleset
from game.match import Match
from game.seats import Seat


def answering(game_id: str, view, legal) -> bool:
    """Whether the seat now answers plays already on the table (where the games' reasons speak)."""
    plays = [a for a in legal if a.kind == "play"]
    if len(plays) < 2:
        return False
    if game_id == "napoleon":
        return view.phase == "play" and bool(view.current)
    if game_id == "daifugo13":
        return view.pub.phase == "play" and bool(view.pub.table)
    if game_id == "baohuang":
        return view.phase == "play" and view.last_play is not None and view.last_play[0] != view.seat
    return True


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
            raise RuntimeError(f"{game_id}: the human never came to act")
        if answering(game_id, table.view, table.legal):
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


def shoot(out: Path, lang: str, args) -> None:
    app = new_app(lang, anim_speed="fast")
    if hasattr(app, "keeper"):
        app.keeper.enabled = False
    for game_id in args.games.split(","):
        shoot_game(app, out, lang, game_id, args.seed)


def main(argv: list[str]) -> int:
    p = parser(__doc__)
    p.add_argument("--games", default=",".join(registry.available_games()), help="comma list of games")
    p.add_argument("--seed", type=int, default=3)
    return run(p, argv, shoot)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
