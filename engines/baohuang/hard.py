"""Bao Huang's Hard level: the shared search (game/search.py) as `BaoHuangSearch`, with its hooks
(`search_hooks`): the playouts' cheap view of a sampled world (`playout_view`), the short list of
plays worth searching (`search_candidates`), and its utility. Its prior `PriorPlayer` (Normal with
measured tweaks) is in prior.py, kept apart for its size.

A leader with 34 cards has dozens of legal plays (every rank × count × joker mix): spread over all
of them, a decision's playouts leave each a couple of noisy worlds. The sensible ones are few: a
whole set of one rank without jokers (Normal keeps sets together), going out, and on a play to
beat, per rank the cheapest play that beats it, the cheapest joker play, or passing.

Measured (tools/research/diag_baohuang_hard.py): at ~100 playouts a decision the worlds cannot tell the
plays of a 25-decision deal apart (each departure's true effect, replayed on the real cards, nets
out within noise), while a rule-level change shows over thousands of cheap duplicate deals: Normal's
Peasants let the Emperor run (they spend jokers and break sets only against a seat about to go
out), and fighting every play of the Emperor (and of a known Guard) wins 29% of Peasant deals
instead of 21%. So Hard starts from that prior and leaves it only on a clear verdict of its worlds.
The prior's tweaks (`HARD_TWEAKS`, each measured on >= 3000 paired duplicate deals, see
PriorPlayer) add the endgame of unbeatable plays, leads a nearly-out foe cannot follow, the
Guard deduced by elimination, 2s kept for the Emperor, keeping the throne, never rebelling, and
per-role joker spending: +2.19 ± 0.82 points of win share over the first three (seed c7).
"""
from __future__ import annotations

from typing import Any

from game.actions import Action
from game.engine import SearchHooks
from game.search import SearchPlayer

from engines.baohuang.ai import NormalView
from engines.baohuang.cards import GUARD_CARD, SMALL
from engines.baohuang.events import PLAY_CARDS
from engines.baohuang.moves import STRENGTH, jokers_in
from engines.baohuang.prior import HARD_TWEAKS, PriorPlayer
from engines.baohuang.state import EMPEROR, PEASANT, PLACE_POINTS, PLAY, SOLO_DECLARED


# ---- the playouts' view ----------------------------------------------------------------------
def playout_view(state: Any, seat: int) -> NormalView:
    """The fields of `view.view(state, seat)` that Normal reads, with the same values, the sampled
    world's record shared, not copied: never hand it to a player outside the search."""
    hands = state.hands
    hand = hands[seat]
    solo = state.solo
    emperor = state.emperor
    guard = None
    if not solo and (state.guard_revealed or state.revealed):
        guard = state.guard
    return NormalView(
        seat, state.phase, hand, tuple(map(len, hands)), emperor, solo == SOLO_DECLARED,
        emperor == seat and solo is not None,
        GUARD_CARD in hand or (state.guard == seat and emperor is not None),
        guard, state.rebels, state.last_play, state.beat_emperor, state.passed,
        state.discards + state.table)


# ---- the plays worth searching -----------------------------------------------------------------
LOW_SETS = 5        # leading: the whole sets of this many lowest ranks ...
HIGH_SETS = 1       # ... and of this many highest (a strong lead to take the next round)
FOLLOW_RANKS = 4    # following: the cheapest beating play of this many lowest ranks ...
FOLLOW_HIGH = 1     # ... and of this many highest


def _plain_rank(action: Action) -> int | None:
    for c in action.cards:
        s = STRENGTH[c]
        if s < SMALL:
            return s
    return None


def search_candidates(view: Any, legal: list[Action], normal: Action) -> list[Action]:
    """The plays Hard plays out: Normal's choice, passing (when legal), going out in one play; as
    leader the whole jokerless set of each of the lowest and highest ranks; following, per rank
    the cheapest beating play (fewest jokers, no Guard card if it can), for the lowest and the
    highest ranks, and the cheapest play of jokers only. Throne and rebellion: every choice."""
    if view.phase != PLAY:
        return legal
    hand_size = len(view.hand)
    out: list[Action] = [normal]
    plays = [a for a in legal if a.kind == PLAY_CARDS]
    out += [a for a in legal if a.kind != PLAY_CARDS]                   # pass
    going_out = [a for a in plays if len(a.cards) == hand_size]
    if going_out:
        out.append(min(going_out, key=jokers_in))
    per_rank: dict[int, Action] = {}
    joker_only: list[Action] = []
    if view.last_play is None:
        counts: dict[int, int] = {}
        for c in view.hand:
            s = STRENGTH[c]
            if s < SMALL:
                counts[s] = counts.get(s, 0) + 1
        for a in plays:
            r = _plain_rank(a)
            if r is None:
                joker_only.append(a)
            elif len(a.cards) == counts.get(r) and r not in per_rank and not jokers_in(a)[0]:
                # a whole set, no jokers
                per_rank[r] = a
        ranks = sorted(per_rank)
        chosen = ranks[:LOW_SETS] + ranks[max(LOW_SETS, len(ranks) - HIGH_SETS):]
        out += [per_rank[r] for r in chosen]
        if not per_rank and joker_only:
            out.append(min(joker_only, key=lambda a: (jokers_in(a)[1], -len(a.cards))))
    else:
        for a in plays:
            r = _plain_rank(a)
            if r is None:
                joker_only.append(a)
                continue
            best = per_rank.get(r)
            if best is None or jokers_in(a) < jokers_in(best):
                per_rank[r] = a
        ranks = sorted(per_rank)
        chosen = ranks[:FOLLOW_RANKS] + ranks[max(FOLLOW_RANKS, len(ranks) - FOLLOW_HIGH):]
        out += [per_rank[r] for r in chosen]
        if joker_only:
            out.append(min(joker_only, key=lambda a: (jokers_in(a)[1],
                                                      sum(STRENGTH[c] for c in a.cards))))
    seen: set[Action] = set()
    unique = []
    for a in out:
        if a not in seen:
            seen.add(a)
            unique.append(a)
    return unique


TEAM_WEIGHT = 0.1   # utility: a deal won counts 1, each place point of the seat's side this much
# Hard leaves its prior's choice only when its worlds say so this clearly (z of the paired
# difference). Measured (tools/research/diag_baohuang_hard.py decisions: each departure's true effect on the
# real cards, Normal playing on, 22 deals): the departures' net effect was within noise at every
# threshold and role, so the bar is high (one bar for every role).
SWITCH_Z = 2.0


def utility(result: Any, seat: int) -> float:
    """For the search: the deal won first (what the players count), then the place points of
    the seat's side (B17: the sign of that sum decides who wins, so it says how near a lost deal
    came to a win and a won deal to a loss), not the doubled and ×4 scores of B18–B21."""
    details = result.details
    roles, places = details["roles"], details["places"]
    side = PEASANT if roles[seat] == PEASANT else EMPEROR
    own = sum(PLACE_POINTS[places[s] - 1] for s in range(len(roles))
              if (PEASANT if roles[s] == PEASANT else EMPEROR) == side)
    won = 1.0 if seat in result.winners else 0.0
    return won + TEAM_WEIGHT * own


class BaoHuangSearch(SearchPlayer):
    """The shared search (game/search.py) with `PriorPlayer` as its prior (its starting choice,
    and the searcher's seat plays on as it in the playouts, on the cheap `playout_view`), for Bao
    Huang, where a decision's 100-odd playouts spread over a handful of plays and a deal holds ~25
    decisions: the prior's choice is never pruned early (4 worlds pruned it by chance: those
    departures lost), so it is weighed on every world, and Hard leaves it only above `SWITCH_Z`."""

    def __init__(self, rules, **kwargs):
        kwargs.setdefault("switch_z", SWITCH_Z)
        super().__init__(rules, prune_normal=False, prior=PriorPlayer(HARD_TWEAKS), **kwargs)


def search_player(rules: Any) -> BaoHuangSearch:
    return BaoHuangSearch(rules)


def search_hooks() -> SearchHooks:
    """Hard's playouts: Normal and the prior decide on a cheap view of the sampled world (the
    same choices as on the full view); wide decisions are narrowed to `search_candidates`."""
    return SearchHooks(playout_view=playout_view, search_candidates=search_candidates)
