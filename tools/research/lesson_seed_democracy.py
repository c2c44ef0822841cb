"""Research: find a seed for Democracy's guided lesson (engines/democracy/lesson.py).

Plays candidate deals the way the lesson will (4 players, the learner in seat 0, Normal AI
elsewhere, target 1): the learner's scripted decisions come from Normal AI with a script stream,
its watched decisions from the lesson's own stream (`LessonRun.watch_action`), and each deal is
scored for what a first game should show in order: the learner's first card wins with a trump
(M06), a trick with no trump played won by the highest card (M06), a tie (M08), the learner
winning a suit of 13+ (M10) and the match alone (M11). Prints the best seeds and, for the best,
every trick and the learner's action codes for the script.

Run: python -m tools.research.lesson_seed_democracy [--tries N]. Never imported by product code."""
from __future__ import annotations

import argparse
import random

from game.lesson import action_code
from game.match import Match
from game.seats import Seat

PLAYERS = 4
LEARNER = 0
OPTIONS = {"target": 1}
WATCHED = {6, 7}             # the learner's decisions (0-based) the lesson plays for them


def play_deal(seed: str) -> tuple[Match, list[str]]:
    seats = [Seat("", "human")] + [Seat(f"CPU {i}", "ai", "normal") for i in range(1, PLAYERS)]
    match = Match("democracy", dict(OPTIONS), seats, seed)
    normal = match.rules.ai_player("normal")
    watch_rng = random.Random(f"{seed}/lesson")
    script_rng = random.Random(f"{seed}/script")
    codes: list[str] = []
    while not match.deal_over:
        ai = next((s for s in match.to_act() if match.is_ai(s)), None)
        if ai is not None:
            match.play(ai, match.ai_choice(ai))
            continue
        legal = match.legal(LEARNER)
        rng = watch_rng if len(codes) in WATCHED else script_rng
        action = legal[0] if len(legal) == 1 else normal.choose(match.view(LEARNER), legal, rng)
        codes.append(action_code(action))
        match.play(LEARNER, action)
    return match, codes


def score(match: Match) -> tuple[int, list[str]]:
    view = match.view(None)
    tricks = view.tricks
    found, points = [], 0
    first = tricks[0]
    if first.winner == LEARNER and dict(first.plays)[LEARNER].suit == first.pool_card.suit:
        found.append("learner's first card wins with a trump")
        points += 4
    for t in tricks[1:4]:
        trump = t.pool_card.suit
        if t.winner is not None and not any(c.suit == trump for _, c in t.plays):
            found.append(f"trick {t.number + 1} of Day {t.day}: no trump played, the highest wins")
            points += 3
            break
    if any(t.tied for t in tricks):
        found.append("a tie")
        points += 3
    if any(t.pool_card.is_joker for t in tricks):
        found.append("a joker turned up: no trump")
        points += 1
    result = match.deal_results[-1]
    mine = result.scores[LEARNER]
    if mine >= 1:
        points += 4
        found.append(f"learner scores {mine}")
        if match.over and match.winners() == [LEARNER]:
            points += 4
            found.append("learner wins the match alone")
    return points, found


def describe(match: Match, codes: list[str]) -> None:
    for t in match.view(None).tricks:
        plays = " ".join(f"{s}:{c.code}" for s, c in t.plays)
        print(f"  D{t.day} T{t.number + 1} pool {t.pool_card.code}: {plays} -> winner {t.winner} tied {t.tied}")
    print("  learner codes:", codes)
    print("  scores:", match.deal_results[-1].scores, "suit points:", match.view(None).suit_points)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tries", type=int, default=300)
    args = parser.parse_args()
    ranked = []
    for i in range(args.tries):
        seed = f"learn-democracy-{i}"
        match, codes = play_deal(seed)
        points, found = score(match)
        ranked.append((points, seed, found))
    ranked.sort(key=lambda r: -r[0])
    print(f"{args.tries} seeds tried; best:")
    for points, seed, found in ranked[:8]:
        print(f"{seed}: {points} {found}")
    best = ranked[0][1]
    print(f"\n{best}:")
    describe(*play_deal(best))


if __name__ == "__main__":
    main()
