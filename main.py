"""Command line: start the table (default), run a headless AI match, check a replay, or run the
window smoke test. Nothing else lives here."""
from __future__ import annotations

import argparse
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="Card Table: Tyrant, Napoleon, 13th-Floor Daifugo and more")
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
    p.add_argument("--seconds", type=float, default=4.0, help="with --smoke-test: how long to run")
    return p.parse_args(argv)


def seed_value(text: str) -> int | str:
    return int(text) if text.lstrip("-").isdigit() else text


def run_headless(args: argparse.Namespace) -> int:
    from game import replay
    from game.headless import ai_match, play_out_with_progress, score_table

    try:
        match = ai_match(args.game, args.players, seed_value(args.seed), args.level)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    play_out_with_progress(match)
    print(score_table(match, args.lang or "en"))
    if args.replay:
        replay.save(match, args.replay)
        print(f"replay written to {args.replay}")
    return 0


def run_load_replay(args: argparse.Namespace) -> int:
    from game import replay
    from game.errors import ReplayError
    from game.headless import score_table

    try:
        match = replay.load(args.load_replay)
    except ReplayError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(score_table(match, args.lang or "en"))
    print("replay OK: reproduces the stored result" if match.over else "replay OK (unfinished match)")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.load_replay:
        return run_load_replay(args)
    if args.headless:
        return run_headless(args)
    from ui.app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
