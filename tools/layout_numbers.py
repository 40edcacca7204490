"""The unnamed numbers of the drawing code (issue 37, point 7): `python tools/layout_numbers.py [PATH...] [--list]`.

A screen's layout (margins, panel widths, sizes, radii, colours, times) is named once, per screen (its package's
`layout.py` or constants at the top of its module) or in `game/ui/theme.py`, so a change of layout is one edit. A
number is *named* when it is written outside any function: a module's or a class's constant. Every number written
inside a function or a lambda (its defaults included) is *unnamed*, except the few that are arithmetic rather than
layout (`TRIVIAL`: halving, a step back, the first item).

Picture modules (`is_picture`: a game's art, its tiles' art, the animals) are left out: they paint one picture into
a size they are given, and their numbers are that picture's proportions, not where anything sits on the screen.

Reads the source (ast), never imports it. Prints the count per module, most first, and the total; `--list` prints
every unnamed number with its line."""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DRAWING_CODE = ("game/screens", "game/ui", "game/board")  # where the layout is
TRIVIAL = frozenset({0, 1, 2, -1, 0.5})  # arithmetic, not layout: the first, the next, a half, a centre
PICTURE_SUFFIXES = ("art.py", "animals.py")  # modules that paint one picture into a size they are given


def is_picture(path: Path) -> bool:
    """A picture module: its numbers are the picture's own proportions (see the module's docstring)."""
    return path.name.endswith(PICTURE_SUFFIXES)


def _in_functions(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node inside a function or lambda (signature and body), each once."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            yield from ast.walk(node)


def unnamed(source: str) -> list[tuple[int, float]]:
    """(line, value) of every unnamed number in `source`, in order, each literal once."""
    seen: set[int] = set()
    found: list[tuple[int, float]] = []
    for node in _in_functions(ast.parse(source)):
        if id(node) in seen or not isinstance(node, ast.Constant):
            continue
        seen.add(id(node))
        value = node.value
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value in TRIVIAL:
            continue
        found.append((node.lineno, value))
    return sorted(found)


def drawing_modules(paths: Iterable[str] = DRAWING_CODE, root: Path = ROOT) -> list[Path]:
    """The drawing code's modules under `paths` (folders or single modules), picture modules left out."""
    found = [f for p in paths for f in ([root / p] if p.endswith(".py") else sorted((root / p).rglob("*.py")))]
    return [f for f in found if not is_picture(f)]


def counts(paths: Iterable[str] = DRAWING_CODE, root: Path = ROOT) -> dict[str, int]:
    """Unnamed numbers per module (its path from `root`), for the drawing code under `paths`."""
    return {str(f.relative_to(root)): len(unnamed(f.read_text(encoding="utf-8"))) for f in drawing_modules(paths, root)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("paths", nargs="*", default=list(DRAWING_CODE))
    p.add_argument("--list", action="store_true", help="every unnamed number with its line")
    args = p.parse_args(argv)
    sources = {f: f.read_text(encoding="utf-8") for f in drawing_modules(args.paths)}
    found = {f: unnamed(source) for f, source in sources.items()}
    lines = sum(len(source.splitlines()) for source in sources.values())
    for f, numbers in sorted(found.items(), key=lambda kv: (-len(kv[1]), str(kv[0].relative_to(ROOT)))):
        if not numbers:
            continue
        name = f.relative_to(ROOT)
        print(f"{len(numbers):5d}  {name}")
        if args.list:
            text = sources[f].splitlines()
            for line, value in numbers:
                print(f"       {name}:{line}: {value!r:8}  {text[line - 1].strip()}")
    total = sum(len(numbers) for numbers in found.values())
    rate = total * 1000 / max(1, lines)
    print(f"{total} unnamed numbers in {len(found)} modules ({lines} lines, {rate:.0f} per 1,000)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
