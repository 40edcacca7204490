"""Drawing the tile tables (the bonus puzzle and the free layout): a tile as it lies, the squares and the tray,
the held tile lifted (or under the dragging mouse), the buttons, the cursor, and the notes below the tray. The
painters are given, each frame, what the table shows (`TableShown`, made by the table); they change nothing."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.rules import thirtysix as rules
from game.screens.thirtysix import art
from game.ui import draw, theme
from game.ui.paint import Painter
from game.ui.text import wrap

if TYPE_CHECKING:
    from game.core.context import Context

Spot = tuple[str, int, int]  # ("grid", col, row), ("tray", k, 0) or ("button", k, 0)


@dataclass(frozen=True)
class TableShown:
    """One frame of a tile table: where every spot lies (`rects`, in reading order: the grid's squares, the tray's,
    the buttons), the tile on each spot turned as it lies (`placed`), the grid's and the tray's frames, the title,
    the button labels and the notes (keys and lines), and the hands on it (the tile `held`, where the mouse `drag`s
    it, the `cursor`, the mouse's `hover`)."""

    rects: Mapping[Spot, pygame.Rect]
    placed: Mapping[Spot, rules.Tile]
    grid_frame: pygame.Rect
    tray_frame: pygame.Rect
    title_key: str
    buttons: Sequence[str]
    notes: Sequence[str]
    held: Spot | None
    drag: tuple[float, float] | None
    cursor: Spot
    hover: Spot | None


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


def draw_ground(ctx: Context, surface: pygame.Surface, shown: TableShown) -> None:
    """The table under its tiles: the background, the title, the empty squares of the grid and of the tray."""
    surface.fill(theme.BG)
    title = ctx.assets.text(ctx.t(shown.title_key), theme.FONT_LABEL, theme.TEXT, bold=True)
    surface.blit(title, (shown.grid_frame.x + 10, 36))
    zones = ((shown.grid_frame, "grid", -6, theme.PANEL), (shown.tray_frame, "tray", -8, theme.BG))
    for frame, kind, inset, colour in zones:
        surface.blit(draw.panel(frame.size, theme.BG_DARK, 18), frame)
        for spot, square in shown.rects.items():
            if spot[0] == kind:
                rect = square.inflate(inset, inset)
                surface.blit(draw.panel(rect.size, colour, 10), rect)


def _dragged(shown: TableShown, spot: Spot) -> bool:
    """The held tile is away from its square, under the mouse dragging it."""
    return spot == shown.held and shown.drag is not None and not shown.rects[spot].collidepoint(shown.drag)


def draw_tiles(surface: pygame.Surface, shown: TableShown) -> None:
    """Every laid tile on its square (the held one lifted a little; a dragged one is drawn by draw_hands)."""
    for spot, rect in shown.rects.items():
        tile = shown.placed.get(spot)
        if tile is None or _dragged(shown, spot):
            continue
        lift = 6 if spot == shown.held else 0
        surface.blit(tile_image(tile, rect.w - 8), (rect.x + 4, rect.y + 4 - lift))


def draw_hands(ctx: Context, surface: pygame.Surface, shown: TableShown) -> None:
    """Over everything on the table: a tile dragged away from its square under the mouse, the buttons, the held
    tile's ring, the cursor and the mouse's hover, and the notes."""
    held, drag = shown.held, shown.drag
    if held is not None and drag is not None and _dragged(shown, held):
        tile = shown.placed.get(held)
        if tile is not None:
            draw.blit_center(surface, tile_image(tile, shown.rects[held].w - 8), drag)
    _draw_controls(ctx, surface, shown)
    _draw_notes(ctx, surface, shown)


def _draw_controls(ctx: Context, surface: pygame.Surface, shown: TableShown) -> None:
    """The buttons under the tray, the held tile's ring, the cursor and the mouse's hover."""
    for k, label in enumerate(shown.buttons):
        rect = shown.rects[("button", k, 0)]
        surface.blit(
            draw.panel(rect.size, theme.PANEL_HI if shown.cursor == ("button", k, 0) else theme.PANEL, 14), rect
        )
        img = ctx.assets.text(ctx.t(label), theme.FONT_SMALL, theme.TEXT, bold=True)
        draw.blit_center(surface, img, rect.center)
    if shown.held is not None:
        r = shown.rects[shown.held].inflate(4, 4)
        surface.blit(draw.ring(r.size, theme.ACCENT, 5, 12), r)
    r = shown.rects[shown.cursor].inflate(10, 10)
    surface.blit(draw.ring(r.size, (255, 255, 255), 4, 14), r)
    if shown.hover is not None and shown.hover != shown.cursor:
        r = shown.rects[shown.hover].inflate(2, 2)
        surface.blit(draw.ring(r.size, theme.TEXT_DIM, 3, 12), r)


def _draw_notes(ctx: Context, surface: pygame.Surface, shown: TableShown) -> None:
    """The table's notes below the buttons, wrapped to the screen's edge."""
    tx = shown.tray_frame.x + 10
    y = shown.rects[("button", 0, 0)].bottom + 16
    font = ctx.assets.font(theme.FONT_SMALL, False)
    for line in shown.notes:
        for part in wrap(line, theme.W - tx - 30, lambda t: font.size(t)[0]):  # (called now)
            img = ctx.assets.text(part, theme.FONT_SMALL, theme.TEXT)
            surface.blit(img, (tx, y))
            y += 28


def draw_edges(
    surface: pygame.Surface, shown: TableShown, edges: list[tuple[tuple[int, int], tuple[int, int], bool]], solved: bool
) -> None:
    """The puzzle's edges: matching ones glow green, the others show a red bar; a solved grid is ringed."""
    for (c1, r1), (c2, _r2), ok in edges:
        a = shown.rects[("grid", c1, r1)]
        if c2 != c1:
            line = pygame.Rect(a.right - 4, a.y + 10, 8, a.h - 20)
        else:
            line = pygame.Rect(a.x + 10, a.bottom - 4, a.w - 20, 8)
        surface.blit(draw.panel(line.size, theme.GOOD if ok else theme.BAD, 4), line)
    if solved:
        rect = shown.grid_frame
        surface.blit(draw.ring(rect.size, theme.GOOD, 6, 18), rect)


def draw_open_squares(surface: pygame.Surface, shown: TableShown) -> None:
    """The layout's squares next to a laid tile: a new tile there keeps the layout in one group."""
    laid = {(c, r) for kind, c, r in shown.placed if kind == "grid"}
    if not laid:
        return
    for (kind, c, r), square in shown.rects.items():
        if kind != "grid" or (c, r) in laid:
            continue
        if any((c + dc, r + dr) in laid for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))):
            rect = square.inflate(-20, -20)
            surface.blit(draw.ring(rect.size, theme.GOOD, 3, 10), rect)
