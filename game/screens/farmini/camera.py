"""One camera per farm: each farm fills its zone and zooms out smoothly as it grows; the farm of a player placing
a pen card makes room for the empty cells around it, so every place where the card fits is on screen. With three or
four players the zones move too: the farm being played grows large and the others shrink beside it (issue 23)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.rules import farmini
from game.screens.farmini.layout import FARMS, HEADER, LESSON_FARMS, zone_rects
from game.ui.grids import FitView

TOKEN = 0.42  # an animal token's size, in cards
MAX_SCALE, MAX_SCALE_SOLO, MAX_SCALE_LARGE = 120, 150, 170  # px per card at most: a small farm is not blown up
ZONE_SPEED = 7.0  # how fast a zone eases to its new place (per second, exponential)


class FarmCameras:
    """The zones of the farms and the world -> screen view of each."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.farms = FARMS  # the screen's side for the farms (less a coach's column in a lesson)
        self.active: int | None = 0 if players > 2 else None
        self.goals = zone_rects(players, self.active)  # where each zone is going
        self.zones = [z.copy() for z in self.goals]  # where each zone is now (eased towards its goal)
        self._now = [tuple(map(float, z)) for z in self.zones]
        self.views = [
            FitView(self._area(z), max_scale=MAX_SCALE_SOLO if players == 1 else MAX_SCALE) for z in self.zones
        ]
        self.arrange(self.active, force=True)

    @staticmethod
    def _area(zone: pygame.Rect) -> tuple[float, float, float, float]:
        area = zone.inflate(-16, -16)
        return (area.x, area.y + HEADER - 8, area.w, area.h - HEADER + 8)

    def arrange(self, active: int | None, force: bool = False) -> None:
        """The farm being played (`active`; None once the game is over) takes the large zone, and may be drawn
        bigger than the others."""
        if self.players > 2 and (force or active != self.active):
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

    def fit(self, state: Any, placing: int | None, instant: bool = False, shown: int | None = -1) -> None:
        """Aim every camera at its farm; `placing`: the seat placing a pen card (its free edge shows too);
        `shown`: the farm shown large (by default the one of the seat to move)."""
        active = state.to_move if shown == -1 else shown
        self.arrange(active)
        if active is None and self.players > 2:
            instant = True  # the game is over: the results come up now, over farms already in their grid
        if instant:
            self._move_zones(1.0)
        for seat, view in enumerate(self.views):
            farm = state.farms[seat]
            cells = list(farm)
            pad = 0.2
            if seat == placing:
                cells += farmini.frontier(farm)
                pad = 0.05
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
            if max(abs(a - b) for a, b in zip(now, map(float, goal), strict=True)) < 0.5:
                now = tuple(map(float, goal))
            self._now[seat] = now
            self.zones[seat] = pygame.Rect(*map(round, now))
            self.views[seat].area = self._area(self.zones[seat])

    def card_rect(self, seat: int, cell: tuple[int, int]) -> pygame.Rect:
        """Where the card at `cell` of `seat`'s farm lies on screen."""
        view = self.views[seat]
        x, y = view.to_screen((cell[0], cell[1]))
        x2, y2 = view.to_screen((cell[0] + 1, cell[1] + 1))
        return pygame.Rect(round(x), round(y), max(4, round(x2) - round(x)), max(4, round(y2) - round(y)))

    def area(self, seat: int) -> pygame.Rect:
        """The part of the zone the farm's cards are drawn in."""
        return pygame.Rect(*map(round, self.views[seat].area))

    def token_size(self, seat: int) -> float:
        """An animal token's size on `seat`'s farm, px (at least 10)."""
        return max(10, self.views[seat].scale * TOKEN)
