"""Bao Huang's scoring: place points (B17), team totals with the Emperor's double (B18),
rebellion (B19), the Emperor alone (B20) and declared alone (B21); the carry for tribute (B23);
the result of a finished deal and its notes."""
from __future__ import annotations

from game.engine import DealResult, ScoreLine

from engines.baohuang.state import EMPEROR, GUARD, PEASANT, PLACE_POINTS, PLAYERS, SOLO_DECLARED
def places(state) -> list[int]:
    """B17: by order of going out; the rest (one team) take the remaining places in seat order
    from the seat to act."""
    order = list(state.out_order)
    rest = [(state.turn + i) % PLAYERS for i in range(PLAYERS)]
    order += [s for s in rest if s not in order]
    place = [0] * PLAYERS
    for i, seat in enumerate(order):
        place[seat] = i + 1
    return place


# each line adds to the ones above it: a seat's lines sum to its score
TEAM_LINE = {EMPEROR: "baohuang.line.guard_place", GUARD: "baohuang.line.emperor_place",
             PEASANT: "baohuang.line.peasant_places"}


def score(state) -> DealResult:
    place = places(state)
    pts = [PLACE_POINTS[p - 1] for p in place]
    roles = [state.role_of(s) for s in range(PLAYERS)]
    lines = [[] for _ in range(PLAYERS)]
    emp = state.emperor
    if state.solo:                                                        # B20
        scores = [4 * pts[emp] if s == emp else -pts[emp] for s in range(PLAYERS)]
        for s in range(PLAYERS):
            if s == emp:
                lines[s].append(ScoreLine("baohuang.line.place", pts[s], {"place": place[s]}))
                lines[s].append(ScoreLine("baohuang.line.solo", scores[s] - pts[s]))
            else:
                lines[s].append(ScoreLine("baohuang.line.solo_peasant", scores[s],
                                          {"place": place[emp]}))
        if state.solo == SOLO_DECLARED:                                      # B21
            for s in range(PLAYERS):
                lines[s].append(ScoreLine("baohuang.line.declared", scores[s]))
            scores = [2 * x for x in scores]
    else:                                                                 # B18
        team_e = pts[emp] + pts[state.guard]
        scores = []
        for s in range(PLAYERS):
            total = team_e if roles[s] != PEASANT else -team_e
            lines[s].append(ScoreLine("baohuang.line.place", pts[s], {"place": place[s]}))
            lines[s].append(ScoreLine(TEAM_LINE[roles[s]], total - pts[s]))
            if s == emp:
                lines[s].append(ScoreLine("baohuang.line.emperor_double", total))
                total *= 2
            scores.append(total)
    if state.rebellion:                                                   # B19
        for s in range(PLAYERS):
            lines[s].append(ScoreLine("baohuang.line.rebellion", scores[s]))
        scores = [2 * x for x in scores]
    winners = [s for s in range(PLAYERS) if scores[s] > 0]
    totals = [a + b for a, b in zip(state.totals_before, scores)]
    details = {"roles": roles, "places": place, "rebellion": state.rebellion, "solo": state.solo}
    carry = {"roles": roles, "scores": list(scores), "solo": state.solo, "dealer": state.dealer,
             "deal_number": state.deal_number, "totals": totals}
    return DealResult(scores=scores, lines=lines, winners=winners, details=details, carry=carry)


def result(state) -> DealResult:
    """The finished deal's result (scored when play ended)."""
    if state.final is None:
        raise RuntimeError("the deal is not over")
    return state.final


def notes(deal: DealResult):
    d = deal.details
    out = []
    for seat in range(PLAYERS):
        out.append((seat, "baohuang.note.role_" + d["roles"][seat], {"place": d["places"][seat]}))
    if d.get("solo"):
        out.append((None, "baohuang.note.solo_" + d["solo"], {}))
    if d.get("rebellion"):
        out.append((None, "baohuang.note.rebellion", {}))
    return out
