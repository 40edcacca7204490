"""The reference UCT opponent (game/ai/uct_reference.py): legal, seeded, sees a win in one, never the real deck."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from toygames import HiddenDuel, Nim3, TicTacToe

from game.ai.uct_reference import UCTAgent, parse_uct
from game.rules import GAMES


def _midgame(name: str, plies: int, seed: int) -> object:
    options = {"seed": seed} if name == "farmini" else {}
    state = GAMES[name].new_game(**options)
    rng = random.Random(seed)
    for _ in range(plies):
        state = state.play(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("name", ["dama", "jaleo", "thirtysix", "farmini", "mapello"])
def test_it_returns_a_legal_move_in_every_game(name: str) -> None:
    state = _midgame(name, 6, seed=4)
    move = UCTAgent(20, seed=1).choose(state)
    assert str(move) in {str(m) for m in state.legal_moves()}


def test_the_same_seed_gives_the_same_moves() -> None:
    state = _midgame("dama", 8, seed=2)
    first = [str(UCTAgent(120, seed=seed).choose(state)) for seed in (5, 6)]
    again = [str(UCTAgent(120, seed=seed).choose(state)) for seed in (5, 6)]
    assert first == again


def test_it_takes_a_win_in_one() -> None:
    # X (seat 0) completes the top row at 2; anything else lets O complete the middle row.
    assert str(UCTAgent(200, seed=3).choose(TicTacToe("XX.OO....", 0))) == "2"
    # Three seats: with three stones left, taking all three wins at once.
    assert str(UCTAgent(200, seed=3).choose(Nim3(3, 1))) == "take3"


@dataclass(frozen=True)
class _Watched(HiddenDuel):
    """A duel that fails the test if the search plays on the true cards instead of a sample."""

    def play(self, move: object) -> HiddenDuel:
        raise AssertionError("the search played on the real deck")

    def determinize(self, rng: random.Random, seat: int) -> HiddenDuel:
        sample = super().determinize(rng, seat)
        return HiddenDuel(sample.hands, sample.deck, sample.turn, sample.discards)


def test_hidden_cards_are_searched_on_samples_only() -> None:
    # Seat 0 holds the 1: any card is better, so swapping is right whatever the samples say.
    state = _Watched((1, 6), (5, 4, 3, 2))
    assert UCTAgent(100, seed=1).choose(state) == "swap"


def test_uct_names_parse() -> None:
    assert parse_uct("uct:1000") == 1000 and parse_uct("hard") is None
    with pytest.raises(ValueError, match="uct:N"):
        parse_uct("uct:many")
