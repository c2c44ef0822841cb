"""The table's Hint, without the table: what the Hard level would play for a seat, from that seat's
view only, and the one-line reason a player can read (a string key and its parameters).

The reason comes from the search's own figures: the chosen play's share of sampled deals won beside
the best alternative's, or, when the figures do not separate the plays, that it is a solid move
none of the others clearly beat; before them, where the game can tell, a fact of the position in
plain words (`Ruleset.hint_reason`: "takes the trick so far with your lowest card that can")."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.actions import Action
from game.engine import Ruleset

HINT_BUDGET_S = 1.0


@dataclass
class Hint:
    action: Action
    key: str                                   # string-table key of the reason ("ui.hint.chance")
    params: dict[str, Any] = field(default_factory=dict)
    why: tuple[str, dict[str, Any]] | None = None   # the game's plain-words reason (Ruleset.hint_reason)

    @property
    def text_key(self) -> str:
        """The string to show: the search's figures, with the game's reason when it has one."""
        return f"{self.key}_why" if self.why is not None and self.key != "ui.hint.only" else self.key


def advise(rules: Ruleset, view: Any, legal: list[Action], rng: random.Random,
           budget_s: float = HINT_BUDGET_S, max_playouts: int | None = None) -> Hint:
    """What Hard would play for `view.seat`, and why. The caller fills `params["play"]` with the
    action's readable name (see `describe`). A game that proposes a whole set at once
    (`Ruleset.whole_hint`: Tyrant's keep) gets it without a search, keyed "ui.hint.keep"."""
    whole = rules.whole_hint(view, legal)
    if whole is not None:
        action, why = whole
        return Hint(action, "ui.hint.keep", {"n": len(action.cards)}, why)
    if len(legal) == 1:
        return Hint(legal[0], "ui.hint.only")
    hard = rules.ai_player("hard")
    hard.budget_s = budget_s
    hard.max_playouts = max_playouts
    analysis = hard.analyse(view, legal, rng)
    chosen, other = analysis.chosen(), analysis.best_alternative()
    why = rules.hint_reason(view, analysis.action, legal)
    if other is not None:
        p, q = round(100 * chosen.win_share), round(100 * other.win_share)
        if p > q:
            return Hint(analysis.action, "ui.hint.chance", {"p": p, "q": q}, why)
    return Hint(analysis.action, "ui.hint.normal", why=why)


def trick_reason(card, cards, wins, power) -> tuple[str, dict[str, Any]] | None:
    """The plain-words reason for playing `card` into a trick under way, among the playable
    `cards`: `wins(c)` whether c would take the trick as it stands, `power(c)` how strong c is in
    it (lower is weaker; ties broken by the caller's key). "Takes the trick so far with your
    lowest card that can", "takes the trick so far", "lets this trick go with your lowest card",
    or None when none of these is exactly true."""
    weakest = min(power(c) for c in cards)
    if wins(card):
        cheapest = min(power(c) for c in cards if wins(c))
        return ("ui.hint.why.cheapest_winner" if power(card) == cheapest else "ui.hint.why.winner"), {}
    if power(card) == weakest:
        return "ui.hint.why.lowest_loser", {}
    return None


def _label(card) -> str:
    return card.label


SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def describe(action: Action, kind_name, card_name=None, cards_words=None, action_words=None,
             phrase=None) -> str:
    """A short readable name of an action: its cards, else its value (a bid "S13" as ♠13), with the
    kind's name from `kind_name(kind)` (a translated word, or None to leave it out); `card_name(card)`
    names a card in the player's language (default: its ♠A-style label); `cards_words(cards)`, when
    given and not None, names all the cards at once as the table does ("A×5"); `action_words(action)`,
    when given and not None, is the table's whole phrase for an action whose value is a code (Tyrant's
    chips "plaza:S:1"); `phrase(kind, word, what)` joins the kind's word and what it acts on in the
    player's language (default "word what": Japanese puts the verb last, "♥7を出す")."""
    whole = action_words(action) if action_words else None
    if whole:
        return whole
    word = kind_name(action.kind)
    what = None
    if action.cards:
        words = cards_words(action.cards) if cards_words else None
        what = words or " ".join((card_name or _label)(c) for c in action.cards)
    elif action.value is not None:
        what = str(action.value)
        if len(what) >= 2 and what[0] in SUIT_SIGNS and what[1:].isdigit():
            what = SUIT_SIGNS[what[0]] + what[1:]
    if word and what:
        return phrase(action.kind, word, what) if phrase else f"{word} {what}"
    return word or what or action.kind
