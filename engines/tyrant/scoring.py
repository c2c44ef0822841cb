"""Tyrant end and scoring (T30–T37): owned cards, base points, suit and rank bonuses, the underdog
bonus, Monarchomachi (elimination of true tyrants) and the winner with its tie-breaks, as a
`game.engine.DealResult` with a line-by-line breakdown."""
from __future__ import annotations

from game.engine import DealResult, ScoreLine
from engines.tyrant.state import SUIT_ORDER, State

RANK_POINTS = {1: 0, 11: 1, 12: 2, 13: 3}                      # T32
SUIT_BONUS = {0: 0, 1: 0, 2: 2, 3: 4, 4: 6}                    # T33
RANK_BONUS = {0: 0, 1: 0, 2: 5, 3: 8, 4: 10}                   # T34
TYRANT_GAP = 10                                                # T36
RANK_ORDER = (1, 11, 12, 13)
SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_NAME = {1: "A", 11: "J", 12: "Q", 13: "K"}


def owned_cards(state: State, seat: int) -> list:
    """T31: the face-down ace and the fame card of every trick pile."""
    return [state.aces[seat]] + [p.fame for p in state.trick_piles[seat]]


def base_points(cards, chips: int) -> int:
    return sum(RANK_POINTS[c.rank] for c in cards) + chips


def suit_bonus(cards) -> int:
    suits = [c.suit for c in cards]
    return sum([SUIT_BONUS[suits.count(s)] for s in SUIT_ORDER])


def rank_bonus(cards) -> int:
    ranks = [c.rank for c in cards]
    return sum([RANK_BONUS[ranks.count(r)] for r in RANK_ORDER])


def underdog_bonus(tricks: list[int], plaza_piles: int) -> list[int]:
    """T35: the seats with the fewest tricks share 2 points per plaza pile, rounded down."""
    low = min(tricks)
    sharers = [s for s, t in enumerate(tricks) if t == low]
    each = (2 * plaza_piles) // len(sharers)
    return [each if s in sharers else 0 for s in range(len(tricks))]


def eliminated(totals: list[int]) -> list[bool]:
    """T36: a total at least 10 above the lowest is a true tyrant."""
    low = min(totals)
    return [t - low >= TYRANT_GAP for t in totals]


def pick_winner(totals: list[int], tricks: list[int], marker: int) -> tuple[int, str]:
    """T36–T37: (winner seat, deciding tie-break "score" | "tricks" | "marker")."""
    n = len(totals)
    out = eliminated(totals)
    alive = [s for s in range(n) if not out[s]]
    best = max(totals[s] for s in alive)
    tied = [s for s in alive if totals[s] == best]
    if len(tied) == 1:
        return tied[0], "score"
    most = max(tricks[s] for s in tied)
    tied = [s for s in tied if tricks[s] == most]
    if len(tied) == 1:
        return tied[0], "tricks"
    return min(tied, key=lambda s: (s - marker) % n), "marker"


def _label(card) -> str:
    return SYMBOL[card.suit] + RANK_NAME[card.rank]


def plaza_pile_count(state: State) -> int:
    return sum(len(state.piles[s]) for s in SUIT_ORDER)


def score(state: State) -> dict:
    """Every number of the final scoring, per seat and overall (JSON-able)."""
    n = state.players
    piles = plaza_pile_count(state)
    tricks = [len(state.trick_piles[s]) for s in range(n)]
    under = underdog_bonus(tricks, piles)
    seats = []
    for s in range(n):
        cards = owned_cards(state, s)
        base = base_points(cards, state.chips[s])
        sb, rb = suit_bonus(cards), rank_bonus(cards)
        seats.append({
            "owned": [c.code for c in cards], "labels": [_label(c) for c in cards],
            "chips": state.chips[s], "tricks": tricks[s], "base": base, "suit_bonus": sb,
            "rank_bonus": rb, "underdog": under[s], "total": base + sb + rb + under[s],
        })
    totals = [x["total"] for x in seats]
    out = eliminated(totals)
    low = min(totals)
    for s, x in enumerate(seats):
        x["eliminated"] = out[s]
        x["gap"] = totals[s] - low
    winner, tiebreak = pick_winner(totals, tricks, state.marker)
    return {"seats": seats, "winner": winner, "tiebreak": tiebreak, "plaza_piles": piles,
            "marker": state.marker, "lowest": low}


def final_winner(state: State) -> int:
    return score(state)["winner"]


def result(state: State) -> DealResult:
    details = score(state)
    lines = []
    for s, x in enumerate(details["seats"]):
        cards = owned_cards(state, s)
        suit_counts = " ".join(f"{SYMBOL[su]}{k}" for su in SUIT_ORDER
                               if (k := sum(1 for c in cards if c.suit == su)))
        rank_counts = " ".join(f"{RANK_NAME[r]}{k}" for r in RANK_ORDER
                               if (k := sum(1 for c in cards if c.rank == r)))
        lines.append([
            ScoreLine("tyrant.line.base", x["base"], {"cards": " ".join(x["labels"]),
                                                      "chips": x["chips"]}),
            ScoreLine("tyrant.line.suit_bonus", x["suit_bonus"], {"counts": suit_counts}),
            ScoreLine("tyrant.line.rank_bonus", x["rank_bonus"], {"counts": rank_counts}),
            ScoreLine("tyrant.line.underdog", x["underdog"], {"piles": details["plaza_piles"],
                                                              "tricks": x["tricks"]}),
        ])
    return DealResult(scores=[x["total"] for x in details["seats"]], lines=lines,
                      winners=[details["winner"]], details=details)


def notes(result: DealResult) -> list:
    """T36 eliminations with the gap above the lowest, and the T37 tie-break of the winner."""
    seats = result.details["seats"]
    out = [(s, "tyrant.eliminated", {"gap": x["gap"]}) for s, x in enumerate(seats) if x["eliminated"]]
    out.append((result.details["winner"], "tyrant.tiebreak." + result.details["tiebreak"], {}))
    return out
