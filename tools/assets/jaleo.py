"""Jaleo's pictures: its menu tile (honeycomb tiles, stacks of black and ice-white discs) and its rules-help
pictures (the growing board, an add, the mandatory stack, a move, a move that uncovers the opponent's line, the
double line)."""

from __future__ import annotations

import math
import random

from game.ui.paint import HELP_SIZE, SHADOW, TILE_SIZE, Colour, Painter, Point
from game.ui.shared_art import arrow, check, confetti, disc, help_background, red_x, round_corners


def hex_points(c: Point, r: float) -> list[Point]:
    """Pointy-top hexagon corners."""
    return [
        (c[0] + r * math.cos(math.radians(60 * k - 30)), c[1] + r * math.sin(math.radians(60 * k - 30)))
        for k in range(6)
    ]


def draw_tile(p: Painter) -> None:
    """Honeycomb tiles with black and ice-white discs, two stacks and a line forming."""
    p.gradient((150, 205, 230), (80, 140, 190))
    rng = random.Random(1)
    confetti(p, rng, [(255, 255, 255, 110)], 40, (0, 0, 512, 320), 3)  # snowflakes: the discs are "ice"
    cells = [
        (0, 0),
        (1, 0),
        (1, -1),
        (0, 1),
        (-1, 1),
        (-1, 0),
        (2, -1),
        (2, -2),
        (0, -1),
        (-2, 1),
        (-1, 2),
        (1, 1),
        (3, -2),
        (-2, 2),
        (0, 2),
        (2, 0),
        (-3, 2),
        (3, -1),
        (3, -3),
    ]
    size = 30.0

    def raw(q: int, r: int) -> Point:
        return (size * math.sqrt(3) * (q + r / 2), size * 1.5 * r)

    xs = [raw(q, r)[0] for q, r in cells]
    ys = [raw(q, r)[1] for q, r in cells]
    origin = (256.0 - (min(xs) + max(xs)) / 2, 162.0 - (min(ys) + max(ys)) / 2)

    def centre(q: int, r: int) -> Point:
        x, y = raw(q, r)
        return (origin[0] + x, origin[1] + y)

    for q, r in cells:
        c = centre(q, r)
        p.polygon(hex_points((c[0] + 3, c[1] + 5), size), SHADOW)
    for q, r in cells:
        c = centre(q, r)
        p.polygon(hex_points(c, size - 1), (214, 176, 128))
        p.polygon(hex_points((c[0], c[1] - 2), size - 5), (236, 206, 160))
        p.polygon(hex_points(c, size - 1), (150, 112, 74), width=1.6)
    black, ice = (52, 52, 64), (238, 246, 252)
    discs = {
        (-1, 1): [black],
        (0, 0): [black],
        (1, -1): [black],
        (2, -2): [ice, black],
        (0, 1): [ice],
        (1, 0): [ice, ice],
        (2, -1): [ice],
        (-1, 2): [ice],
        (1, 1): [black],
        (-2, 2): [ice],
    }
    for (q, r), stack in discs.items():
        c = centre(q, r)
        for k, colour in enumerate(stack):
            disc(p, (c[0], c[1] - 6 * k), 19, colour)
    # the line of four black (J13) about to be made: a gentle glow on the empty end
    c = centre(3, -3)
    p.polygon(hex_points(c, size - 5), (255, 246, 190))
    p.polygon(hex_points(c, size - 2), (255, 210, 70), width=2.5)
    p.star((c[0] + 1, c[1] + 2), 10, SHADOW)
    p.star(c, 10, (252, 196, 50))


BLACK, ICE = (52, 52, 64), (238, 246, 252)
ORANGE = (246, 140, 40)
GOLD = (255, 200, 60)
RED = (226, 70, 60)


class Hexes:
    """A small honeycomb for a help picture: axial cells (J2) centred on the picture."""

    def __init__(
        self, p: Painter, cells: list[tuple[int, int]], size: float = 34.0, centre: Point = (220.0, 180.0)
    ) -> None:
        self.p, self.size = p, size
        xs = [self._raw(q, r)[0] for q, r in cells]
        ys = [self._raw(q, r)[1] for q, r in cells]
        self.origin = (centre[0] - (min(xs) + max(xs)) / 2, centre[1] - (min(ys) + max(ys)) / 2)
        for q, r in cells:
            c = self.c(q, r)
            p.polygon(hex_points((c[0] + 3, c[1] + 5), size), SHADOW)
        for q, r in cells:
            self.tile(q, r)

    def _raw(self, q: int, r: int) -> Point:
        return (self.size * math.sqrt(3) * (q + r / 2), self.size * 1.5 * r)

    def c(self, q: int, r: int) -> Point:
        x, y = self._raw(q, r)
        return (self.origin[0] + x, self.origin[1] + y)

    def tile(self, q: int, r: int, top: Colour = (236, 206, 160)) -> None:
        c = self.c(q, r)
        self.p.polygon(hex_points(c, self.size - 1), (214, 176, 128))
        self.p.polygon(hex_points((c[0], c[1] - 2), self.size - 5), top)
        self.p.polygon(hex_points(c, self.size - 1), (150, 112, 74), width=1.6)

    def spot(self, q: int, r: int, lit: bool = False) -> None:
        c = self.c(q, r)
        if lit:
            self.p.polygon(hex_points(c, self.size - 3), (180, 240, 180, 150))
        self.p.polygon(hex_points(c, self.size - 3), (92, 184, 96) if lit else (255, 255, 255, 170), width=2.5)

    def discs(self, q: int, r: int, stack: str) -> None:
        """Discs bottom first: "b" black, "w" ice; a stack shows both, the top one lifted."""
        c = self.c(q, r)
        for k, ch in enumerate(stack):
            lift = (k - (len(stack) - 1) / 2) * 2 * 0.22 * self.size * 1.15 if len(stack) > 1 else 0
            centre = (c[0], c[1] - lift)
            disc(self.p, centre, self.size * 0.56, BLACK if ch == "b" else ICE)
            if ch == "b":
                self.p.circle(centre, self.size * 0.3, (150, 150, 170), width=2)
            else:
                for a in (30, 90, 150):
                    dx = math.cos(math.radians(a)) * self.size * 0.3
                    dy = math.sin(math.radians(a)) * self.size * 0.3
                    self.p.line((centre[0] - dx, centre[1] - dy), (centre[0] + dx, centre[1] + dy), (86, 150, 210), 2)

    def ring(self, q: int, r: int, colour: Colour, width: float = 4) -> None:
        self.p.polygon(hex_points(self.c(q, r), self.size - 4), colour, width=width)

    def hop(self, a: tuple[int, int], b: tuple[int, int], colour: Colour = ORANGE) -> None:
        ca, cb = self.c(*a), self.c(*b)
        arrow(self.p, [(ca[0], ca[1] - self.size * 0.35), (cb[0], cb[1] - self.size * 0.2)], colour, width=6, head=14)

    def line(self, cells: list[tuple[int, int]], colour: Colour) -> None:
        a, b = self.c(*cells[0]), self.c(*cells[-1])
        self.p.line(a, b, (40, 40, 40), 12)
        self.p.line(a, b, colour, 8)


BACK = ((236, 226, 246), (198, 186, 226))


def draw_help_board(p: Painter) -> None:
    """J1-J3: the diamond of four tiles, the free spots around it, the two supplies."""
    help_background(p, *BACK)
    h = Hexes(p, [(0, 0), (1, 0), (1, -1), (0, 1)], 33, (220, 160))
    for cell in [(-1, 0), (2, 0), (2, -1), (-1, 1), (0, -1), (1, -2), (2, -2), (1, 1), (0, 2), (-1, 2)]:
        h.spot(*cell)
    for k in range(5):
        disc(p, (40 + k * 12, 330), 16, BLACK)
        disc(p, (400 - k * 12, 330), 16, ICE)
    round_corners(p)


def draw_help_add(p: Painter) -> None:
    """J10: a disc onto an empty tile (1), then a new tile on the edge (2)."""
    help_background(p, *BACK)
    h = Hexes(p, [(0, 0), (1, 0), (1, -1), (0, 1), (2, -1)], 40, (200, 180))
    h.discs(1, 0, "w")
    h.discs(0, 0, "b")
    h.discs(0, 1, "b")
    h.ring(0, 1, GOLD, 5)
    for cell in [(-1, 1), (3, -2), (1, 1)]:
        h.spot(*cell, lit=cell == (1, 1))
    h.tile(1, 1, top=(200, 240, 200))
    h.hop((0, 1), (1, 1), (92, 184, 96))
    round_corners(p)


def draw_help_stack(p: Painter) -> None:
    """J8: black's two single discs touch: one must go onto the other; only those glow (a white one does not)."""
    help_background(p, *BACK)
    h = Hexes(p, [(0, 0), (1, 0), (1, -1), (0, 1), (2, -1), (-1, 1), (2, 0)], 38)
    h.discs(0, 0, "b")
    h.discs(1, 0, "b")
    h.discs(1, -1, "w")
    h.discs(2, 0, "wb")
    h.ring(0, 0, RED, 5)
    h.ring(1, 0, RED, 5)
    h.hop((0, 0), (1, 0))
    check(p, (h.c(1, 0)[0] + 26, h.c(1, 0)[1] - 40), 14)
    round_corners(p)


def draw_help_move(p: Painter) -> None:
    """J11: the top of white's stack moves onto a neighbouring single (yes), never onto a stack or an empty tile."""
    help_background(p, *BACK)
    h = Hexes(p, [(0, 0), (1, 0), (1, -1), (0, 1), (-1, 1), (-1, 0)], 40)
    h.discs(0, 0, "bw")
    h.discs(1, 0, "b")
    h.discs(0, 1, "wb")
    h.hop((0, 0), (1, 0), (92, 184, 96))
    check(p, (h.c(1, 0)[0] + 28, h.c(1, 0)[1] + 22), 13)
    red_x(p, h.c(0, 1), 13)
    red_x(p, h.c(-1, 1), 13)
    round_corners(p)


def draw_help_uncover(p: Painter) -> None:
    """J14: white moves the top of its stack away and uncovers black's fourth disc: black wins."""
    help_background(p, *BACK)
    h = Hexes(p, [(0, 0), (1, 0), (2, 0), (3, 0), (3, -1), (1, 1), (0, 1)], 36, (220, 190))
    h.discs(0, 0, "b")
    h.discs(1, 0, "wb")
    h.discs(2, 0, "bb")
    h.discs(3, 0, "b")
    h.discs(3, -1, "ww")
    h.discs(1, 1, "w")
    h.line([(0, 0), (1, 0), (2, 0), (3, 0)], GOLD)
    h.hop((3, 0), (3, -1))
    round_corners(p)


def draw_help_double(p: Painter) -> None:
    """J14: one move makes a line for both players at once: the mover loses."""
    help_background(p, *BACK)
    h = Hexes(p, [(0, 0), (1, 0), (2, 0), (3, 0), (4, -1), (4, -2), (4, -3), (4, -4)], 30, (220, 180))
    h.discs(0, 0, "b")
    h.discs(1, 0, "wb")
    h.discs(2, 0, "b")
    h.discs(3, 0, "b")
    h.discs(4, -1, "bw")
    for r in (-2, -3, -4):
        h.discs(4, r, "bw")
    h.line([(0, 0), (1, 0), (2, 0), (3, 0)], GOLD)
    h.line([(4, -1), (4, -2), (4, -3), (4, -4)], RED)
    red_x(p, (h.c(4, -1)[0] + 40, h.c(4, -1)[1] + 10), 14)
    round_corners(p)


IMAGES = {
    "tile_jaleo": (draw_tile, TILE_SIZE),
    "help_jaleo_board": (draw_help_board, HELP_SIZE),
    "help_jaleo_add": (draw_help_add, HELP_SIZE),
    "help_jaleo_stack": (draw_help_stack, HELP_SIZE),
    "help_jaleo_move": (draw_help_move, HELP_SIZE),
    "help_jaleo_uncover": (draw_help_uncover, HELP_SIZE),
    "help_jaleo_double": (draw_help_double, HELP_SIZE),
}
