"""Dama's computer players: the level plans and the evaluation of positions for alpha-beta (game.rules.dama stays
free of AI code).

Reads the state's public bitboards (light, dark, kings). Terms, for `seat`, in men: material (a flying king is
worth about three men), tempo (men further up the board, more so near the crowning row), the back rank kept
while the opponent still has men (it stops their crowning), the centre, and mobility (quiet steps open to men).
"""
from __future__ import annotations

from typing import Any

from game.ai.levels import GameAI, LevelPlan
from game.rules import dama

MAN = 1.0
KING = 3.0
TEMPO = 0.04  # per rank a man has advanced
NEAR_CROWN = 0.15  # more for a man on the two ranks before the far one
BACK_RANK = 0.12
CENTRE = 0.06
MOBILITY = 0.03

_CENTRE = sum(1 << s for s in range(64) if dama.is_playable(s) and 2 <= (s & 7) <= 5 and 2 <= (s >> 3) <= 5)
_RANKS = tuple(dama.RANK)
# Easy looks two plies ahead with a shaky judgement; medium four plies; hard deepens until its time is up.
PLANS: dict[str, LevelPlan] = {
    "easy": LevelPlan("alphabeta", seconds=0.2, nodes=1_500, max_depth=2, noise=1.2),
    "medium": LevelPlan("alphabeta", seconds=0.35, nodes=6_000, max_depth=4, noise=0.15),
    "hard": LevelPlan("alphabeta", seconds=0.8, nodes=60_000),
}


def _advance(men: int, side: int) -> float:
    """Tempo of `side`'s men: ranks advanced, with a bonus on the two ranks before the crowning row."""
    total = 0.0
    for rank in range(8):
        n = (men & _RANKS[rank]).bit_count()
        if n:
            ahead = rank if side == 0 else 7 - rank
            total += n * (TEMPO * ahead + (NEAR_CROWN if ahead in (5, 6) else 0.0))
    return total


def _steps(men: int, empty: int, side: int) -> int:
    """Quiet forward steps open to `side`'s men (cheap mobility)."""
    count = 0
    for d in dama._FORWARD[side]:
        shift, allowed = dama._DIRS[d]
        moved = (men & allowed) << shift if shift > 0 else (men & allowed) >> -shift
        count += (moved & empty).bit_count()
    return count


def evaluate(state: Any, seat: int) -> float:
    """Heuristic value of `state` for `seat` (0 Light, 1 Dark), in men."""
    kings = state.kings
    empty = dama.PLAYABLE & ~(state.light | state.dark)
    value = 0.0
    for side, sign in ((seat, 1.0), (1 - seat, -1.0)):
        own = state.pieces(side)
        other = state.pieces(1 - side)
        men = own & ~kings
        v = MAN * men.bit_count() + KING * (own & kings).bit_count()
        v += _advance(men, side)
        if other & ~kings:
            v += BACK_RANK * (men & dama.BACK_RANK[side]).bit_count()
        v += CENTRE * (own & _CENTRE).bit_count()
        v += MOBILITY * _steps(men, empty, side)
        value += sign * v
    return value


# What the table reads (game.ai.levels.hooks_for): this game's plans and the hooks it gives.
HOOKS = GameAI(plans=PLANS, evaluate=evaluate)
