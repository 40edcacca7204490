"""A game staged for a screenshot or a tool: started from the menu, moves played, shown as a settled position."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.core.match import Match, Seat

if TYPE_CHECKING:
    from game.app import App

ANIMALS = ("fox", "bear", "cat", "owl")


def staged_game(app: App, game: str, options: dict[str, Any], moves: Sequence[str] = (), players: int = 2,
                extra: dict[str, Any] | None = None, frames: int = 1) -> Any:
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
