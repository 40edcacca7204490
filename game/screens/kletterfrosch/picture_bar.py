"""The frog's top bar, in pictures only: the pause button, every seat's chip with the portraits it won, the portrait
to find, the pile, the sand timer, and a delivered portrait flying home to its winner's chip."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.board.topbar import TopBar
from game.dexterity import kletterfrosch as rules
from game.screens.kletterfrosch import art
from game.screens.kletterfrosch.attempt import TICK_FROM
from game.screens.kletterfrosch.effects import Celebration
from game.screens.kletterfrosch.view import (
    PAUSE_BUTTON,
    PORTRAIT_X,
    TOP,
    VIEW,
    chip_rect,
)
from game.ui import draw, theme
from game.ui.seats import seat_marker, seat_name
from game.ui.widgets import MIN_TEXT, fitted

if TYPE_CHECKING:
    from game.screens.kletterfrosch.frog_table import FrogTable


class PictureBar(TopBar[rules.KletterfroschGame, rules.Move]):
    """The top bar of one frog scene (no undo or hints in a dexterity game: the pause button only)."""

    def __init__(self, scene: FrogTable) -> None:
        super().__init__(scene.ctx, scene.flow, ())
        self.scene = scene

    def tool_rects(self) -> dict[str, pygame.Rect]:
        return {"pause": PAUSE_BUTTON.copy()}

    def chip_rect(self, i: int) -> pygame.Rect:
        """Seat `i`'s place in the picture bar."""
        return chip_rect(i, len(self.flow.match.seats))

    def toast_area(self) -> tuple[int, int, int, int]:
        """Messages go in the picture bar between the seats and the portrait to find when there is room (one or
        two seats); with more seats, onto the wall's top left corner, clear of the frog below and the bar above; in a
        lesson, away from the coach's card."""
        coach = self.scene.coach
        if coach is not None:  # a lesson: where the coach's card is not (issue 34, point 7)
            if coach.card_place == "top":
                return (round(VIEW.x) + 8, theme.H - 104, 480, 96)
            return (round(VIEW.x) + 8, 6, PORTRAIT_X - 52 - round(VIEW.x) - 8, TOP - 12)
        left = self.chip_rect(len(self.flow.match.seats) - 1).right + 10
        right = PORTRAIT_X - 52
        if right - left >= 300:
            return (left, 6, right - left, TOP - 12)
        return (round(VIEW.x) + 8, TOP + 8, 520, 96)

    def draw(
        self,
        surface: pygame.Surface,
        status_of: Callable[[int], str] | None = None,
        seat_icon: Callable[[int, int], pygame.Surface | None] | None = None,
        dots: int = 0,
    ) -> None:
        """Pictures only (the seats' words and icons of the common bar are not used)."""
        pygame.draw.rect(surface, theme.BG_DARK, (0, 0, theme.W, TOP))
        self.draw_tools(surface)
        won = self.scene.feedback.active(Celebration)
        if won is not None and (won.result != "delivered" or won.resident is None):
            won = None
        coach = self.scene.coach
        for i in range(len(self.flow.match.seats) if coach is None or coach.card_place != "top" else 0):
            self._draw_chip(surface, i, won if won is not None and won.flying else None)  # (a lesson's card: there)
        self._draw_portrait_and_pile(surface)
        self._draw_timer(surface, pygame.Rect(1170, 2, 64, TOP - 26))
        self._caption(surface, "kletterfrosch.bar.sand", 1202)
        if won is not None:  # over the bar: the portrait flies into it
            self._draw_delivered(surface, won)
        if self.scene.coach is not None:  # a lesson's card may lie across the bar (issue 34, point 7)
            self.scene.coach.draw_card(self.scene, surface)

    def _draw_chip(self, surface: pygame.Surface, i: int, flight: Celebration | None) -> None:
        scene, ctx, s = self.scene, self.ctx, self.flow.state
        seat = self.flow.match.seats[i]
        box = self.chip_rect(i)
        on = scene.acting_seat() == i or (scene.mode == "coop" and s.phase != "over")
        surface.blit(
            draw.panel(
                box.size, theme.PANEL_HI if on else theme.PANEL, 16, 4 if on else 0, theme.seat_colour(seat.colour)
            ),
            box,
        )
        m = seat_marker(i, seat, 36)
        surface.blit(m, m.get_rect(midleft=(box.x + 8, box.y + 24)))
        name = ctx.assets.text(seat_name(ctx, seat), theme.FONT_SMALL, theme.TEXT, bold=on)
        surface.blit(name, name.get_rect(midleft=(box.x + 50, box.y + 24)))
        won = s.won[i] if i < len(s.won) else ()
        if scene.mode == "coop" and i == 1:
            won = ()
        if flight is not None and i == flight.winner:
            won = won[:-1]  # the won portrait is still on its way to the chip
        for j, res in enumerate(won[:8]):
            surface.blit(art.portrait_card(res, 30), (box.x + 8 + j * 22, box.bottom - 36))
        if len(won) > 8 or (won and len(won) > 4):
            cnt = ctx.assets.text(f"×{len(won)}", theme.FONT_SMALL, theme.ACCENT, bold=True)
            surface.blit(cnt, cnt.get_rect(bottomright=(box.right - 8, box.bottom - 4)))
        if scene.mode == "coop":  # which string this player holds
            ar = art.arrow(True, 26, theme.seat_colour(seat.colour))
            surface.blit(ar, ar.get_rect(midright=(box.right - 8, box.y + 24)))
            side = ctx.assets.text("◀" if i == 0 else "▶", theme.FONT_BODY, theme.TEXT, bold=True)
            surface.blit(side, side.get_rect(midright=(box.right - 36, box.y + 24)))

    def _draw_portrait_and_pile(self, surface: pygame.Surface) -> None:
        scene, s = self.scene, self.flow.state
        if s.portrait is not None:  # the portrait to find and deliver
            card = art.portrait_card(s.portrait, 84)
            bob = 3 * math.sin(scene.clock * 3) if scene.ui in ("choose", "carry") and not scene.calm else 0
            surface.blit(card, card.get_rect(center=(PORTRAIT_X, TOP // 2 + bob)))
            b = art.ball(s.portrait, 14)
            surface.blit(b, b.get_rect(center=(PORTRAIT_X + 44, TOP // 2 + 28)))
        # the pile: a stack of card backs and how many are left
        left = max(0, len(s.pile) - (1 if s.portrait is not None else 0))
        for j in range(min(left, 5)):
            cb = art.card_back(52)
            surface.blit(cb, cb.get_rect(center=(1040 + j * 3, TOP // 2 - 6 - j * 3)))
        cnt = self.ctx.assets.text(f"×{left}", theme.FONT_LABEL, theme.TEXT, bold=True)
        surface.blit(cnt, cnt.get_rect(midleft=(1076, TOP // 2 - 6)))
        self._caption(surface, "kletterfrosch.bar.pile", 1072)

    def _caption(self, surface: pygame.Surface, key: str, centre_x: int) -> None:
        """A small word under a picture of the bar (the pile's count, the sand timer): what the picture counts."""
        img = fitted(self.ctx, self.ctx.t(key), 120, MIN_TEXT, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midbottom=(centre_x, TOP - 2)))

    def _draw_timer(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The sand timer: solo's one long timer, else this attempt's."""
        scene, w = self.scene, self.scene.world
        if scene.ui in ("carry", "replay", "celebrate"):
            frac = w.time_left / w.time_limit if w.time_limit > 0 else 0.0
            if scene.mode == "solo":
                frac = w.time_left / rules.SOLO_SECONDS
        elif scene.mode == "solo" and self.flow.state.time_left is not None:
            frac = self.flow.state.time_left / rules.SOLO_SECONDS
        else:
            frac = 1.0
        level = max(0, min(40, math.ceil(frac * 40)))
        urgent = scene.ui == "carry" and w.time_left <= TICK_FROM
        img = art.hourglass(level, box.size, 40, urgent)
        wobble = math.sin(scene.clock * 20) * 3 if urgent and not scene.calm else 0
        surface.blit(img, box.move(wobble, 0))

    def _draw_delivered(self, surface: pygame.Surface, flight: Celebration) -> None:
        """The won portrait flies from its window up to the winner's chip in a ring of sparkles (with reduced
        motion it stays still over the window it was delivered to)."""
        assert flight.resident is not None
        start = VIEW.pt(self.scene.castle.window(flight.window).center)
        if not flight.flying:
            draw.blit_center(surface, art.portrait_card(flight.resident, 120), start)
            return
        f = flight.progress
        end = self.chip_rect(flight.winner).midbottom
        x = start[0] + (end[0] - start[0]) * f * f
        y = start[1] + (end[1] - start[1]) * f * f - math.sin(math.pi * f) * 120
        card = art.portrait_card(flight.resident, round(140 - 80 * f))
        draw.blit_center(surface, card, (x, y))
        for j in range(8):  # a ring of sparkles
            a = j * math.pi / 4 + flight.t * 3
            rr = 60 + 80 * f
            m = draw.marker("star", theme.ACCENT, 26)
            draw.blit_center(surface, m, (start[0] + rr * math.cos(a), start[1] + rr * math.sin(a)))
