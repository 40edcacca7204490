"""Board input: a cursor per device (the D-pad steps it, the mouse points), and the move being built from the
presses of the seat to act (game.table.move_builder). It decides what a press means; the scene acts on it."""

from __future__ import annotations

import enum
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from game.board.view import BoardView
from game.rules.contract import State
from game.table.move_builder import MoveBuilder

M = TypeVar("M")  # the game's moves
C = TypeVar("C", bound=Hashable)  # its board's cells
P = TypeVar("P", bound=Hashable)  # its picks


class Press(enum.Enum):
    PLAY = "play"  # the move is made: play it
    PICKED = "picked"  # one more pick towards a move
    PUT_DOWN = "put_down"  # the last pick pressed again: taken back
    REFUSED = "refused"  # not a pick of any legal move


@dataclass(frozen=True)
class PressResult(Generic[M]):
    kind: Press
    move: M | None = None  # the move to play (PLAY)


class BoardInput(Generic[M, C, P]):
    """Cursors, hover and the move builder of one board."""

    def __init__(self, view: BoardView[M, C, P], state: Callable[[], State[M]], acting: Callable[[], bool]) -> None:
        """`state()` is the position on the board; `acting()` says whether a person builds a move in it now."""
        self.view = view
        self._state = state
        self._acting = acting
        self.cursors: dict[str, C] = {}  # device -> cell under its cursor
        self.hover: C | None = None  # the mouse's cell
        self.pointer: tuple[float, float] | None = None  # where the mouse last was (the board may turn under it)
        self.last_device: str | None = None  # the device used last: the panel speaks its words
        self._builder: MoveBuilder[M, P] | None = None
        self._built_for: tuple[State[M] | None, bool] = (None, False)

    @property
    def builder(self) -> MoveBuilder[M, P]:
        """The move being built (renewed whenever the position changes or people stop acting)."""
        key = (self._state(), self._acting())
        if self._builder is None or self._built_for[0] is not key[0] or self._built_for[1] != key[1]:
            self._builder = MoveBuilder(key[0].legal_moves() if key[1] else [], self.view.picks_of)
            self._built_for = key
        return self._builder

    def picked_cells(self) -> list[C]:
        """The cells of the picks made so far (a chosen piece, the landings so far)."""
        return self._cells(self.builder.picked)

    def next_pick_cells(self) -> list[C]:
        """The cells that may be picked next (every one keeps a legal move possible)."""
        return self._cells(self.builder.next_picks())

    def _cells(self, picks: Sequence[P]) -> list[C]:
        return [c for c in (self.view.cell_of_pick(p) for p in picks) if c is not None]

    # ---- cursors ------------------------------------------------------------------------------------------
    def cursor(self, device: str) -> C:
        if device not in self.cursors or self.cursors[device] not in self.view.cells():
            self.cursors[device] = self.view.home(self.builder.first_picks())
        return self.cursors[device]

    def step(self, device: str, direction: str) -> None:
        self.cursors[device] = self.view.neighbour(self.cursor(device), direction, device)
        self.hover = self.pointer = None

    def point(self, pos: tuple[float, float]) -> C | None:
        self.pointer = pos
        self.hover = self.view.cell_at(pos)
        return self.hover

    def follow_pointer(self) -> None:
        """The board moved under a still mouse (it turned to the next player, it zoomed): the hover follows what is
        under the pointer now, not the cell it was on."""
        if self.pointer is not None and self.hover is not None:
            self.hover = self.view.cell_at(self.pointer)

    def forget(self, device: str) -> None:
        """A device went away (an unplugged pad): its cursor goes too."""
        self.cursors.pop(device, None)

    # ---- presses ------------------------------------------------------------------------------------------
    def press(self, cell: C) -> PressResult[M]:
        """A press on `cell`: the move when it is decided, the next pick, the last pick put down, or a refusal.

        A move is played only by a press on one of its targets (a landing, a spot, a slot), never by the press that
        selects a piece, even when that piece has a single move: the selection shows where it may go and waits, so
        a child's tap never moves a piece and a second press never lands on the next player's board. Once a target
        is pressed, picks that are forced (the rest of a capture with one way on) complete themselves. A complete
        move that could also go on is confirmed by pressing its last target again."""
        builder = self.builder
        pick = self.view.pick_of_cell(cell)
        confirmed = builder.confirming(pick)
        if confirmed is not None:
            return PressResult(Press.PLAY, confirmed)
        if builder.picked and pick == builder.picked[-1]:
            builder.back()  # pressing the chosen piece again puts it down
            return PressResult(Press.PUT_DOWN)
        if builder.pick(pick):
            decided = builder.decided()
            if decided is None or self._selecting(decided):
                return PressResult(Press.PICKED)
            return PressResult(Press.PLAY, decided)
        return PressResult(Press.REFUSED)

    def _selecting(self, move: M) -> bool:
        """Was the press just made the one that selects a piece (the first pick of a move of several)?"""
        picks = self.view.picks_of(move) or ()
        return len(self.builder.picked) == 1 and len(picks) > 1

    def take_back(self) -> bool:
        """Take back one pick of the move being built; False when there was none."""
        return self.builder.back()
