"""Dama's computer players: the evaluation's terms, and levels that see a win at once."""
from __future__ import annotations

import pytest

from game.ai import dama as AI
from game.ai import make_agent
from game.rules import dama as D


def test_the_evaluation_is_the_same_seen_from_either_side() -> None:
    state = D.new_game().play("b3-a4").play("g6-h5").play("d3-c4")
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
