"""The search behind Bao Huang's lesson seed (engines/baohuang/lesson.py): a one-deal match with
the learner in seat 0 and Normal AI elsewhere, the learner's own decisions played as Normal would
(the lesson's watch steps do the same). A seed fits when the deal shows what a first game needs,
in a sensible order: the Emperor card passed round to the learner, who keeps it (B06) and so is
Emperor; a rebellion (B08); the Guard card played (the hidden Guard shown, B05) before the
learner goes out (B14); a joker played in a set by the learner (B09); the learner's team winning.

    python -m tools.research.lesson_seed_baohuang search --tries 4000
    python -m tools.research.lesson_seed_baohuang script --seed <seed>

`search` prints the fitting seeds with their number of learner decisions (short is better);
`script` prints a seed's learner decisions one a line with what happened before each, the
raw material of the lesson's steps."""
from __future__ import annotations

import argparse

from game.lesson import action_code
from game.match import Match
from game.seats import Seat
from engines.baohuang.cards import EMPEROR_CARD, GUARD_CARD

LEARNER = 0
OPTIONS = {"deals": 1}


def new_match(seed: str) -> Match:
    seats = [Seat("", "human") if i == LEARNER else Seat(f"CPU {i}", "ai", "normal") for i in range(5)]
    return Match("baohuang", dict(OPTIONS), seats, seed)


def until_learner(match: Match, log: list) -> None:
    """AI seats act until the learner decides or the deal is over; their events go to `log`."""
    while not match.deal_over and LEARNER not in match.to_act():
        seat = match.to_act()[0]
        log.extend(match.play(seat, match.ai_choice(seat)))


def throne_fits(match: Match) -> bool:
    """The Emperor card came round to the learner, who does not hold the Guard card."""
    state = match.state
    return (state.phase == "throne" and bool(state.emperor_passes)
            and state.emperor_card_at == LEARNER and GUARD_CARD not in state.hands[LEARNER])


def play_deal(match: Match) -> list[tuple[str, str, list]]:
    """The learner's decisions as Normal plays them: (phase, action code, events before it)."""
    normal = match.rules.ai_player("normal")
    decisions, log = [], []
    until_learner(match, log)
    while not match.deal_over:
        action = normal.choose(match.view(LEARNER), match.legal(LEARNER), None)
        decisions.append((match.state.phase, action_code(action), log))
        log = list(match.play(LEARNER, action))
        until_learner(match, log)
    decisions.append(("over", "", log))
    return decisions


def deal_fits(match: Match, decisions) -> str | None:
    """Why the deal is worth a lesson (None when it is not)."""
    state = match.state
    if not state.rebels or state.solo is not None or not state.out_order:
        return None
    learner_out = state.out_order.index(LEARNER) if LEARNER in state.out_order else None
    if learner_out is None or learner_out > 1 or state.final.scores[LEARNER] <= 0:
        return None
    shown = [i for i, (_, _, log) in enumerate(decisions) if any(e.kind == "guard_revealed" for e in log)]
    if not shown or shown[0] >= len(decisions) - 2:
        return None
    jokers = sum(1 for _, code, _ in decisions if code.startswith("play:") and "X" in code)
    return f"decisions={len(decisions) - 1} guard_shown_at={shown[0]} learner_place={learner_out + 1} " \
           f"jokers={jokers} rebels={state.rebels} score={state.final.scores[LEARNER]}"


def search(tries: int, prefix: str) -> None:
    found = 0
    for i in range(tries):
        seed = f"{prefix}{i}"
        match = new_match(seed)
        until_learner(match, [])
        if not throne_fits(match):
            continue
        why = deal_fits(match, play_deal(match))
        if why:
            found += 1
            print(seed, why, flush=True)
    print(f"{tries} seeds tried, {found} fit")


def script(seed: str) -> None:
    match = new_match(seed)
    for n, (phase, code, log) in enumerate(play_deal(match)):
        happened = " | ".join(f"{e.seat}:{e.kind}" + (f"={e.value}" if e.value is not None else "")
                              + (f" {','.join(c.code for c in e.cards)}" if e.cards and e.kind == "play" else "")
                              for e in log if e.kind not in ("pass",))
        print(f"{n:3d} {phase:9s} hand={len(match.state.hands[LEARNER]) if phase == 'over' else '':3} "
              f"{code:28s} <- {happened}")
    print("scores", match.state.final.scores, "out", match.state.out_order, "guard", match.state.guard,
          "emperor card", EMPEROR_CARD.code)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    s = sub.add_parser("search")
    s.add_argument("--tries", type=int, default=2000)
    s.add_argument("--prefix", default="learn-")
    t = sub.add_parser("script")
    t.add_argument("--seed", required=True)
    args = parser.parse_args()
    if args.mode == "search":
        search(args.tries, args.prefix)
    else:
        script(args.seed)


if __name__ == "__main__":
    main()
