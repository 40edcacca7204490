"""Jaleo's pictures: its menu tile (honeycomb tiles, stacks of black and ice-white discs)."""
from __future__ import annotations

import math
import random

from game.ui.paint import SHADOW, TILE_SIZE, Painter, Point, confetti, disc


def hex_points(c: Point, r: float) -> list[Point]:
    """Pointy-top hexagon corners."""
    return [(c[0] + r * math.cos(math.radians(60 * k - 30)), c[1] + r * math.sin(math.radians(60 * k - 30)))
            for k in range(6)]


def draw_tile(p: Painter) -> None:
    """Honeycomb tiles with black and ice-white discs, two stacks and a line forming."""
    p.gradient((150, 205, 230), (80, 140, 190))
    rng = random.Random(1)
    confetti(p, rng, [(255, 255, 255, 110)], 40, (0, 0, 512, 320), 3)  # snowflakes: the discs are "ice"
    cells = [(0, 0), (1, 0), (1, -1), (0, 1), (-1, 1), (-1, 0), (2, -1), (2, -2), (0, -1), (-2, 1), (-1, 2),
             (1, 1), (3, -2), (-2, 2), (0, 2), (2, 0), (-3, 2), (3, -1), (3, -3)]
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
    discs = {(-1, 1): [black], (0, 0): [black], (1, -1): [black], (2, -2): [ice, black],
             (0, 1): [ice], (1, 0): [ice, ice], (2, -1): [ice], (-1, 2): [ice], (1, 1): [black], (-2, 2): [ice]}
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


IMAGES = {"tile_jaleo": (draw_tile, TILE_SIZE)}
