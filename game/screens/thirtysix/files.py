"""The schema of a 36 save's own fields (`extra`): the board of the game and the tournament so far (T15)."""
from __future__ import annotations

from typing import Annotated

from msgspec import UNSET, Meta, UnsetType

from game.core.saves import SaveExtra
from game.rules import thirtysix

BOARD_LIMIT = 8192  # bytes: a free layout of 9 tiles in a line with its gate lines is well under this
Total = Annotated[int, Meta(ge=0, le=10_000)]


class ThirtysixExtra(SaveExtra):
    """A 36 save's own fields: the board text, the tournament's game index, each player's running total, and the
    player sitting at each seat this game (seats turn round so that each player starts one game)."""

    board: Annotated[str, Meta(max_length=BOARD_LIMIT)] | UnsetType = UNSET
    index: Annotated[int, Meta(ge=0, le=3)] | UnsetType = UNSET
    totals: Annotated[list[Total], Meta(max_length=3)] | UnsetType = UNSET
    order: Annotated[list[Annotated[int, Meta(ge=0, le=2)]], Meta(max_length=3)] | UnsetType = UNSET
    ready: bool | UnsetType = UNSET  # False: the tiles are still to be laid (T16)

    def __post_init__(self) -> None:
        if self.board is not UNSET:
            try:
                thirtysix.parse_board(self.board)
            except ValueError as exc:  # msgspec turns this into a ValidationError naming the field
                raise ValueError(f"the board: {exc}") from exc
