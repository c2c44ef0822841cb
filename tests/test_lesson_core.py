"""The lesson walker (game/lesson.py) on a small made-up lesson: reading steps wait for Next,
action steps accept only the asked action, watch steps play the learner's decisions, resuming
redoes the same deal, and a script out of step with its deal is reported, not played."""
import pytest

from game.lesson import Lesson, LessonBroken, LessonRun, LessonStep, action_code


def first_decision_code(seed: str) -> str:
    run = LessonRun(Lesson("tyrant", seed, 3, (LessonStep("x"),)))
    return action_code(run.match.legal(0)[0])


def sample(seed="core") -> Lesson:
    return Lesson("tyrant", seed, 3, (
        LessonStep("read"),
        LessonStep("act", do=first_decision_code(seed)),
        LessonStep("watch", watch=4),
        LessonStep("end"),
    ))


def test_a_lesson_walks_to_its_end_doing_what_each_step_asks():
    run = LessonRun(sample())
    shown = run.finish()
    assert [s.text for s in shown] == ["read", "act", "watch", "end"]
    assert run.finished and len(run.match.steps) >= 5


def test_only_the_asked_action_is_taken():
    run = LessonRun(sample())
    run.next()
    asked = run.asked_action()
    others = [a for a in run.match.legal(0) if action_code(a) != action_code(asked)]
    before = len(run.match.steps)
    if others:
        assert run.try_action(others[0]) is False
        assert len(run.match.steps) == before and run.index == 1
    assert run.try_action(asked) is True and run.index == 2


def test_resuming_replays_the_same_deal():
    whole = LessonRun(sample())
    whole.fast_forward(3)
    again = LessonRun(sample())
    again.fast_forward(3)
    assert [s.to_json() for s in whole.match.steps] == [s.to_json() for s in again.match.steps]
    assert whole.index == again.index == 3


def test_a_script_asking_for_an_impossible_action_is_reported():
    lesson = Lesson("tyrant", "core", 3, (LessonStep("act", do="play:XX"),))
    with pytest.raises(LessonBroken):
        LessonRun(lesson).finish()


def test_a_set_clicked_in_another_order_is_the_asked_set():
    from game.actions import Action
    from game.lesson import parse_code, same_choice
    from game.registry import load

    rules = load("daifugo13")
    asked = parse_code("play:H4,S4=group:4")
    assert asked == Action("play", asked.cards, "group:4")
    flipped = Action("play", tuple(reversed(asked.cards)), "group:4")
    assert same_choice(rules, flipped, asked)
    assert not same_choice(rules, Action("play", asked.cards[:1], "group:4"), asked)
    tyrant = load("tyrant")
    three = parse_code("play:S2/1,D5,C3=0")
    reordered = Action("play", (three.cards[1], three.cards[0], three.cards[2]), 1)
    assert same_choice(tyrant, reordered, three)             # the same card face up
    assert not same_choice(tyrant, Action("play", three.cards, 1), three)


def test_a_card_the_game_counts_alike_still_fits_the_asked_move():
    from game.actions import Action
    from game.lesson import card_fits, parse_code
    from game.registry import load

    tyrant, daifugo = load("tyrant"), load("daifugo13")
    asked = parse_code("play:D8,D3")
    other_diamond, heart = parse_code("play:D5").cards[0], parse_code("play:H5").cards[0]
    assert card_fits(tyrant, asked.cards[0], asked)
    assert card_fits(tyrant, other_diamond, asked), "in Tyrant cards of a suit are alike (choice_key)"
    assert not card_fits(tyrant, heart, asked)
    pair = parse_code("play:H4,S4=group:4")
    assert card_fits(daifugo, pair.cards[1], pair)
    assert not card_fits(daifugo, parse_code("play:D4").cards[0], pair), "elsewhere a card is itself"
    assert isinstance(asked, Action)
