"""Democracy's scoring at the end of a deal: captured points per suit (M03), tribe points for each
suit of 13+ (M10), Suit Sweep (M16, declared or not), High Stake (M13) and Bad Catch points (M12);
the score lines and notes shown at the results; the end of the match and its winners (M11)."""
from __future__ import annotations

from typing import Any

from game.cards import SUIT_SYMBOLS, SUITS, Card, codes, parse_cards
from game.engine import DealResult, ScoreLine

from engines.democracy.cards import ORDER, POINTS, TRIBE_THRESHOLD, is_bad_catch
from engines.democracy.state import DemocracyState

DEFAULT_TARGET = 5   # M11 Ruling


def suit_points(pile: list[Card] | tuple[Card, ...]) -> dict[str, int]:
    """M10: captured points per suit (jokers count for no suit)."""
    out = {s: 0 for s in SUITS}
    for card in pile:
        if card.suit in out:
            out[card.suit] += POINTS[card.rank]
    return out


def swept(pile: list[Card] | tuple[Card, ...], suit: str) -> bool:
    """M16: every card of the suit (all 12) captured."""
    return sum(1 for c in pile if c.suit == suit) == len(ORDER)


def high_stake_seats(state: DemocracyState) -> list[int]:
    """M13: a Day-1 Bad Catch hand that played on (a claim would have redealt it). Ruling: with
    the High Stake option this holds whether or not the Bad Catch option is on."""
    if not state.options["high_stake"]:
        return []
    return [s for s in range(state.players) if is_bad_catch(state.day1_hands[s])]


def suit_value(pile, suit: str, options: dict[str, Any], declared: str | None,
               stake: int) -> tuple[int, str]:
    """Tribe points of one suit for one seat and the line key that explains them."""
    pts = suit_points(pile)[suit]
    sweep = options["suit_sweep"] and swept(pile, suit)
    if options["suit_sweep"] and options["suit_sweep_declared"] and declared is not None:
        if suit in declared:
            return (2 * stake, "democracy.line.sweep") if sweep else (0, "democracy.line.sweep_failed")
        sweep = False        # Ruling: an undeclared sweep scores as a plain 13+ suit
    if sweep:
        return 2 * stake, "democracy.line.sweep"
    if pts >= TRIBE_THRESHOLD:
        return stake, "democracy.line.suit"
    return 0, ""


def result(state: DemocracyState) -> DealResult:
    """The deal's result, worked out when it ended."""
    if state.final is None:
        raise RuntimeError("the deal is not over")
    return state.final


def match_over(options: dict[str, Any], deal_results: list[DealResult], totals: list[int]) -> bool:
    """M11: someone has reached the target at the end of a deal and the highest total is not
    shared (a tie plays another deal, Ruling)."""
    if not deal_results:
        return False
    best = max(totals)
    return best >= int(options.get("target", DEFAULT_TARGET)) and totals.count(best) == 1


def match_winners(totals: list[int]) -> list[int]:
    """M11: the highest total wins (unique once `match_over` is true)."""
    best = max(totals)
    return [s for s, t in enumerate(totals) if t == best]


def score(state: DemocracyState) -> DealResult:
    """M10, M12, M13, M16: each seat's tribe points of the deal with their lines; the details the
    results screen shows and the carry to the next deal (dealer, match totals)."""
    n = state.players
    stakes = set(high_stake_seats(state))
    k = int(state.options["high_stake_points"])
    scores, lines = [], []
    for seat in range(n):
        pile = state.captured[seat]
        pts = suit_points(pile)
        declared = state.declared[seat] if state.declared is not None else None
        stake = k if seat in stakes else 1
        seat_lines: list[ScoreLine] = []
        for suit in SUITS:
            value, key = suit_value(pile, suit, state.options, declared, stake)
            if key:
                seat_lines.append(ScoreLine(key, value, {"suit": SUIT_SYMBOLS[suit],
                                                         "points": pts[suit]}))
        if state.bad_catch_points[seat]:
            seat_lines.append(ScoreLine("democracy.line.bad_catch", state.bad_catch_points[seat],
                                        {"count": state.bad_catch_points[seat]}))
        if not seat_lines:
            seat_lines.append(ScoreLine("democracy.line.none", 0))
        scores.append(sum(line.points for line in seat_lines))
        lines.append(seat_lines)
    totals = [t + s for t, s in zip(state.totals_before, scores)]
    best = max(scores)
    details = {
        "suit_points": [[suit_points(state.captured[s])[x] for x in SUITS] for s in range(n)],
        "captured": [codes(state.captured[s]) for s in range(n)],
        "high_stake": {str(s): codes(state.day1_hands[s]) for s in sorted(stakes)},
        "high_stake_points": k,
        "bad_catch": [[s, codes(hand)] for s, hand in state.bad_catch_claims],
        "declared": list(state.declared) if state.declared is not None else None,
        "dealer": state.dealer,
        "totals": totals,
        "target": int(state.options["target"]),
    }
    return DealResult(scores=scores, lines=lines,
                      winners=[s for s in range(n) if best > 0 and scores[s] == best],
                      details=details, carry={"dealer": state.dealer, "totals": totals})


def notes(result: DealResult) -> list[tuple[int | None, str, dict[str, Any]]]:
    details = result.details
    out: list[tuple[int | None, str, dict[str, Any]]] = []
    for seat, hand in details.get("bad_catch", []):
        out.append((seat, "democracy.note.bad_catch", {"cards": _labels(hand)}))
    for seat, hand in details.get("high_stake", {}).items():
        out.append((int(seat), "democracy.note.high_stake",
                    {"cards": _labels(hand), "times": details.get("high_stake_points", 2)}))
    declared = details.get("declared")
    if declared is not None:
        for seat, suits in enumerate(declared):
            if suits:
                out.append((seat, "democracy.note.declared",
                            {"suits": " ".join(SUIT_SYMBOLS[s] for s in suits)}))
    out.append((None, "democracy.note.totals",
                {"totals": " / ".join(str(t) for t in details.get("totals", [])),
                 "target": details.get("target", 0)}))
    return out


def _labels(hand) -> str:
    return " ".join(c.label for c in parse_cards(hand) if c is not None)
