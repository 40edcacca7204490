"""The schemas of Mapello's own files: what a save keeps in `extra` (checked before a resumed game is built) and
the size a player's board file may have. No pygame here: GAME names these."""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import UNSET, Meta, UnsetType

from game.core.saves import SaveExtra
from game.rules import mapello

BOARD_LIMIT = 4096  # bytes: a map is ten rows of ten characters and three short metadata lines
Score = Annotated[int, Meta(ge=0, le=mapello.SIZE * mapello.SIZE)]


class MapelloExtra(SaveExtra):
    """A Mapello save's own fields: the board's map text, the place in a series or free-play session."""

    board: Annotated[str, Meta(max_length=BOARD_LIMIT)] | UnsetType = UNSET
    index: Annotated[int, Meta(ge=0, le=10_000)] | UnsetType = UNSET
    games: Annotated[list[tuple[Score, Score]], Meta(max_length=10_000)] | UnsetType = UNSET
    a_seat: Annotated[int, Meta(ge=0, le=1)] | UnsetType = UNSET
    ready: bool | UnsetType = UNSET

    def __post_init__(self) -> None:
        if self.board is not UNSET:
            try:
                mapello.parse_map(self.board)
            except ValueError as exc:  # msgspec turns this into a ValidationError naming the field
                raise ValueError(f"the board: {exc}") from exc


assert issubclass(MapelloExtra, msgspec.Struct)
