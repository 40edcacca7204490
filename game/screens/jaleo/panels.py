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
    top = TOP_BAR + 8
    left = pygame.Rect(14, top, PANEL_W, theme.H - top - 12)
    right = pygame.Rect(theme.W - 14 - PANEL_W, top, PANEL_W, theme.H - top - 12)
    side_panels(surface, left, right)
    # Left: each seat's colour, name and discs in supply, the one to move lifted; then the tile pool.
    y = left.y + 12
    for seat, s in enumerate(flow.match.seats):
        box = pygame.Rect(left.x + 10, y, left.w - 20, 150)
        seat_box(surface, box, state.to_move == seat)
        surface.blit(art.disc(seat, 46), (box.x + 10, box.y + 10))
        m = seat_marker(seat, s, 24)
        surface.blit(m, m.get_rect(center=(box.x + 33, box.y + 80)))
        room = box.right - 10 - (box.x + 66)
        name = fitted(ctx, seat_name(ctx, s), room, theme.FONT_SMALL, theme.TEXT, bold=True)
        surface.blit(name, (box.x + 66, box.y + 10))
        plays = fitted(
            ctx, ctx.t("jaleo.plays", colour=ctx.t(art.COLOUR_KEYS[seat])), room, theme.FONT_SMALL - 2, theme.TEXT_DIM
        )
        surface.blit(plays, (box.x + 66, box.y + 40))
        supply = state.supply(seat)
        _draw_supply(surface, seat, supply, pygame.Rect(box.x + 60, box.y + 68, box.w - 70, 40))
        num = ctx.assets.text(f"×{supply}", theme.FONT_BODY, theme.TEXT, bold=True)
        surface.blit(num, num.get_rect(bottomright=(box.right - 12, box.bottom - 6)))
        y += 162
    box = pygame.Rect(left.x + 10, y, left.w - 20, 110)
    surface.blit(draw.panel(box.size, theme.PANEL, 14), box)
    label = ctx.assets.text(ctx.t("jaleo.pool"), theme.FONT_SMALL, theme.TEXT_DIM)
    surface.blit(label, (box.x + 12, box.y + 10))
    art.draw_tile(surface, (box.x + 46, box.y + 70), 24)
    num = ctx.assets.text(f"×{state.pool}", theme.FONT_BODY, theme.TEXT, bold=True)
    surface.blit(num, num.get_rect(midleft=(box.x + 84, box.y + 70)))
    note_lines(ctx, surface, right, lines)


def _draw_supply(surface: pygame.Surface, seat: int, n: int, area: pygame.Rect) -> None:
    """The discs in supply as a short overlapping row (the count beside says the number)."""
    img = art.disc(seat, 26)
    step = min(9.0, (area.w - 90) / max(1, n - 1)) if n > 1 else 0
    for k in range(n):
        surface.blit(img, (area.x + k * step, area.y + 8))


def draw_pass_banner(ctx: Context, surface: pygame.Surface, who: str) -> None:
    """J12: a player with nothing to do is shown the pass before it is played."""
    text = ctx.t("jaleo.pass", player=who)
    img = ctx.assets.text(text, theme.FONT_BODY, theme.TEXT, bold=True)
    box = pygame.Rect(0, 0, min(AREA.w - 20, img.get_width() + 60), 74)
    box.center = (AREA.centerx, AREA.bottom - 60)
    surface.blit(draw.panel(box.size, theme.PANEL_HI, 16, 3, theme.ACCENT), box)
    if img.get_width() > box.w - 30:
        img = fitted(ctx, text, box.w - 30, theme.FONT_BODY, theme.TEXT, bold=True)
    draw.blit_center(surface, img, box.center)
