"""Moves built over several presses (DESIGN.md: `move.picks()`).

Every legal move is known with its picks: the things a player points at, in order, to make it (a piece then its
landings, a disc then a spot for a tile, a card slot then a cell then a rotation, a gift colour). The builder
narrows the legal moves by the picks made so far. The next picks that keep a move possible are offered (and only
those); a move is decided as soon as it is the only one left, or, where a complete move is also the start of longer
ones, when the player picks its last target again. Taking back a pick is one step. No pygame here.

A decided move is played only when the press was on one of its targets (a landing, a spot, a slot): the press that
selects a piece never plays, even when that piece has a single move (game.board.picking.BoardInput.press); once a
target is pressed, the picks that are forced complete themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Generic, TypeVar, cast

from game.rules.contract import HasPicks

M = TypeVar("M")  # the moves built: a game's Move
P = TypeVar("P", bound=Hashable)  # what a player picks towards one (cells, slots, colours): each game its own kind

_PICKABLE: dict[type, bool] = {}  # per kind of move: does it give picks()? (a Protocol check costs 50 us a move)


def move_picks(move: object) -> tuple[Hashable, ...] | None:
    """The picks of `move`: its own `picks()` when the rules give them, else None (the screen derives them)."""
    kind = type(move)
    pickable = _PICKABLE.get(kind)
    if pickable is None:
        pickable = _PICKABLE[kind] = isinstance(move, HasPicks)
    # The kind was checked once (cached): the cast says what that check found.
    return tuple(cast(HasPicks, move).picks()) if pickable else None


class MoveBuilder(Generic[M, P]):
    """The legal moves of one position, and the picks a player has made towards one of them."""

    def __init__(self, moves: Sequence[M], picks_of: Callable[[M], Sequence[P] | None]) -> None:
        self._moves: list[tuple[M, tuple[P, ...]]] = []
        for move in moves:
            picks = picks_of(move)
            if picks:  # a move with nothing to point at (a pass played for the player) is not built
                self._moves.append((move, tuple(picks)))
        self.picked: tuple[P, ...] = ()

    @property
    def moves(self) -> list[M]:
        """Every move that can be built here."""
        return [m for m, _ in self._moves]

    def candidates(self) -> list[tuple[M, tuple[P, ...]]]:
        """The moves (with their picks) that the picks so far still allow."""
        n = len(self.picked)
        return [(m, p) for m, p in self._moves if p[:n] == self.picked]

    def next_picks(self) -> list[P]:
        """What may be picked next, in move order, each once."""
        n = len(self.picked)
        out: dict[P, None] = {}
        for _m, p in self.candidates():
            if len(p) > n:
                out.setdefault(p[n])
        return list(out)

    def first_picks(self) -> list[P]:
        """What may start a move (a new start replaces the picks made so far)."""
        return list(dict.fromkeys(p[0] for _m, p in self._moves))

    def complete(self) -> M | None:
        """The move whose picks are exactly the ones made, if any (it may also be the start of longer moves)."""
        for m, p in self.candidates():
            if p == self.picked:
                return m
        return None

    def decided(self) -> M | None:
        """The move to play now: the only candidate left (its remaining picks are forced), else None."""
        found = self.candidates()
        return found[0][0] if len(found) == 1 and self.picked else None

    def pick(self, target: P) -> bool:
        """Add `target` as the next pick. A target that could only start a move restarts the picks from it;
        picking the last target again confirms the complete move (see `confirming`). False if not allowed."""
        if target in self.next_picks():
            self.picked += (target,)
            return True
        if self.picked and target in self.first_picks() and target != self.picked[-1]:
            self.picked = (target,)
            return True
        return False

    def confirming(self, target: P) -> M | None:
        """The complete move that a second press on the last picked target confirms, else None."""
        if self.picked and target == self.picked[-1]:
            return self.complete()
        return None

    def back(self) -> bool:
        """Take back the last pick; False when there was none."""
        if not self.picked:
            return False
        self.picked = self.picked[:-1]
        return True

    def clear(self) -> None:
        self.picked = ()
