"""The Hint's words in Tyrant (game/hints.py asks `Ruleset.hint_reason` and `Ruleset.whole_hint`).

A single action's plain-words reason, facts of the table as the seat sees it: a play's power as the
plaza stands now (T20–T22, chips placed so far included) and whether it is the most the hand can put
into the trick; that without a lead-suit card no play can win (T14, T23); what a pass does (T16);
what chips on a place do (T15, T21).

The whole hand choice: the 7 cards to keep at the start (T09) or the 6 to take back from the stock
after a pass (T12), proposed at once. The engine takes them one card per action; the Hard level
chooses them like Normal (hard.py, `keeps_like_normal`), so the proposal is Normal's keep policy run
card by card on copies of the seat's VIEW (never the state), and its reason is read off the
proposal: how many lead-suit cards it keeps, which cards serve the lead cards coming next, the
plaza's strongest suit, and the true-tyrant line (T36) when the policy keeps away from winning.
Reasons are (string key, params) phrases; a param that is a phrase or a list of phrases is put in
words by game/i18n."""
from __future__ import annotations

import dataclasses
import random
from typing import Any

from game.actions import Action
from game.hints import SUIT_SIGNS

from engines.tyrant.ai import NEAR_TYRANNY, NormalPlayer, room_below_tyranny, suit_counts
from engines.tyrant.events import CHIPS, KEEP, PASS, PLAY
from engines.tyrant.flow import one_per_suit
from engines.tyrant.power import CHIP_DROP
from engines.tyrant.state import CHOOSING_PHASES, PHASE_PLAY, PHASE_RETURN, PHASE_TYRANT, SUIT_ORDER
from engines.tyrant.view import View

Phrase = tuple[str, dict[str, Any]]


def play_power(view: View, action: Action) -> int:
    """T22 for the seat's own play, were the cards revealed now."""
    powers = {column.suit: column.power for column in view.plaza}
    marker = 1 if view.seat == view.marker else 0
    return max(0, sum(powers[card.suit] for card in action.cards) - marker)


def hint_reason(view: View, action: Action, legal: list[Action]) -> tuple[str, dict[str, Any]] | None:
    if view.phase == PHASE_PLAY:
        if action.kind == PASS:
            return "ui.hint.why.tyrant_pass", {}
        if action.kind != PLAY or view.hand is None:
            return None
        if not any(card.suit == view.lead_suit for card in view.hand):
            return "ui.hint.why.tyrant_cannot_win", {}
        power = play_power(view, action)
        strongest = max(play_power(view, a) for a in legal if a.kind == PLAY)
        return ("ui.hint.why.tyrant_strongest" if power == strongest else "ui.hint.why.tyrant_power"), \
            {"power": power}
    if view.phase == PHASE_TYRANT and action.kind == CHIPS:
        place, count = action.value.rsplit(":", 1)
        suit = view.lead_suit if place == "lead" else place.split(":", 1)[1]
        return "ui.hint.why.tyrant_chips", {"suit": SUIT_SIGNS[suit], "drop": CHIP_DROP * int(count)}
    return None


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
        legal = [Action(KEEP, (card,)) for card in one_per_suit(stock)]
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
    if view.phase == PHASE_RETURN and room_below_tyranny(view, view.seat) < NEAR_TYRANNY:
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
    others = [column.power for column in view.plaza if column.suit != view.lead_suit]
    shown_strongest = strongest.power >= max(others, default=0)     # as strong as the plaza shows (chips lower it)
    if strongest.value > 0 and strongest.suit not in told and kept[strongest.suit] and shown_strongest:
        tied = sum(1 for column in view.plaza if column.suit != view.lead_suit and column.power == strongest.power) > 1
        parts.append(("ui.hint.why.tyrant_keep.plaza_tied" if tied else "ui.hint.why.tyrant_keep.plaza",
                      {"cards": _count(strongest.suit, kept[strongest.suit]), "power": strongest.power}))
        told.add(strongest.suit)
    rest = [_count(s, kept[s]) for s in SUIT_ORDER if s not in told and kept[s]]
    if rest:
        parts.append(("ui.hint.why.tyrant_keep.other", {"cards": rest}))
    return "ui.hint.why.tyrant_keep", {"parts": parts}


def whole_hint(view: View, legal: list[Action]) -> tuple[Action, Phrase] | None:
    """During the keep (T09) or the return from a pass (T12): the whole proposal as one KEEP
    Action holding every card, and its reason; None in any other phase."""
    if view.phase not in CHOOSING_PHASES or view.seat is None or not view.need[view.seat]:
        return None
    if not any(a.kind == KEEP for a in legal):
        return None
    kept = shown_as_lowest(view.stock, propose_keep(view))
    return Action(KEEP, kept), keep_reason(view, kept)


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
