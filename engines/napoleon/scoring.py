"""Scoring one Napoleon deal (N34–N38) into a DealResult with line-by-line breakdown, per-seat
details for the results screen and the replay, and the carry for the next deal (N11, N14); the
match's winners (N40)."""
from __future__ import annotations

from game.engine import DealResult, ScoreLine

from engines.napoleon.state import OVER, PLAYERS, NapoleonState

WIN_NAPOLEON, WIN_ADJUTANT, WIN_ALONE = 8, 4, 10                     # N35
BONUS = {18: (1, 1), 19: (2, 1), 20: (4, 2)}                          # N36 (Napoleon, adjutant)
BONUS_ALONE = {18: 2, 19: 4, 20: 8}                                   # N36 + ruling
ALLIES_WIN, ALLIES_WIN_ALONE = 4, 3                                   # N37
PENALTY_A = (8, 4, 12)                                                # N38a Napoleon, adjutant, alone
PENALTY_B = {15: 3, 16: 5, 17: 7, 18: 9, 19: 11, 20: 15}              # N38b


def role_of(state: NapoleonState, seat: int) -> str:
    if seat == state.napoleon:
        return "napoleon"
    if seat == state.adjutant:
        return "adjutant"
    return "ally"


def score_lines(bid: int, napoleon_side: int, alone: bool, role: str) -> list[ScoreLine]:
    """The score lines of one seat, from the bid, the Napoleon side's honours and the seat's role."""
    allies = 20 - napoleon_side
    won = napoleon_side >= bid                                                            # N34
    params = {"bid": bid, "honours": napoleon_side, "allies": allies}
    lines: list[ScoreLine] = []
    if won:
        if role == "napoleon":
            lines.append(ScoreLine("napoleon.line.win_alone" if alone else "napoleon.line.win",
                                   WIN_ALONE if alone else WIN_NAPOLEON, params))
            if napoleon_side in BONUS:
                points = BONUS_ALONE[napoleon_side] if alone else BONUS[napoleon_side][0]
                lines.append(ScoreLine("napoleon.line.bonus", points, params))
        elif role == "adjutant":
            lines.append(ScoreLine("napoleon.line.win_adjutant", WIN_ADJUTANT, params))
            if napoleon_side in BONUS:
                lines.append(ScoreLine("napoleon.line.bonus", BONUS[napoleon_side][1], params))
        else:
            lines.append(ScoreLine("napoleon.line.allies_lost", 0, params))
        return lines
    if role == "ally":
        lines.append(ScoreLine("napoleon.line.allies", ALLIES_WIN_ALONE if alone else ALLIES_WIN, params))
        return lines
    lines.append(ScoreLine("napoleon.line.lost", 0, params))
    if bid >= 14 and allies >= bid:                                                       # N38a
        if role == "napoleon":
            lines.append(ScoreLine("napoleon.line.penalty_a", -(PENALTY_A[2] if alone else PENALTY_A[0]), params))
        else:
            lines.append(ScoreLine("napoleon.line.penalty_a", -PENALTY_A[1], params))
    if bid >= 15 and role == "napoleon":                                                  # N38b
        lines.append(ScoreLine("napoleon.line.penalty_b", -PENALTY_B[bid], params))
    return lines


def deal_result(state: NapoleonState) -> DealResult:
    """`details`: "seats" (per seat: role napoleon/adjutant/ally, honours, honour_cards, lines,
    total), "dealer", "void_deals", "napoleon", "bid" ("S13"), "bid_count", "trump", "named",
    "named_where" (seat/napoleon/widow), "adjutant" (None: alone), "alone",
    "napoleon_side_honours", "allies_honours", "napoleon_side_won", "discards", "discards_owner".
    `winners`: the winning side. `carry`: {"dealer", "napoleon"} for N11 and N14."""
    nap, adj = state.napoleon, state.adjutant
    alone = adj is None
    honours = [len(t) for t in state.taken]
    side = honours[nap] + (0 if alone else honours[adj])
    won = side >= state.bid_count
    roles = [role_of(state, s) for s in range(PLAYERS)]
    lines = [score_lines(state.bid_count, side, alone, roles[s]) for s in range(PLAYERS)]
    scores = [sum(ln.points for ln in seat) for seat in lines]
    winners = [s for s in range(PLAYERS) if (roles[s] != "ally") == won]
    seats = [{
        "role": roles[s],
        "honours": honours[s],
        "honour_cards": [c.code for c in state.taken[s]],
        "lines": [ln.to_json() for ln in lines[s]],
        "total": scores[s],
    } for s in range(PLAYERS)]
    details = {
        "seats": seats,
        "dealer": state.dealer,
        "void_deals": state.void_deals,
        "napoleon": nap,
        "bid": f"{state.trump}{state.bid_count}",
        "bid_count": state.bid_count,
        "trump": state.trump,
        "named": state.named.code if state.named else None,
        "named_where": state.named_where,
        "adjutant": adj,
        "alone": alone,
        "napoleon_side_honours": side,
        "allies_honours": 20 - side,
        "napoleon_side_won": won,
        "discards": [c.code for c in state.discards],
        "discards_owner": state.discards_owner,
    }
    return DealResult(scores, lines, winners, details, {"dealer": state.dealer, "napoleon": nap})


def result(state: NapoleonState) -> DealResult:
    """The finished deal's result, worked out once (the last trick usually has)."""
    if state.phase != OVER:
        raise ValueError("the deal is not over")
    if state.final is None:
        state.final = deal_result(state)
    return state.final


def match_winners(totals: list[int]) -> list[int]:
    """N40: the highest total wins and ties share, even in a one-deal match."""
    best = max(totals)
    return [s for s, t in enumerate(totals) if t == best]
