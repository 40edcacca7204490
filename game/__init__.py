"""Kotatsu: a couch game table hosting six tabletop games."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS_DIR = ROOT / "assets"
LEVELS_DIR = ROOT / "levels"
