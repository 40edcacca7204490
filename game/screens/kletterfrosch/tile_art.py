"""Castle Frog's menu tile, painted in code (issue 34, point 22): the wall with its windows and the frog hanging on
its two strings. tools/assets/kletterfrosch.py paints the committed tile picture with it, and the menu's demo
(demo.py) paints the same wall once and moves this frog on it, so the focused tile keeps its own picture."""

from __future__ import annotations

import math

from game.ui.paint import INK, SHADOW, Painter, Point, shade

CLIPS: tuple[Point, Point] = ((70.0, 44.0), (442.0, 44.0))  # the strings' pulleys, in tile pixels
ENDS: tuple[Point, Point] = ((60.0, 290.0), (452.0, 290.0))  # where each string's end hangs
FROG: Point = (262.0, 176.0)  # the frog in the tile picture
FROG_SCALE = 1.05
HAND = (36.0, -24.0)  # a hand from the frog's centre, in frog units (the left one mirrored)


def paint_frog(p: Painter, c: Point, s: float) -> None:
    """A round friendly green frog, holding two string ends, with a ball in the cup on its head."""
    green, dark, belly = (96, 186, 88), (58, 132, 60), (200, 232, 150)
    x, y = c
    p.ellipse((x + 4, y + 6), 34 * s, 28 * s, SHADOW)
    for side in (-1, 1):  # legs dangling
        p.ellipse((x + side * 24 * s, y + 26 * s), 12 * s, 8 * s, dark)
        p.ellipse((x + side * 30 * s, y + 30 * s), 9 * s, 5 * s, green)
    p.ellipse((x, y), 34 * s, 28 * s, green)
    p.ellipse((x, y + 8 * s), 22 * s, 16 * s, belly)
    for side in (-1, 1):  # eyes
        ex, ey = x + side * 16 * s, y - 22 * s
        p.circle((ex, ey), 12 * s, green)
        p.circle((ex, ey), 8 * s, (255, 255, 255))
        p.circle((ex + side * 1.5 * s, ey + 1 * s), 4.5 * s, INK)
        p.circle((ex + side * 0.5 * s - 1.5 * s, ey - 1.5 * s), 1.6 * s, (255, 255, 255))
    p.arc((x, y - 2 * s), 12 * s, 0.35, math.pi - 0.35, dark, 2.2 * s)
    for side in (-1, 1):  # cheeks
        p.ellipse((x + side * 20 * s, y + 0 * s), 5 * s, 3 * s, (240, 140, 130, 150))
    p.ellipse((x, y - 30 * s), 10 * s, 4 * s, (230, 180, 80))  # cup
    p.circle((x, y - 37 * s), 7.5 * s, (230, 70, 90))
    p.circle((x - 2.5 * s, y - 39.5 * s), 2.5 * s, (255, 190, 200))
    for side in (-1, 1):  # arms up to the strings
        p.line((x + side * 26 * s, y - 8 * s), (x + side * 36 * s, y - 24 * s), green, 7 * s)
        p.circle((x + side * 36 * s, y - 24 * s), 5 * s, green)


def paint_wall(p: Painter) -> None:
    """Everything of the tile but the strings and the frog: the sky, the wall, its windows, holes, ledges, the
    ground."""
    p.gradient((160, 210, 245), (210, 236, 250))
    stone, mortar = (196, 184, 170), (160, 146, 134)
    wall = (40, 42, 432, 270)
    p.rect((wall[0] + 5, wall[1] + 7, wall[2], wall[3]), SHADOW)
    p.rect(wall, stone)
    brick_h, brick_w = 22.0, 48.0
    rows = int(wall[3] // brick_h) + 1
    for r in range(rows):
        y = wall[1] + r * brick_h
        p.line((wall[0], y), (wall[0] + wall[2], y), mortar, 2)
        off = 0 if r % 2 == 0 else brick_w / 2
        xx = wall[0] + off
        while xx < wall[0] + wall[2]:
            if xx > wall[0]:
                p.line((xx, y), (xx, min(y + brick_h, wall[1] + wall[3])), mortar, 2)
            xx += brick_w
    for k in range(9):  # battlements
        x = wall[0] + k * 50
        p.rect((x, 18, 32, 28), stone)
        p.rect((x, 18, 32, 4), shade(stone, 0.2))
    # windows with doors and residents' colours
    for k, (wx, wy, colour) in enumerate(
        ((86, 100, (232, 96, 92)), (196, 190, (248, 196, 72)), (330, 96, (90, 150, 220)), (410, 206, (170, 110, 200)))
    ):
        p.rect((wx - 22, wy - 26, 44, 52), mortar, radius=20)
        p.rect((wx - 18, wy - 22, 36, 46), (70, 56, 60), radius=17)
        if k % 2 == 0:
            p.rect((wx - 18, wy - 22, 36, 46), (168, 108, 66), radius=17)
            p.line((wx, wy - 20), (wx, wy + 22), (130, 80, 48), 2)
            p.circle((wx + 8, wy + 4), 2.5, (240, 200, 90))
        else:
            p.circle((wx, wy), 10, colour)
            p.circle((wx - 3, wy - 3), 3, shade(colour, 0.6))
    for hx, hy in ((140, 250), (300, 150), (250, 60)):  # holes the ball can fall into
        p.ellipse((hx, hy), 13, 9, (52, 40, 44))
    for lx, ly in ((120, 160), (270, 240)):  # ledges
        p.rect((lx - 26, ly, 52, 8), (150, 110, 80), radius=3)
    p.rect((0, 296, 512, 24), (110, 180, 90))
    p.rect((0, 296, 512, 5), (140, 200, 110))


def hands(frog: Point, s: float = FROG_SCALE) -> tuple[Point, Point]:
    """Where the frog at `frog` holds its strings."""
    return (frog[0] - HAND[0] * s, frog[1] + HAND[1] * s), (frog[0] + HAND[0] * s, frog[1] + HAND[1] * s)


def paint_strings(p: Painter, frog: Point, ends: tuple[Point, Point] = ENDS) -> None:
    """The two strings from their pulleys to the frog's hands, and down to their ends."""
    for clip, hand, end in zip(CLIPS, hands(frog), ends):
        p.line(clip, hand, (250, 250, 240), 2.4)
        p.line(clip, end, (250, 250, 240), 2.4)
        p.circle(end, 6, (230, 90, 80))
        p.rect((clip[0] - 9, clip[1] - 6, 18, 12), (90, 90, 100), radius=4)
        p.circle(clip, 3, (200, 200, 210))


def paint_tile(p: Painter) -> None:
    """A green frog hanging on two strings in front of a stone castle wall with windows."""
    paint_wall(p)
    paint_strings(p, FROG)
    paint_frog(p, FROG, FROG_SCALE)
