"""Dama: Filipino checkers (rules/dama.md). `GAME` is what the table knows of it; importing this package imports no
pygame (the scene and its pictures load when played)."""
from __future__ import annotations

from game.table.catalog import GameInfo, Option

GAME = GameInfo(
    "dama", 2, 2, 2, scene="game.screens.dama.scene:DamaScene",
    draw_offers=True, resignation=True,  # D16
    options=(
        # Whose side of the board is at the bottom: the player to move's (two people facing one screen take
        # turns looking "up" the board), or always Light's.
        Option("view", "dama.view", (("turn", "dama.view.turn"), ("fixed", "dama.view.fixed")), "turn"),
        # The seed's drawing: pieces on the crossings of diagonal lines instead of on squares (D1).
        Option("skin", "dama.skin", (("squares", "dama.skin.squares"), ("lines", "dama.skin.lines")), "squares"),
    ),
    preview="game.screens.dama.art:setup_preview",
    screenshots="game.screens.dama.shots:SCREENSHOTS",
    readme_shots=("dama_capture",),
    perft_depths=(6, 7),
    pieces=("dama.light", "dama.dark"),  # D3: seat 0 Light (white), seat 1 Dark (black)
)
