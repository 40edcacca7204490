"""Mapello's staged screenshots (tools/screenshots.py renders every entry of SCREENSHOTS on a fresh headless app)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.board.staging import lesson_shots
from game.core.match import Match, Seat
from game.rules import mapello
from game.screens.mapello.board import board_text
from game.screens.mapello.files import MapelloExtra

if TYPE_CHECKING:
    from game.core.scenes import Stage

# After black's e1 white has no placement: the "Pass!" banner (M11).
PASS_DEMO = """# name: Pass
----------
-WWWW.BBB-
-WWWWWWBW-
-WWWWWBBB-
-WWWWWBBB-
-WWWWWBBB-
-WWWWWWBB-
-WWWWWBBB-
-WW.WBBBB-
----------
"""
_TWO_PLAYERS = (Seat("fox", 0), Seat("bear", 1))
FRAME = 1 / 60  # seconds: one frame at the table's rate
JOKER_PLACE = (0, 3)  # the editor's cursor on a free joker place (the border)
SERIES_SO_FAR = ((40, 24), (30, 34))  # the discs of the two games a series has played (M13)


def _shot_game(
    app: Stage, options: dict[str, str], extra: MapelloExtra | None = None, seats: tuple[Seat, ...] = _TWO_PLAYERS
) -> Any:
    """A Mapello game (or its editor) started with `options` above the menu; returns the top scene."""
    from game.table.launcher import start_game

    start_game(app.ctx, Match("mapello", seats, {"mode": "single", "board": "level:01_classic", **options}), extra)
    app.frame(FRAME, events=[])
    return app.ctx.scenes.top


def _shot_editor(app: Stage) -> Any:
    board = board_text(app.ctx, "level:12_labyrinth")
    editor = _shot_game(app, {"board": "build"}, MapelloExtra(board=board, index=0, games=[], a_seat=0, ready=False))
    editor.board = mapello.remove_piece(editor.board, 0, 2)  # a free joker place or two to show the highlight
    editor.select_kind("joker")
    editor.cursor = JOKER_PLACE
    return editor


def _shot_name_picker(app: Stage) -> Any:
    editor = _shot_editor(app)
    editor.save()
    return editor


def _shot_free_colour_choice(app: Stage) -> Any:
    editor = _shot_game(app, {"mode": "free", "board": "level:07_pinwheel"})
    editor.play()
    return editor


def _shot_series_scoreboard(app: Stage) -> Any:
    extra = MapelloExtra(
        board=board_text(app.ctx, "level:11_joker_ring"), index=2, games=list(SERIES_SO_FAR), a_seat=0, ready=True
    )
    scene = _shot_game(app, {"mode": "series5", "board": "level:11_joker_ring"}, extra)
    for move in ("d3", "c3", "c4", "e3", "f4", "c5"):
        if scene.state.is_legal(mapello.parse_move(move)):
            scene.play(move)
    return scene


def _shot_pass(app: Stage) -> Any:
    extra = MapelloExtra(board=PASS_DEMO, index=0, games=[], a_seat=0, ready=True)
    scene = _shot_game(app, {}, extra)
    scene.play("e1")
    return scene


SCREENSHOTS: dict[str, Callable[[Stage], object]] = {
    "mapello_editor": _shot_editor,
    "mapello_name_picker": _shot_name_picker,
    "mapello_free_colour_choice": _shot_free_colour_choice,
    "mapello_series_scoreboard": _shot_series_scoreboard,
    "mapello_pass": _shot_pass,
}
SCREENSHOTS.update(lesson_shots("mapello"))  # every step of levels/mapello/lesson.toml
