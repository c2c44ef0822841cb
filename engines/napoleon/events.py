"""Napoleon's catalogue of action kinds and event kinds (named constants the rest of the engine
uses), the builders of its Events (who may see each), and `log_entry`, which turns one event into a
string-table key and its parameters, for the table to animate and the log to tell. Every event is
a `game.actions.Event`; hidden cards carry `visible_to` (show them through `Event.for_viewer`).

Actions: BID (value "S13": suit letter + honours), PASS, NAME (cards = the named card), DISCARD and
PLAY (cards = one card).

Zones (`src` / `dst`)
    "stock"        the pack being dealt;  "widow" the three face-down widow cards
    "hand:<s>"     seat s's hand;  "trick" the cards of the trick in play
    "discards"     Napoleon's three discards (honours face up);  "pile:<s>" seat s's taken cards

Kinds (seat = the seat concerned; value as noted)
    "deal"            stock → hand:<s> (that seat only) or → widow (nobody); from `opening_events`
                      and again after a void deal
    "bid"             value = the bid ("S13");  "pass"
    "void_deal"       everybody passed: seat = the new dealer, value = void deals so far (N17)
    "napoleon"        bidding over: seat = Napoleon, value = the winning bid
    "name"            the named card (public)
    "widow"           widow → hand:<Napoleon> (Napoleon only)
    "discard"         hand → discards (public for an honour, else Napoleon only)
    "play"            hand:<s> → trick, value = position in the trick (0 = the lead)
    "adjutant"        the named card has shown: seat = who played or discarded it, value
                      "adjutant" or "alone"
    "trick"           trick → pile:<winner>, seat = winner, value = honours in the trick
    "discards_taken"  discards → pile:<winner of trick 1>: the honours in a public event, the rest
                      in one for Napoleon only; value = honours among the discards (both events)
    "direction"       value +1 (clockwise) or -1 (reversed), from the next trick (N33)
    "reveal"          N39: cards = the discards, seat = the adjutant (or Napoleon when alone),
                      value = where the named card was: "seat", "napoleon" or "widow"
    "score"           value = the seat's points for the deal
"""
from __future__ import annotations

from typing import Any, Iterable

from game.actions import Event
from game.cards import SUIT_SYMBOLS, Card

from engines.napoleon.cards import is_honour, parse_bid

# ---- action kinds ---------------------------------------------------------------------------
BID, PASS, NAME, DISCARD, PLAY = "bid", "pass", "name", "discard", "play"

# ---- event kinds ----------------------------------------------------------------------------
EV_DEAL, EV_BID, EV_PASS, EV_VOID_DEAL, EV_NAPOLEON = "deal", "bid", "pass", "void_deal", "napoleon"
EV_NAME, EV_WIDOW, EV_DISCARD, EV_PLAY, EV_ADJUTANT = "name", "widow", "discard", "play", "adjutant"
EV_TRICK, EV_DISCARDS_TAKEN, EV_DIRECTION = "trick", "discards_taken", "direction"
EV_REVEAL, EV_SCORE = "reveal", "score"

# ---- zones ----------------------------------------------------------------------------------
STOCK, WIDOW, TRICK, DISCARDS = "stock", "widow", "trick", "discards"
SEATS = range(5)                                        # Napoleon is for exactly five
HAND_ZONE = tuple(f"hand:{s}" for s in SEATS)
PILE_ZONE = tuple(f"pile:{s}" for s in SEATS)

# ---- where the named card was (N20, N39), and who showed it --------------------------------
AT_SEAT, AT_NAPOLEON, AT_WIDOW = "seat", "napoleon", "widow"
SHOWN_ADJUTANT, SHOWN_ALONE = "adjutant", "alone"


def only(seat: int) -> frozenset[int]:
    return frozenset((seat,))


def deal_events(hands: list[list[Card]], widow: list[Card], dealer: int) -> list[Event]:
    """The deal: each hand seen only by its owner, the widow face down (seat = the dealer)."""
    events = [Event(EV_DEAL, seat=s, cards=tuple(hand), src=STOCK, dst=HAND_ZONE[s], visible_to=only(s))
              for s, hand in enumerate(hands)]
    events.append(Event(EV_DEAL, seat=dealer, cards=tuple(widow), src=STOCK, dst=WIDOW,
                        visible_to=frozenset()))
    return events


def bid_event(seat: int, code: str) -> Event:
    return Event(EV_BID, seat=seat, value=code)


def pass_event(seat: int) -> Event:
    return Event(EV_PASS, seat=seat)


def void_deal_event(dealer: int, void_deals: int) -> Event:
    return Event(EV_VOID_DEAL, seat=dealer, value=void_deals)


def napoleon_event(napoleon: int, code: str) -> Event:
    return Event(EV_NAPOLEON, seat=napoleon, value=code)


def name_events(napoleon: int, card: Card, widow: list[Card]) -> list[Event]:
    """The named card (public), then the widow into Napoleon's hand (Napoleon only)."""
    return [Event(EV_NAME, seat=napoleon, cards=(card,)),
            Event(EV_WIDOW, seat=napoleon, cards=tuple(widow), src=WIDOW, dst=HAND_ZONE[napoleon],
                  visible_to=only(napoleon))]


def discard_event(seat: int, card: Card) -> Event:
    """A discard: public for an honour (N22), else Napoleon only."""
    return Event(EV_DISCARD, seat=seat, cards=(card,), src=HAND_ZONE[seat], dst=DISCARDS,
                 visible_to=None if is_honour(card) else only(seat))


def play_event(seat: int, card: Card, position: int) -> Event:
    return Event(EV_PLAY, seat=seat, cards=(card,), src=HAND_ZONE[seat], dst=TRICK, value=position)


def adjutant_event(seat: int, card: Card, shown: str) -> Event:
    """The named card has shown; `shown` is SHOWN_ADJUTANT or SHOWN_ALONE."""
    return Event(EV_ADJUTANT, seat=seat, cards=(card,), value=shown)


def trick_event(winner: int, cards: tuple[Card, ...], honours: int) -> Event:
    return Event(EV_TRICK, seat=winner, cards=cards, src=TRICK, dst=PILE_ZONE[winner], value=honours)


def discards_taken_events(winner: int, discards: Iterable[Card], napoleon: int) -> list[Event]:
    """The discards to the first trick's winner (N23): the honours in a public event, the rest in
    one for Napoleon only; value = honours among the discards (both events)."""
    shown = tuple(c for c in discards if is_honour(c))
    hidden = tuple(c for c in discards if not is_honour(c))
    events = []
    if shown:
        events.append(Event(EV_DISCARDS_TAKEN, seat=winner, cards=shown, src=DISCARDS,
                            dst=PILE_ZONE[winner], value=len(shown)))
    if hidden:
        events.append(Event(EV_DISCARDS_TAKEN, seat=winner, cards=hidden, src=DISCARDS,
                            dst=PILE_ZONE[winner], value=len(shown), visible_to=only(napoleon)))
    return events


def direction_event(direction: int) -> Event:
    return Event(EV_DIRECTION, value=direction)


def reveal_event(seat: int, discards: list[Card], named_where: str) -> Event:
    return Event(EV_REVEAL, seat=seat, cards=tuple(discards), src=DISCARDS, value=named_where)


def score_events(scores: list[int]) -> list[Event]:
    return [Event(EV_SCORE, seat=s, value=p) for s, p in enumerate(scores)]


def log_entry(event: Event, named_label: str = "") -> tuple[str, dict[str, Any]] | None:
    """(string-table key, parameters) telling `event` in the log, or None for events the log
    skips. Parameters "seat" and "dealer" are seat numbers (the table puts names in); "suit" is
    a suit symbol; "card" a card label. `named_label` is the named card's label, for "reveal"."""
    kind, seat = event.kind, event.seat
    card = event.cards[0].label if event.cards and event.cards[0] is not None else ""
    if kind == EV_DEAL:
        return ("napoleon.event.deal", {"dealer": seat}) if event.dst == WIDOW else None
    if kind in (EV_BID, EV_NAPOLEON):
        count, suit = parse_bid(event.value)
        return f"napoleon.event.{kind}", {"seat": seat, "count": count, "suit": SUIT_SYMBOLS[suit]}
    if kind == EV_PASS:
        return "napoleon.event.pass", {"seat": seat}
    if kind == EV_VOID_DEAL:
        return "napoleon.event.void_deal", {"seat": seat}
    if kind == EV_NAME:
        return "napoleon.event.name", {"card": card}
    if kind == EV_WIDOW:
        return "napoleon.event.widow", {}
    if kind == EV_DISCARD:
        if event.cards[0] is None or (event.visible_to is not None and not is_honour(event.cards[0])):
            return "napoleon.event.discard_hidden", {}
        return "napoleon.event.discard", {"card": card}
    if kind == EV_PLAY:
        return "napoleon.event.play", {"seat": seat, "card": card}
    if kind == EV_ADJUTANT:
        key = "napoleon.event.adjutant_alone" if event.value == SHOWN_ALONE else "napoleon.event.adjutant"
        return key, {"seat": seat, "card": card}
    if kind == EV_TRICK:
        return "napoleon.event.trick", {"seat": seat, "honours": event.value}
    if kind == EV_DISCARDS_TAKEN:                       # one line for the one or two events
        if event.visible_to is None or not event.value:
            return "napoleon.event.discards_taken", {"seat": seat}
        return None
    if kind == EV_DIRECTION:
        key = "napoleon.event.direction_clockwise" if event.value == 1 else "napoleon.event.direction_reversed"
        return key, {}
    if kind == EV_REVEAL:
        return f"napoleon.event.reveal_{event.value}", {"seat": seat, "card": named_label}
    if kind == EV_SCORE:
        return "napoleon.event.score", {"seat": seat, "points": event.value}
    return None
