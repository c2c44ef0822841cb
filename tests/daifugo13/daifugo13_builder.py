"""Helpers for 13th-Floor Daifugo tests: build a state from card codes (every card not placed goes
to the set-aside cards, so the 54 cards stay accounted for), run actions, read events."""
from __future__ import annotations

from game.actions import Action
from game.cards import parse_card, standard_deck

from engines.daifugo13 import RULES
from engines.daifugo13.combos import reading_for
from engines.daifugo13.storm import refresh_storm_holder
from engines.daifugo13.state import Played, Public, State


def cards(text: str) -> tuple:
    return tuple(parse_card(code) for code in text.split())


def make_state(hands: list[str], *, turn: int = 0, table: list[tuple[int, str, str | None]] = (),
               pile: str = "", direction: int = 1, revolutions: int = 0, eleven_back: int = 0,
               pending_revolutions: int | None = None, uno: bool = False, last_leader: int | None = None,
               lead_streak: int = 0) -> State:
    players = len(hands)
    hand_cards = [list(cards(h)) for h in hands]
    pile_cards = list(cards(pile))
    plays = [Played(seat, cards(text), reading_for(cards(text), value)) for seat, text, value in table]
    used = [c for h in hand_cards for c in h] + pile_cards + [c for p in plays for c in p.cards]
    assert len(set(used)) == len(used), "a card is placed twice"
    aside = [c for c in standard_deck(jokers=2) if c not in set(used)]
    if pending_revolutions is None:
        pending_revolutions = sum(1 for p in plays if p.combo.counts_revolution())
    pub = Public(players=players, uno_scoring=uno, turn=turn, direction=direction, table=plays,
                 discard_counts=[0] * players, outflows=[0] * players, revolutions=revolutions,
                 eleven_back=eleven_back, pending_revolutions=pending_revolutions,
                 last_player=plays[-1].seat if plays else None, last_leader=last_leader,
                 lead_streak=lead_streak)
    state = State(pub=pub, hands=hand_cards, pile=pile_cards, aside=aside,
                  discards=[[] for _ in range(players)], drawn=[[] for _ in range(players)])
    refresh_storm_holder(state)
    return state


def play(state: State, seat: int, text: str, value: str | None = None):
    return RULES.apply(state, seat, Action("play", cards(text), value))


def act(state: State, seat: int, kind: str, text: str = "", value=None):
    return RULES.apply(state, seat, Action(kind, cards(text) if text else (), value))


def effect_keys(events) -> list[str]:
    return [e.value for e in events if e.kind == "effect"]


def hand_codes(state: State, seat: int) -> set[str]:
    return {c.code for c in state.hands[seat]}
