"""The board-game layer stays made of parts (issue 22's bar): no class in game/screens/ or game/board/ over 300
lines or 25 methods, and each game's scene overrides at most 8 hooks of the shared scenes."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.board.scene import BoardGameScene
from game.board.table_scene import TableScene
from game.core.scenes import Scene
from game.table.catalog import CATALOG

ROOT = Path(__file__).resolve().parents[2]
MAX_LINES, MAX_METHODS, MAX_HOOKS = 300, 25, 8


def classes() -> list[tuple[str, ast.ClassDef]]:
    found = []
    for folder in ("game/screens", "game/board"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            found += [
                (f"{path.relative_to(ROOT)}:{node.name}", node)
                for node in ast.walk(tree)
                if isinstance(node, ast.ClassDef)
            ]
    return found


@pytest.mark.parametrize(("where", "node"), classes(), ids=lambda v: v if isinstance(v, str) else "")
def test_no_class_is_over_300_lines_or_25_methods(where: str, node: ast.ClassDef) -> None:
    lines = (node.end_lineno or node.lineno) - node.lineno + 1
    methods = [n for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    assert lines <= MAX_LINES, f"{where} has {lines} lines"
    assert len(methods) <= MAX_METHODS, f"{where} has {len(methods)} methods"


def overridden_hooks(cls: type) -> list[str]:
    """The methods of the shared scenes `cls` stands on that it (or its own game's bases) redefines; plain values
    (a delay, a flag) and the parts a scene is given (its session's class) are settings, not hooks."""
    shared = {TableScene, BoardGameScene, Scene, object}
    bases = [klass for klass in cls.__mro__ if klass in shared]
    base_names = {
        name
        for base in bases
        for name, value in vars(base).items()
        if not name.startswith("__")
        and not isinstance(value, type)
        and (callable(value) or isinstance(value, property))
    }
    mine: set[str] = set()
    for klass in cls.__mro__:
        if klass in shared:
            break
        mine |= {name for name in vars(klass) if name in base_names}
    return sorted(mine)


@pytest.mark.parametrize("name", [n for n, i in CATALOG.items() if i.built])
def test_each_game_scene_overrides_at_most_8_hooks(name: str) -> None:
    scene = CATALOG[name].scene_class()
    assert issubclass(scene, TableScene)
    hooks = overridden_hooks(scene)
    assert len(hooks) <= MAX_HOOKS, f"{name} overrides {len(hooks)}: {hooks}"
