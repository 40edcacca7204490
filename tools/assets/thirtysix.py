"""36's pictures: its menu tile (a 6x6 board of coloured 2x2 tiles with gates, discs and cones)."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.ui.paint import HELP_SIZE, SHADOW, TILE_SIZE, Painter, shade
from game.ui.shared_art import arrow, badge, confetti, disc, help_background, red_x, round_corners


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
            p.rect(
                (x0t + col * cell + 5, y0t + row * cell + 4, cell - 10, cell * 0.35), shade(colours[ch], 0.25), radius=6
            )
    # gates (T2): an arch across one diagonal of some tiles
    for tx, ty, flip in ((0, 0, False), (2, 0, True), (1, 1, False), (0, 2, True), (2, 2, False), (1, 0, False)):
        ax, ay = x0 + (tx * 2 + 0.5) * cell + (tx - 1) * 3, y0 + (ty * 2 + 0.5) * cell + (ty - 1) * 3
        bx, by = ax + cell, ay + cell
        if flip:
            ax, bx = bx, ax
        # shorten to the cells' inner corners and bow outward: an arch over the tile's centre point
        ax, ay, bx, by = ax + (bx - ax) * 0.18, ay + (by - ay) * 0.18, bx - (bx - ax) * 0.18, by - (by - ay) * 0.18
        nx, ny = (by - ay) * 0.2, -(bx - ax) * 0.2
        pts = [
            (ax + (bx - ax) * t + nx * 4 * t * (1 - t), ay + (by - ay) * t + ny * 4 * t * (1 - t))
            for t in (k / 20 for k in range(21))
        ]
        p.polyline([(x + 2, y + 3) for x, y in pts], (40, 24, 20, 90), 8)
        p.polyline(pts, (120, 84, 40), 8)
        p.polyline(pts, (250, 204, 90), 4.5)
        for end in (pts[0], pts[-1]):
            p.circle(end, 4.5, (120, 84, 40))
            p.circle(end, 2.5, (250, 226, 150))
    for (col, row), ch in {
        (1, 1): "y",
        (3, 0): "b",
        (4, 3): "r",
        (0, 4): "b",
        (2, 5): "r",
        (5, 5): "r",
        (3, 3): "r",
    }.items():
        disc(
            p,
            (x0 + (col + 0.5) * cell + (col // 2 - 1) * 3, y0 + (row + 0.5) * cell + (row // 2 - 1) * 3),
            cell * 0.3,
            shade(colours[ch], -0.1),
        )
    for (col, row), ch in {(4, 1): "r", (1, 3): "y", (5, 2): "b"}.items():
        cx, cy = x0 + (col + 0.5) * cell + (col // 2 - 1) * 3, y0 + (row + 0.5) * cell + (row // 2 - 1) * 3
        base = shade(colours[ch], -0.15)
        p.ellipse((cx + 3, cy + 14), 15, 6, SHADOW)
        p.polygon([(cx - 14, cy + 12), (cx + 14, cy + 12), (cx + 2, cy - 24), (cx - 2, cy - 24)], base)
        p.polygon(
            [(cx - 14, cy + 12), (cx - 2, cy + 12), (cx - 1, cy - 24), (cx - 2, cy - 24)], shade(colours[ch], 0.3)
        )
        p.ellipse((cx, cy + 12), 14, 5, shade(colours[ch], -0.35))
        p.circle((cx, cy - 24), 5, shade(colours[ch], -0.05))
        p.circle((cx - 1.5, cy - 25.5), 2, shade(colours[ch], 0.6))
    rng = random.Random(3)
    confetti(p, rng, [colours["r"], colours["y"], colours["b"]], 10, (10, 20, 100, 280), 4)
    confetti(p, rng, [colours["r"], colours["y"], colours["b"]], 10, (410, 20, 92, 280), 4)


IMAGES: dict[str, tuple[Callable[[Painter], None], tuple[int, int]]] = {"tile_thirtysix": (draw_tile, TILE_SIZE)}


# ---- the rules-help pictures (no words: the page text beside them is translated) ------------------------------

BG = ((250, 238, 220), (232, 206, 176))
ORANGE = (240, 140, 40)


class Mini:
    """A small board from rows of colour letters (top row first, "." a hole), centred in the picture."""

    def __init__(
        self,
        p: Painter,
        rows: list[str],
        cell: float,
        gates: tuple[tuple[tuple[int, int], tuple[int, int]], ...] = (),
        centre: tuple[float, float] = (220, 180),
    ) -> None:
        from game.screens.thirtysix import art

        self.p, self.rows, self.cell, self.art = p, rows, cell, art
        self.x0 = centre[0] - len(rows[0]) * cell / 2
        self.y0 = centre[1] - len(rows) * cell / 2
        p.rect((self.x0 - 8 + 4, self.y0 - 8 + 6, len(rows[0]) * cell + 16, len(rows) * cell + 16), SHADOW, radius=12)
        p.rect((self.x0 - 8, self.y0 - 8, len(rows[0]) * cell + 16, len(rows) * cell + 16), (92, 70, 58), radius=12)
        for r, line in enumerate(rows):
            for c, ch in enumerate(line):
                if ch != ".":
                    art.paint_cell(p, self.x0 + c * cell, self.y0 + r * cell, cell, ch)
        for a, b in gates:
            art.paint_gate(p, self.c(*a), self.c(*b), cell)

    def c(self, col: float, row: float) -> tuple[float, float]:
        """The centre of the cell in column `col`, row `row` (rows counted from the top)."""
        return self.x0 + (col + 0.5) * self.cell, self.y0 + (row + 0.5) * self.cell

    def disc(self, col: int, row: int, colour: str) -> None:
        self.art.paint_disc(self.p, self.c(col, row), self.cell * 0.34, colour)

    def cone(self, col: int, row: int, colour: str) -> None:
        x, y = self.c(col, row)
        self.art.paint_cone(self.p, (x, y + self.cell * 0.36), self.cell * 0.8, colour)

    def glow(self, col: int, row: int) -> None:
        x, y = self.c(col, row)
        self.p.circle((x, y), self.cell * 0.36, (255, 255, 255, 150))
        self.p.circle((x, y), self.cell * 0.36, (92, 184, 96), width=3)


def draw_help_board(p: Painter) -> None:
    """T1, T2: the 6x6 board of 9 tiles in three colours, gates as arches, three cones."""
    from game.rules import thirtysix as rules

    help_background(p, *BG)
    board = rules.parse_board(rules.dealt_board_text(7))
    rows = board.text.splitlines()[: board.height]
    gates = tuple(((a[0], board.height - 1 - a[1]), (b[0], board.height - 1 - b[1])) for a, b in board.gates)
    b = Mini(p, rows, 48, gates)
    for k in (2, 4):
        p.line((b.x0 + k * 48, b.y0 - 4), (b.x0 + k * 48, b.y0 + 6 * 48 + 4), (92, 70, 58), 3)
        p.line((b.x0 - 4, b.y0 + k * 48), (b.x0 + 6 * 48 + 4, b.y0 + k * 48), (92, 70, 58), 3)
    round_corners(p)


def draw_help_start(p: Painter) -> None:
    """T6: a cone goes on an empty cell of its own colour; not on another colour."""
    help_background(p, *BG)
    b = Mini(p, ["ybr", "rby", "byr"], 84)
    b.cone(0, 1, "r")
    b.glow(2, 0)
    b.glow(2, 2)
    red_x(p, b.c(1, 1), 16)
    round_corners(p)


def draw_help_straight(p: Painter) -> None:
    """T8, T11: the cone slides along its row over a disc and leaves a disc of the new cell's colour."""
    help_background(p, *BG)
    b = Mini(p, ["yrbry", "rbyyb", "byrbr"], 72)
    b.disc(1, 1, "b")
    b.disc(3, 2, "b")
    b.disc(4, 1, "b")
    b.disc(0, 1, "r")
    b.cone(0, 1, "r")
    arrow(p, [b.c(4, 1), (b.c(0, 1)[0] + 30, b.c(0, 1)[1])], ORANGE, width=7, head=16)
    for col in (2, 3):
        b.glow(col, 1)
    round_corners(p)


def draw_help_gate(p: Painter) -> None:
    """T9: through the gate to the diagonal cell."""
    help_background(p, *BG)
    b = Mini(p, ["ry", "by"], 110, (((0, 0), (1, 1)),))
    b.cone(0, 0, "b")
    b.glow(1, 1)
    arrow(p, [(b.c(0, 0)[0] + 30, b.c(0, 0)[1] + 40), (b.c(1, 1)[0] - 18, b.c(1, 1)[1] + 4)], ORANGE, width=7, head=16)
    round_corners(p)


def draw_help_gift(p: Painter) -> None:
    """T10: passing a yellow cone, the red player gives it a disc of their choice."""
    help_background(p, *BG)
    b = Mini(p, ["ybrby", "rybry"], 76, centre=(220, 200))
    b.cone(0, 0, "r")
    b.cone(2, 0, "y")
    arrow(p, [(b.c(0, 0)[0], b.c(0, 0)[1] + 14), (b.c(4, 0)[0], b.c(4, 0)[1] + 14)], ORANGE, width=7, head=16)
    gx, gy = b.c(2, 0)
    p.rect((gx - 22, gy - 100, 44, 34), (236, 90, 150), radius=5)
    p.rect((gx - 26, gy - 108, 52, 12), (250, 120, 170), radius=4)
    p.rect((gx - 4, gy - 108, 8, 42), (255, 226, 120))
    for k, colour in enumerate("ryb"):
        b.art.paint_disc(p, (gx + 60 + k * 40, gy - 86), 16, colour)
    round_corners(p)


def draw_help_win(p: Painter) -> None:
    """T13: the last disc placed empties the supply: a win."""
    help_background(p, *BG)
    b = Mini(p, ["rbr", "yry", "rbr"], 84, centre=(180, 190))
    for col, row in ((0, 0), (2, 0), (1, 1), (0, 2)):
        b.disc(col, row, "r")
    b.cone(2, 2, "r")
    b.disc(2, 2, "r")
    badge(p, (380, 120), 30, "0", colour=(255, 230, 140))
    p.star((380, 240), 40, (250, 204, 72))
    round_corners(p)


def draw_help_layout(p: Painter) -> None:
    """T16: a free layout with holes: a straight move jumps over the hole."""
    help_background(p, *BG)
    b = Mini(p, ["rb..yr", "yr..by", "bryybr", "yrbrry"], 56)
    b.cone(0, 0, "y")
    arrow(p, [(b.c(0, 0)[0] + 16, b.c(0, 0)[1]), (b.c(5, 0)[0] - 10, b.c(5, 0)[1])], ORANGE, width=7, head=16)
    b.glow(4, 0)
    round_corners(p)


IMAGES.update(
    {
        "help_thirtysix_board": (draw_help_board, HELP_SIZE),
        "help_thirtysix_start": (draw_help_start, HELP_SIZE),
        "help_thirtysix_straight": (draw_help_straight, HELP_SIZE),
        "help_thirtysix_gate": (draw_help_gate, HELP_SIZE),
        "help_thirtysix_gift": (draw_help_gift, HELP_SIZE),
        "help_thirtysix_win": (draw_help_win, HELP_SIZE),
        "help_thirtysix_layout": (draw_help_layout, HELP_SIZE),
    }
)
