"""The rules-module contract (DESIGN.md) checked on random playouts of every registered game."""
from __future__ import annotations

import copy
import importlib
import json
import random

import pytest

from game.rules import GAME_NAMES, GAMES, IllegalMove, Outcome, RuleError

PLAYOUTS = 6


def test_registry_holds_every_contract_module_on_disk() -> None:
    for name in GAME_NAMES:
        try:
            module = importlib.import_module(f"game.rules.{name}")
        except ModuleNotFoundError:
            assert name not in GAMES
        else:
            assert (name in GAMES) == callable(getattr(module, "new_game", None))


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
    assert info.value.rule and info.value.code.isidentifier() and str(info.value).startswith(info.value.rule + ":")


def test_refusals_carry_rule_code_values_and_english() -> None:
    exc = IllegalMove("M8", "no_flip", "{cell} flips nothing", cell="c4")
    assert isinstance(exc, RuleError) and isinstance(exc, ValueError)
    assert (exc.rule, exc.code, exc.values, str(exc)) == ("M8", "no_flip", {"cell": "c4"}, "M8: c4 flips nothing")
    assert str(IllegalMove("D9", "must_capture")) == "D9: must capture"
