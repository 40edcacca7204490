"""Mapello's pictures: its menu tile and its rules-help pictures (no words in them: the page text beside them
is translated; only shapes, numbers and symbols)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from game.ui.paint import HELP_SIZE, INK, SHADOW, TILE_SIZE, Colour, Painter, Point, shade
from game.ui.shared_art import (
    arrow,
    badge,
    check,
    confetti,
    curve,
    disc,
    dots,
    help_background,
    red_x,
    round_corners,
    text,
)

BLACK_DISC: Colour = (40, 40, 48)
WHITE_DISC: Colour = (246, 244, 238)
GLOW: Colour = (255, 226, 90)


def draw_tile(p: Painter) -> None:
    """An Othello board with stone walls, gold star bonuses and a joker on the border, as the board draws them."""
    p.gradient((250, 214, 170), (226, 160, 120))
    cell = 29.0
    n = 10
    x0, y0 = 256 - cell * n / 2, 160 - cell * n / 2
    p.rect((x0 - 8 + 5, y0 - 8 + 7, cell * n + 16, cell * n + 16), SHADOW, radius=14)
    p.rect((x0 - 8, y0 - 8, cell * n + 16, cell * n + 16), (120, 78, 48), radius=14)
    p.rect((x0, y0, cell * n, cell * n), (98, 160, 96), radius=4)
    p.rect((x0 + cell, y0 + cell, cell * 8, cell * 8), (58, 150, 92))
    for k in range(n + 1):
        p.line((x0 + k * cell, y0), (x0 + k * cell, y0 + n * cell), (36, 104, 62), 1.2)
        p.line((x0, y0 + k * cell), (x0 + n * cell, y0 + k * cell), (36, 104, 62), 1.2)

    def c(col: int, row: int) -> Point:
        return (x0 + (col + 0.5) * cell, y0 + (row + 0.5) * cell)

    black, white = (40, 40, 48), (246, 244, 238)
    for (col, row), colour in {
        (4, 4): white,
        (5, 5): white,
        (5, 4): black,
        (4, 5): black,
        (6, 4): black,
        (6, 5): black,
        (3, 3): black,
        (3, 5): white,
        (6, 6): white,
        (4, 6): black,
    }.items():
        disc(p, c(col, row), cell * 0.4, colour)
    # wall (M2): the board's grey stone block
    for col, row in ((2, 6), (7, 2)):
        _wall_block(p, x0 + col * cell + 2, y0 + row * cell + 2, cell - 4)
    # bonus (M2): the board's gold star on an empty inner cell
    for col, row in ((2, 3), (7, 7)):
        _bonus_star(p, c(col, row), cell * 0.42)
    # joker (M2) on the border: the board's purple diamond
    _joker(p, c(0, 4), cell * 0.4)
    rng = random.Random(2)
    for side in (0, 1):
        confetti(p, rng, [(255, 250, 220), (255, 200, 80), (250, 160, 150)], 14, (12 + side * 400, 20, 88, 280), 4)


# ---- rules-help pictures ----------------------------------------------------------------------------------------

# The pieces as the game's board draws them (game/screens/mapello/art.py: wall, bonus, joker), so a picture shows
# what the board shows.
WALL: Colour = (150, 146, 140)
WALL_DARK: Colour = (96, 92, 88)
JOKER: Colour = (168, 80, 190)
STAR: Colour = (255, 200, 60)
STAR_EDGE: Colour = (120, 80, 0)
JOKER_BLACK: Colour = (28, 28, 32)
JOKER_WHITE: Colour = (244, 242, 234)


def _wall_block(p: Painter, x: float, y: float, size: float) -> None:
    """The grey stone block filling a square cell from its top-left corner (M2 wall), with its brick lines."""
    lw = max(1.2, size / 24)
    p.rect((x + 2, y + 3, size, size), SHADOW, radius=size / 8)
    p.rect((x, y, size, size), WALL_DARK, radius=size / 8)
    m = size * 0.05
    ix, iy, n = x + m, y + m, size - 2 * m
    p.rect((ix, iy, n, n), WALL, radius=size / 12)
    for k in range(1, 3):
        p.line((ix, iy + k * n / 3), (ix + n, iy + k * n / 3), WALL_DARK, lw)
    for k, off in ((0, 0.5), (1, 0.25), (1, 0.75), (2, 0.5)):
        yy = iy + k * n / 3
        p.line((ix + off * n, yy), (ix + off * n, yy + n / 3), WALL_DARK, lw)


def _bonus_star(p: Painter, c: Point, r: float) -> None:
    """The gold bonus star (M2) with its dark outline."""
    p.star((c[0] + r * 0.06, c[1] + r * 0.12), r, SHADOW)
    p.star(c, r, STAR_EDGE)
    p.star((c[0], c[1] + r * 0.03), r * 0.84, STAR)


def _joker(p: Painter, c: Point, r: float) -> None:
    """The joker (M2): a purple diamond, half black half white inside ("counts as your colour"), bells on its tips."""
    outer = [(c[0], c[1] - r), (c[0] + r, c[1]), (c[0], c[1] + r), (c[0] - r, c[1])]
    p.polygon([(x + r * 0.05, y + r * 0.1) for x, y in outer], SHADOW)
    p.polygon(outer, JOKER)
    k = r * 0.72
    p.polygon([(c[0], c[1] - k), (c[0], c[1] + k), (c[0] - k, c[1])], JOKER_BLACK)
    p.polygon([(c[0], c[1] - k), (c[0] + k, c[1]), (c[0], c[1] + k)], JOKER_WHITE)
    for x, y in outer:
        p.circle((x, y), r * 0.17, STAR)


def _hatch(p: Painter, x: float, y: float, size: float, colour: Colour) -> None:
    """Diagonal stripes inside a square cell: the border ring's pattern (shape as well as colour)."""
    for d in (0.5, 1.0, 1.5):
        s = d * size
        a = (x + max(0.0, s - size) + 2, y + min(s, size) - 2)
        b = (x + min(s, size) - 2, y + max(0.0, s - size) + 2)
        if math.hypot(b[0] - a[0], b[1] - a[1]) > 4:
            p.line(a, b, colour, max(1.2, size / 16))


class MiniBoard:
    """A piece of a Mapello board: cols x rows cells, some of them border cells; c(col, row) gives centres."""

    INNER: Colour = (58, 150, 92)
    RING: Colour = (132, 176, 118)
    LINES: Colour = (36, 104, 62)

    def __init__(
        self,
        p: Painter,
        x0: float,
        y0: float,
        cols: int,
        rows: int,
        cell: float,
        border: Callable[[int, int], bool] = lambda col, row: False,
        rim: float = 8,
    ) -> None:
        self.p, self.x0, self.y0, self.cols, self.rows, self.cell = p, x0, y0, cols, rows, cell
        w, h = cols * cell, rows * cell
        p.rect((x0 - rim + 5, y0 - rim + 7, w + 2 * rim, h + 2 * rim), SHADOW, radius=rim + 6)
        p.rect((x0 - rim, y0 - rim, w + 2 * rim, h + 2 * rim), (120, 78, 48), radius=rim + 6)
        p.rect((x0 - rim + 2, y0 - rim + 2, w + 2 * rim - 4, 3), (160, 110, 72), radius=2)
        p.rect((x0, y0, w, h), self.INNER, radius=3)
        for row in range(rows):
            for col in range(cols):
                if border(col, row):
                    p.rect((x0 + col * cell, y0 + row * cell, cell, cell), self.RING)
                    _hatch(p, x0 + col * cell, y0 + row * cell, cell, shade(self.RING, 0.3))
        lw = max(1.2, cell / 24)
        for k in range(cols + 1):
            p.line((x0 + k * cell, y0), (x0 + k * cell, y0 + h), self.LINES, lw)
        for k in range(rows + 1):
            p.line((x0, y0 + k * cell), (x0 + w, y0 + k * cell), self.LINES, lw)

    def c(self, col: float, row: float) -> Point:
        """Centre of a cell."""
        return (self.x0 + (col + 0.5) * self.cell, self.y0 + (row + 0.5) * self.cell)

    def disc(self, col: int, row: int, colour: Colour) -> None:
        """A disc on a cell."""
        disc(self.p, self.c(col, row), self.cell * 0.4, colour)

    def wall(self, col: int, row: int) -> None:
        """A stone wall on a cell."""
        inset = self.cell * 0.08
        _wall_block(self.p, self.x0 + col * self.cell + inset, self.y0 + row * self.cell + inset, self.cell - 2 * inset)

    def glow(self, col: int, row: int, colour: Colour = GLOW) -> None:
        """Highlight one cell (a fresh move, a flipped disc)."""
        x, y, s = self.x0 + col * self.cell, self.y0 + row * self.cell, self.cell
        self.p.rect((x + 1.5, y + 1.5, s - 3, s - 3), shade(colour, 0.55), radius=s / 7)
        self.p.rect((x + 1.5, y + 1.5, s - 3, s - 3), colour, radius=s / 7, width=max(2.0, s / 14))

    def band(self, col0: int, col1: int, row: int, colour: Colour = GLOW) -> None:
        """A highlighted run of cells along one row."""
        x, y, s = self.x0 + col0 * self.cell, self.y0 + row * self.cell, self.cell
        w = (col1 - col0 + 1) * s
        self.p.rect((x + 1.5, y + 1.5, w - 3, s - 3), shade(colour, 0.5), radius=s / 5)
        self.p.rect((x + 1.5, y + 1.5, w - 3, s - 3), colour, radius=s / 5, width=max(2.5, s / 11))


def _placing(p: Painter, c: Point, r: float, colour: Colour) -> None:
    """A disc being put down on a cell: shadow on the cell, the disc just above it, a down arrow over it."""
    p.circle((c[0] + 2, c[1] + 3), r, (40, 24, 20, 90))
    disc(p, (c[0], c[1] - r * 0.55), r, colour)
    top = c[1] - r * 1.7
    arrow(p, [(c[0], top - 34), (c[0], top)], (250, 110, 80), width=7, head=14)


def draw_help_board(p: Painter) -> None:
    """The 10x10 board: hatched border ring for jokers around the 8x8 play area, with sizes marked 10 and 8."""
    help_background(p, (253, 236, 214), (244, 204, 168))
    cell = 26.0
    board = MiniBoard(p, 122, 72, 10, 10, cell, border=lambda col, row: col in (0, 9) or row in (0, 9))
    x0, y0 = board.x0, board.y0
    p.rect((x0 + cell, y0 + cell, cell * 8, cell * 8), (255, 246, 190), width=2.5)  # the play area's edge
    for (col, row), colour in {(4, 4): WHITE_DISC, (5, 5): WHITE_DISC, (5, 4): BLACK_DISC, (4, 5): BLACK_DISC}.items():
        board.disc(col, row, colour)
    board.wall(2, 6)
    board.wall(7, 2)
    _bonus_star(p, board.c(3, 2), cell * 0.42)
    _bonus_star(p, board.c(6, 7), cell * 0.42)
    _joker(p, board.c(0, 3), cell * 0.4)
    _joker(p, board.c(6, 9), cell * 0.4)
    # sizes: "10" across the whole board, "8" down the play area only
    ink = (120, 78, 48)
    top_y = y0 - 28
    for a, b in (((x0 + 2, top_y), (x0 + cell * 10 - 2, top_y)), ((x0 + cell * 10 - 2, top_y), (x0 + 2, top_y))):
        arrow(p, [a, b], ink, width=3.5, head=11, edge=None)
    for x in (x0, x0 + cell * 10):
        p.line((x, top_y - 9), (x, top_y + 9), ink, 2.5)
    p.rect((x0 + cell * 5 - 24, top_y - 16, 48, 32), (253, 236, 214), radius=14)
    text(p, "10", (x0 + cell * 5, top_y - 1), 26, INK)
    left_x = x0 - 34
    ya, yb = y0 + cell, y0 + cell * 9
    for a, b in (((left_x, ya + 2), (left_x, yb - 2)), ((left_x, yb - 2), (left_x, ya + 2))):
        arrow(p, [a, b], ink, width=3.5, head=11, edge=None)
    for y in (ya, yb):
        p.line((left_x - 9, y), (left_x + 9, y), ink, 2.5)
        p.line((left_x + 12, y), (x0 - 10, y), (120, 78, 48, 110), 1.5)
    p.rect((left_x - 17, y0 + cell * 5 - 18, 34, 36), (250, 224, 196), radius=14)
    text(p, "8", (left_x, y0 + cell * 5 - 1), 28, INK)
    round_corners(p)


def _flip_scene(board: MiniBoard, after: bool) -> None:
    """Shared discs of the before/after boards: black traps three whites along row 2 by playing e (col 4)."""
    for (col, row), colour in {(2, 4): WHITE_DISC, (1, 3): BLACK_DISC, (3, 3): WHITE_DISC, (3, 0): BLACK_DISC}.items():
        board.disc(col, row, colour)
    if after:
        board.band(0, 4, 2)
        for col in range(5):
            board.disc(col, 2, BLACK_DISC)
        for col in (1, 2, 3):  # the flipped ones sparkle
            x, y = board.c(col, 2)
            board.p.star((x + board.cell * 0.3, y - board.cell * 0.32), board.cell * 0.16, (255, 246, 170))
    else:
        board.disc(0, 2, BLACK_DISC)
        for col in (1, 2, 3):
            board.disc(col, 2, WHITE_DISC)
        board.glow(4, 2)
        _placing(board.p, board.c(4, 2), board.cell * 0.4, BLACK_DISC)


def draw_help_flip(p: Painter) -> None:
    """Before and after: a black disc played at the end of three whites turns the whole line black (M8, M9)."""
    help_background(p, (253, 236, 214), (244, 204, 168))
    cell = 34.0
    before = MiniBoard(p, 24, 112, 5, 5, cell)
    _flip_scene(before, after=False)
    after = MiniBoard(p, 246, 112, 5, 5, cell)
    _flip_scene(after, after=True)
    arrow(p, [(206, 197), (237, 197)], (250, 110, 80), width=10, head=18)
    badge(p, (before.x0 + cell * 2.5, 52), 19, "1")
    badge(p, (after.x0 + cell * 2.5, 52), 19, "2")
    # curly flip arrows over the turned discs
    for col in (1, 2, 3):
        x, y = after.c(col, 2)
        pts = [(x - 11 + 22 * t, y - 30 - 9 * math.sin(math.pi * t)) for t in (k / 10 for k in range(11))]
        arrow(p, pts, (250, 110, 80), width=3.5, head=8, edge=(255, 255, 255))
    round_corners(p)


def draw_help_wall(p: Painter) -> None:
    """A line of whites runs into a stone wall: the search stops there and nothing flips (M2, M9)."""
    help_background(p, (253, 236, 214), (244, 204, 168))
    cell = 54.0
    board = MiniBoard(p, 58, 58, 6, 3, cell)
    for (col, row), colour in {(2, 0): BLACK_DISC, (4, 2): WHITE_DISC, (1, 2): BLACK_DISC}.items():
        board.disc(col, row, colour)
    board.disc(1, 1, WHITE_DISC)
    board.disc(2, 1, WHITE_DISC)
    board.wall(3, 1)
    board.disc(4, 1, BLACK_DISC)
    board.glow(0, 1)
    _placing(p, board.c(0, 1), cell * 0.4, BLACK_DISC)
    # the search along the row, stopped by the wall
    y = board.c(0, 1)[1]
    x_start, x_wall = board.c(0, 1)[0] + cell * 0.45, board.x0 + 3 * cell
    dots(p, [(x_start, y - cell * 0.62), (x_wall - 4, y - cell * 0.62)], (255, 255, 255), r=3.6, gap=12)
    arrow(
        p, [(x_wall - 40, y - cell * 0.62), (x_wall - 6, y - cell * 0.62)], (255, 255, 255), width=6, head=13, edge=None
    )
    # a bump star where it hits, and the red X: no flip through the wall
    p.star((x_wall + cell * 0.5, y - cell * 0.62), 17, (255, 236, 150), points=8, inner=0.5)
    red_x(p, (x_wall + cell * 0.5, y - cell * 0.62), 13)
    # below: nobody can play on a wall either
    size = 52.0
    bx, by = 220 - size / 2, 292 - size / 2
    p.rect((bx - 30, by - 12, size + 60, size + 24), MiniBoard.INNER, radius=12)
    _wall_block(p, bx, by, size)
    disc(p, (220, by - 12), size * 0.36, BLACK_DISC)
    arrow(p, [(170, by - 20), (194, by - 2)], (250, 110, 80), width=6, head=12)
    red_x(p, (286, 292), 15)
    round_corners(p)


def draw_help_bonus(p: Painter) -> None:
    """A disc played on the gold star square takes the star: +3 at the end (M10)."""
    help_background(p, (253, 236, 214), (244, 204, 168))
    cell = 56.0
    board = MiniBoard(p, 30, 140, 4, 3, cell)
    for (col, row), colour in {
        (2, 1): WHITE_DISC,
        (3, 1): BLACK_DISC,
        (2, 0): WHITE_DISC,
        (3, 2): WHITE_DISC,
        (0, 2): BLACK_DISC,
    }.items():
        board.disc(col, row, colour)
    board.glow(1, 1)
    _bonus_star(p, board.c(1, 1), cell * 0.42)
    _placing(p, board.c(1, 1), cell * 0.4, BLACK_DISC)
    # the star flies from the square to the big "+3" star
    big = (334.0, 144.0)
    start = (board.c(1, 1)[0] + cell * 0.35, board.c(1, 1)[1] - cell * 0.9)
    arrow(p, curve(start, (big[0] - 84, big[1] - 6), 48), (250, 110, 80), width=8, head=17)
    p.star(big, 90, (255, 240, 170, 120), points=12, inner=0.78)
    _bonus_star(p, big, 78)
    text(p, "+3", (big[0], big[1] + 8), 50, (196, 72, 40), outline=(255, 255, 255), thickness=3.5)
    rng = random.Random(12)
    confetti(p, rng, [(255, 220, 90), (255, 255, 255), (250, 150, 120)], 10, (260, 250, 170, 90), 5)
    round_corners(p)


def _joker_strip(p: Painter, y0: float, after: bool) -> MiniBoard:
    """One row of the board with the joker on its border cell: whites before the move, blacks after it."""
    cell = 58.0
    strip = MiniBoard(p, 88, y0, 5, 1, cell, border=lambda col, row: col == 0)
    p.line((strip.x0 + cell, y0 - 2), (strip.x0 + cell, y0 + cell + 2), (255, 246, 190), 3)
    _joker(p, strip.c(0, 0), cell * 0.4)
    if after:
        strip.band(1, 3, 0)
        for col in (1, 2, 3):
            strip.disc(col, 0, BLACK_DISC)
        p.circle(strip.c(0, 0), cell * 0.47, BLACK_DISC, width=3)  # the joker counted as black
    else:
        strip.disc(1, 0, WHITE_DISC)
        strip.disc(2, 0, WHITE_DISC)
        strip.glow(3, 0)
    return strip


def draw_help_joker(p: Painter) -> None:
    """A joker on the border closes a line of whites for black, so they flip; the joker stays (M9)."""
    help_background(p, (253, 236, 214), (244, 204, 168))
    top = _joker_strip(p, 76, after=False)
    cell = top.cell
    _placing(p, top.c(3, 0), cell * 0.4, BLACK_DISC)
    y = top.y0 + cell + 24
    dots(p, [(top.c(3, 0)[0], y), (top.c(0, 0)[0] + 24, y)], (120, 78, 48), r=3.2, gap=12)
    arrow(p, [(top.c(0, 0)[0] + 30, y), (top.c(0, 0)[0] + 2, y)], (120, 78, 48), width=4, head=11, edge=None)
    bottom = _joker_strip(p, 244, after=True)
    arrow(p, [(top.c(2, 0)[0], 178), (top.c(2, 0)[0], 230)], (250, 110, 80), width=11, head=20)
    badge(p, (44, top.c(0, 0)[1]), 19, "1")
    badge(p, (44, bottom.c(0, 0)[1]), 19, "2")
    for col in (1, 2):
        x, yy = bottom.c(col, 0)
        pts = [(x - 12 + 24 * t, yy - 33 - 9 * math.sin(math.pi * t)) for t in (k / 10 for k in range(11))]
        arrow(p, pts, (250, 110, 80), width=3.5, head=8)
    check(p, (bottom.x0 + cell * 5 + 30, bottom.c(0, 0)[1]), 17)
    round_corners(p)


def _pile(p: Painter, c: Point, colour: Colour, n: int) -> None:
    """A side view of a stack of n discs, bottom centre at c."""
    r, h = 26.0, 7.0
    edge = shade(colour, -0.35) if colour == WHITE_DISC else shade(colour, 0.35)
    p.ellipse((c[0] + 4, c[1] + 3), r + 2, 9, SHADOW)
    for k in range(n):
        y = c[1] - k * h
        p.ellipse((c[0], y), r, 8, shade(colour, -0.2) if colour == WHITE_DISC else colour)
        p.rect((c[0] - r, y - h, 2 * r, h), shade(colour, -0.2) if colour == WHITE_DISC else colour)
        p.ellipse((c[0], y), r, 8, edge, width=1.2)
        p.ellipse((c[0], y - h), r, 8, colour)
        p.ellipse((c[0], y - h), r, 8, edge, width=1.2)
    p.ellipse((c[0] - 8, c[1] - n * h - 2), 8, 2.5, shade(colour, 0.5) + (160,))


def draw_help_end(p: Painter) -> None:
    """Two score sums: discs + 3 x stars = score; black wins 34 to 33 thanks to its stars (M12)."""
    help_background(p, (253, 236, 214), (244, 204, 168))
    rows = ((BLACK_DISC, 28, 2, 34, 110.0), (WHITE_DISC, 30, 1, 33, 262.0))
    for colour, discs, stars, score, y in rows:
        p.rect((14, y - 62, 412, 124), (255, 250, 240, 150), radius=26)
        _pile(p, (50, y + 30), colour, 7)
        text(p, str(discs), (50, y + 52), 26, INK)
        text(p, "+", (100, y + 4), 34, INK)
        text(p, "3", (134, y + 4), 34, INK)
        text(p, "\u00d7", (160, y + 4), 28, INK)
        for k in range(2):
            c = (196 + k * 44, y + 2)
            if k < stars:
                _bonus_star(p, c, 21)
            else:
                p.star(c, 21, (220, 196, 160))
        text(p, "=", (290, y + 4), 36, INK)
        p.rect((318, y - 30, 78, 64), shade(colour, -0.25), radius=20)
        p.rect((318, y - 33, 78, 64), colour, radius=20)
        text(p, str(score), (357, y + 0), 36, WHITE_DISC if colour == BLACK_DISC else INK)
    # the winner's crown
    cx, cy = 357.0, 62.0
    crown = [
        (cx - 22, cy + 12),
        (cx - 25, cy - 12),
        (cx - 11, cy - 1),
        (cx, cy - 18),
        (cx + 11, cy - 1),
        (cx + 25, cy - 12),
        (cx + 22, cy + 12),
    ]
    p.polygon([(x + 2, y + 3) for x, y in crown], SHADOW)
    p.polygon(crown, (240, 184, 40))
    p.polygon(crown, (190, 130, 30), width=1.6)
    for x in (cx - 25, cx, cx + 25):
        p.circle((x, cy - 14 if x == cx else cy - 11), 3.5, (250, 110, 110))
    round_corners(p)


IMAGES = {
    "tile_mapello": (draw_tile, TILE_SIZE),
    "help_mapello_board": (draw_help_board, HELP_SIZE),
    "help_mapello_flip": (draw_help_flip, HELP_SIZE),
    "help_mapello_wall": (draw_help_wall, HELP_SIZE),
    "help_mapello_bonus": (draw_help_bonus, HELP_SIZE),
    "help_mapello_joker": (draw_help_joker, HELP_SIZE),
    "help_mapello_end": (draw_help_end, HELP_SIZE),
}
