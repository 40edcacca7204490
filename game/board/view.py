"""Where a game's cells lie on screen and what pressing one picks: the board's side of the move builder
(DESIGN.md: `move.picks()`), and the D-pad steps between cells as they lie on screen."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Generic, TypeVar, cast

import pygame

from game.table.move_builder import move_picks
from game.ui import draw
from game.ui.grids import Navigator

M = TypeVar("M")  # the game's moves
C = TypeVar("C", bound=Hashable)  # its cells: where a cursor rests (a square number, a hex, a card slot)
P = TypeVar("P", bound=Hashable)  # its picks: what pressing a cell picks (the rules' `move.picks()`)
RING_RADIUS = 10  # the corners of a ring round a square cell


class BoardView(Generic[M, C, P]):
    """A game's board on screen: cells of kind C that picks of kind P are made on, for moves of kind M. Subclasses
    give `cells()`, `cell_rect()` and the two ways between cells and picks (`pick_of_cell`, `cell_of_pick`: a
    square and its name, a card slot); a board whose picks are its cells is a `CellView`."""

    def __init__(self) -> None:
        self.nav = Navigator()

    @property
    def moving(self) -> bool:
        """The view eases by itself (a zoom following a growing board): the scene is drawn every frame meanwhile."""
        return False

    def turn_with_game(self) -> None:
        """Called once a frame after the frame's moves: a view that turns with the game (Dama's, to the human to
        move) takes its new side here, so reading where a cell lies never changes the view."""

    def cells(self) -> Sequence[C]:
        """Every target a cursor may rest on, in reading order."""
        raise NotImplementedError

    def cell_rect(self, cell: C) -> pygame.Rect:
        raise NotImplementedError

    def cell_at(self, pos: tuple[float, float]) -> C | None:
        """The cell under a point of the screen (the mouse), if any."""
        return next((c for c in self.cells() if self.cell_rect(c).collidepoint(pos)), None)

    def pick_of_cell(self, cell: C) -> P:
        """The pick a press on `cell` makes."""
        raise NotImplementedError

    def cell_of_pick(self, pick: P) -> C | None:
        """Where a pick is shown."""
        raise NotImplementedError

    def picks_of(self, move: M) -> tuple[P, ...] | None:
        """What a player points at, in order, to make `move`: the rules' `move.picks()`; None for a move played for
        the player (a pass)."""
        # P is, by the view's declaration, the kind its game's `picks()` yields.
        return cast("tuple[P, ...] | None", move_picks(move))

    def coach_cell(self, move: M, picked: Sequence[P]) -> C | None:
        """Where a lesson's hand points to go on making `move` with `picked` already picked: its next pick (a game
        whose picks are not all presses on cells, a card to turn say, points its own way)."""
        picks = self.picks_of(move)
        return self.cell_of_pick(picks[min(len(picked), len(picks) - 1)]) if picks else None

    def coach_rect(self) -> pygame.Rect | None:
        """Where a lesson's coach card goes when the board wants it somewhere of its own; None: over the left panel
        (game/board/coach_view.py)."""
        return None

    def move_cell(self, move: M) -> C | None:
        """Where a move is pointed at (a hint, the last move's mark): the cell of its first pick."""
        picks = self.picks_of(move)
        return self.cell_of_pick(picks[0]) if picks else None

    def neighbour(self, cell: C, direction: str, device: str) -> C:
        """The cell a D-pad press moves to: the nearest one that way on screen (any board shape, any zones)."""
        centres = {c: self.cell_rect(c).center for c in self.cells()}
        if cell not in centres:
            return next(iter(centres), cell)
        return self.nav.step(device, cell, direction, centres)

    def draw_ring(
        self,
        surface: pygame.Surface,
        cell: C,
        colour: tuple[int, int, int],
        width: int,
        grow: int = 0,
        round_: bool = False,
    ) -> None:
        """Outline a cell (a pick, a cursor, the hover) in the cell's own shape: a rounded square by default, a
        circle (`round_`) for what may be picked next."""
        r = self.cell_rect(cell).inflate(grow, grow)
        surface.blit(draw.ring(r.size, colour, width, min(r.w, r.h) // 2 if round_ else RING_RADIUS), r)

    def home(self, first_picks: Sequence[P]) -> C:
        """Where a new cursor starts: mid-board (a game may start it on the first thing that can be picked)."""
        cells = self.cells()
        return cells[len(cells) // 2]


class CellView(BoardView[M, C, C]):
    """A board whose picks are its cells (a hex, a square): a move whose rules give no `picks()` is pointed at on
    its one cell, `cell_of_move` (a placement)."""

    def pick_of_cell(self, cell: C) -> C:
        return cell

    def cell_of_pick(self, pick: C) -> C | None:
        return pick

    def cell_of_move(self, move: M) -> C | None:
        """The one cell of a move whose rules give no `picks()` (a placement); None: nothing to point at."""
        return None

    def picks_of(self, move: M) -> tuple[C, ...] | None:
        """The rules' `move.picks()`, else the move's one cell; None for a move played for the player (a pass)."""
        picks = super().picks_of(move)
        if picks is not None:
            return picks
        cell = self.cell_of_move(move)
        return None if cell is None else (cell,)
