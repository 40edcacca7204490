"""Jaleo's computer players: the level plans and the evaluation of positions for alpha-beta (game.rules.jaleo stays
free of AI code).

The evaluation reads the board as the rules show it (J7) and counts, for each player, every window of four cells
along a line axis (J13) that the other player does not show in: two of four is a start, three of four an open
three, worth far more when its gap is an empty tile (one add finishes it) or an opponent's single that one of the
player's stacks can jump onto (J11). The player to move cashes threats first, unless a stack is forced on them
(J8): a forced stack is a lost tempo, and when the other player must stack next, a three the mover makes now cannot
be blocked. Stacks a player controls count a little (they can move and they bury).
"""

from __future__ import annotations

from typing import Any

from game.ai.levels import GameAI, LevelPlan
from game.rules import jaleo

TWO = 0.4  # two of four in an open window
THREE = 3.0  # an open three whose gap needs a tile first
THREE_READY = 6.0  # an open three whose gap is an empty tile: one add wins
THREE_JUMP = 4.0  # three of four and an enemy single in the gap that a stack of ours can land on
TO_MOVE = 1.6  # the player to move may cash its threats first
WIN_NEXT = 40.0  # the player to move, free to add or move, has a three it can finish now
WIN_LATER = 25.0  # the other player has threes the mover cannot all stop
WIN_TEMPO = 30.0  # the other player must stack next (J8) and the mover can make a three now: it cannot be blocked
FORCED = 1.5  # a stack due at the start of the turn (J8): a lost tempo
STACK = 0.3  # a stack the player controls
BURIED = 0.2  # an opponent disc under one of the player's stacks

# Easy and medium look one ply ahead (their own wins and threats), easy with a shaky judgement; hard looks at the
# replies too (it sees a move that hands the opponent a line) and deeper while its time lasts.
PLANS: dict[str, LevelPlan] = {
    "easy": LevelPlan("alphabeta", seconds=0.2, nodes=600, max_depth=1, noise=20.0),
    # Medium looks at the replies while its 3,000 nodes last, the moves one ply likes best first (so it sees a
    # move that hands the opponent a line), with noise 1.5 (half an open three): it still takes a win in one
    # (worth 40) but misreads quieter positions. One ply with noise 4 beat easy in only 47 of 60 arena games;
    # this beats it in 26 of 30, and hard beats it in 28 of 30.
    "medium": LevelPlan("alphabeta", seconds=0.4, nodes=3_000, max_depth=2, noise=1.5),
    # Adds make ~200 moves a turn: past the first ply hard searches only the 12 it likes best, and so sees a ply
    # deeper (63 of 80 arena games against medium with the beam, 60 without).
    # Forced stacks (J8) are searched as forcing moves (`forcing` below), so a line whose point is that the
    # opponent must stack instead of blocking is seen to its end.
    # In the opening it varies among moves within 0.3 (under one "two of four") of the best: the first adds
    # are near-equal, and two games against it should not repeat.
    # It searches only the `candidates` below: of an add's tile spots, those that build a line, and one other.
    # That cuts ~130 moves to ~23 (median over 24 arena positions), and it won 16 of 20 against itself without.
    # A node cap of 8,000 stopped it at a median 0.47 CPU s a move; 16,000 lets the clock (0.85 s) be the limit.
    "hard": LevelPlan(
        "alphabeta", seconds=0.85, nodes=16_000, max_depth=4, beam=12, extend=True, variety=0.3, prune=True
    ),
}
OPENING_POOL = 20  # the opening, for variety: the first four adds (each lays one of the 24 pool tiles)


def varied(state: Any) -> bool:
    """The opening (at most four tiles laid from the pool), where hard picks among near-equal moves."""
    return int(state.pool) > OPENING_POOL


def forcing(state: Any) -> bool:
    """J8: the player to move must stack (the only legal moves are stacks): a forced ply for the search."""
    # Two touching singles of the mover's, read off the board: listing the ~200 legal moves of every leaf
    # just to ask this would cost more than evaluating it.
    return _touching(state, state.to_move)


def candidates(state: Any) -> list[Any]:
    """The moves hard searches (plan.prune). Adds make most of a turn's ~200 moves, one per empty tile and
    free spot for the new tile, and most of those spots only differ further ahead than a search looks. So an add
    is kept when its new tile joins a window of four along an axis where the mover, counting the disc just added,
    shows two or more and the other player none (the tile builds a line); of the rest, each disc keeps one add,
    its tile where it helps the other player least (a tile never hinders anyone), nearest the disc. Stacks and moves
    are all kept, and so is every move of the opening."""
    key = state.key
    found = _CANDIDATES.get(key)
    if found is not None:
        return found
    moves: list[Any] = state.legal_moves()
    if varied(state):
        found = moves  # the opening: few moves, and hard's variety picks among all of them
    elif moves and moves[0].kind == jaleo.ADD and moves[0].b is not None:
        builds, by_disc, helps = _spot_windows(state)
        found = []
        quiet: dict[tuple[int, int], tuple[tuple[int, int], Any]] = {}  # disc cell -> (rank, its best quiet add)
        for m in moves:
            b = m.b
            if m.kind != jaleo.ADD or b in builds or m.a in by_disc.get(b, ()):
                found.append(m)
                continue
            rank = (helps.get(b, 0), _distance(m.a, b))
            if m.a not in quiet or rank < quiet[m.a][0]:
                quiet[m.a] = (rank, m)
        found.extend(m for _rank, m in quiet.values())
    else:
        found = moves  # a forced stack (J8), or adds without a tile (an empty pool, J10)
    if len(_CANDIDATES) > CANDIDATES_KEPT:
        _CANDIDATES.clear()
    _CANDIDATES[key] = found
    return found


def _distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Steps between two hex cells (J2's axial coordinates)."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


# One search asks for a few hundred positions' candidates, each several times over its iterations. A larger cache
# keeps millions of moves alive, and the garbage collector's full passes over them stalled moves by 0.2-0.4 s.
CANDIDATES_KEPT = 4_096
_CANDIDATES: dict[Any, list[Any]] = {}
_SEGMENTS: dict[tuple[int, int, int], tuple[tuple[int, int], ...]] = {}


def _spot_windows(
    state: Any,
) -> tuple[set[tuple[int, int]], dict[tuple[int, int], set[tuple[int, int]]], dict[tuple[int, int], int]]:
    """Read off the windows of four along an axis that hold a disc: the cells where a tile builds a line for the
    mover whatever disc it adds (a window with two of the mover's and none of the other's); per cell, the cells
    where the added disc makes its tile build one (windows with one of the mover's and none of the other's); and
    per cell, how many windows a tile there would build for the other player."""
    tiles: dict[tuple[int, int], tuple[int, ...]] = state._tiles
    mover: int = state.to_move
    builds: set[tuple[int, int]] = set()
    by_disc: dict[tuple[int, int], set[tuple[int, int]]] = {}
    helps: dict[tuple[int, int], int] = {}
    done: set[tuple[int, int, int]] = set()
    get = tiles.get
    for (q, r), d in tiles.items():
        if not d:
            continue
        for axis, (dq, dr) in enumerate(jaleo.AXES):
            for k in range(4):
                start = (q - k * dq, r - k * dr, axis)
                if start in done:
                    continue
                done.add(start)
                cells = _SEGMENTS.get(start)
                if cells is None:
                    cells = _SEGMENTS[start] = tuple((start[0] + i * dq, start[1] + i * dr) for i in range(4))
                mine = theirs = 0
                for c in cells:
                    e = get(c)
                    if e:
                        if e[-1] == mover:
                            mine += 1
                        else:
                            theirs += 1
                if theirs == 0:
                    if mine >= 2:
                        builds.update(cells)
                    else:
                        for c in cells:
                            by_disc.setdefault(c, set()).update(cells)
                elif mine == 0 and theirs >= 2:
                    for c in cells:
                        helps[c] = helps.get(c, 0) + 1
    return builds, by_disc, helps


_WINDOWS: dict[tuple[tuple[int, int], ...], list[tuple[tuple[int, int], ...]]] = {}


# The helpers below take `Any`: they read the rules' board attributes (`board`, `_tiles`), which the State sets
# through object.__setattr__ in __init__ and mypy therefore cannot see.
def _windows(state: Any) -> list[tuple[tuple[int, int], ...]]:
    """Every run of four cells along an axis holding at least three tiles (cached per set of tiles: only an add
    changes it)."""
    key = tuple(c for c, _d in state.board)
    found = _WINDOWS.get(key)
    if found is not None:
        return found
    tiles = set(key)
    starts: set[tuple[int, int, int, int]] = set()
    for q, r in tiles:
        for dq, dr in jaleo.AXES:
            for k in range(4):
                starts.add((q - k * dq, r - k * dr, dq, dr))
    found = []
    for q, r, dq, dr in starts:
        cells = ((q, r), (q + dq, r + dr), (q + 2 * dq, r + 2 * dr), (q + 3 * dq, r + 3 * dr))
        if (cells[0] in tiles) + (cells[1] in tiles) + (cells[2] in tiles) + (cells[3] in tiles) >= 3:
            found.append(cells)
    if len(_WINDOWS) > 20_000:
        _WINDOWS.clear()
    _WINDOWS[key] = found
    return found


def threats(
    state: Any,
) -> tuple[list[float], list[set[tuple[int, int]]], list[list[tuple[tuple[int, int], tuple[int, int]]]]]:
    """Per seat: the value of its lines in the making, the gaps of its threes that one turn fills (an empty
    tile to add on, or an enemy single one of its stacks can land on), and its twos that one add makes such a
    three, as (the empty tile to add on, the gap it leaves: an empty tile, or a spot for the add's new tile)."""
    tiles: dict[tuple[int, int], tuple[int, ...]] = state._tiles
    value: list[float] = [0.0, 0.0]
    threes: list[set[tuple[int, int]]] = [set(), set()]
    twos: list[list[tuple[tuple[int, int], tuple[int, int]]]] = [[], []]
    get = tiles.get
    for cells in _windows(state):
        black = white = 0
        for c in cells:
            e = get(c)
            if e:
                if e[-1]:
                    white += 1
                else:
                    black += 1
        if black + white < 2:
            continue
        for seat, mine, theirs in ((0, black, white), (1, white, black)):
            if mine == 2 and theirs == 0:
                value[seat] += TWO
                a, b = (c for c in cells if not get(c))
                if get(a) == ():
                    twos[seat].append((a, b))
                if get(b) == ():
                    twos[seat].append((b, a))
            elif mine == 3:
                gap = next(c for c in cells if not get(c) or tiles[c][-1] != seat)
                if theirs == 0:
                    if get(gap) == ():
                        threes[seat].add(gap)
                        value[seat] += THREE_READY
                    else:
                        value[seat] += THREE
                elif len(tiles[gap]) == 1 and any(
                    len(get(n, ())) == 2 and tiles[n][1] == seat and (n not in cells or tiles[n][0] == seat)
                    for n in jaleo.neighbours(gap)
                ):  # a stack of ours next door, still ours once it leaves
                    threes[seat].add(gap)
                    value[seat] += THREE_JUMP
    return value, threes, twos


def _makes_three(state: Any, seat: int, twos: list[tuple[tuple[int, int], tuple[int, int]]]) -> bool:
    """Can `seat` add a disc that makes a three whose gap its next add fills, without a stack of its own falling
    due first (J8: the new disc must not touch another single of `seat`)?"""
    if not twos or state.supply(seat) < 2:
        return False
    tiles = state._tiles
    mine = (seat,)
    for disc, gap in twos:
        if gap not in tiles and state.pool == 0:
            continue  # the gap has no tile and none is left to place there (J10)
        if all(tiles.get(n) != mine for n in jaleo.neighbours(disc)):
            return True
    return False


def _touching(state: Any, seat: int) -> bool:
    """Will `seat` have to stack when its turn starts (J8)?"""
    tiles = state._tiles
    for c, d in tiles.items():
        if d == (seat,):
            for n in jaleo.neighbours(c):
                if tiles.get(n) == (seat,):
                    return True
    return False


def _both_touching(state: Any) -> tuple[bool, bool]:
    """`_touching` for both seats in one pass over the board (evaluate asks about both)."""
    tiles = state._tiles
    found = [False, False]
    for c, d in tiles.items():
        if len(d) == 1 and not found[d[0]]:
            for n in jaleo.neighbours(c):
                if tiles.get(n) == d:
                    found[d[0]] = True
                    break
    return found[0], found[1]


def evaluate(state: Any, seat: int) -> float:
    """Heuristic value of `state` for `seat` (0 black, 1 white)."""
    values, threes, twos = threats(state)
    tiles = state._tiles
    mover: int = state.to_move  # evaluate() is only asked about unfinished games
    touching = _both_touching(state)
    mover_forced = touching[mover]
    wins_now = not mover_forced and bool(threes[mover])
    # Two turns in a row: the other player must stack next (J8), so a three the mover makes now cannot be blocked.
    wins_soon = not mover_forced and not wins_now and touching[1 - mover] and _makes_three(state, mover, twos[mover])
    # The player who just moved threatens what the mover cannot answer: two gaps at once, or any gap while the
    # mover must stack instead (J8).
    unstoppable = not wins_now and (len(threes[1 - mover]) >= 2 or (mover_forced and bool(threes[1 - mover])))
    total = 0.0
    for side, sign in ((seat, 1.0), (1 - seat, -1.0)):
        v = values[side]
        forced = touching[side]
        if side == mover and not forced:
            v *= TO_MOVE
            if wins_now:
                v += WIN_NEXT
            elif wins_soon:
                v += WIN_TEMPO
        if side != mover and unstoppable:
            v += WIN_LATER
        if forced:
            v -= FORCED
        for d in tiles.values():
            if len(d) == 2 and d[1] == side:
                v += STACK + (BURIED if d[0] != side else 0.0)
        total += sign * v
    return total


def judge_draw(state: Any, seat: int) -> bool:
    """Accept a draw unless clearly ahead (a position value above one open three)."""
    return evaluate(state, seat) < THREE


# The usual size of a lead in `evaluate` (its own units): the median |evaluate| over positions of random games
# (game.history.judgement.measure_scale). The Past games strip draws a lead v as tanh(v / JUDGE_SCALE).
JUDGE_SCALE = 3.8
# The hard level's search of one position for the Past games strip, in nodes (iterations, samples): what it reaches in
# JUDGE_SECONDS of one core (the median over positions of a random game, measured on a CPU clock).
# A count, not a clock, so that a game is judged alike each time it is replayed.
JUDGE_NODES = 1600

# What the table reads (game.ai.levels.hooks_for): this game's plans and the hooks it gives.
HOOKS = GameAI(
    plans=PLANS, evaluate=evaluate, judge_draw=judge_draw, forcing=forcing, varied=varied, candidates=candidates
)
