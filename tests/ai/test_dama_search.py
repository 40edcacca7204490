"""Dama's own search (the hard level): its nodes follow the rules, it finds what the generic search finds, faster."""

from __future__ import annotations

import random

import pytest

from game.ai import dama as AI
from game.ai import make_agent
from game.ai.alphabeta import AlphaBetaAgent
from game.ai.budget import Budget
from game.ai.dama_search import DamaSearch, child_of, node_of
from game.rules import dama as D


def _search(nodes: int = 20_000, max_depth: int = 64, variety: float = 0.0, seed: int = 0) -> DamaSearch:
    budget = Budget(None, nodes)
    endings = AlphaBetaAgent(budget, AI.evaluate, seed=seed, forcing=AI.forcing)
    return DamaSearch(
        budget, AI.evaluate_board, endings, seed=seed, variety=variety, varied=AI.varied, max_depth=max_depth
    )


def _random_positions(count: int, seed: int, kings: bool) -> list[D.State]:
    """Positions of random games that go on, with men on the board (and kings, or none)."""
    rng, found = random.Random(seed), []
    while len(found) < count:
        state = D.new_game()
        for _ in range(rng.randint(6, 70)):
            if state.to_move is None:
                break
            state = state.play(rng.choice(state.legal_moves()))
        has_men = (state.light | state.dark) & ~state.kings
        if state.to_move is not None and has_men and bool(state.kings) == kings:
            found.append(state)
    return found


def test_D11_D13_a_node_after_a_move_is_the_rules_position_after_it() -> None:
    # Captured pieces go (D11), a man ending on the far rank is crowned (D13), kings keep their crowns.
    rng, checked, crowned = random.Random(4), 0, 0
    for _ in range(40):
        state = D.new_game()
        while state.to_move is not None and checked < 4_000:
            move = rng.choice(state.legal_moves())
            after = state.play(move)
            if after.to_move is not None:
                assert child_of(node_of(state.key), move) == node_of(after.key)
                crowned += after.kings.bit_count() > state.kings.bit_count()
                checked += 1
            state = after
    assert checked > 1_000 and crowned > 10


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_it_values_a_position_as_the_generic_search_does_at_the_same_depth(depth: int) -> None:
    # Without kings no position can repeat (D16), so both searches are exact negamax with the captures searched
    # out (D9): the same best value.
    for state in _random_positions(8, seed=depth, kings=False):
        native = _search(nodes=10**7, max_depth=depth)
        native.choose(state)
        generic = AlphaBetaAgent(Budget(None, 10**7), AI.evaluate, max_depth=depth, forcing=AI.forcing)
        generic.choose(state)
        if len(state.legal_moves()) > 1:
            assert native.value == pytest.approx(max(generic._scores.values()), abs=1e-9)


def test_D9_the_capture_search_sees_through_the_horizon() -> None:
    # Dark's a4-b3 gives a man away: Light must take it (D9). One ply that stopped in the middle of the sequence
    # would like it best (see test_dama_ai); the search plays the capture out.
    state = D.setup(
        ["b1", "f1", "h1", "a2", "c2", "g2", "h3", "g4", "d5"],
        ["a4", "g6", "b7", "f7", "h7", "a8", "c8", "e8", "g8"],
        1,
    )
    assert str(_search(max_depth=1).choose(state)) != "a4-b3"


def test_D14_it_wins_by_leaving_the_other_side_without_a_move() -> None:
    # After e2-f3 Dark's man on h5 cannot jump g4 (f3 is taken) and a2 is stuck behind b1: Dark cannot move.
    # One ply sees it too: a side with no capture and no step at the horizon has lost, it is not evaluated.
    state = D.setup(["e2", "g4", "b1"], ["a2", "h5"])
    for depth in (1, 64):
        search = _search(max_depth=depth)
        assert str(search.choose(state)) == "e2-f3"
        assert search.value > 1_000


def _mask(*names: str) -> int:
    return sum(1 << D.square_of(name) for name in names)


def test_D16_a_position_met_again_in_the_game_is_a_draw_for_the_search() -> None:
    # Light's lone king (h1) against five men is lost on material; one of its moves (h1-e4) returns to a position
    # the game has had before, which the search counts as a draw: the move it takes, worth 0.
    dark = _mask("a8", "b7", "c8", "e8", "g8")
    again = (_mask("e4"), dark, _mask("e4"), 1)
    state = D.State(_mask("h1"), dark, _mask("h1"), 0, -1, (again,))
    search = _search(max_depth=1)
    assert str(search.choose(state)) == "h1-e4"
    assert search.value == 0.0
    fresh = _search(max_depth=1)
    fresh.choose(D.State(_mask("h1"), dark, _mask("h1"), 0))
    assert fresh.value < -1.0


def test_king_endings_go_to_the_generic_search_which_counts_the_draw_rules() -> None:
    # Two kings against one cannot win: the side ahead takes the third repetition (D16) instead of circling.
    state = D.setup(["B1", "D1"], ["B5"], 1)
    for move in ("b5-a6", "b1-a2", "a6-b5", "a2-b1", "b5-a6", "b1-a2", "a6-b5"):
        state = state.play(D.parse_move(move))
    outcome = state.play(_search().choose(state)).outcome
    assert outcome is not None and outcome.reason.startswith("D16")


def test_hard_varies_its_opening_with_the_seed() -> None:
    # Among near-equal opening moves hard picks by its seed: two games against it do not repeat.
    picks = {str(_search(nodes=3_000, variety=0.05, seed=seed).choose(D.new_game())) for seed in range(8)}
    assert len(picks) > 1
    # Outside the opening the best move is played whatever the seed.
    state = D.setup(["e2", "g4", "b1"], ["a2", "h5"])
    assert {str(_search(variety=0.05, seed=seed).choose(state)) for seed in range(4)} == {"e2-f3"}


def test_the_hard_level_is_this_search() -> None:
    assert isinstance(make_agent("dama", "hard", deterministic=True), DamaSearch)
