"""The import contracts (pyproject.toml, run by lint-imports) cover every game without a hand-kept list going stale
(issue 37, point 2): the layers are DESIGN.md's, and each contract about the games names exactly the games there
are, so a seventh game left out of them fails here, not silently in lint-imports."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from game.rules import GAME_NAMES

ROOT = Path(__file__).resolve().parent.parent
CONTRACTS: list[dict[str, Any]] = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
    "importlinter"
]["contracts"]


def parts(folder: str) -> set[str]:
    """The games that have a module (or package) of their own in game/<folder>."""
    base = ROOT / "game" / folder
    return {g for g in GAME_NAMES if (base / f"{g}.py").exists() or (base / g / "__init__.py").exists()}


def contract(name_start: str) -> dict[str, Any]:
    found = [c for c in CONTRACTS if c["name"].startswith(name_start)]
    assert len(found) == 1, f"one contract named {name_start!r}..."
    return found[0]


def test_one_layers_contract_in_the_order_of_design_md() -> None:
    layers = [c for c in CONTRACTS if c["type"] == "layers"]
    assert len(layers) == 1
    order = [layer.split(" | ") for layer in layers[0]["layers"]]
    # DESIGN.md: screens -> board -> table, ui -> ai, physics, dexterity -> core -> rules
    assert order[order.index(["game.screens"]) :] == [
        ["game.screens"],
        ["game.board"],
        ["game.table", "game.ui"],
        ["game.history"],
        ["game.ai", "game.physics", "game.dexterity"],
        ["game.core"],
        ["game.rules"],
    ]


def test_every_game_is_in_the_independence_contracts() -> None:
    assert set(contract("The rules modules are independent")["modules"]) == {f"game.rules.{g}" for g in parts("rules")}
    assert set(contract("The AI modules of the games are independent")["modules"]) == {
        f"game.ai.{g}" for g in parts("ai")
    }
    assert set(contract("The game packages of the screens are independent")["modules"]) == {
        f"game.screens.{g}" for g in parts("screens")
    }


def test_every_games_screens_have_a_contract_that_keeps_out_the_other_games() -> None:
    for game in parts("screens"):
        found = contract(f"{game}'s screens import no other game's")
        assert found["source_modules"] == [f"game.screens.{game}"]
        others = [
            *(f"game.rules.{g}" for g in sorted(parts("rules") - {game})),
            *(f"game.ai.{g}" for g in sorted(parts("ai") - {game})),
        ]
        assert set(found["forbidden_modules"]) == set(others), game


def test_the_games_are_all_here() -> None:
    # A game with a screen but no contract (or the other way round) shows here.
    named = {c["name"].split("'")[0] for c in CONTRACTS if "'s screens import no other game's" in c["name"]}
    assert named == parts("screens")
