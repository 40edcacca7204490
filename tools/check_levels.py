"""Validate every level file: `python tools/check_levels.py [PATH...]`. Exit status 1 when any is broken."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _mapello(path: Path) -> str:
    from game.rules import mapello

    board = mapello.load_board_file(path)
    if not mapello.new_game(board).legal_moves():
        raise ValueError(f"{path.name}: M8 black has no first move")
    return board.name


def _kletterfrosch(path: Path) -> str:
    from game.physics.castle import load_castle

    return load_castle(path).name


# folder under levels/ -> (file pattern, loader returning the level's name; raises ValueError naming the problem)
CHECKERS: dict[str, tuple[str, Callable[[Path], str]]] = {
    "mapello": ("*.map", _mapello),
    "kletterfrosch": ("*.toml", _kletterfrosch),
}


def check(paths: list[Path]) -> int:
    bad = 0
    for path in paths:
        kind = path.parent.name
        if kind not in CHECKERS:
            print(f"?  {path}: no checker for levels/{kind}")
            bad += 1
            continue
        try:
            name = CHECKERS[kind][1](path)
        except (ValueError, OSError) as exc:
            print(f"✗  {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {exc}")
            bad += 1
        else:
            print(f"✓  {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {name}")
    print(f"{len(paths) - bad} good, {bad} broken")
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args:
        paths = [Path(a).resolve() for a in args]
    else:
        paths = sorted(p for kind, (pattern, _) in CHECKERS.items() for p in (ROOT / "levels" / kind).glob(pattern))
    return check(paths)


if __name__ == "__main__":
    sys.exit(main())
