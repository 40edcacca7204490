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
GLOW_INSET = 10  # px: a lit inner cell's glow, smaller than its cell by this
GLOW_ALPHA = 90
JOKER_GLOW_INSET = 6
JOKER_GLOW_ALPHA = 200
JOKER_RING = (255, 250, 210)
JOKER_RING_RADIUS = GEO.cell // 5  # rounded as a glow is (art.glow)
RING = 3  # px: a ring's width (a joker's place, the mouse's hover)
CURSOR_RING = 5
CURSOR_GROW = 6  # the cursor rings its cell this much larger
CURSOR_RADIUS = 10
HOVER = (255, 255, 255)
HOVER_RADIUS = 8
# The title, over the board, with the builder's marker at its left in free play.
TITLE_FONT = theme.FONT_LABEL + 6
TITLE_TOP = 34
BUILDER_MARKER = 40
BUILDER_MIDDLE_Y = 56
BUILDER_GAP = 12  # px from the marker to the title
# The info panel, under the buttons down to the screen's foot.
INFO_BOTTOM_GAP = 10
INFO_RADIUS = 16
INFO_TEXT_X = 14
INFO_TEXT_ROOM = 28  # the panel's width the words leave free
INFO_TOP_GAP = 6  # the first line below the panel's top
INFO_BOTTOM_ROOM = 12  # the lines share the panel's height less this
INFO_LINE = 24  # px from one line to the next, at most


def draw_title(surface: pygame.Surface, ctx: Context, title: str, builder: tuple[int, Seat] | None) -> None:
    """The editor's title; in free play with the builder's marker (`builder`: their player index and seat)."""
    img = ctx.assets.text(title, TITLE_FONT, theme.ACCENT, bold=True)
    surface.blit(img, img.get_rect(midtop=(GEO.rect.centerx, TITLE_TOP)))
    if builder is not None:
        m = seat_marker(builder[0], builder[1], BUILDER_MARKER)
        surface.blit(m, m.get_rect(midright=(GEO.rect.centerx - img.get_width() // 2 - BUILDER_GAP, BUILDER_MIDDLE_Y)))


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
    glow = art.glow(GEO.cell - GLOW_INSET, GLOW, GLOW_ALPHA)
    # Border cells carry the a-h / 1-8 labels, so a joker's place needs more than a faint glow: a bright
    # gold tile with a ring, under the label.
    joker_glow = art.glow(GEO.cell - JOKER_GLOW_INSET, JOKER_GLOW, JOKER_GLOW_ALPHA)
    joker_ring = draw.ring((GEO.cell - 2, GEO.cell - 2), JOKER_RING, RING, JOKER_RING_RADIUS)
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
    for r in range(art.SIZE):
        for c in range(art.SIZE):
            kind = board.cell(r, c)
            pic = art.piece(kind, art.piece_size(kind, GEO.cell))
            if pic is not None:
                draw.blit_center(surface, pic, GEO.cell_rect(r, c).center)
    if cursor is not None:
        rect = GEO.cell_rect(*cursor).inflate(CURSOR_GROW, CURSOR_GROW)
        surface.blit(draw.ring(rect.size, theme.ACCENT, CURSOR_RING, CURSOR_RADIUS), rect)
    if hover is not None:
        rect = GEO.cell_rect(*hover).inflate(2, 2)
        surface.blit(draw.ring(rect.size, HOVER, RING, HOVER_RADIUS), rect)


def info_lines(ctx: Context, board: mapello.Board, saved_path: str | None) -> list[tuple[str, Colour]]:
    """The info panel's lines and colours: how to edit (or where the board was saved), then the folder of
    the player's boards, where a board someone shared is put to be loaded."""
    width, measure = PANEL_W - INFO_TEXT_ROOM, small_width(ctx)
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
    box = pygame.Rect(PANEL_X, INFO_TOP, PANEL_W, theme.H - INFO_BOTTOM_GAP - INFO_TOP)
    surface.blit(draw.panel(box.size, theme.BG_DARK, INFO_RADIUS), box)
    step = min(INFO_LINE, (box.h - INFO_BOTTOM_ROOM) // max(1, len(lines)))
    for i, (line, colour) in enumerate(lines):
        img = ctx.assets.text(line, theme.FONT_SMALL, colour)
        surface.blit(img, (box.x + INFO_TEXT_X, box.y + INFO_TOP_GAP + step * i))
