"""Bao Huang's Hard prior: `PriorPlayer`, the Normal player with named rule-level tweaks, each
measured over thousands of cheap duplicate deals (tools/diag_baohuang_hard.py compare), and
`HARD_TWEAKS`, the set Hard starts from and plays on with in its playouts."""
from __future__ import annotations

from typing import Any

from game.actions import Action

from engines.baohuang.cards import BIG, GUARD_CARD, SMALL
from engines.baohuang.moves import STRENGTH, jokers_in
from engines.baohuang.playout_view import with_fields as _replace

# the prior's tweaks (see PriorPlayer). Measured without search, 1500 duplicate deals a seed: the
# first three alone 1.18x Normal; all of these (with gjp10 for gjp5, without pjp99) against those
# three +2.19 ± 0.82 points of win share (seed c7), +3.04 ± 0.93 (c9). Per-role JOKER_POWER:
# "ejp99" (the Emperor spends jokers only late or against a seat about to go out) +0.25 ± 0.21
# (c7), +0.25 ± 0.19 (c8); "gjp10" (the Guard spends them freely unless poor in jokers and 2s)
# +0.72 ± 0.46 (c7), +0.64 ± 0.46 (c8), and "gjp5" beside it +0.37 ± 0.46 (c9), ~+0.55 (c10);
# "pjp99" (a Peasant like the Emperor) +0.36 ± 0.22 (c9), +0.09 ± 0.22 (c10).
HARD_TWEAKS = ("aggr", "efoe", "eaggr", "master", "bigl", "keep", "rebel99", "pinfer", "holdp15",
               "ejp99", "gjp5", "pjp99")


def role_of(view: Any) -> str:
    """The seat's role as its view tells it, or the phase before play."""
    if view.phase in ("throne", "rebellion"):
        return view.phase
    if view.seat == view.emperor:
        return "emperor"
    return "guard" if view.i_am_guard else "peasant"


class PriorPlayer:
    """Normal with named tweaks, each reading the seat's own view only, tried fast over thousands
    of duplicate deals against Normal (tools/diag_baohuang_hard.py compare; + kept, - dropped,
    figures are the paired change of the tested seat's win share, 1500 deals a seed, 95%):

    + "aggr": a Peasant fights every play of the Emperor and of a known Guard as if that seat
      were about to go out (breaks sets, spends jokers); "efoe"/"eaggr": the Emperor treats seats
      that played on its plays as Peasants and fights them so (the first 1.18x Normal).
    + "master": the endgame (hand <= 16): lead, or follow with, a play no unseen cards can beat
      (`_beatable`: the unseen pool, at most the largest other hand) when the rest of the hand
      holds at most one play that could be beaten: +0.85 ± 0.35 (seed c1).
    + "bigl": leading while a foe is nearly out (<= 4 cards), the lowest whole set with more cards
      than it holds: +0.28 ± 0.31 (c1), +0.47 ± 0.28 (c2).
    + "keep": keep the Emperor card (without the Guard card): +0.17 ± 0.13 (c2), +0.13 ± 0.12 (c3).
    + "rebelN": rebel only with hand power >= N; "rebel99" never: +0.17 ± 0.17 (c3),
      +0.17 ± 0.15 (c4) (rebel0: -2.17 ± 0.92, rebel10: -0.48 ± 0.45, c1).
    + "pinfer": a Peasant deduces the hidden Guard by elimination (`_deduced_guard`: Normal's
      Guard never plays on its Emperor's play) and treats it as known: +0.39 ± 0.42 (c4),
      +0.36 ± 0.42 (c5).
    + "holdpN": a Peasant with more than 8 cards does not beat a seat not known as a foe with a
      plain card of strength >= N (keeps its 2s for the Emperor); "holdp15": +0.45 ± 0.63 (c4),
      +0.68 ± 0.64 (c5); with "pinfer" +1.27 ± 0.69 (c5). holdp11 -1.75, holdp13/14 ~0.
    + "ejpN"/"gjpN"/"pjpN"/"jpN": Normal's JOKER_POWER for that role (or all): see HARD_TWEAKS.
    - dropped (within noise or worse): "feed" -0.28 ± 0.21, "nopeas2" 0.0, "nofeed" -0.12,
      "last" (a Peasant fights only as the last to answer: much worse), "aggru" 0.0, "gaggr"
      -0.89 ± 0.60, "gpart" -0.40 ± 0.33, "eall" -1.33 ± 0.56, "einfer" +0.03 ± 0.21, "greveal"
      -0.11 ± 0.09, "last2" -0.25 ± 0.44, "alone" -0.19 ± 0.29, "holdN" (every role), "lateN"
      (6, 10, 12: within ± 0.3), "allies" (an earlier session).
    """

    name = "prior"

    def __init__(self, tweaks=()):
        from engines.baohuang.ai import NormalPlayer
        self.tweaks = set(tweaks)
        self.normal = NormalPlayer()
        if "greveal" in self.tweaks:
            self.normal = _RevealingNormal()
        self.joker_power = {}                       # per role, where a tweak sets it
        for t in self.tweaks:
            if t.startswith("late"):
                self.normal.late = int(t[4:])
            if t.startswith("jp"):
                self.normal.joker_power = float(t[2:])
            if t[1:3] == "jp" and t[0] in "egp":
                role = {"e": "emperor", "g": "guard", "p": "peasant"}[t[0]]
                self.joker_power[role] = float(t[3:])

    def choose(self, view, legal, rng):
        if len(legal) == 1:
            return legal[0]
        tweaks = self.tweaks
        if view.phase == "throne" and "keep" in tweaks and GUARD_CARD not in view.hand:
            return Action("keep")
        if view.phase == "rebellion" and any(a.kind == "rebel" for a in legal):
            for t in tweaks:
                if t.startswith("rebel"):
                    from engines.baohuang.ai import hand_power
                    rebel = hand_power(view.hand) >= float(t[5:])
                    return Action("rebel" if rebel else "no_rebel")
        if view.phase == "play" and "allies" in tweaks and role_of(view) == "peasant" \
                and view.guard is None and view.beat_emperor:
            rebels = tuple(view.rebels) + tuple(s for s in view.beat_emperor if s not in view.rebels)
            view = _replace(view, rebels=rebels)
        if view.phase == "play" and "efoe" in tweaks and role_of(view) == "emperor" \
                and view.beat_emperor:
            rebels = tuple(view.rebels) + tuple(s for s in view.beat_emperor if s not in view.rebels)
            view = _replace(view, rebels=rebels)
        role = role_of(view)
        if view.phase == "play" and view.guard is None and view.emperor is not None \
                and not view.solo_declared and not view.know_no_guard \
                and (("pinfer" in tweaks and role == "peasant")
                     or ("einfer" in tweaks and role == "emperor")):
            guard = _deduced_guard(view)
            if guard is not None:
                view = _replace(view, guard=guard)
        if view.phase == "play" and role == "guard" and "gpart" in tweaks and view.emperor is not None:
            size = view.hand_sizes[view.emperor]
            if 4 < size <= 10:                      # treat the Emperor as nearly out sooner
                sizes = list(view.hand_sizes)
                sizes[view.emperor] = 4
                view = _replace(view, hand_sizes=tuple(sizes))
        if view.phase == "play" and view.last_play is not None and role in ("peasant", "guard", "emperor"):
            last = view.last_play[0]
            size = view.hand_sizes[last]
            limit = 99 if "aggr" in tweaks else (10 if "aggr10" in tweaks else 0)
            if role == "peasant":
                foe = last == view.emperor or last == view.guard or (
                    "aggru" in tweaks and last not in view.rebels and last not in view.beat_emperor)
            elif role == "guard":
                foe = last != view.emperor and ("gaggr" in tweaks or (
                    "alone" in tweaks and view.hand_sizes[view.emperor] == 0))
            else:
                foe = (last in view.rebels and "eaggr" in tweaks) or "eall" in tweaks or (
                    "alone" in tweaks and view.guard is not None and last != view.guard
                    and view.hand_sizes[view.guard] == 0)
                if foe and last not in view.rebels:
                    view = _replace(view, rebels=tuple(view.rebels) + (last,))   # Normal's foe
            if foe and role == "peasant" and "last" in tweaks and _later_helpers(view, last):
                foe = False
            if foe and 4 < size <= limit:
                sizes = list(view.hand_sizes)
                sizes[last] = 4                     # Normal's "about to go out": stop it
                view = _replace(view, hand_sizes=tuple(sizes))
        if view.phase == "play":
            chosen = self._tweaked_play(view, legal, role)
            if chosen is not None:
                return chosen
        if self.joker_power:
            from engines.baohuang.ai import JOKER_POWER
            self.normal.joker_power = self.joker_power.get(role, JOKER_POWER)
        chosen = self.normal.choose(view, legal, rng)
        if view.phase == "play" and view.last_play is not None and chosen.kind == "play" \
                and len(hand := view.hand) > 8 and len(chosen.cards) < len(hand):
            for t in tweaks:
                if t.startswith("hold"):
                    peasants_only = t.startswith("holdp")
                    floor = int(t[5:] if peasants_only else t[4:])
                    if peasants_only and role != "peasant":
                        continue
                    top = max(STRENGTH[c] for c in chosen.cards)
                    if floor <= top < SMALL and not jokers_in(chosen)[0] \
                            and view.last_play[0] not in _foes_known(view, role) \
                            and Action("pass") in legal:
                        return Action("pass")
        return chosen

    def _tweaked_play(self, view, legal, role):
        """The play of a tweak that decides directly, or None for Normal's choice."""
        tweaks = self.tweaks
        hand = view.hand
        plays = [a for a in legal if a.kind == "play"]
        if any(len(a.cards) == len(hand) for a in plays):
            return None                               # Normal goes out
        last = view.last_play
        if "master" in tweaks:
            chosen = _master_play(view, plays)
            if chosen is not None:
                return chosen
        if last is None and "last2" in tweaks:
            chosen = _surer_of_two(view, plays)
            if chosen is not None:
                return chosen
        if last is None and "bigl" in tweaks:
            chosen = _blocking_lead(view, plays, role)
            if chosen is not None:
                return chosen
        if last is None and "feed" in tweaks and role == "peasant":
            allies = _likely_allies(view)
            if any(0 < view.hand_sizes[s] <= NEARLY_OUT for s in allies):
                singles = [a for a in plays if len(a.cards) == 1 and STRENGTH[a.cards[0]] < SMALL]
                if singles:
                    return min(singles, key=lambda a: STRENGTH[a.cards[0]])
        if last is not None and role == "peasant" and Action("pass") in legal:
            seat = last[0]
            if seat != view.emperor and seat != view.guard:
                if "nopeas" in tweaks and view.emperor in view.passed:
                    return Action("pass")
                if "nopeas2" in tweaks and view.emperor in view.passed and seat in view.beat_emperor:
                    return Action("pass")
                if "nofeed" in tweaks and seat in _likely_allies(view) \
                        and 0 < view.hand_sizes[seat] <= NEARLY_OUT:
                    return Action("pass")
        return None


NEARLY_OUT = 4


def _later_helpers(view, last_seat) -> bool:
    """Whether a seat still to answer this play (after me, before its player) may beat it for me:
    a seat with cards other than the Emperor and a known Guard."""
    n = len(view.hand_sizes)
    s = (view.seat + 1) % n
    while s != last_seat:
        if view.hand_sizes[s] > 0 and s != view.emperor and s != view.guard:
            return True
        s = (s + 1) % n
    return False


def _likely_allies(view) -> set:
    """For a Peasant: the seats likely on its side (rebels, seats that played on the Emperor's
    play, all but the Guard once it is revealed)."""
    me, emperor, guard = view.seat, view.emperor, view.guard
    out = set(view.rebels) | set(view.beat_emperor)
    if guard is not None:
        out |= set(range(len(view.hand_sizes)))
    out -= {me, emperor, guard}
    return out


def _foes(view, role) -> list:
    me, emperor, guard = view.seat, view.emperor, view.guard
    others = [s for s in range(len(view.hand_sizes)) if s != me and view.hand_sizes[s] > 0]
    if role == "peasant":
        return [s for s in others if s in (emperor, guard)]
    if role == "guard":
        return [s for s in others if s != emperor]
    return [s for s in others if s != guard]


def _deduced_guard(view) -> int | None:
    """The hidden Guard by elimination: Normal's Guard never plays on its Emperor's play (nor
    rebels), so when every other candidate seat has, the one left is the Guard."""
    shown = set(view.beat_emperor) | set(view.rebels)
    left = [s for s in range(len(view.hand_sizes))
            if s not in (view.seat, view.emperor) and s not in shown]
    if len(left) == 1 and GUARD_CARD not in view.played:
        return left[0]
    return None


def _foes_known(view, role) -> set:
    """The seats the seat knows (or, as Emperor, believes) to play against it."""
    me, emperor, guard = view.seat, view.emperor, view.guard
    if role == "peasant":
        return {emperor, guard} - {None}
    if role == "guard":
        return set(range(len(view.hand_sizes))) - {me, emperor}
    if view.know_no_guard or view.solo_declared or guard is not None:
        return set(range(len(view.hand_sizes))) - {me, guard}
    return set(view.rebels) | set(view.beat_emperor)


def _blocking_lead(view, plays, role):
    """Leading while a foe is nearly out: the lowest whole jokerless set with more cards than
    any such foe holds (it cannot follow)."""
    near = [view.hand_sizes[s] for s in _foes(view, role) if view.hand_sizes[s] <= NEARLY_OUT]
    if not near:
        return None
    need = max(near)
    counts = _rank_counts(view.hand)
    sets = [a for a in plays if len(a.cards) > need and not jokers_in(a)[0]
            and counts[STRENGTH[a.cards[0]]] == len(a.cards)]
    if not sets:
        return None
    return min(sets, key=lambda a: STRENGTH[a.cards[0]])


def _rank_counts(hand) -> dict:
    counts: dict[int, int] = {}
    for c in hand:
        s = STRENGTH[c]
        counts[s] = counts.get(s, 0) + 1
    return counts


def _unseen_counts(view) -> dict:
    """Per strength, the cards neither in the seat's hand nor played (4 decks: 16 of a rank,
    4 small and 4 big jokers)."""
    counts = {s: 16 for s in range(6, 16)}
    counts[SMALL] = counts[BIG] = 4
    for c in view.hand:
        counts[STRENGTH[c]] -= 1
    for c in view.played:
        counts[STRENGTH[c]] -= 1
    return counts


def _beatable(strengths, unseen, max_size) -> bool:
    """Whether the unseen cards hold a play that beats one of these sorted strengths (B11),
    at most `max_size` cards being in one hand."""
    k = len(strengths)
    if k > max_size or strengths[-1] >= BIG:
        return False
    small, big = unseen[SMALL], unseen[BIG]
    for r in [None] + [r for r in range(6, 16) if r > strengths[0] and unseen[r]]:
        for a in range(1 if r else 0, (min(k, unseen[r]) if r else 0) + 1):
            for i in range(0, min(small, k - a) + 1):
                j = k - a - i
                if j > big:
                    continue
                beater = [r] * a + [SMALL] * i + [BIG] * j
                if all(x > y for x, y in zip(beater, strengths)):
                    return True
    return False


def _beating_ranks(strengths, unseen) -> int:
    """How many plain ranks (and jokers alone) the unseen cards could beat these with: a rough
    measure of how likely a lead is to be beaten."""
    k = len(strengths)
    jokers = unseen[SMALL] + unseen[BIG]
    if strengths[-1] >= SMALL:
        return int(unseen[BIG] >= k and strengths[-1] < BIG)
    n = sum(1 for r in range(strengths[0] + 1, 16) if unseen[r] and unseen[r] + jokers >= k)
    return n + (jokers >= k)


def _surer_of_two(view, plays):
    """Leading with two plays left: the one less likely to be beaten (if it stands, the other
    goes out)."""
    groups = _groups(view.hand)
    if len(groups) != 2:
        return None
    unseen = _unseen_counts(view)
    best = min(groups, key=lambda g: (_beating_ranks(sorted(STRENGTH[c] for c in g), unseen), -len(g)))
    for a in plays:
        if frozenset(a.cards) == frozenset(best):
            return a
    return None


def _groups(cards) -> list:
    """The hand as plays: each rank's whole set, and all jokers together."""
    by: dict[int, list] = {}
    jokers = []
    for c in cards:
        s = STRENGTH[c]
        if s >= SMALL:
            jokers.append(c)
        else:
            by.setdefault(s, []).append(c)
    out = list(by.values())
    if jokers:
        out.append(jokers)
    return out


def _master_play(view, plays):
    """The endgame: a play nobody can beat after which the rest of the hand holds at most one
    play that can be beaten (then it leads its unbeatable plays and goes out with the last one)."""
    hand = view.hand
    if len(hand) > 16:
        return None
    others = [n for s, n in enumerate(view.hand_sizes) if s != view.seat]
    max_size = max(others) if others else 0
    unseen = _unseen_counts(view)
    beatable = lambda cards: _beatable(sorted(STRENGTH[c] for c in cards), unseen, max_size)  # noqa: E731
    if view.last_play is None:
        groups = _groups(hand)
        if len(groups) < 2:
            return None
        open_groups = [g for g in groups if beatable(g)]
        if len(open_groups) > 1:
            return None
        masters = [frozenset(g) for g in groups if not beatable(g)]
        for a in plays:
            if frozenset(a.cards) in masters:
                return a
        return None
    best = None
    for a in plays:
        if beatable(a.cards):
            continue
        gone = set(a.cards)
        rest = [c for c in hand if c not in gone]
        if sum(1 for g in _groups(rest) if beatable(g)) <= 1:
            key = (jokers_in(a), sum(STRENGTH[c] for c in a.cards))
            if best is None or key < best[0]:
                best = (key, a)
    return best[1] if best else None


def _revealing_normal_class():
    from engines.baohuang.ai import NormalPlayer

    class RevealingNormal(NormalPlayer):
        """Normal whose Guard plays the Guard card whenever Normal would play it anyway."""

        def _guard_card_useful(self, view, action) -> bool:
            return True

    return RevealingNormal


def _RevealingNormal():
    return _revealing_normal_class()()
