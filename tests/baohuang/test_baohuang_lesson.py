"""Bao Huang's guided lesson (engines/baohuang/lesson.py) walked headlessly: the deal shows what
the steps say (the Emperor card passed to the learner, a rebellion, the Guard card played, the
learner out first). What every lesson promises (its end, topics, rule ids, words in both languages)
is tests/contract/test_lessons.py."""
from __future__ import annotations


from game.lesson import LessonRun

from engines.baohuang.lesson import LESSON


def walked() -> tuple[LessonRun, list]:
    run = LessonRun(LESSON)
    shown = run.finish()
    return run, shown


def test_B06_B08_B05_B14_the_deal_shows_what_the_steps_tell():
    run, _ = walked()
    state = run.match.state
    learner = LESSON.human_seat
    assert state.emperor_passes == [(4, learner)] and state.emperor == learner      # B06
    assert state.rebels == [3]                                                       # B08
    assert state.guard == 4 and state.guard_revealed                                 # B05
    assert state.out_order[:2] == [learner, 4]                                       # B14, B15
    assert state.final.scores == [12, -6, -6, -6, 6]                                 # B17-B19


