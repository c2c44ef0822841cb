"""Napoleon's guided lesson: one fixed deal (seed "lesson-212", one deal, five seats, the learner in
seat 0) told step by step. The learner outbids the player on the right twice and becomes Napoleon
with ♦13, names the Mighty and so finds the adjutant on the right, takes the widow and discards
three, leads and follows, and sees a Same Two, the Left Jack, the Mighty, the joker led and the
Right Jack win tricks before the contract is scored. The deal was found by
`tools/research/lesson_seed_napoleon.py`; the words are `napoleon.lesson.*` strings
(`assets/strings/<lang>/napoleon_lesson.json`), the zones the Napoleon table's `lesson_zones`."""
from __future__ import annotations

from game.lesson import Lesson, LessonStep

KEY = "napoleon.lesson."


def step(name: str, zone: str | None, rule: str | None = None, do: str | None = None,
         watch: int = 0, **params) -> LessonStep:
    return LessonStep(KEY + name, zone=zone, rule=rule, do=do, watch=watch, params=params)


AUCTION = (
    step("welcome", "hand", "N12"),
    step("honours", "hand", "N31"),
    step("bid_what", "contract", "N13"),
    step("standing_bid", "seat:4", "N16"),
    step("bid_d12", "bid_panel", "N16", do="bid=D12"),
    step("raised", "seat:4", "N17"),
    step("bid_d13", "bid_panel", "N16", do="bid=D13"),
)

ADJUTANT_AND_WIDOW = (
    step("you_are_napoleon", "contract", "N17"),
    step("role_cards", "picker", "N09"),
    step("name_mighty", "picker", "N18", do="name:SA"),
    step("took_widow", "hand", "N21"),
    step("discard_h2", "hand", "N22", do="discard:H2"),
    step("discard_c3", "hand", "N28", do="discard:C3"),
    step("discard_h10", "hand", "N22", do="discard:H10"),
)

TRICKS = (
    step("lead_first", "hand", "N24", do="play:CQ"),
    step("first_trick_won", "last_trick", "N23"),
    step("must_follow", "hand", "N27", do="play:SK"),
    step("your_honours", "my_seat", "N31"),
    step("strength", "trick", "N29"),
    step("lead_trump", "hand", "N26", do="play:D3"),
    step("same_two", "last_trick", "N30a"),
    step("no_clubs", "hand", "N27", do="play:D5"),
    step("left_jack", "last_trick", "N09"),
    step("watch_hearts", "hand", "N29", watch=1),
    step("lead_d7", "hand", "N26", do="play:D7"),
    step("adjutant_shown", "seat:4", "N18"),
    step("side_honours", "my_seat", "N34"),
    step("watch_d10", "trick", "N27", watch=1),
    step("lead_joker", "hand", "N27a", do="play:X1"),
    step("joker_won", "last_trick", "N09"),
    step("watch_dq", "hand", "N29", watch=1),
    step("right_jack", "hand", "N09", do="play:DJ"),
)

SCORING = (
    step("reveal", "results", "N39"),
    step("made", "results", "N34", honours=15, bid=13),
    step("scores", "results", "N35", napoleon=8, adjutant=4),
    step("had_you_failed", "results", "N37"),
    step("goodbye", "results", None),
)

LESSON = Lesson(
    game_id="napoleon",
    seed="lesson-212",
    players=5,
    options={"deals": 1},
    human_seat=0,
    title=KEY + "title",
    teaches=("bidding", "naming the adjutant", "the widow and the discard", "the Mighty and the jacks",
             "following suit", "honours", "winning and losing the contract"),
    steps=AUCTION + ADJUTANT_AND_WIDOW + TRICKS + SCORING,
)
