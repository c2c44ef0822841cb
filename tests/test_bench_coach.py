"""tools/bench_coach.py measures what it says on a tiny budget: a deal played with a Normal "human"
seat, the whole review of that seat's deal timed (decisions, time to the first ranked list) and the
coach's latency per decision."""
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
