"""Mapello's ways out of a game: a restart replays this very game (same board, same place in the series)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from msgspec.structs import replace

from game.board.leaving import Exits
from game.rules import mapello

if TYPE_CHECKING:
    from game.screens.mapello.session import MapelloSession


class MapelloExits(Exits[mapello.State, mapello.Move]):
    """Exits whose restart keeps the board and the session."""

    session: MapelloSession

    def start_again(self) -> None:
        """Play this very game again from its first move: same board, same place in the series."""
        from game.table.launcher import start_game

        start_game(self.ctx, self.flow.match, replace(self.flow.extra))
