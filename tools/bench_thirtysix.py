"""36's rows for tools/bench.py (its `rows()`): random-playout speed for 2 and 3 players, game lengths, how the
games end, the bonus puzzle's solutions (T17) and the solver's time. `python3 tools/bench_thirtysix.py` prints them."""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules import thirtysix as T

Row = tuple[str, str]


def playouts(players: int, games: int = 200) -> tuple[float, list[int], Counter[str]]:
    """(plies per second, plies per game, end reasons) of uniformly random games on random deals."""
    lengths: list[int] = []
    reasons: Counter[str] = Counter()
    t0 = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        s = T.new_game(players=players, seed=seed)
        n = 0
        while s.to_move is not None:
            s = s.play(rng.choice(s.legal_moves()))
            n += 1
        lengths.append(n)
        assert s.outcome is not None
        reason = s.outcome.reason
        reasons[reason.split(":")[0] + (" repetition" if "third" in reason else "")] += 1
    return sum(lengths) / (time.perf_counter() - t0), lengths, reasons


def all_solutions(tiles: tuple[T.Tile, ...]) -> int:
    """How many ways the 9 tiles make the T17 square (each turn of the whole square counted apart)."""
    count = 0
    first = T.solve_puzzle(tiles)
    if first is None:
        return 0
    # every solution has some tile in the top-left slot in some turn: count the completions of each
    for ti in range(len(tiles)):
        for rot in range(4):
            count += _count({0: (ti, rot)}, tiles, 1)
    return count


def _count(fixed: dict[int, T.Placement], tiles: tuple[T.Tile, ...], slot: int) -> int:
    if slot == 9:
        return 1
    used = {ti for ti, _ in fixed.values()}
    total = 0
    for ti in range(len(tiles)):
        if ti in used:
            continue
        for rot in range(4):
            trial = {**fixed, slot: (ti, rot)}
            if _fits(trial, tiles, slot):
                total += _count(trial, tiles, slot + 1)
    return total


def _fits(fixed: dict[int, T.Placement], tiles: tuple[T.Tile, ...], slot: int) -> bool:
    row, col = divmod(slot, 3)
    tile = tiles[fixed[slot][0]].rotated(fixed[slot][1])
    if col and not T.edges_match(tiles[fixed[slot - 1][0]].rotated(fixed[slot - 1][1]), tile, None, None):
        return False
    return not (row and not T.edges_match(None, None, tiles[fixed[slot - 3][0]].rotated(fixed[slot - 3][1]), tile))


def rows() -> list[Row]:
    out: list[Row] = []
    for players in (2, 3):
        rate, lengths, reasons = playouts(players)
        out.append((f"36 random playouts, {players} players", f"{rate:,.0f} plies/s"))
        out.append(
            (
                f"36 plies per random game, {players} players",
                f"median {statistics.median(lengths):.0f}, max {max(lengths)}",
            )
        )
        out.append((f"36 random game ends, {players} players", ", ".join(f"{k} {v}" for k, v in reasons.items())))
    tiles = T.load_tiles()
    t0 = time.perf_counter()
    T.solve_puzzle(tiles)
    out.append(("36 puzzle solver (T17), one solution", f"{(time.perf_counter() - t0) * 1000:.1f} ms"))
    out.append(("36 puzzle solutions (whole-square turns counted apart)", str(all_solutions(tiles))))
    return out


if __name__ == "__main__":
    for name, value in rows():
        print(f"{name:58} {value}")
