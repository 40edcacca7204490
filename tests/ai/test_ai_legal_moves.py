"""Every agent returns a legal move in random positions of every game (game.rules.GAMES and the toys)."""

from __future__ import annotations

import inspect
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from toygames import TOY_GAMES

from game.ai import LEVELS, make_agent, resolve_game
from game.ai.budget import Budget
from game.ai.mcts import MCTSAgent
from game.rules import GAMES

ALL_GAMES = sorted(GAMES) + sorted(TOY_GAMES)


def random_position(game: str, seed: int, plies: int) -> Any:
    """A seeded random playout of up to `plies` plies that stops before the game is over."""
    rules = resolve_game(game)
    rng = random.Random(seed)
    try:
        takes_seed = "seed" in inspect.signature(rules.new_game).parameters
    except (TypeError, ValueError):
        takes_seed = False
    state = rules.new_game(seed=seed) if takes_seed else rules.new_game()
    for _ in range(plies):
        following = state.play(rng.choice(state.legal_moves()))
        if following.to_move is None:
            break
        state = following
    return state


@pytest.mark.parametrize("game", ALL_GAMES)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 80))
def test_every_level_returns_a_legal_move(game: str, seed: int, plies: int) -> None:
    state = random_position(game, seed, plies)
    legal = {str(m) for m in state.legal_moves()}
    for level in LEVELS:
        # A short clock keeps this fast; the table's search and evaluator are still the ones used.
        move = make_agent(game, level, seed=seed, seconds=0.03).choose(state)
        assert str(move) in legal, f"{game} {level}: {move} not in {sorted(legal)}"
        state.play(move)


@pytest.mark.parametrize("game", ALL_GAMES)
def test_a_whole_game_between_tiny_agents_stays_legal(game: str) -> None:
    state = random_position(game, 0, 0)
    agents = [MCTSAgent(Budget(None, 8), seed=s) for s in range(4)]
    for _ in range(400):
        if state.to_move is None:
            break
        move = agents[state.to_move % 4].choose(state)
        assert str(move) in {str(m) for m in state.legal_moves()}
        state = state.play(move)
