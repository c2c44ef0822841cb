"""Position digests are canonical (ui/autoplay.position_digest over game.views.canonical): the
same position gives the same digest in every process, whatever PYTHONHASHSEED orders its sets by,
so the kill-and-resume test (which compares the relaunched app's digest with its own) cannot fail
by chance. Prints how many positions it compared and how many plain reprs differed meanwhile."""
from __future__ import annotations

import enum
import json
import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from game.cards import Card
from game.views import canonical

ROOT = Path(__file__).resolve().parents[2]
HASH_SEEDS = ("1", "2")

# Run in a child process: for every game, a match played by seeded choices among the legal actions
# (sorted canonically, so the choice never depends on set order), and at every 5th action the
# position digest, each seat's view digest, and a digest of the plain repr for comparison.
PROBE = r"""
import hashlib, json, random
from game import registry
from game.match import Match
from game.seats import Seat
from game.views import canonical
from ui.autoplay import position_digest

def sha(text):
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]

out = {}
for game_id in registry.available_games():
    rules = registry.load(game_id)
    match = Match(game_id, {}, [Seat(f"C{i}", "ai", "random") for i in range(rules.min_players)], 5)
    rng, rows = random.Random(f"digest/{game_id}"), []
    for n in range(300):
        if match.over:
            break
        if match.deal_over:
            match.next_deal()
        if n % 5 == 0:
            views = [match.view(s) for s in range(match.players)]
            rows.append([position_digest(match), [sha(canonical(v)) for v in views],
                         sha(repr(match.view(None)) + repr(views))])
        seat = match.to_act()[0]
        match.play(seat, rng.choice(sorted(match.legal(seat), key=canonical)))
    out[game_id] = rows
print(json.dumps(out))
"""


def digests_under(hash_seed: str) -> dict:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_every_game_digests_the_same_positions_alike_under_two_hash_seeds():
    first, second = (digests_under(seed) for seed in HASH_SEEDS)
    assert set(first) == set(second) and first
    positions = raw_differ = 0
    for game_id in first:
        assert len(first[game_id]) == len(second[game_id]) > 1, game_id
        for (digest_a, views_a, raw_a), (digest_b, views_b, raw_b) in zip(first[game_id], second[game_id]):
            assert (digest_a, views_a) == (digest_b, views_b), game_id
            positions += 1
            raw_differ += raw_a != raw_b
    print(f"\n[digest] PYTHONHASHSEED {' vs '.join(HASH_SEEDS)}: {positions} positions of {len(first)} games, "
          f"canonical digests all equal; plain repr differed at {raw_differ}")


class Colour(enum.Enum):
    RED = 1
    BLUE = 2


@dataclass(frozen=True)
class Sample:
    seen: frozenset
    by_seat: dict
    trail: tuple = ()
    more: list = field(default_factory=list)


class Plain:
    def __init__(self) -> None:
        self.cards = {Card("S", 1), Card("H", 10)}


def test_canonical_text_ignores_set_and_dict_order_but_keeps_sequence_order():
    one = Sample(frozenset({Card("S", 3), Card("H", 12), Card("X", 1)}), {2: "b", 1: "a"}, (Colour.RED,))
    two = Sample(frozenset({Card("X", 1), Card("S", 3), Card("H", 12)}), {1: "a", 2: "b"}, (Colour.RED,))
    assert canonical(one) == canonical(two)
    assert canonical(one) == "Sample(seen={HQ, S3, X1}, by_seat={1: 'a', 2: 'b'}, trail=(Colour.RED, ), more=[])"
    assert canonical([Card("S", 3), Card("H", 12)]) != canonical([Card("H", 12), Card("S", 3)])
    assert canonical(Sample(frozenset(), {}, (Colour.BLUE,))) != canonical(Sample(frozenset(), {}, (Colour.RED,)))
    assert canonical((1,)) != canonical([1]) and canonical({1}) != canonical([1])


def test_canonical_text_of_a_plain_object_names_its_attributes_not_its_address():
    text = canonical(Plain())
    assert text == "Plain(cards={H10, SA})" and "0x" not in text
