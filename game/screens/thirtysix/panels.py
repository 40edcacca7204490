"""36's side panels: on the left each seat's cone, name and supply by colour (the total big, the seat to move
lifted); on the right what to do now, the gift picker's colour buttons, and the controls."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.board.words import now_for
from game.rules import thirtysix
from game.screens.thirtysix import art
from game.screens.thirtysix.view import GIFT
from game.ui import draw, theme
from game.ui.panels import Line, note_lines, seat_box, side_panels
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.screens.thirtysix.scene import ThirtysixScene


def draw_panels(scene: ThirtysixScene, surface: pygame.Surface) -> None:
    """Both panels, and the gift picker in the right one while a gift colour is chosen."""
    view = scene.view
    left, right = view.left_panel(), view.right_panel()
    side_panels(surface, left, right)
    draw_seats(scene, surface, left)
    note_lines(scene.ctx, surface, right, panel_lines(scene), blank=10, gap=6)
    for colour in scene.board.gift_choices():
        r = view.cell_rect(GIFT + colour)
        surface.blit(draw.panel(r.size, theme.PANEL_HI, 14), r)
        draw.blit_center(surface, art.disc_image(colour, 66), r.center)


def draw_seats(scene: ThirtysixScene, surface: pygame.Surface, left: pygame.Rect) -> None:
    """Each seat's card: its cone, name, supply total and discs by colour."""
    ctx, state = scene.ctx, scene.state
    n = len(scene.match.seats)
    box_h = min(190, (left.h - 20) // n - 10)
    y = left.y + 10
    for seat, s in enumerate(scene.match.seats):
        box = pygame.Rect(left.x + 10, y, left.w - 20, box_h)
        seat_box(surface, box, state.to_move == seat)
        surface.blit(art.cone_image(state.colours[seat], 56), (box.x + 6, box.y + 8))
        name = ctx.assets.text(seat_name(ctx, s), theme.FONT_SMALL, theme.TEXT, bold=True)
        surface.blit(name, (box.x + 68, box.y + 10))
        total = ctx.assets.text(str(state.supply_total(seat)), theme.FONT_TITLE, theme.ACCENT, bold=True)
        surface.blit(total, total.get_rect(topright=(box.right - 12, box.y + 34)))
        x = box.x + 8
        step = (box.w - 16) // 3
        for k, colour in enumerate(thirtysix.COLOURS):
            count = state.supplies[seat][k]
            if not count:
                continue
            surface.blit(art.disc_image(colour, 28), (x, box.bottom - 42))
            num = ctx.assets.text(f"×{count}", theme.FONT_SMALL - 2, theme.TEXT, bold=True)
            surface.blit(num, num.get_rect(midleft=(x + 29, box.bottom - 28)))
            x += step
        y += box_h + 10


def panel_lines(scene: ThirtysixScene) -> list[Line]:
    """The right panel's notes: the tournament's game, who is to move and what to do now (or who is thinking), how
    to play with the device in use; after the game, how it ended."""
    t, state, session, board = scene.ctx.t, scene.state, scene.session, scene.board
    out: list[Line] = []
    if session.mode == "tournament":
        out.append(
            (
                t("thirtysix.tournament_game", game=session.game_index + 1, games=len(scene.match.seats)),
                theme.ACCENT,
                True,
            )
        )
        if session.game_index > 0 or scene.flow.is_over:
            out.extend((line, theme.ACCENT, False) for line in session.tournament_lines()[1:2])
    now = now_for(scene.ctx, scene.flow, scene.computer, scene.board.last_device, scene.result_lines)
    if scene.flow.is_over:
        out.extend((line, theme.ACCENT, True) for line in now.results)
        return out
    choosing = bool(board.gift_choices())
    seat = scene.turns.seat
    if now.waiting is not None and seat is not None and state.to_move is not None:
        who = seat_name(scene.ctx, seat)
        out.append(
            (
                t("thirtysix.to_move", player=who, colour=t(art.COLOUR_KEYS[state.colours[state.to_move]])),
                theme.TEXT,
                True,
            )
        )
        out.append((now.waiting, theme.ACCENT, True))
        return out
    if state.to_move is not None and seat is not None:
        who = seat_name(scene.ctx, seat)
        colour = t(art.COLOUR_KEYS[state.colours[state.to_move]])
        out.append((t("thirtysix.to_move", player=who, colour=colour), theme.TEXT, True))
        if choosing:
            out.append((t("thirtysix.pick_gift"), theme.ACCENT, True))
        elif state.in_opening:
            out.append((t("thirtysix.place_cone", colour=colour), theme.TEXT_DIM, False))
        else:
            out.append((t("thirtysix.move_cone"), theme.TEXT_DIM, False))
            m = board.preview_move()
            if m is not None and m.gifts:
                out.append((t("thirtysix.gifts_ahead", count=len(m.gifts)), theme.ACCENT, False))
    if not choosing:
        out.append(("", theme.TEXT_DIM, False))
        out.append((now.how, theme.TEXT_DIM, False))
    return out
