"""Seeds for matches played: drawn from the operating system's randomness (`secrets`), never from
the clock, so a player who sees their own hand and knows roughly when the match began cannot work
out the seed, and with it every other hand. A seed given on purpose (`--seed N`, a save file)
still replays its match exactly; only new matches draw one here."""
from __future__ import annotations

import secrets

SEED_BITS = 64


def new_seed() -> int:
    """A fresh match seed of SEED_BITS bits from the operating system."""
    return secrets.randbits(SEED_BITS)
