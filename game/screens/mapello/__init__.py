"""Mapello: Othello with walls, bonuses and jokers (rules/mapello.md). `GAME` is what the table knows of it;
importing this package imports no pygame (the scene, the board pictures and the editor load when played)."""
from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from game.table.catalog import GameInfo, Option, Shortcut


def _choices(function: str) -> Any:
    # The labels come from the board module in the player's language; it draws with pygame, so load it late.
    return lambda ctx: getattr(importlib.import_module("game.screens.mapello.board"), function)(ctx)


def check_level(path: Path) -> str:
    """The name of a level board; ValueError naming the file, line and rule when it is not a good one."""
    from game.rules import mapello

    board = mapello.load_board_file(path)
    if not mapello.new_game(board).legal_moves():
        raise ValueError(f"{path.name}: M8 black has no first move")
    return board.name


GAME = GameInfo(
    "mapello", 2, 2, 2, scene="game.screens.mapello.scene:MapelloScene",
    options=(
        Option("mode", "mapello.mode", _choices("mode_choices"), "single", translate=False),
        Option("board", "mapello.board", _choices("board_choices"), "level:01_classic", translate=False),
    ),
    preview="game.screens.mapello.board:setup_preview",
    levels="*.map", check_level="game.screens.mapello:check_level",
    screenshots="game.screens.mapello.shots:SCREENSHOTS",
    readme_shots=("setup_mapello", "game_mapello", "rules_mapello_ja"),
    perft_depths=(8, 9),
    save_extra="game.screens.mapello.files:MapelloExtra",
    pieces=("mapello.pieces_black", "mapello.pieces_white"),  # M12: seat 0 black
    # M3: the board editor, one press from setup (it was only reachable through free play or the last board).
    shortcuts=(Shortcut("editor", "mapello.open_editor", (("mode", "single"), ("board", "build"))),),
)
