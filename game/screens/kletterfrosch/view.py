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
CHIPS_LEFT = PAUSE_BUTTON.right + 12  # the seat chips start right of the pause button
PORTRAIT_X = 930  # the centre of the portrait to find, in the picture bar
PROMPT = (round(VIEW.x) + 8, theme.H - 74, 540, 60)  # what to do now: on the wall's lower left, clear of the throne


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
    w = 220 if seats <= 2 else 190
    return pygame.Rect(CHIPS_LEFT + i * (w + 10), 10, w, TOP - 20)


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
