"""Where Dama's squares lie on screen: the light squares in use, the board turned to the player to move (or fixed),
squares picked by name (`dama.Move.picks()`), and D-pad steps along the diagonals the pieces move on (with a piece
picked, from landing to landing)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.board.topbar import TOP_BAR
from game.board.view import BoardView
from game.core.match import Match
from game.rules import dama
from game.screens.dama import art
from game.screens.dama.art import BoardGeometry
from game.ui import theme

SIDE = len(dama.FILES)  # squares along a side
CELL = 66
BOARD_X = (theme.W - SIDE * CELL) // 2
BOARD_Y = TOP_BAR + 34
HOME_SQUARE = art.PLAYABLE[13]  # where a cursor starts when no piece may move: near the middle
# The nearest target that way: a step across costs a little more than one along; of two as near, the one on the
# side the last step went wins by a hair.
ACROSS_COST = 1.1
LEAN_TIE = 0.01


class DamaView(BoardView[dama.Move, int, str]):
    """The 32 squares in use; which side is at the bottom follows the player to move unless the view is fixed."""

    def __init__(
        self,
        match: Callable[[], Match],
        to_move: Callable[[], int | None],
        settled: Callable[[], bool] = lambda: True,
        learner: Callable[[], int | None] = lambda: None,
        picking: Callable[[], tuple[list[int], list[int]]] = lambda: ([], []),
    ) -> None:
        """`settled()`: no move is still shown moving (the board turns only after the last move's animation);
        `learner()`: the seat of a lesson's learner (None out of a lesson): a lesson's board never turns;
        `picking()`: the squares picked so far and those that may be picked next (the D-pad steps among them)."""
        super().__init__()
        self._match = match
        self._learner = learner
        self._picking = picking
        self._to_move = to_move
        self._settled = settled
        self._flipped = False
        self._lean: dict[str, int] = {}  # device -> the way (-1 left, +1 right) its last up/down step went

    @property
    def flipped(self) -> bool:
        """Light at the bottom, unless the view follows the player: then the side `turn_with_game()` last turned it
        to. A lesson's board is seen from the learner's side, whatever the view: the coach's reply never turns it."""
        learner = self._learner()
        if learner is not None:
            return learner == 1
        if self._match().options.get("view", "turn") != "turn":
            return False
        return self._flipped

    def turn_with_game(self) -> None:
        """Turn to the side of the human to move (with one person against the computer, always that person's
        side), once the last move has played out; after the end, the board stays as it last was."""
        learner = self._learner()
        if learner is not None:
            self._flipped = learner == 1
            return
        match = self._match()
        if match.options.get("view", "turn") != "turn":
            return
        humans = match.humans()
        seat = self._to_move()
        if len(humans) == 1:
            self._flipped = humans[0] == 1
        elif len(humans) == 2 and seat is not None and self._settled():
            self._flipped = seat == 1

    @property
    def geo(self) -> BoardGeometry:
        return BoardGeometry(BOARD_X, BOARD_Y, CELL, self.flipped)

    def cells(self) -> Sequence[int]:
        return list(art.PLAYABLE)

    def cell_rect(self, cell: int) -> pygame.Rect:
        return self.geo.square_rect(cell)

    def pick_of_cell(self, cell: int) -> str:
        return dama.NAMES[cell]

    def cell_of_pick(self, pick: str) -> int | None:
        return dama.square_of(pick)

    def home(self, first_picks: Sequence[str]) -> int:
        """A new cursor starts on the first piece that may move."""
        return dama.square_of(first_picks[0]) if first_picks else HOME_SQUARE

    def neighbour(self, cell: int, direction: str, device: str) -> int:
        """With a piece picked, the nearest landing that way on screen (or the piece itself, to put it down).
        Otherwise left/right along the row to the next square in use, up/down to a diagonal neighbour: the same
        diagonal as the last step while it goes on (holding up walks a straight diagonal), else the other one."""
        sq = cell
        picked, landings = self._picking()
        if picked and landings:
            return self._towards(sq, direction, [picked[-1], *landings], device)
        geo = self.geo
        col, row = geo.col_row(sq)
        by_place = {geo.col_row(s): s for s in art.PLAYABLE}
        if direction in ("left", "right"):
            step = -1 if direction == "left" else 1
            for c in range(col + step, SIDE if step > 0 else -1, step):
                if (c, row) in by_place:
                    return by_place[(c, row)]
            return sq
        r = row - 1 if direction == "up" else row + 1
        lean = self._lean.get(device, -1 if col >= SIDE // 2 else 1)  # a first step leans towards the middle
        for way in (lean, -lean):
            if (col + way, r) in by_place:
                self._lean[device] = way
                return by_place[(col + way, r)]
        return sq

    def _towards(self, sq: int, direction: str, targets: list[int], device: str) -> int:
        """The nearest of `targets` that way on screen (a diagonal counts for both of its ways; of two as near, the
        one on the side the device's last step went); `sq` if none."""
        dx, dy = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}[direction]
        col, row = self.geo.col_row(sq)
        lean = self._lean.get(device, 1)
        best: tuple[float, int] | None = None
        for t in targets:
            c, r = self.geo.col_row(t)
            along, across = (c - col) * dx + (r - row) * dy, abs((c - col) * dy + (r - row) * dx)
            if t == sq or along <= 0 or across > along:
                continue
            score = along + ACROSS_COST * across + (LEAN_TIE if (c - col) * lean < 0 else 0.0)
            if best is None or score < best[0]:
                best = (score, t)
        if best is None:
            return sq
        way = self.geo.col_row(best[1])[0] - col
        if way:
            self._lean[device] = 1 if way > 0 else -1
        return best[1]
