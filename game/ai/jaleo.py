"""Jaleo's computer players: the level plans and the evaluation of positions for alpha-beta (game.rules.jaleo stays
free of AI code).

The evaluation reads the board as the rules show it (J7) and counts, for each player, every window of four cells
along a line axis (J13) that the other player does not show in: two of four is a start, three of four an open
three, worth far more when its gap is an empty tile (one add finishes it) or an opponent's single that one of the
player's stacks can jump onto (J11). The player to move cashes threats first, unless a stack is forced on them
(J8): a forced stack is a lost tempo. Stacks a player controls count a little (they can move and they bury).
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
    # A node cap of 8,000 stopped it at a median 0.47 CPU s a move; 16,000 lets the clock (0.85 s) be the limit.
    "hard": LevelPlan("alphabeta", seconds=0.85, nodes=16_000, max_depth=4, beam=12, extend=True, variety=0.3),
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


def threats(state: Any) -> tuple[list[float], list[set[tuple[int, int]]]]:
    """Per seat: the value of its lines in the making, and the gaps of its threes that one turn fills (an empty
    tile to add on, or an enemy single one of its stacks can land on)."""
    tiles: dict[tuple[int, int], tuple[int, ...]] = state._tiles
    value: list[float] = [0.0, 0.0]
    threes: list[set[tuple[int, int]]] = [set(), set()]
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
    return value, threes


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
    values, threes = threats(state)
    tiles = state._tiles
    mover: int = state.to_move  # evaluate() is only asked about unfinished games
    touching = _both_touching(state)
    mover_forced = touching[mover]
    wins_now = not mover_forced and bool(threes[mover])
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


# What the table reads (game.ai.levels.hooks_for): this game's plans and the hooks it gives.
HOOKS = GameAI(plans=PLANS, evaluate=evaluate, judge_draw=judge_draw, forcing=forcing, varied=varied)
