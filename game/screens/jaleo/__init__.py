"""Jaleo: the ever-growing hex board of stacks and lines (rules/jaleo.md). `GAME` is what the table knows of it;
importing this package imports no pygame (each part below imports its module when the table asks for it)."""

from __future__ import annotations

from game.table.catalog import GameInfo, GameSceneClass, Option, Preview, Shots


def scene_class() -> GameSceneClass:
    """The game scene."""
    from game.screens.jaleo.scene import JaleoScene

    return JaleoScene


def preview_painter() -> Preview:
    """The setup preview: the start the chosen setup gives."""
    from game.screens.jaleo.art import setup_preview

    return setup_preview


def screenshot_table() -> Shots:
    """The game's own screenshots (tools/screenshots.py)."""
    from game.screens.jaleo.shots import SCREENSHOTS

    return SCREENSHOTS


GAME = GameInfo(
    "jaleo",
    2,
    2,
    2,
    scene=scene_class,
    score_label="jaleo.score",  # what the results' numbers count
    draw_offers=True,  # J15: a draw both players agree on
    options=(
        # J4: the players place the four starting tiles in turn instead of the diamond of J3.
        Option(
            "variable_setup",
            "jaleo.setup",
            ((False, "jaleo.setup.standard"), (True, "jaleo.setup.variable")),
            False,
            rules=True,
        ),
    ),
    preview=preview_painter,
    screenshots=screenshot_table,
    readme_shots=("jaleo_stack",),
    perft_depths=(2, 3),
    pieces=("jaleo.black", "jaleo.white"),  # seat 0 black (moves first), seat 1 white "ice"
)
