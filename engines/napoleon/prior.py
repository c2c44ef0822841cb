"""Napoleon's Hard prior: `PriorPlayer`, the Normal player with named rule-level tweaks, each
measured over thousands of cheap duplicate deals against Normal (tools/research/diag_prior.py), and
`HARD_TWEAKS`, the set Hard starts from and plays on with in its playouts. Every tweak reads the
seat's own view only."""
from __future__ import annotations

from engines.napoleon.ai import NormalPlayer, _Knowledge
from engines.napoleon.view import NapoleonView, adjutant_acts

# Measured without search (`python -m tools.research.diag_prior --game napoleon --sets "" ainfer`): the
# tested seat's win share +0.99 ± 0.41 points over Normal (2,000 deals × 5 seats, seed c1) and
# +0.70 ± 0.27 (4,000 deals, seed c2); its allies win 46.3% / 46.7% instead of 44.7% / 45.6%.
HARD_TWEAKS: tuple[str, ...] = ("ainfer",)

SWITCHES = {"ainfer"}


class PriorPlayer(NormalPlayer):
    """Normal with named tweaks:

    - "ainfer": an ally, while the adjutant is hidden, reads the play (`adjutant_acts`, the same
      acts Hard's belief weighs): a seat that gave Napoleon's winning trick an honour and never
      took a trick from Napoleon is taken for the adjutant, a seat that took a trick from Napoleon
      for a fellow ally; once one seat is taken for the adjutant, the other unknown seats are
      friends (fed when their card holds the trick, never overtaken). Normal's ally treats every
      unknown seat as neither friend nor foe.

    Tried and dropped, each beside "ainfer" on the same 2,000 deals (seed c1; their code is in the
    history at commit 02395c0): Napoleon taking the seat that fed it for its adjutant ("ninfer"
    -0.09 ± 0.09 alone); a friend's highest unseen card of the led suit counted as holding the
    trick ("hold2", "hold3" -0.13 ± 0.16); Napoleon leading low trumps while it holds more than
    are unseen ("ntrump" -0.01 ± 0.12); the hidden adjutant leading like a revealed one
    ("adjlead" -0.32 ± 0.23) or not keeping its named card back early ("adjfree" 0.00); voids in
    the named card's suit clearing a seat of being the adjutant ("avoid" 0.00 ± 0.05: such a seat
    has mostly shown itself already); only the elimination part of "ainfer" ("ainfer1" +0.56 ±
    0.28 against Normal, less than "ainfer").
    """

    name = "prior"

    def __init__(self, tweaks=()):
        super().__init__()
        self.tweaks = set(tweaks)
        for t in self.tweaks:
            if t not in SWITCHES:
                raise ValueError(f"unknown Napoleon prior tweak: {t!r}")

    def _knowledge(self, view: NapoleonView) -> _Knowledge:
        knowledge = _Knowledge(view)
        if "ainfer" in self.tweaks:
            self._read_the_play(view, knowledge)
        return knowledge

    @staticmethod
    def _read_the_play(view: NapoleonView, k: _Knowledge) -> None:
        """"ainfer": an ally's friends and foes while the adjutant is hidden (see the class)."""
        if k.role != "ally" or view.adjutant_known or view.napoleon is None or view.named is None:
            return
        fed: set[int] = set()
        overtook: set[int] = set()
        for seat, act in adjutant_acts(view):
            (fed if act == "fed" else overtook).add(seat)
        suspects = fed - overtook
        nap = view.napoleon
        unknown = [s for s in range(5) if s not in (view.seat, nap)]
        friends = {s for s in unknown if s in overtook}
        enemies = {nap}
        if len(suspects) == 1:
            adjutant = next(iter(suspects))
            enemies.add(adjutant)
            friends = {s for s in unknown if s != adjutant}
        elif len(friends) == len(unknown) - 1:
            enemies.update(s for s in unknown if s not in friends)     # the one seat left
        k.friends, k.enemies = friends, enemies
