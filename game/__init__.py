"""Kotatsu: a couch game table hosting six tabletop games."""

from __future__ import annotations

from pathlib import Path

# The data folders sit beside the package: in the source tree (the repository's top level) and in an installed
# copy alike, where pyproject.toml installs them as the data-only namespace packages `assets` and `levels`.
ROOT = Path(__file__).resolve().parent.parent
ASSETS_DIR = ROOT / "assets"
LEVELS_DIR = ROOT / "levels"
