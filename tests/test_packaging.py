"""An installed copy (pip install ., not editable) carries every package, the locales, the assets and levels."""
from __future__ import annotations

import tomllib
from pathlib import Path

import game

ROOT = Path(__file__).resolve().parent.parent
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def test_every_python_package_under_game_is_listed() -> None:
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "game").rglob("*.py")}
    assert found <= set(CONFIG["packages"]), f"add to pyproject's packages: {sorted(found - set(CONFIG['packages']))}"


def test_data_folders_travel_as_data_packages() -> None:
    assert CONFIG["package-dir"] == {"kotatsu_assets": "assets", "kotatsu_levels": "levels"}
    assert "locales/*.json" in CONFIG["package-data"]["game"]
    for pattern in CONFIG["package-data"]["kotatsu_assets"]:
        assert list((ROOT / "assets").glob(pattern)), pattern


def test_source_tree_uses_its_own_folders() -> None:
    assert game.ASSETS_DIR == ROOT / "assets" and game.LEVELS_DIR == ROOT / "levels"
