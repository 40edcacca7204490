"""Painting helpers shared by the screens and the asset recipes (tools/make_assets.py, tools/assets/<name>.py).

Smooth shapes come from supersampling: draw `scale` times larger on a `canvas`, then `shrink` it to the real
size, which antialiases every edge. `Painter` does that for whole pictures, in final-image pixel units, and the
functions below it are the pictures' shared vocabulary: discs, confetti, arrows, badges, crosses and ticks, the
help pictures' card. Nothing here belongs to one game.
"""

from __future__ import annotations

import itertools
import math
import random
import zlib
from collections.abc import Callable, Iterable

import pygame

import game
from game.core.assets import FONT_FILES

SS = 4  # the default supersampling factor
TILE_SIZE = (512, 320)  # a game's menu tile
HELP_SIZE = (440, 360)  # a rules-help picture
Colour = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

INK: Colour = (58, 46, 52)
SHADOW: Colour = (40, 24, 20, 70)
RED_X: Colour = (226, 60, 64)


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


def shade(colour: Colour, k: float) -> tuple[int, int, int]:
    """Lighter (k > 0: that share of the way to white) or darker (k < 0: that share of the way to black)."""
    if k >= 0:
        return tuple(round(c + (255 - c) * k) for c in colour[:3])  # type: ignore[return-value]
    return tuple(round(c * (1 + k)) for c in colour[:3])  # type: ignore[return-value]


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
            c = tuple(round(a + (b - a) * t) for a, b in zip(top[:3], bottom[:3]))
            pygame.draw.line(self.surf, c, (0, y), (self.surf.get_width(), y))

    def _target(self, colour: Colour) -> tuple[pygame.Surface, bool]:
        # translucent colours are drawn on a layer and blended, so overlaps do not double up
        if len(colour) == 4 and colour[3] < 255:
            return self._layer(), True
        return self.surf, False

    def _blend(self, layer: pygame.Surface, colour: Colour, area: pygame.Rect) -> None:
        """Blend the shape drawn on the layer within `area` (what the draw calls touched), then clear it there:
        the same picture as blending the whole layer, at the cost of the shape's size, not the picture's."""
        area = area.clip(layer.get_rect())
        layer.set_alpha(colour[3])  # type: ignore[misc]
        self.surf.blit(layer, area.topleft, area)
        layer.fill((0, 0, 0, 0), area)

    def circle(self, c: Point, r: float, colour: Colour, width: float = 0) -> None:
        """Filled circle (or ring of the given width)."""
        target, alpha = self._target(colour)
        col = colour[:3] if alpha else colour
        area = pygame.draw.circle(target, col, self.px(c), round(r * SS), round(width * SS))
        if alpha:
            self._blend(target, colour, area)

    def ellipse(self, c: Point, rx: float, ry: float, colour: Colour, width: float = 0) -> None:
        """Filled ellipse centred on c."""
        target, alpha = self._target(colour)
        col = colour[:3] if alpha else colour
        rect = pygame.Rect(0, 0, round(2 * rx * SS), round(2 * ry * SS))
        rect.center = self.px(c)
        area = pygame.draw.ellipse(target, col, rect, round(width * SS))
        if alpha:
            self._blend(target, colour, area)

    def rect(self, r: tuple[float, float, float, float], colour: Colour, radius: float = 0, width: float = 0) -> None:
        """Rectangle (x, y, w, h), optionally rounded."""
        target, alpha = self._target(colour)
        col = colour[:3] if alpha else colour
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
        col = colour[:3] if alpha else colour
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
        if len(colour) == 4 and colour[3] < 255:
            # A translucent path is drawn on a layer just its size (a shadow under a gate, say), then blended.
            xs, ys = [x for x, _ in scaled], [y for _, y in scaled]
            area = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1).inflate(w + 4, w + 4)
            layer = pygame.Surface(area.size, pygame.SRCALPHA)
            self._path(layer, colour[:3], [(x - area.x, y - area.y) for x, y in scaled], w)
            layer.set_alpha(colour[3])
            self.surf.blit(layer, area.topleft)
        else:
            self._path(self.surf, colour, scaled, w)

    @staticmethod
    def _path(target: pygame.Surface, colour: Colour, pts: list[tuple[int, int]], w: int) -> None:
        for a, b in itertools.pairwise(pts):
            pygame.draw.line(target, colour, a, b, w)
        for p in pts:
            pygame.draw.circle(target, colour, p, w // 2)

    def arc(self, c: Point, r: float, start: float, stop: float, colour: Colour, width: float, steps: int = 40) -> None:
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
        self, c: Point, r: float, colour: Colour, points: int = 5, inner: float = 0.45, turn: float = -math.pi / 2
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


# ---- shared pieces of pictures ----------------------------------------------------------------------------------


def disc(p: Painter, c: Point, r: float, colour: Colour, rim: float = 0.12) -> None:
    """A game disc seen from above: soft shadow, darker rim, highlight."""
    p.circle((c[0] + r * 0.12, c[1] + r * 0.18), r, SHADOW)
    p.circle(c, r, shade(colour, -0.25))
    p.circle((c[0] - r * 0.03, c[1] - r * 0.05), r * (1 - rim), colour)
    p.ellipse((c[0] - r * 0.3, c[1] - r * 0.38), r * 0.32, r * 0.18, shade(colour, 0.45) + (150,))


def confetti(
    p: Painter,
    rng: random.Random,
    colours: list[Colour],
    n: int,
    area: tuple[float, float, float, float],
    size: float = 4,
) -> None:
    """n little dots and stars of the given colours scattered over area (x, y, w, h)."""
    x0, y0, w, h = area
    for _ in range(n):
        c = (x0 + rng.random() * w, y0 + rng.random() * h)
        col = rng.choice(colours)
        if rng.random() < 0.5:
            p.circle(c, size * rng.uniform(0.5, 1.0), col)
        else:
            p.star(c, size * rng.uniform(1.0, 1.6), col, turn=rng.uniform(0, math.pi))


def text(
    p: Painter,
    symbols: str,
    c: Point,
    size: float,
    colour: Colour,
    outline: Colour | None = None,
    thickness: float = 2.5,
) -> None:
    """Numbers and symbols only (never words: pictures are not translated): the bundled bold face, centred on c,
    with an optional outline."""
    if not pygame.font.get_init():
        pygame.font.init()
    font = pygame.font.Font(str(game.ASSETS_DIR / "fonts" / FONT_FILES[True]), round(size * SS))
    centre = p.px(c)
    if outline is not None:
        back = font.render(symbols, True, outline[:3])
        rect = back.get_rect(center=centre)
        steps = 16
        for k in range(steps):
            a = 2 * math.pi * k / steps
            p.surf.blit(back, rect.move(round(math.cos(a) * thickness * SS), round(math.sin(a) * thickness * SS)))
    face = font.render(symbols, True, colour[:3])
    p.surf.blit(face, face.get_rect(center=centre))


def arrow(
    p: Painter,
    pts: list[Point],
    colour: Colour,
    width: float = 9,
    head: float = 20,
    edge: Colour | None = (255, 255, 255),
) -> None:
    """A fat arrow along a path, head at the last point; a light edge keeps it readable on any ground."""
    (ax, ay), (bx, by) = pts[-2], pts[-1]
    d = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / d, (by - ay) / d
    base = (bx - ux * head, by - uy * head)
    tip = [
        (bx, by),
        (base[0] - uy * head * 0.75, base[1] + ux * head * 0.75),
        (base[0] + uy * head * 0.75, base[1] - ux * head * 0.75),
    ]
    body = pts[:-1] + [(bx - ux * head * 0.6, by - uy * head * 0.6)]
    if edge is not None:
        p.polyline(body, edge, width + 5)
        grown = [
            (bx + ux * 3.5, by + uy * 3.5),
            (tip[1][0] - ux * 2.5 - uy * 3.5, tip[1][1] - uy * 2.5 + ux * 3.5),
            (tip[2][0] - ux * 2.5 + uy * 3.5, tip[2][1] - uy * 2.5 - ux * 3.5),
        ]
        p.polygon(grown, edge)
    p.polyline(body, colour, width)
    p.polygon(tip, colour)


def curve(a: Point, b: Point, bend: float, steps: int = 24) -> list[Point]:
    """Points of a gentle arc from a to b, bulging bend pixels to the left of the a->b direction."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    nx, ny = dy / d, -dx / d
    return [
        (a[0] + dx * t + nx * bend * 4 * t * (1 - t), a[1] + dy * t + ny * bend * 4 * t * (1 - t))
        for t in (k / steps for k in range(steps + 1))
    ]


def dots(p: Painter, pts: list[Point], colour: Colour, r: float = 3.2, gap: float = 13) -> None:
    """A dotted path: dots every gap pixels along pts."""
    carried = 0.0
    p.circle(pts[0], r, colour)
    for (ax, ay), (bx, by) in itertools.pairwise(pts):
        seg = math.hypot(bx - ax, by - ay)
        t = gap - carried
        while t <= seg:
            p.circle((ax + (bx - ax) * t / seg, ay + (by - ay) * t / seg), r, colour)
            t += gap
        carried = (carried + seg) % gap


def red_x(p: Painter, c: Point, r: float) -> None:
    """A big friendly red cross: "this does not happen"."""
    x, y = c
    for colour, w in (((255, 255, 255), r * 0.62), (RED_X, r * 0.42)):
        p.line((x - r, y - r), (x + r, y + r), colour, w)
        p.line((x - r, y + r), (x + r, y - r), colour, w)


def check(p: Painter, c: Point, r: float) -> None:
    """A green tick in a white circle: "yes, this works" (the red cross's partner)."""
    x, y = c
    p.circle((x + 1, y + 2), r, SHADOW)
    p.circle(c, r, (255, 255, 255))
    p.circle(c, r * 0.84, (92, 184, 96))
    p.polyline([(x - r * 0.45, y), (x - r * 0.1, y + r * 0.35), (x + r * 0.5, y - r * 0.35)], (255, 255, 255), r * 0.24)


def badge(p: Painter, c: Point, r: float, label: str, colour: Colour = (255, 255, 255), ink: Colour = INK) -> None:
    """A round numbered badge (step 1, step 2 ...)."""
    p.circle((c[0] + 1.5, c[1] + 2.5), r, SHADOW)
    p.circle(c, r, colour)
    p.circle(c, r, shade(colour, -0.25), width=2)
    text(p, label, (c[0], c[1] - r * 0.08), r * 1.25, ink)


# ---- the rules-help picture's card: no words in it (the page text beside it is translated) ----------------------


def help_background(p: Painter, top: Colour, bottom: Colour) -> None:
    """A soft gradient card with a faint pattern of dots (the corners are cut round at the end)."""
    p.gradient(top, bottom)
    rng = random.Random(zlib.crc32(repr((top, bottom)).encode()))
    confetti(p, rng, [shade(top, 0.45) + (150,)], 22, (8, 8, p.size[0] - 16, p.size[1] - 16), 3)


def round_corners(p: Painter, radius: float = 26) -> None:
    """Make everything outside a rounded rectangle transparent, and rim it with a soft light line."""
    p.rect((2, 2, p.size[0] - 4, p.size[1] - 4), (255, 255, 255, 120), radius=radius, width=2.5)
    mask = pygame.Surface(p.surf.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(radius * SS))
    p.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
