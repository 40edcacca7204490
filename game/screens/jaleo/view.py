"""Where Jaleo's hexes lie on screen: a board that grows as tiles are placed, fitted to its area with a smooth zoom
down to a readable size, then panned to the play (the cursor, the piece picked, the last move; the mouse at the
area's edge); every tile, and every free spot while the pool lasts, may be pointed at (`jaleo.Move.picks()`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.board.topbar import TOP_BAR
from game.board.view import CellView
from game.rules import jaleo
from game.screens.jaleo import art
from game.ui import theme
from game.ui.grids import FitView, HexGrid, bounds

PANEL_W = 250
TOAST_ROOM = 78  # the bottom strip where messages show: no hex lies under them
AREA = pygame.Rect(PANEL_W + 28, TOP_BAR + 8, theme.W - 2 * (PANEL_W + 28), theme.H - TOP_BAR - 8 - TOAST_ROOM)
WORLD = 40.0  # a hex's size in world units (the view scales it to the screen)
MAX_SCALE = 1.7  # a small board grows to hexes of 68 px, no bigger
MIN_SCALE = 0.95  # a large board shrinks to hexes 76 px across, no smaller: then the view pans to the play
EDGE = 40  # px: the mouse this near the area's edge pans a board larger than the view
PAN_SPEED = 420.0  # world units a second the mouse at the edge pans
FIT_MARGIN = 1.05  # the board is fitted with this much of a hex to spare around it
CELL_SIDE = 1.55  # a hex's square (its cursor and rings) across, in hex sizes
MIN_CELL_SIDE = 12  # px, however far the board shrinks
RING_SCALE = 0.95  # a hex's outline, in hex sizes
CURSOR_SCALE = 1.05  # a cursor rings the hex a little larger
PICK_SCALE = 0.85  # a pick a little smaller
Hex = tuple[int, int]


@dataclass(frozen=True)
class Looking:
    """What says where the players look: the last move's cell (`moved`) and whether it is being shown, the cells
    picked, the cursor of the keyboard or pad in use (None for the mouse)."""

    moved: Hex | None = None
    showing: bool = False
    picked: tuple[Hex, ...] = ()
    cursor: Hex | None = None


def play_cell(looking: Looking) -> Hex | None:
    """Where the players look now, kept in view on a board larger than the screen: a move being shown, else the
    piece picked, else the cursor of the keyboard or pad in use, else the last move."""
    if looking.showing and looking.moved is not None:
        return looking.moved
    if looking.picked:
        return looking.picked[-1]
    if looking.cursor is not None:
        return looking.cursor
    return looking.moved


class JaleoView(CellView[jaleo.Move, Hex]):
    """The hex board of the position `state()`; `over()` says the game ended (no more free spots shown)."""

    def __init__(
        self, state: Callable[[], jaleo.State], over: Callable[[], bool], play: Callable[[], Hex | None] = lambda: None
    ) -> None:
        """`play()`: the cell the players look at now (a cursor, a pick, the last move): kept in view."""
        super().__init__()
        self._state = state
        self._over = over
        self._play = play
        self.grid = HexGrid(WORLD)
        self.zoom = FitView((AREA.x, AREA.y, AREA.w, AREA.h), max_scale=MAX_SCALE, min_scale=MIN_SCALE)
        self._cells: list[Hex] = []
        self._cells_for: tuple[jaleo.State | None, bool] = (None, False)
        self._fitted: jaleo.State | None = None
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
        play = self._play()
        self.zoom.fit(
            bounds(pts, WORLD * FIT_MARGIN), instant=instant, around=None if play is None else self.grid.centre(*play)
        )
        self._fitted = state

    def follow(self, clock: float, smooth: bool, pointer: tuple[float, float] | None = None) -> None:
        """Once a frame (`clock`: the scene's seconds): refit after the board changed or when the play left the
        view (a board larger than it), pan while the mouse rests at its edge, and zoom towards it all."""
        dt, self._clock = max(0.0, clock - self._clock), clock
        play = self._play()
        if self._fitted is not self._state() or (
            self.zoom.partial and play is not None and not self.zoom.shows(self.grid.centre(*play), self.hex_size)
        ):
            self.fit()
        if self.zoom.partial and pointer is not None and AREA.collidepoint(pointer):
            x, y = pointer
            dx = -1 if x < AREA.left + EDGE else 1 if x > AREA.right - EDGE else 0
            dy = -1 if y < AREA.top + EDGE else 1 if y > AREA.bottom - EDGE else 0
            if dx or dy:
                self.zoom.pan(dx * PAN_SPEED * dt, dy * PAN_SPEED * dt)
        self.zoom.update(dt, instant=not smooth)

    @property
    def moving(self) -> bool:
        return self.zoom.moving

    @property
    def hex_size(self) -> float:
        return WORLD * self.zoom.scale

    def centre(self, cell: Hex) -> tuple[float, float]:
        return self.zoom.to_screen(self.grid.centre(*cell))

    def cells(self) -> Sequence[Hex]:
        """Every tile, and every free spot while the pool lasts (in reading order)."""
        key = (self._state(), self._over())
        if self._cells_for[0] is not key[0] or self._cells_for[1] != key[1]:
            state = key[0]
            found = list(state.tiles) + (state.free_spots() if self.spots_shown() else [])
            self._cells = sorted(found, key=lambda c: (c[1], c[0]))
            self._cells_for = key
        return self._cells

    def cell_rect(self, cell: Hex) -> pygame.Rect:
        x, y = self.centre(cell)
        side = max(MIN_CELL_SIDE, round(self.hex_size * CELL_SIDE))
        r = pygame.Rect(0, 0, side, side)
        r.center = (round(x), round(y))
        return r

    def cell_at(self, pos: tuple[float, float]) -> Hex | None:
        """The hex under the mouse (the grid's own hit-test, not the square around it)."""
        if not AREA.collidepoint(pos):
            return None
        cell = self.grid.cell_at(self.zoom.to_world(pos))
        return cell if cell in set(self.cells()) else None

    def home(self, first_picks: Sequence[Hex]) -> Hex:
        cells = self.cells()
        starts = [p for p in first_picks if p in cells]
        return starts[0] if starts else (cells[len(cells) // 2] if cells else (0, 0))

    def hex_ring(
        self, surface: pygame.Surface, cell: Hex, colour: tuple[int, int, int], width: int, scale: float = RING_SCALE
    ) -> None:
        pts = art.hex_corners(self.centre(cell), self.hex_size * scale)
        pygame.draw.polygon(surface, colour, pts, max(2, width))

    def draw_ring(
        self,
        surface: pygame.Surface,
        cell: Hex,
        colour: tuple[int, int, int],
        width: int,
        grow: int = 0,
        round_: bool = False,
    ) -> None:
        """Hexes are outlined as hexes: a little larger for a cursor, a little smaller for a pick."""
        self.hex_ring(surface, cell, colour, width + 1 if grow > 0 else width, CURSOR_SCALE if grow > 0 else PICK_SCALE)
