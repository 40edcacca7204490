"""Farmini's pictures: its menu tile (a fan of farm cards with animals in fenced pens)."""
from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from game.ui.paint import INK, TILE_SIZE, Colour, Painter, Point


def _card(p: Painter, c: Point, w: float, h: float, angle: float, draw_face: Callable[[Painter, Point], None],
          colour: Colour) -> None:
    """A rounded card with shadow, rotated by angle (degrees) about its centre."""
    sub = Painter((int(w + 20), int(h + 20)))
    sub.rect((10, 10, w, h), (255, 252, 244), radius=12)
    sub.rect((16, 16, w - 12, h - 12), colour, radius=8)
    draw_face(sub, (10 + w / 2, 10 + h / 2))
    sub.rect((10, 10, w, h), (200, 180, 150), radius=12, width=1.5)
    big = pygame.transform.rotozoom(sub.surf, angle, 1.0)
    shadow = big.copy()
    shadow.fill((40, 24, 20, 255), special_flags=pygame.BLEND_RGBA_MIN)
    shadow.set_alpha(70)
    rect = big.get_rect(center=p.px(c))
    p.surf.blit(shadow, rect.move(5 * p.scale, 7 * p.scale))
    p.surf.blit(big, rect)


def _pig(p: Painter, c: Point) -> None:
    pink, dark = (248, 170, 180), (220, 120, 140)
    x, y = c
    for side in (-1, 1):
        p.polygon([(x + side * 10, y - 22), (x + side * 26, y - 30), (x + side * 22, y - 12)], dark)
    p.circle((x, y), 26, pink)
    p.ellipse((x, y + 8), 12, 8, dark)
    p.circle((x - 4, y + 8), 2.5, (150, 70, 90))
    p.circle((x + 4, y + 8), 2.5, (150, 70, 90))
    for side in (-1, 1):
        p.circle((x + side * 10, y - 6), 3.5, INK)
        p.circle((x + side * 10 - 1, y - 7), 1.2, (255, 255, 255))
        p.ellipse((x + side * 17, y + 2), 4, 2.5, (240, 120, 140, 160))


def _goat(p: Painter, c: Point) -> None:
    fur, horn = (246, 242, 232), (190, 160, 120)
    x, y = c
    for side in (-1, 1):
        p.arc((x + side * 12, y - 22), 9, math.pi if side < 0 else 0, math.pi * 1.5 if side < 0 else -math.pi / 2,
              horn, 5)
        p.ellipse((x + side * 26, y - 8), 11, 5, (230, 222, 210))
    p.ellipse((x, y), 20, 26, fur)
    p.ellipse((x, y + 14), 12, 9, (236, 214, 204))
    p.polygon([(x - 5, y + 22), (x + 5, y + 22), (x, y + 34)], (220, 214, 200))
    for side in (-1, 1):
        p.ellipse((x + side * 9, y - 5), 4, 3.2, INK)
        p.circle((x + side * 9 - 1, y - 6), 1.1, (255, 255, 255))
    p.circle((x - 3, y + 13), 1.8, (140, 100, 100))
    p.circle((x + 3, y + 13), 1.8, (140, 100, 100))


def _chicken(p: Painter, c: Point) -> None:
    x, y = c
    p.circle((x - 3, y - 26), 6, (230, 70, 70))
    p.circle((x + 5, y - 25), 5, (230, 70, 70))
    p.ellipse((x, y), 20, 24, (255, 250, 240))
    p.ellipse((x - 16, y + 6), 9, 13, (244, 236, 220))
    p.polygon([(x + 16, y - 4), (x + 28, y), (x + 16, y + 4)], (250, 180, 40))
    p.ellipse((x + 15, y + 9), 3, 5, (230, 70, 70))
    p.circle((x + 8, y - 8), 3.2, INK)
    p.circle((x + 7, y - 9), 1.1, (255, 255, 255))
    for side in (-1, 1):
        p.line((x + side * 6, y + 22), (x + side * 7, y + 32), (250, 170, 40), 2.5)


def _pen_face(animal: Callable[[Painter, Point], None], corn: bool) -> Callable[[Painter, Point], None]:
    def face(p: Painter, c: Point) -> None:
        x, y = c
        fence = (170, 120, 80)
        for k in (-1, 1):  # a fence cross dividing the four quarters (F2)
            p.line((x - 50, y + k * 0.0), (x + 50, y), fence, 3)
        p.line((x, y - 68), (x, y + 68), fence, 3)
        if corn:
            for kx in range(3):
                for ky in range(2):
                    cx, cy = x + 14 + kx * 12, y + 16 + ky * 24
                    p.line((cx, cy + 10), (cx, cy - 10), (120, 170, 70), 2)
                    p.ellipse((cx, cy - 6), 3.2, 7, (250, 210, 70))
        p.ellipse((x - 26, y + 44), 16, 6, (120, 180, 230))  # trough
        p.ellipse((x - 26, y + 42), 12, 3, (180, 220, 250))
        animal(p, (x, y - 24))

    return face


def draw_tile(p: Painter) -> None:
    """A fan of farm cards with a pig, a goat and a chicken in fenced pens."""
    p.gradient((255, 236, 190), (242, 200, 140))
    p.ellipse((256, 390), 360, 120, (150, 200, 110))
    p.ellipse((256, 396), 340, 110, (130, 188, 96))
    rng = random.Random(6)
    for _ in range(16):  # little flowers
        c = (rng.uniform(20, 492), rng.uniform(292, 316))
        p.circle(c, 3, rng.choice([(255, 255, 255), (255, 220, 90), (250, 150, 170)]))
    meadow = (170, 214, 120)
    _card(p, (150, 166), 130, 150, 12, _pen_face(_goat, corn=False), meadow)
    _card(p, (362, 166), 130, 150, -12, _pen_face(_chicken, corn=True), meadow)
    _card(p, (256, 152), 136, 158, 0, _pen_face(_pig, corn=True), (178, 220, 126))
    p.circle((448, 48), 26, (255, 214, 90))  # sun
    p.circle((448, 48), 34, (255, 214, 90, 90))


IMAGES = {"tile_farmini": (draw_tile, TILE_SIZE)}
