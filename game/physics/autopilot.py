"""An autopilot for Burg Kletterfrosch: plans a safe path for the ball and reels the two strings along it.

It is used by the tests (every window of every castle is reachable within the timer) and plays the attract demo.
Plan: a grid over the wall in *ball* space; cells are blocked where the ball would enter a hole or a wrong window,
where the frog would touch a ledge, or where the ropes could not hold the frog well (near the clip line).
Dijkstra with a penalty for hugging obstacles gives a path; the controller follows it with a look-ahead point,
turns the wanted frog velocity into rope length rates (the inverse kinematics of two strings), and slows near
the goal so the ball stays in the cup.
"""

from __future__ import annotations

import heapq
import math
from collections import deque
from functools import lru_cache

from game.physics.castle import Castle
from game.physics.kletterfrosch import ANCHOR_LEFT, ANCHOR_RIGHT, BALL_OFFSET, FROG_HALF, World

CELL = 12.0
HOLE_MARGIN = 20.0  # ball centre keeps this far from holes and wrong windows
FOOT_X = 40.0  # frog+ball footprint around the ball centre, for ledge clearance
FOOT_UP = 22.0
FOOT_DOWN = -BALL_OFFSET[1] + FROG_HALF[1] + 12.0
MIN_ROPE_SINE = 0.11  # ropes flatter than this pull too hard to hold the frog calmly
Point = tuple[float, float]


def _mark_box(blocked: list[bool], cols: int, rows: int, x0: float, y0: float, x1: float, y1: float) -> None:
    for j in range(max(0, math.ceil(y0 / CELL)), min(rows - 1, math.floor(y1 / CELL)) + 1):
        for i in range(max(0, math.ceil(x0 / CELL)), min(cols - 1, math.floor(x1 / CELL)) + 1):
            blocked[j * cols + i] = True


@lru_cache(maxsize=16)
def _base_grid(c: Castle) -> tuple[int, int, tuple[bool, ...]]:
    """Cells the ball may never use, whatever the target: out of reach, holes, ledges, the throne seat."""
    cols, rows = int(c.size[0] // CELL) + 1, int(c.size[1] // CELL) + 1
    blocked = [False] * (cols * rows)
    for j in range(rows):
        y = j * CELL
        for i in range(cols):
            x = i * CELL
            bad = not (36.0 <= x <= c.size[0] - 36.0 and y <= c.floor_y - FOOT_DOWN - 18.0)
            if not bad:
                fx, fy = x - BALL_OFFSET[0], y - BALL_OFFSET[1]
                for clip, anchor in ((c.clip_left, ANCHOR_LEFT), (c.clip_right, ANCHOR_RIGHT)):
                    dx, dy = fx + anchor[0] - clip[0], fy + anchor[1] - clip[1]
                    length = math.hypot(dx, dy)
                    if not (c.rope_min + 5 <= length <= c.rope_max - 5) or dy < MIN_ROPE_SINE * length:
                        bad = True
            blocked[j * cols + i] = bad
    tx, ty = c.throne
    # Under the ball's start height the throne seat is in the way.
    _mark_box(blocked, cols, rows, tx - 90.0, ty + BALL_OFFSET[1] + 4.0, tx + 90.0, c.size[1])
    m = HOLE_MARGIN
    for hole in c.open_holes:
        if hole.circle is not None:
            for j in range(rows):
                for i in range(cols):
                    if not blocked[j * cols + i] and hole.contains((i * CELL, j * CELL), m):
                        blocked[j * cols + i] = True
        else:
            assert hole.rect is not None
            x, y, w, h = hole.rect
            _mark_box(blocked, cols, rows, x - m, y - m, x + w + m, y + h + m)
    for ledge in c.ledges:
        (ax, ay), (bx, by) = ledge.a, ledge.b
        n = max(2, int(math.dist(ledge.a, ledge.b) // 4) + 1)
        for k in range(n):
            qx, qy = ax + (bx - ax) * k / (n - 1), ay + (by - ay) * k / (n - 1)
            _mark_box(blocked, cols, rows, qx - FOOT_X, qy - FOOT_DOWN, qx + FOOT_X, qy + FOOT_UP)
    return cols, rows, tuple(blocked)


class Autopilot:
    """Steers a World's frog to its target window; call `control()` once per frame."""

    def __init__(self, world: World, max_speed: float = 170.0, lookahead: float = 42.0) -> None:
        self.world = world
        self.max_speed = max_speed
        self.lookahead = lookahead
        self.path: list[Point] = []
        self._planned_for: tuple[int, int | None] | None = None
        self._progress = 0

    # ---- planning ---------------------------------------------------------------------------------------------
    def _blocked_grid(self, target: int | None) -> tuple[int, int, list[bool]]:
        cols, rows, base = _base_grid(self.world.castle)
        blocked = list(base)
        m = HOLE_MARGIN
        for win in self.world.castle.windows:
            if win.id != target:
                x, y, w, h = win.rect
                _mark_box(blocked, cols, rows, x - m, y - m, x + w + m, y + h + m)
        return cols, rows, blocked

    def plan(self, target: int | None = None) -> list[Point]:
        """A path for the ball from the throne to the target window's centre (empty when there is none)."""
        w = self.world
        target = w.target if target is None else target
        if target is None:
            return []
        c = w.castle
        cols, rows, blocked = self._blocked_grid(target)
        # Clearance (in cells) from the nearest blocked cell, so the path keeps to the middle of corridors.
        clear = [0 if b else -1 for b in blocked]
        queue = deque(k for k, b in enumerate(blocked) if b)
        while queue:
            k = queue.popleft()
            i, j = k % cols, k // cols
            for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                ni, nj = i + di, j + dj
                if 0 <= ni < cols and 0 <= nj < rows and clear[nj * cols + ni] < 0:
                    clear[nj * cols + ni] = clear[k] + 1
                    queue.append(nj * cols + ni)
        sx, sy = c.throne[0] + BALL_OFFSET[0], c.throne[1] + BALL_OFFSET[1]
        gx, gy = c.window(target).center
        start = round(sy / CELL) * cols + round(sx / CELL)
        goal = round(gy / CELL) * cols + round(gx / CELL)
        dist = {start: 0.0}
        prev: dict[int, int] = {}
        heap = [(0.0, start)]
        steps = [(di, dj, math.hypot(di, dj)) for di in (-1, 0, 1) for dj in (-1, 0, 1) if di or dj]
        while heap:
            d, k = heapq.heappop(heap)
            if k == goal:
                break
            if d > dist.get(k, math.inf):
                continue
            i, j = k % cols, k // cols
            for di, dj, step in steps:
                ni, nj = i + di, j + dj
                if not (0 <= ni < cols and 0 <= nj < rows):
                    continue
                nk = nj * cols + ni
                if blocked[nk] and nk != goal:
                    continue
                cl = clear[nk] if clear[nk] >= 0 else 99
                nd = d + step * (1.0 + 3.0 * max(0, 4 - cl))
                if nd < dist.get(nk, math.inf):
                    dist[nk] = nd
                    prev[nk] = k
                    heapq.heappush(heap, (nd, nk))
        if goal not in dist:
            return []
        cells = [goal]
        while cells[-1] != start:
            cells.append(prev[cells[-1]])
        cells.reverse()
        path = [(sx, sy)] + [((k % cols) * CELL, (k // cols) * CELL) for k in cells[1:-1]] + [(gx, gy)]
        return path

    # ---- control ----------------------------------------------------------------------------------------------
    def control(self) -> tuple[float, float]:
        """The (left_reel, right_reel) inputs for this frame; positive reels in."""
        w = self.world
        key = (w.attempt, w.target)
        if key != self._planned_for:
            self.path = self.plan()
            self._planned_for = key
            self._progress = 0
        if not self.path or w.is_over:
            return (0.0, 0.0)
        ball = w.ball_position
        # Follow a point a little ahead of the closest path point (never going backwards along the path).
        best, best_d = self._progress, math.inf
        for k in range(self._progress, min(len(self.path), self._progress + 30)):
            d = math.dist(ball, self.path[k])
            if d < best_d:
                best, best_d = k, d
        self._progress = best
        aim = best
        travelled = 0.0
        while aim + 1 < len(self.path) and travelled < self.lookahead:
            travelled += math.dist(self.path[aim], self.path[aim + 1])
            aim += 1
        ax, ay = self.path[aim]
        goal = self.path[-1]
        to_goal = math.dist(ball, goal) + sum(
            math.dist(self.path[k], self.path[k + 1]) for k in range(best, min(len(self.path) - 1, best + 12))
        )
        speed = min(self.max_speed, 40.0 + 1.2 * to_goal)
        ex, ey = ax - ball[0], ay - ball[1]
        vx, vy = 3.0 * ex, 3.0 * ey
        v = math.hypot(vx, vy)
        if v > speed:
            vx, vy = vx * speed / v, vy * speed / v
        return self._reels_for_velocity((vx, vy))

    def _reels_for_velocity(self, v: Point) -> tuple[float, float]:
        w, c = self.world, self.world.castle
        tau = 0.12  # seconds: how quickly rope length errors are closed
        out = []
        for i, (clip, anchor) in enumerate(zip((c.clip_left, c.clip_right), w.rope_anchors())):
            dx, dy = anchor[0] - clip[0], anchor[1] - clip[1]
            d = math.hypot(dx, dy) or 1.0
            rate = (dx * v[0] + dy * v[1]) / d  # how fast this rope must lengthen for the frog to move at v
            want = d + rate * tau
            reel = (w.rope_length[i] - want) / (c.reel_speed * tau)
            out.append(max(-1.0, min(1.0, reel)))
        return (out[0], out[1])
