"""Farmini's staged screenshots (tools/screenshots.py renders every entry of SCREENSHOTS on a fresh headless app)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from game.board.coach import Coach
from game.board.staging import lesson_shots, staged_game, staged_lesson
from game.screens.farmini.files import FarminiExtra
from game.screens.farmini.scene import FarminiScene
from game.table.lessons import lesson_of

if TYPE_CHECKING:
    from game.core.scenes import Stage

# A fixed deck (F16) so the pictures stay the same: animals early, a wolf after a few turns.
OPENING = ("take 2 @1,0 r0", "take 1 @-1,0 r2", "take 3 @0,-1 r0", "take 4 @0,1 r0")
DECK_SEED = 4
SHOT_DT = 1 / 20  # a staged frame, s
SETTLE = 40  # frames a staged game runs before its picture (and a move's animation plays out in)
FULL_TABLE = 4  # the four farms' shot: the most players (GAME's), and the moves played before it
FOUR_MOVES = 12
FOUR_SETTLE = 60  # frames its last moves' animations take to play out
LESSON_SETTLE = 10  # frames a lesson's card takes to come up
CONSEQUENCE = 120  # frames at most for a move's consequence in a lesson (a wolf's run is the longest)
TURNING_SLOT, TURNING_CELL = 3, ("cell", 1, 0)  # the lesson's turning step: the card to take, where to lay it


def _frames(app: Stage, n: int) -> None:
    for _ in range(n):
        app.frame(SHOT_DT, events=[])


def _game(app: Stage, players: int, moves: tuple[str, ...] = ()) -> FarminiScene:
    return staged_game(
        app, "farmini", {}, moves, players, FarminiExtra(deck_seed=DECK_SEED), frames=SETTLE, kind=FarminiScene
    )


def _shot_choose(app: Stage) -> FarminiScene:
    """Two farms; a pen card chosen, every place where it fits glowing."""
    scene = _game(app, 2, OPENING)
    slot = next(m.slot for m in scene.state.legal_moves() if m.cell is not None)
    scene.board.builder.pick(slot)
    return scene


def _shot_laid_out(app: Stage) -> FarminiScene:
    """A pen card laid out on a place, turned as it would lie, the turn button beside it; the pointer on another
    place shows it there, faint."""
    scene = _game(app, 2, OPENING)
    moves = [(m, m.cell) for m in scene.state.legal_moves() if m.cell is not None]
    move, cell = next((m, c) for m, c in moves if len([n for n, d in moves if n.slot == m.slot and d == c]) > 1)
    scene.board.press(("slot", move.slot))
    scene.board.press(("cell", *cell))
    other = next(d for n, d in moves if n.slot == move.slot and d != cell)
    scene.board.hover = ("cell", *other)
    return scene


def _shot_hint(app: Stage) -> FarminiScene:
    """A hint: the card to take and where it goes, turned, in the hint's own colour."""
    scene = _game(app, 2, OPENING)
    scene.hint = next(m for m in scene.state.legal_moves() if m.cell is not None)
    return scene


def _shot_last(app: Stage) -> FarminiScene:
    """The last move marked in the mover's colour once its animation has played."""
    scene = _game(app, 2, OPENING)
    scene.play(next(m for m in scene.state.legal_moves() if m.cell is not None))
    _frames(app, SETTLE)
    return scene


def _shot_four(app: Stage) -> FarminiScene:
    """Four farms at once, a few turns in."""
    scene = _game(app, FULL_TABLE)
    for _ in range(FOUR_MOVES):
        scene.play(scene.state.legal_moves()[0])
    scene.feedback.clear()
    _frames(app, FOUR_SETTLE)
    return scene


def _shot_lesson_turn(app: Stage) -> FarminiScene:
    """The lesson's turning step: the card laid out on its place the wrong way up, the coach's hand on the turn
    button."""
    scene = staged_lesson(app, "farmini", 1, kind=FarminiScene)
    scene.board.press(("slot", TURNING_SLOT))
    scene.board.press(TURNING_CELL)
    _frames(app, LESSON_SETTLE)
    return scene


def _shot_lesson_why(app: Stage, step: int) -> FarminiScene:
    """A lesson step once its move is played and its consequence shown (a wolf's run too): the why line."""
    scene = staged_lesson(app, "farmini", step, kind=FarminiScene)
    assert isinstance(scene.coach, Coach)
    scene.play(scene.coach.step.expect[0])
    for _ in range(CONSEQUENCE):  # the consequence plays out, then the why line a moment
        app.frame(SHOT_DT, events=[])
        if not scene.feedback.busy:
            break
    _frames(app, LESSON_SETTLE)
    return scene


SCREENSHOTS: dict[str, Callable[[Stage], object]] = {
    "farmini_choose": _shot_choose,
    "farmini_four": _shot_four,
    "farmini_laid_out": _shot_laid_out,
    "farmini_hint": _shot_hint,
    "farmini_last": _shot_last,
}
SCREENSHOTS.update(lesson_shots("farmini"))  # every step of levels/farmini/lesson.toml, and its celebration
SCREENSHOTS["farmini_lesson_turning"] = _shot_lesson_turn
_ASKED = len(lesson.steps) - 1 if (lesson := lesson_of("farmini")) is not None else 0  # the steps before the challenge
SCREENSHOTS.update({f"farmini_lesson_{n + 1}_why": partial(_shot_lesson_why, step=n) for n in range(_ASKED)})
