"""Legal-move generation of 13th-Floor Daifugo against a slow brute force: every subset of the hand,
classified by a separate simple classifier written from the rules text (D03–D07, D09, D21, D06),
must give exactly the plays the engine lists (jokers deduplicated: one joker is always the lowest
held). Random hands and tables, both orders."""
import random
from itertools import combinations

from daifugo13_builder import make_state
from engines.daifugo13 import RULES
from engines.daifugo13.moves import legal_plays
from game.cards import standard_deck

ORDER = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]
NAME = {1: "A", 11: "J", 12: "Q", 13: "K"}


def strength(card):
    return ORDER.index(NAME.get(card.rank, str(card.rank)))


def is_role(card):
    return card.suit == "X" or card.rank in (5, 7, 8, 9, 10, 11, 12) or (card.suit == "S" and card.rank == 3)


def simple_readings(cards):
    """(kind, rank, lo, length, width, value) for every way to read the card set."""
    jokers = [c for c in cards if c.suit == "X"]
    naturals = [c for c in cards if c.suit != "X"]
    n = len(cards)
    out = []
    if n == 1:
        return [("joker", -1, -1, 0, 0, None)] if jokers else [("group", strength(cards[0]), -1, 0, 0, None)]
    ranks = {strength(c) for c in naturals}
    for r in range(13):
        if ranks <= {r} and not (r == 0 and n >= 3):
            out.append(("group", r, -1, 0, 0, f"group:{ORDER[r]}" if jokers else None))
    suits_held = {c.suit for c in naturals}
    for width in range(1, 5):
        if n % width or n // width < 3:
            continue
        length = n // width
        for suits in combinations("SHDC", width):
            if not suits_held <= set(suits) or len(suits_held) != width:
                continue
            for lo in range(0, 13 - length + 1):
                cells = {(s, r) for s in suits for r in range(lo, lo + length)}
                used = [(c.suit, strength(c)) for c in naturals]
                if len(set(used)) == len(used) and set(used) <= cells and len(cells) == n:
                    value = f"stairs:{''.join(suits)}:{ORDER[lo]}-{ORDER[lo + length - 1]}" if jokers else None
                    out.append(("stairs", -1, lo, length, width, value))
    return out


def follows(new, top, inverted, cards):
    if top is None:
        return True
    if top[0] == "joker":
        return len(cards) == 1 and cards[0].suit == "S" and cards[0].rank == 3
    if new[0] == "joker":
        return top[0] == "group" and top[5] is None and top_size(top) == 1
    if new[0] != top[0]:
        return False
    if new[0] == "group":
        return new[1] < top[1] if inverted else new[1] > top[1]
    return new[3] == top[3] and new[4] == top[4] and new[2] == top[2] + (-1 if inverted else 1)


def top_size(top):
    return top[6]


def brute_force(hand, top, inverted):
    out = set()
    jokers = sorted((c for c in hand if c.suit == "X"), key=lambda c: c.rank)
    for size in range(1, len(hand) + 1):
        if top is not None and size != top[6]:
            continue
        for subset in combinations(hand, size):
            used = [c for c in subset if c.suit == "X"]
            if used and sorted(used, key=lambda c: c.rank) != jokers[:len(used)]:
                continue  # jokers are interchangeable: only the lowest ones
            if size == len(hand) and any(is_role(c) for c in subset):
                continue  # D21
            for reading in simple_readings(list(subset)):
                if follows(reading, top, inverted, subset):
                    out.add((frozenset(subset), reading[5]))
    return out


def engine_top(table_cards, value):
    from engines.daifugo13.combos import reading_for

    combo = reading_for(table_cards, value)
    value_none = None if not any(c.suit == "X" for c in table_cards) else combo.value
    return (combo.kind, combo.rank, combo.lo, combo.length, combo.width, value_none, combo.size), combo


def test_D04_D05_D07_legal_moves_match_brute_force_on_random_hands_and_tables():
    rng = random.Random(2024)
    checked = 0
    for case in range(700):
        deck = standard_deck(jokers=2)
        rng.shuffle(deck)
        hand = deck[:rng.randint(1, 11)]
        other = deck[20:34]
        inverted = rng.random() < 0.4
        top_tuple = combo = None
        if case % 4:
            leads = legal_plays(other, None, False)
            if not leads:
                continue
            table_cards, lead = leads[rng.randrange(len(leads))]
            top_tuple, combo = engine_top(table_cards, lead.value)
        engine = {(frozenset(cards), c.value) for cards, c in legal_plays(hand, combo, inverted)}
        expected = brute_force(hand, top_tuple, inverted)
        assert engine == expected, (hand, combo, inverted, engine ^ expected)
        checked += 1
    assert checked > 500


def test_D06_D21_legal_actions_list_each_play_once_and_sandstorms_apart():
    rng = random.Random(7)
    for _ in range(200):
        deck = standard_deck(jokers=2)
        rng.shuffle(deck)
        hands = [" ".join(c.code for c in deck[i * 8:(i + 1) * 8]) for i in range(4)]
        state = make_state(hands, turn=0)
        legal = RULES.legal_actions(state, 0)
        plays = [(frozenset(a.cards), a.value) for a in legal if a.kind == "play"]
        assert len(plays) == len(set(plays))
        for action in legal:
            if action.kind == "sandstorm":
                assert len(action.cards) == 3 and all(c.rank == 3 for c in action.cards)


def test_every_refusal_leaves_the_state_untouched():
    """Random actions on random mid-game states: a refusal raises IllegalAction before any change;
    an accepted play is one of the listed plays (up to which of the two jokers it uses), with a
    value one of them carries."""
    import copy

    from game.actions import Action
    from game.errors import IllegalAction

    rng = random.Random(99)
    kinds = ["play", "play", "play", "pass", "end_turn", "draw", "sandstorm", "hold", "give",
             "discard", "bomb", "eleven_back", "skip_give", "nonsense"]
    refused = accepted = 0
    for number in range(250):
        state = RULES.new_deal({}, 3 + number % 4, random.Random(number))
        for _ in range(rng.randrange(0, 40)):
            if RULES.is_over(state):
                break
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            RULES.apply(state, seat, legal[rng.randrange(len(legal))])
        if RULES.is_over(state):
            continue
        for _ in range(10):
            seat = rng.randrange(state.pub.players)
            hand = state.hands[seat]
            kind = rng.choice(kinds)
            chosen = tuple(rng.sample(hand, rng.randint(1, min(4, len(hand))))) if hand else ()
            values = [None, "group:7", "stairs:H:5-7", "3", "joker"] if kind in ("play", "bomb") else [None, None, "3"]
            value = rng.choice(values)
            action = Action(kind, chosen if kind not in ("pass", "bomb") else (), value)
            listed = RULES.legal_actions(state, seat)
            legal_sets = {(a.kind, frozenset(a.cards)) for a in listed}
            snapshot = copy.deepcopy(state)
            try:
                RULES.apply(state, seat, action)
            except IllegalAction as err:
                assert err.key and str(err)
                assert state == snapshot
                refused += 1
                continue
            jokers = sorted(c for c in snapshot.hands[seat] if c.suit == "X")
            used = [c for c in action.cards if c.suit == "X"]
            canonical = frozenset([c for c in action.cards if c.suit != "X"] + jokers[:len(used)])
            assert (action.kind, canonical) in legal_sets
            assert action.value in {a.value for a in listed if a.kind == action.kind}   # no junk value
            accepted += 1
            break
    assert refused > 500 and accepted > 20
