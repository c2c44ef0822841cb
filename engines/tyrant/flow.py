"""The Tyrant game flow: whose decision it is, the legal actions (short lists, one representative
per suit pattern), and `apply` — validation first (T09, T12–T17, T27), then the state change and
the automatic parts: lead check (T11), return from pass (T12), hard passes (T17), judgement and
reveal (T18–T24), clean-up (T25–T29) and the end (T30).

Rulings made here (also in the in-game rules text):
- A loser who played several cards of one suit puts the FIRST of them (in the order played) into
  the plaza and hands the others to the winner (T26); ranks 2–10 are meaningless, so this choice
  never matters. With no winner (T27), a player whose played cards share one suit puts the first
  into the plaza automatically; otherwise the player chooses (phase "to_plaza").
- Losers feed the plaza in turn order from the marker holder, each suit in the order first
  played; a column reaching 5 vertical cards turns into a pile at once (T28).
- The T17 hard pass is decided when the seat's turn comes: no hand and no chips.
"""
from __future__ import annotations

from game.actions import Action, Event
from game.validate import check_no_value, check_plain, check_shape
from engines.tyrant.errors import must_follow, refuse
from engines.tyrant.events import only
from engines.tyrant.power import suit_powers, total_power
from engines.tyrant.scoring import final_winner
from engines.tyrant.state import HAND_ON_RETURN, PILE_SIZE, SUIT_ORDER, TRICKS, Reveal, State, TrickPile

PASS = Action("pass")
NO_CHIPS = Action("no_chips")
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
    if phase == "setup" or phase == "return":
        return tuple(s for s, k in enumerate(state.need) if k)
    if phase == "over":
        return ()
    return (state.turn,)


# ---- legal actions -------------------------------------------------------------------------
def _keep_action(card) -> Action:
    a = _KEEP.get(card)
    if a is None:
        a = _KEEP[card] = Action("keep", (card,))
    return a


def _to_plaza_action(card) -> Action:
    a = _TO_PLAZA.get(card)
    if a is None:
        a = _TO_PLAZA[card] = Action("to_plaza", (card,))
    return a


def _one_per_suit(cards) -> list:
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
        out = [Action("chips", (), f"{p}:{k}") for p in places for k in range(1, chips + 1)]
        out.append(NO_CHIPS)
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
    return [Action("play", s0[:a] + s1[:b] + s2[:c] + s3[:d], face)
            for a, b, c, d, face in _patterns(counts, lead)]


def legal_actions(state: State, seat: int) -> list[Action]:
    phase = state.phase
    if phase == "setup" or phase == "return":
        if not state.need[seat]:
            return []
        return [_keep_action(c) for c in _one_per_suit(state.stocks[seat])]
    if phase == "over" or seat != state.turn:
        return []
    if phase == "play":
        hand = state.hands[seat]
        if not hand:
            return [PASS]
        out = play_actions(hand, state.lead_row[-1].suit)
        if state.chips[seat] and not state.passed_last[seat]:
            out.append(PASS)
        return out
    if phase == "tyrant":
        return _chips_actions(chip_places(state), state.chips[seat])
    # to_plaza
    return [_to_plaza_action(c) for c in _one_per_suit(state.played[seat])]


# ---- validation ----------------------------------------------------------------------------
def _check(state: State, seat: int, action: Action) -> None:
    """Raise IllegalAction if `action` is not legal now; never changes anything."""
    phase = state.phase
    kind = action.kind
    if phase == "over":
        raise refuse("tyrant.err.game_over")
    if phase == "setup" or phase == "return":
        if kind != "keep":
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
    if phase == "play":
        if kind == "pass":
            if not state.chips[seat]:
                raise refuse("tyrant.err.no_chips_to_pass")
            if state.passed_last[seat] and state.hands[seat]:
                raise refuse("tyrant.err.consecutive_pass")
            check_plain(action)
            return
        if kind != "play":
            raise refuse("tyrant.err.unexpected_action")
        _check_play(state, seat, action)
        return
    if phase == "tyrant":
        if kind == "no_chips" and not action.cards and action.value is None:
            return
        if kind != "chips" or action.cards:
            raise refuse("tyrant.err.unexpected_action")
        parse_chips(state, seat, action.value)
        return
    # to_plaza
    if kind != "to_plaza":
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


# ---- applying ------------------------------------------------------------------------------
def apply(state: State, seat: int, action: Action) -> list[Event]:
    check_shape(seat, action)
    _check(state, seat, action)
    ev: list[Event] = []
    kind = action.kind
    if kind == "keep":
        _keep(state, seat, action.cards[0], ev)
        if not any(state.need):
            _begin_play(state, ev)
    elif kind == "play":
        _play(state, seat, action, ev)
    elif kind == "pass":
        _pass(state, seat, ev)
        _next_turn(state, ev)
    elif kind == "chips":
        place, count = parse_chips(state, seat, action.value)
        state.chips[seat] -= count
        state.placed[seat] = (place, count)
        ev.append(Event("chips_placed", seat=seat, src=f"chips:{seat}", dst=f"chips_on:{place}",
                        value=count))
        _next_turn(state, ev)
    elif kind == "no_chips":
        ev.append(Event("no_chips", seat=seat))
        _next_turn(state, ev)
    else:  # to_plaza
        _to_plaza_choice(state, seat, action.cards[0], ev)
        _continue_plaza_queue(state, ev)
    return ev


def _keep(state: State, seat: int, card, ev: list[Event]) -> None:
    stock = state.stocks[seat]
    stock.remove(card)
    state.hands[seat].append(card)
    state.need[seat] -= 1
    ev.append(Event("keep", seat=seat, cards=(card,), src=f"stock:{seat}", dst=f"hand:{seat}",
                    visible_to=only(seat)))
    if state.need[seat] and len(stock) <= state.need[seat]:
        _take_all(state, seat, ev)


def _take_all(state: State, seat: int, ev: list[Event]) -> None:
    stock = state.stocks[seat]
    if stock:
        ev.append(Event("keep", seat=seat, cards=tuple(stock), src=f"stock:{seat}",
                        dst=f"hand:{seat}", visible_to=only(seat)))
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
    ev.append(Event("play", seat=seat, cards=hidden, src=f"hand:{seat}", dst=f"played:{seat}",
                    value=len(cards), visible_to=only(seat)))
    if up is not None:
        ev.append(Event("play_face_up", seat=seat, cards=(up,), src=f"hand:{seat}",
                        dst=f"played:{seat}"))
    state.acted[seat] = True
    state.order_pos += 1
    if state.chips[seat]:
        state.phase = "tyrant"                                          # T15
    else:
        _next_turn(state, ev)


def _pass(state: State, seat: int, ev: list[Event]) -> None:
    """T16/T17 soft pass: one chip to the discard, the whole hand to the stock."""
    state.chips[seat] -= 1
    state.chips_spent += 1
    hand = state.hands[seat]
    ev.append(Event("pass", seat=seat))
    ev.append(Event("chips_paid", seat=seat, src=f"chips:{seat}", dst="chips_discard", value=1))
    if hand:
        ev.append(Event("hand_to_stock", seat=seat, cards=tuple(hand), src=f"hand:{seat}",
                        dst=f"stock:{seat}", visible_to=only(seat)))
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
            ev.append(Event("hard_pass", seat=seat))
        if state.hard_out[seat]:
            state.passed[seat] = True
            state.acted[seat] = True
            state.order_pos += 1
            continue
        state.turn = seat
        state.phase = "play"
        return
    _judge(state, ev)


def _judge(state: State, ev: list[Event]) -> None:
    n = state.players
    order = [(state.marker + i) % n for i in range(n)]
    lead = state.lead_row[-1]
    lead_suit = lead.suit
    players = [s for s in order if state.played[s]]
    state.turn = None
    if not players:                                                     # T18
        state.lead_row.pop()
        state.removed_seen.append(lead)
        ev.append(Event("all_passed"))
        ev.append(Event("removed", cards=(lead,), src="lead_row", dst="out"))
        _end_trick(state, ev)
        return
    powers = suit_powers(state)                                         # T19–T22
    power_by_seat = {}
    for s in players:
        cards = state.played[s]
        p = total_power(cards, powers, s == state.marker)
        power_by_seat[s] = p
        ev.append(Event("reveal", seat=s, cards=tuple(cards), src=f"played:{s}",
                        dst=f"played:{s}", value=p))
    winner, best = None, -1                                             # T23
    for s in players:
        if any(c.suit == lead_suit for c in state.played[s]):
            if power_by_seat[s] >= best:
                winner, best = s, power_by_seat[s]
        else:
            state.void[s].add(lead_suit)
    state.revealed = True
    state.reveals.append(Reveal(
        trick=state.trick, lead=lead, marker=state.marker,
        played=tuple(tuple(x) for x in state.played), face_up=tuple(state.face_up),
        powers=tuple(power_by_seat.get(s) for s in range(n)), winner=winner))
    for s in range(n):                                                  # T25
        entry = state.placed[s]
        if entry is not None:
            state.chips_spent += entry[1]
            ev.append(Event("chips_spent", seat=s, src=f"chips_on:{entry[0]}", dst="chips_discard",
                            value=entry[1]))
    state.placed = [None] * n
    if winner is not None:
        ev.append(Event("winner", seat=winner, value=best))
        handed: list = []
        for s in players:                                               # T26
            if s == winner:
                continue
            seen: set = set()
            given = []
            for c in state.played[s]:
                if c.suit in seen:
                    given.append(c)
                else:
                    seen.add(c.suit)
                    _add_to_plaza(state, s, c, f"played:{s}", ev)
            if given:
                ev.append(Event("to_winner", seat=s, cards=tuple(given), src=f"played:{s}",
                                dst=f"played:{winner}"))
                handed.extend(given)
            state.played[s] = []
        pile_cards = tuple(state.played[winner]) + tuple(handed)        # T29
        state.played[winner] = []
        state.lead_row.pop()
        state.trick_piles[winner].append(TrickPile(lead, pile_cards))
        ev.append(Event("trick_pile", seat=winner, cards=pile_cards, src=f"played:{winner}",
                        dst=f"tricks:{winner}"))
        ev.append(Event("fame", seat=winner, cards=(lead,), src="lead_row", dst=f"tricks:{winner}"))
        if state.marker != winner:
            ev.append(Event("marker", seat=winner, src=f"marker:{state.marker}",
                            dst=f"marker:{winner}"))
        state.marker = winner
        _end_trick(state, ev)
        return
    ev.append(Event("no_winner"))                                       # T24
    state.lead_row.pop()
    state.removed_seen.append(lead)
    ev.append(Event("removed", cards=(lead,), src="lead_row", dst="out"))
    state.plaza_queue = players                                         # T27
    _continue_plaza_queue(state, ev)


def _add_to_plaza(state: State, seat: int | None, card, src: str, ev: list[Event]) -> None:
    suit = card.suit
    column = state.plaza[suit]
    column.append(card)
    ev.append(Event("to_plaza", seat=seat, cards=(card,), src=src, dst=f"plaza:{suit}"))
    if len(column) == PILE_SIZE:                                        # T28
        pile = tuple(column)
        column.clear()
        state.piles[suit].append(pile)
        ev.append(Event("pile", cards=pile, src=f"plaza:{suit}", dst=f"pile:{suit}",
                        value=len(state.piles[suit])))


def _to_plaza_choice(state: State, seat: int, card, ev: list[Event]) -> None:
    played = state.played[seat]
    played.remove(card)
    _add_to_plaza(state, seat, card, f"played:{seat}", ev)
    if played:
        ev.append(Event("removed", seat=seat, cards=tuple(played), src=f"played:{seat}", dst="out"))
        state.removed_seen.extend(played)
    state.played[seat] = []


def _continue_plaza_queue(state: State, ev: list[Event]) -> None:
    """T27 in turn order: automatic when all of a seat's played cards share a suit, else the seat
    decides (phase "to_plaza")."""
    queue = state.plaza_queue
    while queue:
        seat = queue[0]
        played = state.played[seat]
        if all(c.suit == played[0].suit for c in played):
            queue.pop(0)
            _to_plaza_choice(state, seat, played[0], ev)
            continue
        queue.pop(0)
        state.phase = "to_plaza"
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
        state.phase = "over"
        ev.append(Event("game_over", value=final_winner(state)))
        return
    state.trick += 1
    ev.append(Event("trick", value=state.trick))
    if len(state.lead_row) < 3 and state.lead_deck:                    # T11
        ev.append(Event("lead_shift", value=len(state.lead_row), src="lead_row", dst="lead_row"))
        card = state.lead_deck.pop()
        state.lead_row.insert(0, card)
        ev.append(Event("lead_turn_up", cards=(card,), src="lead_deck", dst="lead_row"))
    for seat in range(n):                                               # T12
        if state.passed_last[seat] and not state.hard_out[seat]:
            if len(state.stocks[seat]) <= HAND_ON_RETURN:
                _take_all(state, seat, ev)
            else:
                state.need[seat] = HAND_ON_RETURN
    if any(state.need):
        state.phase = "return"
        return
    _begin_play(state, ev)


def _begin_play(state: State, ev: list[Event]) -> None:
    state.phase = "play"
    state.order_pos = 0
    _next_turn(state, ev)
