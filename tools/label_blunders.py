"""Builds the coach's labelled positions (tools/coach_blunders.json) once, by long analyses, so the
blunder benchmark (`python -m tools.bench_coach --blunders`) and its test reuse them without paying
for the analyses again. A position comes from a real deal: every seat played by Normal, one of seat
0's decisions worth weighing (game/coach.py `worth_assessing`). The long analysis is the coach's
own first step (game/coach.py `hard_analysis`: Hard's `analyse`) at the game's long playouts (its
rules' `blunder_analysis`) (ten times or more what the coach gets at the table):
it names Hard's move and weighs every candidate; a move it saw losing 15 points or more and one
within 3 points (each drawn at random among those, when there are any) are then played against
Hard's move on the same sampled worlds (paired, its `blunder_analysis` worlds), and that figure,
measured as the coach measures its verdict (game/coach.py `paired_gap`), labels them:
"blunder" (at least 15 points of deal-win chance lost), "near" (within 3 points, and less of the
expected result than the coach names: POINTS_VALUE), "points" (as likely to win the deal but giving
up that much result: a mistake of points, which the coach rightly names, so neither a blunder nor a
near-equal move), else "between" (kept, not used). Playout counts, not seconds, so the labels do
not depend on how busy the machine is. (The first 27 positions were made by an earlier rule: the chosen move drawn at random among
all legal moves, Normal's own one time in five; "agrees" marks those where it was Hard's own.)

    nice python -m tools.label_blunders [--games tyrant,...] [--minutes 60] [--per-deal 2] [--scan]
                                        [--analysis N] [--worlds N] [--out tools/coach_blunders.json]
    python -m tools.label_blunders --relabel    # the labels again from the figures kept (no analysis)

--scan: blunders are rare in some games (Bao Huang: 3 in 80 positions drawn at random); a short
analysis of every decision of a deal first keeps those where some move looks far worse.

Appends to the file after every position (a run stopped half-way keeps what it labelled); a
position already in the file (same game, seed and step) is not labelled twice.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

from game import registry

BLUNDER_POINTS = 0.15     # deal-win chance lost by the long analysis: a blunder
NEAR_POINTS = 0.03        # within this: a near-equal move
POINTS_VALUE = 0.08       # ...unless it gives up this much expected result (game/coach.py CLEAR_VALUE)
OUT = Path(__file__).with_name("coach_blunders.json")


def long_of(game: str) -> tuple[int, int]:
    """The game's (analysis playouts, paired worlds): asked of its rules (`blunder_analysis`), at
    least ten times the playouts the coach gets at the table."""
    playouts, worlds = registry.load(game).blunder_analysis
    return playouts, worlds


def label_of(loss_points: float, agrees: bool, value_lost: float = 0.0) -> str:
    if agrees:
        return "agrees"
    if loss_points >= BLUNDER_POINTS:
        return "blunder"
    if abs(loss_points) <= NEAR_POINTS:
        return "near" if value_lost < POINTS_VALUE else "points"
    return "between"


def relabel(doc: dict) -> int:
    """Every position's label again from its kept figures (a change of the rule above); returns how
    many changed."""
    changed = 0
    for position in doc["positions"]:
        if position["label"] == "agrees":
            continue
        label = label_of(position["lost"], False, position.get("value_lost", 0.0))
        changed += label != position["label"]
        position["label"] = label
    return changed


def new_match(game: str, seed: str):
    from game.match import Match
    from game.seats import Seat

    seats = [Seat("You", "human")] + [Seat(f"CPU {i}", "ai", "normal")
                                      for i in range(1, registry.load(game).usual_table())]
    return Match(game, {}, seats, seed)


def rebuilt(game: str, seed: str, steps: list) -> Any:
    """The match of a labelled position, its recorded steps ([seat, action]) replayed."""
    from game.actions import Action

    match = new_match(game, seed)
    for seat, action in steps:
        match.play(seat, Action.from_json(action))
    return match


def seat0_decisions(game: str, seed: str, rng: random.Random):
    """Plays one deal (seat 0 by Normal too, its choices drawn from `rng`) and yields, before each of
    seat 0's decisions worth weighing is played, (match, view, legal)."""
    from game.coach import worth_assessing

    match = new_match(game, seed)
    me = match.rules.ai_player("normal")
    while not match.deal_over:
        seat = next(iter(match.to_act()))
        if match.is_ai(seat):
            match.play(seat, match.ai_choice(seat))
            continue
        view, legal = match.view(seat), match.legal(seat)
        action = me.choose(view, legal, rng)
        if worth_assessing(match.rules, view, legal) and match.rules.whole_hint(view, legal) is None:
            yield match, view, legal
        match.play(seat, action)


def steps_of(match) -> list[list]:
    return [[s.seat, s.action.to_json()] for s in match.steps]


def decisions_of_deal(game: str, seed: str, per_deal: int, rng: random.Random) -> list[dict]:
    """Plays one deal (seat 0 by Normal too) and picks up to `per_deal` of seat 0's decisions worth
    weighing (the steps before each, to rebuild it)."""
    mine = [steps_of(match) for match, _, _ in seat0_decisions(game, seed, rng)]
    return [{"game": game, "seed": seed, "steps": steps, "seat": 0}
            for steps in rng.sample(mine, min(per_deal, len(mine)))]


def scanned_decisions(game: str, seed: str, per_deal: int, rng: random.Random, playouts: int) -> list[dict]:
    """Like `decisions_of_deal`, but every decision worth weighing is first looked at by a short
    analysis (`playouts`) and only those where some move looks 12 points or more worse than the
    best are kept, the widest first: blunders are rare in some games (Bao Huang), and the long
    analysis then labels what it really finds."""
    from game import registry
    from game.coach import hard_player

    hard = hard_player(registry.load(game), playouts=playouts)
    found: list[tuple[float, list]] = []
    for match, view, legal in seat0_decisions(game, seed, rng):
        quick = hard.analyse(view, legal, random.Random(f"scan/{seed}/{len(match.steps)}"))
        shares = [c.win_share for c in quick.candidates if c.playouts]
        if len(shares) > 1 and max(shares) - min(shares) >= 0.12:
            found.append((max(shares) - min(shares), steps_of(match)))
    found.sort(key=lambda item: -item[0])
    return [{"game": game, "seed": seed, "steps": steps, "seat": 0} for _, steps in found[:per_deal]]


def long_verdicts(decision: dict, analysis_playouts: int, worlds: int, rng: random.Random,
                  near: bool = True) -> list[dict]:
    """Hard's analysis at `analysis_playouts` names its move and weighs every candidate; then a move
    it saw losing 15 points or more (if any) and one within 3 points (if any), each drawn at random
    among those, is played against Hard's on `worlds` paired worlds: the shares of deals won after
    each and what the chosen move gave up (the label comes from this paired figure, not from the
    analysis that picked the move)."""
    from game.coach import hard_analysis, paired_gap
    from game.lesson import action_code

    match = rebuilt(decision["game"], decision["seed"], decision["steps"])
    seat = decision["seat"]
    view, legal = match.view(seat), match.legal(seat)
    began = time.perf_counter()
    hard, analysis = hard_analysis(match.rules, view, legal,
                                   random.Random(f"label/{decision['seed']}/{len(decision['steps'])}"),
                                   playouts=analysis_playouts)
    best = analysis.action
    top = analysis.chosen().win_share
    others = [c for c in analysis.candidates if c.playouts and action_code(c.action) != action_code(best)]
    groups = [[c for c in others if c.win_share <= top - BLUNDER_POINTS]]
    if near:   # (not once the game has near-equal moves enough)
        groups.append([c for c in others if abs(c.win_share - top) <= NEAR_POINTS])
    picks = [rng.choice(group) for group in groups if group]
    out = []
    for cand in picks:
        b, c, bw, cw = hard.compare(view, best, cand.action, random.Random(f"pair/{decision['seed']}/"
                                                                        f"{len(decision['steps'])}/{cand.action}"),
                                    0.0, min_worlds=worlds)
        gap = paired_gap(b, c, bw, cw)
        out.append({**decision, "chosen": cand.action.to_json(), "best": best.to_json(),
                    "best_share": round(gap.best_share, 4), "chosen_share": round(gap.chosen_share, 4),
                    "lost": round(gap.lost, 4), "value_lost": round(gap.value_lost, 4), "worlds": gap.worlds,
                    "playouts": analysis.playouts + 2 * gap.worlds,
                    "seconds": round(time.perf_counter() - began, 1),
                    "label": label_of(gap.lost, False, gap.value_lost)})
    return out


def load(path: Path) -> dict:
    if path.exists():
        return json.loads(path.read_text(encoding="utf-8"))
    return {"about": "coach blunder benchmark positions (tools/label_blunders.py)", "positions": []}


def save(path: Path, doc: dict) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    tmp.replace(path)


def main(argv: list[str]) -> int:
    from game import registry

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", default=",".join(registry.available_games()))
    p.add_argument("--minutes", type=float, default=60.0, help="stop starting new positions after this")
    p.add_argument("--per-deal", type=int, default=2)
    p.add_argument("--analysis", type=int, default=0, help="playouts of Hard's long analysis (0: the game's blunder_analysis)")
    p.add_argument("--worlds", type=int, default=0, help="paired worlds comparing Hard's move and the chosen (0: the game's blunder_analysis)")
    p.add_argument("--want", type=int, default=40, help="stop a game once it has this many blunders and near ones")
    p.add_argument("--out", default=str(OUT))
    p.add_argument("--seed", default="blunders")
    p.add_argument("--scan", action="store_true",
                   help="look at every decision briefly first and label those where a move looks far worse")
    p.add_argument("--relabel", action="store_true", help="label every kept position again from its figures, and stop")
    args = p.parse_args(argv)
    path = Path(args.out)
    doc = load(path)
    if args.relabel:
        changed = relabel(doc)
        save(path, doc)
        print(f"{changed} of {len(doc['positions'])} positions labelled anew")
        return 0
    doc["budget"] = {g: {"analysis_playouts": args.analysis or long_of(g)[0], "paired_worlds": args.worlds or long_of(g)[1]}
                     for g in registry.available_games()}
    games = args.games.split(",")
    end = time.monotonic() + 60 * args.minutes
    deal = {g: sum(1 for x in doc["positions"] if x["game"] == g) for g in games}
    while time.monotonic() < end and games:
        for game in list(games):
            mine = [x for x in doc["positions"] if x["game"] == game]
            if (sum(x["label"] == "blunder" for x in mine) >= args.want
                    and sum(x["label"] == "near" for x in mine) >= args.want):
                games.remove(game)
                continue
            deal[game] += 1
            seed = f"{args.seed}/{game}/{deal[game]}"
            if any(x["seed"] == seed for x in mine):
                continue
            rng = random.Random(seed)
            decisions = (scanned_decisions(game, seed, args.per_deal, rng, max(60, (args.analysis or long_of(game)[0]) // 5))
                         if args.scan else decisions_of_deal(game, seed, args.per_deal, rng))
            for decision in decisions:
                enough_near = sum(x["label"] == "near" for x in doc["positions"] if x["game"] == game) >= args.want
                for position in long_verdicts(decision, args.analysis or long_of(game)[0],
                                              args.worlds or long_of(game)[1], rng, near=not enough_near):
                    doc["positions"].append(position)
                    save(path, doc)
                    print(f"{game:<10} {seed:<26} step {len(position['steps']):>3} {position['label']:<8}"
                          f" {100 * position['best_share']:.0f}% -> {100 * position['chosen_share']:.0f}%"
                          f" ({position['playouts']} playouts, {position['seconds']} s)", flush=True)
            if time.monotonic() >= end:
                break
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
