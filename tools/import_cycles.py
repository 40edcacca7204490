"""The circles of imports among a package's modules: `python tools/import_cycles.py [PACKAGE] [--type-only]`.

Reads the source (ast), never imports it. An edge A -> B is any import of B (or of a name in B) written in A: at the
top, inside a function (a late import still makes a circle), but not under `if TYPE_CHECKING:` (a type-only import,
which never runs) unless --type-only counts those too. A circle is a strongly connected group of two or more modules;
each is printed as its modules, and the last line is the count."""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Container, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def modules(package: str, root: Path = ROOT) -> dict[str, Path]:
    """Every module of `package` under `root`, by its dotted name (a package by its __init__)."""
    out: dict[str, Path] = {}
    for path in sorted((root / package.replace(".", "/")).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST, name: str, is_package: bool, type_only: bool, mods: Container[str]) -> Iterator[str]:
    """The modules `tree` imports: `from X import y` imports the module X.y where there is one, else (a name) X. (A
    package's __init__ runs before any of its modules: that is no import of the package's to count.)"""
    skip: set[int] = set()
    if not type_only:
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and _type_checking(node.test):
                skip.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                here = name.split(".") if is_package else name.split(".")[:-1]
                here = here[: len(here) - (node.level - 1)]
                base = ".".join([*here, base] if base else here)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                yield sub if sub in mods else base


def graph(package: str, type_only: bool = False, root: Path = ROOT) -> dict[str, set[str]]:
    """Module -> the modules of `package` it imports."""
    mods = modules(package, root)
    edges: dict[str, set[str]] = {}
    for name, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        targets = set()
        for imported in _imports(tree, name, path.name == "__init__.py", type_only, mods):
            if imported in mods and imported != name:
                targets.add(imported)
        edges[name] = targets
    return edges


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of two or more modules (Tarjan's algorithm), each sorted, the largest first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10 * len(edges) + 100))

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted(found, key=lambda g: (-len(g), g))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("package", nargs="?", default="game")
    parser.add_argument("--type-only", action="store_true", help="count imports under TYPE_CHECKING too")
    args = parser.parse_args(argv)
    found = circles(graph(args.package, args.type_only))
    for group in found:
        print(" <-> ".join(group))
    print(f"{len(found)} circles of imports in {args.package}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
