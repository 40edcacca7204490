"""Jaleo's computer players: the evaluation sees open threes and forced stacks, and the levels take a win at once
and (hard) do not hand the opponent a line."""
from __future__ import annotations

import pytest

from game.ai import jaleo as AI
from game.ai import judge_draw, make_agent
from game.rules import jaleo as J


def test_the_evaluation_is_the_same_seen_from_either_side() -> None:
    state = J.new_game().play("+0,0@2,-1").play("+1,0@-1,1").play("+0,1@1,1")
    assert AI.evaluate(state, 0) == pytest.approx(-AI.evaluate(state, 1))
    assert AI.evaluate(J.new_game(), 0) == pytest.approx(0.0)


def test_J13_an_open_three_counts_more_with_an_empty_tile_in_its_gap() -> None:
    ready = J.setup({"0,0": "b", "1,0": "wb", "2,0": "bb", "3,0": "", "0,1": "w"}, 1)
    later = J.setup({"0,0": "b", "1,0": "wb", "2,0": "bb", "2,1": "", "0,1": "w"}, 1)
    values, threes = AI.threats(ready)
    # 0,0..3,0 is ready (3,0 an empty tile), -1,0..2,0 needs a tile first; 1,0..4,0 holds two
    assert threes[0] == {(3, 0)} and values[0] == pytest.approx(AI.THREE_READY + AI.THREE + AI.TWO)
    assert AI.threats(later)[0][0] == pytest.approx(2 * AI.THREE)  # both gaps need a tile first
    assert AI.evaluate(ready, 0) > AI.evaluate(later, 0)


def test_J8_a_forced_stack_counts_against_its_player() -> None:
    forced = J.setup({"0,0": "w", "1,0": "w", "2,0": "b", "3,0": ""}, 1)
    free = J.setup({"0,0": "w", "1,0": "", "2,0": "b", "3,0": "w"}, 1)
    assert AI.evaluate(forced, 1) < AI.evaluate(free, 1)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_J14_every_level_takes_a_win_at_once(level: str) -> None:
    state = J.setup({"0,0": "b", "1,0": "wb", "2,0": "bb", "3,0": "", "0,1": "w", "1,-1": "", "-1,1": ""}, 0)
    move = make_agent("jaleo", level, seed=3, deterministic=True).choose(state)
    assert str(move).startswith("+3,0")


def test_J14_hard_does_not_uncover_the_opponents_line() -> None:
    # White may move its stack's top from 3,0 onto 4,-1: that uncovers black's fourth disc (black wins).
    state = J.setup({"0,0": "b", "1,0": "wb", "2,0": "b", "3,0": "bw", "4,-1": "w", "0,1": "", "-1,1": ""}, 1)
    move = make_agent("jaleo", "hard", seed=3, deterministic=True).choose(state)
    assert str(move) != "m 3,0>4,-1"
    assert state.play(move).outcome is None


def test_a_computer_judges_a_draw_offer() -> None:
    ahead = J.setup({"0,0": "b", "1,0": "wb", "2,0": "bb", "3,0": "", "0,1": "w"}, 0)
    assert judge_draw("jaleo", "medium", ahead, 0) is False
    assert judge_draw("jaleo", "medium", J.new_game(), 0) is True
