"""Monte Carlo tree search (UCT) for any number of seats, with hidden information by determinization.

Backup is max^n: every node keeps a reward total per seat and each seat picks what is best for itself.
When the state offers `determinize(rng, seat)`, every iteration searches a fresh sample of what the
searching seat cannot see, and the tree is keyed by move notation so samples share statistics
(single-observer information-set MCTS; children are scored by how often they were available).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from game.ai.budget import Budget, Clock
from game.ai.choice import moves_to_search
from game.ai.rewards import rewards, seat_count
from game.rules.contract import HiddenInformation

# Playouts that run this long are scored as a shared result rather than followed to the end.
ROLLOUT_CAP = 300


class _Node:
    __slots__ = ("avail", "children", "moves", "state", "totals", "visits")

    def __init__(self) -> None:
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.totals: list[float] = []
        # Cached only for perfect-information searches, where the node's position is fixed.
        self.state: Any = None
        self.moves: dict[str, Any] | None = None

    def mean(self, seat: int) -> float:
        return self.totals[seat] / self.visits if seat < len(self.totals) else 0.0


class MCTSAgent:
    """UCT agent; `choose(state)` runs iterations until the budget is spent and returns the most visited move."""

    def __init__(
        self,
        budget: Budget,
        seed: int = 0,
        exploration: float = 0.7,
        rollout_cap: int = ROLLOUT_CAP,
        cutoff: Callable[[Any], list[float] | None] | None = None,
        playout: Callable[[Any, random.Random], Any] | None = None,
        lower_scores_win: bool = False,
    ) -> None:
        self.budget = budget
        self.rng = random.Random(seed)
        self.exploration = exploration
        self.rollout_cap = rollout_cap
        # Optional per-game value of a capped playout (per-seat rewards); else a shared result.
        self.cutoff = cutoff
        # Optional per-game playout policy (state, rng) -> a legal move; else uniformly random moves.
        self.playout = playout
        self.lower_scores_win = lower_scores_win  # the outcome's scores: fewer is better (rewards.py)
        self.iterations = 0
        self._seats = 1

    def choose(self, state: Any, should_stop: Callable[[], bool] | None = None) -> Any:
        """A legal move of `state` (which must not be over)."""
        legal, only = moves_to_search(state)
        if only is not None:
            return only
        root_seat = state.to_move
        root = self._search(state, root_seat, should_stop)
        by_name = {str(m): m for m in legal}
        ranked = [
            (child.visits, child.mean(root_seat), name) for name, child in root.children.items() if name in by_name
        ]
        if not ranked:
            return legal[0]
        _, _, best = max(ranked, key=lambda r: (r[0], r[1]))
        return by_name[best]

    def estimate(self, state: Any, seat: int, should_stop: Callable[[], bool] | None = None) -> float:
        """What `seat` can expect from `state` (0 = a sure loss, 1 = a sure win), as the search sees it."""
        if state.to_move is None:
            n = max(seat + 1, seat_count(state.outcome))
            return rewards(state.outcome, n, self.lower_scores_win)[seat]
        return self._search(state, state.to_move, should_stop).mean(seat)

    def _search(self, state: Any, root_seat: int, should_stop: Callable[[], bool] | None) -> _Node:
        """Iterate from `state` until the budget is spent; the root (seen from `root_seat` when cards are hidden)."""
        self._seats = max(self._seats, root_seat + 1)
        hidden = state if isinstance(state, HiddenInformation) else None
        root = _Node()
        clock = Clock(self.budget, should_stop, check_every=1)
        self.iterations = 0
        while True:
            sample = hidden.determinize(self.rng, root_seat) if hidden is not None else state
            self._iterate(root, sample, cache=hidden is None)
            self.iterations += 1
            if clock.tick():
                break
        return root

    def _iterate(self, root: _Node, state: Any, cache: bool) -> None:
        node = root
        path = [root]
        while state.to_move is not None:
            seat = state.to_move
            self._seats = max(self._seats, seat + 1)
            if cache and node.moves is not None:
                moves = node.moves
            else:
                moves = {str(m): m for m in state.legal_moves()}
                if cache:
                    node.moves = moves
            untried = [name for name in moves if name not in node.children]
            for name in moves:
                child = node.children.get(name)
                if child is not None:
                    child.avail += 1
            if untried:
                name = self.rng.choice(untried)
                child = _Node()
                child.avail = 1
                node.children[name] = child
                state = state.play(moves[name])
                if cache:
                    child.state = state
                path.append(child)
                break
            name = self._select(node, moves, seat)
            node = node.children[name]
            if cache and node.state is not None:
                state = node.state
            else:
                state = state.play(moves[name])
                if cache:
                    node.state = state
            path.append(node)
        result = self._rollout(state)
        for visited in path:
            visited.visits += 1
            if len(visited.totals) < len(result):
                visited.totals.extend([0.0] * (len(result) - len(visited.totals)))
            for seat, value in enumerate(result):
                visited.totals[seat] += value

    def _select(self, node: _Node, moves: dict[str, Any], seat: int) -> str:
        best_name = ""
        best_value = -math.inf
        c = self.exploration
        for name in moves:
            child = node.children[name]
            value = child.mean(seat) + c * math.sqrt(math.log(child.avail) / child.visits)
            if value > best_value:
                best_value, best_name = value, name
        return best_name

    def _rollout(self, state: Any) -> list[float]:
        rng = self.rng
        for _ in range(self.rollout_cap):
            if state.to_move is None:
                break
            self._seats = max(self._seats, state.to_move + 1)
            move = self.playout(state, rng) if self.playout is not None else rng.choice(state.legal_moves())
            state = state.play(move)
        outcome = state.outcome
        if outcome is None:
            estimate = self.cutoff(state) if self.cutoff is not None else None
            if estimate is not None:
                return estimate
            return [1.0 / self._seats] * self._seats
        self._seats = max(self._seats, seat_count(outcome))
        return rewards(outcome, self._seats, self.lower_scores_win)
