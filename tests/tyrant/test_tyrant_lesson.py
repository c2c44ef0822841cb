"""Tyrant's guided lesson (engines/tyrant/lesson.py): the deal ends with a true tyrant
eliminated, as its end steps say, and its steps name a zone and a rule where they teach. What every
lesson promises (its end, topics, rule ids, words in both languages) is tests/contract/test_lessons.py."""
from __future__ import annotations


from game.lesson import LessonRun
from engines.tyrant.lesson import LESSON


def test_T36_the_deal_ends_with_a_true_tyrant_eliminated():
    run = LessonRun(LESSON)
    run.finish()
    seats = run.match.deal_results[-1].details["seats"]
    assert [s["eliminated"] for s in seats].count(True) == 1
    assert not seats[LESSON.human_seat]["eliminated"]


def test_steps_name_zones_and_rules_where_they_teach():
    assert all(s.zone for s in LESSON.steps[1:])    # only the welcome is about nothing on the table
    assert all(s.rule for s in LESSON.steps if s.do is not None or s.watch)
