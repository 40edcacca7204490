"""Dama's side panels: each seat's colour, name and pieces on the left; on the right what must be done now, the
draw counts (D15, D16) and the controls."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules import dama
from game.screens.dama import art
from game.screens.dama.view import BOARD_X, BOARD_Y, CELL
from game.ui import theme
from game.ui.panels import note_lines, seat_box, side_panels
from game.ui.seats import seat_marker, seat_name

if TYPE_CHECKING:
    from game.board.flow import MatchFlow
    from game.board.words import Now
    from game.core.context import Context
    from game.table.move_builder import MoveBuilder

PANEL_W = BOARD_X - 56
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
    left = pygame.Rect(16, BOARD_Y - 10, PANEL_W, 8 * CELL + 20)
    right = pygame.Rect(theme.W - 16 - PANEL_W, BOARD_Y - 10, PANEL_W, 8 * CELL + 20)
    side_panels(surface, left, right)
    # Left: each seat's colour, name and pieces, the one to move lifted.
    y = left.y + 14
    for seat, s in enumerate(flow.match.seats):
        box = pygame.Rect(left.x + 10, y, left.w - 20, 132)
        seat_box(surface, box, state.to_move == seat)
        surface.blit(art.piece(seat, False, 48), (box.x + 10, box.y + 10))
        m = seat_marker(seat, s, 26)
        surface.blit(m, m.get_rect(center=(box.x + 34, box.y + 96)))
        name = ctx.assets.text(seat_name(ctx, s), theme.FONT_SMALL, theme.TEXT, bold=True)
        surface.blit(name, (box.x + 68, box.y + 8))
        colour = ctx.assets.text(
            ctx.t("dama.plays", colour=ctx.t(art.COLOUR_KEYS[seat])), theme.FONT_SMALL, theme.TEXT_DIM
        )
        surface.blit(colour, (box.x + 68, box.y + 36))
        mine = state.pieces(seat)
        kings = (mine & state.kings).bit_count()
        x = box.x + 68
        for count, king in ((mine.bit_count() - kings, False), (kings, True)):
            surface.blit(art.piece(seat, king, 34), (x, box.y + 76))
            num = ctx.assets.text(f"×{count}", theme.FONT_BODY - 2, theme.TEXT, bold=True)
            surface.blit(num, num.get_rect(midleft=(x + 38, box.y + 93)))
            x += 112
        y += 144
    note_lines(ctx, surface, right, panel_lines(ctx, flow, builder, now))
