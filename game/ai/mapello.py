"""Mapello's computer players: the level plans and the evaluation of positions for alpha-beta (game.rules.mapello
stays free of AI code).

Reads the state's public bitboards (black, white, walls, jokers, bonuses, taken). Terms, all for `seat`:
mobility; frontier discs (beside an empty cell, where the opponent may play next); "anchors" (the generalised
corners: inner cells that can never be flipped because on every line through them one neighbour is a wall or a
jokerless border cell) and the risky cells beside an empty anchor; edges (cells with at least one blocked line);
bonuses taken (worth 3 points each); disc parity late in the game.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.ai.budget import Budget
from game.ai.levels import GameAI, LevelPlan
from game.ai.mapello_search import MapelloSearch
from game.rules.base import bits
from game.rules.mapello import BONUS_POINTS, INNER, SIZE, placements

_AXES = ((1, -1), (SIZE, -SIZE), (SIZE + 1, -(SIZE + 1)), (SIZE - 1, -(SIZE - 1)))
_ALL_STEPS = tuple(step for axis in _AXES for step in axis)

ANCHOR = 20.0
RISKY = -7.0
EDGE = 1.5
MOBILITY = 30.0
# Per disc next to an empty cell (a frontier disc): such discs give the opponent moves.
FRONTIER = -2.5
# Disc parity counts fully once this few inner cells are empty, and fades in from twice that.
ENDGAME_EMPTIES = 14


# Easy looks one move ahead with noisy judgement; medium sees three plies; hard is Mapello's own bitboard search
# (game.ai.mapello_search): it deepens until its time and solves the last 14 empty cells exactly.
PLANS: dict[str, LevelPlan] = {
    "easy": LevelPlan("alphabeta", seconds=0.2, nodes=2_000, max_depth=1, noise=6.0),
    "medium": LevelPlan("alphabeta", seconds=0.3, nodes=3_000, max_depth=3, noise=1.0),
    "hard": LevelPlan("alphabeta", seconds=0.7, nodes=200_000, native=True),
}


@lru_cache(maxsize=64)
def board_masks(walls: int, jokers: int) -> tuple[int, int, int, tuple[tuple[int, int], ...]]:
    """(anchors, edges, risky, (anchor cell, its neighbours) pairs) for a wall/joker layout."""
    blocked = walls | (~INNER & ~jokers & ((1 << (SIZE * SIZE)) - 1))
    anchors = edges = 0
    for sq in bits(INNER & ~walls):
        closed = [bool((blocked >> (sq + a)) & 1) or bool((blocked >> (sq + b)) & 1) for a, b in _AXES]
        if all(closed):
            anchors |= 1 << sq
        elif any(closed):
            edges |= 1 << sq
    neighbours = []
    risky = 0
    for sq in bits(anchors):
        around = sum(1 << (sq + step) for step in _ALL_STEPS) & INNER & ~walls & ~anchors
        neighbours.append((sq, around))
        risky |= around
    return anchors, edges & ~risky, risky, tuple(neighbours)


def evaluate(state: Any, seat: int) -> float:
    """Heuristic value of `state` for `seat` (0 black, 1 white), in points."""
    mine, theirs = (state.black, state.white) if seat == 0 else (state.white, state.black)
    bonus_points = BONUS_POINTS * (state.taken[seat].bit_count() - state.taken[1 - seat].bit_count())
    empty = INNER & ~(mine | theirs | state.walls)
    my_reach = placements(mine | state.jokers, theirs, empty)
    return evaluate_bits(mine, theirs, my_reach, state.walls, state.jokers, state.bonuses, bonus_points)


def evaluate_bits(
    mine: int, theirs: int, my_reach: int, walls: int, jokers: int, open_bonus: int, bonus_points: int
) -> float:
    """Heuristic value for the owner of `mine`, in points. `my_reach` are the cells `mine` may play (M8),
    `open_bonus` the bonus cells still empty and `bonus_points` the bonus points taken by `mine` minus by `theirs`
    (M10, M12)."""
    anchors, edges, _risky, neighbours = board_masks(walls, jokers)
    occupied = mine | theirs
    empty = INNER & ~(occupied | walls)
    empties = empty.bit_count()

    their_reach = placements(theirs | jokers, mine, empty)
    my_moves, their_moves = my_reach.bit_count(), their_reach.bit_count()
    value: float = MOBILITY * (my_moves - their_moves) / (my_moves + their_moves + 2)

    if FRONTIER:
        around_empty = 0
        for d in (1, 9, 10, 11):
            around_empty |= (empty << d) | (empty >> d)
        value += FRONTIER * ((mine & around_empty).bit_count() - (theirs & around_empty).bit_count())
    value += ANCHOR * ((mine & anchors).bit_count() - (theirs & anchors).bit_count())
    value += EDGE * ((mine & edges).bit_count() - (theirs & edges).bit_count())
    for sq, around in neighbours:
        if not (occupied >> sq) & 1:
            value += RISKY * ((mine & around).bit_count() - (theirs & around).bit_count())

    disc_diff = mine.bit_count() - theirs.bit_count()
    late = min(1.0, max(0.0, (2 * ENDGAME_EMPTIES - empties) / ENDGAME_EMPTIES))
    value += bonus_points + late * disc_diff
    # An untaken bonus next to a move of mine is worth about its points to whoever reaches it first.
    if open_bonus:
        value += 0.5 * BONUS_POINTS * ((my_reach & open_bonus).bit_count() - (their_reach & open_bonus).bit_count())
    return value


def native_search(budget: Budget, plan: LevelPlan, seed: int = 0) -> MapelloSearch:
    """The hard level's searcher: Mapello's own bitboard alpha-beta with its endgame solver (deterministic: no
    use for the seed)."""
    return MapelloSearch(budget, evaluate_bits, max_depth=plan.max_depth)


# The usual size of a lead in `evaluate` (points): the median |evaluate| over positions of random games
# (game.history.judgement.measure_scale). The Past games strip draws a lead v as tanh(v / JUDGE_SCALE).
JUDGE_SCALE = 15.0
# The hard level's search of one position for the Past games strip, in nodes (iterations, samples): what it reaches in
# JUDGE_SECONDS of one core (the median over positions of a random game, measured on a CPU clock).
# A count, not a clock, so that a game is judged alike each time it is replayed.
JUDGE_NODES = 13000

# What the table reads (game.ai.levels.hooks_for): this game's plans and the hooks it gives.
HOOKS = GameAI(plans=PLANS, evaluate=evaluate, native=native_search)
