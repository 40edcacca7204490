"""The players' animals as faces (fox, bear, cat, owl, rabbit, panda, tanuki, duck): a child finds their own seat by
its animal, on the seat bar, in setup and on the results, not only by a name to read. Drawn, not loaded."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import draw, paint

ANIMALS = ("fox", "bear", "cat", "owl", "rabbit", "panda", "tanuki", "duck")
INK = (40, 32, 36)
WHITE = (250, 248, 242)

# (face, ears or tufts, muzzle/cheeks) colours
_COLOURS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]] = {
    "fox": ((236, 128, 46), (206, 98, 32), WHITE),
    "bear": ((150, 100, 62), (120, 78, 46), (214, 178, 136)),
    "cat": ((170, 170, 178), (140, 140, 150), WHITE),
    "owl": ((156, 112, 72), (120, 84, 52), (236, 214, 170)),
    "rabbit": ((238, 232, 226), (246, 170, 186), WHITE),
    "panda": (WHITE, (36, 36, 40), WHITE),
    "tanuki": ((150, 120, 92), (96, 74, 56), (222, 204, 176)),
    "duck": ((250, 214, 70), (236, 190, 40), (246, 146, 40)),
}


Colour = tuple[int, int, int]
Eyes = tuple[float, float, float]  # (y, distance from the middle, radius)
EYES: Eyes = (50, 14, 5.0)


class _Pen:
    """Drawing on a face's surface in its units: the face spans about 0..100 each way."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.u = surface.get_width() / 100.0

    def p(self, x: float, y: float) -> tuple[float, float]:
        return x * self.u, y * self.u

    def circle(self, colour: Colour, x: float, y: float, r: float) -> None:
        pygame.draw.circle(self.surface, colour, self.p(x, y), r * self.u)

    def ellipse(self, colour: Colour, x: float, y: float, rx: float, ry: float) -> None:
        u = self.u
        pygame.draw.ellipse(self.surface, colour, pygame.Rect((x - rx) * u, (y - ry) * u, 2 * rx * u, 2 * ry * u))

    def poly(self, colour: Colour, *pts: tuple[float, float]) -> None:
        pygame.draw.polygon(self.surface, colour, [self.p(x, y) for x, y in pts])

    def line(self, colour: Colour, a: tuple[float, float], b: tuple[float, float], width: float) -> None:
        pygame.draw.line(self.surface, colour, self.p(*a), self.p(*b), max(1, int(width * self.u)))


def _fox(pen: _Pen, animal: str, main: Colour, ears: Colour, muzzle: Colour) -> Eyes:
    pen.poly(ears, (20, 36), (26, 8), (44, 28))
    pen.poly(ears, (80, 36), (74, 8), (56, 28))
    pen.poly(INK, (27, 18), (26, 10), (34, 24))
    pen.poly(INK, (73, 18), (74, 10), (66, 24))
    pen.poly(main, (16, 40), (50, 22), (84, 40), (62, 80), (50, 86), (38, 80))
    pen.poly(muzzle, (26, 56), (50, 60), (74, 56), (58, 80), (50, 86), (42, 80))
    pen.circle(INK, 50, 80, 5)
    return EYES


def _bear(pen: _Pen, animal: str, main: Colour, ears: Colour, muzzle: Colour) -> Eyes:
    """The bear, and the panda and the tanuki drawn on it (their dark patches, their white-rimmed eyes)."""
    if animal == "panda":  # black ears need a light rim to show on a dark background
        pen.circle((200, 200, 206), 26, 28, 15)
        pen.circle((200, 200, 206), 74, 28, 15)
    pen.circle(ears, 26, 28, 13)
    pen.circle(ears, 74, 28, 13)
    pen.circle(main, 50, 55, 34)
    if animal == "panda":
        pen.ellipse(ears, 36, 50, 9, 11)
        pen.ellipse(ears, 64, 50, 9, 11)
    if animal == "tanuki":
        pen.ellipse(ears, 50, 50, 30, 10)  # the dark mask across the eyes
    pen.ellipse(muzzle, 50, 68, 15, 11)
    pen.ellipse(INK, 50, 63, 6, 4)
    eye_y, eye_dx, _r = EYES
    eye_r = 4.5 if animal != "panda" else 4.0
    if animal in ("panda", "tanuki"):
        pen.circle(WHITE, 50 - eye_dx, eye_y, eye_r + 1.5)
        pen.circle(WHITE, 50 + eye_dx, eye_y, eye_r + 1.5)
    return eye_y, eye_dx, eye_r


def _cat(pen: _Pen, animal: str, main: Colour, ears: Colour, muzzle: Colour) -> Eyes:
    pen.poly(ears, (20, 42), (24, 12), (44, 28))
    pen.poly(ears, (80, 42), (76, 12), (56, 28))
    pen.circle(main, 50, 55, 33)
    pen.ellipse(muzzle, 50, 68, 14, 9)
    pen.poly((230, 120, 140), (45, 62), (55, 62), (50, 67))
    for dy in (-3, 3):
        pen.line(INK, (30, 66 + dy), (10, 63 + 2 * dy), 1.6)
        pen.line(INK, (70, 66 + dy), (90, 63 + 2 * dy), 1.6)
    return EYES


def _owl(pen: _Pen, animal: str, main: Colour, ears: Colour, muzzle: Colour) -> Eyes:
    pen.poly(ears, (22, 30), (28, 10), (40, 26))
    pen.poly(ears, (78, 30), (72, 10), (60, 26))
    pen.ellipse(main, 50, 56, 34, 36)
    pen.circle(muzzle, 36, 50, 13)
    pen.circle(muzzle, 64, 50, 13)
    pen.circle((250, 200, 60), 36, 50, 8)
    pen.circle((250, 200, 60), 64, 50, 8)
    pen.poly((240, 150, 40), (45, 60), (55, 60), (50, 72))
    return EYES[0], 14, 4.5


def _rabbit(pen: _Pen, animal: str, main: Colour, ears: Colour, muzzle: Colour) -> Eyes:
    pen.ellipse(main, 36, 22, 8, 22)
    pen.ellipse(main, 64, 22, 8, 22)
    pen.ellipse(ears, 36, 22, 4, 16)
    pen.ellipse(ears, 64, 22, 4, 16)
    pen.circle(main, 50, 60, 31)
    pen.poly((230, 120, 140), (45, 64), (55, 64), (50, 69))
    pen.circle(muzzle, 44, 72, 6)
    pen.circle(muzzle, 56, 72, 6)
    return EYES


def _duck(pen: _Pen, animal: str, main: Colour, ears: Colour, muzzle: Colour) -> Eyes:
    pen.circle(main, 50, 52, 34)
    pen.poly(ears, (44, 20), (50, 8), (56, 20))  # a little tuft
    pen.ellipse(muzzle, 50, 70, 20, 9)
    pen.line((200, 100, 20), (32, 70), (68, 70), 2)
    return 46, EYES[1], EYES[2]


def _plain(pen: _Pen, animal: str, main: Colour, ears: Colour, muzzle: Colour) -> Eyes:
    pen.circle(main, 50, 52, 34)
    return EYES


_FACES = {
    "fox": _fox,
    "bear": _bear,
    "panda": _bear,
    "tanuki": _bear,
    "cat": _cat,
    "owl": _owl,
    "rabbit": _rabbit,
    "duck": _duck,
}


@lru_cache(maxsize=128)
def face(animal: str, size: int, ring: tuple[int, int, int] | None = None) -> pygame.Surface:
    """The animal's face in a `size` px square, with an optional ring in the seat's colour around it.
    An unknown animal gets a plain coloured disc (still a face-sized marker)."""
    big = paint.canvas((size, size))
    pen = _Pen(big)
    if ring is not None:
        pen.circle(ring, 50, 50, 50)
        pen.circle((30, 34, 42), 50, 50, 45)
    main, ears, muzzle = _COLOURS.get(animal, ((200, 200, 200), (160, 160, 160), WHITE))
    eye_y, eye_dx, eye_r = _FACES.get(animal, _plain)(pen, animal, main, ears, muzzle)
    for side in (-1, 1):  # eyes with a glint: the face looks alive even at 40 px
        pen.circle(INK, 50 + side * eye_dx, eye_y, eye_r)
        pen.circle(WHITE, 50 + side * eye_dx + 1.5, eye_y - 1.5, eye_r * 0.35)
    return paint.shrink(big, (size, size))


def badge(animal: str, size: int, ring: tuple[int, int, int], shape: str) -> pygame.Surface:
    """The face with the seat's marker (colour and shape) in its corner: colour-blind safe."""
    out = face(animal, size, ring).copy()
    m = draw.marker(shape, ring, max(10, size // 3))
    out.blit(m, m.get_rect(bottomright=(size, size)))
    return out
