"""What one Tyrant seat may see: `view(state, seat)` builds the `View` (rules file, "What each
player may see"); a spectator (seat None) gets only the public parts."""
from __future__ import annotations

from engines.tyrant.flow import to_act
from engines.tyrant.power import chips_on_places, plaza_value, suit_powers
from engines.tyrant.state import SUIT_ORDER, PlazaColumn, State, View


def view(state: State, seat: int | None) -> View:
    n = state.players
    chips_on = chips_on_places(state)
    powers = suit_powers(state) if state.lead_row else {s: plaza_value(state, s) for s in SUIT_ORDER}
    plaza = tuple(PlazaColumn(suit=s, vertical=tuple(state.plaza[s]),
                              piles=tuple(state.piles[s]), value=plaza_value(state, s),
                              chips=chips_on.get("plaza:" + s, 0), power=powers[s])
                  for s in SUIT_ORDER)
    played = []
    for s in range(n):
        cards = state.played[s]
        if state.revealed or s == seat:
            played.append(tuple(cards))
        else:
            played.append(_face_down_play(cards, state.face_up[s]))
    own = seat is not None
    last = state.reveals[-1] if state.reveals and (
        state.revealed or not any(state.played)) else None
    return View(
        seat=seat, players=n, phase=state.phase, trick=state.trick, to_act=to_act(state),
        turn=state.turn, marker=state.marker, lead_row=tuple(state.lead_row),
        lead_suit=state.lead_row[-1].suit if state.lead_row else None,
        lead_deck_size=len(state.lead_deck), plaza=plaza, chips=tuple(state.chips),
        chips_spent=state.chips_spent, placed=tuple(state.placed),
        chips_on_lead=chips_on.get("lead", 0), played=tuple(played),
        played_count=tuple(len(x) for x in state.played), face_up=tuple(state.face_up),
        acted=tuple(state.acted), passed=tuple(state.passed), passed_last=tuple(state.passed_last),
        hard_out=tuple(state.hard_out), revealed=state.revealed,
        plaza_queue=tuple(state.plaza_queue),
        trick_piles=tuple(tuple(p) for p in state.trick_piles),
        tricks_won=tuple(len(p) for p in state.trick_piles),
        hand_sizes=tuple(len(h) for h in state.hands),
        stock_sizes=tuple(len(s) for s in state.stocks), need=tuple(state.need),
        removed_seen=tuple(state.removed_seen), removed_unseen_count=len(state.removed_unseen),
        reveals=tuple(state.reveals), last_reveal=last,
        void=tuple(frozenset(v) for v in state.void),
        ace=state.aces[seat] if own else None,
        hand=tuple(state.hands[seat]) if own else None,
        stock=tuple(state.stocks[seat]) if own else None,
        options=tuple(sorted(state.options.items())),
    )


def _face_down_play(cards, up) -> tuple:
    """Another seat's played cards before the reveal: the face-down ones as None, then the face-up
    card (T13) last, as the events lay them out. Its place among the cards as played would tell
    something of the face-down ones (a play lists its cards suit by suit)."""
    hidden = tuple(None for c in cards if c != up)
    return hidden + ((up,) if up is not None and up in cards else ())
