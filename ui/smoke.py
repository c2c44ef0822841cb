"""The window smoke test (`main.py --smoke-test [--screenshot PATH] [--seconds S]`): the real
table with computer players only, advancing quickly, then a screenshot and exit code 0."""
from __future__ import annotations

import sys

import pygame

from game.match import Match
from game.seats import Seat
from ui.layouts import has_layout
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
    game_id = getattr(args, "game", None) or "tyrant"
    if not has_layout(game_id):
        print(f"No table layout for {game_id!r}", file=sys.stderr)
        return None
    seed = args.seed
    seed = int(seed) if isinstance(seed, str) and seed.lstrip("-").isdigit() else seed
    return smoke_match(game_id, getattr(args, "players", None), seed, app.tr)


def run_smoke(app, args) -> int:
    from ui.scenes.table import TableScene

    match = match_from_args(app, args)
    if match is None:
        return 2
    app.switch(TableScene(app, match, ai_delay=0.05))
    seconds = getattr(args, "seconds", None)
    app.run(seconds if seconds is not None else 4.0)
    if getattr(args, "screenshot", None):
        from ui.fontcheck import write_report

        pygame.image.save(app.screen, args.screenshot)
        report = write_report(args.screenshot, samples=[app.tr("ui.app.title"), app.tr("ui.game.tyrant")])
        print(f"screenshot written to {args.screenshot}"
              f" (Japanese font check: {'ok' if report['japanese_ok'] else 'MISSING ' + ''.join(report['missing'])})")
    pygame.quit()
    return 0
