"""Tyrant's guided lesson (engines/tyrant/lesson.py): it plays headlessly to its end with the deal
over at its last step, every topic a first game needs has a step naming one of its rule ids, every
rule id it names is in the rules text the app shows, every step's words exist in both languages
with the same parameters, and the learner acts often (a third of the steps are their own plays,
never two watch steps in a row)."""
from __future__ import annotations

import json
import re
import string
from pathlib import Path

from game import i18n
from game.lesson import LessonRun, lesson_for
from engines.tyrant.lesson import LESSON

ROOT = Path(__file__).resolve().parents[2]
RULE_ID = re.compile(r"^([A-Z]\d{2}[a-z]?)(?= )")

TOPIC_RULES = {                              # each topic of a first game and the rules that teach it
    "lead card and lead suit": {"T06", "T11"},
    "playing 1-3 cards": {"T13"},
    "must follow": {"T14"},
    "face-up card and plaza columns": {"T08", "T13", "T26", "T28"},
    "chips": {"T15", "T21"},
    "strength of a play": {"T20", "T21", "T22"},
    "winning a trick and fame": {"T23", "T29"},
    "the stock": {"T09", "T12", "T16"},
    "scoring": {"T31", "T32", "T33", "T34", "T35"},
    "Monarchomachi": {"T36", "T37"},
}


def rules_text_ids(lang: str) -> set[str]:
    table = json.loads((ROOT / "assets" / "strings" / lang / "tyrant_rules.json").read_text(encoding="utf-8"))
    return {m.group(1) for key, body in table.items() if key.endswith(".body")
            for paragraph in body.split("\n") if (m := RULE_ID.match(paragraph))}


def params_of(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_lesson_is_found_by_the_walker_and_plays_to_the_end_of_the_deal():
    assert lesson_for("tyrant") is LESSON
    run = LessonRun(LESSON)
    shown = run.finish()
    assert run.finished and run.match.deal_over
    assert shown == list(LESSON.steps)
    winner = run.match.deal_results[-1].details["winner"]
    print(f"tyrant lesson: {len(shown)} steps, {len(run.match.steps)} actions, winner seat {winner}")
    assert winner == LESSON.human_seat      # the steps' words say the learner wins


def test_the_last_step_is_shown_with_the_deal_over():
    run = LessonRun(LESSON)
    run.fast_forward(len(LESSON.steps) - 1)
    assert run.match.deal_over and run.ready and run.step is LESSON.steps[-1]


def test_T36_the_deal_ends_with_a_true_tyrant_eliminated():
    run = LessonRun(LESSON)
    run.finish()
    seats = run.match.deal_results[-1].details["seats"]
    assert [s["eliminated"] for s in seats].count(True) == 1
    assert not seats[LESSON.human_seat]["eliminated"]


def test_every_topic_is_taught_by_a_step_naming_one_of_its_rules():
    taught = set(LESSON.rules_taught())
    assert set(LESSON.teaches) == set(TOPIC_RULES)
    missing = {topic: sorted(ids) for topic, ids in TOPIC_RULES.items() if not ids & taught}
    print(f"{len(TOPIC_RULES)} topics, {len(taught)} rule ids taught: {sorted(taught)}")
    assert missing == {}


def test_every_rule_id_named_is_in_the_rules_text_in_both_languages():
    for lang in i18n.LANGUAGES:
        unknown = set(LESSON.rules_taught()) - rules_text_ids(lang)
        assert unknown == set(), (lang, unknown)


def test_every_text_key_exists_in_both_languages_with_the_same_params():
    keys = [s.text for s in LESSON.steps] + [LESSON.title, "tyrant.lesson.blurb"]
    for key in keys:
        texts = {lang: i18n.table(lang).get(key) for lang in i18n.LANGUAGES}
        assert all(texts.values()), (key, texts)
        assert len({frozenset(params_of(t)) for t in texts.values()}) == 1, key
    for step in LESSON.steps:
        assert params_of(i18n.table("en")[step.text]) == set(step.params), step.text
    print(f"{len(keys)} keys x {len(i18n.LANGUAGES)} languages")


def test_the_learner_acts_often_and_never_watches_twice_in_a_row():
    steps = LESSON.steps
    actions = sum(1 for s in steps if s.do is not None)
    watched = sum(s.watch for s in steps)
    assert actions * 3 >= len(steps), (actions, len(steps))
    assert not any(a.watch and b.watch for a, b in zip(steps, steps[1:]))
    print(f"{len(steps)} steps: {actions} learner actions, {sum(1 for s in steps if s.watch)} watch steps "
          f"({watched} decisions played for the learner)")


def test_steps_name_zones_and_rules_where_they_teach():
    assert all(s.zone for s in LESSON.steps[1:])    # only the welcome is about nothing on the table
    assert all(s.rule for s in LESSON.steps if s.do is not None or s.watch)
