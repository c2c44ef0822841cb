"""Napoleon's Normal against Easy under two changes of level, each through the duplicate benchmark
(tools/bench_strength.py), to see whether either reaches the 1.5× target (docs/benchmarks.md):

    python tools/diag_napoleon_levels.py bold --bases 7.0,7.5,8.0,8.5,9.0 --deals 1000 --seed bold
    python tools/diag_napoleon_levels.py easy-phases --deals 1000 --seed bold

`bold`: the tested Normal bids from a higher base estimate of its honours (the shipped base is
`engines.napoleon.ai.BID_BASE`), against the shipped Easy. `easy-phases`: the shipped Normal against
an Easy that slips only in some phases (bidding, naming, discarding, card play) and plays the
others as Normal; each such Easy is also measured against uniform random."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_strength  # noqa: E402
from engines.napoleon.ai import NormalPlayer  # noqa: E402
from game.players import EasyPlayer  # noqa: E402

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


def variant_player(level: str):
    """`normal+8.0`: Normal with bid base 8.0; `easy:play:0.95`: PhaseEasy; else None."""
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
    p.add_argument("experiment", choices=("bold", "easy-phases"))
    p.add_argument("--bases", default="7.0,7.5,8.0,8.5,9.0")
    p.add_argument("--deals", type=int, default=1000)
    p.add_argument("--seed", default="bold")
    args = p.parse_args(argv)
    install_variants()
    common = ["--deals", str(args.deals), "--seed", args.seed, "--games", "napoleon", "--quiet"]
    if args.experiment == "bold":
        runs = [("normal+" + base, "easy") for base in args.bases.split(",")]
    else:
        runs = [(tested, base) for v in EASY_VARIANTS for tested, base in
                (("normal", "easy:" + v), ("easy:" + v, "random"))]
    for tested, baseline in runs:
        bench_strength.main(["--tested", tested, "--baseline", baseline, *common])


if __name__ == "__main__":
    main()
