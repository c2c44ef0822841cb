"""Napoleon's Hard level: the hooks it adds to the shared search (`search_hooks`) and its prior
(`hard_player`).

- `playout_view`: a cheap view of a sampled world for the playouts, the fields of a seat's view that
  the Normal player and Hard's prior read, built without copying the world's record. Never hand it
  to a player outside the search (it shares the world's lists, and carries nothing else).
- `search_candidates`: the bids, adjutant cards and discards worth searching.
- `hard_bids_like_normal`: after a void deal, Hard bids as Normal would.
- `PriorPlayer`: the Normal player with named rule-level tweaks, each measured over thousands of
  cheap duplicate deals against Normal (tools/research/diag_prior.py), and `HARD_TWEAKS`, the set
  Hard starts from and plays on with in its playouts. Every tweak reads the seat's own view only."""
from __future__ import annotations

from typing import Any, NamedTuple

from game.actions import Action
from game.engine import Ruleset, SearchHooks
from game.search import SearchPlayer

from engines.napoleon.ai import NormalPlayer, _Knowledge, adjutant_wishes, discard_keep
from engines.napoleon.belief import adjutant_acts
from engines.napoleon.cards import is_honour, parse_bid
from engines.napoleon.events import BID, PASS
from engines.napoleon.state import BIDDING, DISCARDING, NAMING, OVER, PLAYERS
from engines.napoleon.view import NapoleonView, adjutant_knowledge


def search_hooks() -> SearchHooks:
    """Hard's playouts: Normal and the prior decide on a cheap view of the sampled world (the
    same choices as on the full view); bids are answered as Normal would after a void deal; the
    bids and the adjutant's card are narrowed to those worth searching."""
    return SearchHooks(playout_view=playout_view, quick=hard_bids_like_normal,
                       search_candidates=search_candidates)


def hard_player(rules: Ruleset) -> Any:
    """The shared search with Hard's own prior."""
    return SearchPlayer(rules, prior=PriorPlayer(HARD_TWEAKS))


# ---- the playouts' view -----------------------------------------------------------------------
class PlayoutView(NamedTuple):
    """What Normal (and `PriorPlayer`) read of a `NapoleonView`, with the same values."""
    seat: int
    phase: str
    options: dict
    void_deals: int
    hand: list
    napoleon: int | None
    trump: str | None
    named: Any
    tricks: tuple
    current: list
    discards: Any
    voids: list
    adjutant_known: bool
    adjutant: int | None
    adjutant_public: bool

    @property
    def trick_index(self) -> int:
        return len(self.tricks)


def playout_view(state: Any, seat: int) -> PlayoutView:
    """The fields of `view(state, seat)` that Normal reads (the world's lists shared)."""
    over = state.phase == OVER
    discards = state.discards
    if seat != state.napoleon and not over:
        discards = [c if is_honour(c) else None for c in discards]
    known, adjutant, _ = adjutant_knowledge(state, seat)
    return PlayoutView(
        seat, state.phase, state.options, state.void_deals, state.hands[seat], state.napoleon,
        state.trump, state.named, tuple((t.plays, t.winner) for t in state.tricks), state.current,
        discards, state.voids, known, adjutant, state.adjutant_public or over)


# ---- the candidates and quick answers ---------------------------------------------------------
SHORTLIST_DISCARDS = 5     # Hard searches the discards Normal would part with most easily
SHORTLIST_NAMES = 5        # and the adjutant cards Normal wants most


def search_candidates(view: NapoleonView, legal: list[Action], normal: Action) -> list[Action]:
    """The actions Hard plays out (game/search.py `_shortlist`): in the auction pass and the lowest
    legal bid of each suit (a higher bid in the same suit only makes the contract harder), naming
    the cards Normal wants most, discarding the cards Normal keeps least; every card in play."""
    if view.phase == BIDDING:
        out = [a for a in legal if a.kind == PASS]
        lowest: dict[str, Action] = {}
        for a in legal:
            if a.kind == BID:
                count, suit = parse_bid(a.value)
                if suit not in lowest or count < parse_bid(lowest[suit].value)[0]:
                    lowest[suit] = a
        return out + list(lowest.values()) + [normal]
    if view.phase == NAMING:
        hand = set(view.hand)
        by_card = {a.cards[0]: a for a in legal}
        wished = [by_card[c] for c in adjutant_wishes(view.trump) if c not in hand and c in by_card]
        return wished[:SHORTLIST_NAMES] + [normal]
    if view.phase == DISCARDING:
        keep = discard_keep(view)
        return sorted(legal, key=lambda a: keep(a.cards[0]))[:SHORTLIST_DISCARDS] + [normal]
    return legal


def hard_bids_like_normal(view: NapoleonView, legal: list[Action]) -> bool:
    """The Hard level bids by search only in a deal's first auction: after an all-pass redeal
    (N17) it bids like Normal, whose boldness grows with every void deal, so a table of Hard
    players always ends its auction (searching alone, each may find passing safest for ever)."""
    return view.phase == BIDDING and view.void_deals > 0


# ---- the prior ---------------------------------------------------------------------------------
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
        unknown = [s for s in range(PLAYERS) if s not in (view.seat, nap)]
        friends = {s for s in unknown if s in overtook}
        enemies = {nap}
        if len(suspects) == 1:
            adjutant = next(iter(suspects))
            enemies.add(adjutant)
            friends = {s for s in unknown if s != adjutant}
        elif len(friends) == len(unknown) - 1:
            enemies.update(s for s in unknown if s not in friends)     # the one seat left
        k.friends, k.enemies = friends, enemies
