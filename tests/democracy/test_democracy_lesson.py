"""Democracy's guided lesson (engines/democracy/lesson.py): the learner wins the match the lesson
plays, and what the words say of the deal is true of it. What every lesson promises (its end,
topics, rule ids, words in both languages) is tests/contract/test_lessons.py."""
from __future__ import annotations


from game.lesson import LessonRun, lesson_for
from engines.democracy.lesson import LESSON


def walked() -> tuple[LessonRun, list]:
    run = LessonRun(LESSON)
    shown = run.finish()
    return run, shown


def test_the_lesson_finishes_with_the_deal_over_and_the_learner_winning_the_match():
    run, shown = walked()
    assert run.finished and run.match.deal_over
    assert [s.text for s in shown] == [s.text for s in LESSON.steps]
    assert lesson_for("democracy") is LESSON
    print(f"\n[lesson] democracy: {len(shown)} steps, totals {run.match.totals()}, winners {run.match.winners()}")
    assert run.match.over and run.match.winners() == [LESSON.human_seat]


def test_M06_M08_M10_the_deal_is_the_one_the_words_tell():
    """The words name cards: the first trick's ♠K wins, ♥A and ♥9 beat the learner's hearts, ♦5 wins a trick with no trump played, a
    turned joker, the learner's spades reach 14 and the last trick is a tie of two 3s."""
    run, _ = walked()
    view = run.match.view(None)
    tricks, me = view.tricks, LESSON.human_seat
    assert tricks[0].winner == me and dict(tricks[0].plays)[me].code == "SK"
    assert [dict(t.plays)[t.winner].code for t in tricks[1:3]] == ["HA", "H9"]
    assert tricks[3].winner is not None and dict(tricks[3].plays)[tricks[3].winner].code == "D5"
    assert tricks[4].winner == me and tricks[4].pool_card.code == "S3"
    assert tricks[8].pool_card.is_joker and tricks[8].winner == me
    assert view.suit_points[me][0] == 14
    assert tricks[-1].winner is None and me in tricks[-1].tied
    assert run.match.deal_results[-1].scores[me] == 1
