"""The Tyrant game flow: whose decision it is, the legal actions (short lists, one representative
per suit pattern), and `apply` — validation first (T09, T12–T17, T27), then the state change and
the automatic parts: lead check (T11), return from pass (T12), hard passes (T17), judgement and
reveal (T18–T24), clean-up (T25–T29) and the end (T30).

Rulings made here (also in the in-game rules text):
- A loser who played several cards of one suit puts the FIRST of them (in the order played) into
  the plaza and hands the others to the winner (T26); ranks 2–10 are meaningless, so this choice
  never matters. With no winner (T27), a player whose played cards share one suit puts the first
  into the plaza automatically; otherwise the player chooses (PHASE_TO_PLAZA).
- Losers feed the plaza in turn order from the marker holder, each suit in the order first
  played; a column reaching 5 vertical cards turns into a pile at once (T28).
- The T17 hard pass is decided when the seat's turn comes: no hand and no chips.
"""
from __future__ import annotations

from game.actions import Action, Event
from game.validate import check_no_value, check_plain, check_shape
from engines.tyrant import events
from engines.tyrant.errors import must_follow, refuse
from engines.tyrant.events import CHIPS, KEEP, NO_CHIPS, PASS, PLAY, TO_PLAZA
from engines.tyrant.power import play_order, suit_powers, total_power, trick_winner
from engines.tyrant.scoring import final_winner
from engines.tyrant.state import (CHOOSING_PHASES, HAND_ON_RETURN, PHASE_OVER, PHASE_PLAY, PHASE_RETURN,
                                  PHASE_TO_PLAZA, PHASE_TYRANT, PILE_SIZE, SUIT_ORDER, TRICKS, Reveal,
                                  State, TrickPile)

PASS_ACTION = Action(PASS)
NO_CHIPS_ACTION = Action(NO_CHIPS)
_CARD_KINDS = frozenset((PLAY, KEEP, TO_PLAZA))
_SUIT_INDEX = {s: i for i, s in enumerate(SUIT_ORDER)}
_KEEP: dict = {}
_TO_PLAZA: dict = {}
_CHIPS_LISTS: dict = {}
_PATTERNS: dict = {}
_CHIP_PLACES = tuple("plaza:" + s for s in SUIT_ORDER) + ("lead",)
_COUNT_TEXTS = frozenset(str(n) for n in range(100))   # "2", never "02" or a non-ASCII digit


# ---- whose turn ----------------------------------------------------------------------------
def to_act(state: State) -> tuple[int, ...]:
    phase = state.phase
    if phase in CHOOSING_PHASES:
        return tuple(s for s, k in enumerate(state.need) if k)
    if phase == PHASE_OVER:
        return ()
    return (state.turn,)


def is_over(state: State) -> bool:
    return state.phase == PHASE_OVER


# ---- legal actions -------------------------------------------------------------------------
def _keep_action(card) -> Action:
    a = _KEEP.get(card)
    if a is None:
        a = _KEEP[card] = Action(KEEP, (card,))
    return a


def _to_plaza_action(card) -> Action:
    a = _TO_PLAZA.get(card)
    if a is None:
        a = _TO_PLAZA[card] = Action(TO_PLAZA, (card,))
    return a


def one_per_suit(cards) -> list:
    """The first card of each suit among `cards`, in their order."""
    seen: set = set()
    out = []
    for c in cards:
        if c.suit not in seen:
            seen.add(c.suit)
            out.append(c)
    return out


def chip_places(state: State) -> tuple[str, ...]:
    """T15: plaza columns holding at least one card (vertical or in a pile), and the lead card."""
    return tuple("plaza:" + s for s in SUIT_ORDER if state.plaza[s] or state.piles[s]) + ("lead",)


def _chips_actions(places: tuple[str, ...], chips: int) -> list[Action]:
    key = (places, chips)
    out = _CHIPS_LISTS.get(key)
    if out is None:
        out = [Action(CHIPS, (), f"{p}:{k}") for p in places for k in range(1, chips + 1)]
        out.append(NO_CHIPS_ACTION)
        _CHIPS_LISTS[key] = out
    return list(out)


def _patterns(counts: tuple[int, ...], lead: int) -> list[tuple[int, int, int, int, int | None]]:
    """Suit patterns of a legal play for a hand with `counts` cards per suit (capped at 3): how
    many cards of each suit (in SUIT_ORDER) and the face-up index (None below three cards)."""
    key = (counts, lead)
    out = _PATTERNS.get(key)
    if out is not None:
        return out
    out = []
    must = lead >= 0 and counts[lead] > 0
    for size in (1, 2, 3):
        for a in range(min(size, counts[0]) + 1):
            for b in range(min(size - a, counts[1]) + 1):
                for c in range(min(size - a - b, counts[2]) + 1):
                    d = size - a - b - c
                    if d > counts[3]:
                        continue
                    ks = (a, b, c, d)
                    if must and ks[lead] == 0:
                        continue
                    if size == 3:
                        out.extend((a, b, c, d, sum(ks[:i])) for i in range(4) if ks[i])
                    else:
                        out.append((a, b, c, d, None))
    _PATTERNS[key] = out
    return out


def play_actions(hand, lead_suit: str | None) -> list[Action]:
    """One play per suit pattern (and face-up suit): the first cards of each suit in hand."""
    by_suit: list[list] = [[], [], [], []]
    index = _SUIT_INDEX
    for c in hand:
        by_suit[index[c.suit]].append(c)
    s0, s1, s2, s3 = (tuple(x) for x in by_suit)
    counts = (min(3, len(s0)), min(3, len(s1)), min(3, len(s2)), min(3, len(s3)))
    lead = index[lead_suit] if lead_suit else -1
    return [Action(PLAY, s0[:a] + s1[:b] + s2[:c] + s3[:d], face)
            for a, b, c, d, face in _patterns(counts, lead)]


def legal_actions(state: State, seat: int) -> list[Action]:
    phase = state.phase
    if phase in CHOOSING_PHASES:
        if not state.need[seat]:
            return []
        return [_keep_action(c) for c in one_per_suit(state.stocks[seat])]
    if phase == PHASE_OVER or seat != state.turn:
        return []
    if phase == PHASE_PLAY:
        hand = state.hands[seat]
        if not hand:
            return [PASS_ACTION]
        out = play_actions(hand, state.lead_row[-1].suit)
        if state.chips[seat] and not state.passed_last[seat]:
            out.append(PASS_ACTION)
        return out
    if phase == PHASE_TYRANT:
        return _chips_actions(chip_places(state), state.chips[seat])
    # to_plaza
    return [_to_plaza_action(c) for c in one_per_suit(state.played[seat])]


# ---- validation ----------------------------------------------------------------------------
def _check(state: State, seat: int, action: Action) -> None:
    """Raise IllegalAction if `action` is not legal now; never changes anything."""
    phase = state.phase
    kind = action.kind
    if phase == PHASE_OVER:
        raise refuse("tyrant.err.game_over")
    if phase in CHOOSING_PHASES:
        if kind != KEEP:
            raise refuse("tyrant.err.unexpected_action")
        if not (0 <= seat < state.players) or not state.need[seat]:
            raise refuse("tyrant.err.done_choosing")
        if len(action.cards) != 1:
            raise refuse("tyrant.err.keep_one")
        if action.cards[0] not in state.stocks[seat]:
            raise refuse("tyrant.err.not_in_stock", card=action.cards[0].label)
        check_no_value(action)
        return
    if seat != state.turn:
        raise refuse("tyrant.err.not_your_turn")
    if phase == PHASE_PLAY:
        if kind == PASS:
            if not state.chips[seat]:
                raise refuse("tyrant.err.no_chips_to_pass")
            if state.passed_last[seat] and state.hands[seat]:
                raise refuse("tyrant.err.consecutive_pass")
            check_plain(action)
            return
        if kind != PLAY:
            raise refuse("tyrant.err.unexpected_action")
        _check_play(state, seat, action)
        return
    if phase == PHASE_TYRANT:
        if kind == NO_CHIPS and not action.cards and action.value is None:
            return
        if kind != CHIPS or action.cards:
            raise refuse("tyrant.err.unexpected_action")
        parse_chips(state, seat, action.value)
        return
    # to_plaza
    if kind != TO_PLAZA:
        raise refuse("tyrant.err.unexpected_action")
    if len(action.cards) != 1:
        raise refuse("tyrant.err.keep_one")
    if action.cards[0] not in state.played[seat]:
        raise refuse("tyrant.err.not_played", card=action.cards[0].label)
    check_no_value(action)


def _check_play(state: State, seat: int, action: Action) -> None:
    hand = state.hands[seat]
    cards = action.cards
    if not hand:
        raise refuse("tyrant.err.empty_hand")
    if not 1 <= len(cards) <= 3:
        raise refuse("tyrant.err.play_count")
    if len(set(cards)) != len(cards):
        raise refuse("tyrant.err.duplicate_card")
    for c in cards:
        if c not in hand:
            raise refuse("tyrant.err.not_in_hand", card=getattr(c, "label", str(c)))
    lead_suit = state.lead_row[-1].suit
    if any(c.suit == lead_suit for c in hand) and not any(c.suit == lead_suit for c in cards):
        raise must_follow(lead_suit)
    value = action.value
    if len(cards) == 3:
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 2:
            raise refuse("tyrant.err.face_up_needed")
    elif value is not None:
        raise refuse("tyrant.err.face_up_only_three")


def parse_chips(state: State, seat: int, value) -> tuple[str, int]:
    """"plaza:H:2" / "lead:1" → (place, count), checked against T15; raises IllegalAction."""
    if not isinstance(value, str):
        raise refuse("tyrant.err.chips_malformed")
    place, _, count_text = value.rpartition(":")
    if place not in _CHIP_PLACES or count_text not in _COUNT_TEXTS:
        raise refuse("tyrant.err.chips_malformed")
    if place != "lead":
        suit = place[6:]
        if not (state.plaza[suit] or state.piles[suit]):
            raise refuse("tyrant.err.chips_place")
    count = int(count_text)
    if not 1 <= count <= state.chips[seat]:
        raise refuse("tyrant.err.chips_count", chips=state.chips[seat])
    return place, count


# ---- choice keys ---------------------------------------------------------------------------
def choice_key(action: Action):
    """`legal_actions` lists one play per suit pattern (and face-up suit) and one keep or
    to-plaza card per suit: cards of one suit are alike (T08-T10), so the key of a card
    choice is its suits, and for three cards the suit of the one face up."""
    if action.kind not in _CARD_KINDS:
        return action
    cards, value = action.cards, action.value
    face = value
    if len(cards) == 3 and type(value) is int and 0 <= value < 3:
        face = cards[value].suit
    return action.kind, tuple(sorted(c.suit for c in cards)), face


# ---- applying ------------------------------------------------------------------------------
def apply(state: State, seat: int, action: Action) -> list[Event]:
    check_shape(seat, action)
    _check(state, seat, action)
    ev: list[Event] = []
    kind = action.kind
    if kind == KEEP:
        _keep(state, seat, action.cards[0], ev)
        if not any(state.need):
            _begin_play(state, ev)
    elif kind == PLAY:
        _play(state, seat, action, ev)
    elif kind == PASS:
        _pass(state, seat, ev)
        _next_turn(state, ev)
    elif kind == CHIPS:
        place, count = parse_chips(state, seat, action.value)
        state.chips[seat] -= count
        state.placed[seat] = (place, count)
        ev.append(events.chips_placed(seat, place, count))
        _next_turn(state, ev)
    elif kind == NO_CHIPS:
        ev.append(events.no_chips(seat))
        _next_turn(state, ev)
    else:  # TO_PLAZA
        _to_plaza_choice(state, seat, action.cards[0], ev)
        _continue_plaza_queue(state, ev)
    return ev


def _keep(state: State, seat: int, card, ev: list[Event]) -> None:
    stock = state.stocks[seat]
    stock.remove(card)
    state.hands[seat].append(card)
    state.need[seat] -= 1
    ev.append(events.keep(seat, (card,)))
    if state.need[seat] and len(stock) <= state.need[seat]:
        _take_all(state, seat, ev)


def _take_all(state: State, seat: int, ev: list[Event]) -> None:
    stock = state.stocks[seat]
    if stock:
        ev.append(events.keep(seat, stock))
        state.hands[seat].extend(stock)
        stock.clear()
    state.need[seat] = 0


def _play(state: State, seat: int, action: Action, ev: list[Event]) -> None:
    cards = action.cards
    hand = state.hands[seat]
    for c in cards:
        hand.remove(c)
    state.played[seat] = list(cards)
    if len(cards) == 3:
        up = cards[action.value]
        state.face_up[seat] = up
        hidden = tuple(c for i, c in enumerate(cards) if i != action.value)
    else:
        up = None
        hidden = tuple(cards)
    ev.append(events.play(seat, hidden, len(cards)))
    if up is not None:
        ev.append(events.play_face_up(seat, up))
    state.acted[seat] = True
    state.order_pos += 1
    if state.chips[seat]:
        state.phase = PHASE_TYRANT                                      # T15
    else:
        _next_turn(state, ev)


def _pass(state: State, seat: int, ev: list[Event]) -> None:
    """T16/T17 soft pass: one chip to the discard, the whole hand to the stock."""
    state.chips[seat] -= 1
    state.chips_spent += 1
    hand = state.hands[seat]
    ev.append(events.soft_pass(seat))
    ev.append(events.chips_paid(seat))
    if hand:
        ev.append(events.hand_to_stock(seat, hand))
        state.stocks[seat].extend(hand)
        hand.clear()
    state.void[seat].clear()
    state.passed[seat] = True
    state.acted[seat] = True
    state.order_pos += 1


def _next_turn(state: State, ev: list[Event]) -> None:
    """Hand the turn to the next seat in play order, skipping hard passes (T17); after the last
    seat, judge the trick."""
    n = state.players
    while state.order_pos < n:
        seat = (state.marker + state.order_pos) % n
        if not state.hard_out[seat] and not state.hands[seat] and not state.chips[seat]:
            state.hard_out[seat] = True
            ev.append(events.hard_pass(seat))
        if state.hard_out[seat]:
            state.passed[seat] = True
            state.acted[seat] = True
            state.order_pos += 1
            continue
        state.turn = seat
        state.phase = PHASE_PLAY
        return
    _judge(state, ev)


# ---- the trick's end -----------------------------------------------------------------------
def _judge(state: State, ev: list[Event]) -> None:
    """Every seat has acted: nobody played (T18), or the reveal and judgement (T19–T25) and then
    the winner's take (T26, T29) or, without a winner, the plaza choices (T24, T27)."""
    state.turn = None
    players = [s for s in play_order(state) if state.played[s]]
    if not players:
        _all_passed(state, ev)
        return
    power_by_seat = _reveal(state, players, ev)
    winner = trick_winner(state, power_by_seat)
    _record_reveal(state, players, power_by_seat, winner)
    _spend_placed_chips(state, ev)
    if winner is None:
        _no_winner(state, players, ev)
    else:
        _award_trick(state, players, winner, power_by_seat[winner], ev)


def _all_passed(state: State, ev: list[Event]) -> None:
    """T18: the lead card leaves the game face up."""
    lead = state.lead_row.pop()
    state.removed_seen.append(lead)
    ev.append(events.all_passed())
    ev.append(events.removed((lead,), "lead_row"))
    _end_trick(state, ev)


def _reveal(state: State, players: list[int], ev: list[Event]) -> dict[int, int]:
    """T19–T22: every play turned up with its total power."""
    powers = suit_powers(state)
    power_by_seat = {}
    for s in players:
        cards = state.played[s]
        power_by_seat[s] = total_power(cards, powers, s == state.marker)
        ev.append(events.reveal(s, cards, power_by_seat[s]))
    return power_by_seat


def _record_reveal(state: State, players: list[int], power_by_seat: dict[int, int],
                   winner: int | None) -> None:
    """The reveal kept in public memory, and the suit each seat showed it lacked (T14)."""
    lead = state.lead_row[-1]
    for s in players:
        if not any(c.suit == lead.suit for c in state.played[s]):
            state.void[s].add(lead.suit)
    state.revealed = True
    state.reveals.append(Reveal(
        trick=state.trick, lead=lead, marker=state.marker,
        played=tuple(tuple(x) for x in state.played), face_up=tuple(state.face_up),
        powers=tuple(power_by_seat.get(s) for s in range(state.players)), winner=winner))


def _spend_placed_chips(state: State, ev: list[Event]) -> None:
    """T25: the chips placed this trick go to the discard."""
    for s, entry in enumerate(state.placed):
        if entry is not None:
            state.chips_spent += entry[1]
            ev.append(events.chips_spent(s, entry[0], entry[1]))
    state.placed = [None] * state.players


def _award_trick(state: State, players: list[int], winner: int, power: int,
                 ev: list[Event]) -> None:
    """T26 the losers feed the plaza and hand the rest to the winner; T29 the winner's trick pile
    under the lead card, and the round marker."""
    ev.append(events.winner(winner, power))
    handed: list = []
    for s in players:
        if s != winner:
            handed.extend(_loser_gives(state, s, winner, ev))
    pile_cards = tuple(state.played[winner]) + tuple(handed)
    state.played[winner] = []
    lead = state.lead_row.pop()
    state.trick_piles[winner].append(TrickPile(lead, pile_cards))
    ev.append(events.trick_pile(winner, pile_cards))
    ev.append(events.fame(winner, lead))
    if state.marker != winner:
        ev.append(events.marker_moved(state.marker, winner))
    state.marker = winner
    _end_trick(state, ev)


def _loser_gives(state: State, seat: int, winner: int, ev: list[Event]) -> list:
    """T26: the first card of each suit played goes to the plaza, the others to the winner."""
    seen: set = set()
    given = []
    for c in state.played[seat]:
        if c.suit in seen:
            given.append(c)
        else:
            seen.add(c.suit)
            _add_to_plaza(state, seat, c, f"played:{seat}", ev)
    if given:
        ev.append(events.to_winner(seat, given, winner))
    state.played[seat] = []
    return given


def _no_winner(state: State, players: list[int], ev: list[Event]) -> None:
    """T24: the lead card leaves the game face up; T27: each player puts a played card in the
    plaza, in turn order."""
    ev.append(events.no_winner())
    lead = state.lead_row.pop()
    state.removed_seen.append(lead)
    ev.append(events.removed((lead,), "lead_row"))
    state.plaza_queue = players
    _continue_plaza_queue(state, ev)


def _add_to_plaza(state: State, seat: int | None, card, src: str, ev: list[Event]) -> None:
    suit = card.suit
    column = state.plaza[suit]
    column.append(card)
    ev.append(events.to_plaza(seat, card, src))
    if len(column) == PILE_SIZE:                                        # T28
        pile = tuple(column)
        column.clear()
        state.piles[suit].append(pile)
        ev.append(events.pile(suit, pile, len(state.piles[suit])))


def _to_plaza_choice(state: State, seat: int, card, ev: list[Event]) -> None:
    played = state.played[seat]
    played.remove(card)
    _add_to_plaza(state, seat, card, f"played:{seat}", ev)
    if played:
        ev.append(events.removed(played, f"played:{seat}", seat))
        state.removed_seen.extend(played)
    state.played[seat] = []


def _continue_plaza_queue(state: State, ev: list[Event]) -> None:
    """T27 in turn order: automatic when all of a seat's played cards share a suit, else the seat
    decides (PHASE_TO_PLAZA)."""
    queue = state.plaza_queue
    while queue:
        seat = queue[0]
        played = state.played[seat]
        if all(c.suit == played[0].suit for c in played):
            queue.pop(0)
            _to_plaza_choice(state, seat, played[0], ev)
            continue
        queue.pop(0)
        state.phase = PHASE_TO_PLAZA
        state.turn = seat
        return
    _end_trick(state, ev)


def _end_trick(state: State, ev: list[Event]) -> None:
    n = state.players
    state.passed_last = state.passed
    state.passed = [False] * n
    state.acted = [False] * n
    state.placed = [None] * n
    state.played = [[] for _ in range(n)]
    state.face_up = [None] * n
    state.revealed = False
    state.order_pos = 0
    state.turn = None
    if state.trick >= TRICKS:                                           # T30
        state.phase = PHASE_OVER
        ev.append(events.game_over(final_winner(state)))
        return
    state.trick += 1
    ev.append(events.trick_begins(state.trick))
    if len(state.lead_row) < 3 and state.lead_deck:                    # T11
        ev.append(events.lead_shift(len(state.lead_row)))
        card = state.lead_deck.pop()
        state.lead_row.insert(0, card)
        ev.append(events.lead_turn_up(card))
    for seat in range(n):                                               # T12
        if state.passed_last[seat] and not state.hard_out[seat]:
            if len(state.stocks[seat]) <= HAND_ON_RETURN:
                _take_all(state, seat, ev)
            else:
                state.need[seat] = HAND_ON_RETURN
    if any(state.need):
        state.phase = PHASE_RETURN
        return
    _begin_play(state, ev)


def _begin_play(state: State, ev: list[Event]) -> None:
    state.phase = PHASE_PLAY
    state.order_pos = 0
    _next_turn(state, ev)
