"""What the farm being played keeps in view when it is larger than its zone (issue 34, point 18): the camera
slides, never shrinks the cards. It brings into view what changed: a pad's or the keyboard's cursor stepped onto a
place or a trough, the place a card is laid out on, a hint, the card or animals just played; and a mouse resting
near an edge with more farm past it slides the farm that way. Nothing slides when a card is only picked."""

from __future__ import annotations

from typing import Any

from game.board.flow import Played
from game.screens.farmini.camera import FarmCameras
from game.screens.farmini.picking import FarminiInput
from game.screens.farmini.view import parts


class Follower:
    """Brings what the players look at into the view of the farm being played, each thing once as it changes."""

    def __init__(self, cameras: FarmCameras, board: FarminiInput) -> None:
        self.cameras = cameras
        self.board = board
        self._seen: dict[str, Any] = {}  # what was last brought into view, by what asked for it

    def update(self, seat: int | None, hint: Any, last: Played | None, dt: float) -> None:
        """Follow the farm of `seat` (the one being played; None: the game is over)."""
        if seat is None:
            return
        picked = self.board.builder.picked
        wants: dict[str, Any] = {f"cursor {d}": c for d, c in self.board.cursors.items() if d != "mouse"}
        wants["place"] = picked[1] if self.board.hand.placing and len(picked) == 2 else None
        wants["hint"] = hint
        wants["last"] = last.move if last is not None and last.before.to_move == seat else None
        for why, thing in wants.items():
            if thing is not None and self._seen.get(why) != thing:
                self.cameras.bring(seat, cells_of(thing, picked))
            self._seen[why] = thing
        self.cameras.edge_slide(seat, self.board.pointer, dt)


def cells_of(thing: Any, picked: tuple[Any, ...]) -> list[tuple[int, int]]:
    """The farm cells something lies on: a board cell, a place, a move (its place or its troughs' cards)."""
    if isinstance(thing, tuple) and thing and isinstance(thing[0], str):
        tag, at = parts(thing)
        if tag in ("cell", "spot"):
            return [(at[0], at[1])]
        if tag == "turn" and len(picked) == 2:
            return [picked[1]]
        return []
    if isinstance(thing, tuple) and len(thing) == 2:
        return [thing]
    cell = getattr(thing, "cell", None)
    if cell is not None:
        return [cell]
    return [(x, y) for x, y, _q in getattr(thing, "spots", ())]
