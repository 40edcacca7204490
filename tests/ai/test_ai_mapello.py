"""The Mapello evaluation and table: generalised corners, bonuses, and a win found by the hard agent."""

from __future__ import annotations

import pytest

from game.ai import make_agent
from game.ai import mapello as mapello_ai
from game.ai.levels import plan_for
from game.ai.mapello import FRONTIER, board_masks, evaluate, placements
from game.rules import mapello

EMPTY_RING = "-" * 10


def _map(rows: list[str]) -> str:
    return "\n".join([EMPTY_RING, *("-" + row + "-" for row in rows), EMPTY_RING])


def test_anchors_are_the_four_corners_on_the_classic_board() -> None:
    state = mapello.new_game()
    anchors, _edges, risky, _ = board_masks(state.walls, state.jokers)
    corners = {(1, 1), (1, 8), (8, 1), (8, 8)}
    assert {divmod(s, 10) for s in range(100) if anchors >> s & 1} == corners
    assert risky.bit_count() == 12


def test_a_joker_beside_a_corner_makes_it_flippable_and_walls_make_new_anchors() -> None:
    rows = ["........"] * 8
    rows[2] = "...#...."  # wall at d3 blocks lines through its neighbours
    text = _map(rows)
    text = "J" + text[1:]  # joker on the border beside a1
    state = mapello.new_game(text)
    anchors, _, _, _ = board_masks(state.walls, state.jokers)
    assert not anchors >> 11 & 1  # a1 = grid (1, 1) can be flipped through the joker
    plain = mapello.new_game()
    assert board_masks(state.walls, state.jokers)[1] != board_masks(plain.walls, plain.jokers)[1]


def test_mobility_matches_the_rules_module() -> None:
    state = mapello.new_game()
    empty = mapello.INNER & ~(state.black | state.white | state.walls)
    assert placements(state.black | state.jokers, state.white, empty).bit_count() == len(state.legal_moves())


def test_evaluation_is_symmetric_at_the_start_and_values_bonuses() -> None:
    state = mapello.new_game()
    assert evaluate(state, 0) == evaluate(state, 1) == 0.0
    rows = ["........", "........", "...+....", "........", "........", "........", "........", "........"]
    with_bonus = mapello.new_game(_map(rows))
    taken = with_bonus.play(mapello.parse_move("d3"))  # black takes the bonus on d3; c4 is the same move by symmetry
    assert evaluate(taken, 0) > evaluate(with_bonus.play(mapello.parse_move("c4")), 0)


def test_hard_mapello_takes_a_win_in_one() -> None:
    # Black to move: b8 ends the game with black ahead; a8 lets the game go on.
    rows = ["BBBBBBBB", "BBWWWWBB", "BWBBWBWB", "BWBBBWWB", "BBBBWWWB", "BWBBWBBB", "BWWWBBBB", "..WBBBBB"]
    state = mapello.new_game(_map(rows))
    assert sorted(str(m) for m in state.legal_moves()) == ["a8", "b8"]
    assert state.play(mapello.parse_move("b8")).outcome.winners == (0,)
    for level in ("medium", "hard"):
        assert str(make_agent("mapello", level, seed=0, deterministic=True).choose(state)) == "b8"


def test_mapello_table_uses_alphabeta_with_the_evaluator() -> None:
    assert plan_for("mapello", "hard").search == "alphabeta"
    assert plan_for("mapello", "easy").max_depth <= 2 and plan_for("mapello", "easy").noise > 0


def test_m8_frontier_discs_beside_an_empty_cell_cost_points(monkeypatch: pytest.MonkeyPatch) -> None:
    # M8: a move must touch an opponent disc, so my discs beside empty cells are where the opponent can play.
    state = (
        mapello.new_game().play(mapello.parse_move("d3")).play(mapello.parse_move("c5")).play(mapello.parse_move("f6"))
    )
    empty = mapello.INNER & ~(state.black | state.white | state.walls)

    def frontier(discs: int) -> int:
        return sum(
            1
            for sq in range(100)
            if discs >> sq & 1 and any(empty >> (sq + d) & 1 for d in (1, -1, 9, -9, 10, -10, 11, -11))
        )

    with_frontier = evaluate(state, 0)
    monkeypatch.setattr(mapello_ai, "FRONTIER", 0.0)
    without = evaluate(state, 0)
    assert FRONTIER < 0
    expected = FRONTIER * (frontier(state.black) - frontier(state.white))
    assert expected != 0 and with_frontier - without == pytest.approx(expected)
