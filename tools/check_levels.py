"""Validate every level file: `python tools/check_levels.py [PATH...]`. Exit status 1 when any is broken.

Each game says which files under levels/<name>/ are its levels and how to check one (its GameInfo: `levels`,
`check_level`); every game's lesson.toml is checked too (game/table/lessons.py); a path given on the command line
is checked by the game whose folder holds it."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


from game.table.lessons import LESSON_FILE, check_lesson  # noqa: E402 (after the path is set)


def checkers() -> dict[str, tuple[str, Callable[[Path], str]]]:
    """levels folder -> (file pattern, loader returning the level's name; raises ValueError naming the problem)."""
    from game.table.catalog import CATALOG

    return {name: (info.levels, info.check_level) for name, info in CATALOG.items() if info.levels and info.check_level}


def check(paths: list[Path], table: dict[str, tuple[str, Callable[[Path], str]]]) -> int:
    bad = 0
    for path in paths:
        kind = path.parent.name
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        # every game's lesson file, whatever its levels are (the game's own checker stays for its other files)
        checker = check_lesson if path.name == LESSON_FILE else table[kind][1] if kind in table else None
        if checker is None:
            print(f"?  {shown}: no checker for levels/{kind}")
            bad += 1
            continue
        try:
            name = checker(path)
        except (ValueError, OSError) as exc:
            print(f"✗  {shown}: {exc}")
            bad += 1
        else:
            print(f"✓  {shown}: {name}")
    print(f"{len(paths) - bad} good, {bad} broken")
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    table = checkers()
    if args:
        paths = [Path(a).resolve() for a in args]
    else:
        paths = sorted(
            p
            for kind, (pattern, _) in table.items()
            for p in (ROOT / "levels" / kind).glob(pattern)
            if p.name != LESSON_FILE  # a game whose levels are `*.*` (36): its lesson is checked below, once
        )
        paths += sorted((ROOT / "levels").glob(f"*/{LESSON_FILE}"))
    return check(paths, table)


if __name__ == "__main__":
    sys.exit(main())
