"""Tiny games that follow the rules-module contract, for testing the AI without the real games.

Each is exposed as a `ToyRules` (new_game/from_json), addressable by the worker as "toygames:NAME".
Moves are plain strings, so str(move) is the notation.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from game.rules import IllegalMove, Outcome


def _notation(text: str) -> str:
    return text  # a toy game's moves are their notation


@dataclass(frozen=True)
class ToyRules:
    """A rules module in miniature (game.rules.contract.RulesModule)."""

    new_game: Callable[..., Any]
    from_json: Callable[[dict], Any]
    parse_move: Callable[[str], Any] = _notation
    REFUSAL_CODES: frozenset[str] = frozenset()


class _Toy:
    """What every toy state shares: the contract's is_over and scores (from the outcome: zeros while playing)."""

    SEATS = 2

    @property
    def is_over(self) -> bool:
        return self.outcome is not None  # type: ignore[attr-defined]

    @property
    def scores(self) -> tuple[int, ...]:
        out = self.outcome  # type: ignore[attr-defined]
        return out.scores if out is not None else (0,) * self.SEATS


# -- tic-tac-toe: two players, perfect information, hashable states -----------------------------------------

_LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


@dataclass(frozen=True)
class TicTacToe(_Toy):
    board: str = "........."  # "X" is seat 0, "O" seat 1
    turn: int = 0

    @property
    def key(self) -> tuple[str, int]:
        return (self.board, self.turn)

    @property
    def outcome(self) -> Outcome | None:
        for a, b, c in _LINES:
            if self.board[a] != "." and self.board[a] == self.board[b] == self.board[c]:
                winner = "XO".index(self.board[a])
                return Outcome((winner,), (1, 0) if winner == 0 else (0, 1), "three in a row")
        if "." not in self.board:
            return Outcome((), (0, 0), "board full")
        return None

    @property
    def to_move(self) -> int | None:
        return None if self.outcome is not None else self.turn

    def legal_moves(self) -> list[str]:
        if self.outcome is not None:
            return []
        return [str(i) for i, cell in enumerate(self.board) if cell == "."]

    def play(self, move: Any) -> TicTacToe:
        name = str(move)
        if name not in self.legal_moves():
            raise IllegalMove("T1", "taken", "{name} is not an empty cell", name=name)
        i = int(name)
        board = self.board[:i] + "XO"[self.turn] + self.board[i + 1 :]
        return TicTacToe(board, 1 - self.turn)

    def to_json(self) -> dict:
        return {"board": self.board, "turn": self.turn}


TICTACTOE = ToyRules(
    lambda board=".........", turn=0: TicTacToe(board, turn), lambda d: TicTacToe(d["board"], d["turn"])
)


# -- three-player Nim: take 1-3 stones, taking the last stone wins -------------------------------------------


@dataclass(frozen=True)
class Nim3(_Toy):
    SEATS = 3
    pile: int = 11
    turn: int = 0
    last: int | None = None

    @property
    def outcome(self) -> Outcome | None:
        if self.pile > 0:
            return None
        scores = tuple(1 if seat == self.last else 0 for seat in range(3))
        return Outcome((self.last,), scores, "took the last stone")

    @property
    def to_move(self) -> int | None:
        return None if self.pile == 0 else self.turn

    def legal_moves(self) -> list[str]:
        return [f"take{n}" for n in range(1, min(3, self.pile) + 1)]

    def play(self, move: Any) -> Nim3:
        name = str(move)
        if name not in self.legal_moves():
            raise IllegalMove("N1", "too_many", "{name} is not allowed with {pile} stones", name=name, pile=self.pile)
        return Nim3(self.pile - int(name[4:]), (self.turn + 1) % 3, self.turn)

    @property
    def key(self) -> tuple[int, int]:
        return (self.pile, self.turn)

    def to_json(self) -> dict:
        return {"pile": self.pile, "turn": self.turn, "last": self.last}


NIM3 = ToyRules(lambda pile=11, turn=0: Nim3(pile, turn), lambda d: Nim3(d["pile"], d["turn"], d["last"]))


# -- a fixed three-player game tree: max^n and averaging disagree -------------------------------------------
# Seat 0 picks "a" or "b". After "a", seat 1 picks between a win for seat 0 and a win for itself (it takes its
# own), so "a" is worth 0 to seat 0 although its playouts average 1/2. After "b", seat 2 picks between a
# three-way draw and a win shared by seats 0 and 2 (it takes the shared win): "b" is worth 1/2 to seat 0.

_TREE: dict = {
    "seat": 0,
    "a": {"seat": 1, "x": (0,), "y": (1,)},
    "b": {"seat": 2, "x": (), "y": (0, 2)},
}


@dataclass(frozen=True)
class TreeGame(_Toy):
    SEATS = 3
    path: tuple[str, ...] = ()

    @property
    def key(self) -> tuple[str, ...]:
        return self.path

    def _node(self) -> Any:
        node: Any = _TREE
        for step in self.path:
            node = node[step]
        return node

    @property
    def outcome(self) -> Outcome | None:
        node = self._node()
        return Outcome(node, (0, 0, 0), "leaf") if isinstance(node, tuple) else None

    @property
    def to_move(self) -> int | None:
        node = self._node()
        return None if isinstance(node, tuple) else node["seat"]

    def legal_moves(self) -> list[str]:
        node = self._node()
        return [] if isinstance(node, tuple) else [k for k in node if k != "seat"]

    def play(self, move: Any) -> TreeGame:
        if str(move) not in self.legal_moves():
            raise IllegalMove("G1", "no_branch", "no branch {move}", move=move)
        return TreeGame(self.path + (str(move),))

    def to_json(self) -> dict:
        return {"path": list(self.path)}


TREE = ToyRules(lambda: TreeGame(), lambda d: TreeGame(tuple(d["path"])))


# -- a hidden-card duel: each seat sees only its own card ----------------------------------------------------
# Cards 1..6 are shuffled; each seat gets one. Seat 0 then seat 1 each "stay" or "swap" (discard face up, take
# the deck's top card). Higher card wins. Only your own card is known to you.


@dataclass(frozen=True)
class HiddenDuel(_Toy):
    hands: tuple[int, int]
    deck: tuple[int, ...]
    turn: int = 0
    discards: tuple[int, ...] = field(default=())

    @property
    def key(self) -> tuple[object, ...]:
        return (self.hands, self.deck, self.turn, self.discards)

    @property
    def outcome(self) -> Outcome | None:
        if self.turn < 2:
            return None
        a, b = self.hands
        return Outcome((0,) if a > b else (1,), (a, b), "higher card")

    @property
    def to_move(self) -> int | None:
        return self.turn if self.turn < 2 else None

    def legal_moves(self) -> list[str]:
        return ["stay", "swap"] if self.turn < 2 else []

    def play(self, move: Any) -> HiddenDuel:
        name = str(move)
        if name not in self.legal_moves():
            raise IllegalMove("H1", "not_now", "{name} is not allowed now", name=name)
        if name == "stay":
            return replace(self, turn=self.turn + 1)
        hands = list(self.hands)
        discarded, hands[self.turn] = hands[self.turn], self.deck[0]
        return HiddenDuel((hands[0], hands[1]), self.deck[1:], self.turn + 1, self.discards + (discarded,))

    def determinize(self, rng: random.Random, seat: int) -> HiddenDuel:
        """Keep `seat`'s own card and the discards; reshuffle the cards it cannot see."""
        other = 1 - seat
        unseen = sorted((self.hands[other],) + self.deck)
        rng.shuffle(unseen)
        hands = list(self.hands)
        hands[other] = unseen[0]
        return HiddenDuel((hands[0], hands[1]), tuple(unseen[1:]), self.turn, self.discards)

    def to_json(self) -> dict:
        return {"hands": list(self.hands), "deck": list(self.deck), "turn": self.turn, "discards": list(self.discards)}


def _deal(seed: int = 0) -> HiddenDuel:
    cards = list(range(1, 7))
    random.Random(seed).shuffle(cards)
    return HiddenDuel((cards[0], cards[1]), tuple(cards[2:]))


HIDDEN = ToyRules(
    _deal,
    lambda d: HiddenDuel(tuple(d["hands"]), tuple(d["deck"]), d["turn"], tuple(d["discards"])),  # type: ignore[arg-type]
)

# The worker addresses toy games as "toygames:<NAME>".
TOY_GAMES: dict[str, ToyRules] = {
    "toygames:TICTACTOE": TICTACTOE,
    "toygames:NIM3": NIM3,
    "toygames:TREE": TREE,
    "toygames:HIDDEN": HIDDEN,
}
