"""Play every game's lesson at the lesson table as a person plays it, by clicks and keys only
(tools/lesson_clicks.py), in each language asked for; prints one line per lesson and, last,
`lessons finished by clicks: N/M`. Exit status 1 when one did not finish.

    SDL_VIDEODRIVER=dummy python -m tools.play_lessons --by-clicks [--games tyrant,napoleon] [--lang ja,en]
        [--no-probes]
"""
from __future__ import annotations

import argparse
import sys

from tools.screenshot_kit import new_app  # first: the headless set-up

from ui.app import open_window  # noqa: E402

from game import registry  # noqa: E402
from ui.layouts import has_layout  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--by-clicks", action="store_true", required=True,
                        help="play by posting pygame mouse and key events on what the table drew")
    parser.add_argument("--games", default="", help="comma-separated game ids (default: every game with a lesson)")
    parser.add_argument("--lang", default="ja,en", help="comma-separated languages (default: ja,en)")
    parser.add_argument("--no-probes", action="store_true", help="do not press the wrong things on each step")
    args = parser.parse_args(argv)
    from tools.lesson_clicks import play_by_clicks

    open_window()
    games = [g for g in (args.games.split(",") if args.games else registry.available_games()) if has_layout(g)]
    finished = total = 0
    for game_id in games:
        for lang in args.lang.split(","):
            app = new_app(lang)
            outcome = play_by_clicks(app, game_id, probe=not args.no_probes)
            print(outcome.line(), flush=True)
            total += 1
            finished += outcome.finished
    print(f"lessons finished by clicks: {finished}/{total}")
    return 0 if finished == total else 1


if __name__ == "__main__":
    sys.exit(main())
