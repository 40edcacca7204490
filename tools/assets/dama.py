"""Dama's pictures: its menu tile (a checkers board, a crowned king mid-jump)."""
from __future__ import annotations

import math
import random

from game.ui.paint import SHADOW, TILE_SIZE, Colour, Painter, Point, confetti, disc, shade


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
    trail = [(start[0] + (land[0] - start[0]) * t, start[1] + (land[1] - start[1]) * t - 50 * math.sin(math.pi * t))
             for t in (k / 14 for k in range(15))]
    for pt in trail[1:-1]:
        p.circle(pt, 2.6, (255, 255, 255, 220))
    king = trail[4]
    ground = (start[0] + (land[0] - start[0]) * 4 / 14, start[1] + (land[1] - start[1]) * 4 / 14)
    p.circle((ground[0] + 3, ground[1] + 4), cell * 0.38, SHADOW)
    disc(p, king, cell * 0.46, light_piece)
    crown = [(king[0] - 9, king[1] + 5), (king[0] - 10, king[1] - 5), (king[0] - 5, king[1] - 1),
             (king[0], king[1] - 8), (king[0] + 5, king[1] - 1), (king[0] + 10, king[1] - 5),
             (king[0] + 9, king[1] + 5)]
    p.polygon(crown, (240, 184, 40))
    p.polygon(crown, (190, 130, 30), width=1.2)
    rng = random.Random(4)
    confetti(p, rng, [(255, 255, 255), (255, 220, 120)], 12, (10, 20, 100, 280), 4)
    confetti(p, rng, [(255, 255, 255), (255, 220, 120)], 12, (410, 20, 92, 280), 4)


IMAGES = {"tile_dama": (draw_tile, TILE_SIZE)}
