"""Napoleon's guided lesson (engines/napoleon/lesson.py) played headlessly: it runs to its end with
the deal over at the last step, the learner is Napoleon with the scripted bid, each topic a first
game needs is taught by a step naming one of its rule ids, every id is in the rules text, every
text is in both languages with the same parameters, the numbers the end steps quote are the
deal's, and the learner stays busy (no two watch steps in a row)."""
import json
import re
from pathlib import Path

import pytest

from engines.napoleon.lesson import LESSON
from game.lesson import LessonRun, lesson_for

ROOT = Path(__file__).resolve().parents[2]
RULE_PARAGRAPH = re.compile(r"^([A-Z]\d{2}[a-z]?) ")

TOPIC_RULES = {
    "bidding": {"N13", "N16", "N17"},
    "naming the adjutant": {"N18"},
    "the widow and the discard": {"N21", "N22"},
    "the Mighty and the jacks": {"N09"},
    "following suit": {"N27"},
    "honours": {"N31", "N23"},
    "winning and losing the contract": {"N34", "N35", "N37"},
}


def strings(name: str, lang: str) -> dict[str, str]:
    return json.loads((ROOT / "assets" / "strings" / lang / name).read_text(encoding="utf-8"))


def rule_ids(lang: str) -> set[str]:
    """The ids that start a paragraph of the rules text the app shows."""
    bodies = [v for k, v in strings("napoleon_rules.json", lang).items() if k.endswith(".body")]
    return {m.group(1) for body in bodies for p in body.split("\n") for m in [RULE_PARAGRAPH.match(p)] if m}


@pytest.fixture(scope="module")
def walked():
    run = LessonRun(LESSON)
    shown = run.finish()
    return run, shown


def test_the_lesson_is_found_for_the_game():
    assert lesson_for("napoleon") is LESSON


def test_the_lesson_runs_to_its_end_with_the_deal_over(walked):
    run, shown = walked
    assert run.finished and run.match.deal_over
    assert [s.text for s in shown] == [s.text for s in LESSON.steps]
    print(f"napoleon lesson: {len(shown)} steps, {len(run.match.steps)} actions in the deal")


def test_N17_the_learner_wins_the_auction_with_the_scripted_bid(walked):
    run, _ = walked
    state = run.match.state
    last_bid = [s.do for s in LESSON.steps if s.do and s.do.startswith("bid=")][-1]
    assert state.napoleon == LESSON.human_seat
    assert f"bid={state.trump}{state.bid_count}" == last_bid
    assert state.void_deals == 0


def test_every_topic_is_taught_by_a_step_naming_its_rule():
    taught = set(LESSON.rules_taught())
    assert set(LESSON.teaches) == set(TOPIC_RULES)
    for topic, ids in TOPIC_RULES.items():
        assert taught & ids, f"{topic}: none of {sorted(ids)} is taught"


def test_every_rule_id_named_is_in_the_rules_text():
    named = set(LESSON.rules_taught())
    for lang in ("en", "ja"):
        assert named <= rule_ids(lang), named - rule_ids(lang)


def test_every_text_is_in_both_languages_with_the_same_params():
    en, ja = strings("napoleon_lesson.json", "en"), strings("napoleon_lesson.json", "ja")
    assert set(en) == set(ja)
    keys = {s.text for s in LESSON.steps} | {LESSON.title, "napoleon.lesson.blurb"}
    assert keys <= set(en), keys - set(en)
    for key in en:
        assert set(re.findall(r"{(\w+)}", en[key])) == set(re.findall(r"{(\w+)}", ja[key])), key
    for s in LESSON.steps:
        assert set(re.findall(r"{(\w+)}", en[s.text])) == set(s.params), s.text


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


def test_the_learner_stays_active():
    steps = LESSON.steps
    acting = [s for s in steps if s.do or s.watch]
    assert 3 * sum(1 for s in steps if s.do) >= len(steps)
    assert all(not (a.watch and b.watch) for a, b in zip(steps, steps[1:]))
    assert acting and steps[-1].waits_for_next
    print(f"napoleon lesson: {len(steps)} steps, {len(acting) - sum(1 for s in acting if s.watch)} actions, "
          f"{sum(1 for s in acting if s.watch)} watch steps")


def test_every_step_rings_a_zone_and_reading_steps_wait_for_next():
    assert all(s.zone for s in LESSON.steps)
    assert all(not (s.do and s.watch) for s in LESSON.steps)
