"""Napoleon's Normal against Easy under changes of level, each through the duplicate benchmark
(tools/bench_strength.py), to see which reaches the 1.5× target (docs/research-log.md):

    python -m tools.research.diag_napoleon_levels bold --bases 7.0,7.5,8.0,8.5,9.0 --deals 1000 --seed bold
    python -m tools.research.diag_napoleon_levels easy-phases --deals 1000 --seed bold
    python -m tools.research.diag_napoleon_levels timid --bases 6.5,6.0,5.5,5.0 --deals 1000 --seed bold
    python -m tools.research.diag_napoleon_levels timid-last --bases 5.0,4.5,4.0@0.95 --deals 1000 --seed bold

The first three measure against the Easy shipped before the timid auction (`easy+7.0@0.8`: Normal's
own auction, slip 0.8). `bold`: the tested Normal bids from a higher base estimate of its honours
(the shipped base is `engines.napoleon.ai.BID_BASE`). `easy-phases`: an Easy that slips only in some
phases (bidding, naming, discarding, card play) and plays the others as Normal. `timid`: an Easy
whose Normal bids from a lower base (a beginner who seldom dares to declare). `timid-last`: the
same, but as the last to speak with no bid it takes the lowest contract in its best suit
(engines/napoleon/ai.py `TimidBidder`, shipped as Easy with base 4.0 and slip 0.95). Each Easy
is also measured against uniform random. A base may carry a slip: `4.0@0.95`."""
from __future__ import annotations

import argparse

from tools import bench_strength
from engines.napoleon.ai import NormalPlayer, TimidBidder
from game.players import EasyPlayer

EASY_VARIANTS = ("bid/name/discard/play:0.8", "play:0.8", "play:0.95", "discard/play:0.95",
                 "name/discard/play:0.95")


class PhaseEasy(EasyPlayer):
    """Easy that slips only in `phases` and plays every other phase as Normal."""

    def __init__(self, phases: set[str], slip: float):
        super().__init__(NormalPlayer(), slip)
        self.phases = phases

    def choose(self, view, legal, rng):
        if view.phase not in self.phases:
            return self.normal.choose(view, legal, rng)
        return super().choose(view, legal, rng)


FORMER_EASY_SLIP = 0.8


def variant_player(level: str):
    """`normal+8.0`: Normal with bid base 8.0; `easy+6.0[@0.8]`: Easy on a Normal with bid base 6.0
    (slip 0.8 unless given); `easylast+4.0[@0.95]`: Easy on a `TimidBidder` with that base;
    `easy:play:0.95`: PhaseEasy; else None (the shipped level)."""
    def base_and_slip(spec: str) -> tuple[float, float]:
        base, _, slip = spec.partition("@")
        return float(base), float(slip or FORMER_EASY_SLIP)

    if level.startswith("easylast+"):
        base, slip = base_and_slip(level.removeprefix("easylast+"))
        return EasyPlayer(TimidBidder(bid_base=base), slip)
    if level.startswith("easy+"):
        base, slip = base_and_slip(level.removeprefix("easy+"))
        return EasyPlayer(NormalPlayer(bid_base=base), slip)
    if level.startswith("normal+"):
        return NormalPlayer(bid_base=float(level.removeprefix("normal+")))
    if level.startswith("easy:"):
        phases, slip = level.removeprefix("easy:").rsplit(":", 1)
        return PhaseEasy(set(phases.split("/")), float(slip))
    return None


def install_variants() -> None:
    shipped = bench_strength.make_player

    def make_player(rules, level, budget, playouts):
        return variant_player(level) or shipped(rules, level, budget, playouts)

    bench_strength.make_player = make_player


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("experiment", choices=("bold", "easy-phases", "timid", "timid-last"))
    p.add_argument("--bases", default="7.0,7.5,8.0,8.5,9.0")
    p.add_argument("--deals", type=int, default=1000)
    p.add_argument("--seed", default="bold")
    args = p.parse_args(argv)
    install_variants()
    common = ["--deals", str(args.deals), "--seed", args.seed, "--games", "napoleon", "--quiet"]
    if args.experiment == "bold":
        runs = [("normal+" + base, "easy+7.0") for base in args.bases.split(",")]
    elif args.experiment in ("timid", "timid-last"):
        easy = "easy+" if args.experiment == "timid" else "easylast+"
        runs = [pair for base in args.bases.split(",")
                for pair in (("normal", easy + base), (easy + base, "random"))]
    else:
        runs = [(tested, base) for v in EASY_VARIANTS for tested, base in
                (("normal", "easy:" + v), ("easy:" + v, "random"))]
    for tested, baseline in runs:
        bench_strength.main(["--tested", tested, "--baseline", baseline, *common])


if __name__ == "__main__":
    main()
