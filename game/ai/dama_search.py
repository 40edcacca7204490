"""Dama's own alpha-beta (the hard level): negamax on raw bitboards, with compulsory captures searched out.

The generic alpha-beta builds a rules State for every node (its draw counters, its history, its caches); here a
node is four integers (the mover's pieces, the other side's, the kings, and which side moves), and the moves come
straight from the rules' generator, so the search sees more positions in the same time.

- Captures are compulsory (D9): a position with a capture due costs no depth, and at the horizon the search plays
  the captures out before judging (quiescence; no stand-pat, a capture cannot be declined).
- D14: a side without a move has lost. D16: a position met again on the line searched, or earlier in the game, is
  scored a draw (a repetition the side behind would take).
- King endings without men, where the draw rules D15 and D16 decide the game, are searched by the generic
  alpha-beta on rules States, which counts them exactly.
- In the opening it picks at random among the moves within `variety` of the best (games do not repeat).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.ai.alphabeta import INF, MAX_DEPTH, MAX_PLY, WIN, WIN_FLOOR, AlphaBetaAgent, from_table, to_table
from game.ai.budget import Budget, Clock
from game.ai.choice import moves_to_search
from game.rules.dama import FAR_RANK, Move, State, can_step, capturers, generate

# Terminal values are the generic search's (WIN - ply: nearer wins score higher), as are the table's conventions,
# the deepest iteration and the ply where capture extensions stop (MAX_PLY: a long forced sequence cannot run the
# stack out).
_EXACT, _LOWER, _UPPER = 0, 1, 2
# The width of a null window (evaluations are in men, with fractions).
NULL_WINDOW = 0.001

# (light, dark, kings, seat) -> value for `seat`, in men
BoardEvaluator = Callable[[int, int, int, int], float]

Node = tuple[int, int, int, int]  # (mover's pieces, other side's pieces, kings, mover's side)
MoveKey = tuple[int, int, int]  # a move's start, end and captured squares (D18)


class _OutOfBudget(Exception):
    pass


def child_of(node: Node, move: Move) -> Node:
    """The node after `move` (D11: the captured pieces go; D13: a man ending on the far rank is crowned)."""
    own, opp, kings, side = node
    a, b = move.path[0], move.path[-1]
    bit_a, bit_b = 1 << a, 1 << b
    captured = move.captured
    own = (own & ~bit_a) | bit_b
    if captured:
        opp &= ~captured
        kings &= ~captured
    if kings & bit_a:
        kings = (kings & ~bit_a) | bit_b
    elif bit_b & FAR_RANK[side]:
        kings |= bit_b
    return (opp, own, kings, 1 - side)


def node_of(key: tuple[int, int, int, int]) -> Node:
    """The node of a rules position key (Light's pieces, Dark's, the kings, the side to move: `State.key`, and
    every entry of `State.history`)."""
    light, dark, kings, side = key
    return (light, dark, kings, 0) if side == 0 else (dark, light, kings, 1)


class DamaSearch:
    """Iterative-deepening negamax over Dama bitboards; `choose(state)` returns a legal move."""

    def __init__(
        self,
        budget: Budget,
        evaluate_board: BoardEvaluator,
        endings: AlphaBetaAgent,
        seed: int = 0,
        variety: float = 0.0,
        varied: Callable[[State], bool] | None = None,
        max_depth: int = MAX_DEPTH,
    ) -> None:
        self.budget = budget
        self.evaluate_board = evaluate_board
        self.endings = endings
        self.rng = random.Random(seed)
        self.variety = variety
        self.varied = varied
        self.max_depth = max_depth
        # Moves are known by their D18 key (start, end, captured): a capture is a new object at every node.
        self.table: dict[Node, tuple[int, float, int, MoveKey | None]] = {}
        self.history: dict[MoveKey, int] = {}
        self.killers: list[list[MoveKey]] = []
        self.nodes = 0
        self.depth_reached = 0
        self.value = 0.0  # the value of the last completed iteration, for the mover
        self._clock = Clock(budget)
        self._seen: set[Node] = set()  # positions on the line searched and earlier in the game (D16)
        self._horizon = False

    def choose(self, state: State, should_stop: Callable[[], bool] | None = None) -> Move:
        """A legal move of `state` (which must not be over)."""
        legal, only = moves_to_search(state)
        if only is not None:
            return only
        if not ((state.light | state.dark) & ~state.kings):
            move: Move = self.endings.choose(state, should_stop)
            self.nodes, self.depth_reached = self.endings.nodes, self.endings.depth_reached
            return move
        root = node_of(state.key)
        self._clock = Clock(self.budget, should_stop)
        self.table.clear()
        self.history.clear()
        self.killers = [[] for _ in range(MAX_PLY + 2)]
        self._seen = {root, *map(node_of, state.history)}
        margin = self.variety if self.variety > 0 and self.varied is not None and self.varied(state) else 0.0
        best = legal[0]
        self.depth_reached = 0
        for depth in range(1, self.max_depth + 1):
            self._horizon = False
            try:
                best, value = self._root(root, legal, depth, best, margin)
            except _OutOfBudget as stop:
                if stop.args and stop.args[0] is not None:
                    best = stop.args[0]
                break
            self.depth_reached, self.value = depth, value
            # Without a horizon node every line was searched to its end: deeper is the same search again.
            if abs(value) >= WIN_FLOOR or not self._horizon or self._clock.spent():
                break
        self.nodes = self._clock.nodes
        return best

    def _root(self, root: Node, legal: list[Move], depth: int, previous: Move, margin: float) -> tuple[Move, float]:
        """The best root move at `depth` and its value; the previous iteration's best is searched first. With a
        `margin`, every move within it of the best gets an exact value and one of them is picked at random."""
        moves = [previous] + [m for m in legal if m is not previous]
        alpha = -INF
        best, best_value = previous, -INF
        near: list[tuple[float, Move]] = []
        for move in moves:
            try:
                value = -self._visit(child_of(root, move), depth - 1, -INF, -(alpha - margin), 1)
            except _OutOfBudget:
                # A move proven better than the previous choice is still worth playing, except where variety
                # applies: there the last full iteration's random pick stands.
                proven = best_value > -INF and best is not previous and not margin
                raise _OutOfBudget(best if proven else None) from None
            if value > best_value:
                best, best_value = move, value
            alpha = max(alpha, value)
            if margin:
                near.append((value, move))
        self.table[root] = (depth, best_value, _EXACT, best.key)
        if margin and abs(best_value) < WIN_FLOOR:
            return self.rng.choice([m for v, m in near if v >= best_value - margin]), best_value
        return best, best_value

    def _visit(self, node: Node, depth: int, alpha: float, beta: float, ply: int) -> float:
        """`_negamax` with the line's repetitions counted (D16: a position met again is a draw)."""
        seen = self._seen
        if node in seen:
            return 0.0
        seen.add(node)
        try:
            return self._negamax(node, depth, alpha, beta, ply)
        finally:
            seen.discard(node)

    def _negamax(self, node: Node, depth: int, alpha: float, beta: float, ply: int) -> float:
        """Value of `node` for the side to move."""
        if self._clock.tick():
            raise _OutOfBudget(None)
        own, opp, kings, side = node
        starts = capturers(own, opp, kings)
        if depth <= 0 and (ply >= MAX_PLY or not starts):
            if not starts and not can_step(own, opp, kings, side):
                return -WIN + ply  # D14: no capture and no step, lost
            self._horizon = True
            light, dark = (own, opp) if side == 0 else (opp, own)
            return self.evaluate_board(light, dark, kings, side)
        entry = self.table.get(node)
        tt_move: MoveKey | None = None
        if entry is not None:
            e_depth, e_value, e_flag, tt_move = entry
            if e_depth >= depth:
                value = from_table(e_value, ply)
                if e_flag == _EXACT or (e_flag == _LOWER and value >= beta) or (e_flag == _UPPER and value <= alpha):
                    # The stored line may have met the horizon: deepening must go on.
                    self._horizon = self._horizon or abs(value) < WIN_FLOOR
                    return value
        moves = generate(own, opp, kings, side, starts)
        if not moves:
            return -WIN + ply  # D14: no move, lost
        # A capture costs no depth: the line is followed through it (at the horizon too).
        child_depth = depth if moves[0].captured and ply < MAX_PLY else depth - 1
        alpha_start = alpha
        best_value, best_move = -INF, None
        for move in self._ordered(moves, tt_move, ply):
            child = child_of(node, move)
            if best_move is None:
                value = -self._visit(child, child_depth, -beta, -alpha, ply + 1)
            else:
                # Principal variation search: the first move is likely best, so the others need only be shown
                # worse (a null window, cheaper); one that is not is searched again with the full window.
                value = -self._visit(child, child_depth, -alpha - NULL_WINDOW, -alpha, ply + 1)
                if alpha < value < beta:
                    value = -self._visit(child, child_depth, -beta, -alpha, ply + 1)
            if value > best_value:
                best_value, best_move = value, move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        self._reward_cutoff(move, ply, depth)
                        break
        flag = _UPPER if best_value <= alpha_start else _LOWER if best_value >= beta else _EXACT
        old = self.table.get(node)
        if old is None or old[0] <= depth:
            self.table[node] = (depth, to_table(best_value, ply), flag, None if best_move is None else best_move.key)
        return best_value

    def _ordered(self, moves: list[Move], tt_move: MoveKey | None, ply: int) -> list[Move]:
        """The moves to try, likeliest cutoff first: the table's move, the killers, then by history."""
        if len(moves) == 1:
            return moves
        history = self.history
        killers = self.killers[ply]

        def rank(move: Move) -> int:
            key = move.key
            if key == tt_move:
                return -(1 << 40)
            if key in killers:
                return -(1 << 39)
            return -history.get(key, 0)

        return sorted(moves, key=rank)

    def _reward_cutoff(self, move: Move, ply: int, depth: int) -> None:
        key = move.key
        self.history[key] = self.history.get(key, 0) + depth * depth
        killers = self.killers[ply]
        if key not in killers:
            killers.insert(0, key)
            del killers[2:]
