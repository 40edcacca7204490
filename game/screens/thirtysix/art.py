"""36's pictures: cells in three colours each with its own pattern (colour-blind safe), gates drawn as arches across
a tile's diagonal, discs and cones marked with their colour's shape. Painted with game.ui.paint's Painter, so the
screen, the help pictures (tools/assets/thirtysix.py) and the menu tile share one look."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.rules import thirtysix as rules
from game.ui.paint import SHADOW, Colour, Painter, Point, shade

COLOUR = {"r": (226, 86, 80), "y": (244, 196, 56), "b": (74, 134, 220)}
# Each colour also has a shape (on discs, cones and the supply counts) and a cell pattern, so no one needs to tell
# the colours apart by hue: red triangles and stripes, yellow stars and dots, blue drops and waves.
SHAPE = {"r": "triangle", "y": "star", "b": "drop"}
COLOUR_KEYS = {"r": "thirtysix.red", "y": "thirtysix.yellow", "b": "thirtysix.blue"}
CONE_KEYS = {"r": "thirtysix.cone.r", "y": "thirtysix.cone.y", "b": "thirtysix.cone.b"}  # "red cone"
GATE_WOOD = (120, 84, 40)
GATE_GOLD = (250, 212, 96)
HOLE = (28, 60, 46)
# A piece on its cell, as a share of the cell's side: a disc's size, a cone's height, and how far below the cell's
# centre the cone stands (the board in play and the menu's demo draw them alike).
DISC_ON_CELL, CONE_ON_CELL, CONE_FOOT = 0.74, 0.95, 0.42


def symbol(p: Painter, c: Point, r: float, colour: str, fill: Colour) -> None:
    """The colour's shape: a triangle (red), a star (yellow), a drop (blue)."""
    x, y = c
    shape = SHAPE[colour]
    if shape == "triangle":
        p.polygon(
            [(x + r * math.cos(a), y + r * math.sin(a)) for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)], fill
        )
    elif shape == "star":
        p.star(c, r * 1.05, fill)
    else:
        pts = [(x, y - r * 1.05)]
        for k in range(0, 19):
            a = math.pi * (-0.15 + 1.3 * k / 18)
            pts.append((x + r * 0.72 * math.cos(a), y + r * 0.3 + r * 0.72 * math.sin(a)))
        p.polygon(pts, fill)


def paint_cell(p: Painter, x: float, y: float, size: float, colour: str) -> None:
    """One cell at (x, y) (its top-left corner) with its colour's pattern."""
    base = COLOUR[colour]
    p.rect((x + 1.5, y + 1.5, size - 3, size - 3), base, radius=size * 0.14)
    ink = shade(base, -0.16)
    s = size
    if colour == "r":  # short diagonal stripes
        for i in range(3):
            for j in range(3):
                cx, cy = x + s * (0.25 + 0.25 * i), y + s * (0.27 + 0.24 * j)
                p.line((cx - s * 0.07, cy + s * 0.07), (cx + s * 0.07, cy - s * 0.07), ink, max(1.5, s * 0.05))
    elif colour == "y":  # dots
        for i in range(3):
            for j in range(3):
                p.circle((x + s * (0.25 + 0.25 * i), y + s * (0.25 + 0.25 * j)), max(1.5, s * 0.045), ink)
    else:  # waves
        for j in range(3):
            yy = y + s * (0.3 + 0.2 * j)
            pts = [
                (x + s * (0.16 + 0.68 * k / 16), yy + s * 0.05 * math.sin(k / 16 * 2 * math.pi * 1.5))
                for k in range(17)
            ]
            p.polyline(pts, ink, max(1.5, s * 0.045))
    p.rect((x + 1.5, y + 1.5, size - 3, size * 0.22), shade(base, 0.22), radius=size * 0.14)


def gate_points(a: Point, b: Point, size: float) -> list[Point]:
    """The arch joining the centres `a` and `b` of two diagonal cells: from inside one cell to inside the other,
    bowing out over the corner they share (to the upper side, like a bridge seen from the front)."""
    ax, ay = a[0] + (b[0] - a[0]) * 0.22, a[1] + (b[1] - a[1]) * 0.22
    bx, by = b[0] - (b[0] - a[0]) * 0.22, b[1] - (b[1] - a[1]) * 0.22
    dx, dy = bx - ax, by - ay
    d = math.hypot(dx, dy) or 1.0
    nx, ny = dy / d, -dx / d
    if ny > 0:  # always bow upward on screen
        nx, ny = -nx, -ny
    bend = size * 0.3
    return [
        (ax + dx * t + nx * bend * 4 * t * (1 - t), ay + dy * t + ny * bend * 4 * t * (1 - t))
        for t in (k / 20 for k in range(21))
    ]


def paint_gate(p: Painter, a: Point, b: Point, size: float) -> None:
    """A gate (T2): a wooden arch with a golden top across the diagonal, posts at both ends."""
    pts = gate_points(a, b, size)
    w = max(3.0, size * 0.13)
    p.polyline([(x + 2, y + 3) for x, y in pts], (40, 24, 20, 90), w)
    p.polyline(pts, GATE_WOOD, w)
    p.polyline(pts, GATE_GOLD, w * 0.55)
    for end in (pts[0], pts[-1]):
        p.circle(end, w * 0.7, GATE_WOOD)
        p.circle(end, w * 0.4, (250, 230, 160))


def paint_disc(p: Painter, c: Point, r: float, colour: str) -> None:
    """A disc with its colour's shape on top."""
    base = COLOUR[colour]
    p.circle((c[0] + r * 0.08, c[1] + r * 0.16), r, SHADOW)
    p.circle(c, r, shade(base, -0.35))
    p.circle((c[0], c[1] - r * 0.06), r * 0.9, shade(base, -0.05))
    symbol(p, (c[0], c[1] - r * 0.04), r * 0.5, colour, (255, 255, 255))


def paint_cone(p: Painter, c: Point, h: float, colour: str) -> None:
    """A cone standing on point `c` (its base), `h` tall, with its colour's shape on its side."""
    cx, cy = c
    base = COLOUR[colour]
    w = h * 0.36
    p.ellipse((cx + 3, cy + 2), w * 1.1, w * 0.38, SHADOW)
    p.polygon([(cx - w, cy), (cx + w, cy), (cx + w * 0.14, cy - h), (cx - w * 0.14, cy - h)], shade(base, -0.3))
    p.polygon(
        [(cx - w * 0.9, cy - 2), (cx + w * 0.9, cy - 2), (cx + w * 0.1, cy - h + 3), (cx - w * 0.1, cy - h + 3)], base
    )
    p.polygon(
        [(cx - w * 0.9, cy - 2), (cx - w * 0.35, cy - 2), (cx - w * 0.05, cy - h + 3), (cx - w * 0.1, cy - h + 3)],
        shade(base, 0.35),
    )
    p.ellipse((cx, cy), w, w * 0.3, shade(base, -0.4))
    p.circle((cx, cy - h), w * 0.3, shade(base, -0.1))
    symbol(p, (cx, cy - h * 0.38), w * 0.42, colour, (255, 255, 255))


def paint_board(p: Painter, board: rules.Board, x0: float, y0: float, cell: float) -> None:
    """The cells and gates of `board`, its top-left corner at (x0, y0); holes left open."""
    h = board.height
    for i in board.cells:
        x, y = board.xy(i)
        paint_cell(p, x0 + x * cell, y0 + (h - 1 - y) * cell, cell, board.colour[i])
    for a, b in board.gates:
        ca = (x0 + (a[0] + 0.5) * cell, y0 + (h - 1 - a[1] + 0.5) * cell)
        cb = (x0 + (b[0] + 0.5) * cell, y0 + (h - 1 - b[1] + 0.5) * cell)
        paint_gate(p, ca, cb, cell)


@lru_cache(maxsize=8)
def board_image(text: str, cell: int) -> pygame.Surface:
    """The painted board of a board text (cells, patterns and gates), cached while the game goes on. Put together
    from one painted picture per colour of cell and per way a gate leans, so a board is ready within a frame
    (painting all 36 cells supersampled took 50-70 ms, the frame a game of 36 began)."""
    board = rules.parse_board(text)
    out = pygame.Surface((board.width * cell, board.height * cell), pygame.SRCALPHA)
    h = board.height
    for i in board.cells:
        x, y = board.xy(i)
        out.blit(cell_image(board.colour[i], cell), (x * cell, (h - 1 - y) * cell))
    for a, b in board.gates:
        left, top = min(a[0], b[0]), h - 1 - max(a[1], b[1])  # the 2x2 block of cells the gate crosses
        rising = (b[0] - a[0]) * (b[1] - a[1]) > 0  # from lower left to upper right (on screen)
        out.blit(gate_image(rising, cell), ((left - GATE_MARGIN) * cell, (top - GATE_MARGIN) * cell))
    return out


GATE_MARGIN = 1  # cells around a gate's 2x2 block in its picture: its shadow and posts overhang the block


@lru_cache(maxsize=16)
def cell_image(colour: str, cell: int) -> pygame.Surface:
    p = Painter((cell, cell))
    paint_cell(p, 0, 0, cell, colour)
    return p.result()


@lru_cache(maxsize=8)
def gate_image(rising: bool, cell: int) -> pygame.Surface:
    """A gate across a 2x2 block of cells, leaning up to the right (`rising`) or down, with GATE_MARGIN around."""
    m = GATE_MARGIN
    p = Painter(((2 + 2 * m) * cell, (2 + 2 * m) * cell))
    low, high = (m + 0.5) * cell, (m + 1.5) * cell
    if rising:
        paint_gate(p, (low, high), (high, low), cell)
    else:
        paint_gate(p, (low, low), (high, high), cell)
    return p.result()


@lru_cache(maxsize=64)
def disc_image(colour: str, size: int) -> pygame.Surface:
    p = Painter((size, size))
    paint_disc(p, (size / 2, size / 2), size * 0.42, colour)
    return p.result()


@lru_cache(maxsize=64)
def cone_image(colour: str, size: int) -> pygame.Surface:
    """A cone `size` tall, its base at the bottom of the picture (blit with midbottom on the cell's lower half)."""
    p = Painter((size, size))
    paint_cone(p, (size / 2, size * 0.92), size * 0.84, colour)
    return p.result()


@lru_cache(maxsize=64)
def gift_image(size: int) -> pygame.Surface:
    """A little present: marks a cone that gets a disc from the move."""
    p = Painter((size, size))
    s = size
    p.rect((s * 0.14, s * 0.36, s * 0.72, s * 0.54), (236, 90, 150), radius=s * 0.08)
    p.rect((s * 0.08, s * 0.26, s * 0.84, s * 0.18), (250, 120, 170), radius=s * 0.06)
    p.rect((s * 0.44, s * 0.26, s * 0.12, s * 0.64), (255, 226, 120))
    p.circle((s * 0.38, s * 0.2), s * 0.1, (255, 226, 120), width=s * 0.04)
    p.circle((s * 0.62, s * 0.2), s * 0.1, (255, 226, 120), width=s * 0.04)
    return p.result()
