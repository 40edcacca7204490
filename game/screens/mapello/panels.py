"""The side panels beside the Mapello board: on the left each seat's disc, name and big score, then the session's
scoreboard (M13); on the right what each piece does and the controls. Painted once per change."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.rules import mapello
from game.screens.mapello import art
from game.screens.mapello.board import small_width, tr
from game.screens.mapello.view import GEO
from game.ui import theme
from game.ui.layers import Layer
from game.ui.panels import seat_box, side_panels
from game.ui.seats import seat_marker, seat_name
from game.ui.text import wrap

if TYPE_CHECKING:
    from game.board.words import Now
    from game.core.context import Context
    from game.screens.mapello.session import MapelloSession

COLOURS = mapello.COLOURS  # seat 0 black, seat 1 white (M12)
# The two panels, beside the board from its top.
PANEL_MARGIN = 16  # from the screen's left and right edges
PANEL_GAP = 20  # from the board
PANEL_H = 600
# A seat's box in the left panel (offsets from the box's top left).
FIRST_BOX_GAP = 16  # the first box below the panel's top
BOX_INSET = 10  # a box inside its panel, each side
SEAT_BOX_H = 128
SEAT_BOX_STEP = 140  # one seat's box to the next
SEAT_DISC = 48  # the seat's disc, at the box's corner (BOX_INSET in)
MARKER = 26  # the seat's marker, under its disc
MARKER_CENTRE = (34, 92)
TEXT_X = 68  # the name, the colour and the score's sum
NAME_Y = 8
COLOUR_Y = 36
SUM_Y = 92  # the middle of the score's sum (M12), level with the marker
SCORE_INSET = (12, 2)  # the big score, from the box's bottom right
# The session's scoreboard (M13), under the seats.
SCOREBOARD_GAP = 6
TEXT_INSET = 16  # a panel's words from its left (and, doubled, both sides)
HEADING_STEP = 42  # the heading to the first line
SCOREBOARD_LINE = 30
# The legend (what each piece does), then the controls at the foot of the right panel.
LEGEND_TOP = 16
LEGEND_TITLE_STEP = 48  # the title to the first piece
LEGEND_PIECE = 46
LEGEND_PIECE_X = 12
LEGEND_TEXT_X = 68  # a piece's name and what it does, right of its picture
LEGEND_TEXT_RIGHT = 16  # room left at the panel's right
LEGEND_WHAT_Y = 28  # what it does, under its name
LEGEND_LINE = 26
LEGEND_STEP = 120  # one piece to the next
CONTROLS_LINE = 28
CONTROLS_GAP = 4  # at least this under the legend
CONTROLS_BOTTOM = 12  # from the panel's bottom


def disc_colour_name(ctx: Context, seat: int) -> str:
    return tr(ctx, f"mapello.{COLOURS[seat]}")


class SidePanels:
    """The two panels, each a layer repainted only when the position, the session or the language changes."""

    def __init__(self, ctx: Context, session: MapelloSession) -> None:
        self.ctx = ctx
        self.session = session
        self.layers = (
            Layer(pygame.Rect(PANEL_MARGIN, GEO.y, GEO.x - PANEL_GAP - PANEL_MARGIN, PANEL_H)),
            Layer(
                pygame.Rect(
                    GEO.rect.right + PANEL_GAP, GEO.y, theme.W - GEO.rect.right - PANEL_GAP - PANEL_MARGIN, PANEL_H
                )
            ),
        )

    def draw(self, surface: pygame.Surface, state: Any, now: Now) -> None:
        """`now`: who the table waits for and how to play with the device in use (the right panel's foot)."""
        flow = self.session.flow
        key = (state, self.ctx.i18n.language, repr(flow.extra), flow.match)
        left, right = self.layers
        left.draw(surface, key, lambda s: self._paint_seats(s, state))
        right.draw(surface, (*key, now), lambda s: self._paint_legend(s, now))

    def _paint_seats(self, surface: pygame.Surface, state: Any) -> None:
        ctx, left = self.ctx, self.layers[0].rect
        side_panels(surface, left)
        y = left.y + FIRST_BOX_GAP
        scores = state.score_breakdown()
        for seat, s in enumerate(self.session.flow.match.seats):
            box = pygame.Rect(left.x + BOX_INSET, y, left.w - 2 * BOX_INSET, SEAT_BOX_H)
            seat_box(surface, box, state.to_move == seat)
            surface.blit(art.disc(COLOURS[seat], SEAT_DISC), (box.x + BOX_INSET, box.y + BOX_INSET))
            m = seat_marker(seat, s, MARKER)
            surface.blit(m, m.get_rect(center=(box.x + MARKER_CENTRE[0], box.y + MARKER_CENTRE[1])))
            name = ctx.assets.text(seat_name(ctx, s), theme.FONT_SMALL, theme.TEXT, bold=True)
            surface.blit(name, (box.x + TEXT_X, box.y + NAME_Y))
            colour = ctx.assets.text(disc_colour_name(ctx, seat), theme.FONT_SMALL, theme.TEXT_DIM)
            surface.blit(colour, (box.x + TEXT_X, box.y + COLOUR_Y))
            big = ctx.assets.text(str(scores[seat].total), theme.FONT_TITLE, theme.ACCENT, bold=True)
            surface.blit(big, big.get_rect(bottomright=(box.right - SCORE_INSET[0], box.bottom - SCORE_INSET[1])))
            if scores[seat].bonuses:  # the sum a child can check beside the total: discs + stars × 3 (M12)
                sum_ = f"{scores[seat].discs} + {scores[seat].bonuses}★ × {mapello.BONUS_POINTS} ="
                detail = ctx.assets.text(sum_, theme.FONT_SMALL, theme.TEXT_DIM)
                surface.blit(detail, detail.get_rect(midleft=(box.x + TEXT_X, box.y + SUM_Y)))
            y += SEAT_BOX_STEP
        if self.session.scored:
            self._paint_scoreboard(surface, left, y + SCOREBOARD_GAP)

    def _paint_scoreboard(self, surface: pygame.Surface, left: pygame.Rect, y: int) -> None:
        ctx = self.ctx
        img = ctx.assets.text(self.session.heading(), theme.FONT_BODY, theme.ACCENT, bold=True)
        surface.blit(img, (left.x + TEXT_INSET, y))
        y += HEADING_STEP
        # The same lines as the results box (games_so_far() counts this game once it is over).
        for i, line in enumerate(self.session.scoreboard_lines()):
            for part in wrap(line, left.w - 2 * TEXT_INSET, small_width(ctx)):
                img = ctx.assets.text(part, theme.FONT_SMALL, theme.TEXT if i < 2 else theme.TEXT_DIM, bold=i > 2)
                surface.blit(img, (left.x + TEXT_INSET, y))
                y += SCOREBOARD_LINE

    def _paint_legend(self, surface: pygame.Surface, now: Now) -> None:
        ctx, right = self.ctx, self.layers[1].rect
        side_panels(surface, right)
        y = right.y + LEGEND_TOP
        title = ctx.assets.text(tr(ctx, "mapello.legend"), theme.FONT_BODY, theme.ACCENT, bold=True)
        surface.blit(title, (right.x + TEXT_INSET, y))
        y += LEGEND_TITLE_STEP
        for kind in ("wall", "bonus", "joker"):
            surface.blit(art.piece_image(kind, LEGEND_PIECE), (right.x + LEGEND_PIECE_X, y))
            name, _, what = tr(ctx, f"mapello.legend.{kind}").partition(": ")
            img = ctx.assets.text(name, theme.FONT_SMALL, theme.TEXT, bold=True)
            surface.blit(img, (right.x + LEGEND_TEXT_X, y))
            for k, part in enumerate(wrap(what, right.w - LEGEND_TEXT_X - LEGEND_TEXT_RIGHT, small_width(ctx))):
                img = ctx.assets.text(part, theme.FONT_SMALL, theme.TEXT_DIM)
                surface.blit(img, (right.x + LEGEND_TEXT_X, y + LEGEND_WHAT_Y + LEGEND_LINE * k))
            y += LEGEND_STEP
        # At the foot, what happens now: who is thinking, or how to play with the device in use (the panel is
        # narrow, so a pad's "X: undo   Y: hint" goes one control per line); nothing once the game is over.
        words = now.waiting or ("" if now.results else now.how.replace("   ", "\n"))
        controls = wrap(words, right.w - 2 * TEXT_INSET, small_width(ctx))
        line = CONTROLS_LINE
        top = max(
            y + CONTROLS_GAP, right.bottom - CONTROLS_BOTTOM - line * len(controls)
        )  # every line, under the legend
        for k, part in enumerate(controls):
            img = ctx.assets.text(part, theme.FONT_SMALL, theme.ACCENT if now.waiting else theme.TEXT_DIM)
            surface.blit(img, (right.x + TEXT_INSET, top + line * k))
