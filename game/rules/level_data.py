"""Level data as the rules read it: the files of the `levels` package (levels/<game>/<file>), found by importlib.

`levels` installs as a data-only namespace package (pyproject.toml), so the same lookup finds the folder in a source
tree and in an installed copy, and no rules module builds a repository path of its own. Pure stdlib."""

from __future__ import annotations

import importlib.util
from pathlib import Path

PACKAGE = "levels"


def level_path(game: str, name: str) -> Path:
    """The file `name` of `game`'s level data; FileNotFoundError naming it when no `levels` folder holds it.

    A namespace package may span several folders (an editable install beside a checkout): the first that holds
    the file wins, which is the one earliest on sys.path, as for any import."""
    spec = importlib.util.find_spec(PACKAGE)
    roots = list(spec.submodule_search_locations or ()) if spec is not None else []
    for root in roots:
        path = Path(root) / game / name
        if path.is_file():
            return path
    raise FileNotFoundError(f"{PACKAGE}/{game}/{name}: no such level file")


def read_level(game: str, name: str) -> str:
    """The text of `game`'s level file `name` (UTF-8)."""
    return level_path(game, name).read_text(encoding="utf-8")
