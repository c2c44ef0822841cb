"""Command line: start the table (default), run a headless AI match, check a replay, or run the
window smoke test. Nothing else lives here."""
from __future__ import annotations

import argparse
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="Card Table: Tyrant, Napoleon, 13th-Floor Daifugo, Bao Huang and Democracy")
    p.add_argument("--headless", action="store_true", help="play an AI-only match with no window")
    p.add_argument("--game", default="tyrant", help="game id (tyrant, napoleon, daifugo13, ...)")
    p.add_argument("--players", type=int, default=None, help="number of seats")
    p.add_argument("--seed", default="7", help="seed of the match (same seed, same match)")
    p.add_argument("--level", default="normal", help="AI level for headless seats: easy, normal, hard (or random)")
    p.add_argument("--replay", metavar="PATH", help="write the match's replay file here")
    p.add_argument("--load-replay", metavar="PATH", help="replay a file, check it, print the scores")
    p.add_argument("--lang", default=None, choices=("ja", "en"), help="language of text")
    p.add_argument("--smoke-test", action="store_true", help="run the real table briefly, then exit")
    p.add_argument("--screenshot", metavar="PATH", help="with --smoke-test: save a screenshot")
    p.add_argument("--seconds", type=float, default=4.0, help="with --smoke-test or --autoplay: how long to run")
    p.add_argument("--autoplay", action="store_true",
                   help="computer seats play on at the table with autosave on, continuing the saved match (robustness tests)")
    return p.parse_args(argv)


def seed_value(text: str) -> int | str:
    """A number when the seed is one (of sane length), else the text itself (also a valid seed)."""
    if len(text) <= 100 and text.lstrip("-").isdigit():
        return int(text)
    return text


def run_headless(args: argparse.Namespace) -> int:
    from game import replay
    from game.headless import ai_match, play_out_with_progress, score_table

    if args.replay is not None:
        problem = replay_target_problem(args.replay)
        if problem:
            print(f"error: --replay {problem}", file=sys.stderr)
            return 2
    try:
        match = ai_match(args.game, args.players, seed_value(args.seed), args.level)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    play_out_with_progress(match)
    print(score_table(match, args.lang or "en"))
    if args.replay:
        try:
            replay.save(match, args.replay)
        except OSError as exc:
            print(f"error: cannot write the replay to {args.replay}: {exc.strerror or exc}",
                  file=sys.stderr)
            return 1
        print(f"replay written to {args.replay}")
    return 0


def replay_target_problem(path: str) -> str | None:
    """Why `path` cannot take a replay file (checked before a long match is played), or None."""
    import os
    from pathlib import Path

    if not path:
        return "needs a file name"
    target = Path(path)
    if target.is_dir():
        return f"{path} is a folder, not a file"
    folder = target.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    if not folder.is_dir() or not os.access(folder, os.W_OK | os.X_OK):
        return f"cannot write into {folder}"
    if target.exists() and not os.access(target, os.W_OK):
        return f"{path} is not writable"
    return None


def check_game_and_players(args: argparse.Namespace) -> str | None:
    """A usage problem with --game / --players, or None. An absent engine is a usage problem too."""
    from game import registry

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
        print(f"error: {one_line(exc, 300)}", file=sys.stderr)
        return 2
    print(score_table(match, args.lang or "en"))
    print("replay OK: reproduces the stored result" if match.over else "replay OK (unfinished match)")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.load_replay is not None:
        if not args.load_replay:
            print("error: --load-replay needs a file name", file=sys.stderr)
            return 2
        return guarded_cli(run_load_replay, args)
    if args.headless or args.smoke_test or args.autoplay or args.players is not None or args.game != "tyrant":
        problem = check_game_and_players(args)
        if problem:
            print(f"error: {problem}", file=sys.stderr)
            return 2
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
        print("error: the input is nested too deeply", file=sys.stderr)
        return 1
    except Exception as exc:
        from game.files import one_line

        print(f"error: {type(exc).__name__}: {one_line(exc)}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
