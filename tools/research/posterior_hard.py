"""A diagnostic Hard for Bao Huang whose worlds come from the best reading of the plays:
one Metropolis chain per Hard seat, carried through the deal as `tools/research/diag_baohuang_posterior.py
--carry` carries it, but fed only what the seat sees: its own views and the public plays and
passes since the play phase began. A world's hidden hands are swapped so that Normal, replayed
from the start of the play phase (`_state_from` the seat's first view of the play phase and the
world's hands then, so the Guard and a silent solo follow where the world puts the Guard card),
makes the plays the seat saw; a swap that makes k more of them differ is kept with chance odds**k.
The Emperor card and the seat's tribute cards stay put; the Guard card moves among the seats that
could hold it (`guard_card_seats`), so the plays decide who the hidden Guard is: with the Guard card
pinned where the first world dealt it, every world of the deal shared one guess of the Guard and
Hard won less than the shipped sampler (1.15x against 1.23x, docs/research-log.md).
The search then plays out the chain's recent worlds in turn. Against Normal players this is the
posterior the diagnostics measured (rank share ~0.63 at 100 swaps a decision against the shipped
0.55); `tools/research/bench_strength_research.py --posterior-chain N` measures what it wins, and
`python -m tools.research.posterior_hard --deals 2` how calibrated its worlds are. Not a level: each
swap replays the play phase (~3 ms), far over the table's budget for the chains a search wants.
"""
from __future__ import annotations

import random
import time

from engines.baohuang.cards import EMPEROR_CARD, GUARD_CARD, sort_hand
from engines.baohuang.state import PLAY
from engines.baohuang.belief import guard_card_seats, state_from_view as _state_from
from tools.research.diag_baohuang_posterior import (RULES, carry_forward, played_by_seat,
                                          replay_differences, swap_proposer)
from tools.research.metropolis import run_chain


class CarriedChain:
    """The chain of one seat through one deal. `record` every decision of the deal (any seat's)
    before it is applied; `worlds_for` at each of the seat's own decisions in the play phase."""

    def __init__(self, seat: int, steps: int, first_steps: int, odds: float, rng: random.Random):
        self.seat, self.steps, self.first_steps, self.odds, self.rng = seat, steps, first_steps, odds, rng
        self.first_view = None           # the seat's view when the play phase began
        self.log: list = []              # (seat, action) of the play phase, as everyone saw them
        self.hands: list[list] | None = None
        self.carried_to = 0              # how much of the log the hands follow
        self.worlds: list[list[list]] = []
        self.turn = 0
        self.seconds = 0.0

    def record(self, state, actor: int, action) -> None:
        """One decision about to be applied: the play phase's public record (the seat's own first
        view of that phase is taken here, from its own view only)."""
        if state.phase != PLAY:
            return
        if self.first_view is None:
            self.first_view = RULES.view(state, self.seat)
        self.log.append((actor, action))

    def worlds_for(self, view) -> None:
        """Bring the chain up to `view` and keep its worlds for this decision."""
        started = time.perf_counter()
        pinned = {EMPEROR_CARD, *view.tribute_given}
        guard_seats = set(guard_card_seats(view))
        if self.hands is None:
            self.hands = [list(h) for h in RULES.sample_state(view, self.rng).hands]
            steps = self.first_steps
        else:
            carry_forward(self.hands, self.log[self.carried_to:], self.seat, view.hand, pinned, self.rng)
            steps = self.steps
        self.carried_to = len(self.log)
        hands = self.hands
        propose = swap_proposer(hands, self.seat, pinned, self.rng,
                                lambda card, seat: card != GUARD_CARD or seat in guard_seats)
        played = self.played()
        kept, _, _, _ = run_chain(propose, lambda limit: self.differences(hands, played, limit),
                                  lambda: [list(h) for h in hands], steps, self.odds, self.rng,
                                  keep_every=max(1, steps // 20), look_ahead=3)
        self.worlds = kept or [[list(h) for h in hands]]
        self.turn = 0
        self.seconds += time.perf_counter() - started

    def played(self) -> list[list]:
        """The cards each seat has played since the play phase began."""
        return played_by_seat(self.log, len(self.first_view.hand_sizes))

    def differences(self, hands, played, limit=None) -> int:
        """How many logged decisions of the other seats Normal would not have made had they held
        `hands` now (and `played` since the play phase began)."""
        at_start = [list(self.first_view.hand) if s == self.seat else sort_hand(hands[s] + played[s])
                    for s in range(len(hands))]
        return replay_differences(_state_from(self.first_view, at_start), self.log, self.seat, stop_after=limit)

    def world(self, view):
        """The next of this decision's worlds as a full state for the search."""
        hands = self.worlds[self.turn % len(self.worlds)]
        self.turn += 1
        return _state_from(view, [list(view.hand) if s == self.seat else sort_hand(h)
                                  for s, h in enumerate(hands)])


class Chains:
    """Several independent chains of one seat (each its own random source) with one chain's
    interface; the search takes their worlds in turn, so the worlds' errors are not all the same
    error. One chain's worlds lie close together, and Hard on them won less than on the shipped
    sampler's independent worlds (docs/research-log.md)."""

    def __init__(self, seat: int, count: int, steps: int, first_steps: int, odds: float, seed: str):
        self.chains = [CarriedChain(seat, steps, first_steps, odds, random.Random(f"{seed}/{k}"))
                       for k in range(count)]
        self.turn = 0

    @property
    def first_view(self):
        return self.chains[0].first_view

    @property
    def seconds(self) -> float:
        return sum(chain.seconds for chain in self.chains)

    def record(self, state, actor: int, action) -> None:
        for chain in self.chains:
            chain.record(state, actor, action)

    def worlds_for(self, view) -> None:
        for chain in self.chains:
            chain.worlds_for(view)
        self.turn = 0

    def world(self, view):
        chain = self.chains[self.turn % len(self.chains)]
        self.turn += 1
        return chain.world(view)


def calibration(deals: int, seat: int = 2, decisions: int = 6, seed: str = "d") -> dict[str, tuple[float, float]]:
    """Per world source, over `decisions` of `seat`'s play-phase decisions in each of `deals`
    Normal deals: (the share of an opponent's true ranks in the worlds, the share of one world's
    ranks in another's). Worlds drawn from the true posterior agree with one another as much as
    with the truth; worlds that agree far more are overconfident: their errors are one error."""
    import itertools
    import statistics

    from tools.research.diag_baohuang_belief import rank_share
    from tools.deal_loop import normal_decisions
    from tools.research.diag_baohuang_posterior import QUIET

    rows: dict[str, list[tuple[float, float]]] = {"shipped sample_state": [], "one chain, 100 swaps": [],
                                                   "four chains, 25 swaps each": []}
    for d in range(deals):
        one = CarriedChain(seat, steps=100, first_steps=1000, odds=0.02, rng=random.Random(1))
        four = Chains(seat, 4, 25, 250, 0.02, "x")
        seen = 0
        for state, actor, view, legal, action in normal_decisions(RULES, 5, f"{seed}{d + 1}", QUIET):
            if seen >= decisions:
                break
            if actor == seat and state.phase == PLAY and one.first_view is not None and len(one.log) > 15 \
                    and len(legal) > 1:
                one.worlds_for(view)
                four.worlds_for(view)
                opponents = [s for s in range(5) if s != seat and state.hands[s]]
                sources = {"shipped sample_state": [RULES.sample_state(view, random.Random(k)).hands for k in range(10)],
                           "one chain, 100 swaps": [one.world(view).hands for _ in range(10)],
                           "four chains, 25 swaps each": [four.world(view).hands for _ in range(12)]}
                for name, worlds in sources.items():
                    truth = statistics.mean(rank_share(state.hands[s], w[s]) for w in worlds for s in opponents)
                    mutual = statistics.mean(rank_share(a[s], b[s]) for a, b in itertools.combinations(worlds, 2)
                                             for s in opponents)
                    rows[name].append((truth, mutual))
                seen += 1
            one.record(state, actor, action)
            four.record(state, actor, action)
    return {name: (statistics.mean(t for t, _ in r), statistics.mean(m for _, m in r)) for name, r in rows.items()}


def main(argv=None) -> None:
    import argparse
    p = argparse.ArgumentParser(description="How calibrated each world source is (see `calibration`).")
    p.add_argument("--deals", type=int, default=2)
    args = p.parse_args(argv)
    for name, (truth, mutual) in calibration(args.deals).items():
        print(f"{name:28} share of the true ranks {truth:.3f}; of one another's {mutual:.3f}")


if __name__ == "__main__":
    main()
