"""The window smoke test (`main.py --smoke-test [--screenshot PATH] [--seconds S]`): the real
table with computer players only, advancing quickly, then a screenshot and exit code 0."""
from __future__ import annotations

import sys

import pygame

from game.cli_args import seed_value, usage_error
from game.match import Match
from game.seats import Seat
from ui.layouts import has_layout
from ui.navigation import scene_class
from ui.scenes.setup import offered_levels


def smoke_match(game_id: str, players: int | None, seed, tr=None) -> Match:
    from game import registry

    rules = registry.load(game_id)
    n = players or rules.max_players
    level = offered_levels(game_id)[0]
    seats = [Seat(tr("ui.setup.default_ai", n=i + 1) if tr else f"CPU {i + 1}", "ai", level) for i in range(n)]
    return Match(game_id, {}, seats, seed)


def match_from_args(app, args) -> Match | None:
    """The computer-seats match the command line asks for (--game, --players, --seed); None
    (and a line on stderr) when the game has no table."""
    from game import registry

    game_id = getattr(args, "game", None) or registry.first_game()
    if not has_layout(game_id):
        print(f"No table layout for {game_id!r}", file=sys.stderr)
        return None
    seed = seed_value(args.seed) if isinstance(args.seed, str) else args.seed
    return smoke_match(game_id, getattr(args, "players", None), seed, app.tr)


def run_smoke(app, args) -> int:
    TableScene = scene_class("table")

    match = match_from_args(app, args)
    if match is None:
        return 2
    app.switch(TableScene(app, match, ai_delay=0.05))
    seconds = getattr(args, "seconds", None)
    app.run(seconds if seconds is not None else 4.0)
    code = save_screenshot(app, args.screenshot) if getattr(args, "screenshot", None) else 0
    pygame.quit()
    return code


def save_screenshot(app, path: str) -> int:
    """Save the window and its font report (main.py checked the path first); a write that still
    fails (disk full, a folder that went away) is one line and exit code 1, not a crash."""
    from ui.fontcheck import write_report

    try:
        pygame.image.save(app.screen, path)
        report = write_report(path, samples=[app.tr("ui.app.title"), app.tr("ui.game.tyrant")])
    except (OSError, pygame.error) as exc:
        return usage_error(f"cannot write the screenshot to {path}: {getattr(exc, 'strerror', None) or exc}", 1)
    print(f"screenshot written to {path}"
          f" (Japanese font check: {'ok' if report['japanese_ok'] else 'MISSING ' + ''.join(report['missing'])})")
    return 0
