"""What the farm being played keeps in view when it is larger than its zone (issue 34, point 18): the camera
slides, never shrinks the cards. It brings into view what changed: a pad's or the keyboard's cursor stepped onto a
place or a trough, the place a card is laid out on, a hint, the card or animals just played; and a mouse resting
near an edge with more farm past it slides the farm that way. Nothing slides when a card is only picked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules import farmini
from game.screens.farmini.camera import FarmCameras
from game.screens.farmini.picking import FarminiInput
from game.screens.farmini.view import Cell, parts

if TYPE_CHECKING:
    from game.board.flow import Played

# What the players look at: a cell of the screen, the farm cell a card is laid out on, a move (a hint, the last).
Sight = Cell | farmini.Cell | farmini.Move


class Follower:
    """Brings what the players look at into the view of the farm being played, each thing once as it changes."""

    def __init__(self, cameras: FarmCameras, board: FarminiInput) -> None:
        self.cameras = cameras
        self.board = board
        self._seen: dict[str, Sight | None] = {}  # what was last brought into view, by what asked for it

    def update(
        self, seat: int | None, hint: farmini.Move | None, last: Played[farmini.State, farmini.Move] | None, dt: float
    ) -> None:
        """Follow the farm of `seat` (the one being played; None: the game is over)."""
        if seat is None:
            return
        hand = self.board.hand
        wants: dict[str, Sight | None] = {f"cursor {d}": c for d, c in self.board.cursors.items() if d != "mouse"}
        wants["place"] = hand.place if hand.placing else None
        wants["hint"] = hint
        wants["last"] = last.move if last is not None and last.seat == seat else None
        for why, thing in wants.items():
            if thing is not None and self._seen.get(why) != thing:
                self.cameras.bring(seat, cells_of(thing, hand.place))
            self._seen[why] = thing
        self.cameras.edge_slide(seat, self.board.pointer, dt)


def cells_of(thing: Sight, place: farmini.Cell | None) -> list[farmini.Cell]:
    """The farm cells something lies on: a board cell, a place, a move (its place or its troughs' cards); the turn
    button lies on the `place` the card is laid out on."""
    if isinstance(thing, farmini.Move):
        return [thing.cell] if thing.cell is not None else [(x, y) for x, y, _q in thing.spots]
    if isinstance(thing[0], str):
        tag, at = parts(thing)
        if tag in ("cell", "spot"):
            return [(at[0], at[1])]
        if tag == "turn" and place is not None:
            return [place]
        return []
    return [(thing[0], thing[1])]
