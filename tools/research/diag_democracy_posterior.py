"""How much the plays of Normal players could tell at best in Democracy, as
tools/research/diag_baohuang_posterior.py asks of Bao Huang. Democracy's Normal player ignores its random
source, so against Normal players the exact posterior over the opponents' cards is the set of
deals in which Normal, given each opponent's hand of the time, chooses every card that opponent
revealed this Day. At the decision points of tools/research/diag_democracy_belief.py (seat 0, after a Day's
first trick, tables of Normal players) this draws worlds from that posterior by Metropolis swaps
(a card of an opponent's hand or face-down choice for another opponent's or for an unseen card of
the pool, Day 2 or the cards left out; a swap that makes k more of the seen choices differ from
Normal's is kept with chance ODDS**k), starting from the shipped `sample_state` world, and scores
the share of an opponent's true cards (hand and face-down choice) its sampled cards hold, as
diag_democracy_belief does (a uniform deal 0.18, the kept belief 0.21; 1.5x in docs/research-log.md
needs ~0.84). The true deal replays with no difference: printed, as the check.

    python -m tools.research.diag_democracy_posterior --deals 10 --steps 1500 --odds 0.02   # ~2 min

On those 80 decision points (docs/research-log.md, Democracy): the shipped worlds differ from
Normal's choices in 1.23 choices and hold 0.207 of an opponent's true cards; after the swaps at
odds 0.02, 0.15 and 0.268; at odds 0.25, 0.90 and 0.232.
"""
from __future__ import annotations

import random
import time

from game import registry
from tools.deal_loop import normal_decisions
from tools.research.diag_democracy_belief import card_share, held
from tools.research.metropolis import chain_arguments, run_chain

RULES = registry.load("democracy")
NORMAL = RULES.ai_player("normal")
QUIET = random.Random(0)


def unseen_cards(state) -> list:
    """The cards the viewer cannot place: the unturned pool, Day 2 and the cards left out."""
    return list(state.pool) + [c for h in state.later_hands for c in h] + list(state.later_pool) + list(state.out)


def differences(choices, world_held, played_after) -> int:
    """How many of the opponents' choices this Day Normal would not have made in this world.
    `choices` holds (state before the choice, seat, card chosen, index of its trick)."""
    misses = 0
    for snapshot, seat, card, trick in choices:
        hand = sorted(list(world_held[seat]) + played_after[seat][trick], key=repr)
        snapshot.hands[seat] = hand
        legal = RULES.legal_actions(snapshot, seat)
        chosen = NORMAL.choose(RULES.view(snapshot, seat), legal, QUIET)
        misses += chosen.cards != (card,)
    return misses


def posterior_worlds(state, view, choices, steps, odds, rng, keep_every):
    """Worlds (each opponent's held cards) drawn by Metropolis swaps from the shipped sample;
    returns (worlds, acceptance, the first and last worlds' differences, the true deal's)."""
    players = state.players
    others = [s for s in range(players) if s != view.seat]
    tricks = sorted({t for *_, t in choices})
    revealed = {s: {t: c for _, seat, c, t in choices if seat == s} for s in others}
    current_trick = state.trick_number
    played_after = {s: {t: [revealed[s][u] for u in range(t, current_trick) if u in revealed[s]]
                        for t in tricks} for s in others}
    world = RULES.sample_state(view, rng)
    hands = {s: sorted(held(world, s), key=repr) for s in others}
    spare = unseen_cards(world)

    def propose():
        a = rng.choice(others)
        first_place = (hands[a], rng.randrange(len(hands[a])))
        if rng.random() < 0.5 and spare:
            return first_place, (spare, rng.randrange(len(spare)))
        b = rng.choice([s for s in others if s != a])
        if not hands[b]:
            return None
        return first_place, (hands[b], rng.randrange(len(hands[b])))

    kept, rate, first, last = run_chain(
        propose, lambda limit: differences(choices, hands, played_after),
        lambda: {s: list(h) for s, h in hands.items()}, steps, odds, rng, keep_every)
    true_misses = differences(choices, {s: sorted(held(state, s), key=repr) for s in others}, played_after)
    return kept, rate, first, last, true_misses


def main(argv=None) -> None:
    p = chain_arguments(__doc__, deals=10, steps=1500, odds=0.02, seed="hit")
    args = p.parse_args(argv)
    shipped, posterior, firsts, lasts, trues, accepts = [], [], [], [], [], []
    started = time.perf_counter()
    for d in range(args.deals):
        choices, day = [], 1
        for state, actor, view, _, action in normal_decisions(RULES, 4, f"{args.seed}{d}", random.Random(d)):
            if state.day != day:
                choices, day = [], state.day
            if actor == 0 and view.trick_number >= 1:
                worlds, rate, first, last, true_misses = posterior_worlds(
                    state, view, [c for c in choices if c[3] < state.trick_number], args.steps, args.odds,
                    random.Random(f"{d}/{len(firsts)}"), max(1, args.steps // 20))
                for k in range(20):
                    sample = RULES.sample_state(view, random.Random(k))
                    shipped += [card_share(held(state, s), held(sample, s)) for s in range(1, 4)]
                for w in worlds:
                    posterior += [card_share(held(state, s), w[s]) for s in range(1, 4)]
                firsts.append(first)
                lasts.append(last)
                trues.append(true_misses)
                accepts.append(rate)
            if actor != 0 and action.cards and state.phase == "play":
                choices.append((RULES.clone(state), actor, action.cards[0], state.trick_number))
        print(f"deal {d}: {len(firsts)} points so far, {time.perf_counter() - started:.0f} s", flush=True)
    n = len(firsts)
    print(f"{n} decision points, {args.steps} swaps each, odds {args.odds}")
    print(f"differences from Normal's choices: shipped world {sum(firsts) / n:.2f}, after the swaps "
          f"{sum(lasts) / n:.2f}, true deal {sum(trues) / n:.2f}; acceptance {sum(accepts) / n:.2f}")
    print(f"share of true cards: shipped belief {sum(shipped) / len(shipped):.3f}, "
          f"posterior {sum(posterior) / max(1, len(posterior)):.3f}")


if __name__ == "__main__":
    main()
