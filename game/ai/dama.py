"""Dama's computer players: the level plans and the evaluation of positions for alpha-beta (game.rules.dama stays
free of AI code).

Reads the state's public bitboards (light, dark, kings). Terms, for `seat`, in men: material (a flying king is
worth about three men), tempo (men further up the board, more so near the crowning row), the back rank kept
while the opponent still has men (it stops their crowning), the centre, and mobility (quiet steps open to men).

Endings: the side ahead in material gains by trading (fewer pieces left, a bigger share), its kings are drawn
toward the enemy pieces, and a king on the long diagonal h1-a8 counts for either side once the men are gone (the
lone king that holds it is the defender's drawing resource, D15, and the attacker must take it away): a won
king ending is then pressed rather than circled. Captures are compulsory (D9), so hard searches them as forcing
moves: no position is judged in the middle of a capture sequence. Hard's search is its own, on bitboards
(game.ai.dama_search, `native_search`); the generic alpha-beta takes the king endings, and the other levels.
"""

from __future__ import annotations

from typing import Any

from game.ai.alphabeta import AlphaBetaAgent
from game.ai.budget import Budget
from game.ai.dama_search import DamaSearch
from game.ai.levels import GameAI, LevelPlan
from game.rules import dama
from game.rules.base import bits

MAN = 1.0
KING = 3.0
TEMPO = 0.04  # per rank a man has advanced
NEAR_CROWN = 0.15  # more for a man on the two ranks before the far one
BACK_RANK = 0.12
CENTRE = 0.06
MOBILITY = 0.03
SIMPLIFY = 1.0  # the side ahead, per piece fewer on the board (of 24), scaled by how far ahead it is
CHASE = 0.05  # the side ahead, per square its kings stand nearer the enemy pieces (in a king ending)
LONG_DIAGONAL = 0.6  # a king on h1-a8 once the men are gone
# King endings that are draws however they are played (one or two kings against one, three against a lone king
# that holds the long diagonal, a single king more against two or more) are worth this share of their material
# lead: the side ahead then takes a repetition (D16) rather than circling forever to keep a lead it cannot use.
DRAWISH = 0.01

# h1, g2, ..., a8: the longest diagonal of the playable squares (file + rank = 7).
MAIN_DIAGONAL = sum(1 << (8 * r + 7 - r) for r in range(8))

_CENTRE = sum(1 << s for s in range(64) if dama.is_playable(s) and 2 <= (s & 7) <= 5 and 2 <= (s >> 3) <= 5)
# The squares whose rank number has bit j set (j = 0, 1, 2), and each side's two ranks before the crowning row.
_RANK_BIT = tuple(sum(dama.RANK[r] for r in range(8) if r >> j & 1) for j in range(3))
_NEAR_CROWN = (dama.RANK[5] | dama.RANK[6], dama.RANK[2] | dama.RANK[1])
# Easy looks two plies ahead with a shaky judgement; medium four plies; hard deepens until its time is up.
PLANS: dict[str, LevelPlan] = {
    "easy": LevelPlan("alphabeta", seconds=0.2, nodes=1_500, max_depth=2, noise=1.2),
    "medium": LevelPlan("alphabeta", seconds=0.35, nodes=6_000, max_depth=4, noise=0.15),
    # Hard extends compulsory captures (D9): a capture ply costs no depth, and the horizon plays them out.
    # In the opening it varies among moves within 0.05 men of the best (games against it do not repeat).
    "hard": LevelPlan("alphabeta", seconds=0.8, nodes=150_000, extend=True, variety=0.05, native=True),
}
OPENING_PIECES = 22  # the opening, for variety: at most one exchange made


def varied(state: Any) -> bool:
    """The opening (nearly every piece still on the board), where hard picks among near-equal moves."""
    return int((state.light | state.dark).bit_count()) >= OPENING_PIECES


def forcing(state: Any) -> bool:
    """D9: the player to move must capture (every legal move is a capture): a forced ply for the search."""
    return int(state.must_capture()) > 0


def _distance(a: int, b: int) -> int:
    """King steps between two squares (the larger of the file and rank differences)."""
    return max(abs((a & 7) - (b & 7)), abs((a >> 3) - (b >> 3)))


def _ending(own: int, other: int, kings: int, lead: float) -> float:
    """What an ending is worth to the side with `own` pieces, `lead` men ahead in material (see the docstring)."""
    value = 0.0
    if lead >= 1.0:
        # Trading down when ahead: the same lead over fewer pieces is closer to a win.
        value += SIMPLIFY * min(lead, 3.0) * (24 - (own | other).bit_count()) / 24
        own_kings = own & kings
        if own_kings and not (other & ~kings):
            # A king ending: every king steps toward its nearest enemy piece (the hunt that forces the capture).
            targets = list(bits(other))  # asked once per king
            for k in bits(own_kings):
                value += CHASE * (7 - min(_distance(k, t) for t in targets))
    return value


def _advance(men: int, side: int) -> float:
    """Tempo of `side`'s men: ranks advanced, with a bonus on the two ranks before the crowning row."""
    # The sum of the men's ranks, bit by bit of the rank number: three popcounts instead of a walk over the ranks.
    ranks = (
        (men & _RANK_BIT[0]).bit_count() + 2 * (men & _RANK_BIT[1]).bit_count() + 4 * (men & _RANK_BIT[2]).bit_count()
    )
    ahead = ranks if side == 0 else 7 * men.bit_count() - ranks
    return TEMPO * ahead + NEAR_CROWN * (men & _NEAR_CROWN[side]).bit_count()


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
    return evaluate_board(state.light, state.dark, state.kings, seat)


def evaluate_board(light: int, dark: int, kings: int, seat: int) -> float:
    """Heuristic value for `seat` of the board (Light's and Dark's pieces, the kings), in men."""
    empty = dama.PLAYABLE & ~(light | dark)
    value = 0.0
    material = [0.0, 0.0]
    for side, sign in ((seat, 1.0), (1 - seat, -1.0)):
        own, other = (light, dark) if side == 0 else (dark, light)
        men = own & ~kings
        v = material[side] = MAN * men.bit_count() + KING * (own & kings).bit_count()
        v += _advance(men, side)
        if other & ~kings:
            v += BACK_RANK * (men & dama.BACK_RANK[side]).bit_count()
        v += CENTRE * (own & _CENTRE).bit_count()
        v += MOBILITY * _steps(men, empty, side)
        value += sign * v
    no_men = not ((light | dark) & ~kings)
    for side, own, other in ((0, light, dark), (1, dark, light)):
        sign = 1.0 if side == seat else -1.0
        v = _ending(own, other, kings, material[side] - material[1 - side])
        if no_men and own & kings & MAIN_DIAGONAL:
            v += LONG_DIAGONAL
        value += sign * v
    if no_men and _drawish(light, dark):
        value *= DRAWISH
    return value


def _drawish(light: int, dark: int) -> bool:
    """A king ending (no men) that the side ahead cannot win (see DRAWISH)."""
    weak, strong = sorted((light.bit_count(), dark.bit_count()))
    if strong <= 2 or (weak >= 2 and strong - weak <= 1):
        return True
    if strong == 3 and weak == 1:
        lone = light if light.bit_count() == 1 else dark
        return bool(lone & MAIN_DIAGONAL)
    return False


def native_search(budget: Budget, plan: LevelPlan, seed: int = 0) -> DamaSearch:
    """Hard's searcher: alpha-beta on bitboards (game.ai.dama_search); king endings go to the generic search,
    which counts the draw rules (D15, D16) exactly."""
    endings = AlphaBetaAgent(
        budget, evaluate, seed=seed, max_depth=plan.max_depth, forcing=forcing, variety=plan.variety, varied=varied
    )
    return DamaSearch(
        budget, evaluate_board, endings, seed=seed, variety=plan.variety, varied=varied, max_depth=plan.max_depth
    )


# The usual size of a lead in `evaluate` (men): the median |evaluate| over positions of random games
# (game.history.judgement.measure_scale). The Past games strip draws a lead v as tanh(v / JUDGE_SCALE).
JUDGE_SCALE = 2.4
# The hard level's search of one position for the Past games strip, in nodes (iterations, samples): what it reaches in
# JUDGE_SECONDS of one core (the median over positions of a random game, measured on a CPU clock).
# A count, not a clock, so that a game is judged alike each time it is replayed.
JUDGE_NODES = 16000

# What the table reads (game.ai.levels.hooks_for): this game's plans and the hooks it gives.
HOOKS = GameAI(plans=PLANS, evaluate=evaluate, forcing=forcing, varied=varied, native=native_search)
