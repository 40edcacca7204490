"""Which search and how much of it each game gets at each level, and the hooks a game gives its computer players.

A game's own module `game/ai/<name>.py` declares one module-level `HOOKS = GameAI(...)` (the type below):
`plans` (level -> LevelPlan), `evaluate(state, seat)` (the position value alpha-beta needs),
`forcing(state)` (True where the player to move has only forced replies, which a plan with `extend` searches as an
extension), `varied(state)` (where a plan's `variety` applies), `candidates(state)` (the moves a plan with `prune`
searches, a subset of the legal moves), `playout_move(state, rng)` (the playout policy of a
`guided` MCTS plan), `cutoff(state)` (per-seat rewards for an MCTS playout cut short), `judge_draw(state, seat)` and
`native(budget, plan, seed)` (the game's own searcher, for a plan with `native`),
each None when the game has none. A game without the module, or without a level in its plans, gets DEFAULT_PLANS:
MCTS needs no evaluation function.
"""

from __future__ import annotations

import importlib
import importlib.util
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from types import ModuleType
from typing import Any

from game.ai.budget import Budget
from game.rules.contract import Cutoff, DrawJudge, Evaluator

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
HINT_LEVEL = "hard"  # hints are good advice whatever level the opponent plays at


@dataclass(frozen=True)
class LevelPlan:
    """One level of one game. `nodes` replaces `seconds` in deterministic mode (tests, reproducible arenas);
    it also caps a timed search so that easy stays easy on a fast machine."""

    search: str  # "mcts" or "alphabeta"
    seconds: float
    nodes: int
    max_depth: int = 64
    noise: float = 0.0
    exploration: float = 0.7
    beam: int = 0  # alpha-beta: root moves searched beyond the first ply (0 = all)
    # alpha-beta: extend the positions the game's `forcing(state)` marks (forced replies; see alphabeta.py)
    extend: bool = False
    # alpha-beta: a random pick among root moves this close to the best where the game's `varied(state)` says
    # (its opening), so that games do not repeat
    variety: float = 0.0
    # alpha-beta: search only the game's `candidates(state)`, where its other legal moves look alike to it
    prune: bool = False
    # mcts: playouts follow the game's `playout_move(state, rng)` instead of uniformly random moves
    guided: bool = False
    # the game's own searcher (its `native(budget, plan, seed)`) instead of the generic one
    native: bool = False


# The default suits any game that follows the contract. Easy still gets enough playouts to see an obvious capture
# among a few dozen moves (40 would be close to random there). Hard stays under 1 s per move, with headroom.
DEFAULT_PLANS: dict[str, LevelPlan] = {
    "easy": LevelPlan("mcts", seconds=0.2, nodes=300),
    "medium": LevelPlan("mcts", seconds=0.4, nodes=1500),
    "hard": LevelPlan("mcts", seconds=0.8, nodes=20000),
}


@dataclass(frozen=True)
class GameAI:
    """What a game gives its computer players (the contract's `Evaluator`, `Cutoff`, `DrawJudge` and the search's own
    hooks); None for a hook it does not give."""

    plans: Mapping[str, LevelPlan] = field(default_factory=dict)
    evaluate: Evaluator | None = None
    cutoff: Cutoff | None = None
    judge_draw: DrawJudge | None = None
    forcing: Callable[[Any], bool] | None = None  # alpha-beta extends the positions it marks (plan.extend)
    varied: Callable[[Any], bool] | None = None  # where a plan's `variety` picks among near-best moves
    candidates: Callable[[Any], list[Any]] | None = None  # the moves alpha-beta searches (plan.prune)
    playout_move: Callable[[Any, random.Random], Any] | None = None  # a guided MCTS plan's playout policy
    lower_scores_win: bool = False  # the scores count what is left (36's discs): fewer is better (ai/rewards.py)
    # a native plan's searcher: (budget, plan, seed) -> an agent with `choose(state)`
    native: Callable[[Budget, LevelPlan, int], Any] | None = None


NO_HOOKS = GameAI()


@cache
def _ai_module(game_name: str) -> ModuleType | None:
    """The game's own AI module `game.ai.<name>`, or None when it has none (a broken one fails loudly)."""
    if not game_name.isidentifier():
        return None  # "module:attribute" toy games and the like
    path = f"{__package__}.{game_name}"
    if importlib.util.find_spec(path) is None:
        return None
    return importlib.import_module(path)


def hooks_for(game_name: str) -> GameAI:
    """The `HOOKS` of the game's own AI module, or NO_HOOKS when it has no module (a module without HOOKS, or
    with something else there, fails loudly). Read afresh on every call, so a test may replace a game's HOOKS."""
    module = _ai_module(game_name)
    if module is None:
        return NO_HOOKS
    hooks = module.HOOKS
    if not isinstance(hooks, GameAI):
        raise TypeError(f"{module.__name__}.HOOKS must be a game.ai.levels.GameAI, not {type(hooks).__name__}")
    return hooks


def plan_for(game_name: str, level: str) -> LevelPlan:
    """The plan for `game_name` at `level` (the default row when the game has none)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: expected one of {', '.join(LEVELS)}")
    return hooks_for(game_name).plans.get(level, DEFAULT_PLANS[level])
