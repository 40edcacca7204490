"""The end of the tile puzzle (T17): its celebration, as every game's results look (confetti, the player's animal),
with the time, the best times and a new puzzle focused."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.board.results import ResultsOverlay
from game.rules import Outcome

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.match import Seat

MINUTE = 60  # seconds
BEST_SHOWN = 3  # the best times the puzzle tells (it keeps more)


@dataclass(frozen=True)
class Solved:
    """A solved puzzle as its results tell it: the time it took, the hints used, the best times (best first)."""

    time: float
    hints: int
    records: Sequence[float]


def time_text(seconds: float) -> str:
    m, s = divmod(int(seconds), MINUTE)
    return f"{m}:{s:02d}"


def celebrate(ctx: Context, seat: Seat, solved: Solved, again: Callable[[], None], to_menu: Callable[[], None]) -> None:
    """The puzzle's results for the `seat` that solved it: confetti, the time, the best times; a new puzzle
    (`again`) focused."""
    t = ctx.t
    lines = [t("thirtysix.puzzle.solved", time=time_text(solved.time))]
    if solved.hints:
        lines.append(t("thirtysix.puzzle.hints", n=solved.hints))
    elif solved.records and solved.records[0] == round(solved.time, 1):
        lines.append(t("thirtysix.puzzle.new_best"))
    if solved.records:
        lines.append(t("thirtysix.puzzle.best", times=", ".join(time_text(v) for v in solved.records[:BEST_SHOWN])))
    actions = [
        (lambda: t("thirtysix.puzzle.again"), again),
        (lambda: t("result.look"), ctx.scenes.pop),
        (lambda: t("pause.menu"), to_menu),
    ]
    # Presses in its first second do nothing: they were meant for the last tile.
    ctx.scenes.push(
        ResultsOverlay(ctx, [seat], Outcome((0,), (), "solved"), lines, actions, ctx.scenes.pop, settle=True)
    )
