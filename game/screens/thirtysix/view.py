"""Where 36's board lies on screen: the cells of the board (row 0 at the bottom), the side panels beside it, and
the gift picker's colour buttons ("gift:r") in the right panel while a gift colour is being chosen."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.board.topbar import TOP_BAR
from game.board.view import CellView
from game.rules import thirtysix
from game.ui import theme

PANEL_W = 284
AREA = pygame.Rect(PANEL_W + 32, TOP_BAR + 12, theme.W - 2 * PANEL_W - 64, theme.H - TOP_BAR - 24)
GIFT = "gift:"  # a gift picker button is the pick "gift:<colour>" itself
GIFT_BUTTON = 80  # px, one colour button of the picker
GIFT_GAP = 12  # between the picker's buttons
GIFT_TOP = 250  # the picker's top, below the right panel's (under its notes)
LARGEST_CELL = 96  # px: a small board is not blown up
PANEL_INSET = 16  # the side panels from the screen's sides
PANEL_TOP = TOP_BAR + 12  # the side panels' top; they end as far above the screen's bottom
PANEL_H = theme.H - TOP_BAR - 24


def gift_colour(cell: thirtysix.Pick) -> str | None:
    """The colour of a gift picker button, None for a board cell."""
    return cell[len(GIFT) :] if isinstance(cell, str) and cell.startswith(GIFT) else None


class ThirtysixView(CellView[thirtysix.Move, thirtysix.Pick]):
    """The board of the game in play, sized to fit between the side panels (at most 96 px a cell)."""

    def __init__(self, state: Callable[[], thirtysix.State], gift_choices: Callable[[], list[str]]) -> None:
        """`state()` is the position on the board; `gift_choices()` the colours the picker offers now."""
        super().__init__()
        self._state = state
        self._gift_choices = gift_choices

    @property
    def board(self) -> thirtysix.Board:
        return self._state().board

    @property
    def cell_size(self) -> int:
        b = self.board
        return int(min(AREA.w / b.width, AREA.h / b.height, LARGEST_CELL))

    @property
    def origin(self) -> tuple[int, int]:
        b, s = self.board, self.cell_size
        return AREA.centerx - b.width * s // 2, AREA.centery - b.height * s // 2

    def centre(self, cell: tuple[int, int]) -> tuple[float, float]:
        """The middle of a board cell on screen."""
        x0, y0 = self.origin
        s = self.cell_size
        return x0 + (cell[0] + 0.5) * s, y0 + (self.board.height - 1 - cell[1] + 0.5) * s

    def left_panel(self) -> pygame.Rect:
        return pygame.Rect(PANEL_INSET, PANEL_TOP, PANEL_W, PANEL_H)

    def right_panel(self) -> pygame.Rect:
        return pygame.Rect(theme.W - PANEL_INSET - PANEL_W, PANEL_TOP, PANEL_W, PANEL_H)

    # ---- the BoardView ------------------------------------------------------------------------------------
    def cells(self) -> list[thirtysix.Pick]:
        return [*self.board.cell_list(), *(GIFT + c for c in self._gift_choices())]

    def cell_rect(self, cell: thirtysix.Pick) -> pygame.Rect:
        colour = gift_colour(cell)
        if colour is not None:
            colours = self._gift_choices() or list(thirtysix.COLOURS)
            k = colours.index(colour) if colour in colours else 0
            panel = self.right_panel()
            w = GIFT_BUTTON
            x0 = panel.centerx - (len(colours) * w + (len(colours) - 1) * GIFT_GAP) // 2
            return pygame.Rect(x0 + k * (w + GIFT_GAP), panel.y + GIFT_TOP, w, w)
        assert isinstance(cell, tuple)
        s = self.cell_size
        x0, y0 = self.origin
        return pygame.Rect(x0 + cell[0] * s, y0 + (self.board.height - 1 - cell[1]) * s, s, s)

    def move_cell(self, move: thirtysix.Move) -> thirtysix.Pick | None:
        """A move is pointed at where the cone lands, not at the cone (None for a pass)."""
        return move.dst

    def home(self, first_picks: Sequence[thirtysix.Pick]) -> thirtysix.Pick:
        """A new cursor starts on the cone of the seat to move, else on the first thing to pick."""
        state = self._state()
        cone = state.cone_cell(state.to_move) if state.to_move is not None else None
        if cone is not None:
            return cone
        return first_picks[0] if first_picks else self.cells()[0]
