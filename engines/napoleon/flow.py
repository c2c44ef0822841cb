"""The course of a Napoleon deal: whose turn it is, the legal actions, and `apply` for each phase
(validate first, then change): the auction and the void deal (N13–N17), naming the adjutant and
taking the widow (N18–N21), the discards (N22, N24), the tricks (N26–N33) and the end (N39)."""
from __future__ import annotations

from game.actions import Action, Event
from game.cards import JOKER, SUIT_SYMBOLS, Card
from game.errors import IllegalAction
from game.validate import check_no_value, check_plain, check_shape

from engines.napoleon import events as ev
from engines.napoleon.cards import (BID_SUITS, CLUB_THREE, DECK, JOKER_CARD, MAX_BID, bid_code, bid_key,
                                    hand_order, is_honour, is_reversing_jack, led_suit, parse_bid,
                                    trick_winner)
from engines.napoleon.deal import deal_cards, opening_events
from engines.napoleon.scoring import deal_result
from engines.napoleon.state import (BIDDING, DISCARDING, NAMING, OVER, PLAYERS, PLAYING, TRICKS,
                                    WIDOW_SIZE, NapoleonState, Trick)

DECK_SET = frozenset(DECK)
PASS = Action(ev.PASS)
BIDS_FROM = {floor: sorted(((bid_key(n, s), Action(ev.BID, value=bid_code(n, s)))
                            for n in range(floor, MAX_BID + 1) for s in BID_SUITS), key=lambda t: t[0])
             for floor in range(1, MAX_BID + 1)}
NAME_ACTIONS = [Action(ev.NAME, (c,)) for c in DECK]
PLAY = {c: Action(ev.PLAY, (c,)) for c in DECK}
DISCARD = {c: Action(ev.DISCARD, (c,)) for c in DECK}
EXPECTED = {BIDDING: "Now you must bid or pass.", NAMING: "Now you must name the adjutant's card.",
            DISCARDING: "Now you must discard a card.", PLAYING: "Now you must play a card."}


# ---- whose turn, what is legal ----------------------------------------------------------------
def to_act(state: NapoleonState) -> tuple[int, ...]:
    return () if state.phase == OVER else (state.turn,)


def is_over(state: NapoleonState) -> bool:
    return state.phase == OVER


def legal_actions(state: NapoleonState, seat: int) -> list[Action]:
    if state.phase == OVER or seat != state.turn:
        return []
    if state.phase == PLAYING:
        return [PLAY[c] for c in playable(state, seat)]
    if state.phase == BIDDING:
        bids = BIDS_FROM[state.options["min_bid"]]
        if state.high_bid is None:
            return [PASS] + [a for _, a in bids]
        standing = bid_key(*state.high_bid)
        return [PASS] + [a for key, a in bids if key > standing]
    if state.phase == NAMING:
        return list(NAME_ACTIONS)
    return [DISCARD[c] for c in state.hands[seat]]


def playable(state: NapoleonState, seat: int) -> list[Card]:
    """The cards `seat` may play now: any to lead; else the led suit (N27, N27a) or the joker,
    and only the joker when the ♣3 was led and the seat holds it (N28)."""
    hand = state.hands[seat]
    if not state.current:
        return list(hand)
    lead = state.current[0][1]
    if lead == CLUB_THREE and JOKER_CARD in hand:                                   # N28
        return [JOKER_CARD]
    suit = led_suit(lead, state.trump)                                              # N27a
    follow = [c for c in hand if c.suit == suit]
    if not follow:
        return list(hand)
    if JOKER_CARD in hand:                                                          # N27
        follow.append(JOKER_CARD)
    return follow


# ---- applying ---------------------------------------------------------------------------------
def apply(state: NapoleonState, seat: int, action: Action) -> list[Event]:
    check_shape(seat, action)
    if state.phase == OVER:
        raise IllegalAction("napoleon.err.deal_over", "The deal is over.")
    if seat != state.turn:
        raise IllegalAction("napoleon.err.not_your_turn", "It is not your turn.")
    if state.phase == PLAYING:
        return _apply_play(state, seat, action)
    if state.phase == BIDDING:
        return _apply_bid(state, seat, action)
    if state.phase == NAMING:
        return _apply_name(state, seat, action)
    return _apply_discard(state, seat, action)


def _wrong(phase: str) -> IllegalAction:
    return IllegalAction(f"napoleon.err.expect_{phase}", EXPECTED[phase])


def _apply_bid(state: NapoleonState, seat: int, action: Action) -> list[Event]:
    if action.kind == ev.PASS:
        check_plain(action)
        return _pass(state, seat)
    if action.kind != ev.BID or action.cards:
        raise _wrong(BIDDING)
    count, suit = _checked_bid(state, action.value)
    code = bid_code(count, suit)
    state.bids.append((seat, code))
    state.high_bid, state.high_bidder, state.passes = (count, suit), seat, 0
    state.turn = (seat + 1) % PLAYERS                                                 # N14
    return [ev.bid_event(seat, code)]


def _checked_bid(state: NapoleonState, value: object) -> tuple[int, str]:
    """(count, suit) of a bid, refused unless well formed, at least min_bid (N13), at most 20 and
    above the standing bid (N16)."""
    parsed = parse_bid(value)
    if parsed is None:
        raise IllegalAction("napoleon.err.bid_format",
                            "A bid is a suit letter and a number of honours, like S13.")
    count, suit = parsed
    floor = state.options["min_bid"]
    if count < floor:
        raise IllegalAction("napoleon.err.bid_too_low", "The lowest bid is {minimum}.", minimum=floor)
    if count > MAX_BID:
        raise IllegalAction("napoleon.err.bid_too_high", "Nobody can bid more than 20 honours.")
    if state.high_bid is not None and bid_key(count, suit) <= bid_key(*state.high_bid):  # N16
        raise IllegalAction("napoleon.err.bid_not_higher",
                            "Your bid must beat {bid}: more honours, or as many in a stronger suit.",
                            bid=f"{SUIT_SYMBOLS[state.high_bid[1]]}{state.high_bid[0]}")
    return count, suit


def _pass(state: NapoleonState, seat: int) -> list[Event]:
    state.bids.append((seat, ev.PASS))
    state.passes += 1
    events = [ev.pass_event(seat)]
    if state.high_bid is None and state.passes == PLAYERS:                            # N17 void
        state.void_deals += 1
        state.dealer = (state.dealer + 1) % PLAYERS
        state.first_bidder = state.dealer
        deal_cards(state)
        events.append(ev.void_deal_event(state.dealer, state.void_deals))
        return events + opening_events(state)
    if state.high_bid is not None and state.passes == PLAYERS - 1:                    # N17
        state.napoleon = state.high_bidder
        state.bid_count, state.trump = state.high_bid
        state.phase = NAMING
        state.turn = state.napoleon
        events.append(ev.napoleon_event(state.napoleon, bid_code(state.bid_count, state.trump)))
        return events
    state.turn = (seat + 1) % PLAYERS
    return events


def _apply_name(state: NapoleonState, seat: int, action: Action) -> list[Event]:
    if action.kind != ev.NAME:
        raise _wrong(NAMING)
    if len(action.cards) != 1 or action.cards[0] not in DECK_SET:
        raise IllegalAction("napoleon.err.name_one_card",
                            "Name exactly one card of the 53 (the joker included).")
    check_no_value(action)
    card = action.cards[0]
    nap = state.napoleon
    state.named = card                                                               # N18
    if card in state.hands[nap]:                                                     # N20
        state.named_where, state.adjutant = ev.AT_NAPOLEON, None
    elif card in state.widow:
        state.named_where, state.adjutant = ev.AT_WIDOW, None
    else:
        state.named_where = ev.AT_SEAT
        state.adjutant = next(s for s in range(PLAYERS) if card in state.hands[s])
    widow = state.widow                                                              # N21
    state.widow_taken = list(widow)
    state.widow = []
    state.hands[nap] = sorted(state.hands[nap] + widow, key=hand_order)
    state.phase = DISCARDING
    return ev.name_events(nap, card, widow)


def _one_card_in_hand(state: NapoleonState, seat: int, action: Action) -> Card:
    """The single card a discard or play names, refused unless the seat holds it."""
    if len(action.cards) != 1:
        raise IllegalAction("napoleon.err.one_card", "Choose exactly one card.")
    card = action.cards[0]
    if card not in state.hands[seat]:
        raise IllegalAction("napoleon.err.not_in_hand", "You do not hold {card}.", card=card.label)
    check_no_value(action)
    return card


def _apply_discard(state: NapoleonState, seat: int, action: Action) -> list[Event]:
    if action.kind != ev.DISCARD:
        raise _wrong(DISCARDING)
    card = _one_card_in_hand(state, seat, action)
    state.hands[seat].remove(card)
    state.discards.append(card)                                                      # N22
    events = [ev.discard_event(seat, card)]
    if is_honour(card) and card == state.named and not state.adjutant_public:
        state.adjutant_public = True
        events.append(ev.adjutant_event(seat, card, ev.SHOWN_ALONE))
    if len(state.discards) == WIDOW_SIZE:
        state.phase = PLAYING                                                        # N24
        state.leader = state.turn = state.napoleon
    return events


def _apply_play(state: NapoleonState, seat: int, action: Action) -> list[Event]:
    if action.kind != ev.PLAY:
        raise _wrong(PLAYING)
    card = _one_card_in_hand(state, seat, action)
    if state.current and card.suit != JOKER:
        _check_follow(state, seat, card)
    state.hands[seat].remove(card)
    position = len(state.current)
    state.current.append((seat, card))
    events = [ev.play_event(seat, card, position)]
    if card == state.named and not state.adjutant_public:
        state.adjutant_public = True
        shown = ev.SHOWN_ALONE if state.adjutant is None else ev.SHOWN_ADJUTANT
        events.append(ev.adjutant_event(seat, card, shown))
    if len(state.current) < PLAYERS:
        state.turn = (seat + state.direction) % PLAYERS
        return events
    return events + _finish_trick(state)


def _check_follow(state: NapoleonState, seat: int, card: Card) -> None:
    """Refuse a card that does not follow when it must (N27, N28); record what a card off the led
    suit shows: a void, and after the ♣3 led, no joker."""
    hand = state.hands[seat]
    lead = state.current[0][1]
    if lead == CLUB_THREE and JOKER_CARD in hand:                                    # N28
        raise IllegalAction("napoleon.err.must_play_joker", "The ♣3 was led: you must play the joker.")
    suit = state.trump if lead.suit == JOKER else lead.suit                          # N27a
    if card.suit != suit:
        if any(c.suit == suit for c in hand):                                        # N27
            raise IllegalAction("napoleon.err.must_follow",
                                "You hold a card of the led suit ({suit}): you must follow.",
                                suit=SUIT_SYMBOLS[suit])
        state.voids[seat].add(suit)
    if lead == CLUB_THREE:
        state.no_joker.add(seat)


def _finish_trick(state: NapoleonState) -> list[Event]:
    plays = state.current
    index = len(state.tricks)
    won = trick_winner(plays, state.trump, index, state.options["same_two_first_trick"],
                       state.options["called_joker_strong"])
    winner = plays[won][0]
    cards = tuple(c for _, c in plays)
    honours = [c for c in cards if is_honour(c)]
    state.taken[winner].extend(honours)                                              # N31
    state.tricks.append(Trick(tuple(plays), winner))
    events = [ev.trick_event(winner, cards, len(honours))]
    if index == 0:                                                                   # N23
        state.discards_owner = winner
        state.taken[winner].extend(c for c in state.discards if is_honour(c))
        events.extend(ev.discards_taken_events(winner, state.discards, state.napoleon))
    if state.options["reverse"]:                                                     # N33
        flips = sum(1 for c in cards if is_reversing_jack(c, state.trump))
        if flips % 2:
            state.direction = -state.direction
            events.append(ev.direction_event(state.direction))
    state.current = []
    state.leader = state.turn = winner                                               # N26
    if len(state.tricks) == TRICKS:
        state.phase = OVER
        events.extend(_end_events(state))
    return events


def _end_events(state: NapoleonState) -> list[Event]:
    """N39: the face-down discards shown to all ("reveal": cards = the discards, seat = the
    adjutant or Napoleon when alone, value = where the named card was: "seat", "napoleon" or
    "widow"), then one "score" event per seat."""
    seat = state.napoleon if state.adjutant is None else state.adjutant
    events = [ev.reveal_event(seat, state.discards, state.named_where)]
    result = state.final = deal_result(state)
    events.extend(ev.score_events(result.scores))
    return events
