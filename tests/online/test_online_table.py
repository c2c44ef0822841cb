"""The host core (game/online/table.py) with no sockets: the join code's randomness, each seat's
messages hiding what it may not see (differentially: the same match with two seats' hidden cards
swapped sends byte-identical messages to every other seat), and the autosave replaying the match
to exactly where it stood."""
from __future__ import annotations

import random

import pytest

from game.actions import Action
from game.cards import JOKER
from game.online.protocol import ProtocolError, dump
from game.online.table import CODE_ALPHABET, CODE_LENGTH, Table, new_code
from tests.online.online_kit import table_of


def test_join_code_has_at_least_40_random_bits():
    assert len(CODE_ALPHABET) == 32 and len(set(CODE_ALPHABET)) == 32
    assert CODE_LENGTH * 5 >= 40
    codes = {new_code() for _ in range(500)}
    assert len(codes) == 500 and all(len(c) == CODE_LENGTH and set(c) <= set(CODE_ALPHABET) for c in codes)


def swap_hidden(table: Table, a: int, b: int) -> None:
    """Swap a plain card of seat `a`'s hand with one of another rank in seat `b`'s."""
    hands = table.match.state.hands
    ca = next(c for c in hands[a] if c.suit != JOKER and 3 <= c.rank <= 10)
    cb = next(c for c in hands[b] if c.suit != JOKER and 3 <= c.rank <= 10 and c.rank != ca.rank)
    hands[a][hands[a].index(ca)] = cb
    hands[b][hands[b].index(cb)] = ca


@pytest.mark.parametrize("game", ["baohuang", "napoleon"])
def test_swapped_hidden_cards_send_byte_identical_messages_to_every_other_seat(game, monkeypatch):
    """Deals from fixed seeds (the host draws each match's seed from the system: here the test
    chooses them, so it checks the same deals every run), played on until 60 messages to the other
    seats are compared: a deal where the two worlds' legal moves part (a swapped card decides what
    a seat may follow with) ends early and the next deal goes on."""
    seeds = iter(range(1, 40))
    monkeypatch.setattr("game.online.table.new_seed", lambda: next(seeds))
    compared = differed = 0
    rng = random.Random(5)
    while compared < 60:
        first = table_of(game, 5, {"deals": 1})
        second = Table.from_json(first.to_json())        # the same match, replayed from its autosave
        swap_hidden(second, 1, 2)
        for _ in range(300):
            if first.match.deal_over:
                break
            to_act = first.match.to_act()
            assert to_act == second.match.to_act()
            seat = to_act[0]
            common = [a for a in first.match.legal(seat) if a in second.match.legal(seat)]
            if not common:
                break
            action = rng.choice(common).to_json()
            out_first, out_second = first.act(seat, len(first.match.steps), action), \
                second.act(seat, len(second.match.steps), action)
            for (to_a, msg_a), (to_b, msg_b) in zip(out_first, out_second, strict=True):
                assert to_a == to_b
                if to_a in (1, 2):
                    differed += dump(msg_a) != dump(msg_b)
                else:
                    assert dump(msg_a) == dump(msg_b), f"seat {to_a} could tell the worlds apart"
                    compared += 1
    assert compared >= 60            # the deals went on long enough to mean something
    assert differed > 0              # and the swap was real: the two seats themselves see it


def test_autosave_replays_the_match_to_where_it_stood():
    table = table_of("napoleon", 5, {"deals": 2})
    rng = random.Random(2)
    for _ in range(40):
        seat = table.match.to_act()[0]
        table.act(seat, len(table.match.steps), rng.choice(table.match.legal(seat)).to_json())
    again = Table.from_json(table.to_json())
    assert again.code == table.code and [s.token for s in again.seats] == [s.token for s in table.seats]
    for seat in range(5):
        assert dump(again.update_for(seat)) == dump(table.update_for(seat))


def test_no_message_carries_the_seed_or_another_seats_hand():
    table = table_of("baohuang", 5)
    text = dump(table.update_for(0))
    assert str(table.match.seed) not in text and "seed" not in text
    others = {c.code for s in range(1, 5) for c in table.match.state.hands[s]} - \
             {c.code for c in table.match.state.hands[0]}
    assert not any(f'"{code}"' in text for code in others)


def test_a_refused_action_changes_nothing():
    table = table_of("napoleon", 5)
    before = [dump(table.update_for(s)) for s in range(5)]
    seat = table.match.to_act()[0]
    other = (seat + 1) % 5
    legal = table.match.legal(seat)[0].to_json()
    refusals = [lambda: table.act(other, len(table.match.steps), legal),          # out of turn
                lambda: table.act(seat, len(table.match.steps) - 1, legal),       # stale
                lambda: table.act(seat, len(table.match.steps), {"kind": "fly"}),  # not legal
                lambda: table.act(seat, len(table.match.steps), {"kind": 3}),      # junk
                lambda: table.start(other)]                                         # not the host
    for refuse in refusals:
        with pytest.raises(ProtocolError):
            refuse()
    assert [dump(table.update_for(s)) for s in range(5)] == before
    assert Action.from_json(legal) in table.match.legal(seat)
