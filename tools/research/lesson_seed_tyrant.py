"""The search for Tyrant's lesson deal (engines/tyrant/lesson.py): 4 players, the learner in seat 0,
Normal AI elsewhere. Each seed's deal is played with the learner's decisions made as the lesson
makes them (its own Normal AI stream for watch steps), and the seed is scored by the teaching
moments that come up: the learner follows the lead suit in trick 1, someone places chips, the
learner wins a trick, a plaza pile forms, a trick nobody follows, a pass, and a true tyrant
eliminated at the end (Monarchomachi).

    python -m tools.research.lesson_seed_tyrant [--seeds N] [--show SEED]

`--show SEED` prints that deal's timeline: every learner decision (phase, trick, lead suit, hand,
the action taken as `action_code`) and the public events between them."""
from __future__ import annotations

import argparse
import random

from game.lesson import Lesson, LessonRun, LessonStep, action_code

PLAYERS = 4
LEARNER = 0


def play_through(seed: str, do_steps: dict[int, str] | None = None) -> tuple[LessonRun, list]:
    """The deal as the lesson plays it: learner decision i is `do_steps[i]` (an action code, or
    "ai" for what Normal AI picks with a script stream) when listed, else a watch decision.
    Returns the run and the timeline: ("decision", i, view, code) and ("events", seat, events)."""
    do_steps = do_steps or {}
    timeline: list = []
    lesson = Lesson("tyrant", seed, PLAYERS, (LessonStep("w", watch=10**6),), human_seat=LEARNER)
    run = LessonRun(lesson, on_events=lambda seat, evs: timeline.append(("events", seat, evs)))
    script_rng = random.Random(f"{seed}/script")
    i = 0
    while not run.match.deal_over:
        view = run.match.view(LEARNER)
        wanted = do_steps.get(i)
        if wanted is None:
            action = run.watch_action()
        elif wanted == "ai":
            action = run._normal.choose(view, run.match.legal(LEARNER), script_rng)
        else:
            action = next(a for a in run.match.legal(LEARNER) if action_code(a) == wanted)
        timeline.append(("decision", i, view, action_code(action)))
        run._play(LEARNER, action)
        run._settle()
        i += 1
    return run, timeline


def features(run: LessonRun, timeline: list) -> dict[str, int]:
    kinds: dict[str, int] = {}
    learner_wins = 0
    for entry in timeline:
        if entry[0] != "events":
            continue
        for ev in entry[2]:
            kinds[ev.kind] = kinds.get(ev.kind, 0) + 1
            if ev.kind == "winner" and ev.seat == LEARNER:
                learner_wins += 1
    decisions = [e for e in timeline if e[0] == "decision"]
    first_play = next(e for e in decisions if e[2].phase == "play")
    view = first_play[2]
    follows = any(c.suit == view.lead_suit for c in view.hand)
    details = run.match.deal_results[-1].details or {}
    seats = details.get("seats", [])
    out = sum(1 for s in seats if s.get("eliminated"))
    learner_out = bool(seats and seats[LEARNER].get("eliminated"))
    learner_chips = sum(1 for e in decisions if e[3].startswith("chips="))
    learner_pass = sum(1 for e in decisions if e[3] == "pass")
    learner_three = sum(1 for e in decisions if e[3].startswith("play:") and e[3].count(",") == 2)
    return {"follows1": int(follows), "chips": kinds.get("chips_placed", 0), "learner_chips": learner_chips,
            "learner_wins": learner_wins, "piles": kinds.get("pile", 0), "no_winner": kinds.get("no_winner", 0),
            "passes": kinds.get("pass", 0), "learner_pass": learner_pass, "learner_three": learner_three,
            "eliminated": out, "learner_out": int(learner_out), "decisions": len(decisions),
            "winner": details.get("winner", -1)}


def score(f: dict[str, int]) -> int:
    return (3 * f["follows1"] + 2 * min(f["learner_wins"], 2) + min(f["piles"], 1) + min(f["no_winner"], 1)
            + min(f["learner_chips"], 1) + min(f["learner_pass"], 1) + min(f["learner_three"], 1)
            + 3 * min(f["eliminated"], 1) - 3 * f["learner_out"] + (f["winner"] == LEARNER))


def show(seed: str, do_steps: dict[int, str] | None = None) -> None:
    run, timeline = play_through(seed, do_steps)
    for entry in timeline:
        if entry[0] == "decision":
            _, i, v, code = entry
            hand = " ".join(c.code for c in (v.hand or ()))
            print(f"  #{i:2d} {v.phase:8s} t{v.trick} lead={v.lead_suit} chips={v.chips[LEARNER]} "
                  f"hand[{hand}] -> {code}")
        else:
            _, seat, evs = entry
            public = [f"{e.kind}{'@' + str(e.seat) if e.seat is not None else ''}"
                      f"{'=' + str(e.value) if e.value is not None else ''}"
                      for e in evs if e.kind not in ("keep", "deal", "lead_shift") and e.visible_to is None]
            if public:
                print(f"     s{seat}: {' '.join(public)}")
    print(features(run, timeline))
    print(run.match.deal_results[-1].details.get("seats"))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=40)
    parser.add_argument("--show")
    args = parser.parse_args()
    if args.show:
        show(args.show)
        return
    ranked = []
    for n in range(args.seeds):
        seed = f"lesson{n}"
        run, timeline = play_through(seed)
        f = features(run, timeline)
        ranked.append((score(f), seed, f))
        print(seed, score(f), f, flush=True)
    ranked.sort(key=lambda r: -r[0])
    print("best:", ranked[:5])


if __name__ == "__main__":
    main()
