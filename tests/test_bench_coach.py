"""tools/bench_coach.py measures what it says on a tiny budget: a deal played with a Normal "human"
seat, the whole review of that seat's deal timed (decisions, time to the first ranked list) and the
coach's latency per decision; the labeller of its blunder positions (tools/label_blunders.py) measures
a move with the coach's own functions."""
from __future__ import annotations

import math

import pytest

from tools import bench_coach


def test_the_coach_bench_times_a_review_and_the_coach_on_one_deal():
    match = bench_coach.played_deal("democracy", "bench-coach-test")
    timed = bench_coach.time_review(match, 1.0)
    latencies = bench_coach.coach_latencies(match, 2)
    print(f"democracy: review {timed['seconds']:.1f} s, {timed['decisions']} decisions, first list after"
          f" {timed['first']:.1f} s; coach {', '.join(f'{s:.2f}' for s in latencies)} s")
    assert match.deal_over and timed["decisions"] > 0
    assert 0 < timed["first"] <= timed["seconds"] and not math.isnan(timed["first"])
    assert len(latencies) == min(2, timed["decisions"]) and all(s > 0 for s in latencies)


@pytest.mark.slow
def test_the_labelled_positions_rebuild_and_their_labels_match_their_figures():
    """tools/coach_blunders.json: every position replays from its seed to seat 0's decision, the
    move judged is legal there, and its label is what its long figures say."""
    from game.lesson import action_code
    from tools import label_blunders

    entries = bench_coach.labelled()
    counts: dict[str, dict[str, int]] = {}
    for entry in entries:
        rules, view, legal, chosen = bench_coach.position_of(entry)
        assert action_code(chosen) in {action_code(a) for a in legal}, entry["seed"]
        agrees = entry["label"] == "agrees"
        assert entry["label"] == label_blunders.label_of(entry.get("lost", 0.0), agrees, entry.get("value_lost", 0.0))
        assert agrees or entry["worlds"] >= label_blunders.long_of(entry["game"])[1]   # the long paired look
        counts.setdefault(entry["game"], {}).setdefault(entry["label"], 0)
        counts[entry["game"]][entry["label"]] += 1
    print(counts)
    assert {e["label"] for e in entries} >= {"blunder", "near"}


@pytest.mark.slow
def test_the_blunder_benchmark_prints_its_line(tmp_path, capsys):
    import json

    entries = bench_coach.labelled()
    few = [next(e for e in entries if e["label"] == "blunder"), next(e for e in entries if e["label"] == "near")]
    data = tmp_path / "few.json"
    data.write_text(json.dumps({"positions": few}), encoding="utf-8")
    assert bench_coach.main(["--blunders", "--quick", "--data", str(data)]) == 0
    out = capsys.readouterr().out
    print(out)
    assert out.strip().splitlines()[-1].startswith("coach blunders: recall ")
    assert "false alarms" in out.splitlines()[-1] and "(worst game " in out.splitlines()[-1]


def test_a_move_as_likely_to_win_the_deal_that_gives_up_result_is_not_near_equal():
    """A near-equal move is near in both things the coach names: the chance to win the deal and the
    expected result. Within 3 points of deal-win chance but 9 points of result given up is a mistake
    of points ("points"), kept out of both the blunders and the near-equal moves."""
    from tools import label_blunders

    assert label_blunders.label_of(0.0, False, 0.01) == "near"
    assert label_blunders.label_of(0.0, False, 0.092) == "points"
    assert label_blunders.label_of(0.2, False, 0.3) == "blunder"
    assert label_blunders.label_of(0.08, False, 0.0) == "between"
    doc = {"positions": [{"label": "near", "lost": 0.0, "value_lost": 0.1},
                         {"label": "agrees", "lost": 0.0, "value_lost": 0.0},
                         {"label": "near", "lost": 0.01, "value_lost": 0.02}]}
    assert label_blunders.relabel(doc) == 1
    assert [p["label"] for p in doc["positions"]] == ["points", "agrees", "near"]


def test_the_labeller_measures_a_move_with_the_coachs_own_functions(monkeypatch):
    """The labels and the coach's verdicts measure the same way by construction: the labeller's long
    analysis is game/coach.py's `hard_analysis` (at the labeller's own count of playouts, the coach's
    at its size), and the figures a label is made of are `paired_gap`'s, the very gap the coach's
    verdict (`verdict_of`) reads. A copy of either kept in the labeller, drifting, fails here."""
    import random

    from game import coach
    from game.actions import Action
    from tools import label_blunders

    analyses: list[tuple] = []
    gaps: list[tuple] = []
    real_analysis, real_gap = coach.hard_analysis, coach.paired_gap

    def spy_analysis(*args, **kwargs):
        hard, analysis = real_analysis(*args, **kwargs)
        analyses.append((kwargs.get("playouts", args[5] if len(args) > 5 else None), hard))
        return hard, analysis

    def spy_gap(*args):
        gaps.append((args, real_gap(*args)))
        return gaps[-1][1]

    monkeypatch.setattr(coach, "hard_analysis", spy_analysis)
    monkeypatch.setattr(coach, "paired_gap", spy_gap)
    seed = "dedupe/napoleon/1"      # a deal whose decisions have a blunder and a near-equal move at this size
    rng = random.Random(seed)
    decision = label_blunders.decisions_of_deal("napoleon", seed, 2, rng)[0]
    out = label_blunders.long_verdicts(decision, 160, 80, rng)
    assert out and [playouts for playouts, _ in analyses] == [160]
    assert len(gaps) == len(out)
    hard = analyses[0][1]
    for entry, (figures, gap) in zip(out, gaps):
        assert (entry["lost"], entry["value_lost"], entry["best_share"], entry["chosen_share"], entry["worlds"]) == (
            round(gap.lost, 4), round(gap.value_lost, 4), round(gap.best_share, 4), round(gap.chosen_share, 4),
            gap.worlds)
        assert entry["label"] == label_blunders.label_of(gap.lost, False, gap.value_lost)
        verdict = coach.verdict_of(Action.from_json(entry["chosen"]), Action.from_json(entry["best"]), *figures,
                                   hard, 0.0, None)
        assert (verdict.loss, verdict.best_share, verdict.chosen_share, verdict.worlds) == (
            gap.value_lost, gap.best_share, gap.chosen_share, gap.worlds)
    # the coach at the table takes the same first step, at its own (smaller) size
    match = label_blunders.rebuilt(decision["game"], decision["seed"], decision["steps"])
    view, legal = match.view(0), match.legal(0)
    coach.assess(match.rules, view, legal, Action.from_json(out[0]["chosen"]), random.Random(1), playouts=40)
    assert [playouts for playouts, _ in analyses] == [160, round(40 * coach.ANALYSIS_SHARE)]
