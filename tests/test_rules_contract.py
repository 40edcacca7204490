"""The rules-module contract (DESIGN.md) checked on random playouts of every registered game."""

from __future__ import annotations

import copy
import importlib
import json
import pickle
import random
from pathlib import Path

import pytest

from game.ai.alphabeta import AlphaBetaAgent
from game.ai.budget import Budget
from game.ai.state_key import state_key
from game.core.match import Match, Seat
from game.core.turns import TurnManager
from game.rules import GAME_NAMES, GAMES, IllegalMove, Outcome, RuleError
from game.rules.base import FrozenMap, FrozenState
from game.rules.contract import RulesModule

PLAYOUTS = 6


def test_registry_holds_every_contract_module_on_disk() -> None:
    for name in GAME_NAMES:
        try:
            module = importlib.import_module(f"game.rules.{name}")
        except ModuleNotFoundError:
            assert name not in GAMES
        else:
            assert (name in GAMES) == isinstance(module, RulesModule)


def test_rules_modules_are_pure() -> None:
    for name, module in GAMES.items():
        src = Path(str(module.__file__)).read_text(encoding="utf-8")
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
        for state, _move in _playout(module, seed):
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
                    # notation round-trip: parse_move reads the string form back into the same move
                    assert str(state.play(module.parse_move(str(m))).to_json()) == str(state.play(m).to_json())
            data = state.to_json()
            text = json.dumps(data)
            back = module.from_json(json.loads(text))
            assert back.to_json() == data and back.legal_moves() == moves and back.to_move == state.to_move
            prev = (state, json.dumps(copy.deepcopy(data), sort_keys=True))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_illegal_notation_raises_illegal_move(name: str) -> None:
    with pytest.raises(IllegalMove) as info:
        GAMES[name].parse_move("not-a-move")
    with pytest.raises(IllegalMove):  # and play() takes the rules' Move only: a text is read by parse_move
        GAMES[name].new_game().play("not-a-move")
    assert isinstance(info.value, ValueError) and str(info.value)
    assert info.value.rule and info.value.code.isidentifier() and str(info.value).startswith(info.value.rule + ":")


def test_refusals_carry_rule_code_values_and_english() -> None:
    exc = IllegalMove("M8", "no_flip", "{cell} flips nothing", cell="c4")
    assert isinstance(exc, RuleError) and isinstance(exc, ValueError)
    assert (exc.rule, exc.code, exc.values, str(exc)) == ("M8", "no_flip", {"cell": "c4"}, "M8: c4 flips nothing")
    assert str(IllegalMove("D9", "must_capture")) == "D9: must capture"


# ---------------------------------------------------------------------------------------------- the typed contract


def _states(name: str, seed: int = 0, plies: int = 40) -> list:
    """The states of the first `plies` moves of a seeded random game (the finished state included if reached)."""
    return [state for state, _move in _playout(GAMES[name], seed, plies)]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_state_is_a_frozen_state_that_refuses_changes(name: str) -> None:
    for state in _states(name, plies=6):
        assert isinstance(state, FrozenState)
        for field in ("to_move", "history", "board", "deck", "light", "_seat", "_cache"):
            with pytest.raises(AttributeError):
                setattr(state, field, 1)
        with pytest.raises(AttributeError):
            del state._seat
        assert hash(state) == hash(GAMES[name].from_json(state.to_json()))
        # an immutable value is its own copy; a pickle carries the fields, never the cache
        assert copy.copy(state) is state and copy.deepcopy(state) is state
        again = pickle.loads(pickle.dumps(state))
        assert again == state and again.legal_moves() == state.legal_moves() and again.to_json() == state.to_json()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_same_names_for_the_same_things_in_every_game(name: str) -> None:
    module = GAMES[name]
    assert isinstance(module, RulesModule) and module.REFUSAL_CODES
    for state in _states(name, plies=30):
        assert not hasattr(state, "side") and not hasattr(state, "turn")  # the seat to play is to_move only
        assert state.is_over == (state.to_move is None) == (state.outcome is not None)
        assert isinstance(state.scores, tuple) and len(state.scores) >= 1
        assert all(isinstance(s, int) for s in state.scores)
        hash(state.key)
        for move in state.legal_moves()[:20]:
            parsed = module.parse_move(str(move))
            assert str(parsed) == str(move)
            assert state.play(parsed) == state.play(move)


def _match(seats: int) -> Match:
    return Match("test", tuple(Seat(f"P{i + 1}", i) for i in range(seats)), {})


@pytest.mark.parametrize("name", sorted(GAMES))
def test_resign_and_agreed_draw_through_turn_manager_in_every_game(name: str) -> None:
    """An agreed end keeps the position's scores, one per seat (core/turns.py once called tuple() on Farmini's
    scores method: TypeError)."""
    module = GAMES[name]
    seats = len(module.new_game().scores)
    for kind in ("draw", "resign"):
        turns = TurnManager(module, _match(seats))
        turns.play(turns.state.legal_moves()[0])
        turns.end(kind, 1 if kind == "resign" else None)
        out = turns.outcome
        assert out is not None and turns.is_over and turns.seat_index is None
        assert out.scores == turns.state.scores and len(out.scores) == seats
        if kind == "draw":
            assert out.winners == () and out.reason == "draw agreed"
        else:
            assert 1 not in out.winners and set(out.winners) == set(range(seats)) - {1}
        record = turns.record()
        again = TurnManager(module, _match(seats), record.moves, ending=record.ending)
        assert again.outcome == out


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_fast_state_key_is_used_in_every_game(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """ai/state_key.py once called `state.key()` while `key` was a property (Dama, Jaleo, 36): every lookup of
    the transposition table serialized the state to JSON instead. Now no search ever calls to_json."""
    states = _states(name, seed=1, plies=12)
    alive = [s for s in states if s.to_move is not None]
    cls = type(states[0])

    def no_json(self: object) -> dict:
        raise AssertionError("the search serialized a state")

    monkeypatch.setattr(cls, "to_json", no_json)
    for state in states:
        key = state_key(state)
        assert key == state.key and hash(key) == hash(state.key)
    agent = AlphaBetaAgent(Budget(None, 300), max_depth=3)
    assert agent.choose(alive[-1]) in alive[-1].legal_moves()
    monkeypatch.undo()
    for state in states:  # equal positions meet in the table: a rebuilt state has the same key
        assert state_key(GAMES[name].from_json(state.to_json())) == state_key(state)


def test_mapello_refusal_codes_name_every_refusal() -> None:
    """Every code Mapello's play() and parse_move() raise is in REFUSAL_CODES (so the plug-in test checks that
    each has its words in English and Japanese)."""
    mapello = GAMES["mapello"]
    seen: set[str] = set()
    texts = [f"{f}{r}" for f in "abcdefgh" for r in range(1, 9)] + ["pass", "z9", "", "a1a1"]
    for seed in range(3):
        states = _states("mapello", seed=seed, plies=200)  # to the end (M11): a finished game refuses too
        for state in states[::7] + states[-1:]:
            for text in texts:
                try:
                    state.play(mapello.parse_move(text))
                except IllegalMove as exc:
                    seen.add(exc.code)
    try:
        mapello.Move(0, 5)
    except IllegalMove as exc:
        seen.add(exc.code)
    assert seen <= mapello.REFUSAL_CODES, seen - mapello.REFUSAL_CODES
    assert {"notation", "no_flip", "taken", "game_over"} <= seen


def test_farmini_state_is_hashable_equal_states_hash_equal_and_contents_cannot_change() -> None:
    """Farmini's State once held plain dicts (changeable without changing its hash) and compared JSON."""
    farmini = GAMES["farmini"]
    state = farmini.new_game(players=3, seed=4)
    for _ in range(6):  # a few turns: farms with cards, animals on troughs
        state = state.play(state.legal_moves()[-1])
    twin = farmini.from_json(state.to_json())
    assert twin == state and hash(twin) == hash(state) and twin is not state
    assert len({state, twin}) == 1
    assert all(isinstance(f, FrozenMap) for f in state.farms) and all(isinstance(t, FrozenMap) for t in state.tokens)
    with pytest.raises(TypeError):
        state.farms[0][(5, 5)] = ("pen-01", 0)  # type: ignore[index]
    with pytest.raises(TypeError):
        state.tokens[0][(0, 0, 1)] = "pig"  # type: ignore[index]
    with pytest.raises(AttributeError):
        state.farms[0]._items = {}  # type: ignore[misc]
    with pytest.raises(AttributeError):
        state.deck = ()  # type: ignore[misc]
    # a State made from plain dicts (tests and tools do) is frozen on the way in and equals the same table
    thawed = farmini.State(
        state.players,
        state.display,
        state.deck,
        tuple(dict(f) for f in state.farms),
        tuple(dict(t) for t in state.tokens),
        state.discards,
        state.to_move,
        state.published_scoring,
        state.revealed,
        state.taken,
    )
    assert thawed == state and hash(thawed) == hash(state)
    moved = state.play(state.legal_moves()[0])
    assert moved != state and state == twin  # play() changed nothing in the old state
