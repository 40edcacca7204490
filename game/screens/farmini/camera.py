"""One camera per farm: each farm fills its zone and zooms out smoothly as it grows; the farm of a player placing
a pen card makes room for the empty cells around it, so every place where the card fits is on screen."""
from __future__ import annotations

from typing import Any

import pygame

from game.rules import farmini
from game.screens.farmini.layout import HEADER, zone_rects
from game.ui.grids import FitView

TOKEN = 0.42  # an animal token's size, in cards


class FarmCameras:
    """The zones of the farms and the world -> screen view of each."""

    def __init__(self, players: int) -> None:
        self.zones = zone_rects(players)
        self.views: list[FitView] = []
        for z in self.zones:
            area = z.inflate(-16, -16)
            area.y += HEADER - 8
            area.h -= HEADER - 8
            self.views.append(FitView((area.x, area.y, area.w, area.h), max_scale=150 if players == 1 else 120))

    def fit(self, state: Any, placing: int | None, instant: bool = False) -> None:
        """Aim every camera at its farm; `placing`: the seat placing a pen card (its free edge shows too)."""
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
        """Ease every camera towards its fit (`instant`: jump, when the player asked for reduced motion)."""
        for view in self.views:
            view.update(dt, instant=instant)

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
