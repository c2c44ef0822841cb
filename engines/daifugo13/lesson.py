"""13th-Floor Daifugo's guided lesson: one fixed 4-player deal (seed found by
tools/research/lesson_seed_daifugo13.py) told step by step. The learner, in seat 0, passes and
draws, skips with a 5, plays a sandstorm, gives with a 7, answers stairs, a Queen Bomber, 8-cuts
and a revolution, plays a pair of Jacks with an Eleven Back, starts a revolution of their own,
discards with a 10 and goes out; the last steps explain the scores. Pure: no pygame.

Every step's words are `daifugo13.lesson.<name>` in `assets/strings/<lang>/daifugo13_lesson.json`;
its zone is a name `ui/layouts/daifugo13/table.Layout.lesson_zones` returns."""
from __future__ import annotations

from game.lesson import Lesson, LessonStep


def _step(name: str, zone: str | None, rule: str | None = None, do: str | None = None,
          watch: int = 0) -> LessonStep:
    return LessonStep(f"daifugo13.lesson.{name}", zone=zone, rule=rule, do=do, watch=watch)


STEPS = (
    # the first decision: three Kings on the table, nothing to beat them with
    _step("deal", "hand", "D01"),
    _step("goal", "hand", "D28"),
    _step("groups", "field", "D04"),
    _step("follow", "field", "D07"),
    _step("pass_draw", "pile", "D24", do="pass"),
    # everyone passed; CPU 3 leads a single 3
    _step("round_end", "field", "D25"),
    _step("role_cards", "hand", "D10"),
    _step("five", "hand", "D12", do="play:D5"),
    # CPU 2's 7, CPU 3's 8-cut, then a 4
    _step("eight_cut", "field", "D15"),
    _step("sandstorm", "hand", "D06", do="sandstorm:C3,D3,H3"),
    _step("lead_seven", "hand", "D07", do="play:D7"),
    _step("give", "hand", "D14", do="give:C10"),
    # CPU 1 cut with an 8 and led stairs with a 9, a 10 and a Queen in them
    _step("stairs", "field", "D05"),
    _step("reverse", "info", "D16"),
    _step("queen_bomber", "dead", "D19"),
    _step("pass_stairs", "pile", "D24", do="pass"),
    # the stairs' table cleared: a revolution
    _step("revolution", "info", "D23"),
    _step("watch_pass", "hand", "D03", watch=1),
    # 8s and an ambulance went by; CPU 2 leads a pair of Aces
    _step("ambulance", "field", "D16"),
    _step("jacks", "hand", "D04", do="play:DJ,HJ"),
    _step("eleven_back", "dialog", "D18", do="eleven_back"),
    _step("second_jack", "dialog", "D18", do="skip_eleven_back"),
    # nobody beat the Jacks: the learner leads
    _step("your_lead", "field", "D25"),
    _step("four_twos", "hand", "D23", do="play:C2,D2,H2,S2"),
    _step("revolution_back", "info", "D03"),
    _step("no_role_finish", "hand", "D21", do="play:S10"),
    _step("discard", "hand", "D17", do="discard:SQ"),
    _step("go_out", "hand", "D28", do="play:CA"),
    # the deal is over
    _step("bonus", "own", "D30"),
    _step("penalty", "opponents", "D29"),
    _step("match", None, "D32"),
)

LESSON = Lesson(
    game_id="daifugo13",
    seed="lesson20196",
    players=4,
    options={"deals": 1},
    human_seat=0,
    title="daifugo13.lesson.title",
    teaches=("groups", "stairs", "pass_and_draw", "eight_cut", "eleven_back", "queen_bomber",
             "sandstorm", "revolution", "going_out", "scoring"),
    steps=STEPS,
)
