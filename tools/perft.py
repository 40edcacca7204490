"""Count the leaves of the move tree of any turn-based game: `python tools/perft.py GAME DEPTH [--options JSON]`.

Generic through the rules-module contract (new_game / legal_moves / play); the count is the last line printed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout without installing

from game.rules import GAMES


def perft(state: Any, depth: int) -> int:
    """Number of move sequences of length `depth` (a finished game is a leaf only at full depth)."""
    if depth == 0:
        return 1
    moves = state.legal_moves()
    if depth == 1:
        return len(moves)  # bulk count: no need to play the last ply
    return sum(perft(state.play(m), depth - 1) for m in moves)


def main(argv: list[str] | None = None) -> int:
    """Parse the command line, run perft, print timing and then the count."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("depth", type=int)
    parser.add_argument("--options", default="{}", help="JSON object of new_game keyword arguments")
    args = parser.parse_args(argv)
    options = json.loads(args.options)
    if not isinstance(options, dict):
        parser.error("--options must be a JSON object")
    state = GAMES[args.game].new_game(**options)
    start = time.perf_counter()
    count = perft(state, args.depth)
    elapsed = time.perf_counter() - start
    print(f"{args.game} perft({args.depth}): {elapsed:.2f} s, {count / max(elapsed, 1e-9):,.0f} leaves/s")
    print(count)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
