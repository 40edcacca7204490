"""Dama: Filipino checkers (rules/dama.md). `GAME` is what the table knows of it; importing this package imports no
pygame (each part below imports its module when the table asks for it)."""

from __future__ import annotations

from game.table.catalog import GameInfo, GameSceneClass, Option, Preview, Shots


def scene_class() -> GameSceneClass:
    """The game scene."""
    from game.screens.dama.scene import DamaScene

    return DamaScene


def preview_painter() -> Preview:
    """The setup preview: the start in the chosen skin and view."""
    from game.screens.dama.art import setup_preview

    return setup_preview


def screenshot_table() -> Shots:
    """The game's own screenshots (tools/screenshots.py)."""
    from game.screens.dama.shots import SCREENSHOTS

    return SCREENSHOTS


GAME = GameInfo(
    "dama",
    2,
    2,
    2,
    scene=scene_class,
    named_squares=True,  # the board names its squares: a replay's captions name the moves
    score_label="dama.score",  # what the results' numbers count
    draw_offers=True,
    resignation=True,  # D16
    options=(
        # Whose side of the board is at the bottom: the player to move's (two people facing one screen take
        # turns looking "up" the board), or always Light's.
        Option("view", "dama.view", (("turn", "dama.view.turn"), ("fixed", "dama.view.fixed")), "turn"),
        # The seed's drawing: pieces on the crossings of diagonal lines instead of on squares (D1).
        Option("skin", "dama.skin", (("squares", "dama.skin.squares"), ("lines", "dama.skin.lines")), "squares"),
    ),
    preview=preview_painter,
    screenshots=screenshot_table,
    readme_shots=("dama_capture", "dama_lesson_4"),
    perft_depths=(6, 7),
    pieces=("dama.light", "dama.dark"),  # D3: seat 0 Light (white), seat 1 Dark (black)
)
