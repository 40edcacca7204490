"""Farmini's staged screenshots (tools/screenshots.py renders every entry of SCREENSHOTS on a fresh headless app)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from game.board.staging import lesson_shots, staged_game, staged_lesson
from game.table.lessons import lesson_of

if TYPE_CHECKING:
    from game.app import App

# A fixed deck (F16) so the pictures stay the same: animals early, a wolf after a few turns.
OPENING = ("take 2 @1,0 r0", "take 1 @-1,0 r2", "take 3 @0,-1 r0", "take 4 @0,1 r0")


def _game(app: App, players: int, moves: tuple[str, ...] = ()) -> Any:
    return staged_game(app, "farmini", {}, moves, players, {"deck_seed": 4}, frames=40)


def _shot_choose(app: App) -> Any:
    """Two farms; a pen card chosen, every place where it fits glowing."""
    scene = _game(app, 2, OPENING)
    slot = next(m.slot for m in scene.state.legal_moves() if m.cell is not None)
    scene.board.builder.pick(slot)
    return scene


def _shot_laid_out(app: App) -> Any:
    """A pen card laid out on a place, turned as it would lie, the turn button beside it; the pointer on another
    place shows it there, faint."""
    scene = _game(app, 2, OPENING)
    moves = [m for m in scene.state.legal_moves() if m.cell is not None]
    move = next(m for m in moves if len([n for n in moves if n.slot == m.slot and n.cell == m.cell]) > 1)
    scene.board.press(("slot", move.slot))
    scene.board.press(("cell", *move.cell))
    other = next(m.cell for m in moves if m.slot == move.slot and m.cell != move.cell)
    scene.board.hover = ("cell", *other)
    return scene


def _shot_hint(app: App) -> Any:
    """A hint: the card to take and where it goes, turned, in the hint's own colour."""
    scene = _game(app, 2, OPENING)
    scene.hint = next(m for m in scene.state.legal_moves() if m.cell is not None)
    return scene


def _shot_last(app: App) -> Any:
    """The last move marked in the mover's colour once its animation has played."""
    scene = _game(app, 2, OPENING)
    scene.play(next(m for m in scene.state.legal_moves() if m.cell is not None))
    for _ in range(40):
        app.frame(1 / 20, events=[])
    return scene


def _shot_four(app: App) -> Any:
    """Four farms at once, a few turns in."""
    scene = _game(app, 4)
    for _ in range(12):
        scene.play(scene.state.legal_moves()[0])
    scene.feedback.clear()
    for _ in range(60):
        app.frame(1 / 20, events=[])
    return scene


def _shot_lesson_turn(app: App) -> Any:
    """The lesson's turning step: the card laid out on its place the wrong way up, the coach's hand on the turn
    button."""
    scene = staged_lesson(app, "farmini", 1)
    scene.board.press(("slot", 3))
    scene.board.press(("cell", 1, 0))
    for _ in range(10):
        app.frame(1 / 20, events=[])
    return scene


def _shot_lesson_why(app: App, step: int) -> Any:
    """A lesson step once its move is played and its consequence shown (a wolf's run too): the why line."""
    scene = staged_lesson(app, "farmini", step)
    assert scene.coach is not None
    scene.play(scene.coach.step.expect[0])
    for _ in range(120):  # the consequence plays out (a wolf's run is the longest), then the why line a moment
        app.frame(1 / 20, events=[])
        if not scene.feedback.busy:
            break
    for _ in range(10):
        app.frame(1 / 20, events=[])
    return scene


SCREENSHOTS: dict[str, Callable[[App], object]] = {
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
