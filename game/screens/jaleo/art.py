"""Jaleo's pictures on screen: hex tiles, free spots, black and "ice" discs (a stack is two discs drawn one above
the other, J5), and the setup preview. Disc images are cached per size; tiles are drawn as polygons each frame
(a growing board changes their size as it zooms)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.rules import jaleo
from game.ui import theme
from game.ui.grids import HexGrid
from game.ui.paint import supersampled

if TYPE_CHECKING:
    from game.core.context import Context

Point = tuple[float, float]
TILE = (214, 150, 112)  # the seed's red tiles, warmed for a child's eye
TILE_TOP = (236, 184, 146)
TILE_EDGE = (140, 84, 60)
DISC = ((44, 44, 54), (236, 246, 252))  # seat 0 black, seat 1 white "ice" (J1)
RIM = ((110, 110, 126), (120, 160, 196))
FLAKE = (86, 150, 210)
COLOUR_KEYS = ("jaleo.black", "jaleo.white")
STACK_LIFT = 0.22  # how far up (in disc diameters) the top disc of a stack sits: both discs show


@lru_cache(maxsize=64)
def disc(seat: int, size: int) -> pygame.Surface:
    """One disc seen from slightly above. Black wears a light ring, ice a blue snowflake: told apart by shape as
    well as colour."""

    def paint(s: pygame.Surface) -> None:
        n = s.get_width()
        c, r = n / 2, n / 2 - n * 0.06
        pygame.draw.circle(s, (0, 0, 0, 90), (c + n * 0.03, c + n * 0.06), r)
        pygame.draw.circle(s, RIM[seat], (c, c), r)
        pygame.draw.circle(s, DISC[seat], (c, c - n * 0.02), r - n * 0.06)
        if seat == 0:
            pygame.draw.circle(s, (150, 150, 170), (c, c - n * 0.02), r * 0.55, max(1, round(n * 0.05)))
        else:
            w = max(1, round(n * 0.05))
            for k in range(3):
                a = math.pi / 3 * k + math.pi / 6
                dx, dy = math.cos(a) * r * 0.55, math.sin(a) * r * 0.55
                pygame.draw.line(s, FLAKE, (c - dx, c - n * 0.02 - dy), (c + dx, c - n * 0.02 + dy), w)
        pygame.draw.circle(s, (255, 255, 255, 70 if seat == 0 else 150), (c - r * 0.35, c - r * 0.4), r * 0.2)

    return supersampled((size, size), paint)


def hex_corners(c: Point, r: float) -> list[Point]:
    """Pointy-top hexagon corners around `c` (J2)."""
    return [
        (c[0] + r * math.cos(math.radians(60 * k - 30)), c[1] + r * math.sin(math.radians(60 * k - 30)))
        for k in range(6)
    ]


def draw_tile(surface: pygame.Surface, c: Point, size: float, glow: tuple[int, int, int] | None = None) -> None:
    """A tile: a raised hexagon with a darker edge (a glow colour fills its top when it is a target)."""
    pygame.draw.polygon(surface, (0, 0, 0), hex_corners((c[0] + size * 0.05, c[1] + size * 0.1), size * 0.97))
    pygame.draw.polygon(surface, TILE, hex_corners(c, size * 0.97))
    pygame.draw.polygon(surface, glow or TILE_TOP, hex_corners((c[0], c[1] - size * 0.04), size * 0.8))
    pygame.draw.aalines(surface, TILE_EDGE, True, hex_corners(c, size * 0.97))


def draw_spot(surface: pygame.Surface, c: Point, size: float, lit: bool) -> None:
    """A free spot where a tile may go: a faint outline (bright and filled when it may be picked now)."""
    pts = hex_corners(c, size * 0.9)
    if lit:
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(layer, (*theme.GOOD, 90), pts)
        surface.blit(layer, (0, 0))
        pygame.draw.polygon(surface, theme.GOOD, pts, max(2, round(size * 0.08)))
    else:
        for a, b in zip(pts, pts[1:] + pts[:1]):  # dashed: each side drawn in its middle only
            m1 = (a[0] + (b[0] - a[0]) * 0.2, a[1] + (b[1] - a[1]) * 0.2)
            m2 = (a[0] + (b[0] - a[0]) * 0.8, a[1] + (b[1] - a[1]) * 0.8)
            pygame.draw.line(surface, (120, 130, 146), m1, m2, max(1, round(size * 0.05)))


def draw_discs(surface: pygame.Surface, c: Point, size: float, discs: tuple[int, ...]) -> None:
    """The discs on one tile, bottom first: a stack shows both (the top one lifted)."""
    d = max(8, round(size * 1.15))
    for k, seat in enumerate(discs):
        img = disc(seat, d)
        lift = d * STACK_LIFT * (k - (len(discs) - 1) / 2) * 2 if len(discs) > 1 else 0.0
        surface.blit(img, img.get_rect(center=(round(c[0]), round(c[1] - lift))))


def draw_state(surface: pygame.Surface, state: jaleo.State, grid: HexGrid, spots: bool = True) -> None:
    """A whole position on a fixed grid (pictures, the setup preview)."""
    for cell in state.tiles:
        draw_tile(surface, grid.centre(*cell), grid.size)
    if spots:
        for cell in state.free_spots():
            draw_spot(surface, grid.centre(*cell), grid.size, False)
    for cell, discs in state.tiles.items():
        if discs:
            draw_discs(surface, grid.centre(*cell), grid.size, discs)


def setup_preview(ctx: Context, options: Mapping[str, object], surface: pygame.Surface, area: pygame.Rect) -> None:
    """The start the chosen setup gives: the diamond of J3, or the first tile of the J4 variant, with a note."""
    variable = bool(options.get("variable_setup", False))
    state = jaleo.new_game(variable_setup=variable)
    if variable:
        state = state.play(jaleo.parse_move("t 0,0"))
    size = max(10, min(area.h // 8, 40))  # the diamond and its ring of free spots: five rows of hexes
    grid = HexGrid(size, (area.x + size * 4, area.centery))
    draw_state(surface, state, grid)
    from game.ui.text import wrap

    x = area.x + size * 9
    y = area.y + 10
    font = ctx.assets.font(theme.FONT_SMALL)
    key = "jaleo.setup.variable.note" if variable else "jaleo.setup.standard.note"
    for line in wrap(ctx.t(key), max(40, area.right - x), lambda s: font.size(s)[0]):
        img = ctx.assets.text(line, theme.FONT_SMALL, theme.TEXT_DIM)
        surface.blit(img, (x, y))
        y += 28
