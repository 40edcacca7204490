"""Jaleo's computer players: the evaluation sees open threes and forced stacks, and the levels take a win at once
and (hard) do not hand the opponent a line."""

from __future__ import annotations

import random

import pytest
from opening_picks import opening_picks

from game.ai import jaleo as AI
from game.ai import judge_draw, make_agent
from game.rules import jaleo as J


def test_the_evaluation_is_the_same_seen_from_either_side() -> None:
    state = J.new_game().play(J.parse_move("+0,0@2,-1")).play(J.parse_move("+1,0@-1,1")).play(J.parse_move("+0,1@1,1"))
    assert AI.evaluate(state, 0) == pytest.approx(-AI.evaluate(state, 1))
    assert AI.evaluate(J.new_game(), 0) == pytest.approx(0.0)


def test_J13_an_open_three_counts_more_with_an_empty_tile_in_its_gap() -> None:
    ready = J.setup({"0,0": "b", "1,0": "wb", "2,0": "bb", "3,0": "", "0,1": "w"}, 1)
    later = J.setup({"0,0": "b", "1,0": "wb", "2,0": "bb", "2,1": "", "0,1": "w"}, 1)
    values, threes, _twos = AI.threats(ready)
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


def test_J8_hard_sees_a_forced_stack_that_lets_a_line_through() -> None:
    # Issue 25: after these moves +0,0@-2,2 puts white's disc between two of its singles; black answers with a
    # three (+2,-1), white's next turn is a compulsory stack (J8) so it cannot block, and black completes four.
    # Node budget, not time: the same search on any machine.
    state = J.new_game()
    for move in (
        "+1,0@2,-1",
        "+1,-1@2,0",
        "+0,0@0,-1",
        "+2,0@-1,-1",
        "s 0,0>1,0",
        "+-1,-1@-1,1",
        "+0,-1@-1,2",
        "+-1,1@-1,0",
        "+0,1@1,-2",
    ):
        state = state.play(J.parse_move(move))
    move = make_agent("jaleo", "hard", seed=3, deterministic=True).choose(state)
    # The 16 moves that hold (an exhaustive three-ply search finds a forced black win after each of the others):
    # the disc on 2,-1 with its tile anywhere but -2,3.
    holding = {
        "+2,-1@" + spot
        for spot in (
            "1,-3",
            "2,-3",
            "-1,-2",
            "0,-2",
            "2,-2",
            "3,-2",
            "-2,-1",
            "3,-1",
            "-2,0",
            "3,0",
            "-2,1",
            "1,1",
            "2,1",
            "-2,2",
            "0,2",
            "-1,3",
        )
    }
    assert str(move) in holding


def test_J8_forcing_marks_a_compulsory_stack_only() -> None:
    assert AI.forcing(J.setup({"0,0": "w", "1,0": "w", "2,0": "b", "3,0": ""}, 1))
    assert not AI.forcing(J.setup({"0,0": "w", "1,0": "", "2,0": "b", "3,0": "w"}, 1))


def test_J14_easy_takes_a_win_at_once_whatever_its_seed() -> None:
    # Easy's noise makes quiet mistakes, never this one: a child who leaves a line open loses it.
    state = J.setup({"0,0": "b", "1,0": "wb", "2,0": "bb", "3,0": "", "0,1": "w", "1,-1": "", "-1,1": ""}, 0)
    for seed in range(10):
        move = make_agent("jaleo", "easy", seed=seed, deterministic=True).choose(state)
        outcome = state.play(move).outcome
        assert outcome is not None and outcome.winners == (0,)


def test_hard_varies_its_opening_with_the_seed() -> None:
    # The first adds are near-equal: hard picks among them by its seed, so two games against it do not repeat.
    # The budget ends in the middle of the second iteration, and the first iteration's random pick stands.
    state = J.new_game()
    picks = opening_picks(AI.HOOKS, state, seeds=4, max_depth=2, variety=AI.PLANS["hard"].variety)
    assert len(picks) > 1
    assert AI.varied(state)
    eight_tiles = {"0,0": "b", "1,0": "w", "2,0": "", "0,1": "", "1,-1": "", "-1,1": "", "3,0": "", "2,-1": ""}
    assert not AI.varied(J.setup(eight_tiles, 0))  # four tiles laid: past the opening


def test_J8_an_unblockable_three_counts_when_the_other_player_must_stack_next() -> None:
    # White's singles on 0,2 and 1,2 touch: its next turn is a stack (J8). Black adds on 2,0 (a three with the
    # empty tile 3,0 in its gap), white stacks, black adds on 3,0: four. Not when white is free to block, nor when
    # black's own add would put a stack on black first (its single on 3,-1 touches both cells).
    board = {"0,0": "b", "1,0": "wb", "2,0": "", "3,0": "", "0,1": "", "0,2": "w"}
    white_must_stack = J.setup({**board, "1,2": "w"}, 0)
    white_free = J.setup({**board, "2,1": "w"}, 0)
    black_would_stack = J.setup({**board, "1,2": "w", "3,-1": "b"}, 0)
    assert AI.evaluate(white_must_stack, 0) > AI.WIN_TEMPO
    assert AI.evaluate(white_free, 0) < AI.THREE_READY
    assert AI.evaluate(black_would_stack, 0) < AI.THREE_READY


def test_J8_hard_picks_the_stack_that_leaves_no_forced_line() -> None:
    # Arena, hard (white) against uct:10000: of its two compulsory stacks, 1,1>0,1 lets black build a three that
    # white can block only by adding next to its own single; white then has to stack again (J8) and black
    # completes a second three. Hard used to take it (both looked alike three plies deep).
    state = J.new_game()
    for move in (
        "+0,0@2,-2",
        "+1,-1@2,-1",
        "+2,-2@1,1",
        "+0,1@-1,0",
        "+1,0@-1,1",
        "+-1,0@-1,2",
        "s 0,0>1,0",
        "+1,1@2,-3",
        "+-1,1@1,2",
    ):
        state = state.play(J.parse_move(move))
    for seed in range(2):
        assert str(make_agent("jaleo", "hard", seed=seed, deterministic=True).choose(state)) == "s 0,1>1,1"


def test_candidates_keep_the_tiles_that_build_a_line_and_one_add_per_disc() -> None:
    # Black shows on 0,0 and 1,0: a tile on -1,0 or 3,0 joins that window; the add on -1,1 also builds with the
    # disc it lays (with 0,0 on the axis 1,-1). Of the other spots, each disc keeps one, nearest it. Eight tiles:
    # past the opening.
    state = J.setup(
        {"0,0": "b", "1,0": "wb", "2,0": "", "0,1": "w", "-1,1": "", "0,-1": "", "1,-1": "w", "2,-1": ""}, 0
    )
    kept = {str(m) for m in AI.candidates(state)}
    assert {"+2,0@-1,0", "+2,0@3,0", "+-1,1@-1,0", "+-1,1@3,0", "+-1,1@-2,2"} <= kept
    assert {"m 1,0>1,-1", "m 1,0>0,0", "m 1,0>0,1"} <= kept  # J11 moves are all kept
    assert {m for m in kept if m.startswith("+2,0@")} == {"+2,0@-1,0", "+2,0@3,0", "+2,0@3,-1"}
    assert len(kept) < len(state.legal_moves())


def test_candidates_keep_every_move_of_the_opening() -> None:
    # Few moves, and hard's variety picks among all of them (two games against it should not repeat).
    state = J.new_game().play(J.parse_move("+0,0@2,-1"))
    assert AI.candidates(state) == state.legal_moves()


def test_candidates_are_legal_and_leave_no_disc_cell_or_move_out() -> None:
    rng = random.Random(5)
    for _game in range(12):
        state = J.new_game()
        while state.outcome is None:
            legal = state.legal_moves()
            kept = AI.candidates(state)
            names = {str(m) for m in legal}
            assert {str(m) for m in kept} <= names
            assert {m.a for m in kept if m.kind == J.ADD} == {m.a for m in legal if m.kind == J.ADD}
            assert [m for m in kept if m.kind != J.ADD] == [m for m in legal if m.kind != J.ADD]
            state = state.play(rng.choice(legal))
