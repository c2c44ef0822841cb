"""Bao Huang's guided lesson (engines/baohuang/lesson.py) walked headlessly: it reaches its end
doing what each step asks, with the deal over at the last step; the deal shows what the steps
say (the Emperor card passed to the learner, a rebellion, the Guard card played, the learner out
first); every topic of a first game is taught by a step naming one of its rule ids; every rule id
is one the rules screen shows; every text is in both languages with the same parameters; and the
learner does much of it themselves."""
from __future__ import annotations

import re
import string

from game import i18n
from game.lesson import LessonRun, lesson_for

from engines.baohuang.lesson import LESSON

TOPIC_RULES = {
    "emperor card and passing it": {"B03", "B06"},
    "hidden guard": {"B05"},
    "combinations and jokers": {"B09", "B11"},
    "passing": {"B12", "B13"},
    "going out": {"B14", "B15"},
    "rebellion": {"B08", "B19"},
    "tribute": {"B23"},
    "scoring": {"B17", "B18"},
}
RULE_ID = re.compile(r"^([A-Z]\d{2}[a-z]?) ")


def walked() -> tuple[LessonRun, list]:
    run = LessonRun(LESSON)
    shown = run.finish()
    return run, shown


def rules_screen_ids(lang: str) -> set[str]:
    """The ids the rules screen's paragraphs start with (`baohuang.rules.sNN.body`)."""
    table = i18n.table(lang)
    return {m.group(1) for key, body in table.items()
            if key.startswith("baohuang.rules.") and key.endswith(".body")
            for m in map(RULE_ID.match, body.split("\n")) if m}


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_lesson_is_found_and_walks_to_its_end_with_the_deal_over():
    assert lesson_for("baohuang") is LESSON
    run, shown = walked()
    print(f"baohuang lesson: {len(shown)} steps, {len(run.match.steps)} actions in the deal")
    assert run.finished and len(shown) == len(LESSON.steps)
    assert run.match.deal_over
    assert LESSON.options["deals"] == 1 and LESSON.players == 5


def test_B06_B08_B05_B14_the_deal_shows_what_the_steps_tell():
    run, _ = walked()
    state = run.match.state
    learner = LESSON.human_seat
    assert state.emperor_passes == [(4, learner)] and state.emperor == learner      # B06
    assert state.rebels == [3]                                                       # B08
    assert state.guard == 4 and state.guard_revealed                                 # B05
    assert state.out_order[:2] == [learner, 4]                                       # B14, B15
    assert state.final.scores == [12, -6, -6, -6, 6]                                 # B17-B19


def test_every_topic_is_taught_by_a_step_naming_one_of_its_rules():
    taught = set(LESSON.rules_taught())
    assert set(LESSON.teaches) == set(TOPIC_RULES)
    for topic, rules in TOPIC_RULES.items():
        assert taught & rules, f"{topic}: no step names any of {sorted(rules)}"


def test_every_rule_id_named_is_on_the_rules_screen_in_both_languages():
    named = set(LESSON.rules_taught()) | set().union(*TOPIC_RULES.values())
    for lang in i18n.LANGUAGES:
        missing = named - rules_screen_ids(lang)
        assert not missing, f"{lang}: {sorted(missing)}"


def test_every_text_is_in_both_languages_with_the_same_parameters():
    keys = [LESSON.title, "baohuang.lesson.blurb"] + [s.text for s in LESSON.steps]
    en, ja = i18n.table("en"), i18n.table("ja")
    for key in keys:
        assert key in en and key in ja, key
        assert fields(en[key]) == fields(ja[key]), key
    for step in LESSON.steps:
        assert fields(en[step.text]) == set(step.params), step.text
        i18n.text(step.text, "ja", **step.params)
    lesson_keys = {k for k in en if k.startswith("baohuang.lesson.")}
    assert lesson_keys == {k for k in ja if k.startswith("baohuang.lesson.")} == set(keys)


def test_the_learner_acts_often_and_watch_steps_never_follow_each_other():
    steps = LESSON.steps
    actions = sum(1 for s in steps if s.do is not None)
    print(f"{len(steps)} steps: {actions} actions, {sum(1 for s in steps if s.watch)} watch steps "
          f"({sum(s.watch for s in steps)} decisions watched)")
    assert actions * 3 >= len(steps)
    assert not any(a.watch and b.watch for a, b in zip(steps, steps[1:]))
    assert all(s.rule or s.watch for s in steps), "a reading or action step teaches a rule"
