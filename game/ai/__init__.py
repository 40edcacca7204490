"""Computer opponents: agents that play any rules module through the DESIGN.md contract only.

`make_agent(game_name, level, seed)` picks the search and its budget from `game.ai.levels`;
`agent.choose(state)` returns a legal move of `state`. Nothing here imports pygame.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Protocol

from game.ai.alphabeta import AlphaBetaAgent, no_evaluation
from game.ai.budget import Budget
from game.ai.levels import LEVELS, hooks_for, plan_for
from game.ai.mcts import MCTSAgent
from game.rules.contract import AnyState, RulesModule

__all__ = ["LEVELS", "Agent", "judge_draw", "make_agent", "resolve_game"]
# A computer accepts a draw unless it expects to do clearly better than an even result.
ACCEPT_BELOW = 0.6


class Agent(Protocol):
    """A computer player: `choose(state)` returns a legal move of `state` (which must not be over)."""

    def choose(self, state: AnyState, should_stop: Callable[[], bool] | None = None) -> Any: ...


def resolve_game(game_name: str) -> RulesModule[AnyState]:
    """The rules module for `game_name`: a name in game.rules.GAMES, or "module:attribute" for a
    contract-following object outside the table (toy games in tests). Unknown -> ValueError naming it."""
    from game.rules import GAMES

    if game_name in GAMES:
        return GAMES[game_name]
    if ":" in game_name:
        module_name, _, attribute = game_name.partition(":")
        try:
            found = importlib.import_module(module_name).__dict__[attribute]
        except (ImportError, KeyError) as exc:
            raise ValueError(f"unknown game {game_name!r}: {exc}") from None
        if isinstance(found, RulesModule):
            return found
    known = ", ".join(sorted(GAMES)) or "none yet"
    raise ValueError(f"unknown game {game_name!r} (known games: {known})")


def make_agent(
    game_name: str,
    level: str,
    seed: int = 0,
    deterministic: bool = False,
    seconds: float | None = None,
    nodes: int | None = None,
) -> Agent:
    """An agent for `game_name` at `level` ("easy", "medium", "hard").

    With `deterministic=True` the budget is a node/iteration count instead of time, so the same seed gives the
    same moves on any machine. `seconds` replaces the table's time budget (and lifts its node cap); `nodes`
    replaces it with that node/iteration count alone (deterministic too).
    """
    resolve_game(game_name)
    plan = plan_for(game_name, level)
    if nodes is not None:
        budget = Budget(None, nodes)
    elif deterministic:
        budget = Budget(None, plan.nodes)
    elif seconds is not None:
        budget = Budget(seconds, None)
    else:
        budget = Budget(plan.seconds, plan.nodes)
    own = hooks_for(game_name)
    if plan.native and own.native is not None:
        return own.native(budget, plan, seed)  # type: ignore[no-any-return]
    if plan.search == "alphabeta":
        forcing = own.forcing if plan.extend else None
        varied = own.varied if plan.variety > 0 else None
        return AlphaBetaAgent(
            budget,
            own.evaluate or no_evaluation,
            seed=seed,
            max_depth=plan.max_depth,
            noise=plan.noise,
            beam=plan.beam,
            forcing=forcing,
            variety=plan.variety,
            varied=varied,
            candidates=own.candidates if plan.prune else None,
        )
    if plan.search == "mcts":
        playout = own.playout_move if plan.guided else None
        return MCTSAgent(
            budget,
            seed=seed,
            exploration=plan.exploration,
            cutoff=own.cutoff,
            playout=playout,
            lower_scores_win=own.lower_scores_win,
        )
    raise ValueError(f"unknown search {plan.search!r} in the table for {game_name!r}")


def judge_draw(
    game_name: str, level: str, state: AnyState, seat: int, seed: int = 0, should_stop: Callable[[], bool] | None = None
) -> bool:
    """Would a computer in `seat` accept a draw offered in `state`? The game's own `judge_draw(state, seat)`
    when its AI module has one, else a short MCTS estimate of what `seat` can expect from playing on."""
    own = hooks_for(game_name)
    if own.judge_draw is not None:
        return bool(own.judge_draw(state, seat))
    plan = plan_for(game_name, "medium")
    agent = MCTSAgent(
        Budget(plan.seconds, plan.nodes),
        seed=seed,
        exploration=plan.exploration,
        cutoff=own.cutoff,
        lower_scores_win=own.lower_scores_win,
    )
    return agent.estimate(state, seat, should_stop) < ACCEPT_BELOW
