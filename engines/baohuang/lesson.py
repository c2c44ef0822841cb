"""Bao Huang's guided lesson (pure: no pygame): one fixed deal, told step by step.

The seed (found by tools/research/lesson_seed_baohuang.py) deals CPU 4 both marked cards: it
passes the Emperor card on to the learner (B06, B07 c) and stays the hidden Guard. The learner
keeps the throne (B05), CPU 3 rebels (B08), the learner leads (B10), beats, passes and plays
jokers (B09, B11, B12, B13); CPU 4 shows itself by playing the Guard card; the learner goes out
first (B14) and the Guard second, which ends play (B15). The last steps explain the scoring
(B17–B19), and tribute (B23), which belongs to the next deal of a match."""
from __future__ import annotations

from game.lesson import Lesson, lesson_verbs

read, do, watch = lesson_verbs("baohuang")

GUARD = {"name": "CPU 4"}        # dealt both marked cards: passes the Emperor card, stays the Guard
REBEL = {"name": "CPU 3"}        # declares rebellion; later plays 2s with jokers
ACES = {"name": "CPU 2"}         # beats the learner's first lead with six Aces


THRONE = (
    read("welcome", "hand", "B01"),
    read("order", "hand", "B02"),
    read("emperor_card", "emperor_card", "B03"),
    read("passed_to_you", "info", "B06", **GUARD),
    do("keep", "keep", "buttons", "B05"),
)

FIRST_ROUNDS = (
    read("rebellion", "rebel", "B08", **REBEL),
    read("hidden_guard", "info", "B05"),
    do("first_lead", "play:C6/2,C6/3,D6/1,H6,S6/2,S6/3", "hand", "B10"),
    do("beaten", "pass", "centre", "B11", **ACES),
    read("round_over", "log", "B13", **ACES),
    do("may_pass", "pass", "buttons", "B12", **REBEL),
    do("keep_sets", "pass", "centre", "B12"),
    do("beat_tens", "play:CQ/1,HQ/1,HQ/2,SQ/3", "hand", "B11", **GUARD),
    watch("watch_pairs", 3, "centre", "B11"),
    do("lead_again", "play:D7/3,H7/1,S7/1", "hand", "B13"),
    watch("watch_log", 2, "log"),
)

JOKERS = (
    do("big_jokers", "play:X2,X2/3", "hand", "B09"),
    do("leader_plays", "play:C8/2,D8/2,H8,H8/1,S8/3", "hand", "B12"),
    watch("watch_right", 4, "opponents", name="CPU 1", clear=("centre",)),   # the four plays land in the centre
    do("jokers_join", "pass", "centre", "B09", **REBEL),
    read("guard_shown", "guard", "B05", **GUARD),
    watch("partner_runs", 2, "guard"),
    do("joker_fills", "play:C2/2,D2,X1/2", "hand", "B09", name="CPU 1"),
    do("go_out", "play:C9,C9/3,S9/1,S9/3", "hand", "B14"),
)

SCORING = (
    read("team_out", "guard", "B15"),
    read("places", "opponents", "B17"),
    read("teams", "me", "B18"),
    read("doubled", "info", "B19"),
    read("tribute", "me", "B23"),
    read("match", "me", "B22"),
)

TEACHES = (                  # each topic a first game needs, and the rules that teach it
    ("emperor card and passing it", ("B03", "B06")),
    ("hidden guard", ("B05",)),
    ("combinations and jokers", ("B09", "B11")),
    ("passing", ("B12", "B13")),
    ("going out", ("B14", "B15")),
    ("rebellion", ("B08", "B19")),
    ("tribute", ("B23",)),
    ("scoring", ("B17", "B18")),
)


LESSON = Lesson(
    game_id="baohuang", seed="learn-7967", players=5, options={"deals": 1}, human_seat=0,
    title="baohuang.lesson.title",
    teaches=TEACHES,
    steps=THRONE + FIRST_ROUNDS + JOKERS + SCORING,
)
