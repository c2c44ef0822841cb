"""Napoleon's guided lesson: one fixed deal (seed "lesson-212", one deal, five seats, the learner in
seat 0) told step by step. The learner outbids the player on the right twice and becomes Napoleon
with ♦13, names the Mighty and so finds the adjutant on the right, takes the widow and discards
three (picked, then one press of Discard), leads and follows, and sees a Same Two, the Left Jack, the Mighty, the joker led and the
Right Jack win tricks before the contract is scored. The deal was found by
`tools/research/lesson_seed_napoleon.py`; the words are `napoleon.lesson.*` strings
(`assets/strings/<lang>/napoleon_lesson.json`), the zones the Napoleon table's `lesson_zones`."""
from __future__ import annotations

from game.lesson import Lesson, lesson_verbs

read, do, watch = lesson_verbs("napoleon")


AUCTION = (
    read("welcome", "hand", "N12"),
    read("honours", "hand", "N31"),
    read("bid_what", "contract", "N13"),
    read("standing_bid", "seat:4", "N16"),
    do("bid_d12", "bid=D12", "bid_panel", "N16"),
    read("raised", "seat:4", "N17"),
    do("bid_d13", "bid=D13", "bid_panel", "N16"),
)

ADJUTANT_AND_WIDOW = (
    read("you_are_napoleon", "contract", "N17"),
    read("role_cards", "picker", "N09"),
    do("name_mighty", "name:SA", "picker", "N18"),
    read("took_widow", "hand", "N21"),
    read("discard_why", "hand", "N28"),
    do("discard_three", "discard:H2 + discard:C3 + discard:H10", "hand", "N22"),
)

TRICKS = (
    do("lead_first", "play:CQ", "hand", "N24"),
    read("first_trick_won", "last_trick", "N23"),
    do("must_follow", "play:SK", "hand", "N27"),
    read("your_honours", "my_seat", "N31"),
    read("strength", "trick", "N29"),
    do("lead_trump", "play:D3", "hand", "N26"),
    read("same_two", "last_trick", "N30a"),
    do("no_clubs", "play:D5", "hand", "N27"),
    read("left_jack", "last_trick", "N09"),
    watch("watch_hearts", 1, "hand", "N29"),
    do("lead_d7", "play:D7", "hand", "N26"),
    read("adjutant_shown", "seat:4", "N18"),
    read("side_honours", "my_seat", "N34"),
    watch("watch_d10", 1, "trick", "N27"),
    do("lead_joker", "play:X1", "hand", "N27a"),
    read("joker_won", "last_trick", "N09"),
    watch("watch_dq", 1, "hand", "N29"),
    do("right_jack", "play:DJ", "hand", "N09"),
)

SCORING = (
    read("reveal", "results", "N39"),
    read("made", "results", "N34", honours=15, bid=13),
    read("scores", "results", "N35", napoleon=8, adjutant=4),
    read("had_you_failed", "results", "N37"),
    read("goodbye", "results"),
)

TEACHES = (                  # each topic a first game needs, and the rules that teach it
    ("bidding", ("N13", "N16", "N17")),
    ("naming the adjutant", ("N18",)),
    ("the widow and the discard", ("N21", "N22")),
    ("the Mighty and the jacks", ("N09",)),
    ("following suit", ("N27",)),
    ("honours", ("N23", "N31")),
    ("winning and losing the contract", ("N34", "N35", "N37")),
)


LESSON = Lesson(
    game_id="napoleon",
    seed="lesson-212",
    players=5,
    options={"deals": 1},
    human_seat=0,
    title="napoleon.lesson.title",
    teaches=TEACHES,
    steps=AUCTION + ADJUTANT_AND_WIDOW + TRICKS + SCORING,
)
