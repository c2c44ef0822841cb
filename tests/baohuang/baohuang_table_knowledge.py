"""What the shared table tests ask of Bao Huang (tests/ui/table_knowledge.py): the facts its prompt
sentences state, a wrong selection of the hand and whether its refusal is true
(tests/ui/test_one_voice.py), and a play made by stacks: each rank's stack focused and its count set
with a number key, then the Play button (tests/ui/test_keyboard_alone.py)."""
from __future__ import annotations

import random

import pygame

from game.actions import Action
from tests.ui.key_moves import focus_button, focus_choice, key, press_enter
from tests.ui.table_knowledge import card_plays, some_cards_of_the_hand


def leading(view) -> bool:
    """Nothing on the table to beat."""
    return view.last_play is None


def cannot_beat(view, legal: list[Action]) -> bool:
    return not card_plays(legal) and not leading(view)


FACTS = {
    "ui.forced.reason.pass": cannot_beat,
    "baohuang.table.prompt.cannot_beat": cannot_beat,
    "baohuang.table.forced.cannot_beat": cannot_beat,
    "baohuang.table.prompt.lead": lambda view, legal: leading(view) and bool(card_plays(legal)),
    "baohuang.table.prompt.follow": lambda view, legal: not leading(view) and bool(card_plays(legal)),
}


def wrong_selection(layout, view, legal: list[Action], rng: random.Random):
    from ui.layouts.baohuang.hand import refusal

    picked = some_cards_of_the_hand(view, rng)
    return None if picked is None else (refusal(picked, view, legal), picked)


def refusal_holds(key: str, picked, view, legal: list[Action]) -> bool:
    """A count "as many as the last play" only when there is a last play of another size, "not
    stronger" only under a last play, a lead's words only when leading."""
    last = view.last_play[1] if view.last_play else None
    if key == "baohuang.table.reason.count":
        return last is not None and len(picked) != len(last)
    if key in ("baohuang.table.reason.weaker", "baohuang.err.bad_play"):
        return last is not None
    if key == "baohuang.err.bad_lead":
        return last is None
    return True


def own_move_by_keys(app, table, rng: random.Random) -> bool | None:
    """In the play phase, a legal play chosen at random, made by its stacks' counts."""
    if table.view.phase != "play":
        return None
    plays = [a for a in table.legal if a.kind == "play"]
    if not plays:
        return False
    action = rng.choice(plays)
    for rank in sorted({c.rank for c in action.cards}):
        n = sum(1 for c in action.cards if c.rank == rank)
        if not focus_choice(app, table, lambda card, rank=rank: getattr(card, "rank", None) == rank):
            return False
        key(app, getattr(pygame, f"K_{n}"))
    return focus_button(app, table, "play") and press_enter(app)
