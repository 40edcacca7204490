"""A stand-in game scene, so menu and setup tests do not depend on any real game."""

from __future__ import annotations

from typing import Any

from game.core.match import Match
from game.core.saves import GameRecord
from game.core.scenes import Scene


class FakeGameScene(Scene):
    def __init__(self, ctx: Any, match: Match, record: GameRecord | None = None) -> None:
        super().__init__(ctx)
        self.match, self.record = match, record


import pygame  # noqa: E402

from game.board.scene import BoardGameScene  # noqa: E402
from game.board.view import BoardView, CellView  # noqa: E402
from game.rules import RuleError  # noqa: E402


class GridView(CellView[object, int]):
    """A 3x3 grid of cells 0..8 in the middle of the screen."""

    def cells(self) -> list[int]:
        return list(range(9))

    def cell_rect(self, cell: object) -> pygame.Rect:
        c = int(cell)  # type: ignore[call-overload]
        return pygame.Rect(440 + (c % 3) * 134, 140 + (c // 3) * 134, 128, 128)

    def cell_of_move(self, move: object) -> int:
        return int(str(move))


class TicTacToeScene(BoardGameScene):
    """The smallest real board screen: a 3x3 grid over the toy tic-tac-toe rules (registered as "ttt")."""

    def make_view(self) -> BoardView:
        return GridView()

    def refusal(self, cell: object) -> RuleError | None:
        try:
            self.state.play(str(cell))
        except RuleError as exc:
            return exc
        return None

    def draw_board(self, surface: pygame.Surface) -> None:
        for cell in self.view.cells():
            pygame.draw.rect(surface, (90, 90, 90), self.view.cell_rect(cell))


# ---- a toy with moves of two and three picks, for the move builder ------------------------------------------
# A 3x3 board (cells 0..8, row by row); each seat has one token (seat 0 starts on 0, seat 1 on 8). A move walks
# the own token one or two steps along rows and columns over empty cells ("0-1" or "0-1-2"); picks are the cells
# in order, so "0-1" is complete but also the start of "0-1-2" and "0-1-4". After 4 moves the game is a draw,
# unless a token has reached the centre (4) at the end of a move: that seat wins. Offers and resignation allowed.

from dataclasses import dataclass  # noqa: E402

from game.rules import IllegalMove, Outcome  # noqa: E402


@dataclass(frozen=True)
class PathMove:
    path: tuple[int, ...]

    def __str__(self) -> str:
        return "-".join(map(str, self.path))

    def picks(self) -> tuple[int, ...]:
        return self.path


def _steps(cell: int) -> list[int]:
    r, c = divmod(cell, 3)
    return [rr * 3 + cc for rr, cc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)) if 0 <= rr < 3 and 0 <= cc < 3]


@dataclass(frozen=True)
class Paths:
    tokens: tuple[int, int] = (0, 8)
    turn: int = 0
    plies: int = 0

    @property
    def outcome(self) -> Outcome | None:
        for seat, cell in enumerate(self.tokens):
            if cell == 4:
                return Outcome((seat,), (1, 0) if seat == 0 else (0, 1), "P2: reached the centre")
        if self.plies >= 4:
            return Outcome((), (0, 0), "P3: four moves")
        return None

    @property
    def to_move(self) -> int | None:
        return None if self.outcome is not None else self.turn

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def scores(self) -> tuple[int, ...]:
        out = self.outcome
        return out.scores if out is not None else (0, 0)

    @property
    def key(self) -> tuple[tuple[int, int], int, int]:
        return (self.tokens, self.turn, self.plies)

    def legal_moves(self) -> list[PathMove]:
        if self.outcome is not None:
            return []
        start, other = self.tokens[self.turn], self.tokens[1 - self.turn]
        out = []
        for a in _steps(start):
            if a != other:
                out.append(PathMove((start, a)))
                out += [PathMove((start, a, b)) for b in _steps(a) if b not in (start, other)]
        return out

    def play(self, move: object) -> Paths:
        name = str(move)
        legal = {str(m): m for m in self.legal_moves()}
        if name not in legal:
            raise IllegalMove("P1", "no_path", "{name} is not a walk of your token", name=name)
        tokens = list(self.tokens)
        tokens[self.turn] = legal[name].path[-1]
        return Paths((tokens[0], tokens[1]), 1 - self.turn, self.plies + 1)

    def to_json(self) -> dict:
        return {"tokens": list(self.tokens), "turn": self.turn, "plies": self.plies}


class PathsRules:
    new_game = Paths
    REFUSAL_CODES = frozenset({"no_path"})

    @staticmethod
    def parse_move(text: str) -> PathMove:
        return PathMove(tuple(int(c) for c in text.split("-")))

    @staticmethod
    def from_json(d: dict) -> Paths:
        return Paths(tuple(d["tokens"]), d["turn"], d["plies"])  # type: ignore[arg-type]


class PathsScene(BoardGameScene):
    """The same 3x3 grid; the picks are the cells themselves (the rules' `picks()`)."""

    def make_view(self) -> BoardView:
        return GridView()

    def draw_board(self, surface: pygame.Surface) -> None:
        for cell in self.view.cells():
            pygame.draw.rect(surface, (90, 90, 90), self.view.cell_rect(cell))
