"""Farmini: a card-drafting farm game for 1-4 players (rules/farmini.md). `GAME` is what the table knows of it;
importing this package imports no pygame (each part below imports its module when the table asks for it)."""

from __future__ import annotations

from pathlib import Path

from game.core.saves import SaveExtra
from game.table.catalog import GameInfo, GameSceneClass, Option, Shots


def scene_class() -> GameSceneClass:
    """The game scene."""
    from game.screens.farmini.scene import FarminiScene

    return FarminiScene


def check_level(path: Path) -> str:
    """The deck file's name when it follows F17; ValueError naming the file, the card and the field otherwise."""
    from game.rules import farmini

    return farmini.check_deck(path)


def screenshot_table() -> Shots:
    """The game's own screenshots (tools/screenshots.py)."""
    from game.screens.farmini.shots import SCREENSHOTS

    return SCREENSHOTS


def save_extra_schema() -> type[SaveExtra]:
    """The schema of Farmini's own save fields."""
    from game.screens.farmini.files import FarminiExtra

    return FarminiExtra


GAME = GameInfo(
    "farmini",
    1,
    4,
    2,
    scene=scene_class,
    score_label="farmini.score",  # what the results' numbers count
    options=(
        # F14: the published game also takes a point for every empty trough inside a closed pen.
        Option(
            "published_scoring",
            "farmini.scoring",
            ((False, "farmini.scoring.seed"), (True, "farmini.scoring.published")),
            False,
            rules=True,
        ),
    ),
    levels="deck.toml",
    check_level=check_level,
    screenshots=screenshot_table,
    readme_shots=("farmini_choose", "farmini_lesson_4"),
    perft_depths=(2, 3),
    save_extra=save_extra_schema,
)
