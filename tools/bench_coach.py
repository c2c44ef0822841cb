"""Coach and review timings, per game: a deal played with a Normal "human" in seat 0 and Normal AI
elsewhere, then (1) the review of that seat's deal (game/review.py, the budget the review screen
uses): total seconds, decisions weighed and the time to the first ranked list; (2) the coach's
latency, one `assess` per decision at the table's budget (p50/p95); (3) frame pacing in the app's
own frame loop (the app's FramePacer, 60 frames a second, dummy video driver) while a review runs
in the background on the review screen, and while the coach weighs a decision with a table open.
Prints figures; never pass/fail. Targets: review ready within 30 s of the deal's end, coach p95
at most 1 s, frames every 16.7 ms.

    SDL_VIDEODRIVER=dummy python -m tools.bench_coach [--games napoleon,democracy] [--deals 2]
                                                [--budget 25] [--latency 12] [--seconds 6]

`--blunders [--quick] [--busy] [--sweep] [--coach-budget S] [--data F]`: the coach against the labelled positions of tools/coach_blunders.json
(made once by tools/label_blunders.py: real deals, the chosen move judged by a long analysis of ten
times the table's budget or more). Per game: of the blunders (15 points or more of deal-win chance
lost) how many the coach flags at its table budget (recall), of the near-equal moves (within 3
points) how many it flags (false alarms), its latency, and how many of the blunders the review
finds (labelled mistake or inaccuracy after its two passes). Last line:
`coach blunders: recall R% false alarms F% (worst game G)`. Targets: recall >= 70%, false alarms
<= 5%, verdict within 3 s at p95, review >= 85%. `--busy` runs one other CPU-bound job meanwhile;
`--sweep` shows the same verdicts under other thresholds (how game/coach.py's were chosen).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time

from tools import screenshot_kit as kit  # first: the headless set-up

from game import registry
from tools.bench_strength import usual_players
from tools.bench_thinking import FRAME_S, frame_clock, pct


def played_deal(game: str, seed: str):
    """A match whose first deal is played out: seat 0 "human" decided by Normal, the others Normal."""
    from game.match import Match
    from game.seats import Seat

    seats = [Seat("You", "human")] + [Seat(f"CPU {i}", "ai", "normal") for i in range(1, usual_players(game))]
    match = Match(game, {}, seats, seed)
    me, rng = match.rules.ai_player("normal"), random.Random(seed)
    while not match.deal_over:
        seat = match.to_act()[0]
        if match.is_ai(seat):
            match.play(seat, match.ai_choice(seat))
        else:
            match.play(seat, me.choose(match.view(seat), match.legal(seat), rng))
    return match


def time_review(match, budget_s: float) -> dict:
    """One whole review of seat 0's deal: seconds in all, to the first ranked list, decisions."""
    from game import review

    start = time.perf_counter()
    first: list[float] = []
    result = review.review_deal(match, 0, 0, budget_s, first=lambda r: first.append(time.perf_counter() - start))
    return {"seconds": time.perf_counter() - start, "first": first[0] if first else float("nan"),
            "decisions": len(result.items), "costly": sum(1 for i in result.items if i.assessment.clearly_worse)}


def coach_latencies(match, limit: int) -> list[float]:
    """`assess` at the table's budget on up to `limit` of seat 0's decisions, seconds each."""
    from game import coach, review

    out = []
    for decision in review.decisions_of(match, 0, 0)[:limit]:
        rng = random.Random(f"bench/{decision.step}")
        start = time.perf_counter()
        coach.assess(match.rules, decision.view, decision.legal, decision.chosen, rng)
        out.append(time.perf_counter() - start)
    return out


def frames_while(app, busy, seconds: float) -> list[float]:
    """Frame intervals of the app's own loop while `busy()` holds (at most `seconds`)."""
    tick = frame_clock("pacer")
    intervals: list[float] = []
    end = time.perf_counter() + seconds
    dt = tick()
    while busy() and time.perf_counter() < end:
        app.step(min(dt, 0.1), [])
        dt = tick()
        intervals.append(dt)
    return intervals


def review_frames(app, match, budget_s: float, seconds: float) -> list[float]:
    """The review screen open, its review weighing in the background."""
    from ui.scenes.review import ReviewScene
    from ui.scenes.title import TitleScene

    scene = ReviewScene(app, None, match, 0, 0, back=lambda: TitleScene(app), budget_s=budget_s)
    app.switch(scene)
    intervals = frames_while(app, lambda: not scene.worker.done, seconds)
    scene.worker.stop.set()
    app.switch(TitleScene(app))
    return intervals


def table_frames(app, game: str, seed: str, seconds: float) -> tuple[list[float], list[float]]:
    """A solo table open at the human's turn: frames with nothing else running (the machine's own
    noise), then while the coach weighs that decision in a thread."""
    from game import coach
    from game.match import Match
    from game.seats import Seat
    from ui.scenes.table import TableScene
    from ui.scenes.title import TitleScene

    seats = [Seat("You", "human")] + [Seat(f"CPU {i}", "ai", "normal") for i in range(1, usual_players(game))]
    match = Match(game, {}, seats, seed)
    table = TableScene(app, match, ai_delay=0.0)
    app.switch(table)
    frames_while(app, lambda: 0 not in match.to_act() or table.worker is not None, 30.0)
    view, legal = match.view(0), match.legal(0)
    if 0 not in match.to_act() or len(legal) < 2:
        return [], []
    idle = frames_while(app, lambda: True, min(3.0, seconds))
    worker = threading.Thread(target=lambda: [coach.assess(match.rules, view, legal, legal[-1], random.Random(i))
                                              for i in range(max(1, round(seconds)))], daemon=True)
    worker.start()
    intervals = frames_while(app, worker.is_alive, seconds + 5)
    app.switch(TitleScene(app))
    return idle, intervals


def frame_line(label: str, t: list[float]) -> str:
    if not t:
        return f"  frames, {label}: none measured"
    late = sum(1 for x in t if x > 2 * FRAME_S)
    return (f"  frames, {label}: {len(t)} frames, interval p50 {statistics.median(t) * 1000:.1f} ms,"
            f" p95 {pct(t, 95) * 1000:.1f} ms, max {max(t) * 1000:.0f} ms; {100 * late / len(t):.1f}% late"
            f" (over {2 * FRAME_S * 1000:.0f} ms)")


def bench_game(app, game: str, args) -> None:
    reviews, latencies = [], []
    for d in range(args.deals):
        match = played_deal(game, f"{args.seed}/{game}/{d}")
        reviews.append(time_review(match, args.budget))
        latencies += coach_latencies(match, args.latency)
    whole = ", ".join(f"{r['seconds']:.1f}" for r in reviews)
    first = ", ".join(f"{r['first']:.1f}" for r in reviews)
    decisions = ", ".join(str(r["decisions"]) for r in reviews)
    print(f"{game:<10} review of a whole deal: {whole} s ({decisions} decisions; first ranked list after"
          f" {first} s; {sum(r['costly'] for r in reviews)} clearly worse)", flush=True)
    if latencies:
        print(f"  coach latency over {len(latencies)} decisions: p50 {statistics.median(latencies):.2f} s,"
              f" p95 {pct(latencies, 95):.2f} s, max {max(latencies):.2f} s", flush=True)
    match = played_deal(game, f"{args.seed}/{game}/frames")
    print(frame_line("while a review runs (review screen)", review_frames(app, match, args.budget, args.seconds)))
    idle, busy = table_frames(app, game, f"{args.seed}/{game}/t", args.seconds)
    print(frame_line("table open, nothing thinking", idle))
    print(frame_line("table open, the coach weighing", busy), flush=True)


# ---- the blunder benchmark -------------------------------------------------------------------
def labelled(path: str | None = None) -> list[dict]:
    """The labelled positions (tools/coach_blunders.json)."""
    import json
    from pathlib import Path

    from tools.label_blunders import OUT

    return json.loads(Path(path or OUT).read_text(encoding="utf-8"))["positions"]


def position_of(entry: dict):
    """(rules, view, legal, chosen) of a labelled position, rebuilt from its seed and steps."""
    from game.actions import Action
    from tools.label_blunders import rebuilt

    match = rebuilt(entry["game"], entry["seed"], entry["steps"])
    seat = entry["seat"]
    return match.rules, match.view(seat), match.legal(seat), Action.from_json(entry["chosen"])


def coach_verdict(entry: dict, budget_s: float):
    """The coach at the table's budget on one position: its verdict, and its seconds."""
    from game import coach

    rules, view, legal, chosen = position_of(entry)
    rng = random.Random(f"bench-blunders/{entry['seed']}/{len(entry['steps'])}")
    start = time.perf_counter()
    verdict = coach.assess(rules, view, legal, chosen, rng, budget_s)
    return verdict, time.perf_counter() - start


SWEEP = [(z, share) for z in (0.5, 1.0, 1.5, 2.0, 2.5) for share in (0.05, 0.08, 0.10)]


def flags(verdict, z: float, share: float) -> bool:
    """Whether the review would name `verdict` with these thresholds (`Assessment.worse_beyond`)."""
    return verdict.worse_beyond(z, share)


def flags_by_margin(verdict, z: float, share: float) -> bool:
    """The coach's note (`Assessment.worth_a_note`) with these thresholds: the gap's lower bound,
    `z` standard errors under the estimate, is itself at least `share` (`Assessment.surely_worse`)."""
    return verdict.surely_worse(z, share)


def print_sweep(swept: list, games: list[str]) -> None:
    """Recall / false alarms under other thresholds, from the same verdicts: over every game, then
    each game's own at each z (the gap threshold at the coach's CLEAR_SHARE)."""
    from game import coach

    print("thresholds (z, points): recall / false alarms over every game, from the same verdicts")
    for z, share in SWEEP:
        hit = sum(flags(v, z, share) for _, bad, v in swept if bad)
        alarm = sum(flags(v, z, share) for _, bad, v in swept if not bad)
        print(f"  z {z:.1f}, {100 * share:.0f} points: recall {hit}/{sum(bad for _, bad, _ in swept)},"
              f" false alarms {alarm}/{sum(not bad for _, bad, _ in swept)}")
    for rule, name in ((flags, "the gap beyond z"), (flags_by_margin, "the gap's lower bound at z")):
        print(f"each game, {name} and {100 * coach.CLEAR_SHARE:.0f} points: recall / false alarms by z")
        for game in games:
            mine = [(bad, v) for g, bad, v in swept if g == game]
            cells = []
            for z in sorted({z for z, _ in SWEEP}):
                hit = sum(rule(v, z, coach.CLEAR_SHARE) for bad, v in mine if bad)
                alarm = sum(rule(v, z, coach.CLEAR_SHARE) for bad, v in mine if not bad)
                cells.append(f"z {z:.1f}: {hit}/{sum(b for b, _ in mine)}, {alarm}/{sum(not b for b, _ in mine)}")
            print(f"  {game:<10} " + "; ".join(cells))


def review_finds(entry: dict, cheap_s: float, deep_s: float) -> bool:
    """The review's two passes on one position (game/review.py: a cheap look, then the longer one
    the costliest rows get): whether the row ends labelled a mistake or an inaccuracy."""
    from game import coach
    from game.review import ReviewItem

    rules, view, legal, chosen = position_of(entry)
    rng = random.Random(f"bench-review/{entry['seed']}/{len(entry['steps'])}")
    coach.assess(rules, view, legal, chosen, rng, cheap_s)       # the first pass ranks; the second decides
    item = ReviewItem(0, coach.assess(rules, view, legal, chosen, rng, deep_s), full=True)
    return item.label in ("mistake", "inaccuracy")


def busy_job(stop) -> None:
    """One other CPU-bound job on the machine (a separate process spinning)."""
    while not stop.is_set():
        sum(i * i for i in range(10_000))


def blunders(args) -> int:
    from game import coach, review

    entries = labelled(args.data)
    per_game = 10 if args.quick else 10_000
    stop = busy = None
    if args.busy:
        import multiprocessing

        stop = multiprocessing.Event()
        busy = multiprocessing.Process(target=busy_job, args=(stop,), daemon=True)
        busy.start()
    print(f"coach budget {args.coach_budget or 'each game its own'} s a decision; thresholds: clearly worse at"
          f" {100 * coach.CLEAR_SHARE:.0f}+ points beyond z {coach.CLEAR_Z} (the coach's note: its lower bound"
          f" {coach.NOTE_Z} SE down); a mistake at {100 * coach.MISTAKE_SHARE:.0f}+ points; {'one other CPU-bound job running' if busy else 'no extra load'}")
    totals = {"hit": 0, "blunders": 0, "alarm": 0, "near": 0}
    worst: tuple[float, str] | None = None
    swept: list = []      # (game, a blunder?, the coach's verdict): the same verdicts under other thresholds
    games = [g for g in args.games.split(",") if any(e["game"] == g for e in entries)]
    for game in games:
        mine = [e for e in entries if e["game"] == game]
        budget = args.coach_budget or coach.coach_budget(registry.load(game))
        bad = [e for e in mine if e["label"] == "blunder"][:per_game]
        near = [e for e in mine if e["label"] == "near"][:per_game]
        seconds: list[float] = []
        hits = alarms = found = 0
        for entry in bad:
            verdict, took = coach_verdict(entry, budget)
            hits += verdict.worth_a_note
            seconds.append(took)
            swept.append((game, True, verdict))
            found += review_finds(entry, review.CHEAP_MAX_S, review.STEP_MAX_S)
        for entry in near:
            verdict, took = coach_verdict(entry, budget)
            alarms += verdict.worth_a_note
            seconds.append(took)
            swept.append((game, False, verdict))
        recall = hits / len(bad) if bad else float("nan")
        false = alarms / len(near) if near else float("nan")
        print(f"{game:<10} blunders {len(bad):>3}: coach notes {hits} ({100 * recall:.0f}%), review finds"
              f" {found} ({100 * found / max(1, len(bad)):.0f}%); near-equal {len(near):>3}: flagged {alarms}"
              f" ({100 * false:.0f}%); verdict p95 {pct(seconds, 95) if seconds else float('nan'):.2f} s"
              f" (budget {budget} s)", flush=True)
        totals["hit"] += hits
        totals["blunders"] += len(bad)
        totals["alarm"] += alarms
        totals["near"] += len(near)
        badness = max(0.70 - (recall if bad else 0.70), (false if near else 0.0) - 0.05)
        if worst is None or badness > worst[0]:
            worst = (badness, game)
    if stop is not None:
        stop.set()
        busy.join(5)
    if args.sweep:
        print_sweep(swept, games)
    recall = 100 * totals["hit"] / max(1, totals["blunders"])
    false = 100 * totals["alarm"] / max(1, totals["near"])
    print(f"coach blunders: recall {recall:.0f}% false alarms {false:.0f}% (worst game {worst[1] if worst else '-'})")
    return 0


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", default=",".join(registry.available_games()))
    p.add_argument("--deals", type=int, default=2, help="deals reviewed per game")
    p.add_argument("--budget", type=float, default=25.0, help="a whole review's budget, seconds")
    p.add_argument("--latency", type=int, default=12, help="coach assessments timed per deal, at most")
    p.add_argument("--seconds", type=float, default=6.0, help="frame pacing measured this long, each")
    p.add_argument("--seed", default="bench-coach")
    p.add_argument("--blunders", action="store_true", help="the coach against the labelled positions")
    p.add_argument("--quick", action="store_true", help="with --blunders: at most 10 of each kind per game")
    p.add_argument("--busy", action="store_true", help="with --blunders: one other CPU-bound job meanwhile")
    p.add_argument("--sweep", action="store_true", help="with --blunders: recall and false alarms under other thresholds")
    p.add_argument("--data", default=None, help="with --blunders: the labelled positions (tools/coach_blunders.json)")
    p.add_argument("--coach-budget", type=float, default=None,
                   help="with --blunders: the coach's seconds a decision (game/coach.py's COACH_BUDGET_S unless given)")
    args = p.parse_args(argv)
    if args.blunders:
        return blunders(args)
    from ui.app import open_window

    open_window()
    app = kit.new_app("en", anim_speed="normal")
    print(f"targets: review ready within 30 s of the deal's end; coach p95 <= 1 s;"
          f" a frame every {FRAME_S * 1000:.1f} ms")
    for game in args.games.split(","):
        bench_game(app, game, args)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
