"""A stand-in game scene, so menu and setup tests do not depend on any real game."""
from __future__ import annotations

from typing import Any

from game.core.match import Match
from game.core.scenes import Scene


class FakeGameScene(Scene):
    def __init__(self, ctx: Any, match: Match, record: dict | None = None) -> None:
        super().__init__(ctx)
        self.match, self.record = match, record


import pygame  # noqa: E402

from game.core.input import Action  # noqa: E402
from game.screens.board_game import BoardGameScene  # noqa: E402


class TicTacToeScene(BoardGameScene):
    """The smallest real board screen: a 3x3 grid over the toy tic-tac-toe rules (registered as "ttt")."""

    def cells(self) -> list[int]:
        return list(range(9))

    def cell_rect(self, cell: int) -> pygame.Rect:
        return pygame.Rect(440 + (cell % 3) * 134, 140 + (cell // 3) * 134, 128, 128)

    def neighbour(self, cell: int, action: Action) -> int:
        r, c = divmod(cell, 3)
        dr, dc = {Action.UP: (-1, 0), Action.DOWN: (1, 0), Action.LEFT: (0, -1), Action.RIGHT: (0, 1)}[action]
        return min(2, max(0, r + dr)) * 3 + min(2, max(0, c + dc))

    def move_for(self, cell: int) -> str:
        return str(cell)

    def cell_of_move(self, move: object) -> int:
        return int(str(move))

    def draw_board(self, surface: pygame.Surface) -> None:
        for cell in self.cells():
            pygame.draw.rect(surface, (90, 90, 90), self.cell_rect(cell))
