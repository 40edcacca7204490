"""Dama's side panels: each seat's colour, name and pieces on the left; on the right what must be done now, the
draw counts (D15, D16) and the controls."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules import dama
from game.screens.dama import art
from game.screens.dama.view import BOARD_X, BOARD_Y, CELL, SIDE
from game.ui import theme
from game.ui.panels import note_lines, seat_box, side_panels
from game.ui.seats import seat_marker, seat_name

if TYPE_CHECKING:
    from game.board.flow import MatchFlow
    from game.board.words import Now
    from game.core.context import Context
    from game.table.move_builder import MoveBuilder

PANEL_W = BOARD_X - 56
# The side panels, beside the board and a little taller.
PANEL_MARGIN = 16  # from the screen's left and right edges
PANEL_OVER = 10  # the panels reach this far above and below the board
# A seat's box in the left panel (offsets from the box's top left).
BOX_INSET = 10  # a box inside its panel, each side
FIRST_BOX_GAP = 14  # the first box below the panel's top
SEAT_BOX_H = 132
SEAT_BOX_STEP = 144  # one seat's box to the next
SEAT_PIECE = 48  # the seat's piece, at the box's corner (BOX_INSET in)
MARKER = 26  # the seat's marker, under its piece
MARKER_CENTRE = (34, 96)
TEXT_X = 68  # the name, the colour line and the counts
NAME_Y = 8
PLAYS_Y = 36
# The men and kings left, each a small piece and its count.
COUNT_PIECE = 34
COUNT_PIECE_Y = 76
COUNT_AT = (38, 93)  # the count's middle left, from the piece's left and the box's top
COUNT_FONT = theme.FONT_BODY - 2
COUNT_STEP = 112  # the men's count to the kings'
Line = tuple[str, tuple[int, int, int], bool]


def panel_lines(
    ctx: Context, flow: MatchFlow[dama.State, dama.Move], builder: MoveBuilder[dama.Move, str], now: Now
) -> list[Line]:
    """The right panel's words about now: what must be done (or who is thinking), the draw counts (D15, D16), how
    to play with the device in use; after the game, how it ended."""
    t, state = ctx.t, flow.state
    out: list[Line] = []
    if flow.is_over:
        out.extend((line, theme.ACCENT, True) for line in now.results)
        return out
    seat = state.to_move
    if seat is not None:
        who = seat_name(ctx, flow.match.seats[seat])
        out.append((t("dama.to_move", player=who, colour=t(art.COLOUR_KEYS[seat])), theme.TEXT, True))
        must = state.must_capture()
        if must:
            out.append((t("dama.must_take_most" if must > 1 else "dama.must_capture", count=must), theme.BAD, True))
        if len(builder.picked) > 1 and builder.moves and builder.moves[0].is_capture:  # after a first jump
            out.append((t("dama.building"), theme.TEXT_DIM, False))
        count = state.draw_count()
        if count is not None:
            out.append((t("dama.d15_count", count=dama.DRAW_KING_MOVES - count), theme.ACCENT, True))
        if state.repetitions() == 2:
            out.append((t("dama.repetition"), theme.ACCENT, False))
    out.append(("", theme.TEXT_DIM, False))
    out.append((now.waiting or now.how, theme.TEXT_DIM, now.waiting is not None))
    return out


def draw_panels(
    ctx: Context,
    surface: pygame.Surface,
    flow: MatchFlow[dama.State, dama.Move],
    builder: MoveBuilder[dama.Move, str],
    now: Now,
) -> None:
    state = flow.state
    top, height = BOARD_Y - PANEL_OVER, SIDE * CELL + 2 * PANEL_OVER
    left = pygame.Rect(PANEL_MARGIN, top, PANEL_W, height)
    right = pygame.Rect(theme.W - PANEL_MARGIN - PANEL_W, top, PANEL_W, height)
    side_panels(surface, left, right)
    # Left: each seat's colour, name and pieces, the one to move lifted.
    y = left.y + FIRST_BOX_GAP
    for seat, s in enumerate(flow.match.seats):
        box = pygame.Rect(left.x + BOX_INSET, y, left.w - 2 * BOX_INSET, SEAT_BOX_H)
        seat_box(surface, box, state.to_move == seat)
        surface.blit(art.piece(seat, False, SEAT_PIECE), (box.x + BOX_INSET, box.y + BOX_INSET))
        m = seat_marker(seat, s, MARKER)
        surface.blit(m, m.get_rect(center=(box.x + MARKER_CENTRE[0], box.y + MARKER_CENTRE[1])))
        name = ctx.assets.text(seat_name(ctx, s), theme.FONT_SMALL, theme.TEXT, bold=True)
        surface.blit(name, (box.x + TEXT_X, box.y + NAME_Y))
        colour = ctx.assets.text(
            ctx.t("dama.plays", colour=ctx.t(art.COLOUR_KEYS[seat])), theme.FONT_SMALL, theme.TEXT_DIM
        )
        surface.blit(colour, (box.x + TEXT_X, box.y + PLAYS_Y))
        mine = state.pieces(seat)
        kings = (mine & state.kings).bit_count()
        x = box.x + TEXT_X
        for count, king in ((mine.bit_count() - kings, False), (kings, True)):
            surface.blit(art.piece(seat, king, COUNT_PIECE), (x, box.y + COUNT_PIECE_Y))
            num = ctx.assets.text(f"×{count}", COUNT_FONT, theme.TEXT, bold=True)
            surface.blit(num, num.get_rect(midleft=(x + COUNT_AT[0], box.y + COUNT_AT[1])))
            x += COUNT_STEP
        y += SEAT_BOX_STEP
    note_lines(ctx, surface, right, panel_lines(ctx, flow, builder, now))
