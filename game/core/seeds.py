"""The seeds a game keeps with its save (the computer's, a dealt board's, a deck's), so a replay or a resumed game
plays the same."""

from __future__ import annotations

import random

SEED_BITS = 30  # small enough for any JSON reader to keep exactly


def new_seed(rng: random.Random) -> int:
    """A fresh seed drawn from `rng` (the table's own, itself seeded for tests)."""
    return rng.randrange(1 << SEED_BITS)
