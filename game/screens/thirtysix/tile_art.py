"""Drawing the tile tables (the bonus puzzle and the free layout): a tile as it lies, the squares and the tray,
the held tile lifted (or under the dragging mouse), the buttons, the cursor, and the notes below the tray."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.rules import thirtysix as rules
from game.screens.thirtysix import art
from game.ui import draw, theme
from game.ui.paint import Painter
from game.ui.text import wrap

if TYPE_CHECKING:
    from game.screens.thirtysix.tiles import Spot, TileTable


@lru_cache(maxsize=128)
def tile_image(tile: rules.Tile, size: int) -> pygame.Surface:
    """A tile as it lies (cells, patterns, gates), `size` pixels square."""
    p = Painter((size, size))
    half = size / 2
    p.rect((0, 0, size, size), (92, 70, 58), radius=size * 0.08)
    upper, lower = tile.grid()
    a, b, c, d = upper[0], upper[1], lower[0], lower[1]
    for (x, y), colour in (((0, 0), a), ((1, 0), b), ((0, 1), c), ((1, 1), d)):
        art.paint_cell(p, x * half + 2, y * half + 2, half - 4, colour)
    centre = {
        "tl": (half * 0.5, half * 0.5),
        "tr": (half * 1.5, half * 0.5),
        "br": (half * 1.5, half * 1.5),
        "bl": (half * 0.5, half * 1.5),
    }
    for gate in sorted(tile.gates):
        one, two = gate.split("-")
        art.paint_gate(p, centre[one], centre[two], half)
    return p.result()


def draw_table(table: TileTable, surface: pygame.Surface) -> None:
    """The whole table; the puzzle and the layout add their marks under and over the tiles."""
    ctx = table.ctx
    surface.fill(theme.BG)
    title = ctx.assets.text(ctx.t(table.title_key), theme.FONT_LABEL, theme.TEXT, bold=True)
    surface.blit(title, (table.origin[0], 36))
    draw_squares(table, surface)
    table.draw_under_tiles(surface)
    draw_tiles(table, surface)
    table.draw_over_tiles(surface)
    draw_dragged(table, surface)
    draw_controls(table, surface)
    draw_notes(table, surface)


def draw_squares(table: TileTable, surface: pygame.Surface) -> None:
    """The empty squares of the grid and of the tray."""
    x0, y0 = table.origin
    area = pygame.Rect(x0 - 10, y0 - 10, table.cols * table.square + 20, table.rows * table.square + 20)
    surface.blit(draw.panel(area.size, theme.BG_DARK, 18), area)
    for r in range(table.rows):
        for c in range(table.cols):
            rect = table.rect(("grid", c, r)).inflate(-6, -6)
            surface.blit(draw.panel(rect.size, theme.PANEL, 10), rect)
    tx, ty = table.tray_origin
    s = table.tray_square
    tray = pygame.Rect(tx - 10, ty - 10, 3 * s + 36, 3 * (s + 8) + 12)
    surface.blit(draw.panel(tray.size, theme.BG_DARK, 18), tray)
    for k in range(len(table.tray)):
        rect = table.rect(("tray", k, 0)).inflate(-8, -8)
        surface.blit(draw.panel(rect.size, theme.BG, 10), rect)


def _dragged(table: TileTable, spot: Spot) -> bool:
    """The held tile is away from its square, under the mouse dragging it."""
    return spot == table.held and table.drag is not None and not table.rect(spot).collidepoint(table.drag)


def draw_tiles(table: TileTable, surface: pygame.Surface) -> None:
    """Every laid tile on its square (the held one lifted a little; a dragged one is drawn by draw_dragged)."""
    for spot in table.spots():
        placed = table.tile_at(spot)
        if placed is None or _dragged(table, spot):
            continue
        rect = table.rect(spot)
        lift = 6 if spot == table.held else 0
        img = tile_image(table.tiles[placed[0]].rotated(placed[1]), rect.w - 8)
        surface.blit(img, (rect.x + 4, rect.y + 4 - lift))


def draw_dragged(table: TileTable, surface: pygame.Surface) -> None:
    """A tile dragged away from its square follows the mouse, over everything on the table."""
    if table.held is not None and table.drag is not None and _dragged(table, table.held):
        placed = table.tile_at(table.held)
        if placed is not None:
            img = tile_image(table.tiles[placed[0]].rotated(placed[1]), table.rect(table.held).w - 8)
            draw.blit_center(surface, img, table.drag)


def draw_controls(table: TileTable, surface: pygame.Surface) -> None:
    """The buttons under the tray, the held tile's ring, the cursor and the mouse's hover."""
    ctx = table.ctx
    for k, (label, _action) in enumerate(table.buttons()):
        rect = table.rect(("button", k, 0))
        surface.blit(
            draw.panel(rect.size, theme.PANEL_HI if table.cursor == ("button", k, 0) else theme.PANEL, 14), rect
        )
        img = ctx.assets.text(ctx.t(label), theme.FONT_SMALL, theme.TEXT, bold=True)
        draw.blit_center(surface, img, rect.center)
    if table.held is not None:
        r = table.rect(table.held).inflate(4, 4)
        surface.blit(draw.ring(r.size, theme.ACCENT, 5, 12), r)
    r = table.rect(table.cursor).inflate(10, 10)
    surface.blit(draw.ring(r.size, (255, 255, 255), 4, 14), r)
    if table.hover is not None and table.hover != table.cursor:
        r = table.rect(table.hover).inflate(2, 2)
        surface.blit(draw.ring(r.size, theme.TEXT_DIM, 3, 12), r)


def draw_notes(table: TileTable, surface: pygame.Surface) -> None:
    """The table's notes below the buttons, wrapped to the screen's edge."""
    ctx = table.ctx
    tx = table.tray_origin[0]
    y = table.rect(("button", 0, 0)).bottom + 16
    font = ctx.assets.font(theme.FONT_SMALL, False)
    for line in table.info_lines():
        for part in wrap(line, theme.W - tx - 30, lambda t: font.size(t)[0]):  # (called now)
            img = ctx.assets.text(part, theme.FONT_SMALL, theme.TEXT)
            surface.blit(img, (tx, y))
            y += 28


def draw_edges(
    table: TileTable, surface: pygame.Surface, edges: list[tuple[tuple[int, int], tuple[int, int], bool]], solved: bool
) -> None:
    """The puzzle's edges: matching ones glow green, the others show a red bar; a solved grid is ringed."""
    for (c1, r1), (c2, _r2), ok in edges:
        a = table.rect(("grid", c1, r1))
        if c2 != c1:
            line = pygame.Rect(a.right - 4, a.y + 10, 8, a.h - 20)
        else:
            line = pygame.Rect(a.x + 10, a.bottom - 4, a.w - 20, 8)
        surface.blit(draw.panel(line.size, theme.GOOD if ok else theme.BAD, 4), line)
    if solved:
        x0, y0 = table.origin
        rect = pygame.Rect(x0 - 10, y0 - 10, 3 * table.square + 20, 3 * table.square + 20)
        surface.blit(draw.ring(rect.size, theme.GOOD, 6, 18), rect)


def draw_open_squares(table: TileTable, surface: pygame.Surface) -> None:
    """The layout's squares next to a laid tile: a new tile there keeps the layout in one group."""
    if not table.grid:
        return
    for r in range(table.rows):
        for c in range(table.cols):
            if (c, r) in table.grid:
                continue
            if any((c + dc, r + dr) in table.grid for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                rect = table.rect(("grid", c, r)).inflate(-20, -20)
                surface.blit(draw.ring(rect.size, theme.GOOD, 3, 10), rect)
