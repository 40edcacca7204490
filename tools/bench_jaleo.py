"""Jaleo's rows for tools/bench.py (its `rows()`): random-playout speed, game lengths and how random games end,
perft times, and the computer levels' time per move over positions of random games.
`python3 tools/bench_jaleo.py` prints them.

`python3 tools/bench_jaleo.py --arena A B [--first N] [--last M]` plays the levels A and B against each other with
node budgets (deterministic: the same table on any machine): game g swaps the seats when g is odd, uses the
variable setup (J4) when g % 4 is 2 or 3, and starts with random plies (2, or the 4 setup tiles and 2 more)."""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import make_agent
from game.rules import jaleo as J

Row = tuple[str, str]


def playouts(games: int = 200, variable: bool = False) -> tuple[float, list[int], Counter[str]]:
    """(plies per second, plies per game, end reasons) of uniformly random games."""
    lengths: list[int] = []
    reasons: Counter[str] = Counter()
    t0 = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        s = J.new_game(variable_setup=variable)
        n = 0
        while s.to_move is not None:
            s = s.play(rng.choice(s.legal_moves()))
            n += 1
        lengths.append(n)
        assert s.outcome is not None
        reasons[s.outcome.reason.split(":")[0]] += 1
    return sum(lengths) / (time.perf_counter() - t0), lengths, reasons


def perft(state: J.State, depth: int) -> int:
    if depth == 0:
        return 1
    moves = state.legal_moves()
    return len(moves) if depth == 1 else sum(perft(state.play(m), depth - 1) for m in moves)


def positions(count: int, seed: int = 7) -> list[J.State]:
    """Positions of random games after 4-20 plies, still going."""
    rng = random.Random(seed)
    out: list[J.State] = []
    while len(out) < count:
        s = J.new_game(variable_setup=rng.random() < 0.3)
        for _ in range(rng.randrange(4, 21)):
            nxt = s.play(rng.choice(s.legal_moves()))
            if nxt.to_move is None:
                break
            s = nxt
        out.append(s)
    return out


def ai_times(level: str, states: list[J.State]) -> list[float]:
    times = []
    for i, s in enumerate(states):
        agent = make_agent("jaleo", level, seed=i)
        t0 = time.perf_counter()
        agent.choose(s)
        times.append(time.perf_counter() - t0)
    return times


def rows() -> list[Row]:
    out: list[Row] = []
    rate, lengths, reasons = playouts()
    out.append(("jaleo random plies/s", f"{rate:,.0f}"))
    out.append(("jaleo random game plies (median, max)", f"{statistics.median(lengths):.0f}, {max(lengths)}"))
    out.append(("jaleo random game ends", ", ".join(f"{k} {v}" for k, v in sorted(reasons.items()))))
    t0 = time.perf_counter()
    count = perft(J.new_game(), 3)
    out.append(("jaleo perft 3 (standard)", f"{count} in {time.perf_counter() - t0:.2f} s"))
    states = positions(12)
    for level in ("easy", "medium", "hard"):
        times = ai_times(level, states)
        out.append((f"jaleo {level} s/move (median, max)", f"{statistics.median(times):.3f}, {max(times):.3f}"))
    return out


def arena_game(a: str, b: str, g: int) -> tuple[str, int, list[float], list[float]]:
    """Game `g` of an arena between levels a (seat 0) and b (seat 1): the winner's level (or "draw"), the plies,
    and each seat's move times."""
    seed = 1000 + g
    variable = g % 4 >= 2
    agents = [make_agent("jaleo", a, seed, deterministic=True), make_agent("jaleo", b, seed + 1, deterministic=True)]
    s = J.new_game(variable_setup=variable)
    rng = random.Random(seed)
    times: list[list[float]] = [[], []]
    opening = 6 if variable else 2
    n = 0
    while s.to_move is not None and n < 300:
        if n < opening:
            m = rng.choice(s.legal_moves())
        else:
            t0 = time.perf_counter()
            m = agents[s.to_move].choose(s)
            times[s.to_move].append(time.perf_counter() - t0)
        s = s.play(m)
        n += 1
    winner = "draw" if s.outcome is None or not s.outcome.winners else (a, b)[s.outcome.winners[0]]
    return winner, n, times[0], times[1]


def arena(lo: str, hi: str, first: int, last: int) -> None:
    wins: Counter[str] = Counter()
    for g in range(first, last):
        a, b = (hi, lo) if g % 2 else (lo, hi)
        winner, n, ta, tb = arena_game(a, b, g)
        wins[winner] += 1
        print(
            g,
            a,
            b,
            "variable" if g % 4 >= 2 else "standard",
            winner,
            n,
            round(statistics.median(ta or [0.0]), 3),
            round(statistics.median(tb or [0.0]), 3),
            flush=True,
        )
    print(dict(wins))


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--arena":
        import argparse

        parser = argparse.ArgumentParser()
        parser.add_argument("--arena", nargs=2, metavar=("A", "B"))
        parser.add_argument("--first", type=int, default=0)
        parser.add_argument("--last", type=int, default=40)
        args = parser.parse_args()
        arena(args.arena[0], args.arena[1], args.first, args.last)
    else:
        for name, value in rows():
            print(f"{name:40s} {value}")
