"""How much the plays of Normal players could tell at best: the belief that reads every
play and pass exactly, measured against the shipped one. Bao Huang's Normal player ignores its
random source, so against a table of Normal players the exact posterior over the hidden hands is
the set of deals in which Normal, replayed from the start of the play phase, makes every play and
pass the viewer saw. At every EVERY-th decision of Normal tables this draws worlds from that
posterior by Metropolis swaps of hidden cards between the other seats (starting from the shipped
`sample_state` world; a swap that makes k more of the seen decisions differ from Normal's is kept
with chance ODDS**k; the marked jokers and the viewer's tribute cards stay put), and scores the
share of an opponent's true ranks found among its sampled ones, as tools/research/diag_baohuang_belief.py
does (the shipped belief 0.55, a uniform deal 0.56; 1.5x in docs/research-log.md needs ~0.88).
The true deal replays with no difference at all: printed, as the check that the replay is exact.
It reads only the play phase (throne and rebellion answers are left to the shipped weights).

    python -m tools.research.diag_baohuang_posterior --deals 3 --steps 6000 --odds 0.02   # ~6 min
    python -m tools.research.diag_baohuang_posterior --deals 3 --steps 2000 --odds 0.25   # ~2 min

On those 17 decision points (docs/research-log.md, Bao Huang): the shipped worlds differ from
Normal's plays in 13.9 decisions and score 0.552; after 6,000 swaps at odds 0.02, 3.0 and 0.652;
after 2,000 at odds 0.25, 8.2 and 0.610. `--carry N` keeps one chain through each deal for seat
0 (N swaps a decision after the first): N = 100 holds 0.635 against the shipped 0.548 over 60
decisions, ~0.25 s a decision (`--deals 3 --steps 1000 --carry 100 --odds 0.02`).
"""
from __future__ import annotations

import random
import time

from engines.baohuang.cards import EMPEROR_CARD, GUARD_CARD, sort_hand, strength
from engines.baohuang.state import PLAY, clone_state
from game import registry
from tools.research.diag_baohuang_belief import EVERY, rank_share
from tools.deal_loop import normal_decisions
from tools.research.metropolis import chain_arguments, run_chain

RULES = registry.load("baohuang")
NORMAL = RULES.ai_player("normal")
QUIET = random.Random(0)


def shape(action):
    """An action as the rules tell plays apart: its kind, the ranks it plays, and whether it
    shows a marked joker (four decks hold several cards of each rank and suit is never read)."""
    return (action.kind, sorted(map(strength, action.cards)),
            EMPEROR_CARD in action.cards, GUARD_CARD in action.cards)


def same(a, b) -> bool:
    return shape(a) == shape(b)


def pinned_cards(state, viewer: int) -> set:
    """The hidden cards a swap never moves: the marked jokers and the viewer's tribute cards,
    which the shipped sampler places by the view's hard facts."""
    return {EMPEROR_CARD, GUARD_CARD, *state.tribute_given[viewer]}


def world_start(start, world_hands, played_since, viewer):
    """The play phase's first state with the world's hidden hands: each other seat holds its
    world hand now plus what it has played since."""
    state = clone_state(start)
    state.hands = [list(start.hands[s]) if s == viewer else sort_hand(world_hands[s] + played_since[s])
                   for s in range(len(start.hands))]
    state.prepared = {}
    return state


def differences(start, log, world_hands, played_since, viewer, stop_after=None) -> int:
    """How many of the other seats' logged decisions Normal would not have made in this world."""
    return replay_differences(world_start(start, world_hands, played_since, viewer), log, viewer, stop_after)


def replay_differences(state, log, viewer, stop_after=None) -> int:
    """How many of the other seats' logged decisions Normal would not have made, the log replayed
    in place on `state`, a world's first state of the play phase (10,000: a play it cannot make)."""
    misses = 0
    for seat, action in log:
        if seat != viewer:
            legal = RULES.legal_actions(state, seat)
            if not any(same(a, action) for a in legal):
                return 10_000                                    # the world cannot make this play
            if not same(NORMAL.choose(RULES.view(state, seat), legal, QUIET), action):
                misses += 1
                if stop_after is not None and misses > stop_after:
                    return misses
        RULES.apply(state, seat, action)
    return misses


def played_by_seat(log, seats: int) -> list[list]:
    """The cards each seat played in the logged (seat, action) decisions."""
    played: list[list] = [[] for _ in range(seats)]
    for seat, action in log:
        played[seat] += list(action.cards)
    return played


def swap_proposer(hands, viewer, pinned, rng, may_take=lambda card, seat: True):
    """The chain's proposal: a card of one other seat's hand for a card of another's (None: the
    draw named a pinned card, two equal cards, or a card `may_take(card, seat)` refuses to the
    seat it would go to)."""
    others = [s for s in range(len(hands)) if s != viewer and hands[s]]

    def propose():
        if len(others) < 2:
            return None
        a, b = rng.sample(others, 2)
        i, j = rng.randrange(len(hands[a])), rng.randrange(len(hands[b]))
        first, second = hands[a][i], hands[b][j]
        if first in pinned or second in pinned or first == second:
            return None
        if not (may_take(first, b) and may_take(second, a)):
            return None
        return (hands[a], i), (hands[b], j)
    return propose


def posterior_worlds(truth, start, log, viewer, steps, odds, rng, keep_every, hands=None):
    """Worlds drawn by Metropolis swaps from the shipped sample (or from `hands`, the hidden hands
    of a world kept from an earlier decision, swapped in place); returns (worlds, acceptance, the
    first world's and the last world's differences, the true deal's)."""
    played_since = played_by_seat(log, len(truth.hands))
    if hands is None:
        hands = [list(h) for h in RULES.sample_state(RULES.view(truth, viewer), rng).hands]
    propose = swap_proposer(hands, viewer, pinned_cards(truth, viewer), rng)

    kept, rate, first, last = run_chain(
        propose, lambda limit: differences(start, log, hands, played_since, viewer, stop_after=limit),
        lambda: [list(h) for h in hands], steps, odds, rng, keep_every, look_ahead=3)
    true_misses = differences(start, log, [list(h) for h in truth.hands], played_since, viewer)
    return kept, rate, first, last, true_misses


def normal_deal(seed: str):
    """A deal played by Normal in every seat; before each decision yields (the state, the seat to
    act, its view, the play phase's first state or None before it, the play phase's decisions so
    far as (seat, action), the number of decisions so far)."""
    start, log = None, []
    for step, (state, seat, view, _, action) in enumerate(normal_decisions(RULES, 5, seed, QUIET)):
        if state.phase == PLAY and start is None:
            start = clone_state(state)
        yield state, seat, view, start, log, step
        if start is not None:
            log.append((seat, action))


def carry_forward(hands, plays, viewer, own_hand, pinned, rng) -> None:
    """A world kept from the viewer's last decision brought up to now: each card another seat has
    played since leaves that seat's hand; where the world had dealt it to someone else, it is first
    exchanged for a card of the player's own (not a marked one)."""
    for seat, action in plays:
        if seat == viewer:
            continue
        for card in action.cards:
            holder = next(t for t, hand in enumerate(hands) if card in hand)
            if holder != seat:
                own = [k for k, c in enumerate(hands[seat]) if c not in pinned] or list(range(len(hands[seat])))
                k = rng.choice(own)
                i = hands[holder].index(card)
                hands[holder][i], hands[seat][k] = hands[seat][k], card
            hands[seat].remove(card)
    hands[viewer] = list(own_hand)


def carried_chain(args) -> None:
    """`--carry N`: seat 0 keeps one chain through each deal; its first decision of the play phase
    (with 10 plays seen) runs --steps swaps from the shipped world, every later one N swaps from
    the world kept from its previous decision. Prints the rank share and differences a decision."""
    shipped, posterior, lasts, seen = [], [], [], []
    started = time.perf_counter()
    for d in range(args.deals):
        hands, since = None, 0
        rng = random.Random(f"{args.seed}{d}/carry")
        for state, seat, view, start, log, _ in normal_deal(f"{args.seed}{d}"):
            if start is not None and seat == 0 and len(log) >= 10 and state.hands[0]:
                if hands is not None:
                    carry_forward(hands, log[since:], 0, state.hands[0], pinned_cards(state, 0), rng)
                steps = args.steps if hands is None else args.carry
                if hands is None:
                    hands = [list(h) for h in RULES.sample_state(view, rng).hands]
                worlds, _, _, last, _ = posterior_worlds(state, start, log, 0, steps, args.odds, rng,
                                                         keep_every=max(1, steps // 10), hands=hands)
                since = len(log)
                truth = [s for s in range(1, 5) if state.hands[s]]
                sample = RULES.sample_state(view, random.Random(len(log)))
                shipped += [rank_share(state.hands[s], sample.hands[s]) for s in truth]
                posterior += [rank_share(state.hands[s], w[s]) for w in worlds for s in truth]
                lasts.append(last)
                seen.append(len(log))
        print(f"deal {d}: {len(lasts)} decisions so far, {time.perf_counter() - started:.0f} s", flush=True)
    n = len(lasts)
    print(f"{n} decisions of seat 0, a chain carried through each deal: {args.steps} swaps at the first, "
          f"{args.carry} at each later one, odds {args.odds}")
    print(f"differences from Normal's plays after the swaps {sum(lasts) / n:.1f} "
          f"(plays seen {sum(seen) / n:.0f} on average)")
    print(f"rank share: shipped belief {sum(shipped) / len(shipped):.3f}, "
          f"carried chain {sum(posterior) / max(1, len(posterior)):.3f}")


def main(argv=None) -> None:
    p = chain_arguments(__doc__, deals=4, steps=600, odds=0.05, seed="post")
    p.add_argument("--carry", type=int, default=None,
                   help="keep one chain through each deal for seat 0, this many swaps a later decision")
    args = p.parse_args(argv)
    if args.carry is not None:
        carried_chain(args)
        return
    shipped, posterior, accept, firsts, lasts, trues = [], [], [], [], [], []
    started = time.perf_counter()
    for d in range(args.deals):
        for state, seat, view, start, log, step in normal_deal(f"{args.seed}{d}"):
            if start is not None and step % EVERY == 0 and len(log) >= 10:
                rng = random.Random(f"{args.seed}{d}/{step}")
                worlds, rate, first, last, true_misses = posterior_worlds(
                    state, start, log, seat, args.steps, args.odds, rng, keep_every=max(1, args.steps // 20))
                truth = [s for s in range(5) if s != seat and state.hands[s]]
                for w in range(3):
                    sample = RULES.sample_state(view, random.Random(w))
                    shipped += [rank_share(state.hands[s], sample.hands[s]) for s in truth]
                for hands in worlds:
                    posterior += [rank_share(state.hands[s], hands[s]) for s in truth]
                accept.append(rate)
                firsts.append(first)
                lasts.append(last)
                trues.append(true_misses)
                print(f"deal {d} step {step}: {len(log)} plays seen, differences {first} -> {last} "
                      f"(true deal {true_misses}), acceptance {rate:.2f}, "
                      f"{time.perf_counter() - started:.0f} s", flush=True)
    n = len(firsts)
    print(f"{n} decision points, {args.steps} swaps each, odds {args.odds}")
    print(f"differences from Normal's plays: shipped world {sum(firsts) / n:.1f}, after the swaps "
          f"{sum(lasts) / n:.1f}, true deal {sum(trues) / n:.1f}; acceptance {sum(accept) / n:.2f}")
    print(f"rank share: shipped belief {sum(shipped) / len(shipped):.3f}, "
          f"posterior {sum(posterior) / max(1, len(posterior)):.3f} ({len(posterior)} hands)")


if __name__ == "__main__":
    main()
