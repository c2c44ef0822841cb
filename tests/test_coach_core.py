"""The coach's judgement (game/coach.py): an absurd bid is called clearly worse with Hard's
choice beside it, Hard's own choice is never called worse, figures survive the replay file's JSON,
and a decision with one legal action is not weighed."""
import random

import pytest

from game.actions import Action
from game.coach import Assessment, assess, worth_assessing
from game.lesson import action_code
from game.match import Match
from game.seats import Seat

pytestmark = pytest.mark.usefixtures("controlled_clock")   # AI budgets: the same work under any load


def napoleon_first_bid():
    match = Match("napoleon", {}, [Seat("a", "ai", "normal") for _ in range(5)], "coach-core")
    seat = match.to_act()[0]
    return match, seat, match.view(seat), match.legal(seat)


def test_an_absurd_bid_is_clearly_worse_than_hards_choice():
    match, seat, view, legal = napoleon_first_bid()
    highest = max((a for a in legal if a.kind == "bid"), key=lambda a: int(str(a.value)[1:]))
    verdict = assess(match.rules, view, legal, highest, random.Random(3), budget_s=1.0)
    print(f"{highest} vs {verdict.best}: {verdict.chosen_share:.2f} vs {verdict.best_share:.2f},"
          f" z={verdict.z:.1f} on {verdict.worlds} worlds")
    assert not verdict.agrees and verdict.clearly_worse
    assert verdict.best_share > verdict.chosen_share


def test_hards_own_choice_is_never_called_worse():
    match, seat, view, legal = napoleon_first_bid()
    hard = match.rules.ai_player("hard")
    hard.budget_s, hard.max_playouts = 1e9, 110      # playout counts, not the clock: a busy machine says the same
    best = hard.choose(view, legal, random.Random(5))
    verdict = assess(match.rules, view, legal, best, random.Random(5), playouts=200)
    assert verdict.agrees and not verdict.clearly_worse and verdict.loss == 0.0


def test_an_assessment_survives_json_and_bad_json_is_refused():
    match, seat, view, legal = napoleon_first_bid()
    verdict = assess(match.rules, view, legal, legal[-1], random.Random(1), budget_s=0.3)
    back = Assessment.from_json(verdict.to_json())
    assert action_code(back.best) == action_code(verdict.best)
    assert back.to_json() == verdict.to_json()
    for bad in (None, [], {"chosen": {"kind": "pass"}}, {**verdict.to_json(), "z": "x"}):
        with pytest.raises(ValueError):
            Assessment.from_json(bad)


def test_one_legal_action_is_not_weighed():
    match, seat, view, legal = napoleon_first_bid()
    assert worth_assessing(match.rules, view, legal)
    assert not worth_assessing(match.rules, view, legal[:1])
    assert assess(match.rules, view, legal[:1], legal[0], random.Random(0)).only_choice


def tyrant_keep():
    match = Match("tyrant", {}, [Seat("You", "human")] + [Seat(f"c{i}", "ai", "normal") for i in range(1, 4)], "keep")
    seat = 0
    while 0 not in match.to_act():
        s = match.to_act()[0]
        match.play(s, match.ai_choice(s))
    return match, match.view(seat), match.legal(seat)


def test_tyrants_keep_is_weighed_whole_against_the_hints_proposal():
    from game.coach import whole_decision

    match, view, legal = tyrant_keep()
    assert worth_assessing(match.rules, view, legal) and whole_decision(match.rules, view, legal)
    proposal, _ = match.rules.whole_hint(view, legal)
    lead = view.lead_row[-1].suit if view.lead_row else None
    # a keep a newcomer might make: the other suits first, the lead suit last
    stock = sorted(view.stock, key=lambda c: (c.suit == lead, c.rank))
    chosen = Action("keep", tuple(stock[:len(proposal.cards)]))
    verdict = assess(match.rules, view, legal, chosen, random.Random(2), playouts=240)
    print(f"keep {[str(c) for c in chosen.cards]} vs {[str(c) for c in proposal.cards]}:"
          f" {verdict.chosen_share:.2f} vs {verdict.best_share:.2f}, z {verdict.gap_z:.1f} on {verdict.worlds} worlds")
    assert not verdict.agrees and len(verdict.best.cards) == len(chosen.cards) == 7
    assert verdict.worlds >= 50 and verdict.share_z is not None
    same = assess(match.rules, view, legal, Action("keep", proposal.cards), random.Random(2), playouts=240)
    assert same.agrees and not same.clearly_worse
    back = Assessment.from_json(verdict.to_json())
    assert back.to_json() == verdict.to_json()


def test_the_coach_speaks_up_only_when_even_the_gaps_lower_bound_is_clear():
    """The blunder benchmark: a short look overestimates a gap of a few points now and then (7% of
    Tyrant's and Daifugo13's near-equal moves were beyond z 1.5). The review still names such a
    move (clearly worse), but the coach's note waits for a gap whose lower bound, NOTE_Z standard
    errors down, is itself CLEAR_SHARE; a value-only gap the same way with CLEAR_VALUE."""
    from game.coach import CLEAR_SHARE, NOTE_Z, lower_bound

    a, b = Action("pass"), Action("bid", value="S12")
    overestimated = Assessment(a, b, 0.30, 0.40, 0.05, 1.8, 80, share_z=1.8)     # 10 points, 1.8 SE
    assert overestimated.clearly_worse and overestimated.label == "inaccuracy"
    assert not overestimated.worth_a_note
    blunder = Assessment(a, b, 0.10, 0.40, 0.35, 4.0, 80, share_z=4.0)           # 30 points, 4 SE
    assert blunder.worth_a_note and blunder.label == "mistake"
    assert lower_bound(0.30, 4.0) == pytest.approx(0.30 - NOTE_Z * 0.075)
    assert lower_bound(0.30, 4.0) >= CLEAR_SHARE > lower_bound(0.10, 1.8)
    points = Assessment(a, b, 0.40, 0.40, 0.20, 5.0, 80, share_z=0.0)            # as likely to win, 20 points of result
    assert points.worth_a_note
    assert not Assessment(a, a, 0.1, 0.9, 1.0, 9.0, 80).worth_a_note                # Hard's own move
    assert lower_bound(0.2, float("inf")) == 0.2 and lower_bound(0.2, 0.0) == float("-inf")


def test_a_move_exactly_on_a_threshold_is_judged_alike_by_the_coach_and_the_labeller():
    """7 against 4 deals won in 20 worlds gives up 0.15 of the chance to win: the labeller's figure
    (one division of the wins' difference) and the coach's (the difference of the two shares a
    file keeps) are the same number, so MISTAKE_SHARE and the labeller's BLUNDER_POINTS, both
    0.15, judge the move alike (the shares alone gave 0.1499999…, an "inaccuracy")."""
    from game.actions import Action
    from game.coach import MISTAKE_SHARE, Assessment, paired_gap
    from tools.label_blunders import BLUNDER_POINTS

    best_wins = [True] * 7 + [False] * 13
    chosen_wins = [True] * 4 + [False] * 16
    gap = paired_gap([1.0] * 20, [0.0] * 20, best_wins, chosen_wins)
    verdict = Assessment(Action("play", (), "a"), Action("play", (), "b"), gap.chosen_share, gap.best_share,
                         gap.value_lost, 9.0, gap.worlds, share_z=9.0)
    assert gap.best_share - gap.chosen_share < 0.15          # the float difference alone is under the line
    assert gap.lost == verdict.lost == 0.15 == MISTAKE_SHARE == BLUNDER_POINTS
    assert verdict.label == "mistake"
