"""Dama's staged screenshots (tools/screenshots.py renders every entry of SCREENSHOTS on a fresh headless app)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.board.staging import lesson_shots, staged_game
from game.screens.dama.scene import DamaScene

if TYPE_CHECKING:
    from game.core.scenes import Stage


def _game(app: Stage, options: dict[str, str], moves: tuple[str, ...] = ()) -> DamaScene:
    return staged_game(app, "dama", {"view": "fixed", "skin": "squares", **options}, moves, kind=DamaScene)


def _shot_capture(app: Stage) -> DamaScene:
    # Light must take two (c4xe6xg4): the first landing made, the jumped d5 crossed out (D11).
    scene = _game(app, {}, ("b3-a4", "g6-f5", "h3-g4", "f5xh3", "c2-b3", "h7-g6", "f3-g4", "h3xf5", "d3-c4", "e6-d5"))
    for pick in scene.board.builder.candidates()[0][1][:2]:
        scene.board.builder.pick(pick)
    return scene


def _shot_lines(app: Stage) -> DamaScene:
    return _game(app, {"skin": "lines"}, ("d3-e4", "g6-f5"))


SCREENSHOTS: dict[str, Callable[[Stage], object]] = {
    "dama_capture": _shot_capture,
    "dama_lines": _shot_lines,
}
SCREENSHOTS.update(lesson_shots("dama"))  # every step of levels/dama/lesson.toml
