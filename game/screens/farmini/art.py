"""Farmini's pictures: card faces (meadow, cornfield, trough quarters and their fences, the farmhouse), the animal
and wolf cards, the card back, and the animal tokens (pig, goat, chicken: told apart by shape as well as colour).
Painted with game.ui.paint (supersampled) and cached per size; also used by tools/assets/farmini.py for the help
pictures, so the help shows exactly the cards of the game."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.rules import farmini
from game.ui.paint import Painter, Point

MEADOW = (156, 206, 112)
MEADOW_DARK = (128, 182, 92)
CORN = (246, 212, 90)
CORN_DARK = (214, 170, 52)
STALK = (112, 160, 70)
WATER = (96, 170, 230)
WATER_HI = (170, 216, 250)
WOOD = (150, 98, 52)
FENCE = (122, 74, 36)
FENCE_HI = (196, 140, 86)
CREAM = (255, 250, 236)
EDGE = (200, 178, 140)
INK = (44, 34, 36)
GLOW = (255, 214, 80)
KIND_BACK = {"pig": (250, 206, 214), "goat": (226, 232, 210), "chicken": (255, 236, 190)}
WOLF_BACK = (120, 124, 140)

# Each quarter's rectangle in a unit card (0-1), and the fence half-lines as unit segments (F2, F17).
QUARTER_BOX: tuple[tuple[float, float], ...] = ((0.0, 0.0), (0.5, 0.0), (0.0, 0.5), (0.5, 0.5))
SEGMENT: dict[str, tuple[Point, Point]] = {
    "0N": ((0.0, 0.0), (0.5, 0.0)),
    "1N": ((0.5, 0.0), (1.0, 0.0)),
    "1E": ((1.0, 0.0), (1.0, 0.5)),
    "3E": ((1.0, 0.5), (1.0, 1.0)),
    "3S": ((0.5, 1.0), (1.0, 1.0)),
    "2S": ((0.0, 1.0), (0.5, 1.0)),
    "2W": ((0.0, 0.5), (0.0, 1.0)),
    "0W": ((0.0, 0.0), (0.0, 0.5)),
    "01": ((0.5, 0.0), (0.5, 0.5)),
    "23": ((0.5, 0.5), (0.5, 1.0)),
    "02": ((0.0, 0.5), (0.5, 0.5)),
    "13": ((0.5, 0.5), (1.0, 0.5)),
}


# ---- animals --------------------------------------------------------------------------------------------------
def paint_pig(p: Painter, c: Point, r: float) -> None:
    """A pink round face with a snout and pointed ears (r: the face's radius)."""
    x, y = c
    pink, dark = (248, 170, 182), (222, 118, 140)
    for side in (-1, 1):
        p.polygon(
            [(x + side * 0.35 * r, y - 0.8 * r), (x + side * 1.0 * r, y - 1.1 * r), (x + side * 0.85 * r, y - 0.4 * r)],
            dark,
        )
    p.circle((x, y), r, pink)
    p.circle((x, y), r, INK, width=max(1.0, r * 0.07))
    p.ellipse((x, y + 0.3 * r), 0.45 * r, 0.3 * r, dark)
    for side in (-1, 1):
        p.circle((x + side * 0.16 * r, y + 0.3 * r), 0.09 * r, (140, 60, 80))
        p.circle((x + side * 0.38 * r, y - 0.22 * r), 0.13 * r, INK)


def paint_goat(p: Painter, c: Point, r: float) -> None:
    """A long white face with curled horns and a beard."""
    x, y = c
    fur, horn = (246, 242, 232), (176, 140, 96)
    for side in (-1, 1):
        p.arc(
            (x + side * 0.45 * r, y - 0.85 * r),
            0.35 * r,
            math.pi if side < 0 else 0,
            math.pi * 1.6 if side < 0 else -math.pi * 0.6,
            horn,
            max(1.5, 0.16 * r),
        )
        p.ellipse((x + side * 0.95 * r, y - 0.3 * r), 0.38 * r, 0.16 * r, (226, 218, 204))
    p.polygon([(x - 0.2 * r, y + 0.85 * r), (x + 0.2 * r, y + 0.85 * r), (x, y + 1.25 * r)], (214, 206, 190))
    p.ellipse((x, y), 0.78 * r, r, fur)
    p.ellipse((x, y), 0.78 * r, r, INK, width=max(1.0, r * 0.07))
    p.ellipse((x, y + 0.55 * r), 0.42 * r, 0.3 * r, (236, 212, 204))
    for side in (-1, 1):
        p.ellipse((x + side * 0.34 * r, y - 0.18 * r), 0.14 * r, 0.1 * r, INK)
        p.circle((x + side * 0.14 * r, y + 0.52 * r), 0.07 * r, (130, 90, 90))


def paint_chicken(p: Painter, c: Point, r: float) -> None:
    """A white round bird with a red comb, a yellow beak and a wing."""
    x, y = c
    for k, dx in enumerate((-0.25, 0.05, 0.32)):
        p.circle((x + dx * r, y - 0.95 * r + (0.05 * r if k == 1 else 0.12 * r)), 0.24 * r, (226, 60, 60))
    p.ellipse((x, y), 0.9 * r, r, (255, 252, 244))
    p.ellipse((x, y), 0.9 * r, r, INK, width=max(1.0, r * 0.07))
    p.ellipse((x - 0.35 * r, y + 0.28 * r), 0.36 * r, 0.45 * r, (236, 228, 212))
    p.polygon([(x + 0.7 * r, y - 0.18 * r), (x + 1.25 * r, y), (x + 0.7 * r, y + 0.18 * r)], (250, 176, 40))
    p.ellipse((x + 0.72 * r, y + 0.38 * r), 0.12 * r, 0.22 * r, (226, 60, 60))
    p.circle((x + 0.35 * r, y - 0.3 * r), 0.14 * r, INK)


def paint_wolf(p: Painter, c: Point, r: float) -> None:
    """A grey wolf's head: tall ears, a long muzzle, yellow eyes."""
    x, y = c
    grey, dark, light = (132, 136, 150), (80, 84, 98), (214, 216, 224)
    for side in (-1, 1):
        p.polygon(
            [
                (x + side * 0.2 * r, y - 0.6 * r),
                (x + side * 0.75 * r, y - 1.35 * r),
                (x + side * 0.9 * r, y - 0.35 * r),
            ],
            dark,
        )
    p.polygon(
        [
            (x - r, y - 0.3 * r),
            (x, y - 0.85 * r),
            (x + r, y - 0.3 * r),
            (x + 0.55 * r, y + 0.6 * r),
            (x, y + 1.05 * r),
            (x - 0.55 * r, y + 0.6 * r),
        ],
        grey,
    )
    p.polygon([(x - 0.38 * r, y + 0.2 * r), (x + 0.38 * r, y + 0.2 * r), (x, y + 1.0 * r)], light)
    p.circle((x, y + 0.88 * r), 0.15 * r, INK)
    for side in (-1, 1):
        p.polygon(
            [(x + side * 0.2 * r, y - 0.1 * r), (x + side * 0.58 * r, y - 0.28 * r), (x + side * 0.5 * r, y)],
            (250, 210, 60),
        )
        p.circle((x + side * 0.42 * r, y - 0.13 * r), 0.06 * r, INK)


PAINT_ANIMAL = {"pig": paint_pig, "goat": paint_goat, "chicken": paint_chicken, "wolf": paint_wolf}


@lru_cache(maxsize=64)
def animal(kind: str, size: int) -> pygame.Surface:
    """An animal token (or the wolf) about `size` pixels across."""
    size = max(8, size)
    p = Painter((size, size))
    PAINT_ANIMAL[kind](p, (size / 2, size / 2 + size * 0.06), size * 0.36)
    return p.result()


# ---- card faces -----------------------------------------------------------------------------------------------
def paint_quarter(p: Painter, kind: str, x: float, y: float, s: float) -> None:
    """One quarter (s pixels square, top-left at x, y): meadow, cornfield or a trough."""
    p.rect((x, y, s, s), MEADOW)
    if kind == "corn":
        p.rect((x + s * 0.06, y + s * 0.06, s * 0.88, s * 0.88), CORN, radius=s * 0.08)
        for k in range(4):  # rows of corn: stripes and cobs, readable without colour
            cx = x + s * (0.18 + 0.21 * k)
            p.line((cx, y + s * 0.16), (cx, y + s * 0.86), STALK, max(1.0, s * 0.035))
            for j in range(2):
                p.ellipse((cx + s * 0.03, y + s * (0.32 + 0.3 * j)), s * 0.045, s * 0.1, CORN_DARK)
    elif kind == "trough":
        p.rect((x + s * 0.14, y + s * 0.56, s * 0.72, s * 0.26), WOOD, radius=s * 0.08)
        p.rect((x + s * 0.19, y + s * 0.59, s * 0.62, s * 0.14), WATER, radius=s * 0.05)
        p.line((x + s * 0.26, y + s * 0.63), (x + s * 0.5, y + s * 0.63), WATER_HI, max(1.0, s * 0.03))
    else:
        for k in range(3):  # grass tufts
            gx, gy = x + s * (0.25 + 0.25 * k), y + s * (0.35 + 0.2 * (k % 2))
            for dx in (-0.05, 0.0, 0.05):
                p.line((gx, gy), (gx + dx * s, gy - s * 0.09), MEADOW_DARK, max(1.0, s * 0.025))


def paint_fence(p: Painter, a: Point, b: Point, width: float) -> None:
    p.line(a, b, FENCE, width)
    p.line(a, b, FENCE_HI, width * 0.35)
    for t in (0.0, 0.5, 1.0):
        c = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        p.circle(c, width * 0.75, FENCE)


def paint_house(p: Painter, c: Point, s: float) -> None:
    """The farmhouse at the centre of a farm card (F3)."""
    x, y = c
    p.rect((x - s * 0.32, y - s * 0.05, s * 0.64, s * 0.42), (250, 238, 214))
    p.polygon([(x - s * 0.45, y), (x, y - s * 0.42), (x + s * 0.45, y)], (212, 70, 60))
    p.rect((x - s * 0.09, y + s * 0.12, s * 0.18, s * 0.25), (140, 90, 50))


def paint_pen_card(p: Painter, c: farmini.Card, rot: int, x: float, y: float, size: float) -> None:
    """A farm or pen card turned `rot` quarter turns, `size` pixels square at (x, y)."""
    quarters, mask = c.faces[rot]
    h = size / 2
    for q, (qx, qy) in enumerate(QUARTER_BOX):
        paint_quarter(p, quarters[q], x + qx * size, y + qy * size, h)
    width = max(2.0, size * 0.05)
    for name, (a, b) in SEGMENT.items():
        if mask & farmini._BIT[name]:
            inset = width * 0.5
            ax = x + min(max(a[0] * size, inset), size - inset)
            ay = y + min(max(a[1] * size, inset), size - inset)
            bx = x + min(max(b[0] * size, inset), size - inset)
            by = y + min(max(b[1] * size, inset), size - inset)
            paint_fence(p, (ax, ay), (bx, by), width)
    if c.kind == "farm":
        paint_house(p, (x + size / 2, y + size / 2), size * 0.36)


MASTER = 160  # px: each card face is painted once at this size and scaled (a growing farm zooms every turn)


@lru_cache(maxsize=160)
def _pen_master(name: str, rot: int) -> pygame.Surface:
    p = Painter((MASTER, MASTER))
    paint_pen_card(p, farmini.card(name), rot, 0, 0, MASTER)
    return p.result()


@lru_cache(maxsize=600)
def pen_card(name: str, rot: int, size: int) -> pygame.Surface:
    """A placed farm or pen card, `size` pixels square."""
    size = max(8, size)
    master = _pen_master(name, rot)
    return master if size == MASTER else pygame.transform.smoothscale(master, (size, size))


def paint_animal_card(p: Painter, c: farmini.Card, x: float, y: float, size: float) -> None:
    """An animal card (1 or 2 animals of one kind) or a wolf card."""
    back = WOLF_BACK if c.kind == "wolf" else KIND_BACK[c.animal]
    p.rect((x, y, size, size), back, radius=size * 0.08)
    if c.kind == "wolf":
        paint_wolf(p, (x + size * 0.5, y + size * 0.5), size * 0.3)
        small = {"pig": paint_pig, "goat": paint_goat, "chicken": paint_chicken}[c.animal]
        p.circle((x + size * 0.8, y + size * 0.8), size * 0.15, (255, 255, 255))
        small(p, (x + size * 0.8, y + size * 0.8), size * 0.1)
        return
    paint = PAINT_ANIMAL[c.animal]
    if c.count == 1:
        paint(p, (x + size * 0.5, y + size * 0.52), size * 0.28)
    else:
        paint(p, (x + size * 0.3, y + size * 0.36), size * 0.2)
        paint(p, (x + size * 0.68, y + size * 0.66), size * 0.2)


@lru_cache(maxsize=64)
def face_card(name: str, size: int, rot: int = 0) -> pygame.Surface:
    """A card as it lies in the display: cream border, the face inside."""
    size = max(12, size)
    c = farmini.card(name)
    p = Painter((size, size))
    p.rect((0, 0, size, size), CREAM, radius=size * 0.09)
    inner = size * 0.06
    if c.kind in ("farm", "pen"):
        paint_pen_card(p, c, rot, inner, inner, size - 2 * inner)
    else:
        paint_animal_card(p, c, inner, inner, size - 2 * inner)
    p.rect((0, 0, size, size), EDGE, radius=size * 0.09, width=max(1.0, size * 0.015))
    return p.result()


@lru_cache(maxsize=8)
def card_back(size: int) -> pygame.Surface:
    """The face-down deck: a red barn door with its white cross."""
    p = Painter((size, size))
    p.rect((0, 0, size, size), CREAM, radius=size * 0.09)
    p.rect((size * 0.08, size * 0.08, size * 0.84, size * 0.84), (186, 66, 56), radius=size * 0.06)
    w = size * 0.06
    p.rect((size * 0.16, size * 0.16, size * 0.68, size * 0.68), (255, 246, 230), width=w)
    p.line((size * 0.2, size * 0.2), (size * 0.8, size * 0.8), (255, 246, 230), w)
    p.line((size * 0.8, size * 0.2), (size * 0.2, size * 0.8), (255, 246, 230), w)
    return p.result()


def quarter_rect(card_rect: pygame.Rect, q: int) -> pygame.Rect:
    """Where quarter q lies inside a card drawn in `card_rect`."""
    h = card_rect.w / 2
    qx, qy = QUARTER_BOX[q]
    return pygame.Rect(round(card_rect.x + qx * card_rect.w), round(card_rect.y + qy * card_rect.h), round(h), round(h))


def token_centre(card_rect: pygame.Rect, q: int) -> tuple[float, float]:
    """Where a token stands on the trough of quarter q (just above the water)."""
    r = quarter_rect(card_rect, q)
    return r.centerx, r.y + r.h * 0.42
