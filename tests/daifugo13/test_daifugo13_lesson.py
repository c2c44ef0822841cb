"""13th-Floor Daifugo's guided lesson (engines/daifugo13/lesson.py): it plays to its end with
the deal over at its last step, each topic a first game needs comes up under one of its rule ids,
the table shows what the words say at the key steps, every rule id it names is in the rules text
the app shows, its words exist in both languages with the same parameters, and the learner is
kept busy (a third of the steps are theirs, no two watch steps in a row)."""
from __future__ import annotations

import json
import re
import string
from pathlib import Path

from game.lesson import LessonRun, lesson_for

from engines.daifugo13.lesson import LESSON

ROOT = Path(__file__).resolve().parents[2]
STRINGS = ROOT / "assets" / "strings"

TOPIC_RULES = {
    "groups": {"D04"},
    "stairs": {"D05"},
    "pass_and_draw": {"D24"},
    "eight_cut": {"D15"},
    "eleven_back": {"D18"},
    "queen_bomber": {"D19"},
    "sandstorm": {"D06", "D08"},
    "revolution": {"D23"},
    "going_out": {"D28", "D21"},
    "scoring": {"D29", "D30"},
}


def lesson_strings(lang: str) -> dict[str, str]:
    return json.loads((STRINGS / lang / "daifugo13_lesson.json").read_text(encoding="utf-8"))


def rules_text_ids() -> set[str]:
    """The ids the rules screen's paragraphs start with (as ui/scenes/rules.py reads them)."""
    rules = json.loads((STRINGS / "en" / "daifugo13_rules.json").read_text(encoding="utf-8"))
    return {m.group(1) for key, body in rules.items() if key.endswith(".body")
            for m in (re.match(r"^([A-Z]\d{2}[a-z]?) ", p) for p in body.split("\n")) if m}


def walk_with_states():
    """Walk the lesson headlessly: each shown step with the learner's view when it is shown."""
    run = LessonRun(LESSON)
    seen = [(step, run.match.view(LESSON.human_seat), run.match.deal_over) for step in run.walk()]
    return run, seen


def test_the_lesson_plays_to_its_end_with_the_deal_over_at_the_last_step():
    run = LessonRun(LESSON)
    shown = run.finish()
    assert lesson_for("daifugo13") is LESSON
    assert [s.text for s in shown] == [s.text for s in LESSON.steps]
    assert run.match.deal_over and run.finished
    result = run.match.deal_results[-1]
    assert result.details["finisher"] == LESSON.human_seat
    print(f"daifugo13 lesson: {len(shown)} steps, scores {result.scores}")


def test_the_topics_groups_stairs_pass_and_draw_8_cut_eleven_back_queen_bomber_sandstorm_revolution_going_out_scoring():
    assert set(LESSON.teaches) == set(TOPIC_RULES)
    taught = set(LESSON.rules_taught())
    for topic, ids in TOPIC_RULES.items():
        assert taught & ids, f"topic {topic}: no step names any of {sorted(ids)}"
    print(f"{len(TOPIC_RULES)} topics, each under one of its rule ids; rules named: {sorted(taught)}")


def test_the_table_shows_what_the_key_steps_say():
    """D24, D06, D15, D19, D23, D18, D28, D30: the state at each key step matches its words."""
    _, seen = walk_with_states()
    at = {step.text.rpartition(".")[2]: (view, over) for step, view, over in seen}
    view, _ = at["pass_draw"]
    assert len(view.pub.table[-1].cards) == 3 and view.pile_size == 26        # D24: three to draw
    view, _ = at["sandstorm"]
    assert sum(c.rank == 3 for c in view.hand) == 3                           # D06: three natural 3s
    view, _ = at["eight_cut"]
    assert any(c.rank == 8 for c in view.pub.dead_public)                     # D15: an 8 cleared
    view, _ = at["queen_bomber"]
    assert view.pub.named and view.pub.named[-1][1] == "7" and view.pub.bombed   # D19
    assert view.pub.direction == -1                                           # D16: reversed
    view, _ = at["revolution"]
    assert view.pub.revolutions == 1 and view.pub.inverted                    # D23
    view, _ = at["second_jack"]
    assert view.pub.eleven_back == 1 and not view.pub.inverted                # D18
    view, _ = at["revolution_back"]
    assert view.pub.revolutions == 2 and not view.pub.inverted
    view, over = at["bonus"]
    assert over and view.hand_sizes[LESSON.human_seat] == 0                   # D28, D30


def test_every_rule_id_named_is_in_the_rules_text():
    known = rules_text_ids()
    named = set(LESSON.rules_taught())
    assert named and named <= known, sorted(named - known)
    print(f"{len(named)} rule ids named, all among the {len(known)} of the rules text")


def params(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_text_is_in_both_languages_with_the_same_params():
    en, ja = lesson_strings("en"), lesson_strings("ja")
    assert set(en) == set(ja)
    keys = [s.text for s in LESSON.steps] + [LESSON.title, "daifugo13.lesson.blurb"]
    for key in keys:
        assert key in en and key in ja, key
        assert params(en[key]) == params(ja[key]), key
    for step in LESSON.steps:
        assert params(en[step.text]) == set(step.params), step.text
    print(f"{len(keys)} lesson keys in en and ja")


def test_the_learner_stays_active_and_watch_steps_never_follow_each_other():
    steps = LESSON.steps
    active = [s for s in steps if s.do is not None or s.watch]
    assert len(active) * 3 >= len(steps)
    assert all(not (a.watch and b.watch) for a, b in zip(steps, steps[1:]))
    print(f"{len(active)} of {len(steps)} steps are the learner's decisions")
