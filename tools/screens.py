"""Save PNG screenshots in Japanese and English, for looking at the product with one's own eyes:
with --game, that game's table (tools/screen_plan.py: every kind of decision one deal holds, seen
by the seat that makes it, then the deal's end and its results; `--game all` for every game);
without, the app's scenes (title, setup, rules, settings, the curtain, Tyrant's table mid-trick,
a reveal, the keep of 7, results).

    SDL_VIDEODRIVER=dummy python -m tools.screens OUT_DIR --game G|all [--seed 3] [--lang ja|en]
    SDL_VIDEODRIVER=dummy python -m tools.screens OUT_DIR [--seed 11] [--players 4] [--lang ja|en]
"""
from __future__ import annotations

import sys
from pathlib import Path

from tools.screenshot_kit import DT, frames, new_app, parser, run, save, until  # first: the headless set-up

from game.match import Match
from game.seats import Seat


def human_match(players: int, seed, lang: str) -> Match:
    you = "あなた" if lang == "ja" else "You"
    names = ["ミナ", "ケン", "サラ"] if lang == "ja" else ["Mina", "Ken", "Sara"]
    seats = [Seat(you, "human")] + [Seat(names[i], "ai", "random") for i in range(players - 1)]
    return Match("tyrant", {}, seats, seed)


def shoot_level_tip(app, out: Path, lang: str) -> None:
    """The setup with the pointer resting on seat 2's level buttons: their tooltips."""
    import pygame

    real = pygame.mouse.get_pos
    try:
        for level in ("easy", "normal", "hard"):
            button = next(b for b, name in app.scene.buttons.items() if name == f"level:1:{level}")
            pygame.mouse.get_pos = lambda: (0, 0)          # off the button: its tip goes away
            frames(app, 5)
            pygame.mouse.get_pos = lambda: button.rect.center   # the dummy driver has no pointer to move
            frames(app, 100)
            save(app, out, f"setup_level_tip_{level}_{lang}")
    finally:
        pygame.mouse.get_pos = real


def shoot(out: Path, lang: str, seed, players: int) -> None:
    from ui.scenes.results import ResultsScene
    from ui.scenes.setup import SetupScene
    from ui.scenes.table import TableScene
    from ui.scenes.title import TitleScene

    app = new_app(lang)
    app.switch(TitleScene(app))
    frames(app, 3)
    save(app, out, f"title_{lang}")
    app.switch(SetupScene(app))
    frames(app, 3)
    save(app, out, f"setup_{lang}")
    shoot_level_tip(app, out, lang)
    from ui.scenes.curtain import CurtainScene
    from ui.scenes.rules import RulesScene
    from ui.scenes.settings import SettingsScene

    app.switch(RulesScene(app, "tyrant"))
    frames(app, 3)
    save(app, out, f"rules_{lang}")
    app.switch(SettingsScene(app))
    frames(app, 3)
    save(app, out, f"settings_{lang}")
    app.switch(CurtainScene(app, "ミナ" if lang == "ja" else "Mina", on_continue=lambda: None))
    frames(app, 3)
    save(app, out, f"curtain_{lang}")

    match = human_match(players, seed, lang)
    table = TableScene(app, match, ai_delay=0.05)
    app.switch(table)
    until(app, lambda: not table.anim.busy and table.legal and table.view.phase == "setup", 3000)
    stock = sorted(table.view.stock, key=lambda c: ("SHDC".index(c.suit), c.rank))
    table.layout.keep = stock[::2][:5]
    save(app, out, f"keep7_{lang}")
    table.layout.keep = []
    keep = [a for a in stock][:7]
    table.submit([__import__("game.actions", fromlist=["Action"]).Action("keep", (c,)) for c in keep])

    def my_play_turn():
        return (not table.anim.busy and table.legal and table.view.phase == "play"
                and any(table.view.played_count))

    def advance_to(predicate, limit=4000):
        for _ in range(limit):
            if predicate():
                return True
            if table.legal and not table.anim.busy and table.view.phase != "play":
                table.submit([table.legal[-1]])
            elif table.legal and not table.anim.busy and table.view.phase == "play" and not predicate():
                table.submit([table.legal[0]])
            app.step(DT, [])
        return False

    advance_to(my_play_turn)
    hand = sorted(table.view.hand or (), key=lambda c: ("SHDC".index(c.suit), c.rank))
    lead = table.view.lead_suit
    follow = [c for c in hand if c.suit == lead][:1] or hand[:1]
    others = [c for c in hand if c not in follow][:2]
    table.layout.selected = follow + others
    table.layout.face_up = others[-1] if len(follow + others) == 3 else None
    save(app, out, f"table_midtrick_{lang}")
    table.layout.selected = []
    table.layout.face_up = None

    def reveal_showing():
        return any(getattr(lbl, "tag", "") == "winner" and lbl.alpha > 240 for lbl in table.anim.labels)

    table.submit([table.legal[0]])
    if not until(app, reveal_showing, 2000):
        advance_to(reveal_showing)
    frames(app, 4)
    save(app, out, f"reveal_{lang}")

    done = Match("tyrant", {}, [Seat(n, "ai", "random") for n in
                                (["あなた", "ミナ", "ケン", "サラ"] if lang == "ja" else ["You", "Mina", "Ken", "Sara"])[:players]],
                 seed)
    done.play_out()
    app.switch(ResultsScene(app, done))
    frames(app, 3)
    save(app, out, f"results_{lang}")


def shoot_games(out: Path, lang: str, args) -> None:
    from game import registry
    from tools.screen_plan import shoot_game

    games = registry.available_games() if args.game == "all" else [args.game]
    for game_id in games:
        written = shoot_game(out, lang, game_id, args.seed or "3")
        print(f"{game_id} {lang}: {len(written)} pictures in {out / game_id}")


def main(argv: list[str]) -> int:
    p = parser(__doc__)
    p.add_argument("--game", default=None, help="a game's table (its id, or all); without it the app's scenes")
    p.add_argument("--seed", default=None, help="the deal's seed (11 for the app's scenes, 3 for a game)")
    p.add_argument("--players", type=int, default=4, help="the app's scenes: Tyrant's table size")
    return run(p, argv, lambda out, lang, args: shoot_games(out, lang, args) if args.game
               else shoot(out, lang, args.seed or "11", args.players))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
