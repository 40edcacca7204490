"""Mapello's own alpha-beta (the hard level): negamax on raw bitboards, with an exact endgame solver.

The generic alpha-beta builds a rules State for every node; here a node is four integers (the mover's discs, the
other player's discs, the bonus points difference, and whose view it is), so the search sees several times more
positions in the same time. Walls and jokers never change during a game (M2), and a bonus cell stays open exactly
while it is empty (M10), so they need no place in a node.

Endgame: once the empty cells are few enough that a full-depth search fits the budget, the search goes to the end
of the game and returns the exact result: first win, draw or loss, then the M12 score difference (discs showing
each colour plus 3 per bonus taken; jokers are border pieces and score nothing, empty cells score nothing).
A search that reaches the end of every line is exact, so deepening stops there.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ai.budget import Budget, Clock
from game.ai.choice import moves_to_search
from game.rules.base import bits
from game.rules.mapello import BONUS_POINTS, INNER, SIZE, Move, State, flips, placements

# A finished game is worth WIN plus its score margin: any win beats any evaluation, a bigger win beats a smaller.
WIN = 10_000.0
_EXACT, _LOWER, _UPPER = 0, 1, 2
MAX_DEPTH = 64
# Root windows: FULL finds the best value; WLD only whether the game is won, drawn or lost (finished games are
# worth at least WIN + 1 either way, a draw 0), which a search proves far faster.
FULL = 3 * WIN
WLD = 1.0
# The endgame solver takes over at this many empty cells, after this many shallow iterations that order the moves.
SOLVE_EMPTIES = 14
PRESOLVE_DEPTH = 6
# The width of a null window (evaluations are fractional points).
NULL_WINDOW = 0.001
# Below this many plies left, children are ordered by cheap history; above, by the opponent's replies (fewest first).
SORT_DEPTH = 3

# (mine, theirs, my placements, walls, jokers, open bonuses, bonus points difference) -> value for `mine`
BitEvaluator = Callable[[int, int, int, int, int, int, int], float]


def final_value(mine: int, theirs: int, bonus_diff: int) -> float:
    """The exact value of a finished game for `mine` (M12): a win or loss first, then the score margin."""
    margin = mine.bit_count() - theirs.bit_count() + BONUS_POINTS * bonus_diff
    if margin > 0:
        return WIN + margin
    if margin < 0:
        return -WIN + margin
    return 0.0


class _OutOfBudget(Exception):
    pass


class MapelloSearch:
    """Iterative-deepening negamax over Mapello bitboards; `choose(state)` returns a legal move."""

    def __init__(self, budget: Budget, evaluate: BitEvaluator, max_depth: int = MAX_DEPTH) -> None:
        self.budget = budget
        self.evaluate = evaluate
        self.max_depth = max_depth
        self.table: dict[tuple[int, int, int], tuple[int, float, int, int]] = {}
        self.history = [0] * (SIZE * SIZE)
        self.nodes = 0
        self.depth_reached = 0
        self.exact = False  # the last choice was solved to the end of the game
        self.value = 0.0  # the value of the last completed iteration (exact when `exact`, see final_value)
        self._clock = Clock(budget)
        self._walls = self._jokers = self._bonuses = self._free = 0

    def choose(self, state: State, should_stop: Callable[[], bool] | None = None) -> Move:
        """A legal move of `state` (which must not be over)."""
        legal, only = moves_to_search(state)
        if only is not None:
            return only
        seat = state.to_move
        assert seat is not None  # the game goes on: it has legal moves
        self._walls, self._jokers = state.walls, state.jokers
        self._bonuses = state.bonuses
        self._free = INNER & ~state.walls
        mine, theirs = (state.black, state.white) if seat == 0 else (state.white, state.black)
        taken = state.taken[seat].bit_count() - state.taken[1 - seat].bit_count()
        self._clock = Clock(self.budget, should_stop)
        self.table.clear()
        self.history = [0] * (SIZE * SIZE)
        self.exact = False
        by_square = {move.square: move for move in legal}
        squares = list(by_square)
        best = squares[0]
        empties = (self._free & ~(mine | theirs)).bit_count()
        self.depth_reached = 0
        for depth, window in self._schedule(empties):
            try:
                best, value = self._root(mine, theirs, taken, depth, window, squares, best)
            except _OutOfBudget as stop:
                best = stop.args[0]
                break
            self.depth_reached, self.value = depth, value
            # Every line reaches the end once the depth covers every empty cell: deeper is the same search.
            self.exact = depth >= empties
            if self._clock.spent():
                break
        self.nodes = self._clock.nodes
        return by_square[best]

    def _schedule(self, empties: int) -> list[tuple[int, float]]:
        """(depth, root window) of each iteration. Few empty cells: a few shallow plies to order the moves, then
        the whole rest of the game, first only won, drawn or lost (a narrow window), then the exact margin."""
        deepest = min(self.max_depth, empties)
        if empties > SOLVE_EMPTIES or deepest < empties:
            return [(depth, FULL) for depth in range(1, deepest + 1)]
        shallow = [(depth, FULL) for depth in range(1, min(PRESOLVE_DEPTH, empties - 1) + 1)]
        return [*shallow, (empties, WLD), (empties, FULL)]

    def _root(
        self, mine: int, theirs: int, taken: int, depth: int, window: float, squares: list[int], previous: int
    ) -> tuple[int, float]:
        """The best root square at `depth` and its value, within (-window, window); the previous iteration's best
        is searched first. With a narrow window a move found to win ends the search (it cannot be beaten)."""
        ordered = [previous] + [sq for sq in squares if sq != previous]
        alpha = -window
        best, best_value = previous, -3 * WIN
        own = mine | self._jokers
        for index, sq in enumerate(ordered):
            bit = 1 << sq
            flipped = flips(sq, own, theirs)
            gain = 1 if self._bonuses & bit else 0
            try:
                value = -self._negamax(
                    theirs & ~flipped, mine | flipped | bit, -(taken + gain), depth - 1, -window, -alpha
                )
            except _OutOfBudget:
                # Moves searched so far in this iteration were all compared with the previous best.
                raise _OutOfBudget(best if index > 0 else previous) from None
            if value > best_value:
                best, best_value = sq, value
                alpha = max(alpha, value)
                if alpha >= window:
                    break
        if window == FULL:
            self.table[(mine, theirs, taken)] = (depth, best_value, _EXACT, best)
        return best, best_value

    def _negamax(self, mine: int, theirs: int, taken: int, depth: int, alpha: float, beta: float) -> float:
        """Value for `mine`, the player to move; `taken` = bonuses taken by `mine` minus by `theirs`."""
        clock = self._clock
        if clock.tick():
            raise _OutOfBudget(None)
        jokers = self._jokers
        empty = self._free & ~(mine | theirs)
        moves = placements(mine | jokers, theirs, empty)
        if not moves:
            if not placements(theirs | jokers, mine, empty):
                return final_value(mine, theirs, taken)
            # M11: a pass costs no depth; the opponent surely has a move, so this cannot repeat.
            return -self._negamax(theirs, mine, -taken, depth, -beta, -alpha)
        if depth <= 0:
            return self.evaluate(mine, theirs, moves, self._walls, jokers, self._bonuses & empty, BONUS_POINTS * taken)
        key = (mine, theirs, taken)
        entry = self.table.get(key)
        tt_move = -1
        if entry is not None:
            e_depth, e_value, e_flag, tt_move = entry
            if e_depth >= depth and (
                e_flag == _EXACT or (e_flag == _LOWER and e_value >= beta) or (e_flag == _UPPER and e_value <= alpha)
            ):
                return e_value
        alpha_start = alpha
        best_value, best_sq = -3 * WIN, -1
        own = mine | jokers
        bonuses = self._bonuses
        for sq in self._ordered(moves, mine, theirs, empty, depth, tt_move):
            bit = 1 << sq
            flipped = flips(sq, own, theirs)
            gain = 1 if bonuses & bit else 0
            child = (theirs & ~flipped, mine | flipped | bit, -(taken + gain), depth - 1)
            if best_sq < 0:
                value = -self._negamax(*child, -beta, -alpha)
            else:
                # Principal variation search: the first move is likely best, so the others need only be shown
                # worse (a null window, cheaper); one that is not is searched again with the full window.
                value = -self._negamax(*child, -alpha - NULL_WINDOW, -alpha)
                if alpha < value < beta:
                    value = -self._negamax(*child, -beta, -alpha)
            if value > best_value:
                best_value, best_sq = value, sq
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        self.history[sq] += depth * depth
                        break
        flag = _UPPER if best_value <= alpha_start else _LOWER if best_value >= beta else _EXACT
        self.table[key] = (depth, best_value, flag, best_sq)
        return best_value

    def _ordered(self, moves: int, mine: int, theirs: int, empty: int, depth: int, tt_move: int) -> list[int]:
        """The moves to try, likeliest cutoff first: the table's move, then fewest replies (deep) or history."""
        squares = list(bits(moves))
        if len(squares) == 1:
            return squares
        if depth < SORT_DEPTH:
            history = self.history
            squares.sort(key=lambda sq: -history[sq])
        else:
            jokers = self._jokers
            own = mine | jokers
            ranked = []
            for sq in squares:
                bit = 1 << sq
                flipped = flips(sq, own, theirs)
                replies = placements(theirs & ~flipped | jokers, mine | flipped | bit, empty & ~bit)
                ranked.append((replies.bit_count() - (self.history[sq] > 0), sq))
            ranked.sort()
            squares = [sq for _, sq in ranked]
        if tt_move in squares:
            squares.remove(tt_move)
            squares.insert(0, tt_move)
        return squares
