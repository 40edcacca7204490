"""A game staged for a screenshot or a tool: started from the menu, moves played, shown as a settled position."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from game.core.match import Match, Seat

if TYPE_CHECKING:
    from game.app import App

ANIMALS = ("fox", "bear", "cat", "owl")


def staged_game(
    app: App,
    game: str,
    options: dict[str, Any],
    moves: Sequence[str] = (),
    players: int = 2,
    extra: dict[str, Any] | None = None,
    frames: int = 1,
) -> Any:
    """Start `game` for `players` people with `options` (and `extra`), play `moves`, drop their animations (the
    position is staged, no move is shown being made) and run `frames` frames; the game scene."""
    from game.table.launcher import start_game

    seats = tuple(Seat(a, i) for i, a in enumerate(ANIMALS[:players]))
    start_game(app.ctx, Match(game, seats, options), extra)
    scene: Any = app.ctx.scenes.top  # the game scene just started
    for move in moves:
        scene.play(move)
    scene.feedback.clear()
    for _ in range(frames):
        app.frame(1 / 20, events=[])
    return scene


def staged_lesson(app: App, game: str, step: int, done: bool = False, frames: int = 20) -> Any:
    """`game`'s lesson open at `step` (0-based; `done`: the celebration of a lesson just won), for a screenshot."""
    from game.board.coach import Phase, start_lesson

    coach = start_lesson(app.ctx, game, Seat(ANIMALS[0], 0))
    assert coach is not None, f"{game} has no good lesson file"
    coach.index = step
    scene = coach.open_step()
    if done:
        coach.phase = Phase.DONE
    for _ in range(frames):
        app.frame(1 / 20, events=[])
    return scene


def lesson_shots(game: str) -> dict[str, Callable[[App], object]]:
    """A screenshot of each step of `game`'s lesson (`<game>_lesson_<n>`) and of its celebration: the text-fits
    test reads every line the coach says from them. None without a good lesson file."""
    from functools import partial

    from game.table.lessons import lesson_of

    lesson = lesson_of(game)
    if lesson is None:
        return {}
    steps = len(lesson.steps)
    shots: dict[str, Callable[[App], object]] = {
        f"{game}_lesson_{i + 1}": partial(staged_lesson, game=game, step=i) for i in range(steps)
    }
    shots[f"{game}_lesson_done"] = partial(staged_lesson, game=game, step=steps - 1, done=True)
    return shots
