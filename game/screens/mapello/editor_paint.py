"""Painting the board editor: its title (who builds, in free play), the board with every cell the chosen piece
may go on lit, the cursor, and the info panel (how to edit, where boards are saved and shared)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.rules import RuleError, mapello
from game.screens.mapello import art
from game.screens.mapello.board import USER_KIND, draw_labels, path_lines, small_width, tr
from game.screens.mapello.editor_widgets import GEO, INFO_TOP, PANEL_W, PANEL_X
from game.ui import draw, theme
from game.ui.seats import seat_marker
from game.ui.text import wrap

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.match import Seat

Cell = tuple[int, int]
Colour = tuple[int, int, int]
GLOW = (255, 230, 120)  # an inner cell where the chosen piece may go
JOKER_GLOW = (255, 205, 60)  # a border cell where a joker may go: stronger, the labels sit on those cells too


def draw_title(surface: pygame.Surface, ctx: Context, title: str, builder: tuple[int, Seat] | None) -> None:
    """The editor's title; in free play with the builder's marker (`builder`: their player index and seat)."""
    img = ctx.assets.text(title, theme.FONT_LABEL + 6, theme.ACCENT, bold=True)
    surface.blit(img, img.get_rect(midtop=(GEO.rect.centerx, 34)))
    if builder is not None:
        m = seat_marker(builder[0], builder[1], 40)
        surface.blit(m, m.get_rect(midright=(GEO.rect.centerx - img.get_width() // 2 - 12, 56)))


def draw_board(
    surface: pygame.Surface,
    ctx: Context,
    board: mapello.Board,
    problem: Callable[[Cell], RuleError | None],
    cursor: Cell | None,
    hover: Cell | None,
) -> None:
    """The board being built: the free places of the chosen piece lit, the pieces, the cursor (None: the board
    has no focus) and the mouse's hover."""
    surface.blit(art.frame(GEO.cell), GEO.rect)
    glow = art.glow(GEO.cell - 10, GLOW, 90)
    # Border cells carry the a-h / 1-8 labels, so a joker's place needs more than a faint glow: a bright
    # gold tile with a ring, under the label.
    joker_glow = art.glow(GEO.cell - 6, JOKER_GLOW, 200)
    joker_ring = draw.ring((GEO.cell - 2, GEO.cell - 2), (255, 250, 210), 3, GEO.cell // 5)
    lit = set()
    for r in range(art.SIZE):
        for c in range(art.SIZE):
            if board.cell(r, c) in ("empty", "border") and problem((r, c)) is None:
                rect = GEO.cell_rect(r, c)
                if art.is_inner(r, c):
                    draw.blit_center(surface, glow, rect.center)
                else:
                    lit.add((r, c))
                    draw.blit_center(surface, joker_glow, rect.center)
                    draw.blit_center(surface, joker_ring, rect.center)
    draw_labels(surface, ctx, GEO, lambda r, c: board.cell(r, c) == "joker", lambda r, c: (r, c) in lit)
    size = GEO.cell - 8
    for r in range(art.SIZE):
        for c in range(art.SIZE):
            kind = board.cell(r, c)
            pic = art.piece(kind, size if kind != "bonus" else size - 8)
            if pic is not None:
                draw.blit_center(surface, pic, GEO.cell_rect(r, c).center)
    if cursor is not None:
        rect = GEO.cell_rect(*cursor).inflate(6, 6)
        surface.blit(draw.ring(rect.size, theme.ACCENT, 5, 10), rect)
    if hover is not None:
        rect = GEO.cell_rect(*hover).inflate(2, 2)
        surface.blit(draw.ring(rect.size, (255, 255, 255), 3, 8), rect)


def info_lines(ctx: Context, board: mapello.Board, saved_path: str | None) -> list[tuple[str, Colour]]:
    """The info panel's lines and colours: how to edit (or where the board was saved), then the folder of
    the player's boards, where a board someone shared is put to be loaded."""
    width, measure = PANEL_W - 28, small_width(ctx)
    if saved_path:
        name = board.name_ja if ctx.i18n.language == "ja" else board.name
        top = wrap(tr(ctx, "mapello.editor.saved_file", name=name, file=Path(saved_path).name), width, measure)
    else:
        top = wrap(tr(ctx, "mapello.editor.help"), width, measure)
    folder = str(ctx.saves.user_dir(USER_KIND))
    return (
        [(line, theme.TEXT) for line in top]
        + [(line, theme.ACCENT) for line in wrap(tr(ctx, "mapello.editor.shared_here"), width, measure)]
        + [(line, theme.TEXT_DIM) for line in path_lines(folder, width, measure)]
    )


def draw_info(surface: pygame.Surface, ctx: Context, lines: list[tuple[str, Colour]]) -> None:
    box = pygame.Rect(PANEL_X, INFO_TOP, PANEL_W, theme.H - 10 - INFO_TOP)
    surface.blit(draw.panel(box.size, theme.BG_DARK, 16), box)
    step = min(24, (box.h - 12) // max(1, len(lines)))
    for i, (line, colour) in enumerate(lines):
        img = ctx.assets.text(line, theme.FONT_SMALL, colour)
        surface.blit(img, (box.x + 14, box.y + 6 + step * i))
