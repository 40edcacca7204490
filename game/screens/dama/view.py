"""Where Dama's squares lie on screen: the light squares in use, the board turned to the player to move (or fixed),
squares picked by name (`dama.Move.picks()`), and D-pad steps that zigzag straight up the board."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.board.view import BoardView, Cell
from game.core.match import Match
from game.rules import dama
from game.screens.dama import art
from game.screens.dama.art import BoardGeometry
from game.table.move_builder import Pick
from game.ui import theme

CELL = 66
TOP = 76  # the top bar's height
BOARD_X = (theme.W - 8 * CELL) // 2
BOARD_Y = TOP + 34


class DamaView(BoardView):
    """The 32 squares in use; which side is at the bottom follows the player to move unless the view is fixed."""

    def __init__(
        self, match: Callable[[], Match], to_move: Callable[[], int | None], settled: Callable[[], bool] = lambda: True
    ) -> None:
        """`settled()`: no move is still shown moving (the board turns only after the last move's animation)."""
        super().__init__()
        self._match = match
        self._to_move = to_move
        self._settled = settled
        self._flipped = False
        self._runs: dict[str, int] = {}  # device -> the column where its run of up/down presses began
        self._run_cell: dict[str, int] = {}  # device -> where that run has got to

    @property
    def flipped(self) -> bool:
        """Light at the bottom, unless the view follows the player: then the side of the human to move (with one
        person against the computer, always that person's side; after the end, as it last was)."""
        match = self._match()
        if match.options.get("view", "turn") != "turn":
            return False
        humans = match.humans()
        seat = self._to_move()
        if len(humans) == 1:
            self._flipped = humans[0] == 1
        elif len(humans) == 2 and seat is not None and self._settled():
            self._flipped = seat == 1
        return self._flipped

    @property
    def geo(self) -> BoardGeometry:
        return BoardGeometry(BOARD_X, BOARD_Y, CELL, self.flipped)

    def cells(self) -> Sequence[Cell]:
        return list(art.PLAYABLE)

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        return self.geo.square_rect(int(cell))

    def pick_of_cell(self, cell: Cell) -> Pick:
        return dama.NAMES[int(cell)]

    def cell_of_pick(self, pick: Pick) -> Cell | None:
        return dama.square_of(str(pick))

    def home(self, first_picks: Sequence[Pick]) -> Cell:
        """A new cursor starts on the first piece that may move."""
        return dama.square_of(str(first_picks[0])) if first_picks else art.PLAYABLE[13]

    def neighbour(self, cell: Cell, direction: str, device: str) -> Cell:
        """Left/right along the row to the next square in use; up/down to a diagonal neighbour, keeping near the
        column where the run of presses began (so holding up zigzags straight up the board)."""
        sq = int(cell)
        geo = self.geo
        col, row = geo.col_row(sq)
        by_place = {geo.col_row(s): s for s in art.PLAYABLE}
        if direction in ("left", "right"):
            step = -1 if direction == "left" else 1
            for c in range(col + step, 8 if step > 0 else -1, step):
                if (c, row) in by_place:
                    return by_place[(c, row)]
            return sq
        run = self._runs.get(device)
        start_col = run if run is not None and self._run_cell.get(device) == sq else col
        r = row - 1 if direction == "up" else row + 1
        options = [c for c in (col - 1, col + 1) if (c, r) in by_place]
        if not options:
            return sq
        c = min(options, key=lambda c: (abs(c - start_col), c))
        self._runs[device] = start_col
        self._run_cell[device] = by_place[(c, r)]
        return by_place[(c, r)]
