"""Bao Huang's Hard prior: `PriorPlayer`, the Normal player with named rule-level tweaks, each
measured over thousands of cheap duplicate deals (tools/research/diag_baohuang_hard.py compare), and
`HARD_TWEAKS`, the set Hard starts from and plays on with in its playouts."""
from __future__ import annotations

from typing import Any

from game.actions import Action

from engines.baohuang.ai import JOKER_POWER, NormalPlayer, NormalView, hand_power
from engines.baohuang.cards import BIG, GUARD_CARD, SMALL
from engines.baohuang.events import KEEP, NO_REBEL, PASS, PLAY_CARDS, REBEL
from engines.baohuang.moves import STRENGTH, jokers_in
from engines.baohuang.state import EMPEROR, GUARD, PEASANT, PLAY, REBELLION, THRONE
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
    if view.phase in (THRONE, REBELLION):
        return view.phase
    if view.seat == view.emperor:
        return EMPEROR
    return GUARD if view.i_am_guard else PEASANT


class PriorPlayer:
    """Normal with named tweaks, each reading the seat's own view only, tried fast over thousands
    of duplicate deals against Normal (tools/research/diag_baohuang_hard.py compare; figures are the paired
    change of the tested seat's win share, 1500 deals a seed, 95%):

    - "aggr": a Peasant fights every play of the Emperor and of a known Guard as if that seat
      were about to go out (breaks sets, spends jokers); "efoe"/"eaggr": the Emperor treats seats
      that played on its plays as Peasants and fights them so (the first 1.18x Normal).
    - "master": the endgame (hand <= 16): lead, or follow with, a play no unseen cards can beat
      (`_beatable`: the unseen pool, at most the largest other hand) when the rest of the hand
      holds at most one play that could be beaten: +0.85 ± 0.35 (seed c1).
    - "bigl": leading while a foe is nearly out (<= 4 cards), the lowest whole set with more cards
      than it holds: +0.28 ± 0.31 (c1), +0.47 ± 0.28 (c2).
    - "keep": keep the Emperor card (without the Guard card): +0.17 ± 0.13 (c2), +0.13 ± 0.12 (c3).
    - "rebelN": rebel only with hand power >= N; "rebel99" never: +0.17 ± 0.17 (c3),
      +0.17 ± 0.15 (c4) (rebel0: -2.17 ± 0.92, rebel10: -0.48 ± 0.45, c1).
    - "pinfer": a Peasant deduces the hidden Guard by elimination (`_deduced_guard`: Normal's
      Guard never plays on its Emperor's play) and treats it as known: +0.39 ± 0.42 (c4),
      +0.36 ± 0.42 (c5).
    - "holdpN": a Peasant with more than 8 cards does not beat a seat not known as a foe with a
      plain card of strength >= N (keeps its 2s for the Emperor); "holdp15": +0.45 ± 0.63 (c4),
      +0.68 ± 0.64 (c5); with "pinfer" +1.27 ± 0.69 (c5). holdp11 -1.75, holdp13/14 ~0.
    - "ejpN"/"gjpN"/"pjpN": Normal's JOKER_POWER for that role: see HARD_TWEAKS.

    Tried and dropped, within noise or worse (their code is in the history at commit b6b3b07):
    a Peasant feeding a nearly-out ally ("feed" -0.28 ± 0.21) or never beating one ("nofeed"
    -0.12, "nopeas2" 0.0), fighting only as the last to answer ("last": much worse), fighting
    every unknown seat ("aggru" 0.0), a Guard fighting Peasants ("gaggr" -0.89 ± 0.60) or its
    nearly-out Emperor's foes sooner ("gpart" -0.40 ± 0.33), an Emperor fighting everyone ("eall"
    -1.33 ± 0.56) or deducing its Guard ("einfer" +0.03 ± 0.21), a Guard revealing itself sooner
    ("greveal" -0.11 ± 0.09), the surer of two last plays ("last2" -0.25 ± 0.44), fighting alone
    ("alone" -0.19 ± 0.29), holding 2s in every role, Normal's LATE at 6, 10 or 12 (within ±0.3),
    and a Peasant counting every seat that beat the Emperor as an ally ("allies").
    """

    name = "prior"

    def __init__(self, tweaks=()):
        self.tweaks = set(tweaks)
        self.normal = NormalPlayer()
        self.joker_power = {}                       # per role, where a tweak sets it
        self.rebel_power: float | None = None       # rebel only with this hand power
        self.hold_floor: int | None = None          # a Peasant keeps plain cards this strong
        for t in self.tweaks:
            if not _known_tweak(t):
                raise ValueError(f"unknown Bao Huang prior tweak: {t!r}")
            if t[1:3] == "jp" and t[0] in "egp":
                role = {"e": EMPEROR, "g": GUARD, "p": PEASANT}[t[0]]
                self.joker_power[role] = float(t[3:])
            elif t.startswith("rebel"):
                self.rebel_power = float(t[5:])
            elif t.startswith("holdp"):
                self.hold_floor = int(t[5:])

    def choose(self, view, legal, rng):
        if len(legal) == 1:
            return legal[0]
        if view.phase == THRONE and "keep" in self.tweaks and GUARD_CARD not in view.hand:
            return Action(KEEP)
        if view.phase == REBELLION and self.rebel_power is not None \
                and any(a.kind == REBEL for a in legal):
            return Action(REBEL if hand_power(view.hand) >= self.rebel_power else NO_REBEL)
        role = role_of(view)
        if view.phase == PLAY:
            view = self._as_the_tweaks_read_it(view, role)
            chosen = self._tweaked_play(view, legal, role)
            if chosen is not None:
                return chosen
        if self.joker_power:
            self.normal.joker_power = self.joker_power.get(role, JOKER_POWER)
        chosen = self.normal.choose(view, legal, rng)
        if view.phase == PLAY and self._holds_back(view, legal, role, chosen):
            return Action(PASS)
        return chosen

    def _as_the_tweaks_read_it(self, view, role):
        """The view Normal is handed in play: foes deduced ("efoe", "pinfer") and the plays to
        fight marked as a nearly-out seat's ("aggr", with "eaggr" for the Emperor)."""
        tweaks = self.tweaks
        if "efoe" in tweaks and role == EMPEROR and view.beat_emperor:
            rebels = tuple(view.rebels) + tuple(s for s in view.beat_emperor if s not in view.rebels)
            view = _replace(view, rebels=rebels)
        if "pinfer" in tweaks and role == PEASANT and view.guard is None \
                and view.emperor is not None and not view.solo_declared and not view.know_no_guard:
            guard = _deduced_guard(view)
            if guard is not None:
                view = _replace(view, guard=guard)
        if view.last_play is not None and "aggr" in tweaks:
            last = view.last_play[0]
            if role == PEASANT:
                foe = last == view.emperor or last == view.guard
            else:
                foe = role == EMPEROR and "eaggr" in tweaks and last in view.rebels
            if foe and 4 < view.hand_sizes[last]:
                sizes = list(view.hand_sizes)
                sizes[last] = 4                     # Normal's "about to go out": stop it
                view = _replace(view, hand_sizes=tuple(sizes))
        return view

    def _tweaked_play(self, view, legal, role):
        """The play of a tweak that decides directly ("master", "bigl"), or None for Normal's."""
        plays = [a for a in legal if a.kind == PLAY_CARDS]
        if any(len(a.cards) == len(view.hand) for a in plays):
            return None                               # Normal goes out
        if "master" in self.tweaks:
            chosen = _master_play(view, plays)
            if chosen is not None:
                return chosen
        if view.last_play is None and "bigl" in self.tweaks:
            return _blocking_lead(view, plays, role)
        return None

    def _holds_back(self, view, legal, role, chosen) -> bool:
        """"holdpN": a Peasant with more than 8 cards passes instead of beating a seat not known
        as a foe with a plain card of strength N or more (jokerless, not its whole hand)."""
        if self.hold_floor is None or role != PEASANT or view.last_play is None \
                or chosen.kind != PLAY_CARDS or len(view.hand) <= 8 or len(chosen.cards) >= len(view.hand):
            return False
        top = max(STRENGTH[c] for c in chosen.cards)
        return self.hold_floor <= top < SMALL and not jokers_in(chosen)[0] \
            and view.last_play[0] not in _foes_known(view, role) and Action(PASS) in legal


NEARLY_OUT = 4
SWITCHES = {"aggr", "efoe", "eaggr", "master", "bigl", "keep", "pinfer"}


def _replace(view, **changes) -> NormalView:
    """The fields of a view Normal reads, as a `NormalView`, with some of them changed."""
    if not isinstance(view, NormalView):
        view = NormalView(*(getattr(view, name) for name in NormalView._fields))
    return view._replace(**changes)


def _known_tweak(name: str) -> bool:
    """A switch, or a numbered tweak: "rebelN", "holdpN", "ejpN"/"gjpN"/"pjpN"."""
    if name in SWITCHES:
        return True
    for prefix in ("rebel", "holdp", "ejp", "gjp", "pjp"):
        if name.startswith(prefix):
            try:
                float(name[len(prefix):])
            except ValueError:
                return False
            return True
    return False


def _foes(view, role) -> list:
    me, emperor, guard = view.seat, view.emperor, view.guard
    others = [s for s in range(len(view.hand_sizes)) if s != me and view.hand_sizes[s] > 0]
    if role == PEASANT:
        return [s for s in others if s in (emperor, guard)]
    if role == GUARD:
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
    if role == PEASANT:
        return {emperor, guard} - {None}
    if role == GUARD:
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
