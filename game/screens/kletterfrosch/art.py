"""Burg Kletterfrosch's pictures: the stone wall (pre-rendered once per castle and size), the residents' faces,
doors, the frog, the balls, strings, string handles and the sand timer. Everything is drawn in code and cached,
so a frame is a handful of blits. No words: a five-year-old reads faces, colours and shapes."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.dexterity.kletterfrosch import RESIDENTS
from game.physics.castle import CUP_DEPTH, Castle
from game.ui import theme
from game.ui.paint import canvas, shade, shrink

if TYPE_CHECKING:
    from game.core.context import Context

_SS = 3  # supersampling factor of these pictures (paint.SS is 4): 3 is what they have always been drawn with
Point = tuple[float, float]
STONE = (150, 138, 122)
MORTAR = (104, 94, 84)
WOOD = (150, 98, 52)
WOOD_DARK = (98, 60, 30)
STRING_TAUT = (62, 36, 18)
STRING_SLACK = (160, 120, 78)
SKIN = (255, 214, 170)
FROG = (96, 186, 72)
FROG_DARK = (52, 120, 44)
FROG_BELLY = (200, 232, 140)
# Each resident's ball carries a mark too, so colour is never the only clue (DESIGN.md, "Kids first").
BALL_MARKS = ("star", "circle", "triangle", "square", "diamond", "ring", "bar", "dot2", "cross", "moon")


@dataclass(frozen=True)
class WallView:
    """Where the castle wall sits on screen: world (wall) units to screen pixels."""

    x: float
    y: float
    scale: float
    size: tuple[float, float]

    def pt(self, p: Point) -> tuple[float, float]:
        """A wall point on screen."""
        return (self.x + p[0] * self.scale, self.y + p[1] * self.scale)

    def rect(self, r: tuple[float, float, float, float]) -> pygame.Rect:
        """A wall rect (x, y, w, h) on screen."""
        return pygame.Rect(
            round(self.x + r[0] * self.scale),
            round(self.y + r[1] * self.scale),
            round(r[2] * self.scale),
            round(r[3] * self.scale),
        )

    @property
    def screen_rect(self) -> pygame.Rect:
        return pygame.Rect(
            round(self.x), round(self.y), round(self.size[0] * self.scale), round(self.size[1] * self.scale)
        )


# ---- residents --------------------------------------------------------------------------------------------
def _eyes(s: pygame.Surface, u: float, cx: float, cy: float, gap: float, r: float) -> None:
    for dx in (-gap, gap):
        pygame.draw.circle(s, (30, 26, 30), (cx + dx * u, cy * u), r * u)
        pygame.draw.circle(s, (255, 255, 255), (cx + dx * u + r * u * 0.35, cy * u - r * u * 0.35), r * u * 0.4)


def _human(s: pygame.Surface, u: float, skin: tuple[int, int, int] = SKIN) -> None:
    c = 0.5 * u
    pygame.draw.ellipse(s, shade(skin, -0.2), (c - 0.32 * u, 0.27 * u, 0.64 * u, 0.66 * u))
    pygame.draw.ellipse(s, skin, (c - 0.3 * u, 0.29 * u, 0.6 * u, 0.62 * u))
    for dx in (-0.17, 0.17):
        pygame.draw.circle(s, (250, 150, 150), (c + dx * u, 0.7 * u), 0.06 * u)
    _eyes(s, u, c, 0.58, 0.11, 0.045)
    pygame.draw.arc(
        s, (120, 40, 40), (c - 0.1 * u, 0.62 * u, 0.2 * u, 0.16 * u), math.pi, 2 * math.pi, max(2, int(0.025 * u))
    )


def _crown(s: pygame.Surface, u: float, colour: tuple[int, int, int], y: float, w: float, h: float) -> None:
    c = 0.5 * u
    pts = [
        (c - w * u, y * u),
        (c - w * u, (y - h) * u),
        (c - w * u / 2, (y - h * 0.45) * u),
        (c, (y - h * 1.15) * u),
        (c + w * u / 2, (y - h * 0.45) * u),
        (c + w * u, (y - h) * u),
        (c + w * u, y * u),
    ]
    pygame.draw.polygon(s, shade(colour, -0.3), [(x, yy + 0.015 * u) for x, yy in pts])
    pygame.draw.polygon(s, colour, pts)
    for dx in (-w * 0.55, 0, w * 0.55):
        pygame.draw.circle(s, (220, 40, 60), (c + dx * u, (y - h * 0.3) * u), 0.03 * u)


def _face_king(s: pygame.Surface, u: float) -> None:
    c = 0.5 * u
    pygame.draw.ellipse(s, (130, 80, 40), (c - 0.3 * u, 0.55 * u, 0.6 * u, 0.42 * u))
    _human(s, u)
    pygame.draw.ellipse(s, (130, 80, 40), (c - 0.22 * u, 0.72 * u, 0.44 * u, 0.26 * u))
    pygame.draw.arc(s, (90, 40, 30), (c - 0.1 * u, 0.66 * u, 0.2 * u, 0.12 * u), math.pi, 2 * math.pi, int(0.03 * u))
    _crown(s, u, (255, 200, 40), 0.36, 0.26, 0.22)


def _face_queen(s: pygame.Surface, u: float) -> None:
    c = 0.5 * u
    pygame.draw.ellipse(s, (120, 60, 40), (c - 0.36 * u, 0.26 * u, 0.72 * u, 0.72 * u))
    _human(s, u)
    _crown(s, u, (230, 140, 200), 0.34, 0.2, 0.16)


def _face_princess(s: pygame.Surface, u: float) -> None:
    c = 0.5 * u
    pygame.draw.ellipse(s, (250, 210, 90), (c - 0.36 * u, 0.3 * u, 0.72 * u, 0.66 * u))
    _human(s, u)
    pygame.draw.polygon(s, (240, 150, 200), [(c - 0.22 * u, 0.36 * u), (c + 0.22 * u, 0.36 * u), (c, 0.0)])
    pygame.draw.line(s, (255, 255, 255), (c, 0.0), (c + 0.22 * u, 0.3 * u), int(0.04 * u))


def _face_knight(s: pygame.Surface, u: float) -> None:
    c = 0.5 * u
    _human(s, u)
    pygame.draw.ellipse(s, (150, 156, 170), (c - 0.33 * u, 0.16 * u, 0.66 * u, 0.44 * u))
    pygame.draw.rect(s, (150, 156, 170), (c - 0.33 * u, 0.38 * u, 0.66 * u, 0.1 * u))
    pygame.draw.rect(s, (90, 96, 110), (c - 0.33 * u, 0.45 * u, 0.66 * u, 0.04 * u))
    pygame.draw.ellipse(s, (0, 114, 178), (c - 0.06 * u, 0.02 * u, 0.12 * u, 0.22 * u))


def _face_wizard(s: pygame.Surface, u: float) -> None:
    c = 0.5 * u
    _human(s, u)
    pygame.draw.polygon(s, (235, 235, 240), [(c - 0.24 * u, 0.68 * u), (c + 0.24 * u, 0.68 * u), (c, 0.99 * u)])
    pygame.draw.arc(s, (120, 40, 40), (c - 0.08 * u, 0.62 * u, 0.16 * u, 0.1 * u), math.pi, 2 * math.pi, int(0.025 * u))
    pygame.draw.polygon(s, (60, 70, 170), [(c - 0.38 * u, 0.42 * u), (c + 0.38 * u, 0.42 * u), (c + 0.1 * u, 0.0)])
    pygame.draw.circle(s, (255, 230, 80), (c + 0.02 * u, 0.27 * u), 0.05 * u)


def _face_cook(s: pygame.Surface, u: float) -> None:
    c = 0.5 * u
    _human(s, u)
    for dx, dy in ((-0.16, 0.2), (0.0, 0.14), (0.16, 0.2)):
        pygame.draw.circle(s, (250, 250, 250), (c + dx * u, dy * u), 0.14 * u)
    pygame.draw.rect(s, (250, 250, 250), (c - 0.24 * u, 0.2 * u, 0.48 * u, 0.16 * u))
    pygame.draw.ellipse(s, (110, 60, 30), (c - 0.13 * u, 0.64 * u, 0.26 * u, 0.07 * u))


def _face_jester(s: pygame.Surface, u: float) -> None:
    c = 0.5 * u
    _human(s, u)
    pygame.draw.polygon(s, (0, 158, 115), [(c - 0.3 * u, 0.38 * u), (c, 0.38 * u), (c - 0.42 * u, 0.06 * u)])
    pygame.draw.polygon(s, (213, 94, 0), [(c, 0.38 * u), (c + 0.3 * u, 0.38 * u), (c + 0.42 * u, 0.06 * u)])
    for x in (-0.42, 0.42):
        pygame.draw.circle(s, (255, 220, 60), (c + x * u, 0.07 * u), 0.06 * u)


def _face_ghost(s: pygame.Surface, u: float) -> None:
    c = 0.5 * u
    body = [(c - 0.32 * u, 0.95 * u)]
    for i in range(7):
        body.append((c - 0.32 * u + i * 0.107 * u, (0.88 if i % 2 else 0.96) * u))
    body += [(c + 0.32 * u, 0.95 * u), (c + 0.32 * u, 0.45 * u), (c - 0.32 * u, 0.45 * u)]
    pygame.draw.polygon(s, (245, 245, 250), body)
    pygame.draw.circle(s, (245, 245, 250), (c, 0.45 * u), 0.32 * u)
    pygame.draw.ellipse(s, (30, 30, 40), (c - 0.17 * u, 0.36 * u, 0.1 * u, 0.16 * u))
    pygame.draw.ellipse(s, (30, 30, 40), (c + 0.07 * u, 0.36 * u, 0.1 * u, 0.16 * u))
    pygame.draw.ellipse(s, (60, 40, 60), (c - 0.05 * u, 0.58 * u, 0.1 * u, 0.12 * u))


def _horns(s: pygame.Surface, u: float, colour: tuple[int, int, int], half: float, reach: float, tip: float) -> None:
    """Two pointed horns (or ear tufts) on the head: `half` their half width at the base, `reach` how far out their
    tips lean, `tip` how high they rise."""
    c = 0.5 * u
    for dx in (-0.22, 0.22):
        pygame.draw.polygon(
            s,
            colour,
            [(c + dx * u - half * u, 0.3 * u), (c + dx * u + half * u, 0.3 * u), (c + dx * u * reach, tip * u)],
        )


def _face_dragon(s: pygame.Surface, u: float) -> None:
    c = 0.5 * u
    _horns(s, u, (255, 230, 150), 0.06, 1.5, 0.05)
    pygame.draw.ellipse(s, (40, 130, 60), (c - 0.34 * u, 0.24 * u, 0.68 * u, 0.7 * u))
    pygame.draw.ellipse(s, (150, 210, 120), (c - 0.22 * u, 0.6 * u, 0.44 * u, 0.3 * u))
    for dx in (-0.07, 0.07):
        pygame.draw.circle(s, (30, 60, 30), (c + dx * u, 0.7 * u), 0.025 * u)
    _eyes(s, u, c, 0.47, 0.13, 0.055)
    pygame.draw.polygon(s, (255, 255, 255), [(c - 0.1 * u, 0.8 * u), (c - 0.06 * u, 0.86 * u), (c - 0.02 * u, 0.8 * u)])


def _face_owl(s: pygame.Surface, u: float) -> None:
    c = 0.5 * u
    _horns(s, u, (90, 62, 36), 0.1, 1.4, 0.06)
    pygame.draw.ellipse(s, (130, 92, 56), (c - 0.34 * u, 0.18 * u, 0.68 * u, 0.8 * u))
    pygame.draw.ellipse(s, (220, 196, 150), (c - 0.2 * u, 0.56 * u, 0.4 * u, 0.38 * u))
    for dx in (-0.14, 0.14):
        pygame.draw.circle(s, (255, 210, 60), (c + dx * u, 0.44 * u), 0.12 * u)
        pygame.draw.circle(s, (255, 255, 255), (c + dx * u, 0.44 * u), 0.09 * u)
    _eyes(s, u, c, 0.44, 0.14, 0.05)
    pygame.draw.polygon(s, (240, 140, 30), [(c - 0.05 * u, 0.54 * u), (c + 0.05 * u, 0.54 * u), (c, 0.64 * u)])


_FACES = {
    "king": _face_king,
    "queen": _face_queen,
    "princess": _face_princess,
    "knight": _face_knight,
    "wizard": _face_wizard,
    "cook": _face_cook,
    "jester": _face_jester,
    "ghost": _face_ghost,
    "dragon": _face_dragon,
    "owl": _face_owl,
}


def _face(key: str, s: pygame.Surface, u: float) -> None:
    """A resident's face, by its key (an unknown key draws nothing)."""
    paint = _FACES.get(key)
    if paint is not None:
        paint(s, u)


@lru_cache(maxsize=64)
def face(resident: int, size: int) -> pygame.Surface:
    """A resident's face on a transparent square."""
    big = canvas((size, size), _SS)
    _face(RESIDENTS[resident].key, big, size * _SS)
    return shrink(big, (size, size))


def _mark(s: pygame.Surface, kind: str, c: Point, r: float, colour: tuple[int, int, int]) -> None:
    x, y = c
    if kind == "star":
        pts = [
            (
                x + (r if i % 2 == 0 else r * 0.45) * math.cos(-math.pi / 2 + i * math.pi / 5),
                y + (r if i % 2 == 0 else r * 0.45) * math.sin(-math.pi / 2 + i * math.pi / 5),
            )
            for i in range(10)
        ]
        pygame.draw.polygon(s, colour, pts)
    elif kind == "circle":
        pygame.draw.circle(s, colour, c, r * 0.6)
    elif kind == "triangle":
        pygame.draw.polygon(s, colour, [(x, y - r * 0.8), (x + r * 0.75, y + r * 0.5), (x - r * 0.75, y + r * 0.5)])
    elif kind == "square":
        pygame.draw.rect(s, colour, (x - r * 0.55, y - r * 0.55, r * 1.1, r * 1.1))
    elif kind == "diamond":
        pygame.draw.polygon(s, colour, [(x, y - r * 0.8), (x + r * 0.6, y), (x, y + r * 0.8), (x - r * 0.6, y)])
    elif kind == "ring":
        pygame.draw.circle(s, colour, c, r * 0.7, max(1, int(r * 0.28)))
    elif kind == "bar":
        pygame.draw.rect(s, colour, (x - r, y - r * 0.25, 2 * r, r * 0.5))
    elif kind == "dot2":
        pygame.draw.circle(s, colour, (x - r * 0.4, y), r * 0.3)
        pygame.draw.circle(s, colour, (x + r * 0.4, y), r * 0.3)
    elif kind == "cross":
        pygame.draw.rect(s, colour, (x - r * 0.7, y - r * 0.2, r * 1.4, r * 0.4))
        pygame.draw.rect(s, colour, (x - r * 0.2, y - r * 0.7, r * 0.4, r * 1.4))
    elif kind == "moon":
        pygame.draw.circle(s, colour, c, r * 0.65)


@lru_cache(maxsize=64)
def ball(resident: int, radius: int) -> pygame.Surface:
    """A resident's ball: their colour, a shine, and their mark."""
    d = radius * 2 + 2
    big = canvas((d, d), _SS)
    u = _SS
    col = RESIDENTS[resident].ball
    cx = cy = d * u / 2
    pygame.draw.circle(big, (30, 30, 30), (cx, cy), radius * u + u)
    pygame.draw.circle(big, col, (cx, cy), radius * u)
    light = sum(col) > 450
    mark_col = (40, 40, 40) if light else (255, 255, 255)
    _mark(big, BALL_MARKS[resident], (cx, cy), radius * u * 0.6, mark_col)
    if BALL_MARKS[resident] == "moon":
        pygame.draw.circle(big, col, (cx + radius * u * 0.25, cy - radius * u * 0.15), radius * u * 0.5)
    pygame.draw.circle(big, (255, 255, 255, 150), (cx - radius * u * 0.4, cy - radius * u * 0.4), radius * u * 0.22)
    return shrink(big, (d, d))


BALL_DRAW_SCALE = 1.4  # the ball is drawn larger than its physics radius, so it reads on a TV across the room


@lru_cache(maxsize=32)
def carried_ball(resident: int, radius: int) -> pygame.Surface:
    """The ball on the frog, for a TV: a thick dark rim and a bright shine, so even the white one stands out on
    the pale stones. `radius` is the drawn radius (the rim included)."""
    d = radius * 2 + 2
    big = canvas((d, d), _SS)
    u = _SS
    col = RESIDENTS[resident].ball
    c = (d * u / 2, d * u / 2)
    rim = max(2.0, radius * 0.2) * u
    pygame.draw.circle(big, (18, 18, 24), c, radius * u)
    inner = radius * u - rim
    pygame.draw.circle(big, col, c, inner)
    mark_col = (40, 40, 40) if sum(col) > 450 else (255, 255, 255)
    _mark(big, BALL_MARKS[resident], c, inner * 0.62, mark_col)
    if BALL_MARKS[resident] == "moon":
        pygame.draw.circle(big, col, (c[0] + inner * 0.25, c[1] - inner * 0.15), inner * 0.5)
    pygame.draw.circle(big, (255, 255, 255, 230), (c[0] - inner * 0.42, c[1] - inner * 0.42), inner * 0.24)
    return shrink(big, (d, d))


@lru_cache(maxsize=64)
def tile(resident: int | None, size: tuple[int, int], open_: bool) -> pygame.Surface:
    """A window tile: the closed wooden door, or the resident looking out with their ball beside them."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    if not open_ or resident is None:
        s.fill(WOOD)
        planks = 4
        for i in range(planks):
            x = i * w / planks
            pygame.draw.rect(s, shade(WOOD, -0.1 + 0.08 * (i % 2)), (x + 1, 0, w / planks - 2, h))
            pygame.draw.line(s, WOOD_DARK, (x, 0), (x, h), 2)
        for y in (h * 0.22, h * 0.75):
            pygame.draw.rect(s, (70, 70, 76), (0, y - 5, w * 0.7, 10), border_radius=3)
        pygame.draw.circle(s, (240, 200, 70), (w * 0.82, h * 0.52), max(4, w // 12))
        pygame.draw.circle(s, (150, 110, 30), (w * 0.82, h * 0.52), max(4, w // 12), 2)
        pygame.draw.rect(s, WOOD_DARK, s.get_rect(), 3)
        return s
    col = RESIDENTS[resident].ball
    s.fill(shade(col, 0.55))
    f = face(resident, int(min(w, h) * 0.92))
    s.blit(f, f.get_rect(midbottom=(w // 2, h)))
    b = ball(resident, max(7, int(min(w, h) * 0.13)))
    s.blit(b, b.get_rect(topright=(w - 3, 3)))
    pygame.draw.rect(s, shade(col, -0.4), s.get_rect(), 3)
    return s


DOOR_STEPS = 24  # swing positions drawn (and cached) per door size
DOOR_OPEN_DEGREES = 110.0  # a fully open door stands a little past square to the wall


@lru_cache(maxsize=128)
def door_leaf(size: tuple[int, int], step: int) -> pygame.Surface:
    """A window's door swung `step`/DOOR_STEPS of the way open on its left hinges, seen from the front.

    The surface is twice the tile's width and 1.3 times its height, with the hinge at its horizontal middle and
    the tile's centre line at its vertical middle: the leaf narrows as it turns, its free edge grows as it comes
    toward the viewer, and past square its dark back shows to the left of the hinge."""
    w, h = size
    out_h = round(h * 1.3)
    out = pygame.Surface((2 * w, out_h), pygame.SRCALPHA)
    theta = math.radians(DOOR_OPEN_DEGREES * max(0, min(DOOR_STEPS, step)) / DOOR_STEPS)
    face_img = tile(None, size, False)
    cos, sin = math.cos(theta), math.sin(theta)
    strips = 8
    for j in range(strips):
        u0, u1 = j / strips, (j + 1) / strips
        x0, x1 = w + u0 * w * cos, w + u1 * w * cos
        sw = max(1, math.ceil(abs(x1 - x0)))
        grow = 1 + 0.25 * (u0 + u1) / 2 * sin  # perspective: the free edge is nearer
        sh = round(h * grow)
        src = face_img.subsurface(pygame.Rect(round(u0 * w), 0, max(1, round(u1 * w) - round(u0 * w)), h))
        piece = pygame.transform.smoothscale(src, (sw, sh))
        if cos < 0:  # the back of the door: plain and in shadow
            piece.fill((120, 96, 80), special_flags=pygame.BLEND_RGB_MULT)
        else:
            shade = round(255 * (1 - 0.35 * sin))
            piece.fill((shade, shade, shade), special_flags=pygame.BLEND_RGB_MULT)
        out.blit(piece, (round(min(x0, x1)), round((out_h - sh) / 2)))
    return out


def draw_door(surface: pygame.Surface, rect: pygame.Rect, amount: float) -> None:
    """Draw a window's door `amount` open (0 closed .. 1 fully open) over the frame at `rect`."""
    amount = max(0.0, min(1.0, amount))
    if amount >= 1.0:
        return  # wide open: the resident has the frame to themselves
    leaf = door_leaf(rect.size, round(amount * DOOR_STEPS))
    # The leaf fades in its last quarter, so the end of the swing is no sudden pop.
    leaf.set_alpha(round(255 * min(1.0, (1.0 - amount) / 0.25)))
    surface.blit(leaf, (rect.x - rect.w, rect.centery - leaf.get_height() // 2))


@lru_cache(maxsize=32)
def portrait_card(resident: int, size: int) -> pygame.Surface:
    """A portrait tile (K1): a golden frame around the resident's face on their colour."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(s, (120, 80, 20), s.get_rect(), border_radius=size // 8)
    pygame.draw.rect(s, (240, 190, 70), s.get_rect().inflate(-6, -6), border_radius=size // 9)
    inner = s.get_rect().inflate(-size // 5, -size // 5)
    pygame.draw.rect(s, shade(RESIDENTS[resident].ball, 0.5), inner, border_radius=size // 14)
    f = face(resident, inner.w)
    s.blit(f, inner)
    return s


@lru_cache(maxsize=8)
def card_back(size: int) -> pygame.Surface:
    """The back of a portrait: a frog emblem on green, for the pile."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(s, (40, 90, 50), s.get_rect(), border_radius=size // 8)
    pygame.draw.rect(s, (240, 190, 70), s.get_rect(), 3, border_radius=size // 8)
    pygame.draw.circle(s, FROG, (size / 2, size / 2), size * 0.28)
    for dx in (-0.13, 0.13):
        pygame.draw.circle(s, (255, 255, 255), (size / 2 + dx * size, size * 0.4), size * 0.09)
        pygame.draw.circle(s, (20, 20, 20), (size / 2 + dx * size, size * 0.4), size * 0.045)
    return s


# ---- the frog ---------------------------------------------------------------------------------------------
FROG_EXTENT = 48.0  # half the sprite's side in wall units: the frog body, arms, cup and legs fit inside


@lru_cache(maxsize=8)
def frog_sprite(scale: float, cup_depth: float = CUP_DEPTH) -> pygame.Surface:
    """The frog seen from the front, hands up on its strings, a cup on its head as deep as the castle's (the
    forgiving castles have deeper cups); centred on its body centre."""
    extent = max(FROG_EXTENT, cup_depth + 22.0)
    side = int(2 * extent * scale)
    big = canvas((side, side), _SS)
    k = scale * _SS
    top = -19.0 - cup_depth

    def p(x: float, y: float) -> tuple[float, float]:
        return ((x + extent) * k, (y + extent) * k)

    # legs, folded under like a sitting frog
    for sx in (-1, 1):
        pygame.draw.ellipse(big, FROG_DARK, (*p(sx * 36 - 10, 8), 20 * k, 16 * k))
        pygame.draw.ellipse(big, FROG, (*p(sx * 36 - 9, 9), 18 * k, 14 * k))
        pygame.draw.ellipse(big, FROG_DARK, (*p(sx * 40 - 8, 20), 16 * k, 8 * k))
    # arms up to the hands, where the strings are tied
    for sx in (-1, 1):
        pygame.draw.line(big, FROG_DARK, p(sx * 20, 2), p(sx * 28, -16), int(8 * k))
        pygame.draw.line(big, FROG, p(sx * 20, 2), p(sx * 28, -16), int(5 * k))
        pygame.draw.circle(big, FROG_DARK, p(sx * 28, -16), 5 * k)
        pygame.draw.circle(big, (150, 220, 110), p(sx * 28, -16), 3.6 * k)
    # the cup: a little golden bowl on the head
    pygame.draw.polygon(big, (170, 120, 30), [p(-21, top), p(21, top), p(19, -17), p(-19, -17)], int(4 * k))
    pygame.draw.line(big, (240, 190, 70), p(-20, top + 1), p(-18, -18), int(4 * k))
    pygame.draw.line(big, (240, 190, 70), p(20, top + 1), p(18, -18), int(4 * k))
    pygame.draw.line(big, (240, 190, 70), p(-18, -18), p(18, -18), int(4 * k))
    # body
    body = pygame.Rect(*p(-27, -19), 54 * k, 40 * k)
    pygame.draw.ellipse(big, FROG_DARK, body.inflate(4 * k, 4 * k))
    pygame.draw.ellipse(big, FROG, body)
    pygame.draw.ellipse(big, FROG_BELLY, pygame.Rect(*p(-16, 0), 32 * k, 18 * k))
    # eyes bulging at the top corners, cheeks and a big smile
    for sx in (-1, 1):
        pygame.draw.circle(big, FROG_DARK, p(sx * 14, -11), 9.5 * k)
        pygame.draw.circle(big, (255, 255, 255), p(sx * 14, -11), 8 * k)
        pygame.draw.circle(big, (20, 20, 20), p(sx * 13, -10), 4.5 * k)
        pygame.draw.circle(big, (255, 255, 255), p(sx * 13 + 1.8, -12), 1.6 * k)
        pygame.draw.circle(big, (250, 140, 140), p(sx * 19, 3), 3.5 * k)
    pygame.draw.arc(
        big, (40, 80, 30), pygame.Rect(*p(-10, -6), 20 * k, 12 * k), math.pi * 1.1, math.pi * 1.9, int(2.2 * k)
    )
    return shrink(big, (side, side))


@lru_cache(maxsize=4096)
def _rotated_frog(scale: float, degrees: int, cup_depth: float) -> pygame.Surface:
    return pygame.transform.rotate(frog_sprite(scale, cup_depth), degrees)


def frog(scale: float, angle: float, cup_depth: float = CUP_DEPTH) -> pygame.Surface:
    """The frog turned by `angle` (pymunk radians, clockwise on screen), in whole-degree steps (cached)."""
    return _rotated_frog(scale, round(-math.degrees(angle)) % 360, cup_depth)


def grace_glow(radius: int, strength: float) -> pygame.Surface:
    """A soft golden halo round the ball while the cup still holds it fast (a castle's grace period)."""
    side = radius * 2 + 8
    s = pygame.Surface((side, side), pygame.SRCALPHA)
    alpha = round(150 * max(0.0, min(1.0, strength)))
    pygame.draw.circle(s, (255, 220, 110, alpha // 2), (side / 2, side / 2), radius + 3)
    pygame.draw.circle(s, (255, 235, 150, alpha), (side / 2, side / 2), radius + 3, 3)
    return s


# ---- strings ---------------------------------------------------------------------------------------------
def string(surface: pygame.Surface, a: Point, b: Point, length: float, taut: bool, scale: float) -> None:
    """A string from a to b: straight and dark when taut, a sagging lighter curve when slack (length in screen px)."""
    if taut:
        pygame.draw.line(surface, STRING_TAUT, a, b, 3)
        return
    d = math.dist(a, b)
    sag = min(0.5 * math.sqrt(max(length * length - d * d, 0.0)), 120 * scale)
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 1.6 * sag
    pts = []
    for i in range(13):
        t = i / 12
        pts.append(
            (
                (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * mx + t * t * b[0],
                (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * my + t * t * b[1],
            )
        )
    pygame.draw.lines(surface, STRING_SLACK, False, pts, 2)


@lru_cache(maxsize=8)
def handle(grabbed: bool) -> pygame.Surface:
    """The wooden toggle at a string's end: the mouse drags it down to pull, up to let go."""
    w, h = 44, 64
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    col = (236, 170, 80) if grabbed else (200, 130, 60)
    pygame.draw.rect(s, WOOD_DARK, (0, 0, w, h), border_radius=16)
    pygame.draw.rect(s, col, (3, 3, w - 6, h - 6), border_radius=14)
    for y in (20, 32, 44):
        pygame.draw.line(s, WOOD_DARK, (10, y), (w - 10, y), 3)
    pygame.draw.circle(s, WOOD_DARK, (w // 2, 8), 4)
    return s


@lru_cache(maxsize=8)
def arrow(up: bool, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A fat pictorial arrow (no words)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pts = [
        (size / 2, 2),
        (size - 2, size * 0.55),
        (size * 0.66, size * 0.55),
        (size * 0.66, size - 2),
        (size * 0.34, size - 2),
        (size * 0.34, size * 0.55),
        (2, size * 0.55),
    ]
    if not up:
        pts = [(x, size - y) for x, y in pts]
    pygame.draw.polygon(s, (30, 30, 30), pts)
    inner = [(size / 2 + (x - size / 2) * 0.8, size / 2 + (y - size / 2) * 0.8) for x, y in pts]
    pygame.draw.polygon(s, colour, inner)
    return s


# ---- the sand timer ---------------------------------------------------------------------------------------
HOURGLASS_STEPS = 40  # the sand timer's pictures, from empty to full


@lru_cache(maxsize=128)
def hourglass(level: int, size: tuple[int, int], steps: int = HOURGLASS_STEPS, urgent: bool = False) -> pygame.Surface:
    """A sand timer with `level`/`steps` of its sand still on top."""
    w, h = size
    big = canvas(size, _SS)
    W, H = w * _SS, h * _SS
    frame = (120, 76, 40)
    glass = (210, 236, 250, 170)
    sand = (236, 190, 90) if not urgent else (240, 120, 80)
    cap = H * 0.09
    top_y, mid_y, bot_y = cap, H / 2, H - cap
    left, right = W * 0.18, W * 0.82
    neck = W * 0.06
    upper = [(left, top_y), (right, top_y), (W / 2 + neck, mid_y), (W / 2 - neck, mid_y)]
    lower = [(W / 2 - neck, mid_y), (W / 2 + neck, mid_y), (right, bot_y), (left, bot_y)]
    pygame.draw.polygon(big, glass, upper)
    pygame.draw.polygon(big, glass, lower)
    f = level / steps
    if f > 0:
        # sand in the top bulb sits at the bottom of it, a triangle shrinking toward the neck
        sy = mid_y - (mid_y - top_y) * f * 0.9
        half = neck + (W / 2 - left - neck) * (mid_y - sy) / (mid_y - top_y)
        pygame.draw.polygon(
            big, sand, [(W / 2 - half, sy), (W / 2 + half, sy), (W / 2 + neck, mid_y), (W / 2 - neck, mid_y)]
        )
        pygame.draw.line(big, sand, (W / 2, mid_y), (W / 2, bot_y), max(2, _SS * 2))
    g = 1 - f
    if g > 0:
        peak = bot_y - (bot_y - mid_y) * (0.25 + 0.55 * g)
        base = bot_y - (bot_y - mid_y) * 0.35 * g
        pygame.draw.polygon(
            big,
            sand,
            [
                (left, bot_y),
                (right, bot_y),
                (right - (right - left) * 0.05, base),
                (W / 2, peak),
                (left + (right - left) * 0.05, base),
            ],
        )
    pygame.draw.polygon(big, (90, 110, 120), upper, _SS * 2)
    pygame.draw.polygon(big, (90, 110, 120), lower, _SS * 2)
    pygame.draw.rect(big, frame, (0, 0, W, cap), border_radius=int(cap / 2))
    pygame.draw.rect(big, frame, (0, H - cap, W, cap), border_radius=int(cap / 2))
    for x in (W * 0.06, W * 0.94 - W * 0.06):
        pygame.draw.rect(big, frame, (x, cap * 0.5, W * 0.06, H - cap))
    return shrink(big, size)


def wrong_cross(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """A big red cross in a white rim at `centre`: not this door."""
    cx, cy, r = centre[0], centre[1], 22
    pygame.draw.circle(surface, (255, 255, 255), (cx, cy), r + 4)
    pygame.draw.circle(surface, theme.BAD, (cx, cy), r)
    pygame.draw.line(surface, (255, 255, 255), (cx - 10, cy - 10), (cx + 10, cy + 10), 6)
    pygame.draw.line(surface, (255, 255, 255), (cx - 10, cy + 10), (cx + 10, cy - 10), 6)


ENDINGS = ("wrong_window", "hole", "floor", "timeout")


@lru_cache(maxsize=16)
def ending_icon(result: str, size: int) -> pygame.Surface:
    """Why a try ended, as a picture: a door with a red cross (wrong window), a ball dropping into a dark hole,
    a splash on the floor, or an empty sand timer."""
    if result == "timeout":
        return hourglass(0, (size * 2 // 3, size), 40, True)
    big = canvas((size, size), _SS)
    S = size * _SS
    ball_col = (236, 120, 60)
    if result == "wrong_window":
        door = pygame.Rect(S * 0.18, S * 0.08, S * 0.5, S * 0.8)
        pygame.draw.rect(big, WOOD, door, border_radius=round(S * 0.04))
        pygame.draw.rect(big, WOOD_DARK, door, round(S * 0.03), border_radius=round(S * 0.04))
        pygame.draw.circle(big, ball_col, (S * 0.42, S * 0.48), S * 0.12)
        c, r = (S * 0.72, S * 0.66), S * 0.22
        pygame.draw.circle(big, (255, 255, 255), c, r * 1.15)
        pygame.draw.circle(big, (210, 50, 50), c, r)
        d, wdt = r * 0.5, max(2, round(S * 0.06))
        pygame.draw.line(big, (255, 255, 255), (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), wdt)
        pygame.draw.line(big, (255, 255, 255), (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), wdt)
    elif result == "hole":
        pygame.draw.rect(big, STONE, (0, S * 0.1, S, S * 0.8), border_radius=round(S * 0.08))
        pygame.draw.ellipse(big, (20, 16, 14), (S * 0.2, S * 0.5, S * 0.6, S * 0.3))
        pygame.draw.circle(big, ball_col, (S * 0.5, S * 0.5), S * 0.13)
        for k in range(3):  # speed lines above the falling ball
            x = S * (0.38 + 0.12 * k)
            pygame.draw.line(big, (255, 255, 255), (x, S * 0.12), (x, S * 0.3), max(2, round(S * 0.03)))
    else:  # the floor: the ball splashes down
        pygame.draw.rect(big, (70, 120, 190), (0, S * 0.72, S, S * 0.28), border_radius=round(S * 0.05))
        pygame.draw.circle(big, ball_col, (S * 0.5, S * 0.6), S * 0.14)
        for k, (dx, dy) in enumerate(((-0.32, -0.1), (-0.2, -0.28), (0.2, -0.28), (0.32, -0.1), (0.0, -0.38))):
            pygame.draw.circle(big, (150, 200, 250), (S * (0.5 + dx), S * (0.6 + dy)), S * (0.06 - 0.005 * k))
    return shrink(big, (size, size))


# ---- the wall ---------------------------------------------------------------------------------------------
@lru_cache(maxsize=4)
def render_wall(castle: Castle, view: WallView) -> pygame.Surface:
    """The castle wall drawn once: sky edge, stones, window frames, holes, patches, ledges, throne, pond, grass.
    Kept for the last few castles and views (every new attempt and lesson step draws the same wall, ~10 ms): the
    picture is only ever blitted."""
    rect = view.screen_rect
    s = pygame.Surface(rect.size)
    k = view.scale
    rng = random.Random(castle.name)
    s.fill(MORTAR)
    brick_h = 36 * k
    rows = int(rect.h / brick_h) + 1
    for j in range(rows):
        y = j * brick_h
        x = -(j % 2) * 40 * k
        while x < rect.w:
            bw = rng.uniform(62, 96) * k
            tone = rng.uniform(0.86, 1.1)
            col = shade(STONE, tone - 1)
            r = pygame.Rect(round(x + 2), round(y + 2), round(bw - 4), round(brick_h - 4))
            pygame.draw.rect(s, shade(col, -0.15), r.move(0, 2), border_radius=round(5 * k))
            pygame.draw.rect(s, col, r, border_radius=round(5 * k))
            if rng.random() < 0.15:  # a little moss here and there
                pygame.draw.ellipse(
                    s, (110, 150, 80), (r.x + rng.uniform(0, r.w * 0.6), r.y + r.h * 0.55, r.w * 0.35, r.h * 0.4)
                )
            x += bw
    ox, oy = view.x, view.y

    def loc(p: Point) -> tuple[float, float]:
        return (p[0] * k, p[1] * k)

    def lrect(r: tuple[float, float, float, float]) -> pygame.Rect:
        return view.rect(r).move(-round(ox), -round(oy))

    # battlements along the top
    for i in range(0, int(rect.w), round(80 * k)):
        pygame.draw.rect(s, shade(STONE, -0.3), (i, 0, round(40 * k), round(14 * k)))
    # the pond, the grass floor
    fy = castle.floor_y * k
    pygame.draw.rect(s, (92, 160, 70), (0, fy, rect.w, rect.h - fy))
    pygame.draw.rect(s, (70, 130, 55), (0, fy, rect.w, 5))
    pond = lrect(castle.pond)
    pygame.draw.ellipse(s, (40, 90, 150), pond)
    pygame.draw.ellipse(s, (70, 140, 210), pond.inflate(-8, -8))
    pygame.draw.ellipse(s, (120, 190, 240), pond.inflate(-pond.w * 0.55, -pond.h * 0.6).move(-pond.w * 0.12, -6))
    pygame.draw.circle(s, (60, 150, 70), (pond.x + pond.w * 0.72, pond.y + pond.h * 0.45), pond.h * 0.16)
    # holes: dark, patched ones under a stitched cloth
    for hole in castle.holes:
        patched = hole.id in castle.patched
        if hole.circle is not None:
            cx, cy, radius = hole.circle
            hr = pygame.Rect(0, 0, 2 * radius * k, 2 * radius * k)
            hr.center = (round(cx * k), round(cy * k))
        else:
            assert hole.rect is not None
            hr = lrect(hole.rect)
        if patched:
            pr = hr.inflate(10, 10)
            pygame.draw.rect(s, (170, 120, 160), pr, border_radius=6)
            pygame.draw.rect(s, (220, 180, 210), pr.inflate(-6, -6), border_radius=5)
            for x in range(pr.x + 6, pr.right - 4, 8):
                pygame.draw.line(s, (110, 70, 100), (x, pr.y + 2), (x + 4, pr.y + 2), 2)
                pygame.draw.line(s, (110, 70, 100), (x, pr.bottom - 3), (x + 4, pr.bottom - 3), 2)
        else:
            pygame.draw.ellipse(s, (60, 50, 44), hr.inflate(8, 8))
            pygame.draw.ellipse(s, (18, 14, 14), hr)
            pygame.draw.ellipse(s, (40, 32, 30), hr.inflate(-hr.w * 0.3, -hr.h * 0.3).move(0, -hr.h * 0.12))
    # window frames: stone arches around a dark room
    for win in castle.windows:
        wr = lrect(win.rect)
        arch = wr.inflate(18 * k + 8, 18 * k + 8)
        pygame.draw.rect(s, (96, 86, 76), arch, border_radius=round(arch.w * 0.35))
        pygame.draw.rect(s, (186, 174, 156), arch.inflate(-6, -6), border_radius=round(arch.w * 0.33))
        pygame.draw.rect(s, (40, 30, 36), wr)
        pygame.draw.rect(s, (120, 100, 80), (wr.x - 4, wr.bottom, wr.w + 8, 7))  # the sill
    # ledges: wooden beams
    for ledge in castle.ledges:
        a, b = loc(ledge.a), loc(ledge.b)
        pygame.draw.line(s, WOOD_DARK, a, b, max(6, round(12 * k)))
        pygame.draw.line(s, WOOD, (a[0], a[1] - 2), (b[0], b[1] - 2), max(3, round(6 * k)))
    # the throne at the foot of the castle
    tx, ty = loc(castle.throne)
    seat_y = ty + 21 * k
    gold, red = (230, 180, 50), (190, 50, 60)
    pygame.draw.rect(s, gold, (tx - 46 * k, seat_y - 60 * k, 92 * k, 60 * k), border_radius=round(14 * k))
    pygame.draw.rect(s, red, (tx - 38 * k, seat_y - 52 * k, 76 * k, 50 * k), border_radius=round(10 * k))
    pygame.draw.rect(s, gold, (tx - 50 * k, seat_y, 100 * k, 10 * k), border_radius=4)
    for sx in (-1, 1):
        pygame.draw.rect(s, gold, (tx + sx * 40 * k - 4 * k, seat_y, 8 * k, castle.floor_y * k - seat_y))
    # the clips: little pulleys near the top corners
    for clip in (castle.clip_left, castle.clip_right):
        c = loc(clip)
        pygame.draw.circle(s, (70, 70, 80), c, 11 * k + 2)
        pygame.draw.circle(s, (170, 170, 185), c, 9 * k)
        pygame.draw.circle(s, (70, 70, 80), c, 3 * k)
    return s.convert() if pygame.display.get_surface() is not None else s


@lru_cache(maxsize=8)
def castle_thumbnail(castle: Castle, height: int) -> pygame.Surface:
    """The castle wall, small, for the setup screen."""
    scale = height / castle.size[1]
    return render_wall(castle, WallView(0, 0, scale, castle.size))


def setup_preview(ctx: Context, options: Mapping[str, object], surface: pygame.Surface, area: pygame.Rect) -> None:
    """The chosen castle, with its holes left open and its timer, on the setup screen."""
    from game.screens.kletterfrosch.session import load_chosen_castle

    chosen = options.get("castle")
    castle, _ = load_chosen_castle(chosen if isinstance(chosen, str) else None)
    img = castle_thumbnail(castle, area.h)
    surface.blit(img, img.get_rect(midleft=area.midleft))
    x = area.x + img.get_width() + 30
    glass = hourglass(40, (40, 66), steps=40)
    cy = area.centery
    surface.blit(glass, glass.get_rect(midleft=(x, cy)))
    seconds = ctx.assets.text(f"{castle.timer_seconds:.0f} s", 40, (240, 236, 228), bold=True)
    surface.blit(seconds, seconds.get_rect(midleft=(x + 56, cy)))
    # Open holes as filled dots, patched ones as rings: how dangerous the wall is, without words.
    holes = len(castle.open_holes)
    dots = ctx.assets.text("●" * holes + "○" * (len(castle.holes) - holes), 30, (240, 236, 228))
    surface.blit(dots, dots.get_rect(midleft=(x + 90 + seconds.get_width(), cy)))
