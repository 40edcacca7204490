"""Dama's pictures: its menu tile (a checkers board, a crowned king mid-jump) and its rules-help pictures (the
board, a move, a capture, the majority rule, the flying king, the draw by three kings against one)."""

from __future__ import annotations

import math
import random

from game.ui.paint import HELP_SIZE, SHADOW, TILE_SIZE, Colour, Painter, Point, shade
from game.ui.shared_art import arrow, badge, check, confetti, disc, dots, help_background, red_x, round_corners


def draw_tile(p: Painter) -> None:
    """A checkers board seen slightly from above, light and dark men, a crowned king mid-jump."""
    p.gradient((196, 226, 200), (120, 180, 150))
    cell = 33.0
    x0, y0 = 256 - cell * 4, 160 - cell * 4
    p.rect((x0 - 10 + 5, y0 - 10 + 7, cell * 8 + 20, cell * 8 + 20), SHADOW, radius=14)
    p.rect((x0 - 10, y0 - 10, cell * 8 + 20, cell * 8 + 20), (136, 84, 52), radius=14)
    for row in range(8):
        for col in range(8):
            light = (col + (7 - row)) % 2 == 1
            p.rect((x0 + col * cell, y0 + row * cell, cell, cell), (246, 222, 178) if light else (176, 112, 72))
    light_piece, dark_piece = (250, 246, 236), (52, 44, 48)

    def c(col: int, row: int) -> Point:
        return (x0 + (col + 0.5) * cell, y0 + (row + 0.5) * cell)

    pieces: dict[tuple[int, int], Colour] = {}
    for row in range(8):
        for col in range(8):
            if (col + (7 - row)) % 2 == 1 and (row <= 1 or row >= 6):
                pieces[(col, row)] = dark_piece if row <= 1 else light_piece
    pieces.pop((2, 1), None)
    pieces.pop((5, 6), None)
    pieces[(3, 3)] = dark_piece
    for (col, row), colour in pieces.items():
        cc = c(col, row)
        disc(p, cc, cell * 0.4, colour)
        p.circle(cc, cell * 0.24, shade(colour, -0.12), width=1.6)
    # a light king jumps the dark man on d5 (D7): dotted arc from f3 to c6 (hover drawn mid-flight)
    start, land = c(5, 5), c(2, 2)
    p.circle(land, cell * 0.4, (255, 240, 150, 170))
    p.circle(land, cell * 0.4, (250, 200, 60), width=2)
    trail = [
        (start[0] + (land[0] - start[0]) * t, start[1] + (land[1] - start[1]) * t - 50 * math.sin(math.pi * t))
        for t in (k / 14 for k in range(15))
    ]
    for pt in trail[1:-1]:
        p.circle(pt, 2.6, (255, 255, 255, 220))
    king = trail[4]
    ground = (start[0] + (land[0] - start[0]) * 4 / 14, start[1] + (land[1] - start[1]) * 4 / 14)
    p.circle((ground[0] + 3, ground[1] + 4), cell * 0.38, SHADOW)
    disc(p, king, cell * 0.46, light_piece)
    crown = [
        (king[0] - 9, king[1] + 5),
        (king[0] - 10, king[1] - 5),
        (king[0] - 5, king[1] - 1),
        (king[0], king[1] - 8),
        (king[0] + 5, king[1] - 1),
        (king[0] + 10, king[1] - 5),
        (king[0] + 9, king[1] + 5),
    ]
    p.polygon(crown, (240, 184, 40))
    p.polygon(crown, (190, 130, 30), width=1.2)
    rng = random.Random(4)
    confetti(p, rng, [(255, 255, 255), (255, 220, 120)], 12, (10, 20, 100, 280), 4)
    confetti(p, rng, [(255, 255, 255), (255, 220, 120)], 12, (410, 20, 92, 280), 4)


LIGHT_SQ, DARK_SQ, FRAME = (246, 222, 178), (176, 112, 72), (136, 84, 52)
LIGHT_PIECE, DARK_PIECE, GOLD = (250, 246, 236), (52, 44, 48), (240, 184, 40)
ORANGE = (250, 110, 80)


class Mini:
    """A part of the board, `cols` x `rows` squares from its top-left corner; squares are (col, row) there, and the
    top-left square is a light one (in use) when `light_first`."""

    def __init__(
        self, p: Painter, x0: float, y0: float, cols: int, rows: int, cell: float, light_first: bool = False
    ) -> None:
        self.p, self.x0, self.y0, self.cell = p, x0, y0, cell
        self.light_first = light_first
        p.rect((x0 - 8 + 4, y0 - 8 + 6, cols * cell + 16, rows * cell + 16), SHADOW, radius=10)
        p.rect((x0 - 8, y0 - 8, cols * cell + 16, rows * cell + 16), FRAME, radius=10)
        for r in range(rows):
            for c in range(cols):
                colour = LIGHT_SQ if self.in_use(c, r) else DARK_SQ
                p.rect((x0 + c * cell, y0 + r * cell, cell, cell), colour)

    def in_use(self, col: int, row: int) -> bool:
        return ((col + row) % 2 == 0) == self.light_first

    def c(self, col: float, row: float) -> Point:
        return (self.x0 + (col + 0.5) * self.cell, self.y0 + (row + 0.5) * self.cell)

    def piece(self, col: float, row: float, dark: bool = False, king: bool = False, alpha: int = 255) -> None:
        colour = DARK_PIECE if dark else LIGHT_PIECE
        cc = self.c(col, row)
        if alpha < 255:
            self.p.circle(cc, self.cell * 0.4, colour + (alpha,))
            return
        disc(self.p, cc, self.cell * 0.4, colour)
        self.p.circle(cc, self.cell * 0.24, shade(colour, -0.12), width=1.6)
        if king:
            crown(self.p, cc, self.cell * 0.42)

    def spot(self, col: float, row: float) -> None:
        """A glowing empty landing square."""
        cc = self.c(col, row)
        self.p.circle(cc, self.cell * 0.36, (255, 240, 150, 170))
        self.p.circle(cc, self.cell * 0.36, (250, 200, 60), width=2.5)

    def hop(self, a: tuple[float, float], b: tuple[float, float], colour: Colour = ORANGE, bend: float = 0) -> None:
        arrow(self.p, [self.c(*a), self.c(*b)], colour, width=6, head=14)


def crown(p: Painter, c: Point, w: float) -> None:
    x, y = c
    h = w * 0.6
    pts = [
        (x - w / 2, y + h / 2),
        (x - w / 2, y - h / 2),
        (x - w / 4, y),
        (x, y - h / 2),
        (x + w / 4, y),
        (x + w / 2, y - h / 2),
        (x + w / 2, y + h / 2),
    ]
    p.polygon(pts, GOLD)
    p.polygon(pts, (190, 130, 30), width=1.2)


def draw_help_board(p: Painter) -> None:
    """The start (D1-D3): twelve men each on the light squares of the three nearest rows, White moving first."""
    help_background(p, (226, 240, 226), (176, 214, 190))
    cell = 36.0
    b = Mini(p, 220 - 4 * cell, 180 - 4 * cell, 8, 8, cell, light_first=True)
    for row in range(8):
        for col in range(8):
            if b.in_use(col, row) and (row <= 2 or row >= 5):
                b.piece(col, row, dark=row <= 2)
    arrow(p, [(405, 310), (405, 250)], ORANGE, width=8, head=16)
    round_corners(p)


def draw_help_move(p: Painter) -> None:
    """D4: a man steps one square diagonally forward; not backwards."""
    help_background(p, (226, 240, 226), (176, 214, 190))
    cell = 52.0
    b = Mini(p, 220 - 2.5 * cell, 180 - 2.5 * cell, 5, 5, cell, light_first=True)
    b.piece(2, 2)
    for col in (1, 3):
        b.spot(col, 1)
        b.hop((2, 2), (col, 1), (92, 184, 96))
    red_x(p, b.c(1, 3), 12)
    red_x(p, b.c(3, 3), 12)
    round_corners(p)


def draw_help_capture(p: Painter) -> None:
    """D5, D8: a man jumps forward over one piece, then backwards over another: both are taken."""
    help_background(p, (226, 240, 226), (176, 214, 190))
    cell = 50.0
    b = Mini(p, 220 - 3 * cell, 180 - 2.5 * cell, 6, 5, cell, light_first=True)
    b.piece(0, 4)
    b.piece(1, 3, dark=True)
    b.piece(3, 1, dark=True)
    b.piece(3, 3, dark=True)
    b.piece(4, 4, alpha=120)
    b.hop((0, 4), (2, 2))
    b.hop((2, 2), (4, 4))
    badge(p, b.c(2, 2), 14, "1")
    badge(p, b.c(4, 4), 14, "2")
    for sq in ((1, 3), (3, 3)):
        red_x(p, b.c(*sq), 11)
    round_corners(p)


def draw_help_majority(p: Painter) -> None:
    """D10: of two captures the one taking two pieces must be chosen, not the one taking one."""
    help_background(p, (226, 240, 226), (176, 214, 190))
    cell = 46.0
    b = Mini(p, 220 - 3.5 * cell, 188 - 3.5 * cell, 7, 7, cell, light_first=True)
    b.piece(2, 6)
    b.piece(6, 2)
    for sq in ((3, 5), (3, 3), (5, 1)):
        b.piece(*sq, dark=True)
    b.hop((2, 6), (4, 4), (92, 184, 96))
    b.hop((4, 4), (2, 2), (92, 184, 96))
    check(p, b.c(2, 2), 15)
    b.hop((6, 2), (4, 0), ORANGE)
    red_x(p, (b.c(4, 0)[0] + 30, b.c(4, 0)[1] + 4), 9)
    badge(p, (b.x0 - 22, b.c(0, 4)[1]), 16, "2")
    badge(p, (b.x0 + 7 * cell + 22, b.c(0, 1)[1]), 16, "1", colour=(255, 214, 200))
    round_corners(p)


def draw_help_king(p: Painter) -> None:
    """D6, D7: a king flies along a diagonal, and takes a far piece, landing on any empty square beyond it."""
    help_background(p, (226, 240, 226), (176, 214, 190))
    cell = 40.0
    b = Mini(p, 220 - 4 * cell, 180 - 4 * cell, 8, 8, cell, light_first=True)
    b.piece(7, 7, king=True)
    b.piece(3, 3, dark=True)
    dots(p, [b.c(7, 7), b.c(4, 4)], ORANGE, r=3.4, gap=12)
    for k in (2, 1, 0):
        b.spot(k, k)
    arrow(p, [b.c(4, 4), b.c(2, 2)], ORANGE, width=6, head=14)
    red_x(p, b.c(3, 3), 10)
    round_corners(p)


def draw_help_draw(p: Painter) -> None:
    """D15: three kings against a lone king; it survives twelve of its moves: a draw."""
    help_background(p, (226, 240, 226), (176, 214, 190))
    cell = 40.0
    b = Mini(p, 220 - 4 * cell, 180 - 4 * cell, 8, 8, cell, light_first=True)
    for sq in ((1, 7), (3, 7), (5, 7)):
        b.piece(*sq, king=True)
    b.piece(0, 0, dark=True, king=True)
    badge(p, (b.c(0, 0)[0] + 40, b.c(0, 0)[1] + 26), 20, "12", colour=(255, 230, 140))
    round_corners(p)


IMAGES = {
    "tile_dama": (draw_tile, TILE_SIZE),
    "help_dama_board": (draw_help_board, HELP_SIZE),
    "help_dama_move": (draw_help_move, HELP_SIZE),
    "help_dama_capture": (draw_help_capture, HELP_SIZE),
    "help_dama_majority": (draw_help_majority, HELP_SIZE),
    "help_dama_king": (draw_help_king, HELP_SIZE),
    "help_dama_draw": (draw_help_draw, HELP_SIZE),
}
