"""Which search and how much of it each game gets at each level (the table `make_agent` reads)."""
from __future__ import annotations

from dataclasses import dataclass

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")


@dataclass(frozen=True)
class LevelPlan:
    """One row of the table. `nodes` replaces `seconds` in deterministic mode (tests, reproducible arenas);
    it also caps a timed search so that easy stays easy on a fast machine."""

    search: str  # "mcts" or "alphabeta"
    seconds: float
    nodes: int
    max_depth: int = 64
    noise: float = 0.0
    exploration: float = 0.7


# The default suits any game that follows the contract: MCTS needs no evaluation function. Easy still gets
# enough playouts to see an obvious capture among a few dozen moves (40 would be close to random there).
DEFAULT_PLANS: dict[str, LevelPlan] = {
    "easy": LevelPlan("mcts", seconds=0.2, nodes=300),
    "medium": LevelPlan("mcts", seconds=0.4, nodes=1500),
    "hard": LevelPlan("mcts", seconds=0.8, nodes=20000),
}

# Per-game rows override the default. Hard stays under 1 s per move (the budget), with headroom.
GAME_PLANS: dict[str, dict[str, LevelPlan]] = {
    # Easy looks one move ahead with noisy judgement; medium sees three plies; hard deepens until its time.
    "mapello": {
        "easy": LevelPlan("alphabeta", seconds=0.2, nodes=2_000, max_depth=1, noise=6.0),
        "medium": LevelPlan("alphabeta", seconds=0.3, nodes=3_000, max_depth=3, noise=1.0),
        "hard": LevelPlan("alphabeta", seconds=0.7, nodes=30_000),
    },
}

# Games searched by alpha-beta name their evaluation module here (a module with `evaluate(state, seat)`).
EVALUATORS: dict[str, str] = {"mapello": "game.ai.eval_mapello"}


def plan_for(game_name: str, level: str) -> LevelPlan:
    """The table row for `game_name` at `level` (the default row when the game has none)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: expected one of {', '.join(LEVELS)}")
    return GAME_PLANS.get(game_name, DEFAULT_PLANS).get(level, DEFAULT_PLANS[level])
