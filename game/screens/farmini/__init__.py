"""Farmini: a card-drafting farm game for 1-4 players (rules/farmini.md). `GAME` is what the table knows of it;
importing this package imports no pygame (the scene and its pictures load when played)."""
from __future__ import annotations

from pathlib import Path

from game.table.catalog import GameInfo, Option


def check_level(path: Path) -> str:
    """The deck file's name when it follows F17; ValueError naming the file, the card and the field otherwise."""
    from game.rules import farmini

    return farmini.check_deck(path)


GAME = GameInfo(
    "farmini", 1, 4, 2, scene="game.screens.farmini.scene:FarminiScene",
    options=(
        # F14: the published game also takes a point for every empty trough inside a closed pen.
        Option("published_scoring", "farmini.scoring", ((False, "farmini.scoring.seed"),
                                                        (True, "farmini.scoring.published")), False, rules=True),
    ),
    levels="deck.toml", check_level="game.screens.farmini:check_level",
    screenshots="game.screens.farmini.shots:SCREENSHOTS",
    readme_shots=("farmini_choose",),
    perft_depths=(2, 3),
    save_extra="game.screens.farmini.files:FarminiExtra",
)
