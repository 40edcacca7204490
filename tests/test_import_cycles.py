"""No circle of imports in game/ (issue 37, point 2): a module never imports, at its top or late inside a function,
one that imports it back, and not even under TYPE_CHECKING (issue 37, point 5): a part of a scene (a painter, a
bar, a coach) names a small Protocol of what it reads of the scene (the frog's `FrogTable`), never the scene's class.
Type-only circles are counted apart from the others, so the message says which kind came back."""

from __future__ import annotations

from pathlib import Path

from tools.import_cycles import circles, graph

# The circles closed only by type-only imports: none (the last, the frog scene's parts, name frog_table's Protocols).
TYPE_ONLY = 0


def test_no_module_of_game_imports_one_that_imports_it_back() -> None:
    found = circles(graph("game"))
    assert found == [], "\n".join(" <-> ".join(group) for group in found)


def test_the_circles_closed_by_type_only_imports_are_the_known_ones() -> None:
    found = circles(graph("game", type_only=True))
    assert len(found) <= TYPE_ONLY, "\n".join(" <-> ".join(group) for group in found)


def test_a_late_import_closes_a_circle_and_a_type_only_one_does_not(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from pkg import b, d\n")
    (pkg / "b.py").write_text("def late():\n    from pkg.a import x\n")  # a <-> b: a late import
    (pkg / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import a\n")
    (pkg / "d.py").write_text("from pkg.c import y\n")  # a -> d -> c, and c names a for typing only
    assert circles(graph("pkg", root=tmp_path)) == [["pkg.a", "pkg.b"]]
    assert circles(graph("pkg", True, tmp_path)) == [["pkg.a", "pkg.b", "pkg.c", "pkg.d"]]
