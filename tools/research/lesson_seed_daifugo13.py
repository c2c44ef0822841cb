"""Seed search for 13th-Floor Daifugo's guided lesson (engines/daifugo13/lesson.py): plays one
4-player deal per seed with the learner in seat 0 deciding as Normal AI does (Normal never uses
its random stream here, so the lesson's watch steps make the same choices) and lists the seeds
whose deal shows the topics a first game needs: groups, stairs, passing and drawing, the 8-cut,
Eleven Back, the Queen Bomber, the sandstorm, a revolution and going out by a play.

Run: python -m tools.research.lesson_seed_daifugo13 [--seeds N] [--start K] [--show SEED]
(seeds "lesson<K>" … "lesson<K+N-1>"; --show prints one deal's learner decisions and topics).

Found: of seeds lesson0 … lesson24999, 8 show all nine topics (the sandstorm is the rare one).
The lesson uses lesson20196: 14 learner decisions, and the learner passes and draws into a
sandstorm, plays it, gives with a 7, plays Jacks with an Eleven Back, four 2s (a revolution),
discards with a 10 and goes out; opponents show the groups, stairs, 8-cuts, Queen Bombers and the
first revolution."""
from __future__ import annotations

import argparse

from game.lesson import Lesson, LessonStep, action_code

TOPICS = ("group", "stairs", "pass", "eight_cut", "eleven_back", "queen_bomber", "sandstorm",
          "revolution", "out")
PLAYERS, LEARNER = 4, 0


def play_kind(event) -> str | None:
    """"group" for 2+ cards of one rank (jokers standing in), "stairs" for a run, else None."""
    cards = event.cards
    if isinstance(event.value, str):
        return event.value.partition(":")[0]
    if len(cards) < 2:
        return None
    ranks = {c.rank for c in cards if c.suit != "X"}
    return "group" if len(ranks) <= 1 else "stairs"


def topics_of(seat: int, events, decision: int, found: list) -> None:
    """Append (decision index, seat, topic) for each topic these events show."""
    for e in events:
        topic = None
        if e.kind == "play":
            topic = play_kind(e)
        elif e.kind == "pass":
            topic = "pass"
        elif e.kind == "effect":
            topic = str(e.value).rpartition(".")[2]
        elif e.kind == "out":
            topic = "out"
        if topic in TOPICS:
            who = e.seat if e.seat is not None else seat
            found.append((decision, who, topic))


def walk(seed: str, verbose: bool = False):
    """The learner's decisions (action codes) and the topics seen, learner-decision index first."""
    lesson = Lesson("daifugo13", seed, PLAYERS, (LessonStep("x"),), {"deals": 1}, LEARNER)
    found: list = []
    codes: list[str] = []
    match = lesson.new_match()

    def seen(seat, events):
        topics_of(seat, events, len(codes), found)

    match.run_ai_until_human(seen)
    normal = match.rules.ai_player("normal")
    while not match.deal_over:
        view = match.view(LEARNER)
        legal = match.legal(LEARNER)
        action = legal[0] if len(legal) == 1 else normal.choose(view, legal, None)
        if verbose:
            hand = " ".join(c.code for c in view.hand)
            top = view.pub.table[-1].cards if view.pub.table else ()
            print(f"#{len(codes):2d} hand [{hand}] top [{' '.join(c.code for c in top)}] "
                  f"phase {view.pub.phase} -> {action_code(action)}  ({len(legal)} legal)")
        codes.append(action_code(action))
        seen(LEARNER, match.play(LEARNER, action))
        match.run_ai_until_human(seen)
    return codes, found, match


def score(codes, found) -> tuple:
    kinds = {t for _, _, t in found}
    mine = {t for _, s, t in found if s == LEARNER}
    return (len(kinds), len(mine), -abs(len(codes) - 18))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=400)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--show", default=None)
    args = parser.parse_args()
    if args.show:
        codes, found, match = walk(args.show, verbose=True)
        for d, s, t in found:
            print(f"  before learner decision {d}: seat {s} {t}")
        print("scores", [r.scores for r in match.deal_results])
        return
    best = []
    for i in range(args.start, args.start + args.seeds):
        seed = f"lesson{i}"
        codes, found = walk(seed)[:2]
        best.append((score(codes, found), seed, len(codes), sorted({t for _, _, t in found})))
    best.sort(reverse=True)
    for sc, seed, n, kinds in best[:15]:
        missing = [t for t in TOPICS if t not in kinds]
        print(f"{seed}: score {sc} decisions {n} missing {missing}")


if __name__ == "__main__":
    main()
