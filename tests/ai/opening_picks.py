"""The first moves the generic alpha-beta (a game's evaluation, forcing moves and opening) picks with different seeds:
how the tests see opening variety."""

from __future__ import annotations

from typing import Any

from game.ai.alphabeta import AlphaBetaAgent
from game.ai.budget import Budget
from game.ai.levels import GameAI


def opening_picks(hooks: GameAI, state: Any, seeds: int, max_depth: int, variety: float) -> set[str]:
    """The moves a game's alpha-beta (its evaluation, forcing moves and opening) picks in `state` with seeds
    0..seeds-1, on a small node budget so the test stays quick: the budget ends inside a later iteration, as the
    clock does at the table, and the varied pick of the last full iteration stands."""
    assert hooks.evaluate is not None
    return {
        str(
            AlphaBetaAgent(
                Budget(None, 1_500),
                hooks.evaluate,
                seed=seed,
                max_depth=max_depth,
                forcing=hooks.forcing,
                variety=variety,
                varied=hooks.varied,
            ).choose(state)
        )
        for seed in range(seeds)
    }
