"""The typed contract between the layers (DESIGN.md, "The rules-module contract"), in one place.

Rules modules, the AI and the core are written against these Protocols, and mypy checks them. Nothing here is
a base class: a game follows the contract by its shape. Features that only some games have are Protocols of their
own (`HasPicks`, `HiddenInformation`), checked with isinstance where a caller must know.

Pure and stdlib only: the rules layer may import it, and so may every layer above.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Hashable, Sequence
from typing import Any, Protocol, Self, TypeVar, runtime_checkable

__all__ = [
    "AnyState",
    "Cutoff",
    "DrawJudge",
    "Evaluator",
    "HasPicks",
    "HiddenInformation",
    "Move",
    "Outcome",
    "RulesModule",
    "SearchWorker",
    "State",
]

M = TypeVar("M")  # a game's move type (a State[M] plays M)


class Move(Protocol):
    """A move: a small immutable value; `str(move)` is the notation of rules/<game>.md and `parse_move` of the
    game's rules module turns the notation back into an equal move."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


@runtime_checkable
class HasPicks(Protocol):
    """A move that says what a player points at, in order, to make it (cells, a slot, a colour): the shared move
    builder narrows the legal moves pick by pick."""

    def picks(self) -> tuple[Hashable, ...]: ...


class Outcome(Protocol):
    """The end of a game: `winners` (seats; empty for a draw), `scores` (one per seat) and the `reason` (the rule
    that ended it, for logs and tools)."""

    @property
    def winners(self) -> tuple[int, ...]: ...

    @property
    def scores(self) -> tuple[int, ...]: ...

    @property
    def reason(self) -> str: ...


class State(Protocol[M]):
    """A position of a game. Immutable: `play()` returns a new state.

    `to_move` is the seat to act, None once the game is over (then `legal_moves()` is empty and `outcome` is
    set). `key` is a hashable value equal for positions the AI may treat as one (a property in every game).
    `scores` has one entry per seat, the game's own count of the position (pieces, points, discs left).
    `play()` returns a state of the same game (`Self`): a screen written for Dama's states keeps them.
    """

    @property
    def to_move(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def outcome(self) -> Outcome | None: ...

    @property
    def key(self) -> Hashable: ...

    @property
    def scores(self) -> tuple[int, ...]: ...

    def legal_moves(self) -> Sequence[M]: ...

    def play(self, move: M) -> Self: ...

    def to_json(self) -> dict[str, Any]: ...


AnyState = State[Any]
"""A state of some game: what the search, the worker and the turns see (they serve every game alike)."""
S_co = TypeVar("S_co", bound=AnyState, covariant=True)  # the states a rules module makes


@runtime_checkable
class HiddenInformation(Protocol):
    """A state with hidden cards: `determinize(rng, seat)` keeps what `seat` can see and reshuffles the rest."""

    def determinize(self, rng: random.Random, seat: int) -> Self: ...


@runtime_checkable
class RulesModule(Protocol[S_co]):
    """A module `game.rules.<name>` (or any object shaped like one, e.g. the toy games of the tests), making states
    of type `S_co` (a game's own `State`; `RulesModule[AnyState]` where the game is found by its name).

    `new_game(**options)` starts a game; `from_json(d)` rebuilds a state from `to_json()` (ValueError when the
    dict is not one); `parse_move(text)` is the move a notation names (IllegalMove when it names none);
    `REFUSAL_CODES` every code `play()` may raise, each explained by the locale key `<name>.explain.<code>`.
    Bad level files raise `game.rules.LevelError`.
    """

    @property
    # Upper case: a module constant, read-only here.
    def REFUSAL_CODES(self) -> Collection[str]: ...

    # `Any` here is the contract's "any keyword options": each game's new_game names its own (checked by mypy where
    # the module is called by name, by the rules' own errors where it is found by name).
    def new_game(self, *args: Any, **options: Any) -> S_co: ...

    def from_json(self, d: dict[str, Any]) -> S_co: ...

    def parse_move(self, text: str) -> Move: ...


# -- the AI hooks a game's module game/ai/<name>.py may give (in a game.ai.levels.GameAI) -----------------------

Evaluator = Callable[[Any, int], float]
"""`evaluate(state, seat)`: the value of an unfinished position for `seat` (alpha-beta's leaves)."""
Cutoff = Callable[[Any], "list[float] | None"]
"""`cutoff(state)`: per-seat rewards in [0, 1] for an MCTS playout cut short (None: call it even)."""
DrawJudge = Callable[[Any, int], bool]
"""`judge_draw(state, seat)`: would a computer in `seat` accept a draw offered now?"""


# -- the search worker -------------------------------------------------------------------------------------


class SearchWorker(Protocol):
    """Searches off the UI loop (game.ai.worker: a process, or inline for tests and tools).

    `request()` asks for a move, a hint or a draw judgement and returns a ticket (a newer request supersedes an
    older one); `poll()` never blocks and returns `(ticket, answer)` once the answer is in: the chosen move itself
    (the rules' typed move, for a move or a hint), the verdict "accept" or "decline" (a draw), or a line of JSON
    (an assessment); None when the search failed, `error` then says why. `cancel()` drops the current request;
    `close()` stops the worker.
    """

    error: str | None

    @property
    def busy(self) -> bool: ...

    def request(
        self,
        game_name: str,
        level: str,
        state: AnyState,
        seed: int = 0,
        purpose: str = "move",
        *,
        seconds: float | None = None,
        deterministic: bool = False,
    ) -> int: ...

    def poll(self) -> tuple[int, object] | None: ...

    def cancel(self) -> None: ...

    def close(self) -> None: ...
