"""36's computer players: max^n MCTS for 2 and 3 players (game.ai.mcts), with the level plans and the value of a
playout cut short (game.rules.thirtysix stays free of AI code).

Random playouts of 36 end on their own (a supply empties, everybody passes, or a position comes a third time), so
the search needs no evaluation to finish them; `cutoff` only scores the rare playout longer than the MCTS cap, by
the discs each seat still holds (fewer is better, T13/T14).
"""
from __future__ import annotations

from typing import Any

from game.ai.levels import GameAI, LevelPlan

# Easy thinks a moment (a few dozen playouts: it sees an immediate win, little more); medium a few hundred;
# hard searches until 0.85 s are spent (the table's budget of 1 s per move, with headroom).
PLANS: dict[str, LevelPlan] = {
    "easy": LevelPlan("mcts", seconds=0.1, nodes=40, exploration=1.0),
    "medium": LevelPlan("mcts", seconds=0.3, nodes=400, exploration=0.8),
    "hard": LevelPlan("mcts", seconds=0.85, nodes=30_000, exploration=0.6),
}


def cutoff(state: Any) -> list[float]:
    """Per-seat rewards of a position whose playout was stopped: a share of 1 by how few discs each seat holds."""
    left = [state.supply_total(seat) for seat in range(state.players)]
    n = len(left)
    worst = max(left) or 1
    raw = [1.0 + (worst - v) / worst for v in left]
    total = sum(raw)
    return [r / total for r in raw] if n else []


# What the table reads (game.ai.levels.hooks_for): this game's plans and the hooks it gives.
HOOKS = GameAI(plans=PLANS, cutoff=cutoff)
