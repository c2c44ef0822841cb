"""Shared helpers for Democracy tests: card shorthand and rigged states."""
import random

from game.actions import Action
from game.cards import parse_card

from engines.democracy import RULES
from engines.democracy.days import start_trick


def C(text):
    """Cards from codes: C("H5 S10 X1") -> tuple of Cards."""
    return tuple(parse_card(t) for t in text.split())


def play(card_code):
    return Action("play", C(card_code))


def rig(players, hands, pool, options=None, later_hands=None, later_pool=None, dealer=0):
    """A deal with the given Day-1 hands and pool (codes), the first pool card turned."""
    state = RULES.new_deal(dict(options or {}), players, random.Random(0))
    state.dealer = dealer
    state.hands = [list(C(h)) for h in hands]
    state.pool = list(C(pool))
    state.later_hands = [list(C(h)) for h in later_hands] if later_hands else []
    state.later_pool = list(C(later_pool)) if later_pool else []
    state.days = 2 if later_hands else 1
    state.out = []
    state.captured = [[] for _ in range(players)]
    state.discards, state.tricks, state.pending = [], [], {}
    state.day, state.trick_number, state.declared = 1, 0, None
    state.day1_hands = [tuple(h) for h in state.hands]
    state.bad_catch_points = [0] * players
    state.bad_catch_claims, state.redeals = [], 0
    state.phase = "play"
    start_trick(state, [])
    return state


def play_trick(state, codes):
    """Every seat plays its card (codes in seat order); returns all events."""
    events = []
    for seat, code in enumerate(codes.split()):
        events += RULES.apply(state, seat, play(code))
    return events


def random_game(players, seed, options=None, level="random"):
    """A whole deal with random legal actions, arrival order shuffled. Returns (state, steps)."""
    rng = random.Random(seed)
    state = RULES.new_deal(dict(options or {}), players, random.Random(f"{seed}/deal"))
    steps = []
    while not RULES.is_over(state):
        acting = list(RULES.to_act(state))
        rng.shuffle(acting)
        seat = acting[0]
        legal = RULES.legal_actions(state, seat)
        action = legal[rng.randrange(len(legal))]
        RULES.apply(state, seat, action)
        steps.append((seat, action))
    return state, steps
