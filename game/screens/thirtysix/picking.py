"""Pointing at 36's board: a press on a reachable cell picks the cone first by itself (one press moves), the gift
picker's colours while a gift is chosen (the pads' cursors wait on it), and the move the player is looking at."""

from __future__ import annotations

from collections.abc import Callable

from game.board.picking import BoardInput, PressResult
from game.rules import thirtysix
from game.screens.thirtysix.view import GIFT, ThirtysixView, gift_colour

Point = tuple[int, int]


class ConeInput(BoardInput[thirtysix.Move, thirtysix.Pick, thirtysix.Pick]):
    """BoardInput with 36's shortcuts: the cone picked by a press on where it can go, and the gift picker."""

    def __init__(
        self,
        view: ThirtysixView,
        state: Callable[[], thirtysix.State],
        acting: Callable[[], bool],
        acting_device: Callable[[], str | None],
    ) -> None:
        """`acting_device()`: the device bound to the seat to move (None: any device plays it)."""
        super().__init__(view, state, acting)
        self._position = state  # the position as 36's own State (its cones, its opening)
        self._acting_device = acting_device

    def gift_choices(self) -> list[str]:
        """The colours the gift picker offers now (empty when no gift is being chosen)."""
        return [c for c in (gift_colour(p) for p in self.builder.next_picks()) if c is not None]

    def destinations(self) -> dict[Point, list[thirtysix.Move]]:
        """The legal moves of the player to act by destination cell (only while it is a person's turn)."""
        out: dict[Point, list[thirtysix.Move]] = {}
        for m in self.builder.moves:
            if m.dst is not None:
                out.setdefault(m.dst, []).append(m)
        return out

    def press(self, cell: thirtysix.Pick) -> PressResult[thirtysix.Move]:
        """A press on a reachable cell before the cone is chosen chooses the cone first."""
        builder = self.builder
        if not builder.picked and isinstance(cell, tuple) and cell not in builder.first_picks():
            state = self._position()
            cone = state.cone_cell(state.to_move) if state.to_move is not None else None
            if cone is not None and cell in self.destinations():
                builder.pick(cone)
        return super().press(cell)

    # ---- what the player looks at -------------------------------------------------------------------------
    def focus_cell(self) -> Point | None:
        """The cell the player is looking at: the mouse's, else the cursor of the acting seat's device."""
        if isinstance(self.hover, tuple):
            return self.hover
        device = self._acting_device()
        for dev, cell in self.cursors.items():
            if isinstance(cell, tuple) and device in (None, dev):
                return cell
        return None

    def preview_move(self) -> thirtysix.Move | None:
        """The move the player is about to make: the destination picked, or the reachable cell in focus."""
        if not self._acting() or self._position().in_opening:
            return None
        dests = self.destinations()
        picked = [p for p in self.builder.picked if isinstance(p, tuple)]
        if len(picked) >= 2:
            found = dests.get(picked[1])
            return found[0] if found else None
        focus = self.focus_cell()
        if focus is not None and focus in dests:
            return dests[focus][0]
        return None

    def gifts_given(self) -> int:
        """How many gift colours of the move being built are picked already."""
        return len([p for p in self.builder.picked if gift_colour(p) is not None])

    def keep_cursors_on_picker(self) -> None:
        """While a gift colour is chosen, the pads' cursors wait on the picker; after it, back on the board."""
        choices = self.gift_choices()
        for device, cell in list(self.cursors.items()):
            colour = gift_colour(cell)
            if choices and colour not in choices:
                self.cursors[device] = GIFT + choices[0]
            elif not choices and colour is not None:
                picked = [p for p in self.builder.picked if isinstance(p, tuple)]
                self.cursors[device] = picked[-1] if picked else self.view.home(self.builder.first_picks())
