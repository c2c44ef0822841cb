"""Every game's guided lesson keeps the same promises (engines/<game>/lesson.py over game/lesson.py):
it walks headlessly to its end doing what each step asks, with the deal over when its last step is
shown; every topic it says a first game needs is taught by a step naming one of that topic's rule
ids; every rule id a step names is one the rules screen opens at, in both languages; every step's
words, the title and the one-line blurb exist in both languages with the same parameters, and the
step gives them all; the learner keeps busy (at least a third of the steps are their own moves or
decisions played before their eyes, never two watch steps in a row); every step but a first
welcome rings a zone."""
from __future__ import annotations

import string

import pytest

from game import i18n
from game.lesson import LessonRun, lesson_for
from game.registry import GAME_MODULES
from ui.scenes.rules import rule_ids

GAMES = list(GAME_MODULES)


def params_of(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.fixture(params=GAMES)
def lesson(request):
    found = lesson_for(request.param)
    assert found is not None, f"{request.param} has no lesson: every game gets one"
    assert found.game_id == request.param
    return found


def test_the_lesson_walks_to_its_end_with_the_deal_over_at_the_last_step(lesson):
    run = LessonRun(lesson)
    over_at = [run.match.deal_over for _ in run.walk()]
    assert run.finished and over_at[-1] and run.match.deal_over
    print(f"{lesson.game_id}: {len(over_at)} steps, {len(run.match.steps)} actions, "
          f"{sum(over_at)} steps after the deal's end")


def test_every_topic_is_taught_by_a_step_naming_one_of_its_rules(lesson):
    named = set(lesson.rules_taught())
    assert lesson.teaches, f"{lesson.game_id}: the lesson says nothing of what it teaches"
    missing = [topic for topic, ids in lesson.teaches if not named & set(ids)]
    assert missing == [], f"{lesson.game_id}: topics with no step: {missing}"
    print(f"{lesson.game_id}: {len(lesson.teaches)} topics, {len(named)} rule ids named")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_rule_id_named_is_one_the_rules_screen_opens_at(lesson, lang):
    shown = set(rule_ids(lesson.game_id, lang))
    assert set(lesson.rules_taught()) - shown == set()
    assert {rule for _, ids in lesson.teaches for rule in ids} - shown == set()


def test_every_text_is_in_both_languages_with_the_same_parameters(lesson):
    keys = [s.text for s in lesson.steps] + [lesson.title, f"{lesson.game_id}.lesson.blurb"]
    for key in keys:
        texts = {lang: i18n.table(lang).get(key) for lang in i18n.LANGUAGES}
        assert all(texts.values()), f"{key}: missing in {[l for l, t in texts.items() if not t]}"
        assert len({frozenset(params_of(t)) for t in texts.values()}) == 1, (key, texts)
    for step in lesson.steps:
        wanted = params_of(i18n.table("en")[step.text])
        assert wanted == set(step.params), (step.text, wanted, step.params)


def test_the_learner_keeps_busy_and_every_step_rings_a_zone(lesson):
    steps = lesson.steps
    busy = sum(1 for s in steps if s.do is not None or s.watch)
    assert 3 * busy >= len(steps), f"{lesson.game_id}: {busy} of {len(steps)} steps are the learner's"
    assert not any(a.watch and b.watch for a, b in zip(steps, steps[1:]))
    unringed = [s.text for s in steps[1:] if not s.zone]   # only a first word of welcome may ring nothing
    assert unringed == [], unringed
    print(f"{lesson.game_id}: {busy} of {len(steps)} steps are the learner's moves")
