"""Where the frog's coach card goes (issue 34, point 7): never over what the step is about. Its first place is wide
and short across the top, over the seats' chips and the wall's band above the highest windows (no window of any
castle reaches it); when the frog climbs into that band, or what the coach points at lies there, it moves to the
wall's foot, as wide as the wall and as low as the ground, below the lowest windows (over the throne and the pond:
the frog is high up then). It stays where it is while it covers nothing that matters, so it never flickers."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.screens.kletterfrosch import art
from game.screens.kletterfrosch.view import BAR_INSET, BAR_RIGHT, PAUSE_BUTTON, VIEW
from game.ui import theme

if TYPE_CHECKING:
    from game.physics.kletterfrosch import World
    from game.screens.kletterfrosch.view import DoorView

TOP_LEFT = PAUSE_BUTTON.right + 12  # the pause button stays in sight
TOP_RIGHT = BAR_RIGHT  # the portrait to find, the cards left and the sand timer stay in sight
TOP_Y = BAR_INSET
FOOT_BOTTOM = theme.H - 8
FOOT_INSET = 6  # at the wall's foot the card keeps this far inside the wall's sides
BALL_ROOM = 36  # the ball carried, as a square this wide round its centre
FROG_ROOM = 24  # px kept clear round the frog and its ball
PLACES = ("top", "foot")


def widths() -> dict[str, int]:
    """How wide the card is in each place (its lines are wrapped to it)."""
    return {"top": TOP_RIGHT - TOP_LEFT, "foot": _foot_width()}


def _foot_width() -> int:
    return round(VIEW.screen_rect.w) - 2 * FOOT_INSET


def rect_in(place: str, height: int) -> pygame.Rect:
    """The card `height` px tall in `place` (at the top it grows down from the bar; at the wall's foot it grows up
    from the ground)."""
    if place == "top":
        return pygame.Rect(TOP_LEFT, TOP_Y, TOP_RIGHT - TOP_LEFT, height)
    return pygame.Rect(round(VIEW.x) + FOOT_INSET, FOOT_BOTTOM - height, _foot_width(), height)


def frog_rect(w: World) -> pygame.Rect:
    """The frog and the ball it carries in the world `w`, on screen, with a little room round them."""
    frog = art.frog(VIEW.scale, w.frog_angle, w.castle.cup_depth).get_rect(center=VIEW.pt(w.frog_position))
    bx, by = VIEW.pt(w.ball_position)
    ball = pygame.Rect(0, 0, BALL_ROOM, BALL_ROOM)
    ball.topleft = (round(bx) - BALL_ROOM // 2, round(by) - BALL_ROOM // 2)
    return frog.union(ball).inflate(FROG_ROOM, FROG_ROOM)


def hidden(rect: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """How many pixels of `rects` a card at `rect` hides."""
    return sum(c.w * c.h for c in (rect.clip(r) for r in rects))


def choose(
    world: World, view: DoorView, now: str, heights: dict[str, int], targets: list[pygame.Rect]
) -> tuple[str, pygame.Rect]:
    """The place for the card this frame (`now`: where it was), and its rectangle. `heights`: its height in each
    place (its lines wrap to each place's width). It leaves a place only when it would hide the frog (in `world`)
    or a target there, for the place that hides the least of them, then of the windows (the doors of `view`)."""
    subjects = [frog_rect(world), *targets]
    rects = {p: rect_in(p, heights[p]) for p in PLACES}
    if not hidden(rects.get(now, rects["top"]), subjects) and now in rects:
        return now, rects[now]
    windows = [view.cell_rect(i) for i in view.cells()]
    best = min(PLACES, key=lambda p: (hidden(rects[p], subjects), hidden(rects[p], windows), PLACES.index(p)))
    return best, rects[best]
