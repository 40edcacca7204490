"""Farmini's presses on top of the shared board input: troughs for an animal card chosen in any order (pressed
again: put back), another farm cell pressed after one was chosen for a pen card (the card moves there), the tray
turning with the cursor that comes onto it and with the mouse wheel, and a pad's cursor going where the next pick
is made."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.board.picking import BoardInput, Press, PressResult
from game.board.view import Cell
from game.screens.farmini.hand import Hand
from game.screens.farmini.view import FarminiView, parts


class FarminiInput(BoardInput):
    """Cursors, hover and the move being built, with Farmini's troughs, tray and cursor jumps."""

    view: FarminiView

    def __init__(self, view: FarminiView, state: Callable[[], Any], acting: Callable[[], bool],
                 turn: Callable[[int], bool]) -> None:
        """`turn(step)` turns the chosen card (the scene's turn_pick, which also sounds): the mouse wheel's job."""
        super().__init__(view, state, acting)
        self.hand: Hand = view.hand
        self._turn = turn
        self._resting: dict[str, Cell | None] = {}  # device -> the cell it was last seen on

    def press(self, cell: Cell) -> PressResult:
        hand, builder = self.hand, self.builder
        tag, at = parts(cell)
        if tag == "spot" and hand.animal_mode:
            return self._press_trough((at[0], at[1], at[2]))
        if tag == "cell" and len(builder.picked) == 2 and builder.picked[1] != at:
            builder.back()  # another cell: the chosen card moves there
        result = super().press(cell)
        if result.kind is Press.PICKED:
            self._follow(cell)
        return result

    def _press_trough(self, spot: tuple[int, int, int]) -> PressResult:
        chosen = self.hand.chosen
        if spot in chosen:
            chosen.remove(spot)
            return PressResult(Press.PUT_DOWN)
        if spot not in self.hand.free():
            return PressResult(Press.REFUSED)
        chosen.append(spot)
        move = self.hand.animal_move()
        return PressResult(Press.PICKED) if move is None else PressResult(Press.PLAY, move)

    def _follow(self, pressed: Cell) -> None:
        """After a pick, the pad cursors on the pressed cell go where the next pick is made (the farm, the tray);
        the mouse goes where its hand goes."""
        if len(self.builder.picked) == 2:
            target: Cell | None = ("rot", self.hand.preview())
        else:
            target = self.view.nearest_place(self.next_pick_cells())
        if target is None:
            return
        for device, cell in list(self.cursors.items()):
            if device != "mouse" and cell == pressed:
                self.cursors[device] = target
                self._rest(device, target)

    def take_back(self) -> bool:
        """A chosen trough first, then the picks of the move."""
        if self.hand.animal_mode and self.hand.chosen:
            self.hand.chosen.pop()
            return True
        return super().take_back()

    def picked_cells(self) -> list[Cell]:
        out = super().picked_cells()
        if self.hand.animal_mode:
            out += [("spot", *s) for s in self.hand.chosen]
        return out

    def next_pick_cells(self) -> list[Cell]:
        if self.hand.animal_mode:
            chosen = self.hand.chosen
            return [("spot", *s) for s in self.hand.free() if s not in chosen]
        return super().next_pick_cells()

    # ---- cursors: the tray follows them ----------------------------------------------------------------------
    def step(self, device: str, direction: str) -> None:
        # The mouse wheel turns the card over its chosen cell, as the shoulders and Q/E do.
        if device == "mouse" and direction in ("up", "down") and self.hand.legal_rots():
            self._turn(1 if direction == "down" else -1)
            return
        super().step(device, direction)
        self._rest(device, self.cursors.get(device))

    def point(self, pos: tuple[float, float]) -> Cell | None:
        cell = super().point(pos)
        self._rest("mouse", cell)
        return cell

    def pointed(self, accepts: Callable[[str], bool]) -> Cell | None:
        """Where the player to move points: the mouse's cell, else the cursor of a device `accepts` lets act."""
        if self.hover is not None:
            return self.hover
        return next((c for d, c in self.cursors.items() if d != "mouse" and accepts(d)), None)

    def turned(self) -> None:
        """The card was turned: a cursor on the tray moves with it."""
        for device, cell in list(self.cursors.items()):
            if isinstance(cell, tuple) and cell and cell[0] == "rot":
                self.cursors[device] = self._resting[device] = ("rot", self.hand.preview_rot)

    def _rest(self, device: str, cell: Cell | None) -> None:
        """A cursor (or the mouse) that comes onto a card of the tray shows the card turned that way; one that
        stays there lets the shoulders turn it."""
        if self._resting.get(device) != cell:
            self._resting[device] = cell
            if isinstance(cell, tuple) and cell and cell[0] == "rot":
                self.hand.show(cell[1])
