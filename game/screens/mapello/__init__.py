"""Mapello: Othello with walls, bonuses and jokers (rules/mapello.md). `GAME` is what the table knows of it;
importing this package imports no pygame (each part below imports its module when the table asks for it: the scene,
the board pictures and the editor load when played)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.saves import SaveExtra
from game.table.catalog import GameInfo, GameSceneClass, Option, Pregame, Preview, Shortcut, Shots


# The labels come from the board module in the player's language; it draws with pygame, so it loads when asked.
def mode_choices(ctx: Any) -> tuple[tuple[Any, str], ...]:
    from game.screens.mapello.board import mode_choices

    return mode_choices(ctx)


def board_choices(ctx: Any) -> tuple[tuple[Any, str], ...]:
    from game.screens.mapello.board import board_choices

    return board_choices(ctx)


def scene_class() -> GameSceneClass:
    """The game scene."""
    from game.screens.mapello.scene import MapelloScene

    return MapelloScene


def pregame_hook() -> Pregame:
    """The board editor before a game whose board is built by hand (M3, free play M6)."""
    from game.screens.mapello.pregame import pregame

    return pregame


def preview_painter() -> Preview:
    """The setup preview: the chosen board."""
    from game.screens.mapello.board import setup_preview

    return setup_preview


def screenshot_table() -> Shots:
    """The game's own screenshots (tools/screenshots.py)."""
    from game.screens.mapello.shots import SCREENSHOTS

    return SCREENSHOTS


def save_extra_schema() -> type[SaveExtra]:
    """The schema of Mapello's own save fields (the board, the series or free-play session)."""
    from game.screens.mapello.files import MapelloExtra

    return MapelloExtra


def check_level(path: Path) -> str:
    """The name of a level board; ValueError naming the file, line and rule when it is not a good one."""
    from game.rules import mapello

    board = mapello.load_board_file(path)
    if not mapello.new_game(board).legal_moves():
        raise ValueError(f"{path.name}: M8 black has no first move")
    return board.name


GAME = GameInfo(
    "mapello",
    2,
    2,
    2,
    scene=scene_class,
    named_squares=True,  # the board names its squares: a replay's captions name the moves
    pregame=pregame_hook,
    score_label="mapello.score",  # what the results' numbers count
    options=(
        Option("mode", "mapello.mode", mode_choices, "single", translate=False),
        Option("board", "mapello.board", board_choices, "level:01_classic", translate=False),
    ),
    preview=preview_painter,
    levels="*.map",
    check_level=check_level,
    screenshots=screenshot_table,
    readme_shots=("setup_mapello", "game_mapello", "rules_mapello_ja"),
    perft_depths=(8, 9),
    save_extra=save_extra_schema,
    pieces=("mapello.pieces_black", "mapello.pieces_white"),  # M12: seat 0 black
    # M3: the board editor, one press from setup (it was only reachable through free play or the last board).
    shortcuts=(Shortcut("editor", "mapello.open_editor", (("mode", "single"), ("board", "build"))),),
)
