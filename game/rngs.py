"""Random generators for engines' fast state copies: `copy_rng` duplicates a generator's state
without seeding from the operating system. `random.Random()` reads os.urandom, a system call
that lets go of the GIL; searches copy states hundreds of times a second, and a worker thread
that lets go of the GIL that often and takes it straight back starves the frame loop of it
(CPython counts each retake as a switch, so the waiting thread never asks for its turn)."""
from __future__ import annotations

import random


def copy_rng(rng: random.Random) -> random.Random:
    """A new generator that continues exactly where `rng` is, independent of it."""
    copy = random.Random(0)
    copy.setstate(rng.getstate())
    return copy
