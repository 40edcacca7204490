"""Mapello's reason (see the package): the move played let the other player take a corner that the better move
would not have given; or the better move took a corner itself. A corner is any square a disc can never be turned
on (M6): on each of its four lines a wall or the board's edge lies right beside it. On the Classic board these are
Othello's four corners; walls make more."""

from __future__ import annotations

from game.history.why import Reason
from game.rules import mapello

_LINES = ((0, 1), (1, 0), (1, 1), (1, -1))  # row, column steps of the four lines through a square
_BLOCKING = ("border", "wall")


def is_corner(state: mapello.State, row: int, col: int) -> bool:
    """A disc on (row, col) can never be turned: every line through it is closed on one side at least."""
    for dr, dc in _LINES:
        ahead, behind = state.cell(row + dr, col + dc), state.cell(row - dr, col - dc)
        if ahead not in _BLOCKING and behind not in _BLOCKING:
            return False
    return True


def corners_open(state: mapello.State) -> set[str]:
    """The corners the player to move may take."""
    return {str(m) for m in state.legal_moves() if not m.is_pass and is_corner(state, m.row, m.col)}


def reason(before: mapello.State, played: mapello.Move, instead: mapello.Move) -> Reason | None:
    """A corner given (the other player may take one after `played`, not after `instead`), else a corner missed
    (`instead` takes one, `played` does not); None: nothing to say about corners."""
    after_played, after_instead = before.play(played), before.play(instead)
    mover = before.to_move
    given = corners_open(after_played) - corners_open(after_instead)
    if given and after_played.to_move is not None and after_played.to_move != mover:
        return Reason("mapello.why.corner_given", {"move": str(played), "corner": min(given)}, after_played.to_move)
    if (
        not instead.is_pass
        and is_corner(before, instead.row, instead.col)
        and (played.is_pass or not is_corner(before, played.row, played.col))
    ):
        return Reason("mapello.why.corner_missed", {"move": str(instead), "corner": str(instead)}, mover)
    return None
