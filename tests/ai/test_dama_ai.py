"""Dama's computer players: the evaluation's terms, and levels that see a win at once."""

from __future__ import annotations

import random

import pytest
from opening_picks import opening_picks

from game.ai import dama as AI
from game.ai import make_agent
from game.ai.alphabeta import AlphaBetaAgent
from game.ai.budget import Budget
from game.rules import dama as D


def test_the_evaluation_is_the_same_seen_from_either_side() -> None:
    state = D.new_game().play(D.parse_move("b3-a4")).play(D.parse_move("g6-h5")).play(D.parse_move("d3-c4"))
    assert AI.evaluate(state, 0) == pytest.approx(-AI.evaluate(state, 1))
    assert AI.evaluate(D.new_game(), 0) == pytest.approx(0.0)


def test_a_flying_king_is_worth_more_than_a_man_and_material_comes_first() -> None:
    king = D.setup(["D1"], ["e8"])
    man = D.setup(["d1"], ["e8"])
    assert AI.evaluate(king, 0) > AI.evaluate(man, 0) + 1.5
    up_a_man = D.setup(["b1", "d1"], ["e8"])
    assert AI.evaluate(up_a_man, 0) > 0.8


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_D14_a_level_blocks_the_last_dark_pieces_when_it_can(level: str) -> None:
    # After e2-f3 Dark's man on h5 cannot jump g4 (f3 is taken) and a2 is stuck behind b1: Dark cannot move.
    state = D.setup(["e2", "g4", "b1"], ["a2", "h5"])
    move = make_agent("dama", level, seed=3, deterministic=True).choose(state)
    assert str(move) == "e2-f3"


def _searcher(depth: int, extend: bool, nodes: int = 3_000) -> AlphaBetaAgent:
    """The generic alpha-beta with hard's evaluation (what the other levels and king endings use), on a small node
    budget (the tests stay quick); hard's own search is tested in test_dama_search."""
    return AlphaBetaAgent(Budget(None, nodes), AI.evaluate, max_depth=depth, forcing=AI.forcing if extend else None)


def test_D9_forcing_marks_a_compulsory_capture() -> None:
    assert AI.forcing(D.setup(["c2"], ["d3"], 0))
    assert not AI.forcing(D.setup(["c2"], ["f7"], 0))


def test_D9_the_capture_search_sees_through_the_horizon() -> None:
    # Dark's a4-b3 gives a man away: Light must take it (a2xc4 or c2xa4, D9). One ply without the capture search
    # judges the position in the middle of that sequence (material still even) and likes it best.
    state = D.setup(
        ["b1", "f1", "h1", "a2", "c2", "g2", "h3", "g4", "d5"],
        ["a4", "g6", "b7", "f7", "h7", "a8", "c8", "e8", "g8"],
        1,
    )
    assert str(_searcher(1, extend=False).choose(state)) == "a4-b3"
    assert str(_searcher(1, extend=True).choose(state)) != "a4-b3"
    assert str(_searcher(64, extend=True).choose(state)) != "a4-b3"


def test_a_king_ending_draws_the_kings_toward_the_lone_king_and_values_the_long_diagonal() -> None:
    near = D.setup(["B1", "D1", "F1", "E4"], ["C6"], 1)  # e4 on h1-a8 too, two squares from c6
    far = D.setup(["B1", "D1", "F1", "H3"], ["C6"], 1)
    assert AI.evaluate(near, 0) > AI.evaluate(far, 0)
    on = D.setup(["B1", "D1", "F1", "H3"], ["C6"], 1)  # c6 is on the long diagonal
    off = D.setup(["B1", "D1", "F1", "H3"], ["B5"], 1)
    assert AI.evaluate(off, 0) > AI.evaluate(on, 0)


def test_a_drawn_king_ending_is_worth_less_than_a_repetition_so_hard_takes_it() -> None:
    # Two kings against one cannot win: the side ahead takes the third repetition (D16) instead of circling.
    state = D.setup(["B1", "D1"], ["B5"], 1)
    for move in ("b5-a6", "b1-a2", "a6-b5", "a2-b1", "b5-a6", "b1-a2", "a6-b5"):
        state = state.play(D.parse_move(move))
    assert 0 < AI.evaluate(state, 0) < 0.1
    move = _searcher(64, extend=True).choose(state)
    outcome = state.play(move).outcome
    assert outcome is not None and outcome.reason.startswith("D16")


def test_the_generic_search_varies_its_opening_with_the_seed() -> None:
    # Among near-equal opening moves the generic search picks by its seed where `varied` says so (the opening).
    state = D.new_game()
    picks = opening_picks(AI.HOOKS, state, seeds=8, max_depth=3, variety=0.05)
    assert len(picks) > 1
    assert not AI.varied(D.setup(["b1", "d1"], ["e8"], 0))


def test_D9_easy_takes_the_king_rather_than_the_man_in_most_seeds() -> None:
    # A child leaves pieces en prise: Light may jump the man on c4 or the king on g4 (both single captures, D10).
    # Easy judges with noise, yet should take the king in nearly every game (9 of 10 seeds at least).
    state = D.setup(["b3", "f3", "d1"], ["c4", "G4", "g8", "a8"], 0)
    assert sorted(str(m) for m in state.legal_moves()) == ["b3xd5", "f3xh5"]
    picks = [str(make_agent("dama", "easy", seed=seed, deterministic=True).choose(state)) for seed in range(10)]
    assert picks.count("f3xh5") >= 9


def test_the_fitting_tool_reads_the_evaluation_term_by_term() -> None:
    # tools/fit_dama.py fits the weights of these terms: with material level (no ending terms) they are the value.
    from tools.fit_dama import FITTED, features

    weights = [AI.MAN] + [getattr(AI, name) for name in FITTED]
    checked = 0
    for seed in range(6):
        rng, state = random.Random(seed), D.new_game()
        for _ in range(40):
            if state.to_move is None:
                break
            terms, rest = features(state)
            if terms[0] == 0 and terms[1] == 0:  # as many men and kings on each side
                assert rest == pytest.approx(0.0, abs=1e-9)
                value = sum(w * t for w, t in zip(weights, terms, strict=True))
                assert AI.evaluate(state, 0) == pytest.approx(value)
                checked += 1
            state = state.play(rng.choice(state.legal_moves()))
    assert checked >= 30
