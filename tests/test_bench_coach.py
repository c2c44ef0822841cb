"""tools/bench_coach.py measures what it says on a tiny budget: a deal played with a Normal "human"
seat, the whole review of that seat's deal timed (decisions, time to the first ranked list) and the
coach's latency per decision."""
from __future__ import annotations

import math

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
