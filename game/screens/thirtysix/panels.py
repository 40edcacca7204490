"""36's side panels: on the left each seat's cone, name and supply by colour (the total big, the seat to move
lifted); on the right what to do now, the gift picker's colour buttons, and the controls. The panels are given the
view and, each frame, what they show (`PanelsShown`, made by the scene); they read them and change nothing."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.rules import thirtysix
from game.screens.thirtysix import art
from game.screens.thirtysix.view import GIFT
from game.ui import draw, theme
from game.ui.panels import Line, note_lines, seat_box, side_panels
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.board.words import Now
    from game.core.context import Context
    from game.core.match import Seat
    from game.screens.thirtysix.view import ThirtysixView

NOTE_BLANK, NOTE_GAP = 10, 6  # the right panel's notes: px of a blank line, and between lines
GIFT_CORNER, GIFT_DISC = 14, 66  # a gift picker's colour button: its corner, and its disc
# A seat's card in the left panel: its cone, its name, its supply's total, and its discs by colour along its foot.
CARD_H = 190  # at most (with more seats they share the panel)
CARD_MARGIN = 10  # the cards keep this far inside the panel, and apart
CONE, CONE_AT = 56, (6, 8)  # the cone's height, and its top left in the card
NAME_AT = (68, 10)
TOTAL_INSET, TOTAL_TOP = 12, 34  # the total's top right: from the card's right edge, below its top
SUPPLY_PAD = 8  # the discs keep this far inside the card's sides
SUPPLY_COLUMNS = 3  # the colours held share the card's width in this many columns
SUPPLY_DISC, SUPPLY_RAISE = 28, 42  # a disc's size, and its top above the card's bottom
COUNT_X, COUNT_RAISE = 29, 28  # its count: left of it by this, its middle this far above the card's bottom
COUNT_FONT = theme.FONT_SMALL - 2


@dataclass(frozen=True)
class PanelsShown:
    """What the panels show this frame: the position, who sits at the table and who acts now (`seat`), what the
    table says of this moment (`now`), a tournament's game (`game`, None out of one) and its totals line while it
    has one, the gift colours offered and the move in focus (`preview`)."""

    state: thirtysix.State
    seats: Sequence[Seat]
    seat: Seat | None
    now: Now
    over: bool
    game: int | None
    totals: tuple[str, ...]
    gifts: Sequence[str]
    preview: thirtysix.Move | None


def draw_panels(ctx: Context, surface: pygame.Surface, view: ThirtysixView, shown: PanelsShown) -> None:
    """Both panels, and the gift picker in the right one while a gift colour is chosen."""
    left, right = view.left_panel(), view.right_panel()
    side_panels(surface, left, right)
    draw_seats(ctx, surface, left, shown.state, shown.seats)
    note_lines(ctx, surface, right, panel_lines(ctx, shown), blank=NOTE_BLANK, gap=NOTE_GAP)
    for colour in shown.gifts:
        r = view.cell_rect(GIFT + colour)
        surface.blit(draw.panel(r.size, theme.PANEL_HI, GIFT_CORNER), r)
        draw.blit_center(surface, art.disc_image(colour, GIFT_DISC), r.center)


def draw_seats(
    ctx: Context, surface: pygame.Surface, left: pygame.Rect, state: thirtysix.State, seats: Sequence[Seat]
) -> None:
    """Each seat's card: its cone, name, supply total and discs by colour."""
    n = len(seats)
    box_h = min(CARD_H, (left.h - 2 * CARD_MARGIN) // n - CARD_MARGIN)
    y = left.y + CARD_MARGIN
    for seat, s in enumerate(seats):
        box = pygame.Rect(left.x + CARD_MARGIN, y, left.w - 2 * CARD_MARGIN, box_h)
        seat_box(surface, box, state.to_move == seat)
        surface.blit(art.cone_image(state.colours[seat], CONE), (box.x + CONE_AT[0], box.y + CONE_AT[1]))
        name = ctx.assets.text(seat_name(ctx, s), theme.FONT_SMALL, theme.TEXT, bold=True)
        surface.blit(name, (box.x + NAME_AT[0], box.y + NAME_AT[1]))
        total = ctx.assets.text(str(state.supply_total(seat)), theme.FONT_TITLE, theme.ACCENT, bold=True)
        surface.blit(total, total.get_rect(topright=(box.right - TOTAL_INSET, box.y + TOTAL_TOP)))
        x = box.x + SUPPLY_PAD
        step = (box.w - 2 * SUPPLY_PAD) // SUPPLY_COLUMNS
        for k, colour in enumerate(thirtysix.COLOURS):
            count = state.supplies[seat][k]
            if not count:
                continue
            surface.blit(art.disc_image(colour, SUPPLY_DISC), (x, box.bottom - SUPPLY_RAISE))
            num = ctx.assets.text(f"×{count}", COUNT_FONT, theme.TEXT, bold=True)
            surface.blit(num, num.get_rect(midleft=(x + COUNT_X, box.bottom - COUNT_RAISE)))
            x += step
        y += box_h + CARD_MARGIN


def panel_lines(ctx: Context, shown: PanelsShown) -> list[Line]:
    """The right panel's notes: the tournament's game, who is to move and what to do now (or who is thinking), how
    to play with the device in use; after the game, how it ended."""
    t, state, now = ctx.t, shown.state, shown.now
    out: list[Line] = []
    if shown.game is not None:
        out.append((t("thirtysix.tournament_game", game=shown.game + 1, games=len(shown.seats)), theme.ACCENT, True))
        out.extend((line, theme.ACCENT, False) for line in shown.totals)
    if shown.over:
        out.extend((line, theme.ACCENT, True) for line in now.results)
        return out
    choosing = bool(shown.gifts)
    seat = shown.seat
    if now.waiting is not None and seat is not None and state.to_move is not None:
        who = seat_name(ctx, seat)
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
        who = seat_name(ctx, seat)
        colour = t(art.COLOUR_KEYS[state.colours[state.to_move]])
        out.append((t("thirtysix.to_move", player=who, colour=colour), theme.TEXT, True))
        if choosing:
            out.append((t("thirtysix.pick_gift"), theme.ACCENT, True))
        elif state.in_opening:
            out.append((t("thirtysix.place_cone", colour=colour), theme.TEXT_DIM, False))
        else:
            out.append((t("thirtysix.move_cone"), theme.TEXT_DIM, False))
            m = shown.preview
            if m is not None and m.gifts:
                out.append((t("thirtysix.gifts_ahead", count=len(m.gifts)), theme.ACCENT, False))
    if not choosing:
        out.append(("", theme.TEXT_DIM, False))
        out.append((now.how, theme.TEXT_DIM, False))
    return out
