"""Command line: start the table (default), run a headless AI match, check a replay, run the
window smoke test, or `serve` online tables with no window. Nothing else lives here."""
from __future__ import annotations

import argparse
import sys

from game import registry
from game.cli_args import (MAX_SECONDS, OneLineParser, finite_number, output_path_problem, seed_text,
                           seed_value, usage_error, whole_number)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = OneLineParser(description="Card Table: Tyrant, Napoleon, 13th-Floor Daifugo, Bao Huang and Democracy")
    p.add_argument("--headless", action="store_true", help="play an AI-only match with no window")
    p.add_argument("--game", default=None, help=f"game id ({', '.join(registry.GAME_MODULES)}; default: "
                                                 f"{registry.first_game()})")
    p.add_argument("--players", type=whole_number(1, 99), default=None, help="number of seats")
    p.add_argument("--seed", type=seed_text, default="7", help="seed of the match (same seed, same match)")
    p.add_argument("--level", default="normal", help="AI level for headless seats: easy, normal, hard (or random)")
    p.add_argument("--replay", metavar="PATH", help="write the match's replay file here")
    p.add_argument("--load-replay", metavar="PATH", help="replay a file, check it, print the scores")
    p.add_argument("--lang", default=None, choices=("ja", "en"), help="language of text")
    p.add_argument("--smoke-test", action="store_true", help="run the real table briefly, then exit")
    p.add_argument("--screenshot", metavar="PATH", help="with --smoke-test: save a screenshot")
    p.add_argument("--seconds", type=finite_number(0, MAX_SECONDS), default=4.0,
                   help="with --smoke-test or --autoplay: how long to run (0 with --autoplay: for ever)")
    p.add_argument("--autoplay", action="store_true",
                   help="computer seats play on at the table with autosave on, continuing the saved match (robustness tests)")
    return p.parse_args(argv)


def output_problem(args: argparse.Namespace) -> str | None:
    """Why --replay or --screenshot cannot be written (checked before anything runs), or None."""
    for option, path, companions in (("--replay", args.replay, (".tmp",)),
                                     ("--screenshot", args.screenshot, (".json",))):
        problem = None if path is None else output_path_problem(path, companions)
        if problem:
            return f"{option} {problem}"
    return None


def run_headless(args: argparse.Namespace) -> int:
    from game import replay
    from game.headless import ai_match, play_out_with_progress, score_table

    try:
        match = ai_match(args.game, args.players, seed_value(args.seed), args.level)
    except ValueError as exc:
        return usage_error(str(exc))
    play_out_with_progress(match)
    print(score_table(match, args.lang or "en"))
    if args.replay:
        try:
            replay.save(match, args.replay)
        except OSError as exc:
            return usage_error(f"cannot write the replay to {args.replay}: {exc.strerror or exc}", 1)
        print(f"replay written to {args.replay}")
    return 0


def check_game_and_players(args: argparse.Namespace) -> str | None:
    """A usage problem with --game / --players, or None. An absent engine is a usage problem too."""
    try:
        rules = registry.load(args.game)
    except ValueError as exc:
        return str(exc)
    except ImportError:
        return f"the game {args.game!r} is not installed in this copy"
    if args.players is not None and not rules.min_players <= args.players <= rules.max_players:
        span = (str(rules.min_players) if rules.min_players == rules.max_players
                else f"{rules.min_players}-{rules.max_players}")
        return f"--players {args.players}: {args.game} is played by {span} players"
    return None


def run_load_replay(args: argparse.Namespace) -> int:
    from game import replay
    from game.errors import ReplayError
    from game.files import one_line
    from game.headless import score_table

    try:
        match = replay.load(args.load_replay)
    except ReplayError as exc:
        return usage_error(str(exc))
    print(score_table(match, args.lang or "en"))
    print("replay OK: reproduces the stored result" if match.over else "replay OK (unfinished match)")
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["serve"]:   # the online lobby server, no window (game/online/serve_cli.py)
        from game.online.serve_cli import main as serve

        return serve(argv[1:])
    try:
        args = parse_args(argv)
    except SystemExit as exc:   # a usage error (one line, already printed) or --help
        return exc.code if isinstance(exc.code, int) else 0
    if args.load_replay is not None:
        if not args.load_replay:
            return usage_error("--load-replay needs a file name")
        return guarded_cli(run_load_replay, args)
    problem = output_problem(args)
    if not problem and (args.headless or args.smoke_test or args.autoplay or args.players is not None
                        or args.game is not None):
        args.game = args.game or registry.first_game()
        problem = check_game_and_players(args)
    if problem:
        return usage_error(problem)
    if args.headless:
        return guarded_cli(run_headless, args)
    from ui.app import run_app

    return run_app(args)


def guarded_cli(body, args: argparse.Namespace) -> int:
    """The command line's last line of defence: anything unexpected is one line, never a traceback."""
    try:
        return body(args)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except RecursionError:
        return usage_error("the input is nested too deeply", 1)
    except Exception as exc:
        return usage_error(f"{type(exc).__name__}: {exc}", 1)


if __name__ == "__main__":
    sys.exit(main())
