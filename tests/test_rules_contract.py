"""The rules-module contract (DESIGN.md) checked on random playouts of every registered game."""
from __future__ import annotations

import copy
import importlib
import json
import random

import pytest

from game.rules import GAMES, TURN_BASED, IllegalMove, Outcome

PLAYOUTS = 6


def test_registry_names_every_existing_module() -> None:
    for name in TURN_BASED:
        try:
            importlib.import_module(f"game.rules.{name}")
        except ModuleNotFoundError:
            assert name not in GAMES
        else:
            assert name in GAMES


def test_rules_modules_are_pure() -> None:
    for name, module in GAMES.items():
        src = open(module.__file__, encoding="utf-8").read()
        assert "import pygame" not in src and "import pymunk" not in src, name


def _playout(module, seed: int, max_plies: int = 400):
    rng = random.Random(seed)
    state = module.new_game()
    yield state, None
    for _ in range(max_plies):
        if state.to_move is None:
            return
        move = rng.choice(state.legal_moves())
        state = state.play(move)
        yield state, move


@pytest.mark.parametrize("name", sorted(GAMES))
def test_contract_on_random_playouts(name: str) -> None:
    module = GAMES[name]
    for seed in range(PLAYOUTS):
        prev = None
        for state, move in _playout(module, seed):
            if prev is not None:
                # play() returned a new state and left the old one as it was (immutability)
                assert prev[1] == json.dumps(prev[0].to_json(), sort_keys=True)
            moves = state.legal_moves()
            assert moves == state.legal_moves(), "legal_moves must be deterministic"
            if state.to_move is None:
                assert moves == [] and isinstance(state.outcome, Outcome)
                assert all(0 <= w < len(state.outcome.scores) for w in state.outcome.winners)
            else:
                assert moves and state.outcome is None
                for m in moves:
                    # notation round-trip: the string form is accepted by play() and means the same move
                    assert str(state.play(str(m)).to_json()) == str(state.play(m).to_json())
            data = state.to_json()
            text = json.dumps(data)
            back = module.from_json(json.loads(text))
            assert back.to_json() == data and back.legal_moves() == moves and back.to_move == state.to_move
            prev = (state, json.dumps(copy.deepcopy(data), sort_keys=True))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_illegal_notation_raises_illegal_move(name: str) -> None:
    state = GAMES[name].new_game()
    with pytest.raises(IllegalMove) as info:
        state.play("not-a-move")
    assert isinstance(info.value, ValueError) and str(info.value)
