"""Jaleo's staged screenshots (tools/screenshots.py renders every entry of SCREENSHOTS on a fresh headless app)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.board.staging import lesson_shots, staged_game
from game.screens.jaleo.scene import JaleoScene

if TYPE_CHECKING:
    from game.core.scenes import Stage

SETTLE_FRAMES = 40  # frames run after the moves, so every move's animation has played out
# A middle game: white must stack (J8), its two touching singles lit, the reason at the right.
STACK_MOVES = ("+0,0@2,-1", "+1,0@-1,1", "+2,-1@3,-2", "+0,1@1,1", "+-1,1@0,2")
# An add being built: the disc's tile chosen, the free spots for the new tile glowing (J10).
ADD_MOVES = ("+0,0@2,-1", "+1,0@-1,1", "+2,-1@3,-2", "+-1,1@0,2")
# Black about to finish four in a row over a white stack's top and its own stack (J13).
WON_POSITION = {
    "tiles": {
        "0,0": "b",
        "1,0": "wb",
        "2,0": "bb",
        "3,0": "",
        "0,1": "w",
        "1,-1": "w",
        "2,-1": "",
        "-1,1": "",
        "1,1": "bw",
    },
    "to_move": 0,
}


def _game(app: Stage, moves: tuple[str, ...], options: dict[str, Any] | None = None) -> JaleoScene:
    return staged_game(
        app, "jaleo", {"variable_setup": False, **(options or {})}, moves, frames=SETTLE_FRAMES, kind=JaleoScene
    )


def _shot_stack(app: Stage) -> JaleoScene:
    return _game(app, STACK_MOVES)


def _shot_add(app: Stage) -> JaleoScene:
    scene = _game(app, ADD_MOVES)
    scene.board.builder.pick((0, 1))
    return scene


def _shot_won(app: Stage) -> JaleoScene:
    import json

    scene = _game(app, ("+3,0@4,0",), {"position": json.dumps(WON_POSITION)})
    scene.exits.look_at_board()
    return scene


SCREENSHOTS: dict[str, Callable[[Stage], object]] = {
    "jaleo_stack": _shot_stack,
    "jaleo_add": _shot_add,
    "jaleo_won": _shot_won,
}
SCREENSHOTS.update(lesson_shots("jaleo"))  # every step of levels/jaleo/lesson.toml
