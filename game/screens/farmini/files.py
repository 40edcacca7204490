"""The schema of a Farmini save's own fields (`extra`): the shuffle of the deck, so a resumed game deals the same
cards. No pygame here."""

from __future__ import annotations

from msgspec import UNSET, UnsetType

from game.core.saves import SEED, SaveExtra


class FarminiExtra(SaveExtra):
    """A Farmini save's own field: the seed that shuffled this game's deck (F16)."""

    deck_seed: SEED | UnsetType = UNSET
