"""Kotatsu: a couch game table hosting six tabletop games."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _data_dir(folder: str, package: str) -> Path:
    """A top-level data folder of the source tree, or the data package an installed copy carries instead."""
    local = ROOT / folder
    if local.is_dir():
        return local
    from importlib.util import find_spec

    spec = find_spec(package)  # a namespace package (data only): its folder is its search location
    if spec is None or not spec.submodule_search_locations:
        return local  # neither exists: the loaders will name the missing file
    return Path(list(spec.submodule_search_locations)[0])


ASSETS_DIR = _data_dir("assets", "kotatsu_assets")
LEVELS_DIR = _data_dir("levels", "kotatsu_levels")
