"""The Events the Napoleon engine emits, for the table to animate and the log to tell, and
`log_entry`, which turns one event into a string-table key and its parameters. Every event is a
`game.actions.Event`; hidden cards carry `visible_to` (show them through `Event.for_viewer`).

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

from typing import Any

from game.actions import Event
from game.cards import SUIT_SYMBOLS

from engines.napoleon.strength import is_honour, parse_bid


def log_entry(event: Event, named_label: str = "") -> tuple[str, dict[str, Any]] | None:
    """(string-table key, parameters) telling `event` in the log, or None for events the log
    skips. Parameters "seat" and "dealer" are seat numbers (the table puts names in); "suit" is
    a suit symbol; "card" a card label. `named_label` is the named card's label, for "reveal"."""
    kind, seat = event.kind, event.seat
    card = event.cards[0].label if event.cards and event.cards[0] is not None else ""
    if kind == "deal":
        return ("napoleon.event.deal", {"dealer": seat}) if event.dst == "widow" else None
    if kind in ("bid", "napoleon"):
        count, suit = parse_bid(event.value)
        return f"napoleon.event.{kind}", {"seat": seat, "count": count, "suit": SUIT_SYMBOLS[suit]}
    if kind == "pass":
        return "napoleon.event.pass", {"seat": seat}
    if kind == "void_deal":
        return "napoleon.event.void_deal", {"seat": seat}
    if kind == "name":
        return "napoleon.event.name", {"card": card}
    if kind == "widow":
        return "napoleon.event.widow", {}
    if kind == "discard":
        if event.cards[0] is None or (event.visible_to is not None and not is_honour(event.cards[0])):
            return "napoleon.event.discard_hidden", {}
        return "napoleon.event.discard", {"card": card}
    if kind == "play":
        return "napoleon.event.play", {"seat": seat, "card": card}
    if kind == "adjutant":
        key = "napoleon.event.adjutant_alone" if event.value == "alone" else "napoleon.event.adjutant"
        return key, {"seat": seat, "card": card}
    if kind == "trick":
        return "napoleon.event.trick", {"seat": seat, "honours": event.value}
    if kind == "discards_taken":                       # one line for the one or two events
        if event.visible_to is None or not event.value:
            return "napoleon.event.discards_taken", {"seat": seat}
        return None
    if kind == "direction":
        key = "napoleon.event.direction_clockwise" if event.value == 1 else "napoleon.event.direction_reversed"
        return key, {}
    if kind == "reveal":
        return f"napoleon.event.reveal_{event.value}", {"seat": seat, "card": named_label}
    if kind == "score":
        return "napoleon.event.score", {"seat": seat, "points": event.value}
    return None
