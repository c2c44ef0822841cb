"""Finds a seed for Napoleon's guided lesson (engines/napoleon/lesson.py): a one-deal match, the
learner in seat 0 deciding as Normal would, Normal AI elsewhere, where the learner becomes
Napoleon (after an AI bid, so outbidding shows), names a card an AI holds (the adjutant shows in
play), must follow suit with other cards in hand, sees the Mighty and a jack win tricks, and the
Napoleon side makes its contract. `--show SEED` prints the deal from the learner's seat: each of
the learner's decisions (its code for the script) and each trick, to write the steps from.

    python -m tools.research.lesson_seed_napoleon --seeds 400
    python -m tools.research.lesson_seed_napoleon --show lesson-17
"""
from __future__ import annotations

import argparse
import random

from engines.napoleon.ai import NormalPlayer
from engines.napoleon.cards import MIGHTY, JOKER_CARD, left_jack, right_jack
from game.lesson import Lesson, action_code
from game.match import Match

LEARNER = 0
OPTIONS = {"deals": 1}


def play_deal(seed: str) -> tuple[Match, list[dict]]:
    """The whole deal, the learner deciding as Normal; one record per decision of any seat."""
    match = Lesson("napoleon", seed, 5, (), dict(OPTIONS), LEARNER).new_match()
    normal, rng = NormalPlayer(), random.Random(0)
    records = []
    while not match.deal_over:
        seat = match.to_act()[0]
        view, legal = match.view(seat), match.legal(seat)
        if seat == LEARNER:
            action = legal[0] if len(legal) == 1 else normal.choose(view, legal, rng)
        else:
            action = match.ai_choice(seat)
        events = match.play(seat, action)
        records.append({"seat": seat, "phase": view.phase, "view": view, "legal": legal,
                        "action": action, "events": events})
    return match, records


def features(match: Match, records: list[dict]) -> dict:
    state = match.state
    trump = state.trump
    out = {"napoleon": state.napoleon, "void": state.void_deals, "bid": f"{trump}{state.bid_count}"}
    bids = [r for r in records if r["phase"] == "bid"]
    first_learner = next((i for i, r in enumerate(bids) if r["seat"] == LEARNER), None)
    out["ai_bid_before"] = any(r["action"].kind == "bid" for r in bids[:first_learner or 0])
    out["learner_bids"] = sum(1 for r in bids if r["seat"] == LEARNER and r["action"].kind == "bid")
    out["adjutant"] = state.adjutant
    out["named"] = state.named.code if state.named else None
    tricks = state.tricks
    out["adjutant_trick"] = next((i for i, t in enumerate(tricks) if any(c == state.named for _, c in t.plays)), None)
    out["mighty_trick"] = next((i for i, t in enumerate(tricks) if _winning_card(t) == MIGHTY), None)
    jacks = {right_jack(trump), left_jack(trump)}
    out["jack_wins"] = [i for i, t in enumerate(tricks) if _winning_card(t) in jacks]
    out["joker_trick"] = next((i for i, t in enumerate(tricks) if any(c == JOKER_CARD for _, c in t.plays)), None)
    out["follows"] = _forced_follows(records)
    side = {state.napoleon} | ({state.adjutant} if state.adjutant is not None else set())
    out["side_honours"] = sum(len(state.taken[s]) for s in side)
    out["made"] = out["side_honours"] >= state.bid_count
    out["discard_honours"] = sum(1 for c in state.discards if c.rank in (1, 10, 11, 12, 13) and c.suit != "X")
    return out


def _winning_card(trick):
    return next(c for s, c in trick.plays if s == trick.winner)


def _forced_follows(records: list[dict]) -> list[int]:
    """Tricks where the learner followed with some cards of the hand not playable (dimmed)."""
    out = []
    for r in records:
        view = r["view"]
        if r["seat"] == LEARNER and r["phase"] == "play" and view.current and 1 < len(r["legal"]) < len(view.hand):
            out.append(view.trick_index)
    return out


def good(f: dict) -> bool:
    return (f["napoleon"] == LEARNER and f["void"] == 0 and f["adjutant"] not in (None, LEARNER)
            and f["adjutant_trick"] is not None and 2 <= f["adjutant_trick"] <= 7
            and f["mighty_trick"] is not None and f["jack_wins"] and f["follows"] and f["made"])


def search(count: int) -> None:
    found = 0
    for i in range(count):
        seed = f"lesson-{i}"
        match, records = play_deal(seed)
        f = features(match, records)
        if good(f):
            found += 1
            print(seed, {k: v for k, v in f.items() if k not in ("napoleon", "void")})
    print(f"{count} seeds tried, {found} fit")


def show(seed: str) -> None:
    match, records = play_deal(seed)
    state = match.state
    print("dealer", state.dealer, "napoleon", state.napoleon, "bid", state.trump, state.bid_count,
          "named", state.named, "adjutant", state.adjutant)
    for r in records:
        view = r["view"]
        if r["seat"] == LEARNER:
            legal = [action_code(a) for a in r["legal"]]
            print(f"  LEARNER {r['phase']:8} trick {view.trick_index} hand={[c.code for c in view.hand]}"
                  f" current={[(s, c.code) for s, c in view.current]} -> {action_code(r['action'])}"
                  f" ({len(legal)} legal)")
        elif r["phase"] == "bid":
            print(f"  seat {r['seat']} {action_code(r['action'])}")
        for e in r["events"]:
            if e.kind in ("trick", "adjutant", "discards_taken", "napoleon", "score", "reveal"):
                print(f"    event {e.kind} seat={e.seat} value={e.value} cards={[c.code for c in e.cards if c]}")
    print(features(match, records))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=300)
    parser.add_argument("--show", default=None)
    args = parser.parse_args()
    if args.show:
        show(args.show)
    else:
        search(args.seeds)


if __name__ == "__main__":
    main()
