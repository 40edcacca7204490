"""What every searcher does before it searches: the legal moves, or the one move that needs no search."""

from __future__ import annotations

from typing import Protocol, TypeVar

M = TypeVar("M")


class HasMoves(Protocol[M]):
    """A state that lists its legal moves (the rules contract)."""

    def legal_moves(self) -> list[M]: ...


def moves_to_search(state: HasMoves[M]) -> tuple[list[M], M | None]:
    """The legal moves of `state` and, when there is only one, that move (played without a search); ValueError
    when the game is over."""
    legal = state.legal_moves()
    if not legal:
        raise ValueError("the game is over: there is no move to choose")
    return legal, legal[0] if len(legal) == 1 else None
