"""Where Mapello's cells lie on the game screen and what a press picks: the 8x8 inner cells of the 10x10 grid
(the border only ever holds jokers, which nobody places during a game)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.board.topbar import TOP_BAR
from game.board.view import CellView
from game.rules import mapello
from game.screens.mapello.board import BoardGeometry
from game.ui import theme

Cell = tuple[int, int]
GEO = BoardGeometry(x=(theme.W - 600) // 2, y=TOP_BAR + 20, cell=60)
CENTRE: Cell = (4, 4)  # where a cursor starts when there is nothing to place (a pass)
INNER = range(1, mapello.SIZE - 1)  # the rows (and the columns) of the green 8x8, inside the border ring


class MapelloView(CellView[mapello.Move, Cell]):
    """The game board: a press on a cell is the placement there; a pass has nothing to point at."""

    def cells(self) -> list[Cell]:
        return [(r, c) for r in INNER for c in INNER]

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        return GEO.cell_rect(*cell)

    def cell_of_move(self, move: mapello.Move) -> Cell | None:
        """A placement is one press on its cell; a pass (M11) has none: it is played for the player."""
        if move.is_pass:
            return None
        return move.row, move.col

    def home(self, first_picks: Sequence[Cell]) -> Cell:
        """A new cursor starts on the first legal placement, else in the middle of the board."""
        return first_picks[0] if first_picks else CENTRE
