"""Farmini's computer players: they never peek at the face-down deck, they value closed pens and fear wolves, and
every level plays legal moves for 1-4 players."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.ai import farmini as AI
from game.ai import make_agent
from game.rules import farmini as F

FARM = ("farm-1", 0)


def _midgame(players: int, seed: int, plies: int = 10) -> F.State:
    rng = random.Random(seed)
    state = F.new_game(players=players, seed=seed)
    for _ in range(plies):
        state = state.play(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("players", [2, 3])
def test_the_evaluation_of_a_move_never_depends_on_the_hidden_deck(players: int) -> None:
    for seed in range(4):
        state = _midgame(players, seed)
        other = state.determinize(random.Random(seed + 99), state.to_move)
        assert other.deck != state.deck
        for move in state.legal_moves()[:40]:
            a, b = state.play(move), other.play(move)
            assert AI.evaluate(a, a.to_move) == pytest.approx(AI.evaluate(b, b.to_move)), str(move)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_chooses_the_same_move_whatever_the_hidden_order(level: str) -> None:
    state = _midgame(2, 5)
    other = state.determinize(random.Random(1), state.to_move)
    first = make_agent("farmini", level, seed=7, deterministic=True).choose(state)
    again = make_agent("farmini", level, seed=7, deterministic=True).choose(other)
    assert first in state.legal_moves()
    if level != "easy":  # MCTS draws its own samples of the deck: the same seed gives the same search
        assert str(first) == str(again)


def test_a_closed_pen_is_worth_more_than_an_open_one() -> None:
    closed = F.State(
        2,
        (None,) * 4,
        ("wolf-pig-1", "pen-29"),
        ({(0, 0): FARM, (1, 0): ("pen-12", 0)}, {(0, 0): FARM}),
        ({(1, 0, 1): "pig", (1, 0, 3): "pig"}, {}),
        (),
        1,
    )
    unfenced = F.State(
        2,
        (None,) * 4,
        ("wolf-pig-1", "pen-29"),
        ({(0, 0): FARM, (1, 0): ("pen-12", 0)}, {(0, 0): FARM}),
        ({(0, 0, 1): "pig", (0, 0, 3): "pig"}, {}),
        (),
        1,
    )
    assert AI.values(closed)[0] > AI.values(unfenced)[0] + 1.5


def test_hard_closes_a_pen_round_its_animals_when_it_can() -> None:
    # The farm with caps on three sides holds a pig; the fourth cap closes one big pen round it.
    farm = {(0, 0): FARM, (1, 0): ("pen-01", 0), (-1, 0): ("pen-05", 2), (0, -1): ("pen-06", 3)}
    state = F.State(
        2,
        ("pen-07", "pen-32", None, None),
        ("wolf-pig-1", "pen-29", "pen-30"),
        (farm, {(0, 0): FARM}),
        ({(0, 0, 3): "pig"}, {}),
        (),
        0,
    )
    move = make_agent("farmini", "hard", seed=1, deterministic=True).choose(state)
    assert str(move) == "take 1 @0,1 r1"


@pytest.mark.parametrize("players", [2, 4])
def test_a_whole_game_of_hard_players(players: int) -> None:
    state = F.new_game(players=players, seed=3)
    agents = [make_agent("farmini", "hard", seed=i, deterministic=True) for i in range(players)]
    while state.to_move is not None:
        state = state.play(agents[state.to_move].choose(state))
    assert state.outcome is not None


def test_with_nothing_left_to_come_the_value_is_the_score() -> None:
    for seed in range(6):
        state = F.new_game(players=2, seed=seed)
        rng = random.Random(seed)
        while state.to_move is not None:
            state = state.play(rng.choice(state.legal_moves()))
        assert AI.values(state) == [pytest.approx(s) for s in state.scores]


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_alpha_beta_searches_a_determinized_deck_never_the_true_one(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = _midgame(2, 8)
    true_decks = {tuple(state.play(m).deck) for m in state.legal_moves()}
    seen: list[tuple[str, ...]] = []
    real = AI.evaluate

    def spy(s: F.State, seat: int) -> float:
        seen.append(tuple(s.deck))
        return real(s, seat)

    monkeypatch.setattr(AI, "HOOKS", dataclasses.replace(AI.HOOKS, evaluate=spy))
    move = make_agent("farmini", level, seed=3, deterministic=True).choose(state)
    assert move in state.legal_moves()
    assert seen and not true_decks.intersection(seen)
