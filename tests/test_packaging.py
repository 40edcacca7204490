"""An installed copy (pip install ., not editable) carries every package, the locales, the assets and levels,
found by pyproject.toml itself: a new game's folders need no packaging edit."""

from __future__ import annotations

import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

import game

ROOT = Path(__file__).resolve().parent.parent
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def test_packages_are_found_not_listed() -> None:
    finder = CONFIG["packages"]["find"]  # [tool.setuptools.packages.find], never a list of names
    assert set(finder["include"]) == {"game*", "assets*", "levels*"} and finder["namespaces"]


def test_every_data_file_kind_travels() -> None:
    patterns = CONFIG["package-data"]["*"]
    kinds = {
        p.suffix
        for folder in ("game", "assets", "levels")
        for p in (ROOT / folder).rglob("*")
        if p.is_file() and p.suffix not in (".py", ".pyc") and "screenshots" not in p.parts
    }
    assert kinds <= {pattern.lstrip("*") for pattern in patterns}, kinds


@pytest.mark.slow
def test_a_built_wheel_holds_every_game_folder(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        capture_output=True,
        text=True,
    )
    if out.returncode != 0:
        pytest.skip(f"cannot build a wheel here: {out.stderr[-300:]}")
    wheel = zipfile.ZipFile(next(tmp_path.glob("*.whl")))
    names = set(wheel.namelist())
    for path in ROOT.joinpath("game").rglob("*"):
        if path.is_file() and path.suffix in (".py", ".json"):
            assert path.relative_to(ROOT).as_posix() in names, path
    for folder in ("assets/fonts", "assets/images", "assets/sounds", "levels"):
        for path in ROOT.joinpath(folder).rglob("*"):
            if path.is_file():
                assert path.relative_to(ROOT).as_posix() in names, path
    assert not any(n.startswith("assets/screenshots/") for n in names)
    # pipx and pip put a `kotatsu` command on the path that starts the table (tools/check_wheel.py runs it)
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    assert "kotatsu = game.__main__:main" in wheel.read(entry_points).decode().splitlines()


def test_source_tree_uses_its_own_folders() -> None:
    assert game.ASSETS_DIR == ROOT / "assets" and game.LEVELS_DIR == ROOT / "levels"
