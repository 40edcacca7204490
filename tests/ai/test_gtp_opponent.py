"""tools/gtp_opponent.py: the `gtp:<command>` arena side finds the game so far to replay it to the engine."""

from __future__ import annotations

import random

import pytest

from game.rules import mapello
from tools.gtp_opponent import _path, parse_gtp


def test_a_gtp_side_names_its_engine_command_and_other_sides_are_not_gtp() -> None:
    assert parse_gtp("gtp:/usr/games/gtp-rhino --level 3") == ["/usr/games/gtp-rhino", "--level", "3"]
    assert parse_gtp("uct:1000") is None
    with pytest.raises(ValueError):
        parse_gtp("gtp:")


def test_the_moves_played_since_the_last_known_position_are_found_again() -> None:
    rng = random.Random(5)
    start = mapello.new_game()
    state, played = start, []
    for _ in range(5):  # the arena's random opening plies
        move = rng.choice(state.legal_moves())
        played.append(move)
        state = state.play(move)
    replayed = start
    for move in _path(start, state):
        replayed = replayed.play(move)
    assert replayed.key == state.key
