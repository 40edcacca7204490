"""A game staged for a screenshot or a tool: started from the menu, moves played, shown as a settled position."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar

from game.core.match import Match, Option, Seat
from game.core.scenes import Scene

if TYPE_CHECKING:
    from game.core.saves import SaveExtra
    from game.core.scenes import Stage

ANIMALS = ("fox", "bear", "cat", "owl")
FRAME = 1 / 20  # seconds a staged frame runs (a slow machine's frame: animations move on)
SETTLE_FRAMES = 20  # frames run before a staged screen is shot


class Clearable(Protocol):
    def clear(self) -> None: ...


class Playable(Protocol):
    """A game scene as staging drives it: moves played by their notation, their animations dropped."""

    @property
    def feedback(self) -> Clearable: ...

    def play(self, move: str, device: str | None = None) -> object: ...


G = TypeVar("G", bound=Playable)  # the game scene staged (a game's own)
T = TypeVar("T", bound=Scene)  # the scene a lesson's step opens


def staged_game(
    app: Stage,
    game: str,
    options: dict[str, Option],
    moves: Sequence[str] = (),
    players: int = 2,
    extra: SaveExtra | None = None,
    frames: int = 1,
    *,
    kind: type[G],
) -> G:
    """Start `game` for `players` people with `options` (and `extra`), play `moves`, drop their animations (the
    position is staged, no move is shown being made) and run `frames` frames; the game scene, a `kind`."""
    from game.table.launcher import start_game

    seats = tuple(Seat(a, i) for i, a in enumerate(ANIMALS[:players]))
    start_game(app.ctx, Match(game, seats, options), extra)
    scene = app.ctx.scenes.top  # the game scene just started
    assert isinstance(scene, kind), f"{game} started {type(scene).__name__}, not a {kind.__name__}"
    for move in moves:
        scene.play(move)
    scene.feedback.clear()
    for _ in range(frames):
        app.frame(FRAME, events=[])
    return scene


def staged_lesson(
    app: Stage, game: str, step: int, done: bool = False, frames: int = SETTLE_FRAMES, *, kind: type[T]
) -> T:
    """`game`'s lesson open at `step` (0-based; `done`: the celebration of a lesson just won), for a screenshot."""
    from game.board.coach import Phase, start_lesson

    coach = start_lesson(app.ctx, game, Seat(ANIMALS[0], 0))
    assert coach is not None, f"{game} has no good lesson file"
    coach.index = step
    scene = coach.open_step()
    if done:
        coach.phase = Phase.DONE
    for _ in range(frames):
        app.frame(FRAME, events=[])
    assert isinstance(scene, kind), f"{game}'s lesson opened {type(scene).__name__}, not a {kind.__name__}"
    return scene


def lesson_shots(game: str) -> dict[str, Callable[[Stage], object]]:
    """A screenshot of each step of `game`'s lesson (`<game>_lesson_<n>`) and of its celebration: the text-fits
    test reads every line the coach says from them. None without a good lesson file."""
    from functools import partial

    from game.table.lessons import lesson_of

    lesson = lesson_of(game)
    if lesson is None:
        return {}
    steps = len(lesson.steps)
    shots: dict[str, Callable[[Stage], object]] = {
        f"{game}_lesson_{i + 1}": partial(staged_lesson, game=game, step=i, kind=Scene) for i in range(steps)
    }
    shots[f"{game}_lesson_done"] = partial(staged_lesson, game=game, step=steps - 1, done=True, kind=Scene)
    return shots
