"""Helpers for the Tyrant tests: build a specific mid-game State from card codes (for the worked
examples of the rules file) and drive it with short calls."""
from __future__ import annotations

from game.actions import Action
from game.cards import Card, parse_card
from engines.tyrant import RULES, flow
from engines.tyrant.state import SUIT_ORDER, State, TrickPile


def cards(text: str) -> list[Card]:
    return [parse_card(c) for c in text.split()] if text else []


def pile(suit: str, number: int) -> tuple[Card, ...]:
    """Five stand-in cards of `suit` for a horizontal pile (decks 5+ so they clash with nothing)."""
    return tuple(Card(suit, r, 5 + number) for r in range(2, 7))


def build(players: int = 4, lead: str = "CK", row: str = "", lead_deck: str = "",
          plaza: dict | None = None, piles: dict | None = None, hands: dict | None = None,
          stocks: dict | None = None, chips: list | None = None, marker: int = 0,
          passed_last: list | None = None, trick: int = 1, aces: str = "",
          trick_piles: dict | None = None, start: bool = True) -> State:
    """A state in the play phase of `trick`: `lead` is the current (rightmost) lead card, `row` the
    face-up lead cards left of it, `plaza`/`hands`/`stocks` card codes per suit/seat, `piles`
    the number of horizontal piles per suit, `trick_piles` {seat: [(fame, "codes"), ...]}."""
    n = players
    plaza = plaza or {}
    piles = piles or {}
    hands = hands or {}
    stocks = stocks or {}
    ace_cards = cards(aces) or [Card(s, 1, 0) for s in SUIT_ORDER][:n]
    state = State(
        players=n, phase="play", trick=trick, marker=marker, turn=None, order_pos=0,
        aces=ace_cards, hands=[cards(hands.get(s, "")) for s in range(n)],
        stocks=[cards(stocks.get(s, "")) for s in range(n)], need=[0] * n,
        lead_deck=cards(lead_deck), lead_row=cards(row) + cards(lead),
        plaza={s: cards(plaza.get(s, "")) for s in SUIT_ORDER},
        piles={s: [pile(s, i) for i in range(piles.get(s, 0))] for s in SUIT_ORDER},
        chips=list(chips) if chips is not None else [5] * n, chips_spent=0, placed=[None] * n,
        played=[[] for _ in range(n)], face_up=[None] * n, acted=[False] * n,
        passed=[False] * n, passed_last=list(passed_last) if passed_last else [False] * n,
        hard_out=[False] * n, revealed=False, plaza_queue=[],
        trick_piles=[[TrickPile(parse_card(f), tuple(cards(c)))
                      for f, c in (trick_piles or {}).get(s, [])] for s in range(n)],
        removed_unseen=[], removed_seen=[], reveals=[], void=[set() for _ in range(n)],
    )
    if start:
        flow._begin_play(state, [])
    return state


def play(state: State, seat: int, codes: str, face: int | None = None, chips: str | None = None):
    """Seat plays `codes` (face = index of the face-up card when three), then places chips
    ("plaza:H:2" / "lead:1") or declines when it has chips. Returns all events."""
    events = RULES.apply(state, seat, Action("play", tuple(cards(codes)), face))
    if state.phase == "tyrant" and state.turn == seat:
        action = Action("chips", (), chips) if chips else Action("no_chips")
        events += RULES.apply(state, seat, action)
    return events


def pass_(state: State, seat: int):
    return RULES.apply(state, seat, Action("pass"))


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def reveal_powers(events) -> dict[int, int]:
    return {e.seat: e.value for e in events if e.kind == "reveal"}
