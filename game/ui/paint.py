"""Painting helpers shared by the screens and the asset recipes (tools/make_assets.py, tools/assets/<name>.py).

Smooth shapes come from supersampling: draw `scale` times larger on a `canvas`, then `shrink` it to the real
size, which antialiases every edge. `Painter` does that for whole pictures, in final-image pixel units; the
pictures' shared vocabulary drawn with it (discs, confetti, arrows, badges, crosses and ticks, the help pictures'
card) is game/ui/shared_art.py. Nothing here belongs to one game.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable

import pygame

SS = 4  # the default supersampling factor
TILE_SIZE = (512, 320)  # a game's menu tile
HELP_SIZE = (440, 360)  # a rules-help picture
Colour = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

FULL = 255  # a colour channel at full: white's channels, an opaque alpha
ALPHA = 3  # where a colour of four channels keeps its alpha, after its red, green and blue
PATH_ROOM = 4  # pixels of room around a translucent path's layer, past its width, for its round caps
ARC_STEPS = 40  # straight pieces an arc is drawn with
STAR_POINTS, STAR_INNER = 5, 0.45  # a star's points, and its inner corners' distance as a share of its radius

INK: Colour = (58, 46, 52)
SHADOW: Colour = (40, 24, 20, 70)


# ---- supersampling and colours ----------------------------------------------------------------------------------


def canvas(size: tuple[int, int], scale: int = SS) -> pygame.Surface:
    """A clear surface `scale` times `size` to draw on; `shrink` it to `size` when done."""
    return pygame.Surface((size[0] * scale, size[1] * scale), pygame.SRCALPHA)


def shrink(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """A supersampled drawing smooth-scaled down to its real size."""
    return pygame.transform.smoothscale(big, size)


def supersampled(size: tuple[int, int], paint: Callable[[pygame.Surface], None], scale: int = SS) -> pygame.Surface:
    """`paint` draws on a canvas `scale` times `size`; the result is that drawing at `size`, antialiased."""
    big = canvas(size, scale)
    paint(big)
    return shrink(big, size)


def rgb(colour: Colour) -> tuple[int, int, int]:
    """The colour without its alpha."""
    return colour[0], colour[1], colour[2]


def translucent(colour: Colour) -> bool:
    """The colour has an alpha short of opaque."""
    return len(colour) > ALPHA and colour[ALPHA] < FULL


def shade(colour: Colour, k: float) -> tuple[int, int, int]:
    """Lighter (k > 0: that share of the way to white) or darker (k < 0: that share of the way to black)."""
    if k >= 0:
        return tuple(round(c + (FULL - c) * k) for c in rgb(colour))  # type: ignore[return-value]
    return tuple(round(c * (1 + k)) for c in rgb(colour))  # type: ignore[return-value]


# ---- the picture canvas -----------------------------------------------------------------------------------------


class Painter:
    """Draws in final-image pixel units onto an SS-times larger surface; `result()` is the finished picture."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = SS
        self.surf = canvas(size, SS)
        self._scratch: pygame.Surface | None = None  # one clear layer for translucent shapes, kept clear

    def px(self, p: Point) -> tuple[int, int]:
        """A point in picture units as a pixel of the big surface."""
        return round(p[0] * SS), round(p[1] * SS)

    def _layer(self) -> pygame.Surface:
        if self._scratch is None:
            self._scratch = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        return self._scratch

    def gradient(self, top: Colour, bottom: Colour) -> None:
        """Fill with a vertical gradient."""
        h = self.surf.get_height()
        for y in range(h):
            t = y / (h - 1)
            c = tuple(round(a + (b - a) * t) for a, b in zip(rgb(top), rgb(bottom)))
            pygame.draw.line(self.surf, c, (0, y), (self.surf.get_width(), y))

    def _target(self, colour: Colour) -> tuple[pygame.Surface, bool]:
        # translucent colours are drawn on a layer and blended, so overlaps do not double up
        if translucent(colour):
            return self._layer(), True
        return self.surf, False

    def _blend(self, layer: pygame.Surface, colour: Colour, area: pygame.Rect) -> None:
        """Blend the shape drawn on the layer within `area` (what the draw calls touched), then clear it there:
        the same picture as blending the whole layer, at the cost of the shape's size, not the picture's."""
        area = area.clip(layer.get_rect())
        layer.set_alpha(colour[ALPHA])
        self.surf.blit(layer, area.topleft, area)
        layer.fill((0, 0, 0, 0), area)

    def circle(self, c: Point, r: float, colour: Colour, width: float = 0) -> None:
        """Filled circle (or ring of the given width)."""
        target, alpha = self._target(colour)
        col = rgb(colour) if alpha else colour
        area = pygame.draw.circle(target, col, self.px(c), round(r * SS), round(width * SS))
        if alpha:
            self._blend(target, colour, area)

    def ellipse(self, c: Point, rx: float, ry: float, colour: Colour, width: float = 0) -> None:
        """Filled ellipse centred on c."""
        target, alpha = self._target(colour)
        col = rgb(colour) if alpha else colour
        rect = pygame.Rect(0, 0, round(2 * rx * SS), round(2 * ry * SS))
        rect.center = self.px(c)
        area = pygame.draw.ellipse(target, col, rect, round(width * SS))
        if alpha:
            self._blend(target, colour, area)

    def rect(self, r: tuple[float, float, float, float], colour: Colour, radius: float = 0, width: float = 0) -> None:
        """Rectangle (x, y, w, h), optionally rounded."""
        target, alpha = self._target(colour)
        col = rgb(colour) if alpha else colour
        x, y, w, h = r
        area = pygame.draw.rect(
            target,
            col,
            pygame.Rect(round(x * SS), round(y * SS), round(w * SS), round(h * SS)),
            round(width * SS),
            border_radius=round(radius * SS),
        )
        if alpha:
            self._blend(target, colour, area)

    def polygon(self, pts: Iterable[Point], colour: Colour, width: float = 0) -> None:
        """Polygon through pts."""
        target, alpha = self._target(colour)
        col = rgb(colour) if alpha else colour
        area = pygame.draw.polygon(target, col, [self.px(p) for p in pts], round(width * SS))
        if alpha:
            self._blend(target, colour, area)

    def line(self, a: Point, b: Point, colour: Colour, width: float) -> None:
        """Thick line with round caps."""
        self.polyline([a, b], colour, width)

    def polyline(self, pts: list[Point], colour: Colour, width: float) -> None:
        """Thick open path with round joints."""
        w = max(1, round(width * SS))
        scaled = [self.px(p) for p in pts]
        if not scaled:
            return
        if translucent(colour):
            # A translucent path is drawn on a layer just its size (a shadow under a gate, say), then blended.
            xs, ys = [x for x, _ in scaled], [y for _, y in scaled]
            area = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1).inflate(
                w + PATH_ROOM, w + PATH_ROOM
            )
            layer = pygame.Surface(area.size, pygame.SRCALPHA)
            self._path(layer, rgb(colour), [(x - area.x, y - area.y) for x, y in scaled], w)
            layer.set_alpha(colour[ALPHA])
            self.surf.blit(layer, area.topleft)
        else:
            self._path(self.surf, colour, scaled, w)

    @staticmethod
    def _path(target: pygame.Surface, colour: Colour, pts: list[tuple[int, int]], w: int) -> None:
        for a, b in itertools.pairwise(pts):
            pygame.draw.line(target, colour, a, b, w)
        for p in pts:
            pygame.draw.circle(target, colour, p, w // 2)

    def arc(
        self, c: Point, r: float, start: float, stop: float, colour: Colour, width: float, steps: int = ARC_STEPS
    ) -> None:
        """Circular arc from angle start to stop (radians, y down)."""
        pts = [
            (
                c[0] + r * math.cos(start + (stop - start) * k / steps),
                c[1] + r * math.sin(start + (stop - start) * k / steps),
            )
            for k in range(steps + 1)
        ]
        self.polyline(pts, colour, width)

    def star(
        self,
        c: Point,
        r: float,
        colour: Colour,
        points: int = STAR_POINTS,
        inner: float = STAR_INNER,
        turn: float = -math.pi / 2,
    ) -> None:
        """Filled star."""
        pts = []
        for k in range(points * 2):
            rr = r if k % 2 == 0 else r * inner
            a = turn + math.pi * k / points
            pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
        self.polygon(pts, colour)

    def result(self) -> pygame.Surface:
        """The finished image at its real size."""
        return shrink(self.surf, self.size)
