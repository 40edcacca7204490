"""Jaleo's side panels: each player's supply and the tile pool at the left; at the right what to do now (the
reason of a due stack, J8), a repetition warning, the results' lines at the end, and the controls."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.board.topbar import TOP_BAR
from game.rules import jaleo
from game.screens.jaleo import art
from game.screens.jaleo.view import AREA, PANEL_W
from game.ui import draw, theme
from game.ui.panels import note_lines, seat_box, side_panels
from game.ui.seats import seat_marker, seat_name
from game.ui.widgets import fitted

if TYPE_CHECKING:
    from game.board.flow import MatchFlow
    from game.board.words import Now
    from game.core.context import Context
    from game.screens.jaleo.view import Hex
    from game.table.move_builder import MoveBuilder

Line = tuple[str, tuple[int, int, int], bool]

# The side panels, at the screen's edges below the top bar.
PANEL_MARGIN = 14  # from the screen's left and right edges
PANEL_TOP = TOP_BAR + 8
PANEL_BOTTOM_GAP = 12  # from the screen's bottom
# A seat's box in the left panel (offsets from the box's top left).
BOX_INSET = 10  # a box inside its panel, each side
FIRST_BOX_GAP = 12  # the first box below the panel's top
SEAT_BOX_H = 150
SEAT_BOX_STEP = 162  # one seat's box to the next
SEAT_DISC = 46  # the seat's disc, at the box's corner (BOX_INSET in)
MARKER = 24  # the seat's marker, under its disc
MARKER_CENTRE = (33, 80)
TEXT_X = 66  # the name and the colour line
NAME_Y = 10
PLAYS_Y = 40
PLAYS_FONT = theme.FONT_SMALL - 2
SUPPLY_AT = (60, 68)  # the row of discs in supply
SUPPLY_RIGHT_GAP = 10  # from the row's end to the box's right
SUPPLY_H = 40
COUNT_INSET = (12, 6)  # the supply's count, from the box's bottom right
# The supply's row: discs overlapping, no further apart than SUPPLY_STEP, leaving room for the count.
SUPPLY_DISC = 26
SUPPLY_STEP = 9.0
SUPPLY_COUNT_ROOM = 90
SUPPLY_DISC_Y = 8
# The tile pool's box, under the seats'.
POOL_BOX_H = 110
POOL_RADIUS = 14
POOL_LABEL_AT = (12, 10)
POOL_TILE_CENTRE = (46, 70)
POOL_TILE = 24
POOL_COUNT_X = 84
# The pass banner (J12), near the board area's bottom.
BANNER_H = 74
BANNER_ABOVE_BOTTOM = 60  # its centre above the area's bottom
BANNER_SIDE_ROOM = 20  # the area's width it leaves free
BANNER_PADDING = 60  # its width beyond the text's
BANNER_TEXT_ROOM = 30  # the text fitted to the banner's width less this
BANNER_RADIUS = 16
BANNER_BORDER = 3


def panel_lines(
    ctx: Context,
    flow: MatchFlow[jaleo.State, jaleo.Move],
    builder: MoveBuilder[jaleo.Move, Hex],
    passing: bool,
    now: Now,
) -> list[Line]:
    """The right panel's words about now: what to do (or who is thinking), the reason of a due stack, repetition,
    how to play with the device in use; after the game, how it ended."""
    t, state = ctx.t, flow.state
    out: list[Line] = []
    seat = state.to_move
    if not flow.is_over and seat is not None:
        who = seat_name(ctx, flow.match.seats[seat])
        out.append((t("jaleo.to_move", player=who, colour=t(art.COLOUR_KEYS[seat])), theme.TEXT, True))
        picked = builder.picked
        if state.in_setup:
            out.append((t("jaleo.do.setup"), theme.TEXT, False))
        elif state.mandatory_stacks():
            out.append((t("jaleo.do.must_stack"), theme.BAD, True))
        elif picked and state.discs(picked[0]) == ():
            out.append((t("jaleo.do.place_tile"), theme.ACCENT, True))
        elif picked:
            out.append((t("jaleo.do.move_onto"), theme.ACCENT, True))
        elif now.waiting is not None:
            out.append((now.waiting, theme.ACCENT, True))
        elif not passing:
            out.append((t("jaleo.do.add_or_move"), theme.TEXT, False))
        if state.repetitions() == 2:
            out.append((t("jaleo.repetition"), theme.ACCENT, False))
    else:
        out.extend((line, theme.ACCENT, True) for line in now.results)
        return out
    if now.waiting is None:
        out.append(("", theme.TEXT_DIM, False))
        out.append((now.how, theme.TEXT_DIM, False))
    return out


def draw_panels(
    ctx: Context, surface: pygame.Surface, flow: MatchFlow[jaleo.State, jaleo.Move], lines: list[Line]
) -> None:
    state = flow.state
    height = theme.H - PANEL_TOP - PANEL_BOTTOM_GAP
    left = pygame.Rect(PANEL_MARGIN, PANEL_TOP, PANEL_W, height)
    right = pygame.Rect(theme.W - PANEL_MARGIN - PANEL_W, PANEL_TOP, PANEL_W, height)
    side_panels(surface, left, right)
    # Left: each seat's colour, name and discs in supply, the one to move lifted; then the tile pool.
    y = left.y + FIRST_BOX_GAP
    for seat, s in enumerate(flow.match.seats):
        box = pygame.Rect(left.x + BOX_INSET, y, left.w - 2 * BOX_INSET, SEAT_BOX_H)
        seat_box(surface, box, state.to_move == seat)
        surface.blit(art.disc(seat, SEAT_DISC), (box.x + BOX_INSET, box.y + BOX_INSET))
        m = seat_marker(seat, s, MARKER)
        surface.blit(m, m.get_rect(center=(box.x + MARKER_CENTRE[0], box.y + MARKER_CENTRE[1])))
        room = box.right - BOX_INSET - (box.x + TEXT_X)
        name = fitted(ctx, seat_name(ctx, s), room, theme.FONT_SMALL, theme.TEXT, bold=True)
        surface.blit(name, (box.x + TEXT_X, box.y + NAME_Y))
        plays = fitted(ctx, ctx.t("jaleo.plays", colour=ctx.t(art.COLOUR_KEYS[seat])), room, PLAYS_FONT, theme.TEXT_DIM)
        surface.blit(plays, (box.x + TEXT_X, box.y + PLAYS_Y))
        supply = state.supply(seat)
        row_x, row_y = box.x + SUPPLY_AT[0], box.y + SUPPLY_AT[1]
        _draw_supply(surface, seat, supply, pygame.Rect(row_x, row_y, box.right - SUPPLY_RIGHT_GAP - row_x, SUPPLY_H))
        num = ctx.assets.text(f"×{supply}", theme.FONT_BODY, theme.TEXT, bold=True)
        surface.blit(num, num.get_rect(bottomright=(box.right - COUNT_INSET[0], box.bottom - COUNT_INSET[1])))
        y += SEAT_BOX_STEP
    box = pygame.Rect(left.x + BOX_INSET, y, left.w - 2 * BOX_INSET, POOL_BOX_H)
    surface.blit(draw.panel(box.size, theme.PANEL, POOL_RADIUS), box)
    label = ctx.assets.text(ctx.t("jaleo.pool"), theme.FONT_SMALL, theme.TEXT_DIM)
    surface.blit(label, (box.x + POOL_LABEL_AT[0], box.y + POOL_LABEL_AT[1]))
    tile_x, tile_y = box.x + POOL_TILE_CENTRE[0], box.y + POOL_TILE_CENTRE[1]
    art.draw_tile(surface, (tile_x, tile_y), POOL_TILE)
    num = ctx.assets.text(f"×{state.pool}", theme.FONT_BODY, theme.TEXT, bold=True)
    surface.blit(num, num.get_rect(midleft=(box.x + POOL_COUNT_X, tile_y)))
    note_lines(ctx, surface, right, lines)


def _draw_supply(surface: pygame.Surface, seat: int, n: int, area: pygame.Rect) -> None:
    """The discs in supply as a short overlapping row (the count beside says the number)."""
    img = art.disc(seat, SUPPLY_DISC)
    step = min(SUPPLY_STEP, (area.w - SUPPLY_COUNT_ROOM) / max(1, n - 1)) if n > 1 else 0
    for k in range(n):
        surface.blit(img, (area.x + k * step, area.y + SUPPLY_DISC_Y))


def draw_pass_banner(ctx: Context, surface: pygame.Surface, who: str) -> None:
    """J12: a player with nothing to do is shown the pass before it is played."""
    text = ctx.t("jaleo.pass", player=who)
    img = ctx.assets.text(text, theme.FONT_BODY, theme.TEXT, bold=True)
    box = pygame.Rect(0, 0, min(AREA.w - BANNER_SIDE_ROOM, img.get_width() + BANNER_PADDING), BANNER_H)
    box.center = (AREA.centerx, AREA.bottom - BANNER_ABOVE_BOTTOM)
    surface.blit(draw.panel(box.size, theme.PANEL_HI, BANNER_RADIUS, BANNER_BORDER, theme.ACCENT), box)
    if img.get_width() > box.w - BANNER_TEXT_ROOM:
        img = fitted(ctx, text, box.w - BANNER_TEXT_ROOM, theme.FONT_BODY, theme.TEXT, bold=True)
    draw.blit_center(surface, img, box.center)
