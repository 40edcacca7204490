"""Where Burg Kletterfrosch lies on screen: the picture bar above, the castle wall below it, the string handles in
the margins, and the ten window frames as the board's cells (the memory game's doors are picked like cells)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.board.view import CellView
from game.dexterity import kletterfrosch as rules
from game.physics.castle import Castle
from game.screens.kletterfrosch import art
from game.ui import theme

TOP = 100  # the picture bar above the wall
VIEW = art.WallView(x=102, y=TOP + 8, scale=0.84, size=(1280.0, 720.0))
TRACK_TOP, TRACK_BOTTOM = VIEW.y + 30, VIEW.y + 560  # the handles' travel, screen y
PAUSE_BUTTON = pygame.Rect(12, (TOP - 56) // 2, 56, 56)  # the mouse's way to the pause menu
HANDLE_REACH = 40  # px round a string's handle that a press still takes hold of (it is no door's press)

CHIPS_LEFT = PAUSE_BUTTON.right + 12  # the seat chips start right of the pause button
PORTRAIT_X = 930  # the centre of the portrait to find, in the picture bar
WALL_INSET = 8  # words over the wall (the prompt, a message) keep this far inside its left edge
PROMPT = (round(VIEW.x) + WALL_INSET, theme.H - 74, 540, 60)  # what to do now: the wall's lower left, by the throne
# The words of the bar (a message, the coach's card) keep clear of the portrait to find, the pile and the sand timer.
BAR_RIGHT = PORTRAIT_X - 52
BAR_INSET = 6  # the bar's words keep this far inside its top and bottom
CHIP_Y = 10  # the seat chips' top (as much room is left below them)
CHIP_W, CHIP_W_CROWDED = 220, 190  # a seat chip's width: with one or two seats, with three or four
CHIP_GAP = 10


def handle_y(castle: Castle, length: float) -> float:
    """Where a string's handle hangs: a short rope (frog high) pulls the handle low, like a real pulley."""
    f = (castle.rope_max - length) / (castle.rope_max - castle.rope_min)
    return TRACK_TOP + max(0.0, min(1.0, f)) * (TRACK_BOTTOM - TRACK_TOP)


def length_at(castle: Castle, y: float) -> float:
    """The rope length a handle dragged to screen height `y` asks for."""
    f = max(0.0, min(1.0, (y - TRACK_TOP) / (TRACK_BOTTOM - TRACK_TOP)))
    return castle.rope_max - f * (castle.rope_max - castle.rope_min)


def chip_rect(i: int, seats: int) -> pygame.Rect:
    """Seat `i`'s place in the picture bar (of `seats` seats)."""
    w = CHIP_W if seats <= 2 else CHIP_W_CROWDED
    return pygame.Rect(CHIPS_LEFT + i * (w + CHIP_GAP), CHIP_Y, w, TOP - 2 * CHIP_Y)


class DoorView(CellView[rules.Move, int]):
    """The ten window frames of one castle: a door is opened by pressing its window (K8)."""

    def __init__(self, castle: Castle) -> None:
        super().__init__()
        self.castle = castle

    def cells(self) -> Sequence[int]:
        return list(range(rules.FRAMES))

    def cell_rect(self, cell: int) -> pygame.Rect:
        return VIEW.rect(self.castle.window(cell).rect)

    def picks_of(self, move: rules.Move) -> tuple[int, ...] | None:
        """A door is one press on its window; the carrying is not a press."""
        return (move.frame,) if isinstance(move, rules.Open) else None

    def home(self, first_picks: Sequence[int]) -> int:
        """A new cursor starts mid-wall, giving away nothing about which doors are still shut."""
        cells = self.cells()
        return cells[len(cells) // 2]
