"""Save PNG screenshots of Tyrant's hand choices in Japanese and English: the keep-7 dialog at the
start (T09), the same with the Hint's whole keep marked, the stock viewer (S) during a trick, and
the return from a pass (T12, choose 6 from the stock) — each also scaled down to the smallest window
(960×540) as *_small.png, to check the text stays readable there.

    SDL_VIDEODRIVER=dummy python tools/screens_tyrant_keep.py OUT_DIR [--seed 11] [--players 4]
"""
from __future__ import annotations

import sys
from pathlib import Path

from tools.screenshot_kit import DT, frames, new_app, parser, run, save, until  # first: headless set-up, repo on the path

import pygame

from game.match import Match
from game.seats import Seat

SMALL = (960, 540)


def save_both(app, out: Path, name: str) -> None:
    """The 1280×720 canvas as OUT/name.png, and scaled to the smallest window as name_small.png."""
    save(app, out, name)
    small = pygame.transform.smoothscale(app.screen, SMALL)
    path = out / f"{name}_small.png"
    pygame.image.save(small, str(path))
    print(path)


def my_choice(table, phase: str) -> bool:
    return (not table.anim.busy and bool(table.legal) and table.view.phase == phase
            and table.hint_worker is None)


def advance(app, table, predicate, act, limit: int = 6000) -> bool:
    """Step the table, answering the human's decisions with `act(view, legal)`, until `predicate`."""
    for _ in range(limit):
        if predicate():
            return True
        if table.legal and not table.anim.busy and table.hint_worker is None:
            table.submit(act(table.view, table.legal))
        app.step(DT, [])
    return predicate()


def save_with_hint(app, table, out: Path, name: str, hinted: str) -> None:
    """The screen as it is, then again once the Hint has answered."""
    save_both(app, out, name)
    table.ask_hint()
    until(app, lambda: table.hint_worker is None, 600)
    frames(app, 3)
    save_both(app, out, hinted)


def shoot(out: Path, lang: str, seed: str, players: int) -> None:
    from ui.scenes.table import TableScene

    app = new_app(lang)
    if hasattr(app, "keeper"):
        app.keeper.enabled = False
    you = "あなた" if lang == "ja" else "You"
    names = ["ミナ", "ケン", "サラ"] if lang == "ja" else ["Mina", "Ken", "Sara"]
    seats = [Seat(you, "human")] + [Seat(names[i], "ai", "normal") for i in range(players - 1)]
    table = TableScene(app, Match("tyrant", {}, seats, seed), ai_delay=0.05)
    app.switch(table)
    tag = f"{players}p_{lang}"
    until(app, lambda: my_choice(table, "setup"), 3000)
    frames(app, 2)
    save_with_hint(app, table, out, f"keep7_{tag}", f"keep7_hint_{tag}")
    table.submit(table.layout.hint_moves(table.layout.hint) if table.layout.hint else [table.legal[0]])

    def pass_when_you_can(view, legal):
        passing = [a for a in legal if a.kind == "pass"]
        if view.phase == "play" and passing:
            return passing
        if view.phase in ("setup", "return"):
            return [legal[0]]
        return [legal[-1]]

    advance(app, table, lambda: my_choice(table, "play"), pass_when_you_can)
    table.layout.show_stock = True
    frames(app, 2)
    save_both(app, out, f"stock_view_{tag}")
    table.layout.show_stock = False
    advance(app, table, lambda: my_choice(table, "return"), pass_when_you_can)
    frames(app, 2)
    save_with_hint(app, table, out, f"return6_{tag}", f"return6_hint_{tag}")


def main(argv: list[str]) -> int:
    p = parser(__doc__)
    p.add_argument("--seed", default="11")
    p.add_argument("--players", type=int, default=4)
    return run(p, argv, lambda out, lang, args: shoot(out, lang, args.seed, args.players))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
