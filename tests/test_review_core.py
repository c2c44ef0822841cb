"""The review after the deal (game/review.py): a deliberately bad decision comes first, progress
reaches its total, a stop ends it early, the figures survive JSON (bad JSON refused), a review kept
in a replay document is read back only for the very match it was made for, and a deal this code
cannot rebuild says so instead of crashing."""
import copy
import threading

import pytest

from game import clock, replay, review
from game.coach import LABELS
from game.review import Review, ReviewUnavailable
from tests.conftest import IDLE_STEP
from tests.review_deals import highest_bid_step, napoleon_bad_bid

pytestmark = pytest.mark.usefixtures("controlled_clock")   # AI budgets: the same work under any load


@pytest.fixture(scope="module")
def bad_bid():
    match = napoleon_bad_bid()
    seen = []
    with clock.using(clock.StepClock(IDLE_STEP)):   # module-wide: the controlled clock, not the fixture's
        result = review.review_deal(match, 0, 0, budget_s_total=3.0, progress=lambda d, t: seen.append((d, t)))
    return match, result, seen


@pytest.mark.slow
def test_the_highest_bid_made_at_once_is_ranked_first_and_clearly_worse(bad_bid):
    match, result, _ = bad_bid
    top = result.items[0]
    a = top.assessment
    print(f"{len(result.items)} decisions; first: step {top.step} {a.chosen} vs Hard's {a.best}:"
          f" {a.chosen_share:.2f} -> {a.best_share:.2f}, loss {a.loss:.2f}, z {a.z:.1f}")
    assert top.step == highest_bid_step(match)
    assert a.clearly_worse and a.best_share > a.chosen_share
    order = [(LABELS.index(i.label), -i.assessment.lost) for i in result.items if not i.assessment.agrees]
    assert order == sorted(order)          # worst label first, then by the chance to win given up


def test_progress_reaches_its_total_and_never_goes_back(bad_bid):
    _, result, seen = bad_bid
    print(f"progress reported {len(seen)} times, last {seen[-1]}")
    assert seen[-1][0] == seen[-1][1] >= len(result.items)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_a_stop_ends_the_review_early_and_incomplete():
    match = napoleon_bad_bid()
    stop = threading.Event()

    def progress(done, total):
        if done == 2:
            stop.set()

    result = review.review_deal(match, 0, 0, budget_s_total=3.0, progress=progress, stop=stop)
    print(f"stopped after {len(result.items)} of {len(review.decisions_of(match, 0, 0))} decisions")
    assert not result.complete and len(result.items) == 2


def test_a_review_survives_json_and_bad_json_is_refused(bad_bid):
    _, result, _ = bad_bid
    back = Review.from_json(result.to_json(), "napoleon")
    assert back.to_json() == result.to_json()
    good = result.to_json()
    bad = [None, [], {**good, "version": 2}, {**good, "version": True}, {**good, "items": {}},
           {**good, "deal": "0"}, {**good, "items": [{"step": -1}]}, {**good, "items": [{"step": 1, "assessment": 3}]},
           {**good, "items": good["items"][:1] * 2}]
    for data in bad:
        with pytest.raises(ValueError):
            Review.from_json(data, "napoleon")
    with pytest.raises(ValueError):
        Review.from_json(good, "tyrant")
    print(f"{len(bad) + 1} bad reviews refused")


def test_a_kept_review_is_read_back_only_for_its_own_match_deal_and_seat(bad_bid):
    match, result, _ = bad_bid
    doc = review.with_review(replay.to_json(match), result)
    again = review.cached(doc, replay.from_json(doc), 0, 0)
    assert again is not None and again.to_json() == result.to_json()
    assert review.cached(doc, match, 1, 0) is None
    other = napoleon_bad_bid("another deal")
    assert review.cached(doc, other, 0, 0) is None          # its steps are not that match's
    future = copy.deepcopy(doc)
    future["reviews"][0]["version"] = 99
    assert review.cached(future, match, 0, 0) is None


@pytest.mark.parametrize("garbage", [3, "x", {"a": 1}, [1, None, {"deal": 0, "seat": 0, "version": 1, "items": 7}]])
def test_a_garbage_reviews_key_is_ignored_and_the_replay_still_opens(bad_bid, garbage):
    match, result, _ = bad_bid
    doc = {**replay.to_json(match), "reviews": garbage}
    loaded = replay.from_json(doc)
    assert loaded.totals() == match.totals()
    assert review.cached(doc, loaded, 0, 0) is None
    kept = review.with_review(doc, result)
    assert review.cached(kept, loaded, 0, 0) is not None   # a new review replaces what was unreadable


def test_a_deal_that_cannot_be_rebuilt_is_unavailable_not_a_crash():
    doc = replay.to_json(napoleon_bad_bid())
    cases = {"unknown game": {**doc, "game": "no-such-game"},
             "actions that no longer replay": {**doc, "actions": list(reversed(doc["actions"]))},
             "a deal that is not there": doc}
    for what, source in cases.items():
        with pytest.raises(ReviewUnavailable) as caught:
            review.review_deal(source, 0, 5 if what.startswith("a deal") else 0, budget_s_total=0.5)
        print(f"{what}: {caught.value.reason}")


def test_rows_are_labelled_and_the_worst_mistakes_come_first():
    """The issue's deal: 33% -> 17% is a mistake and comes first; a 0% -> 0% row (a deal lost either
    way) is fine and comes after; a gap the estimate cannot tell from zero is "close" only once the
    row had the full budget (before that it is an inaccuracy to look at)."""
    from game.actions import Action
    from game.coach import Assessment
    from game.review import ReviewItem

    a, b = Action("play", value=1), Action("play", value=2)
    mistake = ReviewItem(5, Assessment(a, b, 0.17, 0.33, 0.4, 3.0, 80, share_z=3.1), full=True)
    lost_anyway = ReviewItem(2, Assessment(a, b, 0.0, 0.0, 0.02, 1.0, 80, share_z=0.0), full=True)
    inaccuracy = ReviewItem(9, Assessment(a, b, 0.40, 0.48, 0.1, 2.5, 80, share_z=2.4), full=True)
    noisy = ReviewItem(7, Assessment(a, b, 0.30, 0.40, 0.1, 0.8, 20, share_z=0.9), full=True)
    noisy_quick = ReviewItem(8, Assessment(a, b, 0.30, 0.40, 0.1, 0.8, 20, share_z=0.9))
    agreed = ReviewItem(1, Assessment(a, a, 0.5, 0.5))
    rows = Review(1, "napoleon", 0, 0, [lost_anyway, agreed, noisy, inaccuracy, noisy_quick, mistake])
    ranked = rows.ranked()
    print([(i.step, i.label) for i in ranked])
    assert [i.label for i in ranked] == ["mistake", "inaccuracy", "inaccuracy", "close", "fine", "fine"]
    assert ranked[0] is mistake and ranked[-1] is agreed and ranked[-2] is lost_anyway
    assert Review.from_json(rows.to_json(), "napoleon").to_json() == rows.to_json()


def test_tyrants_keep_is_one_decision_of_the_review_and_its_kept_review_reads_back():
    """The keep of 7 (one click a card) is reviewed whole: one decision holding every card kept, and
    a review holding it is read back from the replay document for its match."""
    import random

    from game.coach import assess
    from game.match import Match
    from game.review import ReviewItem
    from game.seats import Seat

    match = Match("tyrant", {}, [Seat("You", "human")] + [Seat(f"c{i}", "ai", "normal") for i in range(1, 4)], "rk")
    me, rng = match.rules.ai_player("normal"), random.Random(1)
    while not match.deal_over:
        seat = match.to_act()[0]
        match.play(seat, match.ai_choice(seat) if match.is_ai(seat) else me.choose(match.view(seat), match.legal(seat), rng))
    found = review.decisions_of(match, 0, 0)
    keep = found[0]
    kept_steps = [s for s in match.steps[:found[1].step] if s.seat == 0 and s.action.kind == "keep"]
    print(f"{len(found)} decisions; the keep holds {len(keep.chosen.cards)} cards ({len(kept_steps)} clicks)")
    assert keep.chosen.kind == "keep" and len(keep.chosen.cards) == len(kept_steps) >= 6
    assert not any(d.chosen.kind == "keep" and len(d.chosen.cards) == 1 for d in found[:1])
    verdict = assess(match.rules, keep.view, keep.legal, keep.chosen, random.Random(3), playouts=40)
    kept = Review(1, "tyrant", 0, 0, [ReviewItem(keep.step, verdict, full=True)])
    doc = review.with_review(replay.to_json(match), kept)
    again = review.cached(doc, replay.from_json(doc), 0, 0)
    assert again is not None and again.items[0].assessment.chosen == keep.chosen
