"""Where Jaleo's hexes lie on screen: a board that grows as tiles are placed, fitted to its area with a smooth zoom;
every tile, and every free spot while the pool lasts, may be pointed at (the rules' `jaleo.Move.picks()`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.board.view import BoardView, Cell
from game.screens.jaleo import art
from game.table.move_builder import Pick
from game.ui import theme
from game.ui.grids import FitView, HexGrid, bounds

TOP_BAR = 76
PANEL_W = 250
AREA = pygame.Rect(PANEL_W + 28, TOP_BAR + 8, theme.W - 2 * (PANEL_W + 28), theme.H - TOP_BAR - 16)
WORLD = 40.0  # a hex's size in world units (the view scales it to the screen)
MAX_SCALE = 1.7  # a small board grows to hexes of 68 px, no bigger
Hex = tuple[int, int]


class JaleoView(BoardView):
    """The hex board of the position `state()`; `over()` says the game ended (no more free spots shown)."""

    def __init__(self, state: Callable[[], Any], over: Callable[[], bool]) -> None:
        super().__init__()
        self._state = state
        self._over = over
        self.grid = HexGrid(WORLD)
        self.zoom = FitView((AREA.x, AREA.y, AREA.w, AREA.h), max_scale=MAX_SCALE)
        self._cells: list[Hex] = []
        self._cells_for: tuple[Any, bool] = (None, False)
        self._fitted: Any = None
        self._clock = 0.0
        self.fit(instant=True)

    def spots_shown(self) -> bool:
        """Free spots are shown (and pointed at) while tiles may still come."""
        return not self._over() and self._state().pool > 0

    def fit(self, instant: bool = False) -> None:
        """Aim the zoom at the board and, while tiles may still come, the ring of free spots around it."""
        state = self._state()
        cells = list(state.tiles) + (state.free_spots() if self.spots_shown() else [])
        pts = [self.grid.centre(*c) for c in cells or [(0, 0)]]
        self.zoom.fit(bounds(pts, WORLD * 1.05), instant=instant)
        self._fitted = state

    def follow(self, clock: float, smooth: bool) -> None:
        """Once a frame (`clock`: the scene's seconds): refit after the board changed, and zoom towards it."""
        if self._fitted is not self._state():
            self.fit()
        dt, self._clock = max(0.0, clock - self._clock), clock
        self.zoom.update(dt, instant=not smooth)

    @property
    def moving(self) -> bool:
        return self.zoom.moving

    @property
    def hex_size(self) -> float:
        return WORLD * self.zoom.scale

    def centre(self, cell: Hex) -> tuple[float, float]:
        return self.zoom.to_screen(self.grid.centre(*cell))

    def cells(self) -> Sequence[Cell]:
        """Every tile, and every free spot while the pool lasts (in reading order)."""
        key = (self._state(), self._over())
        if self._cells_for[0] is not key[0] or self._cells_for[1] != key[1]:
            state = key[0]
            found = list(state.tiles) + (state.free_spots() if self.spots_shown() else [])
            self._cells = sorted(found, key=lambda c: (c[1], c[0]))
            self._cells_for = key
        return self._cells

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        x, y = self.centre(cell)
        side = max(12, round(self.hex_size * 1.55))
        r = pygame.Rect(0, 0, side, side)
        r.center = (round(x), round(y))
        return r

    def cell_at(self, pos: tuple[float, float]) -> Cell | None:
        """The hex under the mouse (the grid's own hit-test, not the square around it)."""
        if not AREA.collidepoint(pos):
            return None
        cell = self.grid.cell_at(self.zoom.to_world(pos))
        return cell if cell in set(self.cells()) else None

    def home(self, first_picks: Sequence[Pick]) -> Cell:
        cells = self.cells()
        starts = [p for p in first_picks if p in cells]
        return starts[0] if starts else (cells[len(cells) // 2] if cells else (0, 0))

    def hex_ring(
        self, surface: pygame.Surface, cell: Cell, colour: tuple[int, int, int], width: int, scale: float = 0.95
    ) -> None:
        pts = art.hex_corners(self.centre(cell), self.hex_size * scale)
        pygame.draw.polygon(surface, colour, pts, max(2, width))

    def draw_ring(
        self,
        surface: pygame.Surface,
        cell: Cell,
        colour: tuple[int, int, int],
        width: int,
        grow: int = 0,
        round_: bool = False,
    ) -> None:
        """Hexes are outlined as hexes: a little larger for a cursor, a little smaller for a pick."""
        self.hex_ring(surface, cell, colour, width + 1 if grow > 0 else width, 1.05 if grow > 0 else 0.85)
