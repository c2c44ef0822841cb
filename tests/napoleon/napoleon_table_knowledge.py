"""What the shared table tests ask of Napoleon (tests/ui/table_knowledge.py): the facts its prompt
sentences state, a wrong bid in the panel or a wrong card, and whether "must beat the bid" and
"you must follow" are true (tests/ui/test_one_voice.py); and its own gestures
(tests/ui/test_keyboard_alone.py): a second Space on the chosen card plays it, and the three
discards are always made by keys, three cards picked, then the Discard button."""
from __future__ import annotations

import random

import pygame

from game.actions import Action
from game.cards import JOKER
from tests.ui.key_moves import focus_button, focus_choice, key, press_enter
from tests.ui.table_knowledge import card_plays
from ui.layouts.base import DrawContext

ONE_CARD_KINDS = ("play", "name", "discard")   # the card named for the adjutant and each discard are chosen like a play
# the trick's winner is named on a label just under its own card, inside the trick's circle of cards
# (ui/layouts/napoleon/anim.py): for the moment before the trick is swept away it may lie over the
# winning card's foot and a neighbour's card (tests/ui/test_nothing_covers.py does not check it)
WINNER_LABEL_OVER_TRICK = True


def leading(view) -> bool:
    """Nothing on the table to follow."""
    return not view.current


def only(legal: list[Action]) -> bool:
    return len(legal) == 1


FACTS = {
    "ui.forced.reason.pass": lambda view, legal: not card_plays(legal) and not leading(view),
    "ui.napoleon.prompt.lead": lambda view, legal: (leading(view)      # "play any card"
                                                    and {a.cards[0] for a in card_plays(legal)} == set(view.hand)),
    "napoleon.prompt.follow": lambda view, legal: not leading(view),
    "napoleon.prompt.joker_called": lambda view, legal: only(legal) and legal[0].cards[0].suit == JOKER,
    "ui.napoleon.forced_no_bid": lambda view, legal: (only(legal) and legal[0].kind == "pass"
                                                      and view.phase == "bid"),
}


def wrong_selection(layout, view, legal: list[Action], rng: random.Random):
    """A random bid in the panel under a standing bid, or a random card of the hand in play."""
    ctx = DrawContext(view.seat, [], {}, (0, 0), legal, False, None)
    hand = list(getattr(view, "hand", None) or ())
    if view.phase == "bid" and view.high_bid is not None:
        layout.bid_suit, layout.bid_count = rng.choice("CDHS"), rng.randint(12, 20)
        return layout.refusal(view, ctx), (layout.bid_suit, layout.bid_count)
    if view.phase == "play" and hand:
        layout.selected = rng.choice(hand)
        return layout.refusal(view, ctx), layout.selected
    return None


def refusal_holds(key: str, picked, view, legal: list[Action]) -> bool:
    """"Must beat B" only for a bid that does not beat B; "you must follow" only when the hand
    holds the led suit (the trump's, when the Joker led)."""
    from engines.napoleon.cards import bid_key

    if key == "napoleon.err.bid_not_higher":
        suit, count = picked
        return bid_key(count, suit) <= bid_key(*view.high_bid)
    if key == "napoleon.err.must_follow":
        lead = view.current[0][1]
        suit = view.trump if lead.suit == JOKER else lead.suit
        return picked.suit != suit and any(c.suit == suit for c in view.hand)
    return True


def card_chosen_by_keys(app, table, action: Action) -> bool | None:
    """A second Space on the chosen card plays it; a chosen discard waits for the Discard button
    (`decision_without_the_hint`)."""
    if action.kind == "play":
        key(app, pygame.K_SPACE)
        return True
    return True if action.kind == "discard" else None


def decision_without_the_hint(app, table) -> bool | None:
    """The three discards: three cards picked with the focus, then the Discard button."""
    if getattr(table.view, "phase", None) != "discard":
        return None
    for card in list(table.view.hand)[:3]:
        if not focus_choice(app, table, lambda payload, card=card: payload == card):
            return False
        key(app, pygame.K_SPACE)
    return focus_button(app, table, "discard") and press_enter(app)
