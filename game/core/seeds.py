"""The seeds a game keeps with its save (the computer's, a dealt board's, a deck's), so a replay or a resumed game
plays the same."""

from __future__ import annotations

import random

from msgspec import UNSET, UnsetType

SEED_BITS = 30  # small enough for any JSON reader to keep exactly


def new_seed(rng: random.Random) -> int:
    """A fresh seed drawn from `rng` (the table's own, itself seeded for tests)."""
    return rng.randrange(1 << SEED_BITS)


def kept_seed(rng: random.Random, saved: int | UnsetType) -> int:
    """The seed a save kept, else a fresh one. One is drawn from `rng` either way, so what is drawn after it does not
    depend on what the save held (a staged table, a screenshot, draws the same numbers)."""
    fresh = new_seed(rng)
    return fresh if saved is UNSET else saved
