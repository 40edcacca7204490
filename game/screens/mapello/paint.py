"""Painting the Mapello game board: the still board (painted once per change), the discs still moving on top of
it, the bonus stars flying to their taker and the "Pass!" banner."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.rules import mapello
from game.screens.mapello import art
from game.screens.mapello.board import draw_labels, tr
from game.screens.mapello.effects import POP_TIME, Flip, Pickup, Pop
from game.screens.mapello.view import GEO
from game.ui import draw, theme
from game.ui.easing import ease_in_out
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.board.feedback import Effect
    from game.core.context import Context
    from game.core.match import Seat

Cell = tuple[int, int]
BADGE_SIZE = 30  # the star on a disc that took a bonus: big enough to see from the couch
DISC = GEO.cell - art.PIECE_MARGIN
STAR = art.piece_size("bonus", GEO.cell)
BADGE_OUT = 3  # px: the taken star's badge pokes out of its cell's top right corner
DOT_ALPHA = 150  # where the player to move may place: a dot of their disc's colour
PLAYABLE_STAR_RING = (255, 220, 90)  # a bonus star that may be played on, ringed
PLAYABLE_STAR_INSET = 6
RING = 3  # px: a ring's width
LAST_RADIUS = 10  # the corners of the ring round the disc placed last
POP_FROM = 0.6  # a new disc grows in from this part of its size
# A taken star (M12): its "+3" rises over its cell while the star flies in an arc to its taker's seat.
PLUS_RISE = (30, 40)  # px above the cell: where it starts, and how far it rises
PICKUP_END = 70  # px left of the seat box's right edge, where the star lands
PICKUP_ARC = 80  # px: how high the arc goes
PICKUP_STAR = (40, 16)  # the flying star's size, and how much it grows at the arc's top
# The "Pass!" banner (M11), over the board's middle.
PASS_BOX = (600, 200)
PASS_BACK_ALPHA = 235
PASS_RADIUS = 28
PASS_BORDER = 5
PASS_TITLE_Y = 70  # from the banner's top: its word's middle
PASS_DISC = 36
PASS_LINE_Y = 150  # who passes, with their disc
PASS_DISC_GAP = 12
COLOURS = mapello.COLOURS  # seat 0 black, seat 1 white


def paint_board(
    surface: pygame.Surface, ctx: Context, state: Any, last: Cell | None, legal: bool, skip: frozenset[Cell]
) -> None:
    """The board as it stands: frame, labels, pieces, the discs not in `skip` (they are still moving), the taken
    stars, the last placement framed and, when `legal`, dots where the player to move may place."""
    surface.blit(art.frame(GEO.cell), GEO.rect)
    draw_labels(surface, ctx, GEO, lambda r, c: state.cell(r, c) == "joker")
    for r in range(art.SIZE):
        for c in range(art.SIZE):
            kind = state.cell(r, c)
            rect = GEO.cell_rect(r, c)
            if kind in ("black", "white"):
                if (r, c) not in skip:
                    draw.blit_center(surface, art.disc(kind, DISC), rect.center)
                    if (r, c) == last:
                        frame_last(surface, rect)
                if state.bonus_taker(r, c) is not None:
                    badge = art.taken_badge(BADGE_SIZE)
                    surface.blit(badge, badge.get_rect(topright=(rect.right + BADGE_OUT, rect.y - BADGE_OUT)))
            elif kind in ("wall", "bonus", "joker"):
                draw.blit_center(surface, art.piece_image(kind, DISC if kind != "bonus" else STAR), rect.center)
    if legal:
        tint = art.DISC_BLACK if state.to_move == 0 else art.DISC_WHITE
        img = art.dot(GEO.cell, tint, DOT_ALPHA)
        for m in state.legal_moves():
            if not m.is_pass:
                rect = GEO.cell_rect(m.row, m.col)
                surface.blit(img, rect)
                if state.cell(m.row, m.col) == "bonus":  # the star stays bright over its dot, ringed as playable
                    draw.blit_center(surface, art.piece_image("bonus", STAR), rect.center)
                    ring = rect.inflate(-PLAYABLE_STAR_INSET, -PLAYABLE_STAR_INSET)
                    surface.blit(draw.ring(ring.size, PLAYABLE_STAR_RING, RING, ring.w // 2), ring)


def frame_last(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The ring round the disc placed last, so everyone sees where the move was."""
    ring = rect.inflate(-2, -2)
    surface.blit(draw.ring(ring.size, theme.ACCENT, RING, LAST_RADIUS), ring)


def moving_cells(effects: list[Effect]) -> dict[Cell, Effect]:
    """Each cell whose disc an effect still shows (the first effect queued for it), playing or waiting."""
    out: dict[Cell, Effect] = {}
    for e in effects:
        if isinstance(e, (Flip, Pop)) and not e.done:
            out.setdefault(e.cell, e)
    return out


def draw_moving(surface: pygame.Surface, moving: dict[Cell, Effect], running: list[Effect], last: Cell | None) -> None:
    """The discs turning over (a waiting one still shows its old colour) and the new disc growing in (not yet
    shown while it waits for an earlier move's animation)."""
    for cell, effect in moving.items():
        rect = GEO.cell_rect(*cell)
        if isinstance(effect, Flip):
            p = effect.turn
            width = max(2, int(DISC * abs(math.cos(math.pi * p))))
            img = pygame.transform.smoothscale(art.disc(effect.old if p < 0.5 else effect.new, DISC), (width, DISC))
        elif isinstance(effect, Pop) and effect in running:
            grow = int(DISC * (POP_FROM + (1 - POP_FROM) * min(1.0, effect.t / POP_TIME)))
            img = pygame.transform.smoothscale(art.disc(effect.colour, DISC), (grow, grow))
        else:
            continue
        draw.blit_center(surface, img, rect.center)
        if cell == last:
            frame_last(surface, rect)


def draw_pickups(
    surface: pygame.Surface, ctx: Context, pickups: list[Pickup], seat_box: Callable[[int], pygame.Rect]
) -> None:
    """A rising "+3" over each taken star, and the star flying in an arc to its taker's seat."""
    for p in pickups:
        start = pygame.Vector2(GEO.cell_rect(*p.cell).center)
        plus = ctx.assets.text(f"+{mapello.BONUS_POINTS}", theme.FONT_LABEL, art.GOLD, bold=True)
        draw.blit_center(surface, plus, (start.x, start.y - PLUS_RISE[0] - PLUS_RISE[1] * p.flight))
        if p.flight < 1.0:
            end = pygame.Vector2(seat_box(p.seat).midright) - (PICKUP_END, 0)
            k = p.flight
            pos = start.lerp(end, ease_in_out(k))  # ease in and out
            pos.y -= math.sin(math.pi * k) * PICKUP_ARC  # a little arc
            draw.blit_center(
                surface, art.bonus(int(PICKUP_STAR[0] + PICKUP_STAR[1] * math.sin(math.pi * k))), (pos.x, pos.y)
            )


def draw_pass(surface: pygame.Surface, ctx: Context, seat: Seat, colour: int) -> pygame.Rect:
    """The "Pass!" banner (M11): who passes, with their disc; returns where it lies (no cursor is drawn there)."""
    box = pygame.Rect((0, 0), PASS_BOX)
    box.center = GEO.rect.center
    surface.blit(draw.panel(box.size, (*theme.BG_DARK, PASS_BACK_ALPHA), PASS_RADIUS, PASS_BORDER, theme.ACCENT), box)
    big = ctx.assets.text(tr(ctx, "mapello.pass"), theme.FONT_HUGE, theme.ACCENT, bold=True)
    draw.blit_center(surface, big, (box.centerx, box.y + PASS_TITLE_Y))
    d = art.disc(COLOURS[colour], PASS_DISC)
    line = ctx.assets.text(tr(ctx, "mapello.pass_who", player=seat_name(ctx, seat)), theme.FONT_BODY, theme.TEXT)
    total = d.get_width() + PASS_DISC_GAP + line.get_width()
    x = box.centerx - total // 2
    surface.blit(d, d.get_rect(midleft=(x, box.y + PASS_LINE_Y)))
    surface.blit(line, line.get_rect(midleft=(x + d.get_width() + PASS_DISC_GAP, box.y + PASS_LINE_Y)))
    return box
