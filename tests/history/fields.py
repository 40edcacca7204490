"""A game's own save fields for the history's tests: a schema of one field, kept as the game gives it."""

from __future__ import annotations

from game.core.saves import SaveExtra


class BoardKept(SaveExtra):
    """A game's own fields naming its board (as Mapello's and 36's do), in a form the tests choose freely."""

    board: str = ""
