"""The pictures' shared vocabulary, drawn with game.ui.paint's `Painter` in a picture's own units: discs, confetti,
arrows, dotted paths, badges, crosses and ticks, and the rules-help picture's card. A picture module (its numbers
are the pictures' own proportions); nothing here belongs to one game."""

from __future__ import annotations

import itertools
import math
import random
import zlib

import pygame

import game
from game.core.assets import FONT_FILES
from game.ui.paint import INK, SHADOW, SS, Colour, Painter, Point, shade

RED_X: Colour = (226, 60, 64)


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
