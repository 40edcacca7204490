"""36's pictures: its menu tile (a 6x6 board of coloured 2x2 tiles with gates, discs and cones)."""
from __future__ import annotations

import random

from game.ui.paint import SHADOW, TILE_SIZE, Painter, confetti, disc, shade


def draw_tile(p: Painter) -> None:
    """A 6x6 board of three colours in 2x2 tiles, gates across diagonals, discs and three cones."""
    p.gradient((238, 226, 250), (196, 178, 230))
    cell = 42.0
    x0, y0 = 256 - cell * 3, 160 - cell * 3
    colours = {"r": (232, 96, 92), "y": (248, 204, 72), "b": (80, 140, 220)}
    layout = ["rybbyr", "byryrb", "yrbrby", "brybyr", "ybrrby", "ryybbr"]
    p.rect((x0 - 9 + 5, y0 - 9 + 7, cell * 6 + 18, cell * 6 + 18), SHADOW, radius=12)
    p.rect((x0 - 9, y0 - 9, cell * 6 + 18, cell * 6 + 18), (250, 246, 240), radius=12)
    for row, text in enumerate(layout):
        for col, ch in enumerate(text):
            # tiles (2x2) sit a little apart so the player sees the 3x3 of tiles
            x0t = x0 + (col // 2 - 1) * 3
            y0t = y0 + (row // 2 - 1) * 3
            p.rect((x0t + col * cell + 1.5, y0 + row * cell + 1.5, cell - 3, cell - 3), colours[ch], radius=7)
            p.rect((x0t + col * cell + 5, y0t + row * cell + 4, cell - 10, cell * 0.35), shade(colours[ch], 0.25),
                   radius=6)
    # gates (T2): an arch across one diagonal of some tiles
    for tx, ty, flip in ((0, 0, False), (2, 0, True), (1, 1, False), (0, 2, True), (2, 2, False), (1, 0, False)):
        ax, ay = x0 + (tx * 2 + 0.5) * cell + (tx - 1) * 3, y0 + (ty * 2 + 0.5) * cell + (ty - 1) * 3
        bx, by = ax + cell, ay + cell
        if flip:
            ax, bx = bx, ax
        # shorten to the cells' inner corners and bow outward: an arch over the tile's centre point
        ax, ay, bx, by = ax + (bx - ax) * 0.18, ay + (by - ay) * 0.18, bx - (bx - ax) * 0.18, by - (by - ay) * 0.18
        nx, ny = (by - ay) * 0.2, -(bx - ax) * 0.2
        pts = [(ax + (bx - ax) * t + nx * 4 * t * (1 - t), ay + (by - ay) * t + ny * 4 * t * (1 - t))
               for t in (k / 20 for k in range(21))]
        p.polyline([(x + 2, y + 3) for x, y in pts], (40, 24, 20, 90), 8)
        p.polyline(pts, (120, 84, 40), 8)
        p.polyline(pts, (250, 204, 90), 4.5)
        for end in (pts[0], pts[-1]):
            p.circle(end, 4.5, (120, 84, 40))
            p.circle(end, 2.5, (250, 226, 150))
    for (col, row), ch in {(1, 1): "y", (3, 0): "b", (4, 3): "r", (0, 4): "b", (2, 5): "r", (5, 5): "r",
                           (3, 3): "r"}.items():
        disc(p, (x0 + (col + 0.5) * cell + (col // 2 - 1) * 3, y0 + (row + 0.5) * cell + (row // 2 - 1) * 3),
             cell * 0.3, shade(colours[ch], -0.1))
    for (col, row), ch in {(4, 1): "r", (1, 3): "y", (5, 2): "b"}.items():
        cx, cy = x0 + (col + 0.5) * cell + (col // 2 - 1) * 3, y0 + (row + 0.5) * cell + (row // 2 - 1) * 3
        base = shade(colours[ch], -0.15)
        p.ellipse((cx + 3, cy + 14), 15, 6, SHADOW)
        p.polygon([(cx - 14, cy + 12), (cx + 14, cy + 12), (cx + 2, cy - 24), (cx - 2, cy - 24)], base)
        p.polygon([(cx - 14, cy + 12), (cx - 2, cy + 12), (cx - 1, cy - 24), (cx - 2, cy - 24)],
                  shade(colours[ch], 0.3))
        p.ellipse((cx, cy + 12), 14, 5, shade(colours[ch], -0.35))
        p.circle((cx, cy - 24), 5, shade(colours[ch], -0.05))
        p.circle((cx - 1.5, cy - 25.5), 2, shade(colours[ch], 0.6))
    rng = random.Random(3)
    confetti(p, rng, [colours["r"], colours["y"], colours["b"]], 10, (10, 20, 100, 280), 4)
    confetti(p, rng, [colours["r"], colours["y"], colours["b"]], 10, (410, 20, 92, 280), 4)


IMAGES = {"tile_thirtysix": (draw_tile, TILE_SIZE)}
