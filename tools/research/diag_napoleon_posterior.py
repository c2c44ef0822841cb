"""How much the plays of Normal players could tell at best in Napoleon, as
tools/research/diag_baohuang_posterior.py and tools/research/diag_democracy_posterior.py ask of the other two games.
Napoleon's Normal player ignores its random source, so against Normal players the posterior over
the opponents' hands (given the card play) is the set of deals in which Normal, holding in each
past trick the cards the world gives it then, plays every card it was seen to play. At seat 0's
decisions in the card play (a trick done or more), in tables of Normal players, this draws worlds
from that posterior by Metropolis swaps of hidden cards (between two opponents' hands or a hand
and the face-down discards; shown voids, the joker's absence and face-up honours kept as hard
limits; the hidden adjutant follows the named card), starting from the shipped `sample_state`
world, and prints the share of an opponent's true hand its worlds hold beside the shipped
belief's and a uniform deal's (`tools/research/diag_napoleon_belief.py`; half-known worlds, which reach
the strengths of docs/research-log.md, hold 0.66 at `--oracle-mix 0.5`, 0.89 at 0.8). The auction
is left out (the Napoleon's bid read from a hand the widow changed), so this is a little less
than everything the plays say. The true deal replays with no difference: printed, as the check.

    python -m tools.research.diag_napoleon_posterior --deals 10 --steps 1500 --odds 0.02
"""
from __future__ import annotations

import random
import time

from engines.napoleon.cards import hand_order, is_honour
from engines.napoleon.belief import uniform_sample
from game import registry
from game.cards import JOKER
from tools.research.bench_strength_research import napoleon_hidden_places
from tools.deal_loop import normal_decisions
from tools.research.metropolis import chain_arguments, run_chain

RULES = registry.load("napoleon")
NORMAL = RULES.ai_player("normal")
QUIET = random.Random(0)
VIEWER = 0


def hidden_places(state) -> dict[str, list]:
    """The viewer's hidden places in `state` (the other hands, the face-down discards), each
    sorted so a chain's swaps do not depend on the order the cards were dealt in."""
    places = napoleon_hidden_places(state, RULES.view(state, VIEWER))
    return {slot: sorted(cards, key=repr) for slot, cards in places.items()}


def fits(card, slot: str, state) -> bool:
    """May `card` lie in `slot`, given the public record?"""
    if slot == "discards":
        return not is_honour(card)
    seat = int(slot[5:])
    if card.suit == JOKER:
        return seat not in state.no_joker
    return card.suit not in state.voids[seat]


def adjutant_in(places: dict[str, list], state) -> tuple[int | None, str] | None:
    """(adjutant, where the named card is) when the named card is among the hidden places."""
    for slot, cards in places.items():
        if state.named in cards:
            if slot == "discards":
                return None, "widow"
            seat = int(slot[5:])
            return (None, "napoleon") if seat == state.napoleon else (seat, "seat")
    return None


def differences(choices, places: dict[str, list], played_after, limit: int | None = None) -> int:
    """How many of the opponents' recorded plays Normal would not have made in this world.
    `choices` holds (state before the play, seat, card played, index of its trick)."""
    misses = 0
    for snapshot, seat, card, trick in choices:
        snapshot.hands[seat] = sorted(places[f"hand:{seat}"] + played_after[seat][trick], key=hand_order)
        moved = adjutant_in(places, snapshot)
        if moved is not None:
            snapshot.adjutant, snapshot.named_where = moved
        legal = RULES.legal_actions(snapshot, seat)
        chosen = NORMAL.choose(RULES.view(snapshot, seat), legal, QUIET)
        misses += chosen.cards != (card,)
        if limit is not None and misses > limit:
            break
    return misses


def posterior_worlds(state, view, choices, steps, odds, rng, keep_every):
    """Worlds (the hidden places) drawn by Metropolis swaps from the shipped sample; returns
    (worlds, acceptance, the first and last worlds' differences, the true deal's)."""
    tricks_now = len(state.tricks)
    played = {s: [] for s in range(5)}
    for t, trick in enumerate(state.tricks):
        for seat, card in trick.plays:
            played[seat].append((t, card))
    for seat, card in state.current:
        played[seat].append((tricks_now, card))
    played_after = {s: {t: [c for u, c in played[s] if u >= t] for t in range(tricks_now + 1)} for s in range(5)}
    places = hidden_places(RULES.sample_state(view, rng))
    slots = [slot for slot, cards in places.items() if cards]

    def propose():
        a, b = rng.sample(slots, 2)
        i, j = rng.randrange(len(places[a])), rng.randrange(len(places[b]))
        if not (fits(places[a][i], b, state) and fits(places[b][j], a, state)):
            return None
        return (places[a], i), (places[b], j)

    kept, rate, first, last = run_chain(
        propose, lambda limit: differences(choices, places, played_after, limit),
        lambda: {slot: list(cards) for slot, cards in places.items()}, steps, odds, rng, keep_every,
        look_ahead=3)
    true_misses = differences(choices, hidden_places(state), played_after)
    return kept, rate, first, last, true_misses


def hand_share(state, places: dict[str, list]) -> list[float]:
    """Per opponent with cards: the share of its true hand the world gives it."""
    return [len(set(state.hands[s]) & set(places[f"hand:{s}"])) / len(state.hands[s])
            for s in range(5) if s != VIEWER and state.hands[s]]


def main(argv=None) -> None:
    p = chain_arguments(__doc__, deals=10, steps=1500, odds=0.02, seed="posterior")
    args = p.parse_args(argv)
    shares = {"uniform": [], "shipped": [], "posterior": []}
    firsts, lasts, trues, accepts = [], [], [], []
    started = time.perf_counter()
    for d in range(args.deals):
        choices = []
        for state, actor, view, legal, action in normal_decisions(RULES, 5, f"{args.seed}/{d}", random.Random(d)):
            if actor == VIEWER and state.phase == "play" and state.tricks and len(legal) > 1:
                worlds, rate, first, last, true_misses = posterior_worlds(
                    state, view, choices, args.steps, args.odds,
                    random.Random(f"{d}/{len(firsts)}"), max(1, args.steps // 20))
                for k in range(20):
                    shares["uniform"] += hand_share(state, hidden_places(uniform_sample(view, random.Random(k))))
                    shares["shipped"] += hand_share(state, hidden_places(RULES.sample_state(view, random.Random(k))))
                for world in worlds:
                    shares["posterior"] += hand_share(state, world)
                firsts.append(first)
                lasts.append(last)
                trues.append(true_misses)
                accepts.append(rate)
            if actor != VIEWER and state.phase == "play":
                choices.append((RULES.clone(state), actor, action.cards[0], len(state.tricks)))
        print(f"deal {d}: {len(firsts)} points so far, {time.perf_counter() - started:.0f} s", flush=True)
    n = max(1, len(firsts))
    print(f"{len(firsts)} decision points, {args.steps} swaps each, odds {args.odds}")
    print(f"differences from Normal's plays: shipped world {sum(firsts) / n:.2f}, after the swaps "
          f"{sum(lasts) / n:.2f}, true deal {sum(trues) / n:.2f}; acceptance {sum(accepts) / n:.2f}")
    print("share of an opponent's true hand: " + ", ".join(
        f"{name} {sum(v) / max(1, len(v)):.3f}" for name, v in shares.items()))


if __name__ == "__main__":
    main()
