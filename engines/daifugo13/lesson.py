"""13th-Floor Daifugo's guided lesson: one fixed 4-player deal (seed found by
tools/research/lesson_seed_daifugo13.py) told step by step. The learner, in seat 0, passes and
draws, skips with a 5, plays a sandstorm, gives with a 7, answers stairs, a Queen Bomber, 8-cuts
and a revolution, plays a pair of Jacks with an Eleven Back, starts a revolution of their own,
discards with a 10 and goes out; the last steps explain the scores. Pure: no pygame.

Every step's words are `daifugo13.lesson.<name>` in `assets/strings/<lang>/daifugo13_lesson.json`;
its zone is a name `ui/layouts/daifugo13/table.Layout.lesson_zones` returns."""
from __future__ import annotations

from game.lesson import Lesson, lesson_verbs

read, do, watch = lesson_verbs("daifugo13")


STEPS = (
    # the first decision: three Kings on the table, nothing to beat them with
    read("deal", "hand", "D01"),
    read("goal", "hand", "D28"),
    read("groups", "field", "D04"),
    read("follow", "field", "D07"),
    do("pass_draw", "pass", "pile", "D24"),
    # everyone passed; CPU 3 leads a single 3
    read("round_end", "field", "D25"),
    read("role_cards", "hand", "D10"),
    do("five", "play:D5", "hand", "D12"),
    # CPU 2's 7, CPU 3's 8-cut, then a 4
    read("eight_cut", "field", "D15"),
    do("sandstorm", "sandstorm:C3,D3,H3", "hand", "D06"),
    do("lead_seven", "play:D7", "hand", "D07"),
    do("give", "give:C10", "hand", "D14"),
    # CPU 1 cut with an 8 and led stairs with a 9, a 10 and a Queen in them
    read("stairs", "field", "D05"),
    read("reverse", "info", "D16"),
    read("queen_bomber", "dead", "D19"),
    do("pass_stairs", "pass", "pile", "D24"),
    # the stairs' table cleared: a revolution
    read("revolution", "info", "D23"),
    watch("watch_pass", 1, "hand", "D03"),
    # 8s and an ambulance went by; CPU 2 leads a pair of Aces
    read("ambulance", "field", "D16"),
    do("jacks", "play:DJ,HJ", "hand", "D04"),
    do("eleven_back", "eleven_back", "dialog", "D18"),
    do("second_jack", "skip_eleven_back", "dialog", "D18"),
    # nobody beat the Jacks: the learner leads
    read("your_lead", "field", "D25"),
    do("four_twos", "play:C2,D2,H2,S2", "hand", "D23"),
    read("revolution_back", "info", "D03"),
    do("no_role_finish", "play:S10", "hand", "D21"),
    do("discard", "discard:SQ", "hand", "D17"),
    do("go_out", "play:CA", "hand", "D28"),
    # the deal is over
    read("bonus", "own", "D30"),
    read("penalty", "opponents", "D29"),
    read("match", "info", "D32"),
)

TEACHES = (                  # each topic a first game needs, and the rules that teach it
    ("playing sets (groups)", ("D04",)),
    ("playing runs (stairs)", ("D05",)),
    ("passing and drawing", ("D24",)),
    ("the 8-cut", ("D15",)),
    ("Eleven Back", ("D18",)),
    ("the Queen Bomber", ("D19",)),
    ("the sandstorm", ("D06", "D08")),
    ("revolution", ("D23",)),
    ("going out", ("D21", "D28")),
    ("scoring", ("D29", "D30")),
)


LESSON = Lesson(
    game_id="daifugo13",
    seed="lesson20196",
    players=4,
    options={"deals": 1},
    human_seat=0,
    title="daifugo13.lesson.title",
    teaches=TEACHES,
    steps=STEPS,
)
