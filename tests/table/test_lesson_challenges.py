"""The lessons' challenges (issue 24): each needs a small plan (no single move wins it, and only one or two first
moves start a win), and the plan wins whatever the easy computer answers."""

from __future__ import annotations

from typing import Any

import pytest

from game.ai import make_agent
from game.rules import GAMES
from game.table.lessons import lesson_of
from tests.screens.test_lessons_screen import winning_move

# game: the plies of the learner's forced win (the learner's moves and the replies between them)
PLANS = {"dama": 5, "jaleo": 3}


def first_moves_that_win(state: Any, me: int, plies: int) -> list[str]:
    out = []
    for move in state.legal_moves():
        after = state.play(move)
        if after.is_over:
            if tuple(after.outcome.winners) == (me,):
                out.append(str(move))
        elif all(winning_move(after.play(r), me, plies - 2) is not None for r in after.legal_moves()):
            out.append(str(move))
    return out


@pytest.mark.parametrize(("game", "plies"), PLANS.items())
def test_the_challenge_needs_a_plan_of_several_moves_with_one_way_in(game: str, plies: int) -> None:
    lesson = lesson_of(game)
    assert lesson is not None and lesson.steps[-1].challenge
    state = GAMES[game].new_game(position=lesson.steps[-1].position)
    me = state.to_move
    assert winning_move(state, me, plies - 2) is None  # not won any quicker: a plan is needed
    assert first_moves_that_win(state, me, plies) and len(first_moves_that_win(state, me, plies)) == 1


@pytest.mark.parametrize(("game", "plies"), PLANS.items())
def test_the_plan_beats_the_easy_computer(game: str, plies: int) -> None:
    lesson = lesson_of(game)
    assert lesson is not None
    state = GAMES[game].new_game(position=lesson.steps[-1].position)
    me, easy = state.to_move, make_agent(game, "easy")
    while not state.is_over:
        move = winning_move(state, me, plies)
        assert move is not None
        state = state.play(move)
        plies -= 2
        if not state.is_over:
            state = state.play(easy.choose(state))
    assert tuple(state.outcome.winners) == (me,)
