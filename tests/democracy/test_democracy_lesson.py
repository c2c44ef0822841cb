"""Democracy's guided lesson (engines/democracy/lesson.py): it plays its deal to the end doing what
each step asks, the deal is over when its last steps are shown, every topic a first game needs is
taught under a rule id the rules screen has, every text exists in both languages with the same
parameters, the learner acts often, and what the words say of the deal is true of it."""
from __future__ import annotations

import json
import re
from pathlib import Path

from game.lesson import LessonRun, lesson_for
from engines.democracy.lesson import LESSON

ROOT = Path(__file__).resolve().parents[2]
RULE_ID = re.compile(r"^([A-Z]\d{2}[a-z]?)(?= )")
TOPIC_RULES = {
    "choosing face down together": {"M05"},
    "the reveal": {"M05", "M06"},
    "who wins a play": {"M06", "M08", "M02"},
    "the voting pool": {"M04", "M05", "M07"},
    "the two Days": {"M04", "M09"},
    "scoring": {"M10", "M11", "M03"},
}


def strings(lang: str, name: str) -> dict[str, str]:
    return json.loads((ROOT / "assets" / "strings" / lang / name).read_text(encoding="utf-8"))


def rules_ids(lang: str) -> set[str]:
    """The ids the rules screen's paragraphs start with (as ui.scenes.rules.rule_ids reads them)."""
    table = strings(lang, "democracy_rules.json")
    return {m.group(1) for key, body in table.items() if key.endswith(".body")
            for paragraph in body.split("\n") for m in [RULE_ID.match(paragraph)] if m}


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


def test_the_last_steps_are_shown_with_the_deal_over():
    run = LessonRun(LESSON)
    over_at = [run.match.deal_over for _ in run.walk()]
    ending = [s.rule for s, over in zip(LESSON.steps, over_at) if over]
    assert over_at[-1] and {"M10", "M11"} <= set(ending)


def test_every_topic_M05_M06_M07_M09_M10_is_taught_with_one_of_its_rule_ids():
    taught = set(LESSON.rules_taught())
    assert set(LESSON.teaches) == set(TOPIC_RULES)
    missing = {topic: ids for topic, ids in TOPIC_RULES.items() if not ids & taught}
    print(f"\n[lesson] democracy topics: {len(TOPIC_RULES)}, rules taught: {sorted(taught)}")
    assert missing == {}


def test_every_rule_id_named_is_on_the_rules_screen_in_both_languages():
    taught = set(LESSON.rules_taught())
    for lang in ("en", "ja"):
        assert taught <= rules_ids(lang), taught - rules_ids(lang)


def test_every_text_exists_in_both_languages_with_the_same_params():
    en, ja = strings("en", "democracy_lesson.json"), strings("ja", "democracy_lesson.json")
    assert en.keys() == ja.keys()
    keys = {s.text for s in LESSON.steps} | {LESSON.title, "democracy.lesson.blurb"}
    assert keys <= en.keys() and keys == set(en), set(en) ^ keys
    params = re.compile(r"\{(\w+)\}")
    for key in en:
        assert set(params.findall(en[key])) == set(params.findall(ja[key])), key
        assert len(en[key]) <= 110 and len(ja[key]) <= 60, key
    for step in LESSON.steps:
        assert set(params.findall(en[step.text])) == set(step.params), step.text


def test_the_learner_acts_often_and_never_watches_twice_in_a_row():
    steps = LESSON.steps
    acting = [s for s in steps if s.do is not None or s.watch]
    assert len(acting) * 3 >= len(steps)
    assert not any(a.watch and b.watch for a, b in zip(steps, steps[1:]))
    watched = sum(s.watch for s in steps)
    print(f"\n[lesson] democracy: {len(steps)} steps, {len(acting)} learner actions, {watched} decisions watched")


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
