"""Save PNG screenshots in Japanese and English (or --lang), for looking at the product with one's
own eyes. --game G (a game's id, or all; default all) chooses the games, --show what is shown:

  plan      (the default with --game) each game's table at every kind of decision one deal holds,
            then the deal's end and its results, then the situations the game asks for beyond
            them (tools/screens/plan.py, situations.py): OUT/<game>/
  app       (the default without --game) title, setup and its tooltips, each game's rules, the
            settings, the curtain, a match's results (app.py)
  windows   the whole window at three sizes: the title and each table (windows.py)
  records   statistics, Continue, saved games, the replay viewer, a deal's Continue, Watch replay
            (records.py)
  hints     the Hint with its reason at each table (hints.py)
  lessons   every step of each game's lesson, OUT/<game>/ (lessons.py; --fixtures: the tests' lessons)
  keys      the keyboard focus at each table (keys.py)
  coach     the review of a deal and the Coach's note at the table (coach.py; --budget)
  eyes      four-colour deck, larger text, reduced motion, tall window (eyes.py; --modes)
  overlaps  what used to cover what a newcomer needs (overlaps.py; --only-new)
  tall      each table in a tall window (tall.py; --size, --moves, --large)
  online    a match hosted on this computer, a bot friend joined, OUT/<game>/ (online.py)

    SDL_VIDEODRIVER=dummy python -m tools.screens OUT [--game G|all] [--lang ja|en] [--show KIND]
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tools import screenshot_kit as kit  # first: the headless set-up

from game import registry  # noqa: E402
from tools.screens import (app, coach, eyes, hints, keys, lessons, online, overlaps, plan,  # noqa: E402
                           records, situations, tall, windows)


def shoot_plan(out: Path, lang: str, games: list[str], seed) -> None:
    for game_id in games:
        written = plan.shoot_game(out, lang, game_id, seed) + situations.shoot_pictures(out, lang, game_id, seed)
        print(f"{game_id} {lang}: {len(written)} pictures in {out / game_id}")


BUDGET_STEP = 0.0025   # the AI budgets' clock: each reading this many seconds, as on an idle machine (game/clock.py)

SHOWS = {
    "plan": lambda out, lang, games, a: shoot_plan(out, lang, games, a.seed or "3"),
    "app": lambda out, lang, games, a: app.shoot(out, lang, games, a.seed or "11"),
    "windows": lambda out, lang, games, a: windows.shoot(out, lang, games, a.seed or "3"),
    "records": lambda out, lang, games, a: records.shoot(out, lang, games),
    "hints": lambda out, lang, games, a: hints.shoot(out, lang, games, int(a.seed or 3)),
    "lessons": lambda out, lang, games, a: lessons.shoot(out, lang, games),
    "keys": lambda out, lang, games, a: keys.shoot(out, lang, games),
    "coach": lambda out, lang, games, a: coach.shoot(out, lang, games, a.budget),
    "eyes": lambda out, lang, games, a: eyes.shoot(out, lang, games, a.modes, a.seed or "7"),
    "overlaps": lambda out, lang, games, a: overlaps.shoot(out, lang, games, a.seed or "7", a.only_new),
    "tall": lambda out, lang, games, a: tall.shoot(out, lang, games, a),
    "online": lambda out, lang, games, a: online.shoot(out, lang, games),
}


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.screens", description=__doc__.split("\n\n")[0],
                                epilog=__doc__.split("\n\n", 1)[1], formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("out", help="folder for the PNG files")
    p.add_argument("--game", default=None, help="a game's id, or all (the default)")
    p.add_argument("--lang", choices=("ja", "en"), default=None, help="only this language")
    p.add_argument("--show", choices=tuple(SHOWS), default=None,
                   help="what to show (default: plan with --game, app without)")
    p.add_argument("--seed", default=None, help="the deals' seed (each kind has its own default)")
    p.add_argument("--budget", type=float, default=8.0, help="coach: the review's budget, seconds")
    p.add_argument("--modes", default=",".join(eyes.MODES), help="eyes: comma list of modes")
    p.add_argument("--only-new", action="store_true", help="overlaps: only the replay, strip and larger-text pictures")
    p.add_argument("--fixtures", action="store_true", help="lessons: the lesson table tests' made-up lessons")
    p.add_argument("--size", default="900x1000", help="tall: the window's size")
    p.add_argument("--moves", type=int, default=4, help="tall: the person's moves before the later picture")
    p.add_argument("--large", action="store_true", help="tall: with the larger cards-and-text setting")
    args = p.parse_args(argv)
    known = registry.available_games()
    if args.game not in (None, "all", *known):
        p.error(f"unknown game {args.game!r} (known: {', '.join(known)}, or all)")
    from ui.layouts import has_layout

    games = [g for g in (known if args.game in (None, "all") else [args.game]) if has_layout(g)]
    show = args.show or ("plan" if args.game else "app")
    if args.fixtures:
        lessons.use_fixtures()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    from game import clock
    from ui.app import open_window

    open_window()
    with clock.using(clock.StepClock(step=BUDGET_STEP)):   # a Hint's budget buys the same look every run
        for lang in [args.lang] if args.lang else ["ja", "en"]:
            SHOWS[show](out, lang, games, args)
    import pygame

    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
