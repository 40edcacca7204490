"""Time per move, nodes per second and depth of a computer level over positions of seeded random games.

    python tools/bench_search.py GAME [--level hard] [--positions 12] [--seed 7] [--plies 4:30] [--deterministic]
                                      [--cpu-time]

Positions are reached by uniformly random plies (a seeded count in the --plies range) from `new_game()`; each is
searched once with the table's budget (or the level's node budget with --deterministic) and the medians printed.
--cpu-time counts the budget and the times in CPU seconds of this process, as `tools/arena.py` does on a busy machine.
Nodes are what the alpha-beta agent counts (`nodes`); an MCTS level reports its iterations instead, and Farmini's
hard its sampled rounds' picks (with the samples a move, `samples`).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import LEVELS, budget, make_agent, resolve_game


def positions(game: str, count: int, seed: int, low: int, high: int) -> list[Any]:
    """`count` unfinished positions of random games, each after low..high random plies."""
    rules = resolve_game(game)
    rng = random.Random(seed)
    found: list[Any] = []
    while len(found) < count:
        state = rules.new_game()
        for _ in range(rng.randint(low, high)):
            following = state.play(rng.choice(state.legal_moves()))
            if following.to_move is None:
                break
            state = following
        if len(state.legal_moves()) > 1:  # a single legal move is played without a search
            found.append(state)
    return found


def measure(game: str, level: str, states: list[Any], deterministic: bool) -> list[tuple[float, int, int, int]]:
    """(seconds, nodes, depth, samples) of one search per position."""
    out = []
    for i, state in enumerate(states):
        agent = make_agent(game, level, seed=i, deterministic=deterministic)
        started = budget.now()
        agent.choose(state)
        spent = budget.now() - started
        nodes = int(getattr(agent, "nodes", getattr(agent, "iterations", 0)))
        samples = int(getattr(agent, "samples", 0))
        out.append((spent, nodes, int(getattr(agent, "depth_reached", 0)), samples))
    return out


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--level", default="hard", choices=LEVELS)
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--plies", default="4:30", help="random plies before a position, LOW:HIGH")
    parser.add_argument("--deterministic", action="store_true", help="node budget instead of the clock")
    parser.add_argument("--cpu-time", action="store_true", help="budgets and times in CPU seconds (a busy machine)")
    args = parser.parse_args(argv)
    if args.cpu_time:
        budget.use_cpu_time()
    low, _, high = args.plies.partition(":")
    states = positions(args.game, args.positions, args.seed, int(low), int(high or low))
    rows = measure(args.game, args.level, states, args.deterministic)
    seconds = [r[0] for r in rows]
    rates = [r[1] / r[0] for r in rows if r[0] > 0]
    print(
        f"{args.game} {args.level}: {len(rows)} positions, "
        f"median {statistics.median(seconds):.3f} s a move (max {max(seconds):.3f}), "
        f"median {statistics.median(rates):,.0f} nodes/s, "
        f"median depth {statistics.median(r[2] for r in rows):.0f}, "
        f"median nodes {statistics.median(r[1] for r in rows):,.0f}"
        + (f", median samples {statistics.median(r[3] for r in rows):.0f}" if any(r[3] for r in rows) else "")
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
