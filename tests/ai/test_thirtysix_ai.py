"""36's computer players: max^n MCTS for 2 and 3 players that takes an immediate win (T13), gives legal moves
with gifts (T10), and scores a cut-short playout by the discs left."""

from __future__ import annotations

import random

import pytest

from game.ai import make_agent
from game.ai import thirtysix as AI
from game.ai.budget import Budget
from game.ai.mcts import MCTSAgent
from game.ai.thirtysix import PLANS
from game.rules import thirtysix as T


def test_cutoff_shares_one_and_favours_fewer_discs() -> None:
    s = T.new_game(players=3, board="ryb")
    s = T.from_json({**s.to_json(), "supplies": [[2, 0, 0], [0, 6, 0], [0, 0, 12]]})
    values = AI.cutoff(s)
    assert sum(values) == pytest.approx(1.0) and values[0] > values[1] > values[2]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_T13_every_level_places_its_last_disc_when_it_can(level: str) -> None:
    # red on 1,0 holds one red disc: going up to 1,1 (yellow) keeps it; passing blue's cone to 3,0 gives it away
    s = T.new_game(players=3, board="ryyb\nyrbb")
    s = s.play(T.parse_move("c 1,0")).play(T.parse_move("c 0,0")).play(T.parse_move("c 2,0"))
    assert sorted(str(m) for m in s.legal_moves()) == ["1,0>1,1", "1,0>3,0/r"]
    s = T.from_json({**s.to_json(), "supplies": [[1, 0, 0], [0, 12, 0], [0, 0, 12]]})
    move = make_agent("thirtysix", level, seed=2, deterministic=True).choose(s)
    assert s.play(move).outcome.winners == (0,)


@pytest.mark.parametrize("players", [2, 3])
def test_agents_play_legal_moves_with_gifts(players: int) -> None:
    s = T.new_game(players=players, seed=11)
    agent = make_agent("thirtysix", "easy", seed=1, deterministic=True)
    for _ in range(12):
        if s.to_move is None:
            break
        move = agent.choose(s)
        assert move in s.legal_moves()
        s = s.play(move)


def test_T10_T11_guided_playouts_prefer_the_move_that_empties_the_supply_fastest() -> None:
    # red on 1,0: up to 1,1 (yellow, red holds no yellow) places nothing; to 3,0 passes blue's cone and gives a
    # disc (T10), then places nothing on blue: one disc out of the supply, so the greedy choice
    s = T.new_game(players=3, board="ryyb\nyrbb")
    s = s.play(T.parse_move("c 1,0")).play(T.parse_move("c 0,0")).play(T.parse_move("c 2,0"))
    assert {str(m): AI._gain(s, m, 0) for m in s.legal_moves()} == {"1,0>1,1": 0, "1,0>3,0/r": 1}
    rng = random.Random(1)
    picks = [str(AI.playout_move(s, rng)) for _ in range(200)]
    assert all(p in {str(m) for m in s.legal_moves()} for p in picks)
    assert picks.count("1,0>3,0/r") > 140  # greedy three times in four, and a random pick half the time else


# A two-player position of a seeded random game: red (to move) holds one red disc; only 1,0>4,0 reaches a red cell
# where it can place it (T11) and win (T13). Yellow holds two discs.
NEAR_THE_END = {
    "game": "thirtysix",
    "version": 1,
    "board": "brbyrr\nyyyryy\nrryryr\nybbbrb\nybbryb\nbbyrrb\ngate 0,5 1,4\ngate 3,5 2,4\ngate 4,5 5,4\n"
    "gate 0,3 1,2\ngate 3,3 2,2\ngate 0,1 1,0\ngate 2,1 3,0\ngate 4,1 5,0",
    "colours": "ry",
    "discs": "--yr--y--ry-y---r-rryryr--yryy-r-yrr",
    "cones": [1, 30],
    "supplies": [[1, 0, 0], [0, 2, 0]],
    "turn": 0,
    "opening": 2,
    "passes": 0,
    "history": [],
    "outcome": None,
}


def test_T13_easy_places_its_last_disc_in_most_seeds() -> None:
    # One move of six wins at once: a child's slip of the same kind is what easy must still punish.
    state = T.from_json(NEAR_THE_END)
    winning = [m for m in state.legal_moves() if state.play(m).outcome is not None]
    assert [str(m) for m in winning] == ["1,0>4,0"] and len(state.legal_moves()) == 6
    wins = sum(
        state.play(make_agent("thirtysix", "easy", seed=seed, deterministic=True).choose(state)).outcome is not None
        for seed in range(10)
    )
    assert wins >= 8


def test_hard_varies_its_play_with_the_seed() -> None:
    # The same start, two seeds: the playouts differ, and so do the first moves (games do not repeat). Hard's
    # search on a small playout budget, so the test stays quick.
    plan = PLANS["hard"]
    lines = set()
    for seed in range(3):
        agent = MCTSAgent(Budget(None, 100), seed, plan.exploration, cutoff=AI.cutoff, playout=AI.playout_move)
        state = T.new_game(players=2, seed=5)
        moves = []
        for _ in range(3):
            move = agent.choose(state)
            moves.append(str(move))
            state = state.play(move)
        lines.add(" ".join(moves))
    assert len(lines) > 1


def test_T13_T15_fewer_discs_left_is_the_better_score_in_the_search_rewards() -> None:
    """36's scores count the discs still held (T13, T15: the fewest wins), so the searches' score refinement runs
    the other way: the winner gets the whole reward and, among the losers, the one with fewer discs left more."""
    from types import SimpleNamespace

    from game.ai import hooks_for
    from game.ai.rewards import rewards

    outcome = SimpleNamespace(winners=(1,), scores=(5, 0, 2), reason="T13")
    assert hooks_for("thirtysix").lower_scores_win
    shares = rewards(outcome, 3, lower_scores_win=hooks_for("thirtysix").lower_scores_win)
    assert shares[1] == 1.0 and shares[2] > shares[0]
    assert rewards(SimpleNamespace(winners=(1,), scores=(1, 9, 4)), 3)[1] == 1.0  # higher is better elsewhere
