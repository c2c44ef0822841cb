"""Democracy's guided lesson: one fixed four-player deal (seed found by
`tools/research/lesson_seed_democracy.py`), the learner in seat 0, target 1 so the deal ends the
match. It owns the script: what each step says (`democracy.lesson.*`), the table zone it rings
(`ui/layouts/democracy/table.py` `lesson_zones`) and the rule it teaches (M02–M11).

The deal, as the script relies on it: Day 1 the learner wins the first trick with the only trump
(♠K), loses two heart tricks to higher trumps, sees ♦5 win a trick where nobody played a trump and
wins the last with ♣4 the same way (taking the pool's ♠3). Day 2 ♦4 is the top trump left, two
tricks are watched, a turned joker makes a no-trump trick the learner's joker wins (spades reach 14)
and the last trick is a tie of two 3s. The learner scores 1 tribe point and wins the match."""
from __future__ import annotations

from game.lesson import Lesson, lesson_verbs

read, do, watch = lesson_verbs("democracy")


STEPS = (
    # Day 1, trick 1: the pool turns ♠7
    read("welcome", "hand", "M04"),
    read("pool", "pool", "M04"),
    read("trump", "turned", "M05"),
    do("choose_sk", "play:SK", "hand", "M05"),
    # trick 2: ♥6 turned; the ♠K won
    read("reveal", "last_trick", "M06"),
    read("taken", "captured", "M07"),
    do("any_card", "play:H7", "hand", "M06"),
    # trick 3: ♥4; ♥A beat the ♥7
    read("order", "last_trick", "M02"),
    do("again_h8", "play:H8", "hand", "M06"),
    # trick 4: ♥5; ♥9 beat the ♥8
    read("points", "captured", "M03"),
    do("keep_c4", "play:C8", "hand", "M06"),
    # trick 5: ♠3; nobody played a heart, ♦5 won
    read("no_trump_played", "last_trick", "M06"),
    do("play_c4", "play:C4", "hand", "M06"),
    # Day 2, trick 1: ♦10 turned
    read("won_c4", "captured", "M07"),
    read("day_two", "info", "M09"),
    do("top_trump", "play:D4", "hand", "M06"),
    # trick 2: ♠J; the learner's spades have 9 points
    read("thirteen", "captured", "M10"),
    watch("watch", 2, "choices", "M05"),
    # trick 4: a joker turned
    read("joker_turned", "turned", "M05"),
    do("play_joker", "play:X1", "hand", "M06"),
    # trick 5: ♣K; spades at 14
    read("spades_14", "captured", "M10"),
    do("play_h3", "play:H3", "hand", "M06"),
    # the deal is over: the tie, scoring, the match
    read("tie", "last_trick", "M08"),
    read("scoring", "results", "M10"),
    read("match", "results", "M11"),
)

TEACHES = (                  # each topic a first game needs, and the rules that teach it
    ("choosing face down together", ("M05",)),
    ("the reveal", ("M05", "M06")),
    ("who wins a play", ("M02", "M06", "M08")),
    ("the voting pool", ("M04", "M05", "M07")),
    ("the two Days", ("M04", "M09")),
    ("scoring", ("M03", "M10", "M11")),
)


LESSON = Lesson(
    game_id="democracy",
    seed="learn-democracy-360",
    players=4,
    options={"target": 1},
    human_seat=0,
    title="democracy.lesson.title",
    teaches=TEACHES,
    steps=STEPS,
)
