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


def disc_colour_name(ctx: Context, seat: int) -> str:
    return tr(ctx, f"mapello.{COLOURS[seat]}")


class SidePanels:
    """The two panels, each a layer repainted only when the position, the session or the language changes."""

    def __init__(self, ctx: Context, session: MapelloSession) -> None:
        self.ctx = ctx
        self.session = session
        self.layers = (
            Layer(pygame.Rect(16, GEO.y, GEO.x - 36, 600)),
            Layer(pygame.Rect(GEO.rect.right + 20, GEO.y, theme.W - GEO.rect.right - 36, 600)),
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
        y = left.y + 16
        scores = state.score_breakdown()
        for seat, s in enumerate(self.session.flow.match.seats):
            box = pygame.Rect(left.x + 10, y, left.w - 20, 128)
            seat_box(surface, box, state.to_move == seat)
            surface.blit(art.disc(COLOURS[seat], 48), (box.x + 10, box.y + 10))
            m = seat_marker(seat, s, 26)
            surface.blit(m, m.get_rect(center=(box.x + 34, box.y + 92)))
            name = ctx.assets.text(seat_name(ctx, s), theme.FONT_SMALL, theme.TEXT, bold=True)
            surface.blit(name, (box.x + 68, box.y + 8))
            colour = ctx.assets.text(disc_colour_name(ctx, seat), theme.FONT_SMALL, theme.TEXT_DIM)
            surface.blit(colour, (box.x + 68, box.y + 36))
            big = ctx.assets.text(str(scores[seat].total), theme.FONT_TITLE, theme.ACCENT, bold=True)
            surface.blit(big, big.get_rect(bottomright=(box.right - 12, box.bottom - 2)))
            if scores[seat].bonuses:  # the sum a child can check beside the total: discs + stars × 3 (M12)
                sum_ = f"{scores[seat].discs} + {scores[seat].bonuses}★ × 3 ="
                detail = ctx.assets.text(sum_, theme.FONT_SMALL, theme.TEXT_DIM)
                surface.blit(detail, detail.get_rect(midleft=(box.x + 68, box.y + 92)))
            y += 140
        if self.session.scored:
            self._paint_scoreboard(surface, left, y + 6)

    def _paint_scoreboard(self, surface: pygame.Surface, left: pygame.Rect, y: int) -> None:
        ctx = self.ctx
        img = ctx.assets.text(self.session.heading(), theme.FONT_BODY, theme.ACCENT, bold=True)
        surface.blit(img, (left.x + 16, y))
        y += 42
        # The same lines as the results box (games_so_far() counts this game once it is over).
        for i, line in enumerate(self.session.scoreboard_lines()):
            for part in wrap(line, left.w - 32, small_width(ctx)):
                img = ctx.assets.text(part, theme.FONT_SMALL, theme.TEXT if i < 2 else theme.TEXT_DIM, bold=i > 2)
                surface.blit(img, (left.x + 16, y))
                y += 30

    def _paint_legend(self, surface: pygame.Surface, now: Now) -> None:
        ctx, right = self.ctx, self.layers[1].rect
        side_panels(surface, right)
        y = right.y + 16
        title = ctx.assets.text(tr(ctx, "mapello.legend"), theme.FONT_BODY, theme.ACCENT, bold=True)
        surface.blit(title, (right.x + 16, y))
        y += 48
        for kind in ("wall", "bonus", "joker"):
            surface.blit(art.piece_image(kind, 46), (right.x + 12, y))
            name, _, what = tr(ctx, f"mapello.legend.{kind}").partition(": ")
            img = ctx.assets.text(name, theme.FONT_SMALL, theme.TEXT, bold=True)
            surface.blit(img, (right.x + 68, y))
            for k, part in enumerate(wrap(what, right.w - 84, small_width(ctx))):
                img = ctx.assets.text(part, theme.FONT_SMALL, theme.TEXT_DIM)
                surface.blit(img, (right.x + 68, y + 28 + 26 * k))
            y += 120
        # At the foot, what happens now: who is thinking, or how to play with the device in use (the panel is
        # narrow, so a pad's "X: undo   Y: hint" goes one control per line); nothing once the game is over.
        words = now.waiting or ("" if now.results else now.how.replace("   ", "\n"))
        controls = wrap(words, right.w - 32, small_width(ctx))
        line = 28
        top = max(y + 4, right.bottom - 12 - line * len(controls))  # every line, under the legend
        for k, part in enumerate(controls):
            img = ctx.assets.text(part, theme.FONT_SMALL, theme.ACCENT if now.waiting else theme.TEXT_DIM)
            surface.blit(img, (right.x + 16, top + line * k))
