"""The Hint for a whole hand choice in Tyrant: the 7 cards to keep at the start (T09) or the 6 to
take back from the stock after a pass (T12), proposed at once. The engine takes them one card per
action; the Hard level chooses them like Normal (engines/tyrant/ai.py, keeps_like_normal), so the
proposal is Normal's keep policy run card by card on copies of the seat's VIEW (never the state),
and its reason is read off the proposal: how many lead-suit cards it keeps, which cards serve the
lead cards coming next, the plaza's strongest suit, and the true-tyrant line (T36) when the policy
keeps away from winning. Reasons are (string key, params) phrases; a param that is a phrase or a
list of phrases is put in words by game/i18n."""
from __future__ import annotations

import dataclasses
import random
from typing import Any

from game.actions import Action
from game.hints import SUIT_SIGNS

from engines.tyrant.ai import NormalPlayer, room_below_tyranny, suit_counts
from engines.tyrant.state import SUIT_ORDER, View

Phrase = tuple[str, dict[str, Any]]
NEAR_TYRANNY = 2        # Normal's own threshold for keeping away from winning on a return (ai.py)


def _one_per_suit(cards) -> list:
    seen: set = set()
    out = []
    for card in cards:
        if card.suit not in seen:
            seen.add(card.suit)
            out.append(card)
    return out


def propose_keep(view: View) -> tuple:
    """The whole set Normal (and so Hard) would keep for `view.seat`, in the order it picks them:
    `need` cards of the stock, or all of it when the stock holds no more (T12)."""
    need = view.need[view.seat]
    stock = list(view.stock or ())
    hand = list(view.hand or ())
    player = NormalPlayer()
    rng = random.Random(0)
    kept: list = []
    while need > 0 and stock:
        if len(stock) <= need:
            kept.extend(stock)
            break
        step = dataclasses.replace(view, hand=tuple(hand), stock=tuple(stock),
                                   need=tuple(need if s == view.seat else k for s, k in enumerate(view.need)))
        legal = [Action("keep", (card,)) for card in _one_per_suit(stock)]
        card = player.choose(step, legal, rng).cards[0]
        stock.remove(card)
        hand.append(card)
        kept.append(card)
        need -= 1
    return tuple(kept)


def _count(suit: str, n: int) -> Phrase:
    return "ui.hint.why.tyrant_keep.count", {"suit": SUIT_SIGNS[suit], "n": n}


def _lead_clause(view: View, kept: dict[str, int], held: dict[str, int]) -> Phrase | None:
    lead = view.lead_suit
    if lead is None:
        return None
    sign = SUIT_SIGNS[lead]
    if kept[lead]:
        return "ui.hint.why.tyrant_keep.lead", {"cards": _count(lead, kept[lead]), "suit": sign}
    if not held[lead]:
        return "ui.hint.why.tyrant_keep.no_lead", {"suit": sign}
    if view.phase == "return" and room_below_tyranny(view, view.seat) < NEAR_TYRANNY:
        return "ui.hint.why.tyrant_keep.avoid_lead", {"suit": sign}
    return "ui.hint.why.tyrant_keep.none_of_lead", {"suit": sign}


def keep_reason(view: View, kept_cards) -> Phrase:
    """One line on what the proposal does with the hand, true of `kept_cards` as `view` shows the
    table: the lead-suit cards kept, those of the next lead cards, the plaza's strongest suit, the
    rest."""
    kept = suit_counts(kept_cards)
    held = suit_counts(view.stock or ())
    parts: list[Phrase] = []
    lead_part = _lead_clause(view, kept, held)
    if lead_part is not None:
        parts.append(lead_part)
    told = {view.lead_suit}
    coming = []
    for card in reversed(view.lead_row[:-1]):                 # the next lead card first
        if card.suit not in told and kept[card.suit]:
            coming.append(_count(card.suit, kept[card.suit]))
        told.add(card.suit)
    if coming:
        parts.append(("ui.hint.why.tyrant_keep.next", {"cards": coming}))
    strongest = max(view.plaza, key=lambda column: column.value)   # Normal's pick: the first of equals
    if strongest.value > 0 and strongest.suit not in told and kept[strongest.suit]:
        tied = sum(1 for column in view.plaza if column.value == strongest.value) > 1
        parts.append(("ui.hint.why.tyrant_keep.plaza_tied" if tied else "ui.hint.why.tyrant_keep.plaza",
                      {"cards": _count(strongest.suit, kept[strongest.suit]), "power": strongest.power}))
        told.add(strongest.suit)
    rest = [_count(s, kept[s]) for s in SUIT_ORDER if s not in told and kept[s]]
    if rest:
        parts.append(("ui.hint.why.tyrant_keep.other", {"cards": rest}))
    return "ui.hint.why.tyrant_keep", {"parts": parts}


def whole_keep_hint(view: View, legal: list[Action]) -> tuple[Action, Phrase] | None:
    """During the keep (T09) or the return from a pass (T12): the whole proposal as one "keep"
    Action holding every card, and its reason; None in any other phase."""
    if view.phase not in ("setup", "return") or view.seat is None or not view.need[view.seat]:
        return None
    if not any(a.kind == "keep" for a in legal):
        return None
    kept = shown_as_lowest(view.stock, propose_keep(view))
    return Action("keep", kept), keep_reason(view, kept)


def shown_as_lowest(stock, kept) -> tuple:
    """The same number of cards of each suit as `kept`, the lowest of each suit in `stock`: only
    suits and counts matter in Tyrant (ranks 2–10 mean nothing), and so the proposal reads as one
    block per suit in the table's sorted fan."""
    wanted = suit_counts(kept)
    out = []
    for card in sorted(stock, key=lambda c: (SUIT_ORDER.index(c.suit), c.rank, c.deck)):
        if wanted[card.suit]:
            wanted[card.suit] -= 1
            out.append(card)
    return tuple(out)
