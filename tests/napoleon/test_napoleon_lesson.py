"""Napoleon's guided lesson (engines/napoleon/lesson.py) played headlessly: the learner becomes
Napoleon with the scripted bid, the numbers the end steps quote are the deal's, and every step rings
a zone with reading steps waiting for Next. What every lesson promises (its end, topics, rule ids,
words in both languages) is tests/contract/test_lessons.py."""
import pytest

from engines.napoleon.lesson import LESSON
from game.lesson import LessonRun


@pytest.fixture(scope="module")
def walked():
    run = LessonRun(LESSON)
    shown = run.finish()
    return run, shown


def test_N17_the_learner_wins_the_auction_with_the_scripted_bid(walked):
    run, _ = walked
    state = run.match.state
    last_bid = [s.do for s in LESSON.steps if s.do and s.do.startswith("bid=")][-1]
    assert state.napoleon == LESSON.human_seat
    assert f"bid={state.trump}{state.bid_count}" == last_bid
    assert state.void_deals == 0


def test_N34_N35_the_end_steps_quote_the_deal_as_it_ended(walked):
    run, _ = walked
    result = run.match.deal_results[-1]
    details = result.details
    made = next(s for s in LESSON.steps if s.text.endswith(".made"))
    scores = next(s for s in LESSON.steps if s.text.endswith(".scores"))
    assert details["napoleon_side_won"]
    assert made.params == {"honours": details["napoleon_side_honours"], "bid": details["bid_count"]}
    adjutant = run.match.state.adjutant
    assert scores.params == {"napoleon": result.scores[LESSON.human_seat], "adjutant": result.scores[adjutant]}
    allies = [p for s, p in enumerate(result.scores) if s not in (LESSON.human_seat, adjutant)]
    assert allies == [0, 0, 0]


def test_every_step_rings_a_zone_and_reading_steps_wait_for_next():
    assert all(s.zone for s in LESSON.steps)
    assert all(not (s.do and s.watch) for s in LESSON.steps)
