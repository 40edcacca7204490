"""Fit the constants of Farmini's evaluation (game/ai/farmini.py) to self-play: how well each table's value
foretells the seat's final score.

    python tools/fit_farmini.py [--games 20] [--seed 1] [--players 2]

Plays seeded games (4 random opening plies, then hard or medium seats on node budgets), keeps every table after
the opening with each seat's final score, and walks the constants one at a time over a few candidates (two rounds),
keeping a change when the squared error of `final score ~ farm_value + b * turns left + c` falls (b and c are
fitted for each try: the points still to come from cards not yet dealt are the same for every move of a turn).
Prints the constants it ends with; copying them into game/ai/farmini.py is left to a person.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import farmini as AI
from game.ai import make_agent
from game.rules import farmini as F

CANDIDATES: dict[str, list[float]] = {
    "WOLF_RISK": [0.3, 0.45, 0.6, 0.75, 0.9, 1.0],
    "CLOSE_HOPE": [0.0, 0.15, 0.3, 0.6, 0.9, 1.4],
    "TROUGH_HOPE": [0.0, 0.2, 0.35, 0.6, 0.8],
    "EDGE_POWER": [0.5, 1.0, 1.5, 2.0],
    "HOPE_TURNS": [3.0, 5.0, 8.0, 12.0, 16.0, 20.0],
}


def self_play(games: int, seed: int, players: int) -> list[tuple[Any, Any, AI.Outlook, float, int]]:
    """(farm, tokens, outlook, turns left, final score) for every seat of every table after the opening."""
    rows = []
    for g in range(games):
        game_seed = seed * 1000 + g
        rng = random.Random(game_seed)
        state = F.new_game(players=players, seed=game_seed)
        levels = [rng.choice(["hard", "hard", "medium"]) for _ in range(players)]
        agents = [
            make_agent("farmini", level, seed=game_seed + i, deterministic=True) for i, level in enumerate(levels)
        ]
        tables: list[F.State] = []
        while state.to_move is not None:
            opening = len(tables) < 4
            state = state.play(rng.choice(state.legal_moves()) if opening else agents[state.to_move].choose(state))
            tables.append(state)
        for table in tables[4:-1]:
            tokens, look = AI.public_tokens(table), AI.outlook(table)
            rows += [(table.farms[s], tokens[s], look, look.turns, state.scores[s]) for s in range(players)]
        print(f"game {g}: scores {state.scores}", flush=True)
    return rows


def error(rows: list[tuple[Any, Any, AI.Outlook, float, int]], constants: dict[str, float]) -> float:
    """Mean squared error of final score - value against b * turns + c, b and c fitted (least squares)."""
    for name, value in constants.items():
        setattr(AI, name, value)
    xs = [turns for _, _, _, turns, _ in rows]
    ys = [final - AI.farm_value(farm, tokens, look) for farm, tokens, look, _, final in rows]
    n = len(rows)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    b = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx if sxx else 0.0
    return sum((y - my - b * (x - mx)) ** 2 for x, y in zip(xs, ys)) / n


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args(argv)
    rows = self_play(args.games, args.seed, args.players)
    current = {name: float(AI.__dict__[name]) for name in CANDIDATES}
    best = error(rows, current)
    print(f"{len(rows)} tables; now {current}: error {best:.3f}")
    for _ in range(2):
        for name, values in CANDIDATES.items():
            for value in values:
                trial = dict(current, **{name: value})
                found = error(rows, trial)
                if found < best - 1e-9:
                    best, current = found, trial
        print(f"fitted {current}: error {best:.3f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
