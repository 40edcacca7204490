"""The schemas of Burg Kletterfrosch's own files: what a save keeps in `extra` (checked before a resumed game is
built) and the records file. No pygame here: GAME names these."""

from __future__ import annotations

from typing import Annotated

from msgspec import UNSET, Meta, Struct, UnsetType

from game.core.saves import SEED, SaveExtra

SECONDS = Annotated[float, Meta(ge=0.0, le=24 * 3600.0)]
Text = Annotated[str, Meta(max_length=200)]


class FroschExtra(SaveExtra):
    """A frog save's own fields: the castle's shuffle seed and the running solo attempt's seconds (K11)."""

    seed: SEED | UnsetType = UNSET
    carry_elapsed: SECONDS | UnsetType = UNSET


class RecordEntry(Struct):
    """One kept result (K10, K11)."""

    score: Annotated[int, Meta(ge=0, le=1_000_000)]
    date: Annotated[str, Meta(pattern=r"^(\d{4}-\d{2}-\d{2})?$")] = ""
    castle: Text | UnsetType = UNSET
    players: Annotated[list[Text], Meta(max_length=8)] = []


# The records document: "<mode>@<castle>" (or an older file's "<mode>") -> its table, beside the "format" number.
RECORDS = Annotated[dict[Text, int | Annotated[list[RecordEntry], Meta(max_length=1000)]], Meta(max_length=1000)]
