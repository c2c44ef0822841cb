"""Undo in solo play (game/undo.py, Match.undo_last_human): for every game, a solo match with
random human moves is taken back wherever undo allows it; the position is the one before that
decision for every seat (canonical views, legal actions, the deal's events), and the same play again
gets the same AI answers (their random streams restored). Refused in pass-and-play, with nothing to
take back, and once the match is over; the count survives save and load. What undo may not cross
(a card the player had not seen, a scored deal) is tests/undo/test_undo_honest.py."""
from __future__ import annotations

import random

import pytest

from game import registry, replay, undo
from game.errors import UndoRefused
from game.match import Match
from game.seats import Seat
from game.views import canonical

GAMES = registry.available_games()
POINTS = (2, 5, 9)   # the human's decisions (with a choice) after which undo is tried, where it may be


def solo_match(game_id: str, seed: int = 11, level: str = "normal") -> Match:
    rules = registry.load(game_id)
    seats = [Seat("You", "human")] + [Seat(f"AI {i}", "ai", level) for i in range(1, rules.min_players)]
    return Match(game_id, {}, seats, seed)


def position(match: Match) -> tuple:
    """Everything a seat can see or do now: each seat's view (and the spectator's), the legal
    actions of every seat to act, the steps taken."""
    views = tuple(canonical(match.view(s)) for s in (*range(match.players), None))
    legal = tuple((s, tuple(canonical(a) for a in match.legal(s))) for s in match.to_act())
    return views, legal, tuple(canonical(s.action) for s in match.steps)


def deal_events(match: Match) -> list[str]:
    """The running deal's events as the human sees them, replayed from the seed."""
    seen: list[str] = []
    first = undo.deal_start(match)
    copy = undo.replayed(match, first)
    for step in match.steps[first:]:
        seen += [canonical(e.for_viewer(0)) for e in copy.play(step.seat, step.action)]
    return seen


def ai_answers(match: Match) -> list[tuple[int, str]]:
    """Let the AI seats play until the human must decide; what they played."""
    answers: list[tuple[int, str]] = []
    match.run_ai_until_human(lambda seat, events: answers.append((seat, canonical(match.steps[-1].action))))
    return answers


def next_human_turn(match: Match, log: list[str]) -> bool:
    """Play on (AI seats, next deals) until the human has a decision; False when the match ends."""
    while True:
        match.run_ai_until_human(lambda seat, events: log.extend(canonical(e.for_viewer(0)) for e in events))
        if not match.deal_over:
            return True
        if match.over:
            return False
        match.next_deal()
        log.clear()


@pytest.mark.parametrize("level", ["random", "easy"])   # AIs that draw on their random stream
@pytest.mark.parametrize("game_id", GAMES)
def test_undo_restores_the_position_and_the_ai_answers_the_same_way(game_id, level):
    match, pick, log = solo_match(game_id, level=level), random.Random(f"undo/{game_id}"), []
    decisions = tried = refused = 0
    while tried < len(POINTS) and next_human_turn(match, log):
        legal = match.legal(0)
        action = legal[pick.randrange(len(legal))]
        last = match.steps[-1] if match.steps else None
        goes_on = last is not None and (last.seat, last.deal, last.action.kind) == (0, match.deal_index, action.kind)
        if len(legal) < 2 or decisions < POINTS[tried] or goes_on:   # goes_on: part of the decision before
            decisions += len(legal) > 1
            log += [canonical(e.for_viewer(0)) for e in match.play(0, action)]
            continue
        decisions += 1
        before, events_before = position(match), list(log)
        match.play(0, action)
        first = ai_answers(match)
        if match.over:
            break
        if not undo.can_undo(match, 0):   # a card shown since, or the deal scored: it stands
            refused += 1
            if not match.deal_over:
                log[:] = deal_events(match)
            continue
        taken = match.undo_last_human(0)
        assert taken == 1 + len(first)
        assert position(match) == before
        assert deal_events(match) == events_before
        log += [canonical(e.for_viewer(0)) for e in match.play(0, action)]
        again = ai_answers(match)
        assert again == first, "the AI answered the same play differently after undo"
        log[:] = deal_events(match)
        tried += 1
    print(f"{game_id} ({level} AI): {tried} undos checked, {refused} refused, {match.undos_used} counted,"
          f" {len(match.steps)} steps")
    assert match.undos_used == tried
    # where every move shows a card to the table at once (Democracy's choices revealed together, a
    # trick game's cards played face up), undo is refused at every point it was tried
    assert tried >= 2 or (tried == 0 and refused >= 5), (tried, refused)


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_is_refused_with_nothing_to_take_back(game_id):
    match = solo_match(game_id)
    next_human_turn(match, [])
    if not any(s.seat == 0 for s in match.steps):
        with pytest.raises(UndoRefused) as refused:
            match.undo_last_human(0)
        assert refused.value.key == "ui.table.undo.none"
    assert not undo.can_undo(match, 0) or any(s.seat == 0 for s in match.steps)
    assert match.undos_used == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_is_refused_in_pass_and_play_and_for_an_ai_seat(game_id):
    rules = registry.load(game_id)
    seats = [Seat("A", "human"), Seat("B", "human")] + [Seat(f"AI {i}") for i in range(2, rules.min_players)]
    match = Match(game_id, {}, seats, 5)
    while not match.deal_over and len(match.steps) < 6:
        seat = match.to_act()[0]
        match.play(seat, match.legal(seat)[0])
    steps = len(match.steps)
    for seat in range(match.players):
        with pytest.raises(UndoRefused) as refused:
            match.undo_last_human(seat)
        assert refused.value.key == "ui.table.undo.not_solo"
        assert not undo.can_undo(match, seat)
    assert len(match.steps) == steps and match.undos_used == 0


def test_undo_is_refused_once_the_match_is_over():
    match = solo_match("tyrant")
    pick = random.Random(3)
    while next_human_turn(match, []):
        legal = match.legal(0)
        match.play(0, legal[pick.randrange(len(legal))])
    with pytest.raises(UndoRefused) as refused:
        match.undo_last_human(0)
    assert refused.value.key == "ui.table.undo.over" and not undo.can_undo(match, 0)


def test_a_forced_move_is_taken_back_with_the_decision_before_it():
    """A step where the human had one legal action is not a decision: undo goes back past it."""
    match = solo_match("daifugo13", seed=4)
    pick = random.Random(8)
    forced_after_choice = None
    while forced_after_choice is None and next_human_turn(match, []):
        legal = match.legal(0)
        if len(legal) == 1 and any(s.seat == 0 for s in match.steps[undo.deal_start(match):]):
            forced_after_choice = len(match.steps)
        match.play(0, legal[pick.randrange(len(legal))])
    assert forced_after_choice is not None, "no forced move in this match: pick another seed"
    point = undo.decisions(match, 0)[-1]
    assert point < forced_after_choice and match.steps[point].seat == 0


def test_the_undo_count_survives_save_and_load(tmp_path):
    match = solo_match("napoleon")
    next_human_turn(match, [])
    match.play(0, match.legal(0)[-1])
    match.undo_last_human(0)
    path = tmp_path / "save.json"
    replay.save(match, path)
    loaded = replay.load(path)
    assert loaded.undos_used == 1 and replay.to_json(loaded)["undos_used"] == 1
    assert [s.to_json() for s in loaded.steps] == [s.to_json() for s in match.steps]


def test_an_old_file_without_the_count_loads_with_none():
    match = solo_match("democracy")
    doc = replay.to_json(match)
    del doc["undos_used"]
    assert replay.from_json(doc, check_result=False).undos_used == 0
    doc["undos_used"] = "3"
    assert replay.from_json(doc, check_result=False).undos_used == 0


def test_cards_kept_at_once_are_taken_back_as_one_decision():
    """Tyrant's keep is one "keep" step per card, made together: undo takes them all back."""
    match = solo_match("tyrant", seed=2)
    next_human_turn(match, [])
    assert match.view(0).phase == "setup"
    before = position(match)
    first = len(match.steps)
    for _ in range(3):
        keep = next(a for a in match.legal(0) if a.kind == "keep")
        match.play(0, keep)
    kept = len(match.steps) - first
    assert kept == 3 and all(s.action.kind == "keep" for s in match.steps[first:])
    assert match.undo_last_human(0) == kept
    assert position(match) == before
