"""Shared code names no game (DESIGN.md, "A game plugs in by its own files").

A game is its own files; shared code finds each part by the game's name, so no identifier or string of shared code
in game/ or tools/ spells a game's name (`DamaView`, `"jaleo"`, `thirtysix_ai`). A game's own places may: any path
with the game's name in a folder or file name (`game/screens/dama/`, `tools/bench_jaleo.py`), game/physics/ (the
frog's world) and the list of names itself, `GAME_NAMES` in game/rules/__init__.py. Comments and docstrings may
name games too: they explain, they do not branch. (This replaces a check that lived outside the repository.)
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import game
from game.rules import GAME_NAMES

ROOT = game.ROOT
SHARED_ROOTS = ("game", "tools")
# The frog's game is often just "frosch" in names (FroschScene): that is naming it too.
NAMES = (*GAME_NAMES, "frosch")
NAME = re.compile(r"(?<![a-z])(" + "|".join(NAMES) + r")(?![a-z])")
# The one place that lists the games by name.
NAME_LIST = ("game/rules/__init__.py", "GAME_NAMES")
# Tokens whose text is written code: identifiers and string literals (with Python 3.12's f-string pieces).
WRITTEN = {tokenize.NAME, tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}

Span = tuple[tuple[int, int], tuple[int, int]]  # (line, column) of the first character and past the last


def names_in(text: str) -> list[str]:
    """The game names a piece of code spells: as a word of snake_case or of CamelCase (`FarminiCard`), never inside
    another word (`damage`, `adamant`)."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", text).lower()
    return NAME.findall(spaced)


def is_own(relative: Path) -> bool:
    """Is this file one of a game's own places (its name in a folder or file name, or the frog's physics)?"""
    parts = [p.lower() for p in relative.parts]
    return parts[:2] == ["game", "physics"] or any(name in part for part in parts for name in NAMES)


def _span(node: ast.stmt) -> Span:
    return (node.lineno, node.col_offset), (node.end_lineno or node.lineno, node.end_col_offset or 0)


def exempt_spans(tree: ast.Module, relative: str) -> list[Span]:
    """Where names are allowed in a shared file: docstrings and other bare string statements (they explain) and,
    in game/rules/__init__.py, the GAME_NAMES assignment."""
    spans: list[Span] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and (
            isinstance(node.value, ast.JoinedStr)
            or (isinstance(node.value, ast.Constant) and isinstance(node.value.value, str))
        ):
            spans.append(_span(node))
        elif relative == NAME_LIST[0] and isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == NAME_LIST[1] for t in targets):
                spans.append(_span(node))
    return spans


def names_in_file(path: Path, relative: str) -> list[str]:
    """`file:line: code` for every identifier or string of written code that names a game (comments are not
    tokens of this kind, docstrings are exempt)."""
    source = path.read_text(encoding="utf-8", errors="replace")
    spans = exempt_spans(ast.parse(source, relative), relative)
    out = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type not in WRITTEN or not names_in(tok.string):
            continue
        if any(start <= tok.start < end for start, end in spans):
            continue
        out.append(f"{relative}:{tok.start[0]}: {tok.line.strip()[:110]}")
    return out


def shared_names(root: Path) -> list[str]:
    """Every game name written in shared code under `root` (a project checkout)."""
    out = []
    for folder in SHARED_ROOTS:
        for path in sorted((root / folder).rglob("*.py")):
            relative = path.relative_to(root)
            if not is_own(relative):
                out += names_in_file(path, relative.as_posix())
    return out


def test_shared_code_names_no_game() -> None:
    found = shared_names(ROOT)
    listing = "\n".join(found)
    assert not found, f"{len(found)} game names in shared code (a game plugs in by its own files):\n{listing}"


def test_the_check_finds_names_in_code_and_leaves_explanations_and_own_files(tmp_path: Path) -> None:
    shared = tmp_path / "game" / "board" / "view.py"
    shared.parent.mkdir(parents=True)
    shared.write_text(
        '"""A board view; nothing here is for dama."""\n'  # a docstring explains: allowed
        "# jaleo's hexes are drawn elsewhere\n"  # a comment: allowed
        "damage = 1  # not a game's name\n"
        'KIND = "mapello"\n'  # 4: a string naming a game
        "class FarminiCard:\n"  # 5: CamelCase naming a game
        '    """Farmini explains itself."""\n'
        "    x = (\n"
        '        "thirtysix"\n'  # 8: a string on a continued line is code, not a docstring
        "    )\n"
        "frog = FroschScene\n",  # 10: the frog's short name
        encoding="utf-8",
    )
    own = [
        tmp_path / "game" / "screens" / "dama" / "scene.py",
        tmp_path / "game" / "physics" / "castle.py",
        tmp_path / "tools" / "bench_jaleo.py",
    ]
    for path in own:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text('GAME = "dama"\n', encoding="utf-8")
    listing = tmp_path / "game" / "rules" / "__init__.py"
    listing.parent.mkdir(parents=True)
    listing.write_text('GAME_NAMES: tuple[str, ...] = (\n    "jaleo",\n    "dama",\n)\nFIRST = "jaleo"\n', "utf-8")
    assert [hit.split(": ")[0] for hit in shared_names(tmp_path)] == [
        "game/board/view.py:4",
        "game/board/view.py:5",
        "game/board/view.py:8",
        "game/board/view.py:10",
        "game/rules/__init__.py:5",
    ]
