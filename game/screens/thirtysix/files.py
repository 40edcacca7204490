"""The schema of a 36 save's own fields (`extra`): the board of the game and the tournament so far (T15), or the
tile puzzle's progress (T17)."""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import UNSET, Meta, UnsetType

from game.core.saves import SaveExtra
from game.rules import thirtysix

BOARD_LIMIT = 8192  # bytes: a free layout of 9 tiles in a line with its gate lines is well under this
Total = Annotated[int, Meta(ge=0, le=10_000)]


Small = Annotated[int, Meta(ge=0, le=8)]  # a grid column or row (0-2), a tile (0-8), its quarter turns (0-3)


class PuzzleProgress(msgspec.Struct):
    """The tile puzzle's progress (T17): each laid tile as [column, row, tile, quarter turns], the tray's tiles as
    [tile, quarter turns] or null for an empty square, the seconds so far and the hints used. The puzzle scene
    checks that the tiles make the set once (else it starts afresh)."""

    grid: Annotated[list[Annotated[list[Small], Meta(min_length=4, max_length=4)]], Meta(max_length=9)] = []
    tray: Annotated[list[Annotated[list[Small], Meta(min_length=2, max_length=2)] | None], Meta(max_length=9)] = []
    seconds: Annotated[float, Meta(ge=0, le=360_000)] = 0.0
    hints: Annotated[int, Meta(ge=0, le=1000)] = 0


class ThirtysixExtra(SaveExtra):
    """A 36 save's own fields: the board text, the tournament's game index, each player's running total, and the
    player sitting at each seat this game (seats turn round so that each player starts one game)."""

    board: Annotated[str, Meta(max_length=BOARD_LIMIT)] | UnsetType = UNSET
    index: Annotated[int, Meta(ge=0, le=3)] | UnsetType = UNSET
    totals: Annotated[list[Total], Meta(max_length=3)] | UnsetType = UNSET
    order: Annotated[list[Annotated[int, Meta(ge=0, le=2)]], Meta(max_length=3)] | UnsetType = UNSET
    ready: bool | UnsetType = UNSET  # False: the tiles are still to be laid (T16)
    puzzle: PuzzleProgress | UnsetType = UNSET  # the tile puzzle's tiles and time (T17)

    def __post_init__(self) -> None:
        if self.board is not UNSET:
            try:
                thirtysix.parse_board(self.board)
            except ValueError as exc:  # msgspec turns this into a ValidationError naming the field
                raise ValueError(f"the board: {exc}") from exc
