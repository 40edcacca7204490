"""Burg Kletterfrosch (Castle Frog): a frog on two strings carries a ball up a castle wall (rules/kletterfrosch.md).
`GAME` is what the table knows of it; importing this package imports neither pygame nor pymunk."""
from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from game.table.catalog import GameInfo, Option


def _choices(function: str) -> Any:
    return lambda ctx: getattr(importlib.import_module("game.screens.kletterfrosch.options"), function)(ctx)


def check_level(path: Path) -> str:
    """The name of a castle; ValueError naming the file and field when it is not a good one."""
    from game.physics.castle import load_castle

    return load_castle(path).name


GAME = GameInfo(
    "kletterfrosch", 1, 4, 2, scene="game.screens.kletterfrosch.scene:KletterfroschScene", computer=False,
    attract="game.screens.kletterfrosch.demo:FroschDemo",
    options=(
        # K7-K11: the mode decides how many play; labels come in the player's language.
        Option("mode", "kletterfrosch.mode", _choices("mode_choices"), "memory",
               players={"memory": (2, 4), "coop": (2, 2), "solo": (1, 1)}, translate=False),
        Option("castle", "kletterfrosch.castle", _choices("castle_choices"), "castle_1", translate=False),
    ),
    preview="game.screens.kletterfrosch.art:setup_preview",
    levels="*.toml", check_level="game.screens.kletterfrosch:check_level",
    screenshots="game.screens.kletterfrosch.demo:STAGED",
    readme_shots=("game_kletterfrosch",),
    save_extra="game.screens.kletterfrosch.files:FroschExtra",
)
