"""The points of each farm: its pens worked out once per position (every frame draws them), the live score and
the pen-by-pen breakdown the results show."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules import farmini


class FarmScores:
    """The pens and scores of the position on the table, cached until the position changes."""

    def __init__(self, state: Callable[[], Any]) -> None:
        self._state = state
        self._for: Any = None
        self._pens: dict[int, list[farmini.Pen]] = {}

    def pens(self, seat: int) -> list[farmini.Pen]:
        state = self._state()
        if self._for is not state:
            self._for, self._pens = state, {}
        if seat not in self._pens:
            self._pens[seat] = state.pens(seat)
        return self._pens[seat]

    def score(self, seat: int) -> int:
        return sum(p.points for p in self.pens(seat))

    def breakdown(self, seat: int) -> list[int]:
        """The points of each pen of `seat` that scores anything (F11, F12, F14), in pen order."""
        return [p.points for p in self.pens(seat) if p.points]
