"""Farmini's pictures and sounds: its menu tile (a fan of farm cards with animals in fenced pens), the rules-help
pictures, drawn with the game's own card art (game/screens/farmini/art.py) so the help shows the cards of the game,
and the sounds only the farm makes (a wolf's howl, an animal's hop, a pen closing)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from game.rules import farmini
from game.screens.farmini import art
from game.ui.paint import HELP_SIZE, INK, TILE_SIZE, Colour, Painter, Point
from game.ui.shared_art import arrow, badge, check, curve, help_background, red_x, round_corners
from tools.assets.synth import buffer, noise, tone


def _card(
    p: Painter, c: Point, w: float, h: float, angle: float, draw_face: Callable[[Painter, Point], None], colour: Colour
) -> None:
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
        p.arc(
            (x + side * 12, y - 22), 9, math.pi if side < 0 else 0, math.pi * 1.5 if side < 0 else -math.pi / 2, horn, 5
        )
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


GREEN_TOP, GREEN_BOTTOM = (232, 244, 214), (186, 220, 160)


def _table_card(p: Painter, name: str, rot: int, x: float, y: float, size: float) -> None:
    """A card on the table: a pen or farm card turned `rot`, or an animal or wolf card (with a cream rim)."""
    c = farmini.card(name)
    p.rect((x - 3, y - 3, size + 6, size + 6), art.CREAM, radius=8)
    if c.kind in ("farm", "pen"):
        art.paint_pen_card(p, c, rot, x, y, size)
    else:
        art.paint_animal_card(p, c, x, y, size)


def _token(p: Painter, kind: str, x: float, y: float, size: float, q: int) -> None:
    """An animal standing on the trough of quarter q of a card drawn at (x, y)."""
    qx, qy = art.QUARTER_BOX[q]
    art.PAINT_ANIMAL[kind](p, (x + (qx + 0.25) * size, y + (qy + 0.21) * size), size * 0.14)


def draw_help_take(p: Painter) -> None:
    """F5: take one of the four cards; the deck refills the same slot."""
    help_background(p, GREEN_TOP, GREEN_BOTTOM)
    for slot, (name, rot) in enumerate((("pen-01", 0), ("pig-3", 0), ("pen-03", 0), ("goat-1", 0))):
        x, y = 40 + (slot % 2) * 104, 60 + (slot // 2) * 104 - (12 if slot == 0 else 0)
        _table_card(p, name, rot, x, y, 90)
    p.rect((46, 266, 78, 78), art.CREAM, radius=8)
    p.rect((52, 272, 66, 66), (186, 66, 56), radius=6)
    arrow(p, [(86, 262), (86, 172)], (255, 170, 40), width=7, head=16)
    _table_card(p, "farm-1", 0, 300, 130, 100)
    arrow(p, curve((140, 90), (300, 110), 30), (92, 184, 96), width=8, head=18)
    p.rect((402 - 3, 127, 36, 106), (255, 255, 255, 110), radius=6)
    round_corners(p)


def draw_help_fences(p: Painter) -> None:
    """F6: fences meet fences and open meets open; a card may be turned."""
    help_background(p, GREEN_TOP, GREEN_BOTTOM)
    _table_card(p, "farm-1", 0, 40, 40, 110)
    _table_card(p, "pen-01", 0, 152, 40, 110)
    check(p, (152, 30), 18)
    _table_card(p, "farm-1", 0, 190, 200, 110)
    _table_card(p, "pen-01", 2, 302, 200, 110)
    red_x(p, (302, 255), 18)
    round_corners(p)


def draw_help_animals(p: Painter) -> None:
    """F7: an animal card puts its animals on free troughs of your farm."""
    help_background(p, GREEN_TOP, GREEN_BOTTOM)
    _table_card(p, "pig-3", 0, 40, 120, 110)
    _table_card(p, "farm-1", 0, 250, 40, 140)
    _token(p, "pig", 250, 40, 140, 1)
    _token(p, "pig", 250, 40, 140, 3)
    arrow(p, curve((150, 150), (320, 90), 40), (255, 170, 40), width=7, head=16)
    arrow(p, curve((150, 190), (320, 165), -10), (255, 170, 40), width=7, head=16)
    round_corners(p)


def draw_help_wolf(p: Painter) -> None:
    """F8: a wolf takes the animals of its kind outside closed pens; fenced ones are safe."""
    help_background(p, (226, 228, 240), (180, 186, 214))
    _table_card(p, "wolf-pig-1", 0, 30, 120, 110)
    _table_card(p, "farm-1", 0, 190, 120, 110)
    _table_card(p, "pen-12", 0, 300, 120, 110)
    _token(p, "pig", 190, 120, 110, 1)
    _token(p, "pig", 300, 120, 110, 3)
    red_x(p, (272, 143), 16)
    check(p, (384, 110), 16)
    round_corners(p)


def draw_help_score(p: Painter) -> None:
    """F9-F12: a closed pen: corn with no animals 1; animals of one kind 2 each; open or mixed 1 each."""
    help_background(p, (252, 240, 214), (240, 206, 150))
    _table_card(p, "farm-1", 0, 20, 100, 130)
    _table_card(p, "pen-13", 0, 150, 100, 130)
    _table_card(p, "pen-12", 0, 290, 100, 130)
    _token(p, "goat", 290, 100, 130, 1)
    _token(p, "goat", 290, 100, 130, 3)
    _token(p, "pig", 20, 100, 130, 3)
    badge(p, (248, 86), 16, "1", colour=(255, 220, 120))
    badge(p, (388, 86), 16, "4", colour=(255, 220, 120))
    badge(p, (118, 258), 16, "1", colour=(255, 255, 255))
    round_corners(p)


IMAGES = {
    "tile_farmini": (draw_tile, TILE_SIZE),
    "help_farmini_take": (draw_help_take, HELP_SIZE),
    "help_farmini_fences": (draw_help_fences, HELP_SIZE),
    "help_farmini_animals": (draw_help_animals, HELP_SIZE),
    "help_farmini_wolf": (draw_help_wolf, HELP_SIZE),
    "help_farmini_score": (draw_help_score, HELP_SIZE),
}


# ---- sounds only the farm makes ---------------------------------------------------------------------------------


def _howl(rng: random.Random) -> list[float]:
    """A wolf's howl: a voice sliding up, holding with a wobble, then falling away, over a breath of wind."""
    length = 1.4
    b = buffer(length)

    def pitch(t: float) -> float:
        rise = min(1.0, t / 0.3)
        fall = max(0.0, (t - 0.8) / 0.6)
        return (310 + 170 * rise * rise - 190 * fall * fall) * (1 + 0.018 * math.sin(2 * math.pi * 5.5 * t))

    tone(b, 0.0, length, pitch, 0.42, attack=0.12, decay=2.2, harmonics=(1.0, 0.45, 0.18, 0.08))
    noise(b, 0.0, length, 0.06, rng, cutoff=lambda t: 500 + 500 * math.sin(math.pi * t / length), attack=0.2, decay=1.5)
    return b


def _hop(rng: random.Random) -> list[float]:
    """An animal landing on its trough: a soft bouncy boing."""
    b = buffer(0.22)
    tone(
        b,
        0,
        0.22,
        lambda t: 260 + 520 * math.exp(-t * 18) + 60 * math.sin(2 * math.pi * 14 * t),
        0.55,
        attack=0.003,
        decay=0.07,
        harmonics=(1.0, 0.25),
    )
    return b


def _pen(rng: random.Random) -> list[float]:
    """A pen closing: the gate's knock, then two bright notes."""
    b = buffer(0.7)
    noise(b, 0, 0.06, 0.5, rng, cutoff=900, attack=0.001, decay=0.02)
    for k, f in enumerate((784.0, 1046.5)):
        tone(b, 0.08 + 0.12 * k, 0.5, f, 0.3, attack=0.005, decay=0.16, harmonics=(1.0, 0.3, 0.1))
    return b


SOUNDS = {"howl": _howl, "hop": _hop, "pen_closed": _pen}
