"""The agents and make_agent: issue 3's requirements, one test each, on the toy games."""

from __future__ import annotations

import pytest
from toygames import (
    HIDDEN,
    NIM3,
    TICTACTOE,
    TREE,
    HiddenDuel,
    Nim3,
    TicTacToe,
    TreeGame,
)

from game.ai import LEVELS, make_agent
from game.ai.alphabeta import AlphaBetaAgent
from game.ai.budget import Budget
from game.ai.levels import DEFAULT_PLANS, hooks_for
from game.ai.mcts import MCTSAgent
from game.ai.rewards import rewards
from game.ai.state_key import state_key
from game.rules import GAME_NAMES, Outcome

TTT = "toygames:TICTACTOE"
# X to move can win on 2 (top row); O threatens nothing X must answer first.
X_WINS_AT_2 = TicTacToe("XX.OO....", 0)


def _agents() -> list[object]:
    return [
        MCTSAgent(Budget(None, 60), seed=1),
        AlphaBetaAgent(Budget(None, 2_000), seed=1),
        *(make_agent(TTT, level, seed=1, deterministic=True) for level in LEVELS),
    ]


@pytest.mark.parametrize("agent", _agents(), ids=["mcts", "alphabeta", *LEVELS])
def test_win_in_one_is_taken(agent: object) -> None:
    assert str(agent.choose(X_WINS_AT_2)) == "2"  # type: ignore[attr-defined]


def test_win_in_one_is_taken_by_every_level_in_three_player_nim() -> None:
    for level in LEVELS:
        assert str(make_agent("toygames:NIM3", level, deterministic=True).choose(Nim3(3, 1))) == "take3"


def test_alphabeta_blocks_the_only_threat() -> None:
    # O to move; X threatens 0-4-8 and O has no win of its own.
    state = TicTacToe("XO..X....", 1)
    assert str(AlphaBetaAgent(Budget(None, 50_000)).choose(state)) == "8"


def test_alphabeta_self_play_of_tictactoe_is_a_draw() -> None:
    state = TICTACTOE.new_game()
    while state.to_move is not None:
        state = state.play(AlphaBetaAgent(Budget(None, 50_000)).choose(state))
    assert state.outcome.is_draw


def test_alphabeta_stops_deepening_when_the_tree_is_solved() -> None:
    agent = AlphaBetaAgent(Budget(None, 200_000))
    agent.choose(TICTACTOE.new_game())
    assert agent.depth_reached <= 9


def test_alphabeta_respects_its_node_budget() -> None:
    agent = AlphaBetaAgent(Budget(None, 100))
    move = agent.choose(TICTACTOE.new_game())
    assert str(move) in TICTACTOE.new_game().legal_moves()
    assert agent.nodes <= 100


def test_alphabeta_beam_searches_only_the_best_root_moves_beyond_the_first_plies() -> None:
    weights = [2, 0, 1, 0, 3, 0, 1, 0, 0]  # the centre, then the top-left corner, are the best first marks
    leaves: list[str] = []

    def evaluate(state: TicTacToe, seat: int) -> float:
        leaves.append(state.board)
        mine, theirs = "XO"[seat], "XO"[1 - seat]
        return sum(w for w, c in zip(weights, state.board) if c == mine) - sum(
            w for w, c in zip(weights, state.board) if c == theirs
        )

    agent = AlphaBetaAgent(Budget(None, 5_000), evaluate, max_depth=3, beam=2)
    assert str(agent.choose(TICTACTOE.new_game())) in ("4", "0")
    # Two plies are searched full width; the third only below the two root moves ranked best after the second.
    assert any(b.count(".") == 7 and b[4] != "X" and b[0] != "X" for b in leaves)
    deeper = [b for b in leaves if b.count(".") < 7]
    assert deeper and agent.depth_reached == 3
    assert any(all(b[i] == "X" or b[j] == "X" for b in deeper) for i in range(9) for j in range(i + 1, 9))


def test_maxn_three_players_each_seat_maximises_its_own_reward() -> None:
    # Averaging playouts prefers "a" (1/2 for seat 0); under max^n seat 1 then takes its own win, so "b".
    agent = MCTSAgent(Budget(None, 1_500), seed=3)
    assert str(agent.choose(TreeGame())) == "b"
    assert str(MCTSAgent(Budget(None, 300), seed=3).choose(TreeGame(("b",)))) == "y"


def test_rewards_per_seat_sole_winner_shared_tie_and_draw() -> None:
    assert rewards(Outcome((1,), (0, 0, 0), "x"), 3) == [0.0, 1.0, 0.0]
    assert rewards(Outcome((0, 2), (0, 0, 0), "x"), 3) == [0.5, 0.0, 0.5]
    assert rewards(Outcome((), (0, 0, 0), "x"), 3) == pytest.approx([1 / 3] * 3)
    refined = rewards(Outcome((0,), (40, 24), "x"), 2)
    assert refined[0] == pytest.approx(1.0) and 0.0 <= refined[1] < 0.1


def test_determinization_choice_ignores_what_the_seat_cannot_see() -> None:
    # Seat 0 holds a 6: stay, whatever the opponent holds or the deck order; with a 1: swap.
    for hidden in ((2, (1, 3, 4, 5)), (5, (4, 3, 2, 1)), (1, (2, 3, 4, 5))):
        high = HiddenDuel((6, hidden[0]), hidden[1])
        assert str(MCTSAgent(Budget(None, 300), seed=5).choose(high)) == "stay"
    choices = {
        str(MCTSAgent(Budget(None, 300), seed=5).choose(HiddenDuel((1, other), deck)))
        for other, deck in ((6, (2, 3, 4, 5)), (2, (6, 5, 4, 3)), (4, (3, 2, 6, 5)))
    }
    assert choices == {"swap"}


def test_determinization_is_used_when_the_state_offers_it() -> None:
    calls: list[int] = []

    class Counting(HiddenDuel):
        def determinize(self, rng, seat):  # type: ignore[no-untyped-def]
            calls.append(seat)
            return super().determinize(rng, seat)

    MCTSAgent(Budget(None, 50), seed=0).choose(Counting((3, 4), (1, 2, 5, 6)))
    assert len(calls) == 50 and set(calls) == {0}


def test_determinism_same_seed_same_game() -> None:
    def game(seed: int) -> list[str]:
        state, moves = NIM3.new_game(pile=15), []
        agents = [make_agent("toygames:NIM3", "medium", seed=seed, deterministic=True) for _ in range(3)]
        while state.to_move is not None:
            move = agents[state.to_move].choose(state)
            moves.append(str(move))
            state = state.play(move)
        return moves

    assert game(7) == game(7)
    first, second = (AlphaBetaAgent(Budget(None, 500), seed=4, max_depth=1, noise=5.0) for _ in range(2))
    assert [str(first.choose(TICTACTOE.new_game())) for _ in range(5)] == [
        str(second.choose(TICTACTOE.new_game())) for _ in range(5)
    ]


def test_easy_is_not_uniformly_random() -> None:
    # Over many seeds, easy must take an immediate tic-tac-toe win far more often than chance (1 in 5).
    wins = sum(str(make_agent(TTT, "easy", seed=s, deterministic=True).choose(X_WINS_AT_2)) == "2" for s in range(20))
    assert wins >= 16


def test_unknown_game_is_a_value_error_naming_it() -> None:
    with pytest.raises(ValueError, match="no-such-game"):
        make_agent("no-such-game", "easy")
    with pytest.raises(ValueError, match="toygames:NOPE"):
        make_agent("toygames:NOPE", "easy")


def test_unknown_level_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="impossible"):
        make_agent(TTT, "impossible")


def test_level_table_hard_fits_the_time_budget() -> None:
    game_plans = [hooks_for(name).plans for name in GAME_NAMES]
    for plans in (DEFAULT_PLANS, *(p for p in game_plans if p)):
        assert set(plans) == set(LEVELS)
        assert plans["hard"].seconds <= 0.9
        assert plans["easy"].seconds <= plans["medium"].seconds <= plans["hard"].seconds


def test_state_key_is_the_states_key_property() -> None:
    assert state_key(Nim3(5, 1)) == (5, 1)
    assert state_key(TicTacToe("X........", 1)) == ("X........", 1)


def test_agents_refuse_a_finished_game() -> None:
    over = TICTACTOE.new_game(board="XXXOO....", turn=1)
    for agent in (MCTSAgent(Budget(None, 5)), AlphaBetaAgent(Budget(None, 5))):
        with pytest.raises(ValueError):
            agent.choose(over)


def test_toy_games_round_trip_through_json() -> None:
    for rules, state in (
        (TICTACTOE, X_WINS_AT_2),
        (NIM3, Nim3(4, 2, 1)),
        (TREE, TreeGame(("a",))),
        (HIDDEN, HIDDEN.new_game(seed=3)),
    ):
        assert rules.from_json(state.to_json()) == state
