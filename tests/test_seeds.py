"""Seeds of matches played (issue "nothing hidden can be worked out"): a new match draws its seed
from the operating system, never from the clock, so two matches begun in the same millisecond
deal differently and nobody can find the seed by trying the milliseconds around the start; a
seed given on purpose (`--seed`, a save file with an old millisecond seed) still replays exactly."""
from __future__ import annotations

import random
import time

from game import replay
from game.headless import ai_match
from game.match import Match
from game.seats import Seat
from game.seeds import SEED_BITS, new_seed

DRAWS = 2000


def frozen_clock(monkeypatch) -> None:
    """Every clock the standard library offers reads one constant instant."""
    for name in ("time", "perf_counter", "monotonic", "process_time"):
        monkeypatch.setattr(time, name, lambda: 1_732_541_234.567)
    for name in ("time_ns", "perf_counter_ns", "monotonic_ns"):
        monkeypatch.setattr(time, name, lambda: 1_732_541_234_567_000_000)


def first_hands(match: Match) -> list:
    return [repr(match.view(seat)) for seat in range(match.players)]


def test_two_matches_begun_in_the_same_millisecond_deal_differently(monkeypatch):
    from ui.scenes.setup import TableSetup

    frozen_clock(monkeypatch)
    setup = TableSetup("tyrant", {}, [Seat("You", "human")] + [Seat(f"C{i}", "ai", "normal") for i in range(1, 4)])
    first, second = setup.new_match(), setup.new_match()
    print(f"frozen clock: seeds {first.seed:#x} and {second.seed:#x}")
    assert first.seed != second.seed
    assert first_hands(first) != first_hands(second)


def test_play_seeds_carry_64_bits_of_entropy(monkeypatch):
    frozen_clock(monkeypatch)
    seeds = [new_seed() for _ in range(DRAWS)]
    ones = [sum(seed >> bit & 1 for seed in seeds) for bit in range(SEED_BITS)]
    print(f"{DRAWS} seeds under a frozen clock: {len(set(seeds))} distinct, max {max(seeds).bit_length()} bits, "
          f"each of the {SEED_BITS} bits set in {min(ones)}..{max(ones)} of them")
    assert SEED_BITS >= 64 and len(set(seeds)) == DRAWS
    assert all(0 <= seed < 1 << SEED_BITS for seed in seeds)
    assert all(DRAWS // 4 < count < DRAWS * 3 // 4 for count in ones)   # every bit varies, none is stuck


def test_new_seed_reads_the_operating_system_not_a_generator_that_can_be_seeded(monkeypatch):
    random.seed(0)
    one = new_seed()
    random.seed(0)
    assert new_seed() != one


def test_a_seeded_headless_match_replays_the_same_actions():
    one, two = ai_match("daifugo13", 4, 7), ai_match("daifugo13", 4, 7)
    one.play_out()
    two.play_out()
    print(f"seed 7: {len(one.steps)} actions, totals {one.totals()} twice")
    assert replay.to_json(one) == replay.to_json(two) and one.steps


def test_a_save_with_an_old_millisecond_seed_resumes_at_the_same_position(tmp_path):
    old_seed = int(1_732_541_234_567) % 1_000_000_007          # how seeds were drawn before
    match = ai_match("tyrant", 4, old_seed)
    for _ in range(40):
        seat = match.to_act()[0]
        match.play(seat, match.ai_choice(seat))
    path = tmp_path / "old.json"
    replay.save(match, path)
    resumed = replay.load(path)
    assert resumed.seed == old_seed and len(resumed.steps) == len(match.steps)
    assert [repr(resumed.view(s)) for s in (None, 0, 1, 2, 3)] == [repr(match.view(s)) for s in (None, 0, 1, 2, 3)]
    match.play_out()
    resumed.play_out()
    print(f"old seed {old_seed}: resumed after 40 actions, both end at totals {match.totals()}")
    assert replay.to_json(resumed) == replay.to_json(match)
