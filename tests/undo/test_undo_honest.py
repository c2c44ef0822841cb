"""Undo never gives the player knowledge they did not have when they made the decision it takes
back (game/undo.py): the probes of the attack that found undo to be a peek. A player who plays,
looks at what the table shows, and undoes must never have seen a card they had not seen at that
decision; the end of every deal is final in every game; a Democracy trick cannot be undone once
its face-down cards are revealed. What the player has seen is worked out here on its own path,
from the player's views and events as the deal is replayed, not from `Match.shown_at`."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game import registry, undo
from game.errors import UndoRefused
from game.match import Match
from game.seats import Seat
from game.views import cards_in

GAMES = registry.available_games()


def solo_match(game_id: str, seed: int | str) -> Match:
    rules = registry.load(game_id)
    seats = [Seat("You", "human")] + [Seat(f"AI {i}", "ai", "normal") for i in range(1, rules.min_players)]
    return Match(game_id, {}, seats, seed, deal_seeds=[])


class Sight:
    """What seat 0 has seen in the running deal, kept by the test as the deal is played: the
    cards in its views and its events (most copies at once) before each step of the deal, and
    after the last (`history[-1]`)."""

    def __init__(self, match: Match):
        self.match = match
        self.history = [Counter(cards_in(match.view(0)))]

    def saw(self, events) -> None:
        now = Counter(cards_in(self.match.view(0)))
        for event in events:
            now |= Counter(c for c in event.for_viewer(0).cards if c is not None)
        self.history.append(self.history[-1] | now)

    def before(self, step: int) -> Counter:
        return self.history[step - undo.deal_start(self.match)]

    def taken_back_to(self, step: int) -> None:
        del self.history[step - undo.deal_start(self.match) + 1:]


def play_a_human_move(match: Match, pick: random.Random) -> None:
    legal = match.legal(0)
    match.play(0, legal[pick.randrange(len(legal))])


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_never_shows_a_card_the_player_had_not_seen_at_the_decision(game_id):
    """The undo peek: at every turn of the player, in two solo matches against Normal AIs, undo is
    allowed exactly when nothing the player sees now was unseen when they made the decision it
    would take back; and every undo that goes through leaves them knowing no card more than then."""
    allowed = refused = 0
    for seed in range(2):
        match, pick = solo_match(game_id, f"peek/{game_id}/{seed}"), random.Random(seed)
        sight, undone = Sight(match), set()
        while not match.over:
            match.run_ai_until_human(lambda seat, events: sight.saw(events))
            if match.deal_over:
                if not match.over:
                    match.next_deal()
                    sight, undone = Sight(match), set()
                continue
            decisions = undo.decisions(match, 0)
            if decisions:
                at_decision = sight.before(decisions[-1])
                peek = bool(sight.history[-1] - at_decision)
                refusal = undo.refusal(match, 0)
                assert (refusal is not None and refusal.key == "ui.table.undo.revealed") == peek, \
                    f"step {len(match.steps)}: undo {'allowed' if refusal is None else refusal.key}, peek {peek}"
                if refusal is None and decisions[-1] not in undone:   # each decision taken back once
                    undone.add(decisions[-1])
                    allowed += 1
                    match.undo_last_human(0)
                    sight.taken_back_to(decisions[-1])
                    assert not Counter(cards_in(match.view(0))) - at_decision
                elif refusal is not None:
                    refused += 1
            legal = match.legal(0)
            sight.saw(match.play(0, legal[pick.randrange(len(legal))]))
    print(f"{game_id}: undo allowed {allowed} times, refused {refused} times for a card shown since")
    assert refused > 0


def test_a_democracy_trick_cannot_be_undone_after_its_reveal():
    """420 tricks: once the face-down cards are revealed, the choice that revealed them stands."""
    tricks = undone = 0
    seed = 0
    while tricks < 420:
        match, pick = solo_match("democracy", f"reveal/{seed}"), random.Random(seed)
        seed += 1
        while not match.over and tricks < 420:
            match.run_ai_until_human()
            if match.deal_over:
                if not match.over:
                    match.next_deal()
                continue
            legal = match.legal(0)
            events = match.play(0, legal[pick.randrange(len(legal))])
            if any(e.kind == "reveal" for e in events):
                tricks += 1
                try:
                    match.undo_last_human(0)
                    undone += 1
                except UndoRefused as exc:
                    assert exc.key in {"ui.table.undo.revealed", "ui.table.undo.scored", "ui.table.undo.over"}
    print(f"democracy: {undone} of {tricks} revealed tricks undone, over {seed} matches")
    assert undone == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_the_end_of_every_deal_is_final(game_id):
    """At every deal's end (results recorded, hands and discards shown) undo is refused and changes
    nothing, the last deal's too; the button's rule and Ctrl+Z's are the same (`undo.refusal`)."""
    ends = 0
    for seed in range(2):
        match, pick = solo_match(game_id, f"end/{game_id}/{seed}"), random.Random(seed)
        while True:
            match.run_ai_until_human()
            if not match.deal_over:
                play_a_human_move(match, pick)
                continue
            ends += 1
            steps, results = len(match.steps), len(match.deal_results)
            refusal = undo.refusal(match, 0)
            assert refusal is not None and refusal.key == ("ui.table.undo.over" if match.over else "ui.table.undo.scored")
            with pytest.raises(UndoRefused):
                match.undo_last_human(0)
            assert (len(match.steps), len(match.deal_results), match.undos_used) == (steps, results, 0)
            if match.over:
                break
            match.next_deal()
    print(f"{game_id}: {ends} deal ends, none taken back")
    assert ends >= 2
