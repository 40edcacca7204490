"""Mapello's own search (game/ai/mapello_search.py): its endgame solver finds the exact result, checked against a
plain minimax over the rules module on positions with few empty cells. (Its move generation is the rules' own
`placements` and `flips`, checked against a cell walk in tests/rules/test_mapello.py.)"""

from __future__ import annotations

import random
from functools import cache

import pytest

from game.ai import make_agent
from game.ai.budget import Budget
from game.ai.mapello import evaluate_bits
from game.ai.mapello_search import WIN, MapelloSearch, final_value
from game.rules import mapello

SEEDS = range(12)


def _board(seed: int) -> str | None:
    """Classic for even seeds, a random map with walls, bonuses and jokers (M2, M3) for odd ones."""
    return None if seed % 2 == 0 else mapello.format_map(mapello.random_board(seed))


def _random_position(seed: int, empties: int) -> mapello.State:
    """A game played at random until at most `empties` empty cells are left, with a choice still to make."""
    rng = random.Random(seed)
    while True:
        state = mapello.new_game(_board(seed))
        while not state.is_over and _empties(state) > empties:
            state = state.play(rng.choice(state.legal_moves()))
        if not state.is_over and len(state.legal_moves()) > 1:
            return state


def _empties(state: mapello.State) -> int:
    return (mapello.INNER & ~(state.black | state.white | state.walls)).bit_count()


def _mover_margin(state: mapello.State, seat: int) -> int:
    black, white = state.scores
    return black - white if seat == 0 else white - black


@cache
def _brute_force(state: mapello.State) -> int:
    """The M12 score margin the player to move gets with best play by both sides (plain minimax, passes as moves)."""
    seat = state.to_move
    assert seat is not None
    best = None
    for move in state.legal_moves():
        child = state.play(move)
        if child.to_move is None:
            value = _mover_margin(child, seat)
        elif child.to_move == seat:
            value = _brute_force(child)
        else:
            value = -_brute_force(child)
        best = value if best is None else max(best, value)
    assert best is not None
    return best


def _as_value(margin: int) -> float:
    return WIN + margin if margin > 0 else -WIN + margin if margin < 0 else 0.0


def _solve(state: mapello.State) -> tuple[MapelloSearch, mapello.Move]:
    search = MapelloSearch(Budget(None, 10_000_000), evaluate_bits)
    return search, search.choose(state)


def test_m12_final_value_counts_discs_and_bonuses_and_puts_any_win_first() -> None:
    # Three discs to one, but the one-disc player took a bonus (3 points): 3 against 4 is a loss by one.
    assert final_value(0b111, 0b1000, -1) == -WIN - 1
    assert final_value(0b1, 0b1, 0) == 0.0
    assert final_value(0b11, 0b1, 0) > final_value(0b1, 0b11, 0) + WIN


@pytest.mark.parametrize("seed", SEEDS)
def test_m11_m12_the_solver_finds_the_exact_margin_of_endgames_with_up_to_8_empty_cells(seed: int) -> None:
    state = _random_position(seed, empties=8)
    search, move = _solve(state)
    best = _brute_force(state)
    assert search.exact and search.value == _as_value(best)
    # The move it plays keeps that result.
    seat = state.to_move
    child = state.play(move)
    got = _mover_margin(child, seat) if child.to_move is None else _brute_force(child)
    if child.to_move is not None and child.to_move != seat:
        got = -got
    assert got == best


def _with_a_pass_ahead() -> mapello.State:
    """The first seeded endgame where one of the mover's choices leaves the opponent only `pass` (M11)."""
    for seed in range(100, 400):
        state = _random_position(seed, empties=8)
        if any(state.play(move).legal_moves() == [mapello.PASS] for move in state.legal_moves()):
            return state
    raise AssertionError("no endgame with a pass among the seeds")


def test_m11_the_solver_plays_on_through_passes() -> None:
    state = _with_a_pass_ahead()
    search, _move = _solve(state)
    assert search.exact and search.value == _as_value(_brute_force(state))


def test_the_hard_level_is_the_native_search_and_solves_a_small_endgame_within_its_node_budget() -> None:
    agent = make_agent("mapello", "hard", seed=0, deterministic=True)
    assert isinstance(agent, MapelloSearch)
    state = _random_position(3, empties=8)
    agent.choose(state)
    assert agent.exact and agent.value == _as_value(_brute_force(state))
