"""Napoleon's Hard prior: `PriorPlayer`, the Normal player with named rule-level tweaks, each
measured over thousands of cheap duplicate deals against Normal (tools/diag_napoleon_prior.py), and
`HARD_TWEAKS`, the set Hard starts from and plays on with in its playouts. Every tweak reads the
seat's own view only."""
from __future__ import annotations

import random

from game.actions import Action
from game.cards import JOKER

from engines.napoleon.ai import NormalPlayer, _Knowledge
from engines.napoleon.view import NapoleonView, adjutant_acts

HARD_TWEAKS: tuple[str, ...] = ("ainfer",)

SWITCHES = {"ainfer", "ainfer1", "ninfer", "hold2", "hold3", "ntrump", "adjlead", "adjfree", "avoid"}


class PriorPlayer(NormalPlayer):
    """Normal with named tweaks:

    - "ainfer": an ally, while the adjutant is hidden, reads the play: a seat that gave Napoleon's
      winning trick an honour (and never took a trick from Napoleon) is taken for the adjutant, a
      seat that took a trick from Napoleon for a fellow ally; once one seat is taken for the
      adjutant, the other unknown seats are friends. "ainfer1": only the last part, and only when
      exactly one seat fed Napoleon.
    - "ninfer": Napoleon, while its adjutant is hidden, takes the seat that fed its winning tricks
      (and never overtook them) for the adjutant: a friend, not an enemy to beat.
    - "hold2": a friend's winning card holds the trick (worth feeding an honour) also when it is
      the highest unseen card of the led suit and no later seat not known as a friend has shown a
      void in it; "hold3": ... or when no trump or role card is left unseen at all.
    - "ntrump": Napoleon (or a revealed adjutant) on lead, holding more trumps than are left
      unseen and no master trump, leads its lowest non-honour trump to draw the others' trumps.
    - "adjlead": a hidden adjutant on lead with nothing better leads its lowest trump when
      Napoleon still holds the top unseen... (plays as Normal's revealed adjutant would: masters
      and trump leads first).
    - "avoid" (with "ainfer"): a seat that has shown a void in the named card's suit (or, for the
      named joker, shown not to hold it) is not the adjutant; when only one unknown seat is left
      that could be, it is taken for the adjutant.
    - "adjfree": the hidden adjutant does not hold its named card back in the first tricks.
    """

    name = "prior"

    def __init__(self, tweaks=()):
        super().__init__()
        self.tweaks = set(tweaks)
        for t in self.tweaks:
            if t not in SWITCHES:
                raise ValueError(f"unknown Napoleon prior tweak: {t!r}")

    def _play(self, view: NapoleonView, legal: list[Action], rng: random.Random) -> Action:
        knowledge = _Knowledge(view)
        if "adjfree" in self.tweaks:
            knowledge.named_cost = False
        self._read_the_play(view, knowledge)
        if not view.current:
            return self._lead(view, legal, knowledge)
        return self._follow(view, legal, knowledge)

    def _lead(self, view, legal, k):
        if "ntrump" in self.tweaks and (k.role == "napoleon" or (k.role == "adjutant" and k.revealed_self)) \
                and k.trumps_out > 0 and k.master_trump() is None:
            from engines.napoleon.strength import is_honour, role_power
            trump = view.trump
            mine = [a for a in legal if a.cards[0].suit == trump and not role_power(a.cards[0], trump)
                    and not is_honour(a.cards[0])]
            held = sum(1 for c in view.hand if c.suit == trump or role_power(c, trump))
            if mine and held > k.trumps_out:
                return min(mine, key=lambda a: a.cards[0].rank)
        if "adjlead" in self.tweaks and k.role == "adjutant" and not k.revealed_self:
            k.revealed_self = True
            try:
                return NormalPlayer._lead(self, view, legal, k)
            finally:
                k.revealed_self = False
        return NormalPlayer._lead(self, view, legal, k)

    def _holds(self, view, card, suit, called, plays, k) -> bool:
        if NormalPlayer._holds(view, card, suit, called, plays, k):
            return True
        if not self.tweaks & {"hold2", "hold3"} or card.suit != suit:
            return False
        from engines.napoleon.ai import high
        if high(card.rank) <= k.top_left(suit):
            return False
        if "hold3" in self.tweaks and k.trumps_out == 0:
            return True
        return not any(suit in view.voids[s] for s in k.after(plays) if s not in k.friends)

    def _read_the_play(self, view: NapoleonView, k: _Knowledge) -> None:
        if view.adjutant_known or view.napoleon is None or view.named is None:
            return
        tweaks = self.tweaks
        wants = (k.role == "ally" and ("ainfer" in tweaks or "ainfer1" in tweaks)) or \
                (k.role == "napoleon" and "ninfer" in tweaks)
        if not wants:
            return
        fed: set[int] = set()
        overtook: set[int] = set()
        for seat, act in adjutant_acts(view):
            (fed if act == "fed" else overtook).add(seat)
        suspects = fed - overtook
        me, nap = view.seat, view.napoleon
        unknown = [s for s in range(5) if s not in (me, nap)]
        if "avoid" in tweaks and k.role == "ally":
            named = view.named
            cleared = {s for s in unknown
                       if (s in view.no_joker if named.suit == JOKER else named.suit in view.voids[s])}
            overtook |= cleared
            suspects -= cleared
            left = [s for s in unknown if s not in cleared]
            if len(left) == 1 and not suspects:
                suspects = set(left)
        if k.role == "napoleon":
            if len(suspects) == 1:
                adj = next(iter(suspects))
                k.friends = {adj}
                k.enemies = {s for s in unknown if s != adj}
            return
        if "ainfer1" in tweaks and "ainfer" not in tweaks:
            if len(suspects) == 1:
                adj = next(iter(suspects))
                k.enemies = {nap, adj}
                k.friends = {s for s in unknown if s != adj}
            return
        friends = {s for s in unknown if s in overtook}
        enemies = {nap}
        if len(suspects) == 1:
            adj = next(iter(suspects))
            enemies.add(adj)
            friends = {s for s in unknown if s != adj}
        elif len(friends) == len(unknown) - 1:
            enemies.update(s for s in unknown if s not in friends)   # the one left
        k.friends, k.enemies = friends, enemies
