"""Napoleon's belief: `sample_state(view, rng)`, a full state consistent with a seat's view, the
hidden cards dealt at random respecting everything public (hand sizes, played cards, shown voids,
the ♣3 call, face-up discards) and what the seat knows, the deals weighted by the evidence of the
auction (`bid_evidence`) and of who played like the hidden adjutant (`adjutant_evidence`)."""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.belief import per_view, surprise, weighted_sample
from game.cards import JOKER, Card

from engines.napoleon.ai import estimated_honours
from engines.napoleon.cards import BID_SUITS, DECK, hand_order, is_honour, parse_bid, role_power, trick_winner
from engines.napoleon.events import AT_NAPOLEON, AT_SEAT, AT_WIDOW, PASS
from engines.napoleon.state import BIDDING, NAMING, PLAYERS, PLAYING, NapoleonState, Trick
from engines.napoleon.view import NapoleonView

def _known_cards(view: NapoleonView) -> set[Card]:
    known = set(view.hand)
    known.update(c for plays, _ in view.tricks for _, c in plays)
    known.update(c for _, c in view.current)
    known.update(c for c in view.discards if c is not None)
    known.update(view.widow)
    return known


def _slot_rules(slots, view: NapoleonView) -> dict[str, tuple[frozenset[str], bool, bool]]:
    """Per slot: the suits it cannot hold, whether it can hold the joker, whether honours."""
    rules = {}
    for slot in slots:
        if slot.startswith("hand:"):
            s = int(slot[5:])
            rules[slot] = (view.voids[s], s not in view.no_joker, True)
        else:                                       # discarded honours are face up (N22)
            rules[slot] = (frozenset(), True, slot != "discards")
    return rules


def _allowed(card: Card, rule: tuple[frozenset[str], bool, bool]) -> bool:
    """May `card` lie in a slot with this rule, given the public record?"""
    voids, joker_ok, honours_ok = rule
    if card.suit == JOKER:
        return joker_ok
    if not honours_ok and is_honour(card):
        return False
    return card.suit not in voids


@dataclass(frozen=True)
class _DealPlan:
    """What the view alone decides about dealing its hidden cards: the cards, the places (hands,
    widow, face-down discards) with their sizes, and which cards may go anywhere and which only
    to some places (shown voids, no joker, no honours among face-down discards)."""
    unknown: tuple[Card, ...]
    capacity: dict[str, int]
    free: tuple[Card, ...]
    constrained: tuple[tuple[Card, tuple[str, ...]], ...]     # in deck order


@per_view
def _deal_plan(view: NapoleonView) -> _DealPlan:
    if view.seat is None:
        raise ValueError("a spectator's view cannot be sampled into a player's state")
    known = _known_cards(view)
    unknown = tuple(c for c in DECK if c not in known)
    capacity: dict[str, int] = {}
    for s in range(PLAYERS):
        if s != view.seat and view.hand_sizes[s]:
            capacity[f"hand:{s}"] = view.hand_sizes[s]
    if view.widow_size:
        capacity["widow"] = view.widow_size
    hidden_discards = sum(1 for c in view.discards if c is None)
    if hidden_discards:
        capacity["discards"] = hidden_discards
    if sum(capacity.values()) != len(unknown):
        raise ValueError("the view's counts do not add up")
    rules = _slot_rules(capacity, view)
    free: list[Card] = []
    constrained: list[tuple[Card, tuple[str, ...]]] = []
    for card in unknown:
        allowed = tuple(s for s in capacity if _allowed(card, rules[s]))
        if len(allowed) == len(capacity):
            free.append(card)
        else:
            constrained.append((card, allowed))
    return _DealPlan(unknown, capacity, tuple(free), tuple(constrained))


def _assign(plan: _DealPlan, rng: random.Random) -> dict[str, list[Card]] | None:
    """Random greedy: the constrained cards first (fewest allowed slots first), each into an
    allowed slot with room chosen in proportion to the room left; then the unconstrained cards
    shuffled into whatever room is left. None when it paints itself into a corner."""
    capacity = plan.capacity
    slots = list(capacity)
    free = list(plan.free)
    constrained = sorted(((len(allowed), rng.random(), card, allowed) for card, allowed in plan.constrained),
                         key=lambda t: (t[0], t[1]))
    room = dict(capacity)
    out: dict[str, list[Card]] = {s: [] for s in slots}
    for _, _, card, allowed in constrained:
        open_slots = [s for s in allowed if room[s] > 0]
        if not open_slots:
            return None
        slot = open_slots[0]
        if len(open_slots) > 1:
            pick = rng.randrange(sum(room[s] for s in open_slots))
            for slot in open_slots:
                pick -= room[slot]
                if pick < 0:
                    break
        out[slot].append(card)
        room[slot] -= 1
    rng.shuffle(free)
    start = 0
    for slot in slots:
        out[slot].extend(free[start:start + room[slot]])
        start += room[slot]
    return out


def _assign_by_matching(cards: list[Card], capacity: dict[str, int], view: NapoleonView,
                        rng: random.Random) -> dict[str, list[Card]]:
    """Bipartite matching of cards to slot places (augmenting paths): always succeeds when the
    view is consistent, used when the greedy deal keeps failing."""
    rules = _slot_rules(capacity, view)
    places = [s for s, n in capacity.items() for _ in range(n)]
    rng.shuffle(places)
    holder: list[Card | None] = [None] * len(places)

    def augment(card: Card, seen: set[int]) -> bool:
        for i, slot in enumerate(places):
            if i in seen or not _allowed(card, rules[slot]):
                continue
            seen.add(i)
            if holder[i] is None or augment(holder[i], seen):
                holder[i] = card
                return True
        return False

    for card in cards:
        if not augment(card, set()):
            raise ValueError("the view admits no deal of its hidden cards")
    out: dict[str, list[Card]] = {s: [] for s in capacity}
    for slot, card in zip(places, holder):
        out[slot].append(card)
    return out


def sample_state(view: NapoleonView, rng: random.Random) -> NapoleonState:
    """A deal of the hidden cards weighted by the auction (`bid_evidence`) and by who played like
    Napoleon's hidden adjutant (`adjutant_evidence`), see game/belief.py."""
    return weighted_sample(lambda r: uniform_sample(view, r), _evidence_of(view), rng)


@per_view
def _evidence_of(view: NapoleonView):
    """The auction's and the adjutant's evidence together, read from the view once for all the
    worlds a search samples from it."""
    bids = bid_evidence(view) if view.seat is not None and view.bids else None
    adjutant = adjutant_evidence(view)
    if bids is None or adjutant is None:
        return bids or adjutant

    def evidence(state: NapoleonState) -> float:
        return bids(state) * adjutant(state)
    return evidence


FED_BY_NON_ADJUTANT = 0.35     # likelihood of a seat giving an honour to Napoleon's winning trick
OVERTAKEN_BY_ADJUTANT = 0.35   # likelihood of the hidden adjutant taking a trick Napoleon was winning


def adjutant_acts(view: NapoleonView) -> list[tuple[int, str]]:
    """What each seat did to Napoleon's winning tricks while the adjutant was hidden: ("fed", s)
    when s gave it an honour (not a trump) and left it with Napoleon, ("overtook", s) when s took
    the lead from Napoleon. The viewer and Napoleon are left out."""
    nap, trump = view.napoleon, view.trump
    same_two, strong = view.options["same_two_first_trick"], view.options["called_joker_strong"]
    acts: list[tuple[int, str]] = []
    tricks = [plays for plays, _ in view.tricks] + ([view.current] if view.current else [])
    for index, plays in enumerate(tricks):
        for k in range(1, len(plays)):
            seat, card = plays[k]
            if seat in (nap, view.seat):
                continue
            if plays[trick_winner(list(plays[:k]), trump, index, same_two, strong)][0] != nap:
                continue
            if trick_winner(list(plays[:k + 1]), trump, index, same_two, strong) == k:
                acts.append((seat, "overtook"))
            elif is_honour(card) and card.suit != trump and not role_power(card, trump):
                acts.append((seat, "fed"))
    return acts


def adjutant_evidence(view: NapoleonView):
    """How well a sampled deal explains the play while the adjutant is hidden from the viewer: the
    seat holding the named card is the adjutant, who feeds Napoleon's winning tricks honours and
    does not overtake them; the others the other way round."""
    if (view.seat is None or view.phase != PLAYING or view.napoleon is None or view.named is None
            or view.adjutant_known):
        return None
    acts = adjutant_acts(view)
    if not acts:
        return None
    nap, named = view.napoleon, view.named

    def evidence(state: NapoleonState) -> float:
        adjutant = next((s for s in range(PLAYERS) if s != nap and named in state.hands[s]), None)
        weight = 1.0
        for seat, act in acts:
            if act == "fed" and seat != adjutant:
                weight *= FED_BY_NON_ADJUTANT
            elif act == "overtook" and seat == adjutant:
                weight *= OVERTAKEN_BY_ADJUTANT
        return weight

    return evidence


def bid_evidence(view: NapoleonView):
    """How well a sampled deal explains the auction: a bid of n in a suit promises a hand whose
    estimated honours (the Normal bidder's yardstick) reach n; a pass while a bid of min_bid, or one
    above the standing bid, was in reach suggests no such hand. A seat's hand at bidding time is
    what it holds now plus what it has played (Napoleon's widow exchange is ignored)."""
    me = view.seat
    played: list[list[Card]] = [[] for _ in range(PLAYERS)]
    for plays, _ in view.tricks:
        for s, c in plays:
            played[s].append(c)
    for s, c in view.current:
        played[s].append(c)
    steps = []
    standing = view.options["min_bid"] - 1
    for s, code in view.bids:
        parsed = parse_bid(code) if code != PASS else None
        if s != me:
            steps.append((s, parsed, standing))
        if parsed is not None:
            standing = max(standing, parsed[0])
    if not steps:
        return None

    def evidence(state: NapoleonState) -> float:
        weight = 1.0
        estimates: dict[tuple[int, str], float] = {}     # a seat bids in the same suit again

        def estimate(s: int, suit: str) -> float:
            value = estimates.get((s, suit))
            if value is None:
                value = estimates[s, suit] = estimated_honours(state.hands[s] + played[s], suit)
            return value

        for s, parsed, before in steps:
            if parsed is not None:
                count, suit = parsed
                weight *= surprise(count - estimate(s, suit))
            else:
                best = max(estimate(s, suit) for suit in BID_SUITS)
                weight *= surprise(best - (before + 1), scale=1.2)
        return weight

    return evidence


def uniform_sample(view: NapoleonView, rng: random.Random) -> NapoleonState:
    """Hidden cards dealt uniformly among the deals the public record allows."""
    return sample_around(view, {}, rng)


def sample_around(view: NapoleonView, pinned: dict[str, list[Card]], rng: random.Random) -> NapoleonState:
    """Hidden cards dealt among the deals the public record allows that keep each `pinned` card
    in its place ("hand:s", "widow", "discards"); the rest as `uniform_sample` deals them."""
    plan = _deal_plan(view)
    if pinned:
        plan = _plan_without(plan, pinned, view)
    dealt = None
    for _ in range(20):
        dealt = _assign(plan, rng)
        if dealt is not None:
            break
    if dealt is None:
        dealt = _assign_by_matching(list(plan.unknown), plan.capacity, view, rng)
    for slot, cards in pinned.items():
        dealt[slot].extend(cards)
    return state_from_deal(view, dealt, rng)


def _plan_without(plan: _DealPlan, pinned: dict[str, list[Card]], view: NapoleonView) -> _DealPlan:
    """The plan for the hidden cards left when the pinned ones are in their places."""
    taken = {c for cards in pinned.values() for c in cards}
    capacity = {slot: n - len(pinned.get(slot, ())) for slot, n in plan.capacity.items()}
    if any(n < 0 for n in capacity.values()) or not taken <= set(plan.unknown):
        raise ValueError("the pinned cards do not fit the view")
    rules = _slot_rules(capacity, view)
    unknown = tuple(c for c in plan.unknown if c not in taken)
    free, constrained = [], []
    for card in unknown:
        allowed = tuple(s for s in capacity if capacity[s] and _allowed(card, rules[s]))
        if len(allowed) == sum(1 for n in capacity.values() if n):
            free.append(card)
        else:
            constrained.append((card, allowed))
    return _DealPlan(unknown, capacity, tuple(free), tuple(constrained))


def state_from_deal(view: NapoleonView, dealt: dict[str, list[Card]], rng: random.Random) -> NapoleonState:
    """The state the view describes, its hidden places ("hand:s", "widow", "discards") holding
    the cards `dealt` gives them; each hand in the order the engine keeps hands in (Normal breaks
    some ties by that order, so a world's opponents play as the real ones would on those cards)."""
    seat = view.seat
    hands = [sorted(dealt.get(f"hand:{s}", []), key=hand_order) for s in range(PLAYERS)]
    hands[seat] = list(view.hand)
    widow = list(dealt.get("widow", []))
    hidden = iter(dealt.get("discards", []))
    discards = [c if c is not None else next(hidden) for c in view.discards]
    state = NapoleonState(
        options=dict(view.options), rng=random.Random(rng.getrandbits(64)), dealer=view.dealer,
        first_bidder=view.first_bidder, hands=hands, widow=widow, phase=view.phase,
        turn=view.to_act[0] if view.to_act else view.leader, void_deals=view.void_deals,
        bids=list(view.bids), high_bid=view.high_bid, high_bidder=view.high_bidder,
        napoleon=view.napoleon, trump=view.trump, bid_count=view.bid_count, named=view.named,
        widow_taken=list(view.widow), discards=discards, discards_owner=view.discards_owner,
        tricks=[Trick(tuple(plays), w) for plays, w in view.tricks], current=list(view.current),
        leader=view.leader, direction=view.direction, taken=[list(t) for t in view.taken],
        voids=[set(v) for v in view.voids], no_joker=set(view.no_joker))
    state.passes = _passes_in_a_row(view.bids)
    _place_adjutant(state, view)
    return state


def _passes_in_a_row(bids: tuple[tuple[int, str], ...]) -> int:
    count = 0
    for _, b in reversed(bids):
        if b != PASS:
            break
        count += 1
    return count


def _place_adjutant(state: NapoleonState, view: NapoleonView) -> None:
    """The adjutant of the sampled deal: what the viewer knows, else wherever the named card fell."""
    state.adjutant_public = view.adjutant_public
    if state.named is None or state.phase in (BIDDING, NAMING):
        return
    if view.adjutant_known:
        state.adjutant = view.adjutant
        if view.named_where:
            state.named_where = view.named_where
        elif view.adjutant is not None:
            state.named_where = AT_SEAT
        else:
            state.named_where = AT_WIDOW if state.named in state.discards else AT_NAPOLEON
        return
    card = state.named
    holder = next((s for s in range(PLAYERS) if card in state.hands[s]), None)
    if holder is None or holder == state.napoleon:
        state.adjutant = None
        state.named_where = AT_WIDOW if card in state.discards else AT_NAPOLEON
    else:
        state.adjutant, state.named_where = holder, AT_SEAT
