"""A plain, textbook UCT opponent: the yardstick the arena measures the table's own levels against.

Written apart from `game.ai.mcts` on purpose (it shares no code with the searches it judges): UCB1 selection
with c = sqrt(2), one node added per simulation, uniformly random playouts to the end of the game, the most
visited root move played, N simulations per move and a seeded generator — the same kind of bot as OpenSpiel's
`MCTSBot` with a random rollout evaluator. It uses only the DESIGN.md rules contract.

Hidden cards: when the state has `determinize(rng, seat)`, every simulation runs on a fresh sample of what the
searching seat cannot see (never the real deck); the tree is keyed by move notation so the samples share it,
and a child's exploration term counts the simulations in which it was legal (single-observer ISMCTS).
Several seats: each node keeps the reward of the seat that moved into it, so every seat maximises its own.
"""

from __future__ import annotations

import math
import random
from typing import Any

from game.rules.contract import HiddenInformation

# Random playouts of games with no end rule (kings circling in draughts) are stopped here and scored as a
# shared result, so one simulation can never hang the arena.
PLAYOUT_CAP = 1000
EXPLORATION = math.sqrt(2.0)


class _Node:
    """One move's statistics: the seat that made it, visits, that seat's reward total, and availability."""

    __slots__ = ("avail", "children", "reward", "seat", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.reward = 0.0
        self.avail = 0
        self.children: dict[str, _Node] = {}


def seat_rewards(outcome: Any, seats: int) -> list[float]:
    """1 for a sole winner, shared equally between tied winners; a draw (no winner) shared by every seat."""
    winners = tuple(outcome.winners)
    if not winners:
        return [1.0 / seats] * seats
    return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(seats)]


class UCTAgent:
    """`choose(state)` runs `simulations` UCT simulations and plays the most visited root move."""

    def __init__(
        self, simulations: int, seed: int = 0, exploration: float = EXPLORATION, playout_cap: int = PLAYOUT_CAP
    ) -> None:
        if simulations < 1:
            raise ValueError("UCT needs at least one simulation per move")
        self.simulations = simulations
        self.rng = random.Random(seed)
        self.exploration = exploration
        self.playout_cap = playout_cap
        self.seats = 2

    def choose(self, state: Any, should_stop: Any = None) -> Any:
        """A legal move of `state` (which must not be over). `should_stop` is accepted for the agent protocol
        and ignored: the budget is the simulation count alone, so a seed gives the same move on any machine."""
        legal = state.legal_moves()
        if not legal:
            raise ValueError("the game is over: there is no move to choose")
        if len(legal) == 1:
            return legal[0]
        root_seat = state.to_move
        self.seats = max(self.seats, root_seat + 1, _seat_hint(state))
        hidden = state if isinstance(state, HiddenInformation) else None
        root = _Node(-1)
        for _ in range(self.simulations):
            sample = hidden.determinize(self.rng, root_seat) if hidden is not None else state
            self._simulate(root, sample)
        by_name = {str(m): m for m in legal}
        # Most visits; ties go to the first legal move (deterministic, no dict-order dependence).
        best = max(legal, key=lambda m: root.children[str(m)].visits if str(m) in root.children else -1)
        return by_name[str(best)]

    def _simulate(self, root: _Node, state: Any) -> None:
        """Selection and expansion down the tree, one random playout, and the backup of its rewards."""
        node = root
        path = [root]
        while state.to_move is not None:
            seat = state.to_move
            moves = {str(m): m for m in state.legal_moves()}
            for name in moves:
                child = node.children.get(name)
                if child is not None:
                    child.avail += 1
            untried = [name for name in moves if name not in node.children]
            if untried:
                name = self.rng.choice(untried)
                child = _Node(seat)
                child.avail = 1
                node.children[name] = child
                path.append(child)
                state = state.play(moves[name])
                break
            name = self._ucb1(node, moves)
            node = node.children[name]
            path.append(node)
            state = state.play(moves[name])
        result = self._playout(state)
        for visited in path:
            visited.visits += 1
            if visited.seat >= 0:
                visited.reward += result[visited.seat]

    def _ucb1(self, node: _Node, moves: dict[str, Any]) -> str:
        """The legal child with the best mean reward for its mover plus the UCB1 exploration term."""
        best_name, best_value = "", -math.inf
        for name in moves:
            child = node.children[name]
            value = child.reward / child.visits + self.exploration * math.sqrt(math.log(child.avail) / child.visits)
            if value > best_value:
                best_name, best_value = name, value
        return best_name

    def _playout(self, state: Any) -> list[float]:
        """Uniformly random moves to the end of the game (or the cap: a shared result)."""
        rng = self.rng
        for _ in range(self.playout_cap):
            if state.to_move is None:
                break
            self.seats = max(self.seats, state.to_move + 1)
            state = state.play(rng.choice(state.legal_moves()))
        outcome = state.outcome
        if outcome is None:
            return [1.0 / self.seats] * self.seats
        if outcome.winners:
            self.seats = max(self.seats, max(outcome.winners) + 1)
        return seat_rewards(outcome, self.seats)


def _seat_hint(state: Any) -> int:
    """Seats at the table: one score per seat (the rules contract), at least 2."""
    return max(2, len(state.scores))


def parse_uct(level: str) -> int | None:
    """The simulation count of an arena opponent named "uct:N" (None for any other name); ValueError when N is
    not a positive whole number."""
    if not level.startswith("uct:"):
        return None
    count = level[4:]
    if not count.isdigit() or int(count) < 1:
        raise ValueError(f"{level!r}: expected uct:N with N a positive number of simulations")
    return int(count)
