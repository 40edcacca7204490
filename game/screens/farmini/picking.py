"""Farmini's presses on top of the shared board input: troughs for an animal card chosen in any order (pressed
again: put back); a card is never played by the press that takes it up, nor a pen card laid by the press that
puts it on a place (issue 23, points 4 and 5): the first
press on a place lays the card out there, turned as it would lie, with a turn button beside it; another place
pressed moves it there; the same place pressed again lays it. The turn button, the tray, the mouse wheel, the
shoulders and Q/E turn it. A pad's cursor goes where the next pick is made, and never rests on a place that is
gone (an emptied display slot, the tray of a card laid). Troughs chosen belong to one taking up of the card: a card
put down, taken by another or refused forgets them (issue 34, point 5: a trough left chosen from before made the
right troughs complete a wrong move). A lesson lights only the troughs it asks for and refuses another: it is not
taken."""

from __future__ import annotations

from collections.abc import Callable

from game.board.picking import BoardInput, Press, PressResult
from game.rules import farmini
from game.screens.farmini.hand import Hand, Spot
from game.screens.farmini.view import Cell, FarminiView, parts


class FarminiInput(BoardInput[farmini.Move, Cell, farmini.Pick]):
    """Cursors, hover and the move being built, with Farmini's troughs, tray and cursor jumps."""

    view: FarminiView

    def __init__(
        self,
        view: FarminiView,
        state: Callable[[], farmini.State],
        acting: Callable[[], bool],
        turn: Callable[[int], bool],
        asked: Callable[[], set[Spot] | None] = lambda: None,
        refuse: Callable[[Spot], None] = lambda spot: None,
    ) -> None:
        """`turn(step)` turns the chosen card (the scene's turn_pick, which also sounds): the mouse wheel's job;
        `asked()`: the troughs a lesson asks for (None: any), `refuse(spot)` says why another is not taken."""
        super().__init__(view, state, acting)
        self.hand: Hand = view.hand
        self._turn = turn
        self._asked = asked
        self._refuse = refuse
        self._resting: dict[str, Cell | None] = {}  # device -> the cell it was last seen on

    def press(self, cell: Cell) -> PressResult[farmini.Move]:
        hand, builder = self.hand, self.builder
        tag, at = parts(cell)
        if tag == "spot" and hand.animal_mode:
            return self._press_trough((at[0], at[1], at[2]))
        if tag == "slot":
            hand.forget()  # the card is taken up afresh, put down or swapped: no trough is chosen yet
        if tag == "turn":
            if not hand.turn(1):
                return PressResult(Press.REFUSED)
            self.turned()
            return PressResult(Press.PICKED)
        if tag == "cell" and hand.placing and not (len(builder.picked) == 2 and builder.picked[1] == at):
            return self._lay_out((at[0], at[1]))
        again = tag == "slot" and builder.picked == (at[0],)
        result = super().press(cell)
        if tag == "slot" and result.kind is Press.PLAY and not again:
            # The press that takes up a card never plays it (a card that fits nowhere, animals with no room, a
            # single free trough): the card is lifted, and a second press on it (or its trough) plays it.
            result = PressResult(Press.PICKED)
        if result.kind is Press.PICKED:
            self._follow(cell)
        return result

    def _lay_out(self, place: tuple[int, int]) -> PressResult[farmini.Move]:
        """The card is laid out on `place` (moved there from another place), never laid: that takes a second
        press on it, even where it fits one way only."""
        builder = self.builder
        if len(builder.picked) == 2:
            builder.back()
        rot = self.hand.preview_rot
        if not builder.pick(place):
            return PressResult(Press.REFUSED)
        self.hand.show(rot)  # it keeps the turn it was shown in where it may lie so
        return PressResult(Press.PICKED)

    def _press_trough(self, spot: tuple[int, int, int]) -> PressResult[farmini.Move]:
        chosen = self.hand.chosen
        if spot in chosen:
            chosen.remove(spot)
            return PressResult(Press.PUT_DOWN)
        if spot not in self.hand.free():
            return PressResult(Press.REFUSED)
        asked = self._asked()
        if asked is not None and spot not in asked:
            self._refuse(spot)
            return PressResult(Press.PUT_DOWN)  # the lesson said why; the trough is not taken
        chosen.append(spot)
        move = self.hand.animal_move()
        return PressResult(Press.PICKED) if move is None else PressResult(Press.PLAY, move)

    def _follow(self, pressed: Cell) -> None:
        """After a card is chosen, the pad cursors on its slot go to the farm (the place nearest the farmhouse);
        a cursor that laid it out on a place stays there, so a second press lays it."""
        if len(self.builder.picked) != 1:
            return
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
        """What may be picked next and is in view (a farm larger than its zone shows the rest as it slides)."""
        if self.hand.animal_mode:
            chosen, asked = self.hand.chosen, self._asked()  # (a lesson lights only the troughs it asks for)
            out: list[Cell] = [
                ("spot", *s) for s in self.hand.free() if s not in chosen and (asked is None or s in asked)
            ]
        else:
            out = super().next_pick_cells()
        return [c for c in out if parts(c)[0] not in ("cell", "spot") or self.view.in_view(c)]

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

    def settle(self) -> None:
        """A cursor whose place is gone (an emptied display slot, the tray after the card was laid) moves to the
        nearest place still there on screen, never resting on an empty one; the mouse's hover just goes."""
        cells = self.view.cells()
        for device, cell in list(self.cursors.items()):
            if cell in cells:
                continue
            if not cells or device == "mouse":
                del self.cursors[device]
                continue
            here = self.view.cell_rect(cell).center if _shown(cell) else None
            self.cursors[device] = (
                self.view.home([])
                if here is None
                else min(cells, key=lambda c: _dist(self.view.cell_rect(c).center, here))
            )
        if self.hover not in cells:
            self.hover = None

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


def _shown(cell: Cell) -> bool:
    """A cell that still has a place on screen once it is gone from the board (a slot, a tray card)."""
    return isinstance(cell, tuple) and bool(cell) and cell[0] in ("slot", "rot")


def _dist(a: tuple[int, int], b: tuple[int, int]) -> float:
    return float((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2)
