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
    BAR_INSET,
    BAR_RIGHT,
    PAUSE_BUTTON,
    PORTRAIT_X,
    TOP,
    VIEW,
    WALL_INSET,
    chip_rect,
)
from game.ui import draw, theme
from game.ui.seats import seat_marker, seat_name
from game.ui.widgets import MIN_TEXT, fitted

if TYPE_CHECKING:
    from game.screens.kletterfrosch.frog_table import FrogTable

# Where messages go (toast_area): in the bar when it has room between the seats' chips and the portrait to find,
# else over the wall's top left corner; in a lesson whose card lies across the bar, over the wall's foot.
TOAST_X = round(VIEW.x) + WALL_INSET
TOAST_FOOT = (TOAST_X, theme.H - 104, 480, 96)
TOAST_WALL = (TOAST_X, TOP + 8, 520, 96)
TOAST_IN_BAR = 300  # px between the chips and the portrait that a message needs
TOAST_CHIP_GAP = 10  # a message in the bar keeps this far right of the last chip
# A seat's chip: its marker and name on one line, the portraits it won along its foot.
CHIP_RADIUS, CHIP_EDGE = 16, 4  # the acting seat's chip is edged in its colour (the others have no edge)
CHIP_MARKER = 36
CHIP_PAD = 8  # the marker, the won portraits and the count keep this far inside the chip
CHIP_LINE = 24  # the marker and name line's middle, below the chip's top
CHIP_NAME_X = 50
WON_SHOWN = 8  # the won portraits shown at most (with their count once there are more than WON_COUNTED)
WON_COUNTED = 4
WON_CARD, WON_STEP = 30, 22  # a won portrait's size, and the step to the next (they overlap)
WON_RAISE = 36  # the won portraits' top, above the chip's bottom
COUNT_RAISE = 4  # the count's bottom, above the chip's bottom
STRING_ARROW = 26  # co-op: the arrow of the string this player holds, at the chip's right
STRING_SIDE_X = 36  # and the side's ◀ or ▶ left of it, from the chip's right
# The portrait to find, bobbing, with its resident's ball; the pile of card backs with how many are left.
PORTRAIT = 84
BOB, BOB_SPEED = 3, 3  # px, and radians a second
BALL, BALL_AT = 14, (44, 28)  # the ball's size, and its centre from the portrait's
PILE_X, PILE_SHOWN, PILE_STEP = 1040, 5, 3  # the first card back's centre, how many are drawn, each this far up-right
PILE_CARD = 52
PILE_RAISE = 6  # the pile's middle, above the bar's
PILE_COUNT_X = 1076  # the count's left edge
PILE_CAPTION_X = 1072
CAPTION_W = 120  # a caption under a picture of the bar is fitted to this width
SAND = pygame.Rect(1170, 2, 64, TOP - 26)  # the sand timer
WOBBLE, WOBBLE_SPEED = 3, 20  # the sand timer shakes when time runs short: px, radians a second
# A delivered portrait flies home to its winner's chip, shrinking, in a ring of sparkles.
FLIGHT_STILL = 120  # with reduced motion, it shows this big over its window
FLIGHT_CARD, FLIGHT_SHRINK = 140, 80  # its size at the start, and how much it loses by the end
FLIGHT_ARC = 120  # how high above the straight way it flies
SPARKLES, SPARKLE, SPARKLE_SPIN = 8, 26, 3  # how many, their size, and their turn (radians a second)
SPARKLE_RING, SPARKLE_SPREAD = 60, 80  # the ring's radius at the start, and how much it grows by the end


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
                return TOAST_FOOT
            return (TOAST_X, BAR_INSET, BAR_RIGHT - TOAST_X, TOP - 2 * BAR_INSET)
        left = self.chip_rect(len(self.flow.match.seats) - 1).right + TOAST_CHIP_GAP
        if BAR_RIGHT - left >= TOAST_IN_BAR:
            return (left, BAR_INSET, BAR_RIGHT - left, TOP - 2 * BAR_INSET)
        return TOAST_WALL

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
        self._draw_timer(surface, SAND.copy())
        self._caption(surface, "kletterfrosch.bar.sand", SAND.centerx)
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
                box.size,
                theme.PANEL_HI if on else theme.PANEL,
                CHIP_RADIUS,
                CHIP_EDGE if on else 0,
                theme.seat_colour(seat.colour),
            ),
            box,
        )
        line = box.y + CHIP_LINE
        m = seat_marker(i, seat, CHIP_MARKER)
        surface.blit(m, m.get_rect(midleft=(box.x + CHIP_PAD, line)))
        name = ctx.assets.text(seat_name(ctx, seat), theme.FONT_SMALL, theme.TEXT, bold=on)
        surface.blit(name, name.get_rect(midleft=(box.x + CHIP_NAME_X, line)))
        won = s.won[i] if i < len(s.won) else ()
        if scene.mode == "coop" and i == 1:
            won = ()
        if flight is not None and i == flight.winner:
            won = won[:-1]  # the won portrait is still on its way to the chip
        for j, res in enumerate(won[:WON_SHOWN]):
            surface.blit(art.portrait_card(res, WON_CARD), (box.x + CHIP_PAD + j * WON_STEP, box.bottom - WON_RAISE))
        if len(won) > WON_COUNTED:
            cnt = ctx.assets.text(f"×{len(won)}", theme.FONT_SMALL, theme.ACCENT, bold=True)
            surface.blit(cnt, cnt.get_rect(bottomright=(box.right - CHIP_PAD, box.bottom - COUNT_RAISE)))
        if scene.mode == "coop":  # which string this player holds
            ar = art.arrow(True, STRING_ARROW, theme.seat_colour(seat.colour))
            surface.blit(ar, ar.get_rect(midright=(box.right - CHIP_PAD, line)))
            side = ctx.assets.text("◀" if i == 0 else "▶", theme.FONT_BODY, theme.TEXT, bold=True)
            surface.blit(side, side.get_rect(midright=(box.right - STRING_SIDE_X, line)))

    def _draw_portrait_and_pile(self, surface: pygame.Surface) -> None:
        scene, s = self.scene, self.flow.state
        if s.portrait is not None:  # the portrait to find and deliver
            card = art.portrait_card(s.portrait, PORTRAIT)
            bobbing = scene.ui in ("choose", "carry") and not scene.calm
            bob = BOB * math.sin(scene.clock * BOB_SPEED) if bobbing else 0
            surface.blit(card, card.get_rect(center=(PORTRAIT_X, TOP // 2 + bob)))
            b = art.ball(s.portrait, BALL)
            surface.blit(b, b.get_rect(center=(PORTRAIT_X + BALL_AT[0], TOP // 2 + BALL_AT[1])))
        # the pile: a stack of card backs and how many are left
        left = max(0, len(s.pile) - (1 if s.portrait is not None else 0))
        for j in range(min(left, PILE_SHOWN)):
            cb = art.card_back(PILE_CARD)
            surface.blit(cb, cb.get_rect(center=(PILE_X + j * PILE_STEP, TOP // 2 - PILE_RAISE - j * PILE_STEP)))
        cnt = self.ctx.assets.text(f"×{left}", theme.FONT_LABEL, theme.TEXT, bold=True)
        surface.blit(cnt, cnt.get_rect(midleft=(PILE_COUNT_X, TOP // 2 - PILE_RAISE)))
        self._caption(surface, "kletterfrosch.bar.pile", PILE_CAPTION_X)

    def _caption(self, surface: pygame.Surface, key: str, centre_x: int) -> None:
        """A small word under a picture of the bar (the pile's count, the sand timer): what the picture counts."""
        img = fitted(self.ctx, self.ctx.t(key), CAPTION_W, MIN_TEXT, theme.TEXT_DIM)
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
        level = max(0, min(art.HOURGLASS_STEPS, math.ceil(frac * art.HOURGLASS_STEPS)))
        urgent = scene.ui == "carry" and w.time_left <= TICK_FROM
        img = art.hourglass(level, box.size, art.HOURGLASS_STEPS, urgent)
        wobble = math.sin(scene.clock * WOBBLE_SPEED) * WOBBLE if urgent and not scene.calm else 0
        surface.blit(img, box.move(wobble, 0))

    def _draw_delivered(self, surface: pygame.Surface, flight: Celebration) -> None:
        """The won portrait flies from its window up to the winner's chip in a ring of sparkles (with reduced
        motion it stays still over the window it was delivered to)."""
        assert flight.resident is not None
        start = VIEW.pt(self.scene.castle.window(flight.window).center)
        if not flight.flying:
            draw.blit_center(surface, art.portrait_card(flight.resident, FLIGHT_STILL), start)
            return
        f = flight.progress
        end = self.chip_rect(flight.winner).midbottom
        x = start[0] + (end[0] - start[0]) * f * f
        y = start[1] + (end[1] - start[1]) * f * f - math.sin(math.pi * f) * FLIGHT_ARC
        card = art.portrait_card(flight.resident, round(FLIGHT_CARD - FLIGHT_SHRINK * f))
        draw.blit_center(surface, card, (x, y))
        for j in range(SPARKLES):  # a ring of sparkles
            a = j * 2 * math.pi / SPARKLES + flight.t * SPARKLE_SPIN
            rr = SPARKLE_RING + SPARKLE_SPREAD * f
            m = draw.marker("star", theme.ACCENT, SPARKLE)
            draw.blit_center(surface, m, (start[0] + rr * math.cos(a), start[1] + rr * math.sin(a)))
