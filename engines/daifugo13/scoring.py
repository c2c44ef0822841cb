"""Scoring a finished deal of 13th-Floor Daifugo (D28–D31, D19 bomb-outs, D27 deadlock) and what
the next deal needs (D02: its leader is the worst scorer; the best is the oya)."""
from __future__ import annotations

from game.cards import codes
from game.engine import DealResult, ScoreLine

from engines.daifugo13.cards import card_number, hand_points, sorted_cards
from engines.daifugo13.state import State


def _labels(cards) -> str:
    return " ".join(c.label for c in sorted_cards(cards)) or "-"


def score(state: State) -> tuple[list[int], list[list[ScoreLine]]]:
    pub = state.pub
    n = pub.players
    scores = [0] * n
    lines: list[list[ScoreLine]] = [[] for _ in range(n)]
    for seat in range(n):
        if seat in pub.out:
            continue
        points = hand_points(state.hands[seat])  # D29
        scores[seat] = points
        lines[seat].append(ScoreLine("daifugo13.line.hand", points,
                                     {"cards": _labels(state.hands[seat]), "count": len(state.hands[seat])}))
    if pub.out_by_play:
        finisher = pub.out[0]
        if pub.uno_scoring:  # D31
            points = -sum(scores)
            lines[finisher].append(ScoreLine("daifugo13.line.uno", points, {}))
        else:  # D30
            total = sum(card_number(c) for c in pub.finishing)
            points = -10 * total
            lines[finisher].append(ScoreLine("daifugo13.line.finisher", points,
                                             {"cards": _labels(pub.finishing), "sum": total}))
        scores[finisher] = points
    else:
        for seat in pub.out:  # D19: emptied by a Queen Bomber, scores 0
            lines[seat].append(ScoreLine("daifugo13.line.bombed_out", 0, {}))
    return scores, lines


def first_clockwise(candidates: list[int], start: int, players: int) -> int:
    """D02 ruling: among tied seats, the first met going clockwise from `start` (itself first)."""
    for step in range(players):
        seat = (start + step) % players
        if seat in candidates:
            return seat
    raise ValueError("no candidate")


def result(state: State) -> DealResult:
    pub = state.pub
    n = pub.players
    scores, lines = score(state)
    if pub.out:
        winners = sorted(pub.out)
    else:
        low = min(scores)
        winners = [s for s in range(n) if scores[s] == low]
    worst = first_clockwise([s for s in range(n) if scores[s] == max(scores)], pub.first_leader, n)
    best = first_clockwise([s for s in range(n) if scores[s] == min(scores)], pub.first_leader, n)
    seats = [{
        "hand": codes(sorted_cards(state.hands[s])),
        "points": scores[s],
        "went_out": pub.out_by_play and s in pub.out,
        "bombed_out": not pub.out_by_play and s in pub.out,
        "deadlock": pub.deadlock,
    } for s in range(n)]
    details = {
        "seats": seats,
        "deadlock": pub.deadlock,
        "finisher": pub.out[0] if pub.out_by_play else None,
        "finishing_cards": codes(sorted_cards(pub.finishing)),
        "revolutions": pub.revolutions,
        "oya": pub.oya,
    }
    carry = {"worst": worst, "best": best, "leader": pub.first_leader}
    return DealResult(scores=scores, lines=lines, winners=winners, details=details, carry=carry)
