"""Boards of any shape: square and hex grids (centres, hit-testing), D-pad steps between any targets laid out on
screen (one grid, a growing hex board, or several zones such as a card display beside each player's farm), and a
view that fits a growing board to its part of the screen with a smooth zoom. Geometry only: no game here."""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass
from typing import TypeVar

Point = tuple[float, float]
Cell = TypeVar("Cell", bound=Hashable)  # a grid's own cell kind (an index, (row, col), a hex): only compared, mapped
STEPS: dict[str, Point] = {"left": (-1.0, 0.0), "right": (1.0, 0.0), "up": (0.0, -1.0), "down": (0.0, 1.0)}
SQRT3 = math.sqrt(3.0)
CONE = 1.5  # how far sideways a target may lie for each unit ahead (a hex's 60-degree neighbours are out)
SIDE_STRETCH = 2.0  # a target's distance stretched by this times the square of its share sideways
AS_GOOD = 3  # decimals two stretched distances are compared to: closer than that, they are as good
TINY = 1e-6  # a length too small to be ahead, or to divide by
# A pointy-topped hex: six corners, 60 degrees apart from -30 (upper right); its rows 1.5 sizes apart.
HEX_CORNERS, HEX_TURN, HEX_FIRST = 6, 60, -30
HEX_ROW = 1.5
ZOOM_SPEED = 6.0  # how fast a growing board's view eases to its new fit (per second, exponential)
SETTLED_SCALE, SETTLED_FOCUS = 1e-3, 0.05  # the view has arrived: a thousandth of its scale, a twentieth of a pixel


def step_towards(current: Cell, direction: str, centres: Mapping[Cell, Point], along: float | None = None) -> Cell:
    """The target a D-pad press in `direction` moves to from `current`: the nearest one ahead, its distance
    stretched the more it lies to the side (so a straight neighbour beats a diagonal one, a hex's upper neighbour
    beats the hex two rows straight up, and the next zone along a row beats a nearer one off to the side), within a
    cone of about 56 degrees either side. When two are as good (the two upper neighbours of a hex), the one nearer
    `along` (the cross-axis coordinate where the run of presses began) wins, so repeated presses keep to a straight
    line. Stays put when nothing lies ahead."""
    dx, dy = STEPS[direction]
    cx, cy = centres[current]
    best, best_key = current, (math.inf, math.inf)
    for cell, (x, y) in centres.items():
        if cell == current:
            continue
        ahead = (x - cx) * dx + (y - cy) * dy
        side = abs((x - cx) * dy - (y - cy) * dx)
        if ahead <= TINY or side > ahead * CONE:
            continue
        cross = x if dx == 0 else y
        drift = abs(cross - along) if along is not None else 0.0
        distance = math.hypot(ahead, side)
        key = (round(distance * (1.0 + SIDE_STRETCH * (side / distance) ** 2), AS_GOOD), drift)
        if key < best_key:
            best, best_key = cell, key
    return best


class Navigator:
    """Per-device cursor steps with `step_towards`, remembering where a straight run of presses began."""

    def __init__(self) -> None:
        self._runs: dict[str, tuple[str, float]] = {}  # device -> (axis, cross coordinate)

    def step(self, device: str, current: Cell, direction: str, centres: Mapping[Cell, Point]) -> Cell:
        axis = "v" if direction in ("up", "down") else "h"
        x, y = centres[current]
        run = self._runs.get(device)
        along = run[1] if run is not None and run[0] == axis else (x if axis == "v" else y)
        found = step_towards(current, direction, centres, along)
        self._runs[device] = (axis, along)
        return found

    def forget(self, device: str) -> None:
        self._runs.pop(device, None)


@dataclass(frozen=True)
class SquareGrid:
    """Columns x rows of square cells from a top-left corner; cells are (col, row)."""

    x: float
    y: float
    cell: float
    cols: int
    rows: int

    def centre(self, col: int, row: int) -> Point:
        return self.x + (col + 0.5) * self.cell, self.y + (row + 0.5) * self.cell

    def rect(self, col: int, row: int) -> tuple[float, float, float, float]:
        return self.x + col * self.cell, self.y + row * self.cell, self.cell, self.cell

    def cell_at(self, pos: Point) -> tuple[int, int] | None:
        col, row = math.floor((pos[0] - self.x) / self.cell), math.floor((pos[1] - self.y) / self.cell)
        return (col, row) if 0 <= col < self.cols and 0 <= row < self.rows else None

    def cells(self) -> list[tuple[int, int]]:
        return [(c, r) for r in range(self.rows) for c in range(self.cols)]


@dataclass(frozen=True)
class HexGrid:
    """Pointy-top hexes in axial coordinates (q, r), as Jaleo's J2 writes them: the neighbours of (q, r) are
    (q±1, r), (q, r±1), (q+1, r-1), (q-1, r+1). `size` is centre-to-corner; r grows downward on screen, or upward
    with `r_up` (then (q, r+1) is up and to the right)."""

    size: float
    origin: Point = (0.0, 0.0)
    r_up: bool = False

    def centre(self, q: int, r: int) -> Point:
        ry = -r if self.r_up else r
        x = self.size * SQRT3 * (q + r / 2.0)
        return self.origin[0] + x, self.origin[1] + self.size * HEX_ROW * ry

    def corners(self, q: int, r: int, scale: float = 1.0) -> list[Point]:
        cx, cy = self.centre(q, r)
        s = self.size * scale
        angles = [math.radians(HEX_TURN * k + HEX_FIRST) for k in range(HEX_CORNERS)]
        return [(cx + s * math.cos(a), cy + s * math.sin(a)) for a in angles]

    def cell_at(self, pos: Point) -> tuple[int, int]:
        """The hex whose area holds `pos` (every point is in exactly one hex of the infinite grid)."""
        x = (pos[0] - self.origin[0]) / self.size
        y = (pos[1] - self.origin[1]) / self.size
        if self.r_up:
            y = -y
        r = y / HEX_ROW
        q = x / SQRT3 - r / 2.0
        return _cube_round(q, r)

    @staticmethod
    def neighbours(q: int, r: int) -> list[tuple[int, int]]:
        return [(q + 1, r), (q - 1, r), (q, r + 1), (q, r - 1), (q + 1, r - 1), (q - 1, r + 1)]


def _cube_round(q: float, r: float) -> tuple[int, int]:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)


def bounds(points: Iterable[Point], pad: float = 0.0) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) around `points`, grown by `pad` on every side."""
    xs, ys = zip(*points)
    return min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad


class FitView:
    """A world -> screen transform that fits a (growing) board into `area`, easing towards each new fit so a
    board that grows zooms out smoothly rather than jumping. `max_scale` keeps a tiny board from ballooning;
    `min_scale` keeps a large one readable: past it the view pans, showing the part of the board around the play."""

    def __init__(
        self,
        area: tuple[float, float, float, float],
        max_scale: float = 1.0,
        speed: float = ZOOM_SPEED,
        min_scale: float = 0.0,
    ) -> None:
        self.area = area
        self.max_scale = max_scale
        self.min_scale = min_scale
        self.speed = speed
        self.scale = 1.0
        self.focus: Point = (0.0, 0.0)  # the world point shown at the area's centre
        self._goal: tuple[float, Point] | None = None
        self.moving = False  # still easing towards the last fit (the last update moved it)
        self._world: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)

    def fit(self, world: tuple[float, float, float, float], instant: bool = False, around: Point | None = None) -> None:
        """Aim at showing the world rectangle (left, top, right, bottom) whole and centred (at once the first
        time, or when `instant`); a rectangle too big to show at `min_scale` is shown in part, around the world
        point `around` (its middle when None), never past its edges."""
        left, top, right, bottom = world
        _ax, _ay, aw, ah = self.area
        scale = min(aw / max(right - left, TINY), ah / max(bottom - top, TINY), self.max_scale)
        focus = ((left + right) / 2, (top + bottom) / 2)
        if scale < self.min_scale:
            scale = self.min_scale
            x, y = around if around is not None else focus
            focus = (_clamp(x, left, right, aw / scale), _clamp(y, top, bottom, ah / scale))
        first = self._goal is None
        self._world = world
        self._goal = (scale, focus)
        if instant or first:
            self.scale, self.focus = self._goal

    def pan(self, dx: float, dy: float) -> None:
        """Move the view by (dx, dy) world units, never past the edges of the rectangle last fitted."""
        if self._goal is None:
            return
        scale, (x, y) = self._goal
        left, top, right, bottom = self._world
        _ax, _ay, aw, ah = self.area
        self._goal = (scale, (_clamp(x + dx, left, right, aw / scale), _clamp(y + dy, top, bottom, ah / scale)))

    @property
    def partial(self) -> bool:
        """The board is larger than the view shows (it pans)."""
        left, top, right, bottom = self._world
        _ax, _ay, aw, ah = self.area
        goal = self._goal[0] if self._goal is not None else self.scale
        return (right - left) * goal > aw + 1 or (bottom - top) * goal > ah + 1

    def shows(self, p: Point, margin: float = 0.0) -> bool:
        """The world point `p` is on screen, at least `margin` screen pixels inside the area (at the goal)."""
        if self._goal is None:
            return True
        scale, (fx, fy) = self._goal
        _ax, _ay, aw, ah = self.area
        return abs(p[0] - fx) * scale <= aw / 2 - margin and abs(p[1] - fy) * scale <= ah / 2 - margin

    def update(self, dt: float, instant: bool = False) -> bool:
        """Ease towards the fit; True while still moving."""
        self.moving = False
        if self._goal is None:
            return False
        scale, focus = self._goal
        k = 1.0 if instant else 1.0 - math.exp(-self.speed * dt)
        self.scale += (scale - self.scale) * k
        self.focus = (self.focus[0] + (focus[0] - self.focus[0]) * k, self.focus[1] + (focus[1] - self.focus[1]) * k)
        moving = abs(scale - self.scale) > SETTLED_SCALE * scale or math.dist(focus, self.focus) > SETTLED_FOCUS
        if not moving:
            self.scale, self.focus = scale, focus
        self.moving = moving
        return moving

    def to_screen(self, p: Point) -> Point:
        ax, ay, aw, ah = self.area
        return (ax + aw / 2 + (p[0] - self.focus[0]) * self.scale, ay + ah / 2 + (p[1] - self.focus[1]) * self.scale)

    def to_world(self, p: Point) -> Point:
        ax, ay, aw, ah = self.area
        return (self.focus[0] + (p[0] - ax - aw / 2) / self.scale, self.focus[1] + (p[1] - ay - ah / 2) / self.scale)


def _clamp(v: float, lo: float, hi: float, span: float) -> float:
    """`v` kept so that a window `span` wide around it stays within lo..hi (the middle when it is wider)."""
    if hi - lo <= span:
        return (lo + hi) / 2
    return min(max(v, lo + span / 2), hi - span / 2)
