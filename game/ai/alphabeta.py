"""Alpha-beta search (negamax, iterative deepening) for two-player games; a game with hidden cards (a state
with `determinize`) is searched on a sample of what the mover cannot see.

Move ordering: the transposition table's best move first, then this ply's killer moves, then the history
heuristic. A seat may move twice in a row (the value is then not negated). The clock is checked inside the
search; an unfinished iteration is thrown away except for a better root move it already proved.

Forcing positions: a game may say (`forcing(state)`) when the player to move has only forced replies (a
compulsory stack in Jaleo, a compulsory capture in Dama). Such a ply costs no depth (an extension), and at the
horizon the search plays on through it instead of evaluating a position in the middle of a forced sequence
(a quiescence search whose only moves are the forced ones; no stand-pat, as the player may not decline them).

Candidates: a game may narrow the moves searched (`candidates(state)`, a subset of the legal moves) where many of
them differ only further ahead than the search looks (Jaleo's tile placements).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from game.ai.budget import Budget, Clock
from game.ai.choice import moves_to_search
from game.ai.rewards import rewards
from game.ai.state_key import state_key
from game.rules.contract import HiddenInformation

Evaluator = Callable[[Any, int], float]
Forcing = Callable[[Any], bool]
Candidates = Callable[[Any], list[Any]]

# Terminal values dwarf any evaluation; nearer wins score higher (WIN - ply).
WIN = 1_000_000.0
WIN_FLOOR = WIN / 2
INF = math.inf
_EXACT, _LOWER, _UPPER = 0, 1, 2
MAX_DEPTH = 64
# Extensions stop this many plies from the root, so a long forced sequence cannot run the stack out.
MAX_PLY = 120
# With a beam, the iterations up to this depth still search every root move.
BEAM_FROM = 2


class _OutOfBudget(Exception):
    pass


def no_evaluation(state: Any, seat: int) -> float:
    """The evaluator used when a game has none: every unfinished position looks even."""
    return 0.0


def terminal_value(outcome: Any, seat: int, ply: int) -> float:
    """Value of a finished game for `seat`: a win, a loss (nearer is stronger) or a draw, plus a score margin."""
    share = rewards(outcome, 2)
    margin = share[seat] - share[1 - seat] if len(share) == 2 else 0.0
    if seat in outcome.winners and len(outcome.winners) == 1:
        return WIN - ply + margin
    if outcome.winners and seat not in outcome.winners:
        return -WIN + ply + margin
    return margin


class AlphaBetaAgent:
    """Negamax agent: `choose(state)` searches deeper until the budget runs out or `max_depth` is done.

    `noise` > 0 adds seeded Gaussian noise (in evaluation units) to every root move's exact score, which is how
    the easy level makes believable mistakes. `beam` > 0 searches only that many root moves (the best of the
    previous iteration) beyond the first BEAM_FROM plies, for games with hundreds of moves a turn; a root move
    proven lost does not use up a place in the beam (the next best takes it), so a beam of losing moves never
    hides a move that holds.
    `forcing(state)` marks positions whose replies are forced: they are extended (see the module docstring).
    `variety` > 0 plays a seeded random choice among the root moves within `variety` of the best, in positions
    where `varied(state)` says so (an opening), so that two games against the computer do not repeat.
    `candidates(state)`, when given, is searched in place of the legal moves (see the module docstring).
    """

    def __init__(
        self,
        budget: Budget,
        evaluate: Evaluator = no_evaluation,
        seed: int = 0,
        max_depth: int = MAX_DEPTH,
        noise: float = 0.0,
        beam: int = 0,
        forcing: Forcing | None = None,
        variety: float = 0.0,
        varied: Forcing | None = None,
        candidates: Candidates | None = None,
    ) -> None:
        self.budget = budget
        self.evaluate = evaluate
        self.rng = random.Random(seed)
        self.max_depth = max_depth
        self.noise = noise
        self.beam = beam
        self.forcing = forcing
        self.candidates = candidates
        self.variety = variety
        self.varied = varied
        self._scores: dict[str, float] = {}
        self.table: dict[Any, tuple[int, float, int, str | None, bool]] = {}
        self.history: dict[str, int] = {}
        self.killers: list[list[str]] = []
        self.depth_reached = 0
        self.nodes = 0
        self._clock: Clock | None = None
        self._horizon = False

    def choose(self, state: Any, should_stop: Callable[[], bool] | None = None) -> Any:
        """A legal move of `state` (which must not be over)."""
        legal, only = moves_to_search(state)
        if only is not None:
            return only
        seat = state.to_move
        if isinstance(state, HiddenInformation):
            # Hidden cards: the search runs on a sample of what `seat` cannot see, never on the true deck (the
            # face-up table, and so the legal moves, are the same in every sample).
            state = state.determinize(self.rng, seat)
            by_name = {str(m): m for m in legal}
            legal = state.legal_moves()
            if {str(m) for m in legal} != set(by_name):
                raise ValueError("determinize changed the legal moves")
        else:
            by_name = None
        if self.candidates is not None:
            legal = self.candidates(state)
        self._clock = Clock(self.budget, should_stop)
        self.table.clear()
        self.history.clear()
        self.killers = [[] for _ in range(self.max_depth + 2)]
        best = legal[0]
        self.depth_reached = 0
        for depth in range(1, self.max_depth + 1):
            self._horizon = False
            try:
                best, score = self._root(state, seat, legal, depth)
            except _OutOfBudget as stop:
                partial = stop.args[0] if stop.args else None
                if partial is not None:
                    best = partial
                break
            self.depth_reached = depth
            # Without a horizon node the tree was searched to its end: deeper is the same search again.
            if abs(score) >= WIN_FLOOR or not self._horizon or self._clock.spent():
                break
        self.nodes = self._clock.nodes
        return best if by_name is None else by_name[str(best)]

    # -- search -----------------------------------------------------------------------------------------

    def _root(self, state: Any, seat: int, legal: list[Any], depth: int) -> tuple[Any, float]:
        reserve: list[Any] = []  # root moves past the beam, searched only in place of moves proven lost
        if depth == 1:
            self._scores = {}
        elif depth > BEAM_FROM and 0 < self.beam < len(legal) and len(self._scores) == len(legal):
            # Wide games: past the first plies only the `beam` moves the last iteration liked best are searched
            # deeper, so the time goes to depth rather than breadth. The full-width plies before come first: a
            # one-ply ranking cannot see that a reply forces a stack and a line (issue 25's Jaleo blunder).
            ranked = sorted(legal, key=lambda m: -self._scores[str(m)])
            legal, reserve = ranked[: self.beam], ranked[self.beam :]
        moves = self._ordered(legal, self._table_move(state), 0) + reserve
        alpha = -INF
        best_move, best_score = moves[0], -INF
        noisy = self.noise > 0
        # Variety: every root move within `margin` of the best gets an exact score (the window is widened by
        # the margin), and one of them is picked at random.
        margin = self.variety if self.variety > 0 and self.varied is not None and self.varied(state) else 0.0
        near: list[tuple[float, Any]] = []
        holding = 0  # root moves searched that are not proven lost
        for move in moves:
            if reserve and holding >= self.beam:
                break
            child = state.play(move)
            try:
                # With noise every root score must be exact, so no window narrowing there.
                value = self._child_value(child, seat, depth - 1, -INF if noisy else alpha - margin, INF, 1)
            except _OutOfBudget:
                # A move already proven better than the previous iteration's choice is still worth playing,
                # except where variety applies: there the last full iteration's random pick stands (else the
                # partial iteration, ordered by the table's best move, would replay the same game every time).
                proven = best_score > -INF and not noisy and not margin
                raise _OutOfBudget(best_move if proven else None) from None
            # The ranking for the next iteration's beam: exact for the best move, a bound for the others.
            self._scores[str(move)] = value
            if value > -WIN_FLOOR:
                holding += 1
            if noisy:
                value += self.rng.gauss(0.0, self.noise)
            if value > best_score:
                best_move, best_score = move, value
            alpha = max(alpha, value)
            if margin:
                near.append((value, move))
        self._store(state, depth, best_score, _EXACT, str(best_move))
        if margin and abs(best_score) < WIN_FLOOR:
            choices = [move for value, move in near if value >= best_score - margin]
            return self.rng.choice(choices), best_score
        return best_move, best_score

    def _child_value(self, child: Any, seat: int, depth: int, alpha: float, beta: float, ply: int) -> float:
        """Value of `child` for `seat`, the seat that just moved into it."""
        nxt = child.to_move
        if nxt is None or nxt == seat:
            return self._negamax(child, seat, depth, alpha, beta, ply)
        return -self._negamax(child, nxt, depth, -beta, -alpha, ply)

    def _negamax(self, state: Any, seat: int, depth: int, alpha: float, beta: float, ply: int) -> float:
        clock = self._clock
        assert clock is not None
        if clock.tick():
            raise _OutOfBudget()
        outcome = state.outcome
        if outcome is not None:
            return terminal_value(outcome, seat, ply)
        forced = self.forcing is not None and ply < MAX_PLY and self.forcing(state)
        if depth <= 0 and not forced:
            self._horizon = True
            return self.evaluate(state, seat)
        # A forced ply costs no depth: the line is followed through it (at the horizon too: quiescence).
        child_depth = depth if forced else depth - 1
        key = state_key(state)
        entry = self.table.get(key)
        tt_move: str | None = None
        if entry is not None:
            e_depth, e_value, e_flag, tt_move, e_resolved = entry
            if e_depth >= depth:
                value = from_table(e_value, ply)
                if e_flag == _EXACT or (e_flag == _LOWER and value >= beta) or (e_flag == _UPPER and value <= alpha):
                    self._horizon = self._horizon or not e_resolved
                    return value
        # Track whether this subtree met the horizon, so fully solved entries are known as such.
        horizon_outside, self._horizon = self._horizon, False
        alpha_start = alpha
        best_value, best_name = -INF, None
        moves = state.legal_moves() if self.candidates is None else self.candidates(state)
        for move in self._ordered(moves, tt_move, ply):
            value = self._child_value(state.play(move), seat, child_depth, alpha, beta, ply + 1)
            if value > best_value:
                best_value, best_name = value, str(move)
            alpha = max(alpha, value)
            if alpha >= beta:
                self._reward_cutoff(best_name, ply, depth)
                break
        flag = _UPPER if best_value <= alpha_start else _LOWER if best_value >= beta else _EXACT
        self._store_at(key, depth, to_table(best_value, ply), flag, best_name, not self._horizon)
        self._horizon = self._horizon or horizon_outside
        return best_value

    # -- ordering and the table -------------------------------------------------------------------------

    def _ordered(self, moves: list[Any], tt_move: str | None, ply: int) -> list[Any]:
        killers = self.killers[ply] if ply < len(self.killers) else []
        history = self.history

        def rank(indexed: tuple[int, Any]) -> tuple[int, int, int]:
            index, move = indexed
            name = str(move)
            if name == tt_move:
                return (0, 0, index)
            if name in killers:
                return (1, killers.index(name), index)
            return (2, -history.get(name, 0), index)

        return [move for _, move in sorted(enumerate(moves), key=rank)]

    def _reward_cutoff(self, name: str | None, ply: int, depth: int) -> None:
        if name is None:
            return
        self.history[name] = self.history.get(name, 0) + depth * depth
        if ply < len(self.killers):
            killers = self.killers[ply]
            if name not in killers:
                killers.insert(0, name)
                del killers[2:]

    def _table_move(self, state: Any) -> str | None:
        entry = self.table.get(state_key(state))
        return entry[3] if entry is not None else None

    def _store(self, state: Any, depth: int, value: float, flag: int, name: str | None) -> None:
        self._store_at(state_key(state), depth, to_table(value, 0), flag, name, not self._horizon)

    def _store_at(self, key: Any, depth: int, value: float, flag: int, name: str | None, resolved: bool) -> None:
        old = self.table.get(key)
        if old is None or old[0] <= depth:
            self.table[key] = (depth, value, flag, name, resolved)


def to_table(value: float, ply: int) -> float:
    """A value found `ply` plies from the root as a transposition table keeps it: a win's distance counted from
    the node, so that a transposition at another ply reads it right (`from_table`)."""
    if value >= WIN_FLOOR:
        return value + ply
    if value <= -WIN_FLOOR:
        return value - ply
    return value


def from_table(value: float, ply: int) -> float:
    """A table's value read `ply` plies from the root (see `to_table`)."""
    if value >= WIN_FLOOR:
        return value - ply
    if value <= -WIN_FLOOR:
        return value + ply
    return value
