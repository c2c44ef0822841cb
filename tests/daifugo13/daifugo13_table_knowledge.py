"""What the shared table tests ask of Daifugo 13 (tests/ui/table_knowledge.py): the facts its prompt
sentences state and a wrong selection of the hand with its refusal (tests/ui/test_one_voice.py; the
refusals' words are checked for their placeholders only), and the one-card moves its keys make
(tests/ui/test_keyboard_alone.py; the gestures are the shared ones)."""
from __future__ import annotations

import random

from game.actions import Action
from tests.ui.table_knowledge import card_plays, some_cards_of_the_hand

CARD_PLAY_KINDS = ("play", "sandstorm")   # a sandstorm is a play of cards too
ONE_CARD_KINDS = ("play", "give", "discard")   # a card given or discarded (D13's effects) is chosen like a play


def leading(view) -> bool:
    """Nothing on the table to beat."""
    return not view.pub.table


def cannot_beat(view, legal: list[Action]) -> bool:
    return not card_plays(legal, CARD_PLAY_KINDS) and not leading(view)


FACTS = {
    "ui.forced.reason.pass": cannot_beat,
    "ui.daifugo13.prompt.cannot_beat": cannot_beat,
    "ui.daifugo13.prompt.lead": lambda view, legal: leading(view) and bool(card_plays(legal, CARD_PLAY_KINDS)),
    "ui.daifugo13.prompt.follow": lambda view, legal: not leading(view) and bool(card_plays(legal, CARD_PLAY_KINDS)),
    "ui.daifugo13.prompt.stuck": lambda view, legal: ("draw" in {a.kind for a in legal}
                                                      and not card_plays(legal, CARD_PLAY_KINDS)),
}


def wrong_selection(layout, view, legal: list[Action], rng: random.Random):
    from ui.layouts.daifugo13.selection import refusal

    picked = some_cards_of_the_hand(view, rng)
    return None if picked is None else (refusal(picked, view, legal), picked)
