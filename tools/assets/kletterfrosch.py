"""Burg Kletterfrosch's pictures and sounds: its menu tile, its rules-help pictures (no words in them: the page
text beside them is translated; only shapes, letters on keys and symbols), and the sounds only the frog makes."""

from __future__ import annotations

import functools
import math
import random

import pygame

from game.screens.kletterfrosch.tile_art import paint_frog as _frog
from game.screens.kletterfrosch.tile_art import paint_tile
from game.ui.paint import HELP_SIZE, INK, SHADOW, TILE_SIZE, Colour, Painter, Point, shade
from game.ui.shared_art import arrow, curve, dots, help_background, red_x, round_corners, text
from tools.assets.synth import RATE, buffer, noise, tone

LEFT_SIDE: Colour = (48, 160, 214)  # the left string and every control for it
RIGHT_SIDE: Colour = (246, 132, 52)  # the right string and every control for it
STONE: Colour = (196, 184, 170)
MORTAR: Colour = (160, 146, 134)


# ---- sounds only the frog makes (the rope, the ball in a hole or the pond, the team's cheer) --------------------


def _creak(rng: random.Random) -> list[float]:
    b = buffer(0.65)
    n = len(b)
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = 95 + 35 * math.sin(2 * math.pi * 1.3 * t) + 10 * math.sin(2 * math.pi * 7.1 * t)
        phase += f / RATE
        # a soft pulse train: the stick-slip of a rope over wood
        s = math.exp(-((phase % 1.0) * 9.0)) - 0.11
        grit = 0.6 + 0.4 * math.sin(2 * math.pi * 23 * t) ** 2
        b[i] = s * grit * math.sin(math.pi * i / n) ** 0.6
    lp = 0.0
    for i in range(n):
        lp += 0.25 * (b[i] - lp)
        b[i] = lp
    return b


def _plop(rng: random.Random) -> list[float]:
    b = buffer(0.2)
    tone(b, 0, 0.2, lambda t: 350 + 4000 * t * t * 25, 0.7, attack=0.002, decay=0.045)
    return b


def _vibrato(f: float, t: float) -> float:
    """A note of `f` Hz with a slight 6 Hz wobble, at `t` seconds."""
    return f * (1 + 0.01 * math.sin(2 * math.pi * 6 * t))


def _rising(base: float, t: float) -> float:
    """A drop's chirp: from `base` Hz, fast upwards, at `t` seconds."""
    return base + 9000 * t


def _cheer(rng: random.Random) -> list[float]:
    b = buffer(1.4)
    for k, f in enumerate((587.3, 784.0, 987.8, 1174.7)):
        tone(b, k * 0.09, 0.5, functools.partial(_vibrato, f), 0.3, attack=0.01, decay=0.2, harmonics=(1.0, 0.2))
    for _ in range(70):  # little claps: short bright noise bursts, thinning out
        start = 0.2 + rng.random() ** 1.6 * 1.1
        noise(b, start, 0.03, rng.uniform(0.08, 0.18), rng, cutoff=rng.uniform(1800, 3800), decay=0.007)
    return b


def _splash(rng: random.Random) -> list[float]:
    b = buffer(0.8)
    noise(b, 0, 0.8, 0.9, rng, cutoff=lambda t: 4000 * math.exp(-t * 4) + 300, attack=0.006, decay=0.22)
    for _ in range(7):
        start = rng.uniform(0.08, 0.55)
        base = rng.uniform(500, 900)
        tone(b, start, 0.08, functools.partial(_rising, base), 0.18, attack=0.002, decay=0.02)
    return b


# ---- the menu tile ----------------------------------------------------------------------------------------------


def draw_tile(p: Painter) -> None:
    """A green frog hanging on two strings in front of a stone castle wall with windows (the game's own painting:
    the menu's demo moves the same frog on the same wall)."""
    paint_tile(p)


# ---- rules-help pictures ----------------------------------------------------------------------------------------


def _stone_wall(
    p: Painter, rect: tuple[float, float, float, float], brick_w: float = 48.0, brick_h: float = 22.0
) -> None:
    """A patch of the castle's stone wall with offset brick joints."""
    x0, y0, w, h = rect
    p.rect(rect, STONE)
    rows = int(h // brick_h) + 1
    for r in range(rows):
        y = y0 + r * brick_h
        if r:
            p.line((x0, y), (x0 + w, y), MORTAR, 2)
        xx = x0 + (0 if r % 2 == 0 else brick_w / 2)
        while xx < x0 + w:
            if xx > x0:
                p.line((xx, y), (xx, min(y + brick_h, y0 + h)), MORTAR, 2)
            xx += brick_w


def _resident(p: Painter, c: Point, r: float, colour: Colour, ears: str) -> None:
    """A castle resident's round face: "cat", "bunny" or "bear" ears, big eyes, rosy cheeks, a smile."""
    x, y = c
    dark = shade(colour, -0.3)
    if ears == "bunny":
        for side in (-1, 1):
            p.ellipse((x + side * r * 0.45, y - r * 1.05), r * 0.26, r * 0.62, colour)
            p.ellipse((x + side * r * 0.45, y - r * 1.0), r * 0.12, r * 0.45, (250, 180, 190))
    elif ears == "cat":
        for side in (-1, 1):
            p.polygon(
                [
                    (x + side * r * 0.9, y - r * 0.2),
                    (x + side * r * 0.8, y - r * 1.15),
                    (x + side * r * 0.2, y - r * 0.75),
                ],
                colour,
            )
            p.polygon(
                [
                    (x + side * r * 0.75, y - r * 0.45),
                    (x + side * r * 0.72, y - r * 0.95),
                    (x + side * r * 0.38, y - r * 0.7),
                ],
                (250, 180, 190),
            )
    else:
        for side in (-1, 1):
            p.circle((x + side * r * 0.72, y - r * 0.72), r * 0.34, colour)
            p.circle((x + side * r * 0.72, y - r * 0.72), r * 0.17, shade(colour, 0.35))
    p.circle(c, r, colour)
    p.ellipse((x, y + r * 0.32), r * 0.5, r * 0.36, shade(colour, 0.45))
    for side in (-1, 1):
        p.circle((x + side * r * 0.36, y - r * 0.12), r * 0.14, INK)
        p.circle((x + side * r * 0.36 - r * 0.05, y - r * 0.18), r * 0.05, (255, 255, 255))
        p.ellipse((x + side * r * 0.62, y + r * 0.2), r * 0.15, r * 0.09, (240, 120, 130, 170))
    p.circle((x, y + r * 0.16), r * 0.09, dark)
    p.arc((x, y + r * 0.2), r * 0.22, 0.5, math.pi - 0.5, dark, max(1.2, r * 0.07))


def _window(
    p: Painter, c: Point, w: float, h: float, inside: Colour = (70, 56, 60)
) -> tuple[float, float, float, float]:
    """An arched window frame; returns the opening (x, y, w, h)."""
    x, y = c
    p.rect((x - w / 2 - 5, y - h / 2 - 5, w + 10, h + 10), MORTAR, radius=w / 2 + 5)
    opening = (x - w / 2, y - h / 2, w, h)
    p.rect(opening, inside, radius=w / 2)
    return opening


def _door(p: Painter, opening: tuple[float, float, float, float]) -> None:
    """A closed wooden door filling a window opening."""
    x, y, w, h = opening
    p.rect(opening, (168, 108, 66), radius=w / 2)
    for k in (1, 2):
        p.line((x + w * k / 3, y + 4), (x + w * k / 3, y + h - 2), (136, 84, 50), 2)
    p.circle((x + w * 0.78, y + h * 0.56), 3, (240, 200, 90))


def _hourglass(p: Painter, c: Point, h: float) -> None:
    """A wooden sand timer, most of the sand still on top."""
    x, y = c
    w = h * 0.62
    wood, glass = (150, 100, 60), (220, 240, 250, 170)
    sand = (240, 196, 96)
    p.rect((x - w / 2 + 3, y - h / 2 + 4, w, h), SHADOW, radius=6)
    glass_outline = [  # the hourglass's two bulbs
        (x - w * 0.42, y - h * 0.42),
        (x + w * 0.42, y - h * 0.42),
        (x + w * 0.06, y),
        (x + w * 0.42, y + h * 0.42),
        (x - w * 0.42, y + h * 0.42),
        (x - w * 0.06, y),
    ]
    p.polygon(glass_outline, glass)
    p.polygon(
        [
            (x - w * 0.3, y - h * 0.2),
            (x + w * 0.3, y - h * 0.2),
            (x + w * 0.05, y - h * 0.02),
            (x - w * 0.05, y - h * 0.02),
        ],
        sand,
    )
    p.line((x, y - h * 0.02), (x, y + h * 0.4), sand, max(1.5, h * 0.025))
    p.polygon([(x - w * 0.38, y + h * 0.42), (x + w * 0.38, y + h * 0.42), (x, y + h * 0.3)], sand)
    p.polygon(glass_outline, (255, 255, 255), width=1.6)
    for yy in (y - h / 2, y + h / 2 - h * 0.1):
        p.rect((x - w / 2, yy, w, h * 0.1), wood, radius=4)
        p.rect((x - w / 2, yy, w, h * 0.035), shade(wood, 0.3), radius=2)
    for side in (-1, 1):
        p.line((x + side * w * 0.4, y - h * 0.42), (x + side * w * 0.4, y + h * 0.42), wood, max(2.0, h * 0.05))


def _updown(p: Painter, c: Point, colour: Colour, size: float = 14, gap: float = 20) -> None:
    """Two triangles pointing up and down: "this moves up and down"."""
    x, y = c
    for sign in (-1, 1):
        tip = y + sign * (gap + size)
        base = y + sign * gap
        pts = [(x, tip), (x - size * 0.9, base), (x + size * 0.9, base)]
        p.polygon([(px + 1.5, py + 2) for px, py in pts], SHADOW)
        p.polygon(pts, colour)


def _gamepad(p: Painter, c: Point, s: float, left: Colour | None, right: Colour | None) -> None:
    """A rounded gamepad; a stick (and its shoulder button) in a side colour is the one in use."""
    x, y = c
    body, face = (124, 116, 196), (150, 142, 220)
    idle = (176, 174, 196)
    for side, colour in ((-1, left), (1, right)):  # shoulder buttons behind the body
        p.rect((x + side * 70 * s - 26 * s, y - 50 * s, 52 * s, 20 * s), colour or idle, radius=8 * s)
    p.ellipse((x + 5, y + 10 * s + 7), 110 * s, 50 * s, SHADOW)
    for side in (-1, 1):
        p.circle((x + side * 72 * s, y + 12 * s), 42 * s, body)
    p.rect((x - 80 * s, y - 42 * s, 160 * s, 72 * s), body, radius=32 * s)
    p.rect((x - 74 * s, y - 38 * s, 148 * s, 30 * s), face, radius=16 * s)
    dx, dy = x - 72 * s, y - 6 * s  # d-pad
    p.rect((dx - 16 * s, dy - 5.5 * s, 32 * s, 11 * s), (70, 66, 110), radius=3 * s)
    p.rect((dx - 5.5 * s, dy - 16 * s, 11 * s, 32 * s), (70, 66, 110), radius=3 * s)
    for (bx, by), colour in (
        ((0, -12), (110, 200, 120)),
        ((12, 0), (235, 100, 90)),
        ((-12, 0), (90, 150, 230)),
        ((0, 12), (250, 200, 70)),
    ):
        p.circle((x + 72 * s + bx * s, y - 6 * s + by * s), 6.5 * s, colour)
    for side, colour in ((-1, left), (1, right)):
        sx, sy = x + side * 34 * s, y + 20 * s
        p.circle((sx, sy), 21 * s, (60, 56, 92))
        cap = colour or idle
        p.circle((sx + 1 * s, sy + 2 * s), 15 * s, shade(cap, -0.35))
        p.circle((sx, sy), 15 * s, cap)
        p.circle((sx - 4 * s, sy - 4 * s), 5 * s, shade(cap, 0.5))
        if colour is not None:
            p.circle((sx, sy), 22 * s, (255, 255, 255), width=2.5 * s)


def _keycap(p: Painter, c: Point, size: float, colour: Colour, symbol: str) -> None:
    """A keyboard key: a letter, or "up"/"down" for an arrow key."""
    x, y = c
    half = size / 2
    p.rect((x - half + 2, y - half + 4, size, size), SHADOW, radius=size / 5)
    p.rect((x - half, y - half, size, size), shade(colour, -0.3), radius=size / 5)
    p.rect((x - half + 4, y - half + 2, size - 8, size - 10), (255, 255, 255), radius=size / 6)
    p.rect((x - half + 4, y - half + 2, size - 8, size - 10), colour, radius=size / 6, width=2.5)
    if symbol in ("up", "down"):
        sign = -1 if symbol == "up" else 1
        cy = y - 4
        p.polygon(
            [
                (x, cy + sign * size * 0.24),
                (x - size * 0.2, cy - sign * size * 0.02),
                (x + size * 0.2, cy - sign * size * 0.02),
            ],
            shade(colour, -0.4),
        )
        p.line((x, cy - sign * size * 0.02), (x, cy - sign * size * 0.2), shade(colour, -0.4), size * 0.1)
    else:
        text(p, symbol, (x, y - 5), size * 0.5, shade(colour, -0.4))


def _strings(
    p: Painter,
    frog: Point,
    s: float,
    clips: tuple[Point, Point],
    ends: tuple[Point, Point],
    colours: tuple[Colour, Colour],
) -> None:
    """The two strings: clip to the frog's hand, and clip down to the free end a player pulls."""
    hands = ((frog[0] - 36 * s, frog[1] - 24 * s), (frog[0] + 36 * s, frog[1] - 24 * s))
    for clip, hand, end, colour in zip(clips, hands, ends, colours):
        p.line(clip, hand, colour, 3)
        p.line(clip, end, colour, 3)
        p.circle(end, 7, shade(colour, -0.2))
        p.circle((end[0] - 2, end[1] - 2), 2.5, shade(colour, 0.5))
        p.rect((clip[0] - 10, clip[1] - 7, 20, 14), (90, 90, 100), radius=4)
        p.circle(clip, 3.5, (200, 200, 210))


def draw_help_controls(p: Painter) -> None:
    """Each string has its colour: left stick, W/S keys; right stick, up/down keys."""
    help_background(p, (206, 232, 250), (236, 246, 252))
    p.rect((20, 18, 400, 16), (150, 110, 80), radius=6)  # the castle's top beam, holding the clips
    frog = (220.0, 112.0)
    s = 0.78
    clips = ((66.0, 30.0), (374.0, 30.0))
    _strings(p, frog, s, clips, ((66.0, 150.0), (374.0, 150.0)), (LEFT_SIDE, RIGHT_SIDE))
    _frog(p, frog, s)
    _updown(p, (34, 100), LEFT_SIDE, 13, 14)
    _updown(p, (406, 100), RIGHT_SIDE, 13, 14)
    _gamepad(p, (220, 262), 1.0, LEFT_SIDE, RIGHT_SIDE)
    for x, colour in ((186.0, LEFT_SIDE), (254.0, RIGHT_SIDE)):
        _updown(p, (x, 282), (255, 255, 255), 12, 25)
        _updown(p, (x, 283), colour, 9, 27)
    _keycap(p, (44, 236), 48, LEFT_SIDE, "W")
    _keycap(p, (44, 296), 48, LEFT_SIDE, "S")
    _keycap(p, (396, 236), 48, RIGHT_SIDE, "up")
    _keycap(p, (396, 296), 48, RIGHT_SIDE, "down")
    round_corners(p)


def draw_help_window(p: Painter) -> None:
    """The frog carries the red ball along a dotted path to the lit window; a ball into a hole is lost (K5)."""
    help_background(p, (206, 232, 250), (236, 246, 252))
    _stone_wall(p, (0, 0, 440, 360))
    # the owner's window, lit up
    win = (350.0, 86.0)
    p.circle(win, 64, (255, 236, 150, 110))
    p.circle(win, 50, (255, 226, 120, 140))
    opening = _window(p, win, 58, 72, (255, 222, 120))
    _resident(p, (win[0], win[1] + 10), 19, (232, 96, 92), "cat")
    p.rect(opening, (255, 250, 220), radius=29, width=3)
    for k in range(8):
        a = math.pi * (0.12 + 0.76 * k / 7) + math.pi
        p.line(
            (win[0] + math.cos(a) * 52, win[1] + math.sin(a) * 60),
            (win[0] + math.cos(a) * 64, win[1] + math.sin(a) * 72),
            (255, 240, 160),
            3.5,
        )
    p.rect((196, 160, 70, 10), (150, 110, 80), radius=3)  # a ledge to steer around
    p.rect((196, 160, 70, 3), (186, 146, 110), radius=2)
    frog = (100.0, 262.0)
    s = 0.72
    _frog(p, frog, s)
    path = curve((frog[0] + 18, frog[1] - 50), (win[0] - 44, win[1] + 26), -60)
    dots(p, path[:-2], (255, 255, 255), r=4, gap=15)
    arrow(p, path[-4:], (255, 255, 255), width=5, head=15, edge=None)
    # a hole: the ball drops in, so the try is lost
    hole = (316.0, 282.0)
    p.ellipse((hole[0], hole[1] + 3), 38, 18, MORTAR)
    p.ellipse(hole, 34, 15, (52, 40, 44))
    p.ellipse((hole[0], hole[1] + 3), 28, 10, (30, 22, 26))
    ball = (hole[0], hole[1] - 26)
    for k in (-1, 0, 1):  # falling lines above the ball
        p.line(
            (ball[0] + k * 8, ball[1] - 38 + abs(k) * 6),
            (ball[0] + k * 8, ball[1] - 18 + abs(k) * 6),
            (255, 255, 255),
            3,
        )
    p.circle(ball, 11, (230, 70, 90))
    p.circle((ball[0] - 3, ball[1] - 3), 3.5, (255, 190, 200))
    red_x(p, (hole[0] + 62, hole[1] - 22), 15)
    _hourglass(p, (40, 56), 64)
    round_corners(p)


def draw_help_doors(p: Painter) -> None:
    """Memory game: the portrait wants the bunny, the opened door shows the cat, so that door moves to the empty
    frame (K8)."""
    help_background(p, (206, 232, 250), (236, 246, 252))
    _stone_wall(p, (0, 0, 440, 360))
    # the portrait: whose ball to bring
    p.rect((24 + 4, 20 + 6, 88, 100), SHADOW, radius=10)
    p.rect((24, 20, 88, 100), (214, 160, 60), radius=10)
    p.rect((32, 28, 72, 84), (250, 240, 214), radius=6)
    _resident(p, (68, 82), 22, (250, 250, 250), "bunny")
    p.circle((98, 104), 10, (120, 170, 240))  # the bunny's ball
    p.circle((95, 101), 3, (220, 236, 255))
    frames = [60.0, 160.0, 264.0, 376.0]
    y = 262.0
    openings = [_window(p, (x, y), 62, 88) for x in frames]
    _door(p, openings[0])
    _door(p, openings[2])
    # frame 2 open: the door swung aside, the cat inside is the wrong resident
    x, yy, w, h = openings[1]
    p.rect(openings[1], (255, 232, 170), radius=w / 2)
    _resident(p, (x + w / 2, yy + h * 0.58), 20, (244, 160, 70), "cat")
    p.polygon([(x - 2, yy + 14), (x - 22, yy + 2), (x - 22, yy + h + 4), (x - 2, yy + h)], (168, 108, 66))
    p.polygon([(x - 2, yy + 14), (x - 22, yy + 2), (x - 22, yy + h + 4), (x - 2, yy + h)], (136, 84, 50), width=2)
    red_x(p, (x + w + 10, yy + h - 6), 10)
    # frame 4 empty, with the door's ghost arriving there
    _, ey, ew, _ = openings[3]
    p.rect(openings[3], (40, 30, 34), radius=ew / 2)
    p.rect(openings[3], (255, 255, 255), radius=ew / 2, width=2.5)
    path = curve((frames[1] + 6, yy - 14), (frames[3] - 4, ey - 14), 66)
    arrow(p, path, (250, 110, 80), width=9, head=19)
    # the door itself on its way, drawn small at the top of its flight
    mx, my = path[len(path) // 2]
    flying = Painter((70, 84))
    _door(flying, (12, 8, 44, 64))
    tilted = pygame.transform.rotate(flying.surf, -14)
    p.surf.blit(tilted, tilted.get_rect(center=p.px((mx + 4, my - 6))))
    for k in (-1, 0, 1):  # whoosh lines behind it
        p.line((mx - 60, my + k * 13 + 2), (mx - 36, my + k * 13), (255, 255, 255), 3.5)
    round_corners(p)


def draw_help_coop(p: Painter) -> None:
    """Team game: each gamepad holds one string of the same frog, racing one sand timer (K10)."""
    help_background(p, (206, 232, 250), (236, 246, 252))
    p.rect((20, 18, 400, 16), (150, 110, 80), radius=6)
    frog = (220.0, 108.0)
    s = 0.74
    clips = ((66.0, 30.0), (374.0, 30.0))
    _strings(p, frog, s, clips, ((90.0, 200.0), (350.0, 200.0)), (LEFT_SIDE, RIGHT_SIDE))
    _frog(p, frog, s)
    _gamepad(p, (96, 280), 0.68, LEFT_SIDE, None)
    _gamepad(p, (344, 280), 0.68, None, RIGHT_SIDE)
    _updown(p, (44, 150), LEFT_SIDE, 11, 12)
    _updown(p, (396, 150), RIGHT_SIDE, 11, 12)
    _hourglass(p, (220, 272), 76)
    for k, colour in enumerate(((232, 96, 92), (120, 170, 240), (250, 200, 70))):  # balls delivered together
        p.circle((196 + k * 24, 196), 9, colour)
        p.circle((193 + k * 24, 193), 3, shade(colour, 0.6))
    round_corners(p)


IMAGES = {
    "tile_kletterfrosch": (draw_tile, TILE_SIZE),
    "help_frosch_controls": (draw_help_controls, HELP_SIZE),
    "help_frosch_window": (draw_help_window, HELP_SIZE),
    "help_frosch_doors": (draw_help_doors, HELP_SIZE),
    "help_frosch_coop": (draw_help_coop, HELP_SIZE),
}
SOUNDS = {"creak": _creak, "plop": _plop, "cheer": _cheer, "splash": _splash}
