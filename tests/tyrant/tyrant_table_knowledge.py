"""What the shared table tests ask of Tyrant (tests/ui/table_knowledge.py): the facts its prompt
sentences state, a wrong play of up to three cards and whether "you must follow" is true
(tests/ui/test_one_voice.py), and its own gestures (tests/ui/test_keyboard_alone.py): chips put on
a place with ←/→ and Space and counted with +, and a card sent to the plaza by choosing it alone."""
from __future__ import annotations

import random

import pygame

from game.actions import Action
from tests.ui.key_moves import focus_choice, key, press_enter
from tests.ui.table_knowledge import card_plays, some_cards_of_the_hand

ONE_CARD_KINDS = ("play", "to_plaza")   # a played card put into the plaza is chosen alone


def kinds(legal: list[Action]) -> set[str]:
    return {a.kind for a in legal}


FACTS = {
    "ui.tyrant.prompt.must_pass": lambda view, legal: (len(legal) == 1 and legal[0].kind == "pass"
                                                       and not view.hand),
    "ui.tyrant.prompt.must_play_passed": lambda view, legal: "pass" not in kinds(legal) and bool(card_plays(legal)),
    "ui.tyrant.prompt.must_play_no_chips": lambda view, legal: "pass" not in kinds(legal) and bool(card_plays(legal)),
    # "choose 1-3 cards and play, or pass"
    "ui.tyrant.prompt.play": lambda view, legal: "pass" in kinds(legal) and bool(card_plays(legal)),
}


def wrong_selection(layout, view, legal: list[Action], rng: random.Random):
    """Up to three cards of the hand in the play phase, the first of them the face-up one."""
    from ui.layouts.tyrant.selection import refusal

    picked = some_cards_of_the_hand(view, rng)
    if picked is None or view.phase != "play":
        return None
    return refusal(picked[:3], view, legal, picked[0]), picked[:3]


def refusal_holds(key: str, picked, view, legal: list[Action]) -> bool:
    """"You must follow" only for cards none of the lead suit while the hand holds one."""
    if key == "tyrant.err.must_follow":
        return (not any(c.suit == view.lead_suit for c in picked)
                and any(c.suit == view.lead_suit for c in view.hand))
    return True


def own_move_by_keys(app, table, rng: random.Random) -> bool | None:
    """Chips (seven times in ten when there are): a place with ←/→ and Space, the count with +."""
    chips = [a for a in table.legal if a.kind == "chips"]
    if not chips or rng.random() >= 0.7:
        return None
    place, count = rng.choice(chips).value.rsplit(":", 1)
    if not focus_choice(app, table, lambda payload: payload == place):
        return False
    key(app, pygame.K_SPACE)
    for _ in range(int(count) - 1):
        key(app, pygame.K_PLUS)
    assert (table.layout.chip_place, table.layout.chip_count) == (place, int(count))
    return press_enter(app)


def card_chosen_by_keys(app, table, action: Action) -> bool | None:
    """A card for the plaza goes there once chosen."""
    return True if action.kind == "to_plaza" else None
