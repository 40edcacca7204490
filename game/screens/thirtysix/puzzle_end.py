"""The end of the tile puzzle (T17): its celebration, as every game's results look (confetti, the player's animal),
with the time, the best times and a new puzzle focused."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.board.results import ResultsOverlay
from game.rules import Outcome

if TYPE_CHECKING:
    from game.screens.thirtysix.puzzle import PuzzleScene


def time_text(seconds: float) -> str:
    m, s = divmod(int(seconds), 60)
    return f"{m}:{s:02d}"


def celebrate(scene: PuzzleScene) -> None:
    """The puzzle's results: confetti, the time, the best times; a new puzzle focused."""
    t = scene.ctx.t
    assert scene.solved_at is not None
    lines = [t("thirtysix.puzzle.solved", time=time_text(scene.solved_at))]
    if scene.hints:
        lines.append(t("thirtysix.puzzle.hints", n=scene.hints))
    elif scene.records and scene.records[0] == round(scene.solved_at, 1):
        lines.append(t("thirtysix.puzzle.new_best"))
    if scene.records:
        lines.append(t("thirtysix.puzzle.best", times=", ".join(time_text(v) for v in scene.records[:3])))
    actions = [
        (lambda: t("thirtysix.puzzle.again"), scene.again),
        (lambda: t("result.look"), scene.ctx.scenes.pop),
        (lambda: t("pause.menu"), scene.to_menu),
    ]
    # Presses in its first second do nothing: they were meant for the last tile.
    scene.ctx.scenes.push(
        ResultsOverlay(
            scene.ctx,
            scene.match.seats[:1],
            Outcome((0,), (), "solved"),
            lines,
            actions,
            scene.ctx.scenes.pop,
            settle=True,
        )
    )
