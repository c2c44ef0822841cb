"""tools/bench_strength.py with the measuring sticks that are not levels: the tested Hard searches a
tree over its own decisions (`--tree`, tools/research/ismcts.py), or its worlds are the true deal
(`--oracle`), half-known worlds (`--oracle-mix P`: each hidden card stays in its true place with
chance P; Bao Huang, Democracy, Napoleon) or come from Metropolis chains carried through the deal
(`--posterior-chain N`, Bao Huang, tools/research/posterior_hard.py). Every other option is the
product benchmark's; the figures are in docs/research-log.md.

    python -m tools.research.bench_strength_research --tested hard --baseline normal --games baohuang --playouts 100 --budget 5 --deals 30 --seed oracle1 --oracle-mix 0.8
"""
from __future__ import annotations

import dataclasses
import random

from tools import bench_strength


def half_known_world(rules, truth, me: int, keep: float, rng: random.Random):
    """A diagnostic world between the oracle and a blind deal (Bao Huang, Democracy, Napoleon): each card in
    another seat's hand stays with its holder with chance `keep`; every other hidden card is
    shuffled into the places left (hand sizes kept). Bao Huang keeps the marked jokers and the
    viewer's tribute cards where they are, as its sampler does; in Democracy the pool, Day 2 and
    the unseen cards are dealt afresh and the face-down choices made already are re-chosen as
    Normal would from the world's hands, as Hard's own worlds do."""
    if rules.id == "napoleon":
        return napoleon_half_known_world(rules, truth, me, keep, rng)
    if rules.id not in ("baohuang", "democracy"):
        raise SystemExit(f"--oracle-mix knows Bao Huang, Democracy and Napoleon, not {rules.id}")
    world = rules.clone(truth)
    loose: list = []
    places: list = []          # (list, index) each loose card came from

    def loosen(cards: list, pinned=lambda card: False, chance: float = keep) -> None:
        for i, card in enumerate(cards):
            if not (pinned(card) or rng.random() < chance):
                loose.append(card)
                places.append((cards, i))

    others = [s for s in range(len(world.hands)) if s != me]
    if rules.id == "baohuang":
        from engines.baohuang.cards import EMPEROR_CARD, GUARD_CARD, sort_hand
        marked = {EMPEROR_CARD, GUARD_CARD, *truth.tribute_given[me]}
        for s in others:
            loosen(world.hands[s], marked.__contains__)
    else:
        chosen = {s: list(a.cards) for s, a in world.pending.items() if s != me and a.cards}
        for s in others:
            loosen(world.hands[s])
            loosen(chosen.get(s, []))
        for cards in (world.pool, *world.later_hands, world.later_pool, world.out):
            loosen(cards, chance=0.0)
    rng.shuffle(loose)
    for (cards, i), card in zip(places, loose):
        cards[i] = card
    if rules.id == "baohuang":
        world.hands = [h if s == me else sort_hand(h) for s, h in enumerate(world.hands)]
        world.prepared = {}
    else:
        for s, cards in chosen.items():
            world.pending[s] = dataclasses.replace(world.pending[s], cards=tuple(cards))
        rules.search_hooks().rechoose_hidden_choices(world, me, rng)
    return world


def napoleon_half_known_world(rules, truth, me: int, keep: float, rng: random.Random):
    """Napoleon's half-known world: each hidden card (another hand, the widow, face-down discards)
    stays in its true place with chance `keep`; the others are dealt as Hard's uniform deal would,
    keeping the shown voids, and the hidden adjutant follows the named card."""
    from engines.napoleon.belief import sample_around
    view = rules.view(truth, me)
    places = napoleon_hidden_places(truth, view)
    pinned = {slot: [c for c in cards if rng.random() < keep] for slot, cards in places.items() if cards}
    return sample_around(view, pinned, rng)


def napoleon_hidden_places(truth, view) -> dict[str, list]:
    """Where the cards `view`'s seat cannot see lie in `truth`, by the places Napoleon's sampler
    deals to: the other hands with cards ("hand:s"), the widow while unseen, the face-down discards."""
    places = {f"hand:{s}": truth.hands[s] for s in range(len(truth.hands))
              if s != view.seat and view.hand_sizes[s]}
    if view.widow_size:
        places["widow"] = truth.widow
    places["discards"] = [c for c, shown in zip(truth.discards, view.discards) if shown is None]
    return places


class TestedWorlds:
    """Where the tested Hard's worlds come from in one deal (bench_strength.TESTED_WORLDS): chains
    carried through the deal on what its seat sees, then the true deal (`oracle`) or half-known
    worlds (`mix`) in place of its own sampler."""

    def __init__(self, rules, state, tested, seat: int, deal_seed, stats: dict, oracle: bool,
                 mix: float | None, posterior: tuple | None):
        self.rules, self.state, self.tested, self.stats = rules, state, tested, stats
        self.oracle, self.mix = oracle, mix
        self.chain = None
        if posterior is not None:
            from tools.research.posterior_hard import Chains
            steps, first_steps, odds, count = posterior
            self.chain = Chains(seat, count, steps, first_steps, odds, f"{deal_seed}/chain{seat}")

    def record(self, state, actor: int, action) -> None:
        if self.chain is not None:
            self.chain.record(state, actor, action)

    def before(self, view, legal) -> None:
        chain, tested, rules, truth = self.chain, self.tested, self.rules, self.state
        if chain is not None and chain.first_view is not None and len(legal) > 1:
            before_chain = chain.seconds
            chain.worlds_for(view)
            self.stats["chain_s"] = self.stats.get("chain_s", 0.0) + chain.seconds - before_chain
            self.stats["chain_decisions"] = self.stats.get("chain_decisions", 0) + 1
            tested._sample = lambda view, world_seed: chain.world(view)
        if self.oracle:                      # every world it plays out is the deal itself
            tested._sample = lambda view, world_seed: rules.clone(truth)
        elif self.mix is not None:
            tested._sample = lambda view, world_seed: half_known_world(
                rules, truth, view.seat, self.mix, random.Random(world_seed))


def arguments():
    p = bench_strength.arguments()
    p.add_argument("--tree", action="store_true",
                   help="Hard searches a tree over its own decisions (tools/research/ismcts.py), not flat")
    p.add_argument("--tree-c", type=float, default=None, help="the tree's UCB exploration (ismcts.UCB_C)")
    p.add_argument("--oracle", action="store_true",
                   help="the tested Hard plays out the true deal (every hand, the hidden choices), to show "
                        "how much of the gap is hidden information")
    p.add_argument("--oracle-mix", type=float, default=None,
                   help="(Bao Huang, Democracy, Napoleon) each hidden card stays in its true place with this "
                        "chance in the tested Hard's worlds, the rest dealt at random")
    p.add_argument("--posterior-chain", type=int, default=None, metavar="N",
                   help="(Bao Huang) the tested Hard's worlds come from Metropolis chains carried through "
                        "the deal on the public plays (tools/research/posterior_hard.py), N swaps a decision")
    p.add_argument("--posterior-first", type=int, default=1000, help="the chain's swaps at its first decision")
    p.add_argument("--posterior-chains", type=int, default=1, help="independent chains, their worlds taken in turn")
    p.add_argument("--posterior-odds", type=float, default=0.02, help="the chance a swap one difference worse is kept")
    return p


def configure(args) -> str:
    """Sets the product knobs and the hooks `args` asks for; returns how the tested Hard thinks."""
    thinking = bench_strength.configure(args)
    if args.tree:
        from tools.research import ismcts
        if args.tree_c is not None:
            ismcts.UCB_C = args.tree_c
        bench_strength.HARD_VARIANTS.append(ismcts.tree_searcher)
        thinking += f"; a tree over its own decisions (ismcts, UCB c {ismcts.UCB_C}), not the flat search"
    posterior = None
    if args.posterior_chain is not None:
        posterior = (args.posterior_chain, args.posterior_first, args.posterior_odds, args.posterior_chains)
        thinking += (f"; its worlds come from {args.posterior_chains} chain(s) carried through the deal "
                     f"({args.posterior_first} swaps at first, {args.posterior_chain} a decision, odds "
                     f"{args.posterior_odds}; a diagnostic)")
    if args.oracle:
        thinking += "; ORACLE: its worlds are the true deal (a diagnostic, not a level)"
    if args.oracle_mix is not None:
        thinking += f"; its worlds keep each hidden card with its holder with chance {args.oracle_mix} (a diagnostic)"
    if args.oracle or args.oracle_mix is not None or posterior is not None:
        bench_strength.TESTED_WORLDS = lambda rules, state, tested, seat, deal_seed, stats: TestedWorlds(
            rules, state, tested, seat, deal_seed, stats, args.oracle, args.oracle_mix, posterior)
    return thinking


def chain_time(result: dict) -> str:
    stats = result["stats"]
    if not stats.get("chain_decisions"):
        return ""
    return f"; its chain {1000 * stats['chain_s'] / stats['chain_decisions']:.0f} ms a decision besides"


def main(argv: list[str] | None = None) -> None:
    args = arguments().parse_args(argv)
    bench_strength.run(args, configure(args), chain_time)


if __name__ == "__main__":
    main()
