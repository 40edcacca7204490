"""Jaleo: the ever-growing hex board of stacks and lines (rules/jaleo.md). `GAME` is what the table knows of it;
importing this package imports no pygame (the scene and its pictures load when played)."""
from __future__ import annotations

from game.table.catalog import GameInfo, Option

GAME = GameInfo(
    "jaleo", 2, 2, 2, scene="game.screens.jaleo.scene:JaleoScene",
    draw_offers=True,  # J15: a draw both players agree on
    options=(
        # J4: the players place the four starting tiles in turn instead of the diamond of J3.
        Option("variable_setup", "jaleo.setup", ((False, "jaleo.setup.standard"), (True, "jaleo.setup.variable")),
               False, rules=True),
    ),
    preview="game.screens.jaleo.art:setup_preview",
    screenshots="game.screens.jaleo.shots:SCREENSHOTS",
    readme_shots=("jaleo_stack",),
    perft_depths=(2, 3),
    pieces=("jaleo.black", "jaleo.white"),  # seat 0 black (moves first), seat 1 white "ice"
)
