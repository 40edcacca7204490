"""One camera per farm: each farm fills its zone; the farm being played (the large one) always makes room for the
empty cells around it, so every place where a card may go is on screen before a card is picked and picking one
moves nothing (issue 34, point 18: the place a hint marked stayed where it was tapped). Its cards never shrink below
a child's tap (MIN_SCALE): a farm grown larger than its zone shows a part of itself and slides to what is pointed
at, the hint, the last card laid, or along an edge where the mouse rests. With any number of players the farm
being played is large and the others small beside it (issue 23)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.rules import farmini
from game.screens.farmini.layout import FARMS, HEADER, LESSON_FARMS, zone_rects
from game.ui.grids import FitView

Point = tuple[float, float]
Bounds = tuple[float, float, float, float]  # world left, top, right, bottom (in cards)

TOKEN = 0.42  # an animal token's size, in cards
MAX_SCALE, MAX_SCALE_SOLO, MAX_SCALE_LARGE = 120, 150, 170  # px per card at most: a small farm is not blown up
MIN_SCALE = 84  # px per card on the farm being played, at least: a trough (half a card) stays a child's tap
WHOLE = 0.9  # ...unless this much of it shows the whole farm (sliding for a sliver would only puzzle)
ZONE_SPEED = 7.0  # how fast a zone eases to its new place (per second, exponential)
EDGE = 48  # px from an edge of the farm being played where a resting mouse slides the farm along
PAN_SPEED = 4.0  # cards per second the farm slides under a mouse resting at its edge
MARGIN = 0.12  # cards kept clear round what is brought into view
TINY = 1e-6  # cards: a farm's size never taken as zero (a fit divides by it)
SLIVER = 0.05  # cards: a farm overflowing its view by no more than this shows no "more this way" arrow
INSET = 8  # px the farm's area keeps inside its zone, each side
PAD, PAD_PLAYED = 0.2, 0.05  # cards round a farm fitted to its area (the one being played shows its frontier too)
LEAST_CARD = 4  # px: a card's side on screen, at least
LEAST_TOKEN = 10  # px: an animal token's size, at least
SETTLED = 0.5  # px: a zone this close to its goal is there


class FarmView(FitView):
    """A FitView whose cards may have a least size: a farm too large for its area at that size is shown in part,
    centred where it is wanted (`want`, kept inside the farm), instead of shrinking."""

    def __init__(self, area: tuple[float, float, float, float], max_scale: float) -> None:
        super().__init__(area, max_scale=max_scale)
        self.bounds: Bounds = (0.0, 0.0, 1.0, 1.0)
        self.want: Point | None = None  # the world point wanted at the area's centre (None: the farm's middle)

    def fit(self, world: Bounds, instant: bool = False, around: Point | None = None) -> None:
        """Aim at the world box (`around`: where to centre a farm too large to show whole; else where it was
        wanted, else its middle)."""
        if around is not None:
            self.want = around
        left, top, right, bottom = self.bounds = world
        _ax, _ay, aw, ah = self.area
        scale = min(aw / max(right - left, TINY), ah / max(bottom - top, TINY), self.max_scale)
        if scale < self.min_scale * WHOLE:  # a little smaller shows it whole; much smaller would not be tapped
            scale = min(self.min_scale, self.max_scale)
        first = self._goal is None
        self._world = world  # (the base's own panning reads it)
        self._goal = (scale, self.clamped(self.want, scale))
        if instant or first:
            self.scale, self.focus = self._goal

    def clamped(self, want: Point | None, scale: float) -> Point:
        """The centre shown at `scale`: the farm's middle along a side where it fits, else `want` moved no further
        than keeps the area over the farm."""
        left, top, right, bottom = self.bounds
        _ax, _ay, aw, ah = self.area
        out = []
        for k, (lo, hi, span) in enumerate(((left, right, aw), (top, bottom, ah))):
            half = span / 2 / scale
            if hi - lo <= 2 * half or want is None:
                out.append((lo + hi) / 2)
            else:
                out.append(min(max(want[k], lo + half), hi - half))
        return out[0], out[1]

    @property
    def goal(self) -> tuple[float, Point]:
        return self._goal if self._goal is not None else (self.scale, self.focus)

    def seen(self) -> Bounds:
        """The part of the world the area shows once the camera has eased to its goal."""
        scale, (fx, fy) = self.goal
        _ax, _ay, aw, ah = self.area
        return (fx - aw / 2 / scale, fy - ah / 2 / scale, fx + aw / 2 / scale, fy + ah / 2 / scale)

    def bring(self, box: Bounds) -> None:
        """Slide no further than needed for the world box (with a margin) to be in view."""
        scale, focus = self.goal
        seen = self.seen()
        want = list(self.want or focus)
        for k in (0, 1):
            lo, hi = box[k] - MARGIN, box[k + 2] + MARGIN
            if hi - lo > seen[k + 2] - seen[k]:
                want[k] = (lo + hi) / 2
            elif lo < seen[k]:
                want[k] = focus[k] - (seen[k] - lo)
            elif hi > seen[k + 2]:
                want[k] = focus[k] + (hi - seen[k + 2])
            else:
                want[k] = focus[k]
        self.want = self.clamped((want[0], want[1]), scale)
        self._goal = (scale, self.want)

    def slide(self, dx: float, dy: float) -> None:
        """Slide the view by (dx, dy) cards (kept over the farm)."""
        scale, focus = self.goal
        self.want = self.clamped((focus[0] + dx, focus[1] + dy), scale)
        self._goal = (scale, self.want)

    def beyond(self) -> set[str]:
        """The sides ("left", "right", "up", "down") past which some of the farm lies out of view."""
        (seen_left, seen_top, seen_right, seen_bottom), (left, top, right, bottom) = self.seen(), self.bounds
        overflow = (
            ("left", seen_left - left),
            ("up", seen_top - top),
            ("right", right - seen_right),
            ("down", bottom - seen_bottom),
        )
        # (a farm shown at MIN_SCALE overflows by more than a sliver: see WHOLE)
        return {side for side, far in overflow if far > SLIVER}


class FarmCameras:
    """The zones of the farms and the world -> screen view of each."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.farms = FARMS  # the screen's side for the farms (less a coach's column in a lesson)
        self.active: int | None = 0 if players > 1 else None
        self.goals = zone_rects(players, self.active)  # where each zone is going
        self.zones = [z.copy() for z in self.goals]  # where each zone is now (eased towards its goal)
        self._now = [tuple(map(float, z)) for z in self.zones]
        self.views = [
            FarmView(self._area(z), max_scale=MAX_SCALE_SOLO if players == 1 else MAX_SCALE) for z in self.zones
        ]
        self.arrange(self.active, force=True)

    @staticmethod
    def _area(zone: pygame.Rect) -> tuple[float, float, float, float]:
        area = zone.inflate(-2 * INSET, -2 * INSET)
        return (area.x, area.y + HEADER - INSET, area.w, area.h - HEADER + INSET)

    def arrange(self, active: int | None, force: bool = False) -> None:
        """The farm being played (`active`; None once the game is over) takes the large zone, and may be drawn
        bigger than the others."""
        if self.players > 1 and (force or active != self.active):
            self.active = active
            self.goals = zone_rects(self.players, active, self.farms)
            for seat, view in enumerate(self.views):
                view.max_scale = MAX_SCALE_LARGE if seat == active else MAX_SCALE

    def leave_room_for_coach(self) -> None:
        """A lesson: the farms keep clear of the coach's card at their right (at once, before anything is seen)."""
        if self.farms is not LESSON_FARMS:
            self.farms = LESSON_FARMS
            self.goals = zone_rects(self.players, self.active, self.farms)
            self._move_zones(1.0)

    def fit(self, state: Any, instant: bool = False, shown: int | None = -1) -> None:
        """Aim every camera at its farm; `shown`: the farm being played (by default the seat to move's): it shows
        the places around it and keeps its cards a tap's size."""
        played = state.to_move if shown == -1 else shown
        self.arrange(played)
        if played is None and self.players > 1:
            instant = True  # the game is over: the results come up now, over farms already in their grid
        if instant:
            self._move_zones(1.0)
        for seat, view in enumerate(self.views):
            farm = state.farms[seat]
            cells = list(farm)
            pad = PAD
            if seat == played and not state.is_over:
                cells += farmini.frontier(farm)
                pad = PAD_PLAYED
            view.min_scale = MIN_SCALE if seat == played else 0.0
            xs = [c[0] for c in cells]
            ys = [c[1] for c in cells]
            view.fit((min(xs) - pad, min(ys) - pad, max(xs) + 1 + pad, max(ys) + 1 + pad), instant)

    def update(self, dt: float, instant: bool) -> None:
        """Ease every zone to its place and every camera towards its fit (`instant`: jump, when the player asked
        for reduced motion)."""
        self._move_zones(1.0 if instant else 1.0 - math.exp(-ZONE_SPEED * dt))
        for view in self.views:
            view.update(dt, instant=instant)

    @property
    def moving(self) -> bool:
        """A zone or a camera is still easing to its place."""
        return any(tuple(map(float, goal)) != now for goal, now in zip(self.goals, self._now)) or any(
            view.moving for view in self.views
        )

    def _move_zones(self, k: float) -> None:
        """Every zone `k` of the way to its goal (1: there)."""
        for seat, goal in enumerate(self.goals):
            now = tuple(a + (b - a) * k for a, b in zip(self._now[seat], map(float, goal), strict=True))
            if max(abs(a - b) for a, b in zip(now, map(float, goal), strict=True)) < SETTLED:
                now = tuple(map(float, goal))
            self._now[seat] = now
            self.zones[seat] = pygame.Rect(*map(round, now))
            self.views[seat].area = self._area(self.zones[seat])

    # ---- a farm larger than its zone: what is in view ----------------------------------------------------------
    def bring(self, seat: int, cells: list[tuple[int, int]]) -> None:
        """Slide `seat`'s farm so these cells are in view (as far as they fit)."""
        if cells:
            xs, ys = [c[0] for c in cells], [c[1] for c in cells]
            self.views[seat].bring((min(xs), min(ys), max(xs) + 1, max(ys) + 1))

    def edge_slide(self, seat: int, pointer: Point | None, dt: float) -> None:
        """A mouse resting near an edge of the farm's area, with more farm past it, slides the farm that way."""
        if pointer is None:
            return
        area = self.area(seat)
        if not area.collidepoint(pointer):
            return
        beyond = self.views[seat].beyond()
        x, y = pointer
        dx = -1 if x < area.x + EDGE and "left" in beyond else 1 if x > area.right - EDGE and "right" in beyond else 0
        dy = -1 if y < area.y + EDGE and "up" in beyond else 1 if y > area.bottom - EDGE and "down" in beyond else 0
        if dx or dy:
            self.views[seat].slide(dx * PAN_SPEED * dt, dy * PAN_SPEED * dt)

    def beyond(self, seat: int) -> set[str]:
        """The edges of `seat`'s area past which some of its farm lies."""
        return self.views[seat].beyond()

    def visible(self, seat: int, rect: pygame.Rect) -> bool:
        """Is the middle of `rect` inside `seat`'s area (so a tap there may mean it)?"""
        return self.area(seat).collidepoint(rect.center)

    # ---- where things are ----------------------------------------------------------------------------------------
    def card_rect(self, seat: int, cell: tuple[int, int]) -> pygame.Rect:
        """Where the card at `cell` of `seat`'s farm lies on screen."""
        view = self.views[seat]
        x, y = view.to_screen((cell[0], cell[1]))
        x2, y2 = view.to_screen((cell[0] + 1, cell[1] + 1))
        w, h = max(LEAST_CARD, round(x2) - round(x)), max(LEAST_CARD, round(y2) - round(y))
        return pygame.Rect(round(x), round(y), w, h)

    def area(self, seat: int) -> pygame.Rect:
        """The part of the zone the farm's cards are drawn in."""
        return pygame.Rect(*map(round, self.views[seat].area))

    def token_size(self, seat: int) -> float:
        """An animal token's size on `seat`'s farm, px (at least LEAST_TOKEN)."""
        return max(LEAST_TOKEN, self.views[seat].scale * TOKEN)
